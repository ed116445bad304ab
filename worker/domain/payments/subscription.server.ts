/**
 * Plans and subscriptions (api-contract.md §7, §8.7): the transaction as clients read it, the caller's
 * plan and history, and the plan changes that need no payment. One implementation of every money rule,
 * called by the API and by the screens; the other parts are checkout.server.ts (orders, payment links,
 * the activation), webhook.server.ts and schedule.server.ts.
 *
 * - Zero-amount plan changes (to free, cancel, expiry) are `completed` `one-time` transactions with
 *   marker order ids `free_<ms>_…`, `downgrade_<ms>_…`, `expired_<ms>_…`, written in the same batch as the
 *   switch and guarded by the same condition.
 * - `users.plan_ends_at` mirrors the current paid period's end (null on free) so a page view knows the
 *   plan status without reading transactions.
 */
import { DAY_MS, iso } from "@core/dates";
import { and, desc, eq, gt, inArray, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { type Plan, plans, type Transaction, transactions, users } from "../../db/schema";
import { sqlBatch } from "../../db/sql-batch";
import type { Deps } from "../../deps";
import { newId } from "../../lib/ids";
import { fail, ok, type Result } from "../../lib/result";
import { FREE_PLAN, findActivePlan, findFreePlan, type PlanDto, serializePlan } from "../plans.server";
import { addBillingPeriod, type BillingType, type PaidBillingType } from "./period";

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

/** The plan whose unused days a plan change credited (transactions.credit_plan_id). */
const creditPlans = alias(plans, "credit_plans");
/** Initiated and pending transactions show in the history only this long (api-contract.md §8.7). */
export const OPEN_TRANSACTION_VISIBLE_MS = DAY_MS;

// ---- Serialization ----------------------------------------------------------------------------------

type PlanRef = Pick<Plan, "id" | "name" | "description"> & Partial<Pick<Plan, "features">>;

/**
 * The transaction as the contract's clients read it (api-contract.md §2.6), its plan populated (contract §2.7),
 * plus a plan change's credit (decision 043): what was taken off the price, in rupees, for how many
 * unused days of which plan; null for none.
 */
export function serializeTransaction(tx: Transaction, plan: PlanRef, creditPlanName: string | null = null) {
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
    credit:
      tx.creditPaise > 0 ? { amount: tx.creditPaise / 100, plan: creditPlanName, days: tx.creditDays ?? 0 } : null,
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

export async function findUserAndPlan(deps: Deps, userId: string) {
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
    .select({
      tx: transactions,
      plan: { id: plans.id, name: plans.name, description: plans.description },
      creditPlanName: creditPlans.name,
    })
    .from(transactions)
    .innerJoin(plans, eq(plans.id, transactions.planId))
    .leftJoin(creditPlans, eq(creditPlans.id, transactions.creditPlanId))
    .where(
      and(
        eq(transactions.userId, userId),
        or(inArray(transactions.status, ["completed", "failed", "refunded"]), gt(transactions.createdAt, openSince)),
      ),
    )
    .orderBy(desc(transactions.createdAt), desc(transactions.id));
  return rows.map((r) => serializeTransaction(r.tx, r.plan, r.creditPlanName));
}

/** One of the caller's transactions, plan populated with its features. Failures: NOT_FOUND "Transaction not found". */
export async function findUserTransaction(
  deps: Deps,
  userId: string,
  transactionId: string,
): Promise<Result<TransactionDto>> {
  const [row] = await deps.db
    .select({ tx: transactions, plan: plans, creditPlanName: creditPlans.name })
    .from(transactions)
    .innerJoin(plans, eq(plans.id, transactions.planId))
    .leftJoin(creditPlans, eq(creditPlans.id, transactions.creditPlanId))
    .where(and(eq(transactions.id, transactionId), eq(transactions.userId, userId)))
    .limit(1);
  if (!row) return fail("NOT_FOUND", BILLING_MESSAGES.transactionNotFound);
  return ok(serializeTransaction(row.tx, row.plan, row.creditPlanName));
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
export function moveToFreeStatements(
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
