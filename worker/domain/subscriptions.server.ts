/**
 * The user's current subscription (api-contract.md §7.2): the most recent completed transaction for
 * the user's current plan; "expired" once its end date has passed.
 */
import { and, desc, eq } from "drizzle-orm";
import { transactions } from "../db/schema";
import type { Deps } from "../deps";

export type Subscription = {
  status: "active" | "expired";
  billingType: "monthly" | "yearly" | "one-time";
  startDate: Date | null;
  endDate: Date | null;
};

export async function currentSubscription(deps: Deps, userId: string, planId: string): Promise<Subscription | null> {
  const row = await deps.db.query.transactions.findFirst({
    where: and(eq(transactions.userId, userId), eq(transactions.planId, planId), eq(transactions.status, "completed")),
    orderBy: [desc(transactions.createdAt)],
  });
  if (!row) return null;
  const expired = !!row.endDate && row.endDate.getTime() < deps.now().getTime();
  return {
    status: expired ? "expired" : "active",
    billingType: row.billingType,
    startDate: row.startDate,
    endDate: row.endDate,
  };
}

/** A paid period ending within this many days shows "Expiring soon" in the sidebar. */
export const EXPIRING_SOON_DAYS = 7;

/**
 * What the sidebar shows, from the user row alone (plan name and `users.plan_ends_at`): the free plan is
 * always Active; a paid plan is Active while its period runs more than EXPIRING_SOON_DAYS, else (ending
 * soon, lapsed, or no known period) "Expiring soon".
 */
export function planStatusLabel(planName: string, planEndsAt: Date | null, now: Date): "Active" | "Expiring soon" {
  if (planName === "free") return "Active";
  if (!planEndsAt) return "Expiring soon";
  return planEndsAt.getTime() - now.getTime() > EXPIRING_SOON_DAYS * 86_400_000 ? "Active" : "Expiring soon";
}
