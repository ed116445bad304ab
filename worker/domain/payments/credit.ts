/**
 * Paying before a paid period ends (decision 043): the credit a plan change gives for the unused part of
 * the periods already paid, in paise. Pure arithmetic, no storage; the order stores its result once.
 */

import { DAY_MS } from "@core/dates";

/**
 * The least a plan change charges, in paise. Razorpay's own minimum is ₹1, but the existing web client
 * shows `order.amount` in paise when it is 1,000 or less (api-contract.md §8.8), so every order stays
 * above ₹10: ₹11 is the smallest whole-rupee amount above it.
 */
export const MIN_CHARGE_PAISE = 1100;

/** A paid period and what was paid for it (the transaction's own amount, after any credit it had). */
export type PaidPeriod = { paidPaise: number; start: Date; end: Date };

/**
 * The unused value of one period at `now`, floored to the paisa: what was paid × (end − max(now, start)) /
 * (end − start). A period that has not started yet is wholly unused; one that has ended is worth 0.
 */
export function unusedValuePaise(period: PaidPeriod, now: Date): number {
  const start = period.start.getTime();
  const end = period.end.getTime();
  const length = end - start;
  if (length <= 0 || period.paidPaise <= 0) return 0;
  const unused = Math.min(length, Math.max(0, end - Math.max(now.getTime(), start)));
  // Integers all the way: ≤ 95,000 paise × ≤ 3.2e10 ms stays far below 2^53.
  return Math.floor((period.paidPaise * unused) / length);
}

export type PlanChangeQuote = {
  /** The new plan's price for the chosen cycle. */
  pricePaise: number;
  /** The unused value of the current periods. */
  unusedPaise: number;
  /** What this order deducts: the unused value, capped so the charge stays at MIN_CHARGE_PAISE or more. */
  creditPaise: number;
  /** Unused value the cap left out (not refunded). */
  forfeitedPaise: number;
  /** What the order charges: price − credit. */
  chargePaise: number;
  /** The unused time, in whole days (rounded), for the order's credit line. */
  unusedDays: number;
};

/**
 * The order of a change to another paid plan while `periods` (the current plan's running period and any
 * renewal bought after it) still run: the new price less the unused value of those periods, never
 * below MIN_CHARGE_PAISE (the credit is capped instead; the rest is forfeited, and the screen says so).
 */
export function planChangeQuote(input: { pricePaise: number; periods: PaidPeriod[]; now: Date }): PlanChangeQuote {
  const { pricePaise, periods, now } = input;
  const unusedPaise = periods.reduce((sum, p) => sum + unusedValuePaise(p, now), 0);
  const unusedMs = periods.reduce(
    (sum, p) => sum + Math.max(0, p.end.getTime() - Math.max(now.getTime(), p.start.getTime())),
    0,
  );
  const creditPaise = Math.min(unusedPaise, Math.max(0, pricePaise - MIN_CHARGE_PAISE));
  return {
    pricePaise,
    unusedPaise,
    creditPaise,
    forfeitedPaise: unusedPaise - creditPaise,
    chargePaise: pricePaise - creditPaise,
    unusedDays: Math.round(unusedMs / DAY_MS),
  };
}
