import { histogramMedian } from "@core/answers";
import { describe, expect, it } from "vitest";
import { bins, periodWindow, scanRollup } from "./figures";

describe("histogramMedian", () => {
  it("takes the middle value, or the mean of the two middle values", () => {
    expect(histogramMedian(new Map())).toBeNull();
    expect(histogramMedian(new Map([[4, 1]]))).toBe(4);
    expect(
      histogramMedian(
        new Map([
          [1, 1],
          [15, 1],
        ]),
      ),
    ).toBe(8);
    expect(
      histogramMedian(
        new Map([
          [0, 3],
          [10, 1],
          [2, 1],
        ]),
      ),
    ).toBe(0);
    expect(
      histogramMedian(
        new Map([
          [1, 2],
          [3, 2],
        ]),
      ),
    ).toBe(2);
  });
});

describe("periods and bins", () => {
  it("last-week is the 7 days ending today; weeks start on Monday and are cut to the window", () => {
    const w = periodWindow("last-week", "2026-11-26");
    expect(w.start).toBe("2026-11-20");
    const { unit, bins: b } = bins(w, null);
    expect(unit).toBe("week");
    expect(b.map((x) => [x.key, x.from, x.to])).toEqual([
      ["2026-11-16", "2026-11-20", "2026-11-22"],
      ["2026-11-23", "2026-11-23", "2026-11-26"],
    ]);
  });

  it("spans over 53 weeks bin by month", () => {
    const w = periodWindow("all", "2026-11-26");
    const { unit, bins: b } = bins(w, "2025-01-15");
    expect(unit).toBe("month");
    expect(b[0]).toEqual({ key: "2025-01", label: "2025-01", from: "2025-01-15", to: "2025-01-31" });
    expect(b.at(-1)).toEqual({ key: "2026-11", label: "2026-11", from: "2026-11-01", to: "2026-11-26" });
    expect(b).toHaveLength(23);
  });
});

describe("scanRollup", () => {
  it("sums the window's days only, counts stalls by their day and keeps the charted keys per day", () => {
    const w = periodWindow("last-month", "2026-11-26");
    const scan = scanRollup(
      [
        { month: "2026-10", data: { "27|n": 1, "27|st:applied": 1, "28|n": 2, "28|st:applied": 2 } },
        { month: "2026-11", data: { "05|n": 1, "05|st:applied": 1, "20|iv": 3, "20|n": 0 } },
      ],
      w,
    );
    expect(scan.totals).toEqual({ n: 3, "st:applied": 3, iv: 3 });
    expect(scan.stalled).toEqual({ 14: 3, 30: 0 });
    expect([...scan.daily.n.entries()]).toEqual([
      ["2026-10-28", 2],
      ["2026-11-05", 1],
    ]);
    expect(scan.firstDay).toBe("2026-10-27");
  });
});
