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

/** What the sidebar shows: the free plan is always Active; a paid plan is Active while paid up. */
export async function planStatusLabel(
  deps: Deps,
  userId: string,
  plan: { id: string; name: string },
): Promise<"Active" | "Expiring soon"> {
  if (plan.name === "free") return "Active";
  const sub = await currentSubscription(deps, userId, plan.id);
  return sub?.status === "active" ? "Active" : "Expiring soon";
}
