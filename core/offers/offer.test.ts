import { describe, expect, it } from "vitest";
import { offerSchema } from "./offer";

const minimal = { currency: "INR", fixed: { kind: "components", basic: 600_000 } };
const issues = (input: unknown) =>
  offerSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

describe("offerSchema", () => {
  it("reads a minimal letter with the defaults a letter leaves out", () => {
    const offer = offerSchema.parse(minimal);
    expect(offer).toMatchObject({
      fixed: { kind: "components", basic: 600_000, hra: 0, specialAllowance: 0, otherAllowances: 0 },
      variable: { target: 0, expectedPayoutPercent: 100 },
      employerPf: { basis: "percent-of-basic" },
      gratuity: { basis: "percent-of-basic" },
      equity: null,
      statedCtc: null,
      state: null,
      deadline: null,
      metro: false,
    });
  });

  it("says what is missing", () => {
    expect(issues({})).toEqual([
      ["currency", "Currency must be one of INR, USD, EUR, GBP, CAD, AUD, JPY"],
      ["fixed", "Fixed pay is required: its components, or its total and the basic's percentage"],
    ]);
    expect(issues({ currency: "INR", fixed: { kind: "components" } })).toEqual([
      ["fixed.basic", "Basic pay is required"],
    ]);
    expect(issues({ currency: "INR", fixed: { kind: "total", basicPercent: 40 } })).toEqual([
      ["fixed.fixedTotal", "Fixed pay is required"],
    ]);
    expect(issues({ ...minimal, benefits: [{ perYear: 100 }] })).toEqual([["benefits.0.label", "Name the benefit"]]);
  });

  it("refuses negative amounts and absurd ones past ₹100 crore", () => {
    expect(issues({ ...minimal, fixed: { kind: "components", basic: 600_000, hra: -1 } })).toEqual([
      ["fixed.hra", "must be 0 or more"],
    ]);
    expect(issues({ ...minimal, joiningBonus: { amount: 1_000_000_001 } })).toEqual([
      ["joiningBonus.amount", "must be at most 1,00,00,00,000 (100 crore)"],
    ]);
    expect(issues({ ...minimal, relocation: "lots" })).toEqual([["relocation", "must be a number"]]);
    expect(issues({ ...minimal, variable: { target: 100_000, expectedPayoutPercent: 250 } })).toEqual([
      ["variable.expectedPayoutPercent", "must be at most 200"],
    ]);
    expect(issues({ ...minimal, joiningBonus: { amount: 100, clawbackMonths: 1.5 } })).toEqual([
      ["joiningBonus.clawbackMonths", "must be a whole number"],
    ]);
    expect(issues({ ...minimal, noticePeriodDays: 400 })).toEqual([["noticePeriodDays", "must be at most 365"]]);
  });

  it("reads a form's strings: empty is 0, Indian digit grouping is allowed, paise are kept", () => {
    const offer = offerSchema.parse({
      currency: "INR",
      fixed: { kind: "components", basic: "12,00,000", hra: "", specialAllowance: "1234.567" },
    });
    expect(offer.fixed).toMatchObject({ basic: 1_200_000, hra: 0, specialAllowance: 1_234.57 });
  });

  it("checks a vesting schedule: the cliff within the period, custom percentages adding up to 100", () => {
    const equity = (vesting: unknown) => ({
      ...minimal,
      equity: { kind: "rsu", grant: { by: "value", value: 1_000_000 }, vesting },
    });
    expect(issues(equity({ kind: "cliff", years: 1, cliffMonths: 18, every: "month" }))).toEqual([
      ["equity.vesting.cliffMonths", "The cliff cannot be longer than the vesting period"],
    ]);
    expect(issues(equity({ kind: "custom", percentsByYear: [25, 25, 25] }))).toEqual([
      ["equity.vesting.percentsByYear", "The years' percentages must add up to 100 (they add up to 75)"],
    ]);
    expect(issues(equity({ kind: "cliff", years: 4, cliffMonths: 12, every: "week" }))).toEqual([
      ["equity.vesting.every", "must be month, quarter or year"],
    ]);
    expect(issues(equity({ kind: "custom", percentsByYear: [10, 20, 30, 40] }))).toEqual([]);
  });

  it("refuses an unknown state and an impossible deadline", () => {
    expect(issues({ ...minimal, state: "atlantis" })).toEqual([["state", "Choose a state from the list"]]);
    expect(issues({ ...minimal, deadline: "2026-02-30" })).toEqual([["deadline", "is not a valid date"]]);
    expect(offerSchema.parse({ ...minimal, deadline: "2026-12-15" }).deadline?.toISOString()).toBe(
      "2026-12-15T00:00:00.000Z",
    );
  });
});

describe("a form's fields", () => {
  it("read an empty stated CTC or state as not given, and a checkbox's on as true", () => {
    const offer = offerSchema.parse({ ...minimal, statedCtc: "", state: "", metro: "on" });
    expect(offer).toMatchObject({ statedCtc: null, state: null, metro: true });
    expect(offerSchema.parse({ ...minimal, statedCtc: "0" }).statedCtc).toBe(0);
  });
});
