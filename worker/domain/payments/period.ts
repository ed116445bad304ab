/** Billing periods (api-contract.md §8.5): pure date arithmetic in UTC, shared by activation and plan changes. */
import type { BILLING_TYPES } from "@core/enums";

export type BillingType = (typeof BILLING_TYPES)[number];
export type PaidBillingType = Exclude<BillingType, "one-time">;

const MONTHS: Record<BillingType, number> = { monthly: 1, yearly: 12, "one-time": 1200 };

/**
 * The end of a period that starts at `start` (UTC): +1 calendar month (monthly), +1 calendar year
 * (yearly) or +100 years (one-time plan changes), on the same day of the month clamped to the target
 * month's last day (31 January → 28/29 February; 29 February + 1 year → 28 February), time of day kept.
 */
export function addBillingPeriod(start: Date, billingType: BillingType): Date {
  const total = start.getUTCFullYear() * 12 + start.getUTCMonth() + MONTHS[billingType];
  const year = Math.floor(total / 12);
  const month = total % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(start.getTime());
  end.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return end;
}
