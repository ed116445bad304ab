/**
 * Plans, payments and subscriptions (api-contract.md §7, §8): one implementation of every money rule,
 * called by the API and by the screens.
 *
 * - A paid plan is applied only by an activation: the transaction's status becomes `completed` and the
 *   user's plan switches in ONE conditional batch, so verify, the Payment Link callback and the webhook
 *   can race and the plan is applied exactly once (the users UPDATE runs only when the transaction
 *   UPDATE just before it changed a row: SQLite's `changes()` within the batch's transaction).
 * - Zero-amount plan changes (to free, cancel, expiry) are `completed` `one-time` transactions with
 *   marker order ids `free_<ms>_…`, `downgrade_<ms>_…`, `expired_<ms>_…`, written in the same batch as the
 *   switch and guarded by the same condition.
 * - `users.plan_ends_at` mirrors the current paid period's end (null on free) so a page view knows the
 *   plan status without reading transactions.
 */
import { and, desc, eq, gt, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { capitalize } from "~/lib/format";
import { type Plan, plans, type Transaction, transactions, users, webhookEvents } from "../../db/schema";
import { sqlBatch } from "../../db/sql-batch";
import { type Deps, makeDeps } from "../../deps";
import { newId } from "../../lib/ids";
import { fail, ok, type Result } from "../../lib/result";
import { FREE_PLAN, findActivePlan, findFreePlan, type PlanDto, serializePlan } from "../plans.server";
import { hitLimit, limitKey, minutesText } from "../rate-limit.server";
import { addBillingPeriod, type BillingType, type PaidBillingType } from "./period";
import {
  checkoutSignature,
  type GatewayOrder,
  isLocalStandIn,
  paymentLinkSignature,
  signaturesEqual,
  webhookSignature,
} from "./razorpay.server";

export { addBillingPeriod, type BillingType, type PaidBillingType };

export const BILLING_MESSAGES = {
  userNotFound: "User not found",
  planNotFound: "Plan not found",
  alreadyOnPlan: "You are already on this plan",
  alreadyFree: "You are already on the free plan",
  downgraded: "Successfully downgraded to free plan",
  readyToUpgrade: "Ready to upgrade plan",
  cancelled: "Subscription cancelled successfully",
  noPaymentNeeded: "This plan does not require payment",
  paidNeedsCycle: "billingType must be monthly or yearly for a paid plan",
  orderFailed: "Failed to create order",
  transactionNotFound: "Transaction not found",
  orderMismatch: "Payment verification failed. Order does not match.",
  badSignature: "Payment verification failed. Invalid signature.",
  verified: "Payment verified successfully",
  paymentFailed: "Payment Failed",
  invalidWebhookSignature: "Invalid signature",
  refunded: "Payment verification failed. This payment was refunded.",
} as const;

export const PLAN_CHANGE_NOTES = {
  free: "Switched to the free plan",
  downgrade: "Subscription cancelled, downgraded to free plan",
  expired: "Subscription expired, downgraded to free plan",
} as const;

const DAY_MS = 86_400_000;
/** Initiated and pending transactions show in the history only this long (api-contract.md §8.7). */
export const OPEN_TRANSACTION_VISIBLE_MS = DAY_MS;
/** The renewal reminder goes out this long before a paid period ends. */
export const REMINDER_BEFORE_MS = 3 * DAY_MS;

// ---- Serialization ----------------------------------------------------------------------------------

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

type PlanRef = Pick<Plan, "id" | "name" | "description"> & Partial<Pick<Plan, "features">>;

/** The transaction as the contract's clients read it (api-contract.md §2.6), its plan populated (contract §2.7). */
export function serializeTransaction(tx: Transaction, plan: PlanRef) {
  return {
    _id: tx.id,
    user: tx.userId,
    plan: {
      _id: plan.id,
      name: plan.name,
      description: plan.description,
      ...(plan.features ? { features: plan.features.map((f) => ({ ...f })) } : {}),
    },
    orderId: tx.orderId,
    paymentId: tx.paymentId,
    amount: tx.amount,
    currency: tx.currency,
    status: tx.status,
    billingType: tx.billingType,
    billingDetails: { name: tx.billingName, email: tx.billingEmail },
    startDate: iso(tx.startDate),
    endDate: iso(tx.endDate),
    receipt: tx.receipt,
    notes: tx.notes,
    paymentMethod: tx.paymentMethod,
    createdAt: tx.createdAt.toISOString(),
    updatedAt: tx.updatedAt.toISOString(),
  };
}

export type TransactionDto = ReturnType<typeof serializeTransaction>;

export type SubscriptionDto = {
  startDate: string | null;
  endDate: string | null;
  billingType: BillingType;
  status: "active" | "expired";
};

// ---- Reads --------------------------------------------------------------------------------------------

async function findUserAndPlan(deps: Deps, userId: string) {
  const [row] = await deps.db
    .select({ user: users, plan: plans })
    .from(users)
    .leftJoin(plans, eq(plans.id, users.currentPlanId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * The caller's plan and subscription (contract §7.2): the most recent completed transaction for that plan,
 * "expired" once its end has passed (until the daily run moves the user to free). Failures: NOT_FOUND.
 */
export async function getCurrentPlan(
  deps: Deps,
  userId: string,
): Promise<Result<{ plan: PlanDto | null; subscription: SubscriptionDto | null }>> {
  const row = await findUserAndPlan(deps, userId);
  if (!row) return fail("NOT_FOUND", BILLING_MESSAGES.userNotFound);
  const latest = row.plan
    ? await deps.db.query.transactions.findFirst({
        where: and(
          eq(transactions.userId, userId),
          eq(transactions.planId, row.plan.id),
          eq(transactions.status, "completed"),
        ),
        orderBy: [desc(transactions.createdAt)],
      })
    : undefined;
  const subscription: SubscriptionDto | null = latest
    ? {
        startDate: iso(latest.startDate),
        endDate: iso(latest.endDate),
        billingType: latest.billingType,
        status: latest.endDate && latest.endDate.getTime() < deps.now().getTime() ? "expired" : "active",
      }
    : null;
  return ok({ plan: row.plan ? serializePlan(row.plan) : null, subscription });
}

/**
 * The caller's transactions, newest first, plan populated (contract §8.7): every completed, failed and refunded
 * one, and initiated or pending ones only while younger than 24 hours.
 */
export async function paymentHistory(deps: Deps, userId: string): Promise<TransactionDto[]> {
  const openSince = new Date(deps.now().getTime() - OPEN_TRANSACTION_VISIBLE_MS);
  const rows = await deps.db
    .select({ tx: transactions, plan: { id: plans.id, name: plans.name, description: plans.description } })
    .from(transactions)
    .innerJoin(plans, eq(plans.id, transactions.planId))
    .where(
      and(
        eq(transactions.userId, userId),
        or(inArray(transactions.status, ["completed", "failed", "refunded"]), gt(transactions.createdAt, openSince)),
      ),
    )
    .orderBy(desc(transactions.createdAt), desc(transactions.id));
  return rows.map((r) => serializeTransaction(r.tx, r.plan));
}

/** One of the caller's transactions, plan populated with its features. Failures: NOT_FOUND "Transaction not found". */
export async function findUserTransaction(
  deps: Deps,
  userId: string,
  transactionId: string,
): Promise<Result<TransactionDto>> {
  const [row] = await deps.db
    .select({ tx: transactions, plan: plans })
    .from(transactions)
    .innerJoin(plans, eq(plans.id, transactions.planId))
    .where(and(eq(transactions.id, transactionId), eq(transactions.userId, userId)))
    .limit(1);
  if (!row) return fail("NOT_FOUND", BILLING_MESSAGES.transactionNotFound);
  return ok(serializeTransaction(row.tx, row.plan));
}

// ---- Plan changes without payment -------------------------------------------------------------------

/** A unique marker order id for a zero-amount plan change: `<kind>_<epoch ms>_<random>`. */
function planChangeOrderId(kind: keyof typeof PLAN_CHANGE_NOTES, now: Date): string {
  return `${kind}_${now.getTime()}_${newId().slice(0, 8)}`;
}

/**
 * The two statements that move a user to free: a plan-change transaction and the switch, each guarded
 * by `guard` (a condition on the users row `u`), evaluated in one batch so both happen or neither.
 */
function moveToFreeStatements(
  userId: string,
  free: Plan,
  kind: keyof typeof PLAN_CHANGE_NOTES,
  now: Date,
  guard: SQL,
): SQL[] {
  const ms = now.getTime();
  const end = addBillingPeriod(now, "one-time").getTime();
  return [
    sql`INSERT INTO ${transactions} (id, user_id, plan_id, order_id, amount, currency, status, billing_type,
          billing_name, billing_email, start_date, end_date, notes, created_at, updated_at)
        SELECT ${newId()}, u.id, ${free.id}, ${planChangeOrderId(kind, now)}, 0, ${free.currency}, 'completed',
          'one-time', u.name, u.email, ${ms}, ${end}, ${PLAN_CHANGE_NOTES[kind]}, ${ms}, ${ms}
        FROM ${users} u WHERE u.id = ${userId} AND u.current_plan_id <> ${free.id} AND ${guard}`,
    sql`UPDATE ${users} AS u SET current_plan_id = ${free.id}, plan_ends_at = NULL, updated_at = ${ms}
        WHERE u.id = ${userId} AND u.current_plan_id <> ${free.id} AND ${guard}`,
  ];
}

/**
 * Upgrade (contract §7.3): to free at once (with a plan-change transaction), or, for a paid plan, nothing
 * changes and the caller goes on to payment. Failures: NOT_FOUND (plan, user), CONFLICT "You are
 * already on this plan", VALIDATION (a paid plan needs monthly or yearly).
 */
export async function upgradePlan(
  deps: Deps,
  userId: string,
  input: { planId: string; billingType: BillingType },
): Promise<
  Result<
    | { kind: "switched"; plan: "free" }
    | { kind: "payment"; planId: string; planName: string; billingType: PaidBillingType }
  >
> {
  const plan = await findActivePlan(deps, input.planId);
  if (!plan) return fail("NOT_FOUND", BILLING_MESSAGES.planNotFound);
  const row = await findUserAndPlan(deps, userId);
  if (!row) return fail("NOT_FOUND", BILLING_MESSAGES.userNotFound);
  if (row.user.currentPlanId === plan.id) return fail("CONFLICT", BILLING_MESSAGES.alreadyOnPlan);
  if (plan.name !== FREE_PLAN) {
    if (input.billingType === "one-time") return fail("VALIDATION", BILLING_MESSAGES.paidNeedsCycle, "billingType");
    return ok({ kind: "payment", planId: plan.id, planName: plan.name, billingType: input.billingType });
  }
  const [inserted] = await sqlBatch(deps.db, moveToFreeStatements(userId, plan, "free", deps.now(), sql`1 = 1`));
  if (inserted.meta.changes === 0) return fail("CONFLICT", BILLING_MESSAGES.alreadyOnPlan);
  return ok({ kind: "switched", plan: "free" });
}

/**
 * Cancel (contract §7.4): back to free at once, data kept, no refund, with a `downgrade_` plan-change
 * transaction. Failures: NOT_FOUND "User not found", CONFLICT "You are already on the free plan".
 */
export async function cancelSubscription(deps: Deps, userId: string): Promise<Result<{ currentPlan: "free" }>> {
  const row = await findUserAndPlan(deps, userId);
  if (!row) return fail("NOT_FOUND", BILLING_MESSAGES.userNotFound);
  const free = await findFreePlan(deps);
  if (row.user.currentPlanId === free.id) return fail("CONFLICT", BILLING_MESSAGES.alreadyFree);
  const [inserted] = await sqlBatch(deps.db, moveToFreeStatements(userId, free, "downgrade", deps.now(), sql`1 = 1`));
  if (inserted.meta.changes === 0) return fail("CONFLICT", BILLING_MESSAGES.alreadyFree);
  return ok({ currentPlan: "free" });
}

// ---- Orders and payment links -------------------------------------------------------------------------

/**
 * Checkouts (orders and payment links) a user may start per hour: far above any real attempt-and-retry,
 * low enough that a loop cannot flood Razorpay's API or the transactions table.
 */
export const CHECKOUT_THROTTLE = { max: 20, windowMs: 60 * 60 * 1000 } as const;

/** What a paid plan costs for a billing cycle, for the user who buys it (throttled per user). */
async function priceQuote(
  deps: Deps,
  userId: string,
  input: { planId: string; billingType: PaidBillingType },
): Promise<Result<{ plan: Plan; user: { name: string; email: string }; rupees: number; paise: number }>> {
  const row = await findUserAndPlan(deps, userId);
  if (!row) return fail("NOT_FOUND", BILLING_MESSAGES.userNotFound);
  const plan = await findActivePlan(deps, input.planId);
  if (!plan) return fail("NOT_FOUND", BILLING_MESSAGES.planNotFound);
  const rupees = input.billingType === "yearly" ? plan.priceYearly : plan.priceMonthly;
  if (!(rupees > 0)) return fail("VALIDATION", BILLING_MESSAGES.noPaymentNeeded, "planId");
  const state = await hitLimit(deps, { key: limitKey("checkout:user", userId), ...CHECKOUT_THROTTLE });
  if (!state.allowed) {
    return fail(
      "RATE_LIMITED",
      `Too many payment attempts. Please try again in ${minutesText(state.retryAfterSeconds)}.`,
    );
  }
  return ok({ plan, user: { name: row.user.name, email: row.user.email }, rupees, paise: Math.round(rupees * 100) });
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

/** Records the `initiated` transaction of a new order or payment link (contract §8.2 step 4): rupees, billing details. */
async function recordInitiated(
  deps: Deps,
  t: {
    id: string;
    userId: string;
    quote: { plan: Plan; user: { name: string; email: string }; rupees: number };
    billingType: PaidBillingType;
    now: Date;
  },
  payment: { orderId: string; paymentLinkId?: string; receipt?: string },
) {
  await deps.db.insert(transactions).values({
    id: t.id,
    userId: t.userId,
    planId: t.quote.plan.id,
    ...payment,
    amount: t.quote.rupees,
    currency: t.quote.plan.currency,
    status: "initiated",
    billingType: t.billingType,
    billingName: t.quote.user.name,
    billingEmail: t.quote.user.email,
    createdAt: t.now,
    updatedAt: t.now,
  });
}

/** An initiated order younger than this is handed out again instead of a new one. */
export const ORDER_REUSE_MS = 15 * 60 * 1000;

/**
 * Creates the Razorpay order for a paid plan (amount in paise, receipt, notes; the gateway retries a
 * 429) and records the `initiated` transaction (contract §8.2). The caller's own unpaid order for the same plan,
 * cycle and price from the last 15 minutes is answered again instead. Failures: NOT_FOUND (user, plan),
 * VALIDATION "This plan does not require payment", UNAVAILABLE "Failed to create order".
 */
export async function createOrder(
  deps: Deps,
  userId: string,
  input: { planId: string; billingType: PaidBillingType },
): Promise<
  Result<{
    order: { id: string; amount: number; currency: string; receipt: string; notes: Record<string, string> };
    keyId: string;
    transactionId: string;
    user: { name: string; email: string };
    plan: PlanDto;
    standIn: boolean;
  }>
> {
  const quote = await priceQuote(deps, userId, input);
  if (!quote.ok) return quote;
  const { plan, user, rupees, paise } = quote.value;
  const now = deps.now();
  const answer = (order: GatewayOrder, transactionId: string) =>
    ok({
      order,
      keyId: deps.config.RAZORPAY_KEY_ID,
      transactionId,
      user,
      plan: serializePlan(plan),
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
      eq(transactions.amount, rupees),
      isNull(transactions.paymentLinkId),
      gt(transactions.createdAt, new Date(now.getTime() - ORDER_REUSE_MS)),
    ),
    orderBy: [desc(transactions.createdAt)],
  });
  if (open) {
    const notes = orderNotes(userId, plan, input.billingType);
    return answer(
      { id: open.orderId, amount: paise, currency: open.currency, receipt: open.receipt ?? "", notes },
      open.id,
    );
  }
  let order: GatewayOrder;
  try {
    order = await deps.razorpay.createOrder({
      amount: paise,
      currency: plan.currency,
      receipt: orderReceipt(now),
      notes: orderNotes(userId, plan, input.billingType),
    });
  } catch (cause) {
    console.error("Razorpay order could not be created", cause);
    return fail("UNAVAILABLE", BILLING_MESSAGES.orderFailed);
  }
  const transactionId = newId();
  await recordInitiated(
    deps,
    { id: transactionId, userId, quote: quote.value, billingType: input.billingType, now },
    {
      orderId: order.id,
      receipt: order.receipt,
    },
  );
  return answer(order, transactionId);
}

/**
 * Checkout without JavaScript: a Razorpay Payment Link (hosted page) for a new `initiated`
 * transaction, whose id is the link's reference id; the link's callback comes back to `callbackUrl`.
 * Failures: as createOrder.
 */
export async function startPaymentLink(
  deps: Deps,
  userId: string,
  input: { planId: string; billingType: PaidBillingType; callbackUrl: string },
): Promise<Result<{ url: string; transactionId: string }>> {
  const quote = await priceQuote(deps, userId, input);
  if (!quote.ok) return quote;
  const { plan, user, paise } = quote.value;
  const now = deps.now();
  const transactionId = newId();
  let link: Awaited<ReturnType<Deps["razorpay"]["createPaymentLink"]>>;
  try {
    link = await deps.razorpay.createPaymentLink({
      amount: paise,
      currency: plan.currency,
      referenceId: transactionId,
      description: `Offerpath ${capitalize(plan.name)} plan, ${input.billingType}`,
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
    { id: transactionId, userId, quote: quote.value, billingType: input.billingType, now },
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
const isActivatable = (status: Transaction["status"]) => (ACTIVATABLE as readonly string[]).includes(status);

type Payment = { paymentId: string; signature?: string | null; method?: string | null };

/**
 * The activation (contract §8.5) as statements for one batch: the transaction becomes `completed` (period from
 * now) unless it already is, and the user's plan switches only if that UPDATE changed a row. Extra
 * statements (a webhook's event id) can follow in the same batch.
 */
function activationStatements(deps: Deps, tx: Transaction, payment: Payment): SQL[] {
  const now = deps.now();
  const end = addBillingPeriod(now, tx.billingType);
  const statements = [
    sql`UPDATE ${transactions} SET status = 'completed', payment_id = ${payment.paymentId},
          razorpay_signature = COALESCE(${payment.signature ?? null}, razorpay_signature),
          payment_method = COALESCE(${payment.method ?? null}, payment_method),
          start_date = ${now.getTime()}, end_date = ${end.getTime()}, updated_at = ${now.getTime()}
        WHERE id = ${tx.id} AND status IN ${ACTIVATABLE}`,
  ];
  if (tx.userId) {
    // changes() is the row count of the statement just before, inside this batch's one transaction.
    statements.push(sql`UPDATE ${users} SET current_plan_id = ${tx.planId}, plan_ends_at = ${end.getTime()},
          updated_at = ${now.getTime()}
        WHERE id = ${tx.userId} AND changes() = 1`);
  }
  return statements;
}

/** Runs the activation batch; true when this call completed the transaction. */
async function activate(deps: Deps, tx: Transaction, payment: Payment, extra: SQL[] = []): Promise<boolean> {
  const [completed] = await sqlBatch(deps.db, [...activationStatements(deps, tx, payment), ...extra]);
  return completed.meta.changes === 1;
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

export type WebhookAnswer = { status: 200 | 400 | 500; body: Record<string, unknown> };

const OK_ANSWER: WebhookAnswer = { status: 200, body: { status: "ok" } };

function isUniqueViolation(error: unknown): boolean {
  return /UNIQUE constraint failed/i.test(String((error as { cause?: unknown })?.cause ?? "") + String(error));
}

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

// ---- Daily schedule -------------------------------------------------------------------------------------

/** Users expired and reminders sent per statement batch; a run handles at most maxRounds of each. */
export const BILLING_SCHEDULE = { chunk: 50, maxRounds: 40 } as const;

function reminderDate(date: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
      date,
    );
  }
}

/**
 * The daily billing run (cron trigger): moves users whose paid period has ended to free (with an
 * `expired_` plan-change transaction, guarded so a second or overlapping run changes nothing), then
 * sends one "Your Offerpath plan ends on …" email per paid period, three days before its end.
 */
export async function runBillingSchedule(deps: Deps): Promise<{ expired: number; reminded: number }> {
  const now = deps.now();
  const free = await findFreePlan(deps);
  let expired = 0;
  for (let round = 0; round < BILLING_SCHEDULE.maxRounds; round++) {
    const lapsed = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(ne(users.currentPlanId, free.id), sql`${users.planEndsAt} <= ${now.getTime()}`))
      .limit(BILLING_SCHEDULE.chunk);
    for (const { id } of lapsed) {
      const guard = sql`u.plan_ends_at IS NOT NULL AND u.plan_ends_at <= ${now.getTime()}`;
      const [inserted] = await sqlBatch(deps.db, moveToFreeStatements(id, free, "expired", now, guard));
      expired += inserted.meta.changes;
    }
    if (lapsed.length < BILLING_SCHEDULE.chunk) break;
  }

  let reminded = 0;
  const due = await deps.db
    .select({
      txId: transactions.id,
      endDate: transactions.endDate,
      email: users.email,
      name: users.name,
      timeZone: users.timeZone,
      planName: plans.name,
    })
    .from(transactions)
    .innerJoin(users, and(eq(users.id, transactions.userId), eq(users.currentPlanId, transactions.planId)))
    .innerJoin(plans, eq(plans.id, transactions.planId))
    .where(
      and(
        eq(transactions.status, "completed"),
        sql`${transactions.endDate} > ${now.getTime()}`,
        sql`${transactions.endDate} <= ${now.getTime() + REMINDER_BEFORE_MS}`,
        sql`${transactions.renewalRemindedAt} IS NULL`,
        sql`${users.planEndsAt} = ${transactions.endDate}`,
        ne(plans.name, FREE_PLAN),
      ),
    )
    .limit(BILLING_SCHEDULE.chunk * BILLING_SCHEDULE.maxRounds);
  for (const row of due) {
    if (!row.endDate) continue;
    // Claimed before sending, so overlapping runs send one email; released if the send fails.
    const claimed = await deps.db
      .update(transactions)
      .set({ renewalRemindedAt: now })
      .where(and(eq(transactions.id, row.txId), sql`${transactions.renewalRemindedAt} IS NULL`))
      .returning({ id: transactions.id });
    if (!claimed.length) continue;
    const date = reminderDate(row.endDate, row.timeZone);
    const plan = capitalize(row.planName);
    try {
      await deps.email.send({
        to: row.email,
        subject: `Your Offerpath plan ends on ${date}`,
        text: [
          `Hi ${row.name},`,
          "",
          `Your Offerpath ${plan} plan ends on ${date}. Plans do not renew by themselves: on that day your account moves to the Free plan, and all your applications, tasks and contacts stay.`,
          "",
          `To keep the ${plan} limits and features, choose a plan again at ${deps.config.APP_URL}/plans once it has ended. Your payments and receipts are at ${deps.config.APP_URL}/payment-history.`,
          "",
          "The Offerpath team",
        ].join("\n"),
      });
      reminded++;
    } catch (cause) {
      console.error("Renewal reminder could not be sent; tomorrow's run tries again", cause);
      await deps.db.update(transactions).set({ renewalRemindedAt: null }).where(eq(transactions.id, row.txId));
    }
  }
  return { expired, reminded };
}

/** The Worker's `scheduled` handler's billing part: one run, logged, after the handler returns. */
export function scheduledBilling(env: Env, ctx: ExecutionContext): void {
  const deps = makeDeps(env, ctx);
  ctx.waitUntil(
    runBillingSchedule(deps).then(
      (report) => console.log("Billing schedule", JSON.stringify(report)),
      (error) => console.error("Billing schedule failed", error),
    ),
  );
}
