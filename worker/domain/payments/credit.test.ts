import { describe, expect, it } from "vitest";
import { MIN_CHARGE_PAISE, planChangeQuote, unusedValuePaise } from "./credit";
import { addBillingPeriod } from "./period";

const at = (iso: string) => new Date(iso);
const monthly = (startIso: string, paidPaise: number) => ({
  paidPaise,
  start: at(startIso),
  end: addBillingPeriod(at(startIso), "monthly"),
});

describe("unusedValuePaise", () => {
  it("is the whole amount at the period's start and before it", () => {
    const p = monthly("2026-11-01T00:00:00.000Z", 4900);
    expect(unusedValuePaise(p, at("2026-11-01T00:00:00.000Z"))).toBe(4900);
    expect(unusedValuePaise(p, at("2026-10-15T00:00:00.000Z"))).toBe(4900);
  });

  it("is 0 at the end and after it, and floors at the last minute", () => {
    const p = monthly("2026-11-01T00:00:00.000Z", 4900);
    expect(unusedValuePaise(p, at("2026-12-01T00:00:00.000Z"))).toBe(0);
    expect(unusedValuePaise(p, at("2027-01-01T00:00:00.000Z"))).toBe(0);
    // One minute of 30 days is 4900 / 43,200 ≈ 0.113 paise: floored to 0.
    expect(unusedValuePaise(p, at("2026-11-30T23:59:00.000Z"))).toBe(0);
    // One minute short of the start is the whole amount less a fraction: floored to 4899.
    expect(unusedValuePaise(p, at("2026-11-01T00:01:00.000Z"))).toBe(4899);
  });

  it("is pro rata in paise, floored: 12.08 of 30 days of ₹49 is ₹19.73", () => {
    const p = monthly("2026-11-01T00:00:00.000Z", 4900);
    // 1973 / 4900 of 30 days = 12.0796 days unused: the end less 12 d 1 h 54 m 37 s.
    const now = new Date(p.end.getTime() - (12 * 86_400 + 6877) * 1000);
    expect(unusedValuePaise(p, now)).toBe(1973);
    expect(unusedValuePaise(p, new Date(now.getTime() + 1000))).toBe(1972);
  });
});

describe("planChangeQuote", () => {
  it("Basic monthly to Premium monthly halfway: price less half of ₹49, the days rounded", () => {
    const q = planChangeQuote({
      pricePaise: 9900,
      periods: [monthly("2026-11-01T00:00:00.000Z", 4900)],
      now: at("2026-11-16T00:00:00.000Z"),
    });
    expect(q).toEqual({
      pricePaise: 9900,
      unusedPaise: 2450,
      creditPaise: 2450,
      forfeitedPaise: 0,
      chargePaise: 7450,
      unusedDays: 15,
    });
  });

  it("credits a renewal bought ahead (not started) in full, beside the running period", () => {
    const running = monthly("2026-11-01T00:00:00.000Z", 4900);
    const renewal = { paidPaise: 4900, start: running.end, end: addBillingPeriod(running.end, "monthly") };
    const q = planChangeQuote({ pricePaise: 95_000, periods: [running, renewal], now: at("2026-11-16T00:00:00.000Z") });
    expect(q.creditPaise).toBe(2450 + 4900);
    expect(q.chargePaise).toBe(95_000 - 7350);
    expect(q.unusedDays).toBe(46);
  });

  it("yearly to a cheaper monthly: the credit is capped so the order charges the minimum, the rest forfeited", () => {
    const year = { paidPaise: 47_000, start: at("2026-01-01T00:00:00.000Z"), end: at("2027-01-01T00:00:00.000Z") };
    const q = planChangeQuote({ pricePaise: 9900, periods: [year], now: at("2026-03-01T00:00:00.000Z") });
    // 306 of 365 days unused: floor(47,000 × 306 / 365) = 39,402 paise.
    expect(q.unusedPaise).toBe(39_402);
    expect(q.chargePaise).toBe(MIN_CHARGE_PAISE);
    expect(q.creditPaise).toBe(9900 - MIN_CHARGE_PAISE);
    expect(q.forfeitedPaise).toBe(39_402 - (9900 - MIN_CHARGE_PAISE));
    expect(q.unusedDays).toBe(306);
  });

  it("no running period: no credit, the full price", () => {
    expect(planChangeQuote({ pricePaise: 9900, periods: [], now: at("2026-11-16T00:00:00.000Z") })).toMatchObject({
      creditPaise: 0,
      chargePaise: 9900,
      unusedDays: 0,
    });
  });

  it("a price at or below the minimum takes no credit", () => {
    const q = planChangeQuote({
      pricePaise: MIN_CHARGE_PAISE,
      periods: [monthly("2026-11-01T00:00:00.000Z", 4900)],
      now: at("2026-11-02T00:00:00.000Z"),
    });
    expect(q).toMatchObject({ creditPaise: 0, chargePaise: MIN_CHARGE_PAISE });
  });
});
