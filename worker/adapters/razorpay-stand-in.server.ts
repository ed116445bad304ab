/**
 * The local stand-in for Razorpay: while RAZORPAY_KEY_ID is the local placeholder and ENVIRONMENT is not
 * production (`isLocalStandIn`), nothing leaves the Worker. Orders and links get local ids, and the
 * stand-in page (/payment/stand-in) answers with ids and signatures made with the local key secret,
 * exactly what Razorpay would send, so the very same verify and callback code runs (decision 018).
 */
import { eq } from "drizzle-orm";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { transactions } from "../db/schema";
import { isLocalStandIn, type PaymentGateway } from "../domain/payments/gateway";
import { checkoutSignature, paymentLinkSignature } from "../domain/payments/signatures";
import { newId } from "../lib/ids";
import { fail, ok, type Result } from "../lib/result";

/** A Razorpay-looking id part: 14 random characters. */
const localSuffix = () => newId().slice(0, 14);

/** No network: ids made up locally; the link points at our own stand-in page. */
export function localStandInGateway(): PaymentGateway {
  return {
    async createOrder(input) {
      return { id: `order_local_${localSuffix()}`, ...input, notes: { ...input.notes } };
    },
    async createPaymentLink() {
      const id = `plink_local_${localSuffix()}`;
      return { id, shortUrl: `/payment/stand-in?link=${encodeURIComponent(id)}` };
    },
  };
}

export type CheckoutSuccess = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
export type CheckoutFailure = {
  error: {
    code: string;
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: { order_id: string; payment_id: string };
  };
};
export type PaymentLinkCallback = {
  razorpay_payment_id: string;
  razorpay_payment_link_id: string;
  razorpay_payment_link_reference_id: string;
  razorpay_payment_link_status: string;
  razorpay_signature: string;
};

const STAND_IN_NOT_FOUND = "Not found";

/**
 * What Razorpay Checkout hands the page for `orderId` when the payment succeeds (ids and a signature
 * made with the key secret) or fails (Checkout's error object). Only with the local stand-in, and only
 * for an order Offerpath created; otherwise NOT_FOUND.
 */
export async function standInCheckoutResult(
  deps: { db: Db; config: Pick<Config, "RAZORPAY_KEY_ID" | "RAZORPAY_KEY_SECRET" | "ENVIRONMENT"> },
  orderId: string,
  outcome: "success" | "failure",
): Promise<Result<CheckoutSuccess | CheckoutFailure>> {
  if (!isLocalStandIn(deps.config)) return fail("NOT_FOUND", STAND_IN_NOT_FOUND);
  const tx = await deps.db.query.transactions.findFirst({
    where: eq(transactions.orderId, orderId),
    columns: { id: true },
  });
  if (!tx) return fail("NOT_FOUND", STAND_IN_NOT_FOUND);
  const paymentId = `pay_local_${localSuffix()}`;
  if (outcome === "failure") {
    return ok({
      error: {
        code: "BAD_REQUEST_ERROR",
        description: "Payment failed",
        source: "customer",
        step: "payment_authentication",
        reason: "payment_failed",
        metadata: { order_id: orderId, payment_id: paymentId },
      },
    });
  }
  return ok({
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: await checkoutSignature(deps.config.RAZORPAY_KEY_SECRET, orderId, paymentId),
  });
}

/**
 * The query a Payment Link's callback carries back to Offerpath for `linkId`: status `paid` on success,
 * `failed` otherwise, signed with the key secret. Only with the local stand-in, and only for a link
 * Offerpath created; otherwise NOT_FOUND.
 */
export async function standInPaymentLinkResult(
  deps: { db: Db; config: Pick<Config, "RAZORPAY_KEY_ID" | "RAZORPAY_KEY_SECRET" | "ENVIRONMENT"> },
  linkId: string,
  outcome: "success" | "failure",
): Promise<Result<PaymentLinkCallback>> {
  if (!isLocalStandIn(deps.config)) return fail("NOT_FOUND", STAND_IN_NOT_FOUND);
  const tx = await deps.db.query.transactions.findFirst({
    where: eq(transactions.paymentLinkId, linkId),
    columns: { id: true },
  });
  if (!tx) return fail("NOT_FOUND", STAND_IN_NOT_FOUND);
  const paymentId = `pay_local_${localSuffix()}`;
  const status = outcome === "success" ? "paid" : "failed";
  return ok({
    razorpay_payment_id: paymentId,
    razorpay_payment_link_id: linkId,
    razorpay_payment_link_reference_id: tx.id,
    razorpay_payment_link_status: status,
    razorpay_signature: await paymentLinkSignature(deps.config.RAZORPAY_KEY_SECRET, {
      linkId,
      referenceId: tx.id,
      status,
      paymentId,
    }),
  });
}
