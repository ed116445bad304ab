import { DAY_MS } from "@core/dates";
/** The sidebar's plan status, from the user row alone (the subscription itself: payments/subscription.server.ts). */
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
  return planEndsAt.getTime() - now.getTime() > EXPIRING_SOON_DAYS * DAY_MS ? "Active" : "Expiring soon";
}
