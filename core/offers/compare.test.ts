import { describe, expect, it } from "vitest";
import {
  COMPARE_MESSAGES,
  type ComparedOffer,
  compactMoney,
  compareHref,
  compareOffers,
  cumulativeSummary,
  daysLeft,
  daysLeftLabel,
  markBest,
} from "./compare";
import { compareIdsSchema } from "./compare-query";
import { decodeOffer } from "./decode";
import { type OfferInput, offerSchema } from "./offer";
import { taxYearById } from "./tax-years";

const ty2026 = taxYearById("2026-27")!;

function compared(id: string, company: string, input: Partial<OfferInput>): ComparedOffer {
  const offer = offerSchema.parse({
    currency: "INR",
    fixed: { kind: "total", fixedTotal: 2_000_000, basicPercent: 40 },
    ...input,
  });
  return {
    id,
    jobId: `job-${id}`,
    company,
    position: "Engineer",
    deadline: null,
    offer,
    decoded: decodeOffer(offer, {}, { year: ty2026 }),
  };
}

describe("markBest", () => {
  it("marks the highest figure", () => {
    expect(markBest([10, 30, 20])).toEqual([false, true, false]);
  });

  it("marks every offer that ties for the highest", () => {
    expect(markBest([30, 10, 30, 20])).toEqual([true, false, true, false]);
  });

  it("marks nothing when all tie, when fewer than two figures exist, or when they cannot be compared", () => {
    expect(markBest([25, 25])).toEqual([false, false]);
    expect(markBest([null, 25])).toEqual([false, false]);
    expect(markBest([10, 20], false)).toEqual([false, false]);
  });

  it("leaves out offers without the figure", () => {
    expect(markBest([null, 20, 10])).toEqual([false, true, false]);
  });
});

describe("compareIdsSchema", () => {
  const parse = (v: unknown) => compareIdsSchema.safeParse(v);
  const message = (v: unknown) => {
    const r = parse(v);
    return r.success ? null : r.error.issues[0].message;
  };

  it("reads a,b,c and repeated ids alike, dropping blanks and repeats", () => {
    expect(parse("a,b, c").data).toEqual(["a", "b", "c"]);
    expect(parse(["a", "b", "a", ""]).data).toEqual(["a", "b"]);
    expect(parse(["a,b", "c"]).data).toEqual(["a", "b", "c"]);
  });

  it("refuses fewer than two, more than four, and what cannot be an id", () => {
    expect(message(undefined)).toBe(COMPARE_MESSAGES.missing);
    expect(message("")).toBe(COMPARE_MESSAGES.missing);
    expect(message("a")).toBe(COMPARE_MESSAGES.tooFew);
    expect(message("a,a")).toBe(COMPARE_MESSAGES.tooFew);
    expect(message("a,b,c,d,e")).toBe(COMPARE_MESSAGES.tooMany);
    expect(message("a,<b>")).toBe(`"<b>" ${COMPARE_MESSAGES.badId}`);
    expect(message(`a,${"x".repeat(65)}`)).toContain(COMPARE_MESSAGES.badId);
  });

  it("the canonical href reads back to the same ids", () => {
    const href = compareHref(["a1", "b2", "c3"]);
    expect(href).toBe("/offers/compare?ids=a1,b2,c3");
    expect(parse(new URL(href, "http://x").searchParams.get("ids")).data).toEqual(["a1", "b2", "c3"]);
  });
});

describe("compactMoney", () => {
  it("reads INR in lakh and crore, other currencies in thousands and millions", () => {
    expect(compactMoney(4_523_456, "INR")).toBe("₹45.2 L");
    expect(compactMoney(12_500_000, "INR")).toBe("₹1.25 Cr");
    expect(compactMoney(85_000, "INR")).toBe("₹85,000");
    expect(compactMoney(150_000, "USD")).toBe("$150K");
  });
});

describe("days left", () => {
  it("counts whole days, across a month's end, and says when a deadline passed", () => {
    expect(daysLeft("2026-12-02", "2026-11-29")).toBe(3);
    expect(daysLeft("2026-11-29", "2026-11-29")).toBe(0);
    expect(daysLeft("2026-11-28", "2026-11-29")).toBe(-1);
    expect(daysLeft(null, "2026-11-29")).toBeNull();
    expect([3, 1, 0, -1, -4].map(daysLeftLabel)).toEqual([
      "3 days left",
      "1 day left",
      "Due today",
      "Passed 1 day ago",
      "Passed 4 days ago",
    ]);
  });
});

describe("compareOffers", () => {
  const higherFixed = compared("a", "Acme", { fixed: { kind: "total", fixedTotal: 2_400_000, basicPercent: 40 } });
  const withBonusAndEquity = compared("b", "Globex", {
    joiningBonus: { amount: 500_000, clawbackMonths: 12 },
    equity: {
      kind: "rsu",
      grant: { by: "value", value: 4_000_000 },
      vesting: { kind: "cliff", years: 4, cliffMonths: 12, every: "year" },
    },
    metro: true,
    city: "Bengaluru",
  });

  it("has a row for each decoded figure, each offer's value from the engine", () => {
    const c = compareOffers([higherFixed, withBonusAndEquity]);
    expect(c.rows.map((r) => r.key)).toEqual([
      "ctc",
      "guaranteedCashYear1",
      "inHandMonthlyNew",
      "inHandMonthlyOld",
      "nonCash",
      "year1",
      "year2",
      "year3",
      "year4",
      "total4",
    ]);
    const row = (key: string) => c.rows.find((r) => r.key === key)!;
    expect(row("inHandMonthlyNew").values).toEqual([
      higherFixed.decoded.regimes!.new.inHandMonths[0],
      withBonusAndEquity.decoded.regimes!.new.inHandMonths[0],
    ]);
    expect(row("total4").values).toEqual([
      higherFixed.decoded.years[3].cumulative,
      withBonusAndEquity.decoded.years[3].cumulative,
    ]);
    // The higher fixed pay wins the monthly rows; the bonus and the equity win year 1 and the four years.
    expect(row("inHandMonthlyNew").best).toEqual([true, false]);
    expect(row("year1").best).toEqual([false, true]);
    expect(row("total4").best).toEqual([false, true]);
  });

  it("the monthly rows mark the higher fixed pay, not the bigger variable; the variable after tax has its rows", () => {
    const bare = { employerPf: { basis: "none" as const }, gratuity: { basis: "none" as const } };
    const sixPlusFour = compared("v", "Vandelay", {
      ...bare,
      fixed: { kind: "total", fixedTotal: 600_000, basicPercent: 50 },
      variable: { target: 400_000, expectedPayoutPercent: 100 },
    });
    const nineFixed = compared("n", "Initrode", {
      ...bare,
      fixed: { kind: "total", fixedTotal: 900_000, basicPercent: 50 },
    });
    const c = compareOffers([sixPlusFour, nineFixed]);
    const row = (key: string) => c.rows.find((r) => r.key === key)!;
    expect(c.rows.map((r) => r.key).slice(2, 6)).toEqual([
      "inHandMonthlyNew",
      "inHandMonthlyOld",
      "variableAfterTaxNew",
      "variableAfterTaxOld",
    ]);
    expect(row("inHandMonthlyNew").values).toEqual([50_000, 75_000]);
    expect(row("inHandMonthlyNew").best).toEqual([false, true]);
    expect(row("inHandMonthlyOld").best).toEqual([false, true]);
    // No tax on either year (under the rebate's limit): the variable comes whole, the ₹9 L offer has none.
    expect(row("variableAfterTaxNew").values).toEqual([400_000, null]);
    // The year is still ₹10 L against ₹9 L.
    expect(row("year1").best).toEqual([true, false]);
  });

  it("a tie on a row marks neither offer; the same offer twice marks nothing", () => {
    const twin = { ...higherFixed, id: "c", company: "Initech" };
    const c = compareOffers([higherFixed, twin]);
    for (const row of c.rows) expect(row.best).toEqual([false, false]);
    expect(c.cumulative.summary).toMatch(/level at/);
  });

  it("the cumulative series adds each year's total, and the summary names the leader and the year-1 leader", () => {
    const c = compareOffers([higherFixed, withBonusAndEquity]);
    const [a, b] = c.cumulative.lines;
    expect(a.points).toHaveLength(4);
    let sum = 0;
    for (let i = 0; i < 4; i++) {
      sum += higherFixed.decoded.years[i].total;
      expect(a.points[i]).toBeCloseTo(sum, 2);
    }
    expect(b.points[3]).toBe(withBonusAndEquity.decoded.years[3].cumulative);
    expect(c.cumulative.summary).toMatch(
      /^After four years Globex, Engineer leads with ₹[\d,]+, ₹[\d,]+ more than Acme, Engineer\.$/,
    );
  });

  it("names the year-1 leader when another offer leads after four years", () => {
    const s = cumulativeSummary(
      [
        { label: "Fast", points: [30, 50, 70, 90] },
        { label: "Slow", points: [20, 45, 75, 110] },
      ],
      true,
      "INR",
    );
    expect(s).toBe("After four years Slow leads with ₹110, ₹20 more than Fast. Fast is ahead after year 1.");
  });

  it("offers in different currencies are shown, never ranked", () => {
    const dollars = compared("d", "Hooli", {
      currency: "USD",
      fixed: { kind: "total", fixedTotal: 150_000, basicPercent: 40 },
    });
    const c = compareOffers([higherFixed, dollars]);
    expect(c.sameCurrency).toBe(false);
    for (const row of c.rows) expect(row.best.every((b) => !b)).toBe(true);
    // A USD offer has no Indian tax: its in-hand months are null; the INR offer's row is still shown.
    expect(c.rows.find((r) => r.key === "inHandMonthlyNew")!.values[1]).toBeNull();
    expect(c.assumptions.shared[0]).toMatch(/different currencies/);
    expect(c.cumulative.summary).toMatch(/not ranked/);
  });

  it("says what each offer's figures rest on: tax year, regime, metro, vesting and share value, payout", () => {
    const units = compared("e", "Umbrella", {
      variable: { target: 200_000, expectedPayoutPercent: 80 },
      equity: {
        kind: "esop",
        grant: { by: "units", units: 1000, valuePerUnit: 500, exercisePricePerUnit: 100 },
        vesting: { kind: "custom", percentsByYear: [10, 20, 30, 40] },
      },
    });
    const c = compareOffers([units, withBonusAndEquity], ["Rent ₹0 a month."]);
    const [e, b] = c.assumptions.perOffer;
    // What both rest on is said once, after the caller's own lines; each offer keeps what is its own.
    expect(c.assumptions.shared[0]).toBe("Rent ₹0 a month.");
    expect(c.assumptions.shared).toContain("Fixed pay stays the same for four years: no raise is assumed.");
    expect(c.assumptions.shared.some((l) => l.startsWith(`Tax by the tables of ${ty2026.label}`))).toBe(true);
    expect(e.lines).not.toContain("Fixed pay stays the same for four years: no raise is assumed.");
    expect(e.lines.some((l) => /regime leaves .* more in the hand|Both regimes/.test(l))).toBe(true);
    expect(e.lines).toContain("not a metro for HRA (40% of basic).");
    expect(e.lines).toContain("1,000 ESOPs at ₹500 each, exercise price ₹100, vesting 10%, 20%, 30%, 40% by year.");
    expect(e.lines.some((l) => l.includes("80% of target"))).toBe(true);
    expect(b.lines).toContain("Bengaluru, a metro for HRA (50% of basic).");
    expect(b.lines).toContain("RSUs worth ₹40,00,000, vesting over 4 years, 12-month cliff, then every year.");
    expect(b.lines).toContain("Joining bonus of ₹5,00,000 repayable if you leave within 12 months.");
  });
});
