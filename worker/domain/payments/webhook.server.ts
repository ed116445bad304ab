/** Razorpay's webhook (api-contract.md §8.6): completes a payment whose page was closed before verify. */
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { isUniqueViolation } from "../../db/errors";
import { type Transaction, transactions, webhookEvents } from "../../db/schema";
import { sqlBatch } from "../../db/sql-batch";
import type { Deps } from "../../deps";
import { activate, isActivatable } from "./checkout.server";
import { signaturesEqual, webhookSignature } from "./signatures";
import { BILLING_MESSAGES } from "./subscription.server";

// ---- Webhook --------------------------------------------------------------------------------------------

const entity = <T extends z.ZodRawShape>(shape: T) => z.object({ entity: z.object(shape) }).optional();

const webhookEventSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: entity({
        id: z.string(),
        order_id: z.string().nullish(),
        method: z.string().nullish(),
        error_description: z.string().nullish(),
      }),
      order: entity({ id: z.string() }),
      payment_link: entity({ id: z.string() }),
    })
    .default({}),
});

export type WebhookAnswer = { status: 200 | 400 | 500; body: { status: "ok" } | { success: false; message: string } };

const OK_ANSWER: WebhookAnswer = { status: 200, body: { status: "ok" } };

/**
 * Razorpay's webhook (contract §8.6): the raw body's HMAC (webhook secret, constant time), deduplication by
 * event id under the primary key in the same batch as the change, then `payment.captured` /
 * `order.paid` / `payment_link.paid` activate and `payment.failed` marks failed. Anything unexpected
 * answers 500 without recording the event id, so Razorpay's redelivery is processed.
 */
export async function handleWebhook(
  deps: Deps,
  rawBody: string,
  signatureHeader: string | undefined | null,
  eventIdHeader: string | undefined | null,
): Promise<WebhookAnswer> {
  const expected = await webhookSignature(deps.config.RAZORPAY_WEBHOOK_SECRET, rawBody);
  if (!signatureHeader || !signaturesEqual(expected, signatureHeader.trim())) {
    return { status: 400, body: { success: false, message: BILLING_MESSAGES.invalidWebhookSignature } };
  }
  try {
    return await processWebhook(deps, rawBody, eventIdHeader?.trim() || null);
  } catch (cause) {
    console.error("Razorpay webhook failed; the event is left for redelivery", cause);
    return { status: 500, body: { success: false, message: "Something went wrong" } };
  }
}

async function processWebhook(deps: Deps, rawBody: string, eventId: string | null): Promise<WebhookAnswer> {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { status: 400, body: { success: false, message: "Malformed JSON body" } };
  }
  const parsed = webhookEventSchema.safeParse(json);
  if (!parsed.success) {
    console.warn("Razorpay webhook without a readable event; ignored");
    return OK_ANSWER;
  }
  const { event, payload } = parsed.data;
  if (eventId && (await deps.db.query.webhookEvents.findFirst({ where: eq(webhookEvents.eventId, eventId) }))) {
    return OK_ANSWER;
  }
  const record = eventId
    ? [
        sql`INSERT INTO ${webhookEvents} (event_id, event_type, created_at) VALUES (${eventId}, ${event}, ${deps.now().getTime()})`,
      ]
    : [];
  const recordOnly = async () => {
    if (record.length) await sqlBatch(deps.db, [sql`${record[0]} ON CONFLICT DO NOTHING`]);
    return OK_ANSWER;
  };

  const payment = payload.payment?.entity;
  let tx: Transaction | undefined;
  if (event === "payment.captured" || event === "order.paid" || event === "payment.failed") {
    const orderId = event === "order.paid" ? payload.order?.entity.id : payment?.order_id;
    if (!orderId || !payment) return recordOnly();
    tx = await deps.db.query.transactions.findFirst({ where: eq(transactions.orderId, orderId) });
    if (!tx) console.warn(`Razorpay webhook ${event} for an unknown order ${orderId}; ignored`);
  } else if (event === "payment_link.paid") {
    const linkId = payload.payment_link?.entity.id;
    if (!linkId || !payment) return recordOnly();
    tx = await deps.db.query.transactions.findFirst({ where: eq(transactions.paymentLinkId, linkId) });
    if (!tx) console.warn(`Razorpay webhook ${event} for an unknown payment link ${linkId}; ignored`);
  }
  if (!tx || !payment) return recordOnly();

  try {
    if (event === "payment.failed") {
      if (tx.status === "completed" || tx.status === "refunded") return recordOnly();
      const reason = payment.error_description ?? "Payment failed";
      await sqlBatch(deps.db, [
        sql`UPDATE ${transactions} SET status = 'failed', payment_id = COALESCE(payment_id, ${payment.id}),
              notes = ${reason.slice(0, 500)}, updated_at = ${deps.now().getTime()}
            WHERE id = ${tx.id} AND status IN ('initiated', 'pending', 'failed')`,
        ...record,
      ]);
      return OK_ANSWER;
    }
    if (!isActivatable(tx.status)) return recordOnly();
    await activate(deps, tx, { paymentId: payment.id, method: payment.method ?? null }, record);
    return OK_ANSWER;
  } catch (cause) {
    // The same event delivered twice at once: the other delivery recorded it with its change.
    if (eventId && isUniqueViolation(cause)) return OK_ANSWER;
    throw cause;
  }
}
