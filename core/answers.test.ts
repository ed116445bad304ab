import { describe, expect, it } from "vitest";
import { answerRow, hideSmallRows, histogramMedian, MATCH_BANDS, matchBand, wilsonInterval } from "./answers";

describe("wilsonInterval (90%)", () => {
  // Reference values: the Wilson score interval at z = 1.6449 (e.g. R's binom::binom.wilson, conf.level 0.9).
  it.each([
    [5, 10, 0.26927, 0.73073],
    [0, 5, 0, 0.35112],
    [5, 5, 0.64888, 1],
    [1, 20, 0.01123, 0.19601],
    [30, 100, 0.2307, 0.37983],
  ])("%i of %i is %f to %f", (k, n, low, high) => {
    const i = wilsonInterval(k, n);
    expect(i?.low).toBeCloseTo(low, 4);
    expect(i?.high).toBeCloseTo(high, 4);
  });

  it("has no interval without trials, and stays inside 0..1", () => {
    expect(wilsonInterval(0, 0)).toBeNull();
    const zero = wilsonInterval(0, 3);
    expect(zero?.low).toBe(0);
    expect(wilsonInterval(3, 3)?.high).toBe(1);
  });

  it("narrows as the count grows at the same rate", () => {
    const small = wilsonInterval(5, 10);
    const large = wilsonInterval(500, 1000);
    expect((large?.high ?? 0) - (large?.low ?? 0)).toBeLessThan((small?.high ?? 0) - (small?.low ?? 0));
  });
});

describe("histogramMedian", () => {
  it("takes the middle day, or the mean of the middle two", () => {
    expect(histogramMedian(new Map())).toBeNull();
    expect(
      histogramMedian(
        new Map([
          [3, 2],
          [10, 1],
        ]),
      ),
    ).toBe(3);
    expect(
      histogramMedian(
        new Map([
          [2, 1],
          [7, 1],
        ]),
      ),
    ).toBe(4.5);
  });
});

describe("matchBand", () => {
  it.each([
    [null, "none"],
    [undefined, "none"],
    [0, "0-39"],
    [39, "0-39"],
    [40, "40-59"],
    [59, "40-59"],
    [60, "60-79"],
    [79, "60-79"],
    [80, "80-100"],
    [100, "80-100"],
  ] as const)("%s is in %s", (score, band) => {
    expect(matchBand(score)).toBe(band);
    expect(MATCH_BANDS).toContain(band);
  });
});

describe("answerRow and hideSmallRows", () => {
  it("computes rates in percent with their intervals", () => {
    const row = answerRow(
      10,
      5,
      2,
      new Map([
        [4, 3],
        [9, 2],
      ]),
    );
    expect(row.responseRate).toBe(50);
    expect(row.responseInterval).toEqual({ low: 26.9, high: 73.1 });
    expect(row.interviewRate).toBe(20);
    expect(row.medianDaysToFirstResponse).toBe(4);
    expect(row.timedResponses).toBe(5);
  });

  it("hides rows under 5 applications and counts them (empty rows are not counted)", () => {
    const { shown, hidden } = hideSmallRows([
      { applications: 5 },
      { applications: 4 },
      { applications: 0 },
      { applications: 1 },
    ]);
    expect(shown).toEqual([{ applications: 5 }]);
    expect(hidden).toBe(2);
  });
});
