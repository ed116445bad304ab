/**
 * Checkout and activation (api-contract.md §8.2–§8.5): Razorpay orders for Checkout, Payment Links for
 * checkout without JavaScript, verify, the Payment Link callback and a reported failure.
 *
 * A paid plan is applied only by an activation: the transaction's status becomes `completed` and the
 * user's plan switches in ONE conditional batch, so verify, the Payment Link callback and the webhook
 * can race and the plan is applied exactly once (the users UPDATE runs only when the transaction UPDATE
 * just before it changed a row: SQLite's `changes()` within the batch's transaction). `refunded` is final.
 */

import { capitalize } from "@core/format";
import { and, desc, eq, gt, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { type Plan, type Transaction, transactions, users } from "../../db/schema";
import { sqlBatch } from "../../db/sql-batch";
import type { Deps } from "../../deps";
import { newId } from "../../lib/ids";
import { fail, ok, type Result } from "../../lib/result";
import { FREE_PLAN, findActivePlan, type PlanDto, serializePlan } from "../plans.server";
import { hitLimit, limitKey, minutesText } from "../rate-limit.server";
import { type PaidPeriod, planChangeQuote } from "./credit";
import { type GatewayOrder, isLocalStandIn } from "./gateway";
import { addBillingPeriod, type PaidBillingType } from "./period";
import { checkoutSignature, paymentLinkSignature, signaturesEqual } from "./signatures";
import { BILLING_MESSAGES, findUserAndPlan, findUserTransaction, type TransactionDto } from "./subscription.server";

// ---- Orders and payment links -------------------------------------------------------------------------

/**
 * Checkouts (orders and payment links) a user may start per hour: far above any real attempt-and-retry,
 * low enough that a loop cannot flood Razorpay's API or the transactions table.
 */
export const CHECKOUT_THROTTLE = { max: 20, windowMs: 60 * 60 * 1000 } as const;

/**
 * What an order for a paid plan charges, worked out once when it is created (decision 043):
 * - `new`: no paid period runs (or it has ended): the full price; the period starts at payment.
 * - `renewal`: the same plan while its period runs, either cycle: the full price; the new period starts
 *   where the paid time ends (`periodStart`), so nothing is lost.
 * - `change`: another paid plan while a period runs: the price less the unused value of the current
 *   periods (credit.ts, capped so the order charges at least MIN_CHARGE_PAISE); the period starts at payment.
 */
export type OrderQuote = {
  kind: "new" | "renewal" | "change";
  plan: Plan;
  billingType: PaidBillingType;
  user: { name: string; email: string };
  pricePaise: number;
  creditPaise: number;
  forfeitedPaise: number;
  chargePaise: number;
  /** The plan whose unused days are credited, and how many (rounded). */
  credit: { planId: string; planName: string; days: number } | null;
  /** Where the new period starts: the current end for a renewal, else null (when the payment completes). */
  periodStart: Date | null;
};

/**
 * The current plan's paid periods that have not ended: the one ending at `users.plan_ends_at` and,
 * walking back, each whose end is the next one's start (a renewal bought ahead starts exactly there).
 */
async function runningPeriods(deps: Deps, userId: string, planId: string, endsAt: Date, now: Date) {
  const rows = await deps.db
    .select({ amount: transactions.amount, start: transactions.startDate, end: transactions.endDate })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        eq(transactions.planId, planId),
        eq(transactions.status, "completed"),
        gt(transactions.endDate, now),
      ),
    )
    .orderBy(desc(transactions.endDate))
    .limit(12);
  const chain: PaidPeriod[] = [];
  let until = endsAt.getTime();
  for (const row of rows) {
    if (!row.start || !row.end || row.end.getTime() !== until) continue;
    chain.push({ paidPaise: Math.round(row.amount * 100), start: row.start, end: row.end });
    until = row.start.getTime();
  }
  return chain;
}

/** The order a user would get for a paid plan and cycle at `at` (decision 043); no throttle, no writes. */
export async function quoteOrder(
  deps: Deps,
  userId: string,
  input: { planId: string; billingType: PaidBillingType },
  at: Date = deps.now(),
): Promise<Result<OrderQuote>> {
  const row = await findUserAndPlan(deps, userId);
  if (!row) return fail("NOT_FOUND", BILLING_MESSAGES.userNotFound);
  const plan = await findActivePlan(deps, input.planId);
  if (!plan) return fail("NOT_FOUND", BILLING_MESSAGES.planNotFound);
  const rupees = input.billingType === "yearly" ? plan.priceYearly : plan.priceMonthly;
  if (!(rupees > 0)) return fail("VALIDATION", BILLING_MESSAGES.noPaymentNeeded, "planId");
  const pricePaise = Math.round(rupees * 100);
  const base = {
    plan,
    billingType: input.billingType,
    user: { name: row.user.name, email: row.user.email },
    pricePaise,
    creditPaise: 0,
    forfeitedPaise: 0,
    chargePaise: pricePaise,
    credit: null,
    periodStart: null,
  };
  const current = row.plan;
  const endsAt = row.user.planEndsAt;
  const running = !!current && current.name !== FREE_PLAN && !!endsAt && endsAt.getTime() > at.getTime();
  if (!running || !current || !endsAt) return ok({ ...base, kind: "new" });
  if (current.id === plan.id) return ok({ ...base, kind: "renewal", periodStart: endsAt });
  const periods = await runningPeriods(deps, userId, current.id, endsAt, at);
  const q = planChangeQuote({ pricePaise, periods, now: at });
  return ok({
    ...base,
    kind: "change",
    creditPaise: q.creditPaise,
    forfeitedPaise: q.forfeitedPaise,
    chargePaise: q.chargePaise,
    credit: q.creditPaise > 0 ? { planId: current.id, planName: current.name, days: q.unusedDays } : null,
  });
}

/** How an order's amount is made up, as the API answers it beside the order (contract §8.2, an addition). */
export function orderBreakdown(quote: OrderQuote) {
  return {
    kind: quote.kind,
    price: quote.pricePaise,
    credit: quote.creditPaise,
    creditFor: quote.credit ? { plan: capitalize(quote.credit.planName), days: quote.credit.days } : null,
    forfeited: quote.forfeitedPaise,
    periodStart: quote.periodStart ? quote.periodStart.toISOString() : null,
  };
}

/** How long a quote shown on the checkout page holds: an order made within it charges what was shown. */
export const QUOTE_VALID_MS = 15 * 60 * 1000;

/** The time an order is quoted at: the page's own quote time when recent (so it charges what was shown), else now. */
function quoteTime(now: Date, quotedAt: number | undefined): Date {
  if (quotedAt === undefined || !Number.isFinite(quotedAt)) return now;
  return quotedAt <= now.getTime() && quotedAt >= now.getTime() - QUOTE_VALID_MS ? new Date(quotedAt) : now;
}

/** The quote of a new order or payment link, throttled per user. */
async function priceQuote(
  deps: Deps,
  userId: string,
  input: { planId: string; billingType: PaidBillingType; quotedAt?: number },
): Promise<Result<OrderQuote>> {
  const quote = await quoteOrder(deps, userId, input, quoteTime(deps.now(), input.quotedAt));
  if (!quote.ok) return quote;
  const state = await hitLimit(deps, { key: limitKey("checkout:user", userId), ...CHECKOUT_THROTTLE });
  if (!state.allowed) {
    return fail(
      "RATE_LIMITED",
      `Too many payment attempts. Please try again in ${minutesText(state.retryAfterSeconds)}.`,
    );
  }
  return quote;
}

/** `receipt_<ms>_<0–999>`: at most 40 characters, as Razorpay requires. */
export function orderReceipt(now: Date): string {
  return `receipt_${now.getTime()}_${crypto.getRandomValues(new Uint16Array(1))[0] % 1000}`;
}

const orderNotes = (userId: string, plan: Plan, billingType: PaidBillingType) => ({
  userId,
  planId: plan.id,
  planName: plan.name,
  billingType,
});

/**
 * Records the `initiated` transaction of a new order or payment link (contract §8.2 step 5): the amount
 * charged in rupees, billing details, and a plan change's credit as quoted (decision 043).
 */
async function recordInitiated(
  deps: Deps,
  t: {
    id: string;
    userId: string;
    quote: OrderQuote;
    now: Date;
  },
  payment: { orderId: string; paymentLinkId?: string; receipt?: string },
) {
  await deps.db.insert(transactions).values({
    id: t.id,
    userId: t.userId,
    planId: t.quote.plan.id,
    ...payment,
    amount: t.quote.chargePaise / 100,
    currency: t.quote.plan.currency,
    status: "initiated",
    billingType: t.quote.billingType,
    billingName: t.quote.user.name,
    billingEmail: t.quote.user.email,
    creditPaise: t.quote.creditPaise,
    creditPlanId: t.quote.credit?.planId ?? null,
    creditDays: t.quote.credit?.days ?? null,
    createdAt: t.now,
    updatedAt: t.now,
  });
}

/** An initiated order younger than this is handed out again instead of a new one. */
export const ORDER_REUSE_MS = 15 * 60 * 1000;

/**
 * Creates the Razorpay order for a paid plan (amount in paise: the quote's charge, decision 043; receipt,
 * notes; the gateway retries a 429) and records the `initiated` transaction with the quote
 * (contract §8.2). The caller's own unpaid order for the same plan, cycle and amount from the last 15 minutes is
 * answered again instead. `quotedAt` (the checkout page's quote time, honoured for 15 minutes) makes the
 * order charge what the page showed. Failures: NOT_FOUND (user, plan), VALIDATION "This plan does not
 * require payment", UNAVAILABLE "Failed to create order".
 */
export async function createOrder(
  deps: Deps,
  userId: string,
  input: { planId: string; billingType: PaidBillingType; quotedAt?: number },
): Promise<
  Result<{
    order: { id: string; amount: number; currency: string; receipt: string; notes: Record<string, string> };
    keyId: string;
    transactionId: string;
    user: { name: string; email: string };
    plan: PlanDto;
    quote: OrderQuote;
    standIn: boolean;
  }>
> {
  const quoted = await priceQuote(deps, userId, input);
  if (!quoted.ok) return quoted;
  const quote = quoted.value;
  const { plan, user, chargePaise } = quote;
  const now = deps.now();
  const answer = (order: GatewayOrder, transactionId: string) =>
    ok({
      order,
      keyId: deps.config.RAZORPAY_KEY_ID,
      transactionId,
      user,
      plan: serializePlan(plan),
      quote,
      standIn: isLocalStandIn(deps.config),
    });
  // A second Pay Now (double submit, another tab, Checkout closed and reopened) pays the same order, and
  // Razorpay takes one payment per order: two orders could both be paid.
  const open = await deps.db.query.transactions.findFirst({
    where: and(
      eq(transactions.userId, userId),
      eq(transactions.planId, plan.id),
      eq(transactions.billingType, input.billingType),
      eq(transactions.status, "initiated"),
      eq(transactions.amount, chargePaise / 100),
      eq(transactions.creditPaise, quote.creditPaise),
      isNull(transactions.paymentLinkId),
      gt(transactions.createdAt, new Date(now.getTime() - ORDER_REUSE_MS)),
    ),
    orderBy: [desc(transactions.createdAt)],
  });
  if (open) {
    const notes = orderNotes(userId, plan, input.billingType);
    return answer(
      { id: open.orderId, amount: chargePaise, currency: open.currency, receipt: open.receipt ?? "", notes },
      open.id,
    );
  }
  let order: GatewayOrder;
  try {
    order = await deps.razorpay.createOrder({
      amount: chargePaise,
      currency: plan.currency,
      receipt: orderReceipt(now),
      notes: orderNotes(userId, plan, input.billingType),
    });
  } catch (cause) {
    console.error("Razorpay order could not be created", cause);
    return fail("UNAVAILABLE", BILLING_MESSAGES.orderFailed);
  }
  const transactionId = newId();
  await recordInitiated(deps, { id: transactionId, userId, quote, now }, { orderId: order.id, receipt: order.receipt });
  return answer(order, transactionId);
}

/**
 * Checkout without JavaScript: a Razorpay Payment Link (hosted page) for a new `initiated`
 * transaction, whose id is the link's reference id; the link's callback comes back to `callbackUrl`.
 * It charges the same quote as an order (decision 043). Failures: as createOrder.
 */
export async function startPaymentLink(
  deps: Deps,
  userId: string,
  input: { planId: string; billingType: PaidBillingType; callbackUrl: string; quotedAt?: number },
): Promise<Result<{ url: string; transactionId: string }>> {
  const quoted = await priceQuote(deps, userId, input);
  if (!quoted.ok) return quoted;
  const quote = quoted.value;
  const { plan, user, chargePaise } = quote;
  const now = deps.now();
  const transactionId = newId();
  let link: Awaited<ReturnType<Deps["razorpay"]["createPaymentLink"]>>;
  try {
    link = await deps.razorpay.createPaymentLink({
      amount: chargePaise,
      currency: plan.currency,
      referenceId: transactionId,
      description: `Offerpath ${capitalize(plan.name)} plan, ${input.billingType}${
        quote.credit
          ? ` (less ₹${(quote.creditPaise / 100).toFixed(2)} for unused days of ${capitalize(quote.credit.planName)})`
          : ""
      }`,
      customer: user,
      callbackUrl: input.callbackUrl,
      notes: orderNotes(userId, plan, input.billingType),
    });
  } catch (cause) {
    console.error("Razorpay payment link could not be created", cause);
    return fail("UNAVAILABLE", BILLING_MESSAGES.orderFailed);
  }
  await recordInitiated(
    deps,
    { id: transactionId, userId, quote, now },
    {
      // A link has no order of ours: its id stands in as the transaction's unique order id.
      orderId: link.id,
      paymentLinkId: link.id,
    },
  );
  return ok({ url: link.shortUrl, transactionId });
}

// ---- Activation ---------------------------------------------------------------------------------------

/**
 * The statuses an activation may complete. `completed` is done already and `refunded` is final: a
 * replayed verify or a late webhook must never complete a refunded payment again.
 */
const ACTIVATABLE = ["initiated", "pending", "failed"] as const satisfies readonly Transaction["status"][];
export const isActivatable = (status: Transaction["status"]) => (ACTIVATABLE as readonly string[]).includes(status);

type Payment = { paymentId: string; signature?: string | null; method?: string | null };

/**
 * The period an activation starts: where the same plan's paid time ends when it still runs (an early
 * renewal, or a second order for the plan just bought), else now (decision 043). Read from the users row,
 * which the activation's batch then requires unchanged.
 */
async function periodFor(deps: Deps, tx: Transaction, now: Date) {
  const user = tx.userId
    ? await deps.db.query.users.findFirst({
        where: eq(users.id, tx.userId),
        columns: { currentPlanId: true, planEndsAt: true },
      })
    : undefined;
  const endsAt = user?.planEndsAt ?? null;
  const extends_ = user?.currentPlanId === tx.planId && !!endsAt && endsAt.getTime() > now.getTime();
  const start = extends_ && endsAt ? endsAt : now;
  return { user, start, end: addBillingPeriod(start, tx.billingType) };
}

/**
 * The activation (contract §8.5) as statements for one batch: the transaction becomes `completed` with
 * its period unless it already is, and only while the user's plan and paid end are still what the
 * period was worked out from; the user's plan switches only if that UPDATE changed a row. Extra
 * statements (a webhook's event id) can follow in the same batch.
 */
function activationStatements(
  deps: Deps,
  tx: Transaction,
  payment: Payment,
  period: Awaited<ReturnType<typeof periodFor>>,
): SQL[] {
  const now = deps.now();
  const { user, start, end } = period;
  const unchanged = user
    ? sql`AND EXISTS (SELECT 1 FROM ${users} WHERE id = ${tx.userId} AND current_plan_id = ${user.currentPlanId}
          AND plan_ends_at IS ${user.planEndsAt ? user.planEndsAt.getTime() : null})`
    : sql``;
  const statements = [
    sql`UPDATE ${transactions} SET status = 'completed', payment_id = ${payment.paymentId},
          razorpay_signature = COALESCE(${payment.signature ?? null}, razorpay_signature),
          payment_method = COALESCE(${payment.method ?? null}, payment_method),
          start_date = ${start.getTime()}, end_date = ${end.getTime()}, updated_at = ${now.getTime()}
        WHERE id = ${tx.id} AND status IN ${ACTIVATABLE} ${unchanged}`,
  ];
  if (tx.userId) {
    // changes() is the row count of the statement just before, inside this batch's one transaction.
    statements.push(sql`UPDATE ${users} SET current_plan_id = ${tx.planId}, plan_ends_at = ${end.getTime()},
          updated_at = ${now.getTime()}
        WHERE id = ${tx.userId} AND changes() = 1`);
  }
  return statements;
}

/**
 * Runs the activation batch; true when this call completed the transaction. When the user's plan
 * changed between reading it and the batch (another activation, the daily run), the period is worked
 * out again, at most three times.
 */
export async function activate(deps: Deps, tx: Transaction, payment: Payment, extra: SQL[] = []): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const period = await periodFor(deps, tx, deps.now());
    // The extra statements run with the first attempt only: they are recorded whatever it changed.
    const [completed] = await sqlBatch(deps.db, [
      ...activationStatements(deps, tx, payment, period),
      ...(attempt === 0 ? extra : []),
    ]);
    if (completed.meta.changes === 1) return true;
    const latest = await deps.db.query.transactions.findFirst({
      where: eq(transactions.id, tx.id),
      columns: { status: true },
    });
    if (!latest || !isActivatable(latest.status)) return false;
  }
  throw new Error(`Activation of ${tx.id} kept racing a plan change`);
}

/**
 * Verify after Checkout (contract §8.4): the caller's transaction, the order id, the signature (constant time);
 * an already completed transaction answers the same (idempotent); a failed one still activates; a
 * refunded one never does. Failures: NOT_FOUND "Transaction not found", VALIDATION (order mismatch,
 * bad signature, refunded).
 */
export async function verifyPayment(
  deps: Deps,
  userId: string,
  input: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string; transactionId: string },
): Promise<Result<{ transaction: { id: string; status: "completed"; planId: string } }>> {
  const tx = await deps.db.query.transactions.findFirst({
    where: and(eq(transactions.id, input.transactionId), eq(transactions.userId, userId)),
  });
  if (!tx) return fail("NOT_FOUND", BILLING_MESSAGES.transactionNotFound);
  if (tx.orderId !== input.razorpay_order_id) return fail("VALIDATION", BILLING_MESSAGES.orderMismatch);
  const expected = await checkoutSignature(deps.config.RAZORPAY_KEY_SECRET, tx.orderId, input.razorpay_payment_id);
  if (!signaturesEqual(expected, input.razorpay_signature)) return fail("VALIDATION", BILLING_MESSAGES.badSignature);
  if (tx.status === "refunded") return fail("VALIDATION", BILLING_MESSAGES.refunded);
  if (isActivatable(tx.status)) {
    await activate(deps, tx, { paymentId: input.razorpay_payment_id, signature: input.razorpay_signature });
  }
  return ok({ transaction: { id: tx.id, status: "completed", planId: tx.planId } });
}

const paymentLinkCallbackSchema = z.object({
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_payment_link_id: z.string().min(1).max(100),
  razorpay_payment_link_reference_id: z.string().min(1).max(100),
  razorpay_payment_link_status: z.string().min(1).max(40),
  razorpay_signature: z.string().min(1).max(200),
});

/**
 * The Payment Link's callback (checkout without JavaScript): with a valid signature, `paid` activates
 * the caller's transaction (idempotent) and anything else marks it failed. Failures: NOT_FOUND
 * "Transaction not found", VALIDATION "Payment Failed" (missing fields, bad signature, not paid).
 */
export async function completePaymentLink(
  deps: Deps,
  userId: string,
  params: Record<string, string | undefined>,
): Promise<Result<{ transaction: TransactionDto }>> {
  const parsed = paymentLinkCallbackSchema.safeParse(params);
  if (!parsed.success) return fail("VALIDATION", BILLING_MESSAGES.paymentFailed);
  const p = parsed.data;
  const tx = await deps.db.query.transactions.findFirst({
    where: and(
      eq(transactions.id, p.razorpay_payment_link_reference_id),
      eq(transactions.userId, userId),
      eq(transactions.paymentLinkId, p.razorpay_payment_link_id),
    ),
  });
  if (!tx) return fail("NOT_FOUND", BILLING_MESSAGES.transactionNotFound);
  const expected = await paymentLinkSignature(deps.config.RAZORPAY_KEY_SECRET, {
    linkId: p.razorpay_payment_link_id,
    referenceId: p.razorpay_payment_link_reference_id,
    status: p.razorpay_payment_link_status,
    paymentId: p.razorpay_payment_id,
  });
  if (!signaturesEqual(expected, p.razorpay_signature)) return fail("VALIDATION", BILLING_MESSAGES.paymentFailed);
  if (p.razorpay_payment_link_status !== "paid") {
    await markFailed(deps, eq(transactions.id, tx.id), "Payment link not paid");
    return fail("VALIDATION", BILLING_MESSAGES.paymentFailed);
  }
  if (tx.status === "refunded") return fail("VALIDATION", BILLING_MESSAGES.paymentFailed);
  if (isActivatable(tx.status)) {
    await activate(deps, tx, { paymentId: p.razorpay_payment_id, signature: p.razorpay_signature });
  }
  const done = await findUserTransaction(deps, userId, tx.id);
  if (!done.ok) return done;
  return ok({ transaction: done.value });
}

/** Marks open (initiated, pending or failed) transactions failed; never a completed or refunded one. */
async function markFailed(deps: Deps, which: SQL | undefined, reason: string): Promise<number> {
  const now = deps.now();
  const [updated] = await deps.db.batch([
    deps.db
      .update(transactions)
      .set({ status: "failed", notes: reason.slice(0, 500), updatedAt: now })
      .where(and(which, inArray(transactions.status, ["initiated", "pending", "failed"])))
      .returning({ id: transactions.id }),
  ]);
  return updated.length;
}

/**
 * Checkout reported a failure (or the person closed it): the caller's open transaction becomes
 * `failed`; a completed one is left alone. Failures: NOT_FOUND "Transaction not found".
 */
export async function recordCheckoutFailure(
  deps: Deps,
  userId: string,
  input: { transactionId: string; reason: string },
): Promise<Result<{ status: Transaction["status"] }>> {
  const where = and(eq(transactions.id, input.transactionId), eq(transactions.userId, userId));
  const tx = await deps.db.query.transactions.findFirst({ where, columns: { status: true } });
  if (!tx) return fail("NOT_FOUND", BILLING_MESSAGES.transactionNotFound);
  const changed = await markFailed(deps, where, input.reason || "Payment failed");
  return ok({ status: changed ? "failed" : tx.status });
}
