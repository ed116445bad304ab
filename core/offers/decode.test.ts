import { describe, expect, it } from "vitest";
import { decodeInputSchema, decodeOffer, incomeTax, roundToTenRupees, splitIntoMonths, vestingByYear } from "./decode";
import { type OfferInput, offerSchema } from "./offer";
import { taxYearById } from "./tax-years";

const fy2025 = taxYearById("2025-26")!;
const ty2026 = taxYearById("2026-27")!;
const offer = (input: Omit<OfferInput, "currency"> & { currency?: OfferInput["currency"] }) =>
  offerSchema.parse({ currency: "INR", ...input });
const toPaise = (rupees: number) => Math.round(rupees * 100);

describe("income tax, new regime, FY 2025-26: the rebate's edge and its marginal relief", () => {
  it("₹12,00,000 pays nothing: slab tax ₹60,000, all of it rebated", () => {
    // Source: Income-tax Act, 1961, s.87A as amended by the Finance Act, 2025; the worked example
    // "Mr. A" in Studycafe, "Marginal Relief Benefit on Income Tax Rebate u/s 87A [Budget 2025]", 6 Feb 2025.
    const tax = incomeTax(fy2025, "new", 1_200_000);
    expect(tax).toMatchObject({ slabTax: 60_000, rebate: 60_000, surcharge: 0, cess: 0, tax: 0 });
  });

  it("₹12,10,000: slab tax ₹61,500, marginal relief ₹51,500, tax ₹10,000 + cess ₹400", () => {
    // Source: s.87A proviso (Finance Act, 2025); the same example ("Mr. B": final liability ₹10,400) in
    // Studycafe, 6 Feb 2025, and Labour Law Advisor, "Tax reality on ₹12 lakh income" (₹10,000 before cess).
    const tax = incomeTax(fy2025, "new", 1_210_000);
    expect(tax).toMatchObject({ slabTax: 61_500, rebate: 51_500, cess: 400, tax: 10_400 });
  });

  it("₹12,50,000: slab tax ₹67,500 relieved to ₹50,000 before cess", () => {
    // Source: Labour Law Advisor, "Tax reality on ₹12 lakh income" (Budget 2025): "Income ₹12.50L, normal
    // tax ₹67,500, marginal relief applied, you pay ₹50,000".
    const tax = incomeTax(fy2025, "new", 1_250_000);
    expect(tax).toMatchObject({ slabTax: 67_500, rebate: 17_500, cess: 2_000, tax: 52_000 });
  });

  it("a salary of ₹12,75,000 pays nothing: ₹75,000 standard deduction leaves ₹12,00,000", () => {
    // Source: s.16(ia) (₹75,000 under s.115BAC) and s.87A; Outlook Money, "Check income tax slabs and rates
    // under the new tax law coming into effect from April 1" (Feb 2026): "nil tax up to Rs 12 lakh,
    // effectively Rs 12.75 lakh for salaried taxpayers".
    const decoded = decodeOffer(
      offer({
        fixed: { kind: "total", fixedTotal: 1_275_000, basicPercent: 40 },
        employerPf: { basis: "none" },
        gratuity: { basis: "none" },
      }),
      {},
      { year: fy2025 },
    );
    expect(decoded.regimes?.new.tax).toMatchObject({ taxableIncome: 1_200_000, tax: 0 });
    expect(decoded.regimes?.new.inHandYear).toBe(1_275_000);
  });

  it("the slabs at ₹16, ₹20 and ₹24 lakh: ₹1,20,000, ₹2,00,000 and ₹3,00,000 before cess", () => {
    // Source: s.115BAC(1A) slabs as substituted by the Finance Act, 2025 (0-4 lakh nil, then 5% per ₹4 lakh
    // up to 25%, 30% above ₹24 lakh), worked by hand slab by slab.
    expect(incomeTax(fy2025, "new", 1_600_000).slabTax).toBe(120_000);
    expect(incomeTax(fy2025, "new", 2_000_000).slabTax).toBe(200_000);
    expect(incomeTax(fy2025, "new", 2_400_000).slabTax).toBe(300_000);
  });
});

describe("income tax: surcharge bands and their marginal relief", () => {
  it("new regime at ₹51 lakh: 10% surcharge cut from ₹1,11,000 to ₹70,000 by marginal relief", () => {
    // Source: Finance Act, 2025, First Schedule (10% above ₹50 lakh, with marginal relief: tax and surcharge
    // may exceed those on ₹50 lakh (₹10,80,000) by no more than the ₹1,00,000 of income above it), worked by hand.
    const tax = incomeTax(fy2025, "new", 5_100_000);
    expect(tax).toMatchObject({ slabTax: 1_110_000, surcharge: 70_000, cess: 47_200, tax: 1_227_200 });
  });

  it("old regime at ₹51 lakh: tax with surcharge capped at ₹14,12,500 (relief ₹64,250)", () => {
    // Source: Livemint, "What is marginal relief and how is it calculated?" (July 2019) and CAGPT, "Marginal
    // relief" (9 April 2025): tax ₹13,42,500 + surcharge ₹1,34,250 = ₹14,76,750 against ₹13,12,500 on ₹50 lakh;
    // the old regime's slabs and surcharge bands are unchanged in the Finance Act, 2025.
    const tax = incomeTax(fy2025, "old", 5_100_000);
    expect(tax.slabTax).toBe(1_342_500);
    expect(tax.slabTax + tax.surcharge).toBe(1_412_500);
    expect(1_342_500 + 134_250 - (tax.slabTax + tax.surcharge)).toBe(64_250);
  });

  it("old regime at ₹1.01 crore: 15% band, tax with surcharge capped at ₹31,93,750 (relief ₹75,125)", () => {
    // Source: GST Guntur, "Marginal relief on surcharge", case 2: ₹32,68,875 at 15% against ₹30,93,750 on
    // ₹1 crore; relief ₹75,125.
    const tax = incomeTax(fy2025, "old", 10_100_000);
    expect(tax.slabTax + tax.surcharge).toBe(3_193_750);
  });

  it("old regime at ₹2,02,61,550: 25% band relieved against ₹2 crore at 15%", () => {
    // Source: KDK Software knowledge base, "Marginal Relief calculation above 2 Crore": tax ₹58,90,965; on
    // ₹2 crore ₹58,12,500 + 15% ₹8,71,875; income above ₹2 crore ₹2,61,550.
    const tax = incomeTax(fy2025, "old", 20_261_550);
    expect(tax.slabTax).toBe(5_890_965);
    expect(tax.slabTax + tax.surcharge).toBe(5_812_500 + 871_875 + 261_550);
  });

  it("the new regime's surcharge stops at 25% above ₹5 crore; the old regime's reaches 37%", () => {
    // Source: Finance Act, 2025, First Schedule; s.115BAC caps the surcharge at 25%.
    const newer = incomeTax(fy2025, "new", 60_000_000);
    const older = incomeTax(fy2025, "old", 60_000_000);
    expect(newer.surcharge).toBe(newer.slabTax * 0.25);
    expect(older.surcharge).toBeLessThanOrEqual(older.slabTax * 0.37);
    expect(older.surcharge).toBeGreaterThan(older.slabTax * 0.25);
  });
});

describe("income tax, old regime", () => {
  it("the rebate of ₹12,500 up to ₹5,00,000, and none (no marginal relief) above it", () => {
    // Source: s.87A (₹12,500 up to ₹5,00,000 for the old regime); Studycafe, 6 Feb 2025, "Old Tax Regime:
    // tax rebate up to Rs. 12,500 ... if the total income does not exceed Rs 5,00,000".
    expect(incomeTax(fy2025, "old", 500_000)).toMatchObject({ slabTax: 12_500, rebate: 12_500, tax: 0 });
    expect(incomeTax(fy2025, "old", 510_000)).toMatchObject({ slabTax: 14_500, rebate: 0, cess: 580, tax: 15_080 });
  });

  it("a senior citizen's basic exemption is ₹3,00,000, a super senior's ₹5,00,000", () => {
    // Source: Finance Act, 2025, First Schedule (maximum amounts not chargeable to tax).
    expect(incomeTax(fy2025, "old", 1_000_000, "60-to-79").slabTax).toBe(110_000);
    expect(incomeTax(fy2025, "old", 1_000_000, "80-plus").slabTax).toBe(100_000);
    expect(incomeTax(fy2025, "old", 1_000_000, "below-60").slabTax).toBe(112_500);
  });

  it("HRA exemption is the least of the three limbs, and 80C caps employee PF and investments at ₹1,50,000", () => {
    // Source: s.10(13A) with rule 2A (least of HRA received, rent − 10% of basic, 50% of basic in a metro);
    // s.80C (₹1,50,000 including employee PF); s.16(ia) ₹50,000; s.16(iii) professional tax. Worked by hand:
    // basic ₹8,00,000, HRA ₹4,00,000, rent ₹30,000 a month: least of ₹4,00,000, ₹3,60,000 − ₹80,000 =
    // ₹2,80,000, ₹4,00,000 → ₹2,80,000. 80C: PF ₹96,000 + ₹80,000 capped at ₹1,50,000.
    const decoded = decodeOffer(
      offer({
        fixed: { kind: "components", basic: 800_000, hra: 400_000, specialAllowance: 600_000 },
        metro: true,
        state: "karnataka",
      }),
      { rentPerMonth: 30_000, other80C: 80_000, deduction80D: 25_000 },
      { year: fy2025 },
    );
    const old = decoded.regimes!.old;
    expect(old).toMatchObject({
      grossSalary: 1_800_000,
      standardDeduction: 50_000,
      professionalTaxDeducted: 2_500,
      hraExemption: 280_000,
      deduction80C: 150_000,
      deduction80D: 25_000,
    });
    // 18,00,000 − 50,000 − 2,500 − 2,80,000 − 1,50,000 − 25,000 = 12,92,500.
    expect(old.tax.taxableIncome).toBe(1_292_500);
    // 12,500 + 1,00,000 + 30% of 2,92,500 = 2,00,250; cess 8,010; 2,08,260.
    expect(old.tax).toMatchObject({ slabTax: 200_250, cess: 8_010, tax: 208_260 });
    // Outside a metro the limb is 40% of basic (₹3,20,000), still above ₹2,80,000; with ₹50,000 rent it binds.
    const nonMetro = decodeOffer(
      offer({ fixed: { kind: "components", basic: 800_000, hra: 400_000, specialAllowance: 600_000 } }),
      { rentPerMonth: 50_000 },
      { year: fy2025 },
    );
    expect(nonMetro.regimes!.old.hraExemption).toBe(320_000);
    // The new regime allows none of these.
    expect(decoded.regimes!.new).toMatchObject({ hraExemption: 0, deduction80C: 0, professionalTaxDeducted: 0 });
  });
});

describe("tax year 2026-27", () => {
  it("applies the same figures: the Finance Act, 2026 left slabs, rebate and surcharge as they were", () => {
    // Source: Income-tax Act, 2025, s.202(1) and s.156(2); Finance Act, 2026, First Schedule Part I-B.
    expect(incomeTax(ty2026, "new", 1_210_000).tax).toBe(10_400);
    expect(incomeTax(ty2026, "new", 1_200_000).tax).toBe(0);
    expect(incomeTax(ty2026, "old", 5_100_000).tax).toBe(incomeTax(fy2025, "old", 5_100_000).tax);
  });
});

describe("rounding as the department rounds", () => {
  it("ignores paise, then rounds to the nearest ₹10 (a last figure of 5 goes up)", () => {
    expect(roundToTenRupees(123_499)).toBe(123_000); // ₹1,234.99 → ₹1,230
    expect(roundToTenRupees(123_500)).toBe(124_000); // ₹1,235.00 → ₹1,240
    expect(roundToTenRupees(123_400)).toBe(123_000);
    expect(roundToTenRupees(0)).toBe(0);
  });

  it("rounds total income before the slabs and the tax after the cess", () => {
    // ₹12,00,004 is ₹12,00,000: fully rebated.
    expect(incomeTax(fy2025, "new", 1_200_004)).toMatchObject({ taxableIncome: 1_200_000, tax: 0 });
    // ₹12,00,005 is ₹12,00,010: marginal relief leaves ₹10, cess 40 paise, tax ₹10.40 rounds to ₹10.
    expect(incomeTax(fy2025, "new", 1_200_005)).toMatchObject({ taxableIncome: 1_200_010, cess: 0.4, tax: 10 });
  });
});

describe("monthly figures add up to the year", () => {
  it("splits the leftover paise over the first months", () => {
    const months = splitIntoMonths(1_000_005);
    expect(months.reduce((a, b) => a + b, 0)).toBe(1_000_005);
    // ₹10,000.05 is 1,000,005 paise: 83,333 a month and 9 paise left, one each to the first nine months.
    expect(months.slice(0, 9)).toEqual(Array(9).fill(83_334));
    expect(months.slice(9)).toEqual(Array(3).fill(83_333));
  });

  it("a decoded offer's months add up to its year under both regimes", () => {
    const decoded = decodeOffer(
      offer({
        fixed: { kind: "components", basic: 812_345.67, hra: 401_234.5, specialAllowance: 598_765.43 },
        variable: { target: 212_121, expectedPayoutPercent: 87 },
        state: "west-bengal",
      }),
      { rentPerMonth: 27_777 },
      { year: ty2026 },
    );
    for (const regime of [decoded.regimes!.new, decoded.regimes!.old]) {
      const sum = regime.inHandMonths.reduce((a, b) => a + toPaise(b), 0);
      // Twelve months are the fixed pay's take-home; with the variable after tax they make the year.
      expect(sum).toBe(toPaise(regime.fixedInHandYear));
      expect(sum + toPaise(regime.variableAfterTax)).toBe(toPaise(regime.inHandYear));
      expect(new Set(regime.inHandMonths.map(toPaise)).size).toBeLessThanOrEqual(2);
    }
  });

  it("year 1 in hand = 12 months + the variable after tax + the one-time payments after tax", () => {
    const letter = {
      fixed: { kind: "total" as const, fixedTotal: 1_800_000, basicPercent: 40 },
      variable: { target: 300_000, expectedPayoutPercent: 100 },
      state: "karnataka" as const,
    };
    const plain = decodeOffer(offer(letter), {}, { year: fy2025 });
    const withBonus = decodeOffer(
      offer({ ...letter, joiningBonus: { amount: 200_000, clawbackMonths: 12 } }),
      {},
      { year: fy2025 },
    );
    for (const decoded of [plain, withBonus]) {
      const { new: newer, old } = decoded.regimes!;
      const better = newer.inHandYear >= old.inHandYear ? newer : old;
      const months = better.inHandMonths.reduce((a, b) => a + toPaise(b), 0);
      const oneTimeAfterTax = toPaise(decoded.years[0].inHand!) - months - toPaise(better.variableAfterTax);
      if (decoded === plain) expect(oneTimeAfterTax).toBe(0);
      else {
        // The bonus bears the extra tax it adds on top of fixed + variable: ₹20,25,000 taxable → ₹22,25,000,
        // all in the new regime's 25% slab (₹20–24 L), + 4% cess.
        expect(oneTimeAfterTax).toBe(toPaise(200_000 - 200_000 * 0.25 * 1.04));
      }
    }
  });
});

describe("in hand a month is the fixed pay's take-home: the variable is paid when the letter pays it", () => {
  // ₹6 L fixed + ₹4 L variable against ₹9 L all fixed: the first pays more a year, the second more a month.
  const bare = { employerPf: { basis: "none" as const }, gratuity: { basis: "none" as const } };
  const withVariable = decodeOffer(
    offer({
      ...bare,
      fixed: { kind: "total", fixedTotal: 600_000, basicPercent: 50 },
      variable: { target: 400_000, expectedPayoutPercent: 100 },
    }),
    {},
    { year: fy2025 },
  );
  const allFixed = decodeOffer(
    offer({ ...bare, fixed: { kind: "total", fixedTotal: 900_000, basicPercent: 50 } }),
    {},
    { year: fy2025 },
  );

  it("a month of ₹6 L fixed is ₹50,000 (no tax on ₹5.25 L), less than ₹75,000 of ₹9 L fixed", () => {
    expect(withVariable.regimes!.new.inHandMonths[0]).toBe(50_000);
    expect(allFixed.regimes!.new.inHandMonths[0]).toBe(75_000);
  });

  it("the variable's after-tax payout is its own figure, and the year still adds up", () => {
    // ₹10 L − ₹75,000 standard = ₹9.25 L, under the ₹12 L rebate limit: no tax at all, so the variable is whole.
    expect(withVariable.regimes!.new.variableAfterTax).toBe(400_000);
    expect(withVariable.regimes!.new.inHandYear).toBe(1_000_000);
    expect(allFixed.regimes!.new.variableAfterTax).toBe(0);
  });

  it("the variable bears the extra tax it adds on top of the fixed pay", () => {
    const decoded = decodeOffer(
      offer({
        ...bare,
        fixed: { kind: "total", fixedTotal: 2_475_000, basicPercent: 50 },
        variable: { target: 500_000, expectedPayoutPercent: 100 },
      }),
      {},
      { year: fy2025 },
    );
    const newer = decoded.regimes!.new;
    // Fixed alone: ₹24,00,000 taxable, ₹3,00,000 + 4% cess; all of it: ₹29,00,000, + ₹1,50,000 at 30%, + cess.
    expect(newer.tax.tax).toBe(312_000 + 156_000);
    expect(newer.fixedInHandYear).toBe(2_475_000 - 312_000);
    expect(newer.variableAfterTax).toBe(500_000 - 156_000);
  });
});

describe("the decoded offer", () => {
  const letter = offer({
    fixed: { kind: "components", basic: 800_000, hra: 400_000, specialAllowance: 600_000 },
    variable: { target: 200_000, expectedPayoutPercent: 80 },
    joiningBonus: { amount: 100_000, clawbackMonths: 12 },
    retentionBonus: { amount: 150_000, payableAfterMonths: 24 },
    equity: {
      kind: "rsu",
      grant: { by: "units", units: 400, valuePerUnit: 5_000 },
      vesting: { kind: "cliff", years: 4, cliffMonths: 12, every: "quarter" },
    },
    benefits: [{ label: "Health insurance", perYear: 15_000 }],
    metro: true,
    state: "karnataka",
  });
  const decoded = decodeOffer(letter, { rentPerMonth: 30_000 }, { year: fy2025 });

  it("counts CTC as letters do: fixed, variable at target, employer PF, gratuity and benefits", () => {
    expect(decoded.ctc.parts).toEqual({
      fixed: 1_800_000,
      variableAtTarget: 200_000,
      employerPf: 96_000,
      gratuity: 38_480,
      benefits: 15_000,
    });
    expect(decoded.ctc.asLetterCounts).toBe(2_149_480);
    expect(decodeOffer({ ...letter, statedCtc: 2_200_000 }, {}, { year: fy2025 }).ctc).toMatchObject({
      asLetterCounts: 2_200_000,
      sum: 2_149_480,
    });
  });

  it("gives year 1's guaranteed cash: fixed + joining bonus − employee PF + expected variable", () => {
    expect(decoded.guaranteedCashYear1).toBe(1_800_000 + 100_000 - 96_000 + 160_000);
  });

  it("lists what is not cash", () => {
    expect(decoded.nonCash).toEqual({
      employerPf: 96_000,
      gratuity: 38_480,
      benefits: [{ label: "Health insurance", perYear: 15_000 }],
      total: 149_480,
    });
  });

  it("shows the joining bonus's clawback and when the retention bonus falls", () => {
    expect(decoded.oneTime).toEqual([
      { kind: "joining-bonus", amount: 100_000, year: 1, clawbackMonths: 12 },
      { kind: "retention-bonus", amount: 150_000, year: 3, clawbackMonths: 0 },
    ]);
  });

  it("adds one-time payments and vesting year by year, after tax in the better regime", () => {
    expect(decoded.years.map((y) => y.cash)).toEqual([2_060_000, 1_960_000, 2_110_000, 1_960_000]);
    expect(decoded.years.map((y) => y.equity)).toEqual([500_000, 500_000, 500_000, 500_000]);
    expect(decoded.years[1].inHand).toBe(Math.max(decoded.regimes!.new.inHandYear, decoded.regimes!.old.inHandYear));
    const last = decoded.years[3];
    expect(last.cumulative).toBe(decoded.years.reduce((sum, y) => sum + y.total, 0));
  });

  it("says which regime is better in one sentence", () => {
    const { new: newer, old } = decoded.regimes!;
    expect(decoded.betterRegime?.regime).toBe(newer.inHandYear > old.inHandYear ? "new" : "old");
    expect(decoded.betterRegime?.sentence).toMatch(/^The (new|old) regime leaves ₹[\d,]+ more in the hand a year/);
  });

  it("says when both regimes leave the same", () => {
    // ₹5,00,000 with no PF: new regime ₹4,25,000 and old ₹4,50,000 are both under their rebate limits.
    const small = decodeOffer(
      offer({
        fixed: { kind: "total", fixedTotal: 500_000, basicPercent: 50 },
        employerPf: { basis: "none" },
        gratuity: { basis: "none" },
      }),
      {},
      { year: fy2025 },
    );
    expect(small.betterRegime).toEqual({
      regime: "either",
      sentence: "Both regimes leave the same amount in the hand on this offer.",
    });
  });

  it("pays relocation in year 1 and leaves a retention bonus due after year 4 out of the four years", () => {
    const later = decodeOffer(
      { ...letter, relocation: 50_000, retentionBonus: { amount: 150_000, payableAfterMonths: 48 } },
      {},
      { year: fy2025 },
    );
    expect(later.oneTime.map((p) => [p.kind, p.year])).toEqual([
      ["joining-bonus", 1],
      ["relocation", 1],
      ["retention-bonus", null],
    ]);
    expect(later.years.map((y) => y.cash)).toEqual([2_110_000, 1_960_000, 1_960_000, 1_960_000]);
    expect(later.assumptions).toContain("The relocation payment is taxed as salary in year 1.");
  });

  it("says when a year's own tables are not published and another year's stand in", () => {
    const standIn = decodeOffer(letter, {}, { year: ty2026, published: false });
    expect(standIn.taxYear?.id).toBe("2026-27");
    expect(standIn.assumptions).toContain(
      "The year's own tables are not published yet; those of Tax year 2026-27 stand in for them.",
    );
  });

  it("counts the statutory PF ceiling as ₹1,800 a month", () => {
    const capped = decodeOffer({ ...letter, employerPf: { basis: "statutory-ceiling" } }, {}, { year: fy2025 });
    expect(capped.nonCash.employerPf).toBe(21_600);
    expect(capped.employeePf).toBe(21_600);
  });

  it("takes the user's professional tax over the state's", () => {
    expect(decoded.regimes!.new.professionalTax).toBe(2_500);
    const own = decodeOffer(letter, { professionalTaxPerYear: 0 }, { year: fy2025 });
    expect(own.regimes!.new.professionalTax).toBe(0);
  });
});

describe("vesting", () => {
  const rsu = (vesting: NonNullable<OfferInput["equity"]>["vesting"]) =>
    offer({
      fixed: { kind: "total", fixedTotal: 1_000_000, basicPercent: 50 },
      equity: { kind: "rsu", grant: { by: "value", value: 1_000_000 }, vesting },
    }).equity!;

  it("vests nothing before the cliff, then the cliff's share, then every interval", () => {
    expect(vestingByYear(rsu({ kind: "cliff", years: 4, cliffMonths: 12, every: "month" }), 4)).toEqual([
      25_000_000, 25_000_000, 25_000_000, 25_000_000,
    ]);
    // An 18-month cliff: nothing in year 1, 18 months' worth at the cliff, quarterly after.
    expect(vestingByYear(rsu({ kind: "cliff", years: 4, cliffMonths: 18, every: "quarter" }), 4)).toEqual([
      0, 50_000_000, 25_000_000, 25_000_000,
    ]);
    // A 5-year grant shows its first four years only.
    expect(vestingByYear(rsu({ kind: "cliff", years: 5, cliffMonths: 12, every: "year" }), 4)).toEqual([
      20_000_000, 20_000_000, 20_000_000, 20_000_000,
    ]);
  });

  it("follows a letter's own percentages", () => {
    expect(vestingByYear(rsu({ kind: "custom", percentsByYear: [10, 20, 30, 40] }), 4)).toEqual([
      10_000_000, 20_000_000, 30_000_000, 40_000_000,
    ]);
  });

  it("values ESOPs at today's value less the exercise price", () => {
    const esop = offer({
      fixed: { kind: "total", fixedTotal: 1_000_000, basicPercent: 50 },
      equity: {
        kind: "esop",
        grant: { by: "units", units: 1_000, valuePerUnit: 500, exercisePricePerUnit: 100 },
        vesting: { kind: "cliff", years: 4, cliffMonths: 12, every: "year" },
      },
    }).equity!;
    expect(vestingByYear(esop, 4)).toEqual([10_000_000, 10_000_000, 10_000_000, 10_000_000]);
  });
});

describe("an offer in another currency", () => {
  it("gives gross figures only: no tax, no regime, no professional tax", () => {
    const decoded = decodeOffer(
      offer({
        currency: "USD",
        fixed: { kind: "total", fixedTotal: 150_000, basicPercent: 100 },
        employerPf: { basis: "none" },
        gratuity: { basis: "none" },
        joiningBonus: { amount: 20_000, clawbackMonths: 12 },
        equity: {
          kind: "rsu",
          grant: { by: "value", value: 200_000 },
          vesting: { kind: "cliff", years: 4, cliffMonths: 12, every: "quarter" },
        },
        state: "karnataka",
      }),
      { rentPerMonth: 3_000 },
      { year: ty2026 },
    );
    expect(decoded).toMatchObject({ indianTax: false, taxYear: null, regimes: null, betterRegime: null });
    expect(decoded.years[0]).toEqual({
      year: 1,
      cash: 170_000,
      inHand: null,
      equity: 50_000,
      total: 220_000,
      cumulative: 220_000,
    });
    expect(decoded.assumptions.join(" ")).toContain("gross");
  });
});

describe("decodeInputSchema", () => {
  it("reads what the user adds, with clear messages", () => {
    expect(decodeInputSchema.parse({ rentPerMonth: "25,000", state: "", professionalTaxPerYear: "" })).toEqual({
      rentPerMonth: 25_000,
      other80C: 0,
      deduction80D: 0,
      ageBand: "below-60",
      state: null,
      professionalTaxPerYear: null,
    });
    const refused = decodeInputSchema.safeParse({ rentPerMonth: -5, ageBand: "old", professionalTaxPerYear: 3_000 });
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["rentPerMonth", "must be 0 or more"],
      ["ageBand", "must be one of below-60, 60-to-79, 80-plus"],
      ["professionalTaxPerYear", "must be at most 2,500 (the constitutional cap)"],
    ]);
  });
});
