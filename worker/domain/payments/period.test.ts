import { describe, expect, it } from "vitest";
import { addBillingPeriod } from "./period";

const at = (iso: string) => new Date(iso);
const end = (iso: string, type: "monthly" | "yearly" | "one-time") => addBillingPeriod(at(iso), type).toISOString();

describe("addBillingPeriod", () => {
  it("adds one calendar month on the same day, keeping the time of day", () => {
    expect(end("2026-03-15T10:20:30.456Z", "monthly")).toBe("2026-04-15T10:20:30.456Z");
    expect(end("2026-12-20T00:00:00.000Z", "monthly")).toBe("2027-01-20T00:00:00.000Z");
  });

  it("clamps to the month's last day: 31 January → 28 February, or 29 in a leap year", () => {
    expect(end("2026-01-31T08:00:00.000Z", "monthly")).toBe("2026-02-28T08:00:00.000Z");
    expect(end("2028-01-31T08:00:00.000Z", "monthly")).toBe("2028-02-29T08:00:00.000Z");
    expect(end("2026-01-29T08:00:00.000Z", "monthly")).toBe("2026-02-28T08:00:00.000Z");
    expect(end("2026-03-31T23:59:59.999Z", "monthly")).toBe("2026-04-30T23:59:59.999Z");
    expect(end("2026-08-31T12:00:00.000Z", "monthly")).toBe("2026-09-30T12:00:00.000Z");
  });

  it("century years: 2100 is not a leap year, 2000 was", () => {
    expect(end("2100-01-31T00:00:00.000Z", "monthly")).toBe("2100-02-28T00:00:00.000Z");
    expect(end("2000-01-31T00:00:00.000Z", "monthly")).toBe("2000-02-29T00:00:00.000Z");
  });

  it("adds one calendar year; 29 February → 28 February of the next year", () => {
    expect(end("2026-06-10T05:00:00.000Z", "yearly")).toBe("2027-06-10T05:00:00.000Z");
    expect(end("2028-02-29T05:00:00.000Z", "yearly")).toBe("2029-02-28T05:00:00.000Z");
    expect(end("2027-02-28T05:00:00.000Z", "yearly")).toBe("2028-02-28T05:00:00.000Z");
  });

  it("a one-time plan change runs 100 years", () => {
    expect(end("2026-11-24T13:00:00.000Z", "one-time")).toBe("2126-11-24T13:00:00.000Z");
  });

  it("never returns an end at or before the start", () => {
    for (let day = 0; day < 366 * 4; day++) {
      const start = new Date(Date.UTC(2027, 0, 1, 7) + day * 86_400_000);
      for (const type of ["monthly", "yearly"] as const) {
        const e = addBillingPeriod(start, type);
        expect(e.getTime()).toBeGreaterThan(start.getTime());
        expect(e.getUTCDate()).toBeLessThanOrEqual(start.getUTCDate());
      }
    }
  });
});
