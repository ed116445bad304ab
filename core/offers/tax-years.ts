/**
 * The tax rules the offer engine applies, as data: one table per financial (tax) year, each figure with the
 * publication it comes from. The engine (decode.ts) holds no rate, slab or limit of its own; a new year is a
 * new table here (docs/offers-tax-engine.md, "Adding a year").
 *
 * Written 2026-11-29. Amounts are whole rupees a year unless a name says otherwise; rates are percentages.
 *
 * What is published and what is not, as of that date:
 * - FY 2025-26 (AY 2026-27): the Income-tax Act, 1961 as amended by the Finance Act, 2025.
 * - Tax year 2026-27: the Income-tax Act, 2025 took effect on 1 April 2026; the Finance Act, 2026 (No. 4 of
 *   2026, assent 30 March 2026) sets the year's rates in Part I-B of its First Schedule and left the personal
 *   slabs, the rebate, the surcharge bands and the cess as they were for 2025-26.
 * - Tax year 2027-28 is not published (its Finance Act comes with the Budget of February 2027): no table.
 * - The HRA city list for 2026-27: the draft Income-tax Rules, 2026 (rule 279, published February 2026) add
 *   Bengaluru, Hyderabad, Pune and Ahmedabad to the 50% cities; we could not confirm the final notified rule,
 *   so the list is marked draft and the engine takes "metro or not" from the offer, never from the list.
 */

import type { AgeBand } from "./age-bands";

export type RegimeName = "new" | "old";

export { AGE_BANDS, type AgeBand } from "./age-bands";

/** A slab: income above `from` (up to the next slab's `from`) is taxed at `rate` percent. */
export type Slab = { from: number; rate: number };
/** A surcharge band: total income above `above` pays `rate` percent of the income-tax as surcharge. */
export type SurchargeBand = { above: number; rate: number };

export type RegimeRules = {
  /** Slabs by age band; the new regime has one set for every age. */
  slabs: Record<AgeBand, readonly Slab[]>;
  standardDeduction: number;
  /** The rebate: the tax up to `maxRebate` is remitted when total income is at most `incomeLimit`. */
  rebate: { incomeLimit: number; maxRebate: number; marginalRelief: boolean };
  surcharge: readonly SurchargeBand[];
  /** Whether the professional tax paid is deducted from salary (the new regime does not allow it). */
  professionalTaxDeductible: boolean;
  /** Old regime only: HRA exemption, 80C and 80D are allowed. */
  allowsExemptions: boolean;
  source: string;
};

export type TaxYear = {
  /** "2025-26": the year from 1 April 2025 to 31 March 2026. */
  id: string;
  label: string;
  /** First and last day, YYYY-MM-DD. */
  starts: string;
  ends: string;
  law: string;
  new: RegimeRules;
  old: RegimeRules;
  cessRate: number;
  cessSource: string;
  /** Section 80C (and its 2025 Act successor): the most deductible, employee PF included. */
  section80CLimit: number;
  /** Section 80D at its widest (₹50,000 for a senior's own cover and ₹50,000 for senior parents). */
  section80DLimit: number;
  deductionsSource: string;
  hra: {
    metroPercent: number;
    otherPercent: number;
    rentOverPercentOfBasic: number;
    metroCities: readonly string[];
    metroCitiesStatus: "in force" | "draft";
    source: string;
  };
  rounding: string;
  written: string;
};

const OLD_SLABS_BELOW_60: readonly Slab[] = [
  { from: 0, rate: 0 },
  { from: 250_000, rate: 5 },
  { from: 500_000, rate: 20 },
  { from: 1_000_000, rate: 30 },
];
const OLD_SLABS_60_TO_79: readonly Slab[] = [
  { from: 0, rate: 0 },
  { from: 300_000, rate: 5 },
  { from: 500_000, rate: 20 },
  { from: 1_000_000, rate: 30 },
];
const OLD_SLABS_80_PLUS: readonly Slab[] = [
  { from: 0, rate: 0 },
  { from: 500_000, rate: 20 },
  { from: 1_000_000, rate: 30 },
];
const NEW_SLABS: readonly Slab[] = [
  { from: 0, rate: 0 },
  { from: 400_000, rate: 5 },
  { from: 800_000, rate: 10 },
  { from: 1_200_000, rate: 15 },
  { from: 1_600_000, rate: 20 },
  { from: 2_000_000, rate: 25 },
  { from: 2_400_000, rate: 30 },
];
const SURCHARGE_NEW: readonly SurchargeBand[] = [
  { above: 5_000_000, rate: 10 },
  { above: 10_000_000, rate: 15 },
  { above: 20_000_000, rate: 25 },
];
const SURCHARGE_OLD: readonly SurchargeBand[] = [...SURCHARGE_NEW, { above: 50_000_000, rate: 37 }];

const FY_2025_26: TaxYear = {
  id: "2025-26",
  label: "FY 2025-26 (AY 2026-27)",
  starts: "2025-04-01",
  ends: "2026-03-31",
  law:
    "Income-tax Act, 1961, as amended by the Finance Act, 2025 (No. 7 of 2025, assent 29 March 2025, Gazette " +
    "CG-DL-E-29032025-262125)",
  new: {
    slabs: { "below-60": NEW_SLABS, "60-to-79": NEW_SLABS, "80-plus": NEW_SLABS },
    standardDeduction: 75_000,
    rebate: { incomeLimit: 1_200_000, maxRebate: 60_000, marginalRelief: true },
    surcharge: SURCHARGE_NEW,
    professionalTaxDeductible: false,
    allowsExemptions: false,
    source:
      "Income-tax Act, 1961: section 115BAC(1A) slabs and section 87A rebate (₹60,000 up to ₹12,00,000, with " +
      "marginal relief) as amended by the Finance Act, 2025; standard deduction ₹75,000 under section 16(ia) " +
      "(Finance (No. 2) Act, 2024); surcharge: Finance Act, 2025, First Schedule (10%, 15%, 25%; the 37% band " +
      "does not apply under section 115BAC)",
  },
  old: {
    slabs: { "below-60": OLD_SLABS_BELOW_60, "60-to-79": OLD_SLABS_60_TO_79, "80-plus": OLD_SLABS_80_PLUS },
    standardDeduction: 50_000,
    rebate: { incomeLimit: 500_000, maxRebate: 12_500, marginalRelief: false },
    surcharge: SURCHARGE_OLD,
    professionalTaxDeductible: true,
    allowsExemptions: true,
    source:
      "Finance Act, 2025, First Schedule (rates for individuals; ₹2,50,000, ₹3,00,000 at 60-79, ₹5,00,000 at 80+ " +
      "not chargeable); section 87A rebate ₹12,500 up to ₹5,00,000; section 16(ia) standard deduction ₹50,000; " +
      "section 16(iii) professional tax",
  },
  cessRate: 4,
  cessSource: "Finance Act, 2025: Health and Education Cess at 4% of income-tax including surcharge",
  section80CLimit: 150_000,
  section80DLimit: 100_000,
  deductionsSource: "Income-tax Act, 1961: section 80C (₹1,50,000) and section 80D (up to ₹50,000 + ₹50,000)",
  hra: {
    metroPercent: 50,
    otherPercent: 40,
    rentOverPercentOfBasic: 10,
    metroCities: ["Delhi", "Mumbai", "Kolkata", "Chennai"],
    metroCitiesStatus: "in force",
    source: "Income-tax Act, 1961, section 10(13A); Income-tax Rules, 1962, rule 2A",
  },
  rounding: "Income-tax Act, 1961: section 288A (total income) and section 288B (tax) to the nearest ₹10",
  written: "2026-11-29",
};

const TY_2026_27: TaxYear = {
  id: "2026-27",
  label: "Tax year 2026-27",
  starts: "2026-04-01",
  ends: "2027-03-31",
  law:
    "Income-tax Act, 2025 (in force 1 April 2026), with the Finance Act, 2026 (No. 4 of 2026, assent " +
    "30 March 2026, Gazette CG-DL-E-31032026-271439), First Schedule Part I-B",
  new: {
    ...FY_2025_26.new,
    source:
      "Income-tax Act, 2025: section 202(1) slabs and section 156(2) rebate (₹60,000 up to ₹12,00,000, with " +
      "marginal relief); standard deduction ₹75,000 under the new regime (unchanged by the Finance Act, 2026); " +
      "surcharge: Finance Act, 2026, First Schedule Part I-B paragraph F (as for AY 2025-26; capped at 25% for " +
      "section 202)",
  },
  old: {
    ...FY_2025_26.old,
    source:
      "Finance Act, 2026, First Schedule Part I-B (slabs unchanged from 2025-26); Income-tax Act, 2025, " +
      "section 156(1) rebate ₹12,500 up to ₹5,00,000; standard deduction ₹50,000",
  },
  cessRate: 4,
  cessSource:
    "Finance Act, 2026: Health and Education Cess at 4% of income-tax including surcharge, no marginal relief",
  section80CLimit: 150_000,
  section80DLimit: 100_000,
  deductionsSource:
    "Income-tax Act, 2025: section 123 with Schedule XV (₹1,50,000, the former 80C) and section 126 (health " +
    "insurance, the former 80D, up to ₹50,000 + ₹50,000); old regime only",
  hra: {
    metroPercent: 50,
    otherPercent: 40,
    rentOverPercentOfBasic: 10,
    metroCities: ["Delhi", "Mumbai", "Kolkata", "Chennai", "Bengaluru", "Hyderabad", "Pune", "Ahmedabad"],
    metroCitiesStatus: "draft",
    source: "Draft Income-tax Rules, 2026, rule 279 (published February 2026; final notification not confirmed)",
  },
  rounding: "Income-tax Act, 2025: section 516 (total income and tax) to the nearest ₹10",
  written: "2026-11-29",
};

/** Every year with a sourced table, oldest first. */
export const TAX_YEARS: readonly TaxYear[] = [FY_2025_26, TY_2026_27];

/** The table for `id` ("2026-27"), or null when that year has none. */
export function taxYearById(id: string): TaxYear | null {
  return TAX_YEARS.find((year) => year.id === id) ?? null;
}

/**
 * The table in force on `date` (YYYY-MM-DD): the year that contains it, or, past the last published year,
 * the latest table (its figures are then an assumption the decoded offer says it made).
 */
export function taxYearOn(date: string): { year: TaxYear; published: boolean } {
  const containing = TAX_YEARS.find((year) => year.starts <= date && date <= year.ends);
  if (containing) return { year: containing, published: true };
  const latest = TAX_YEARS[TAX_YEARS.length - 1];
  return { year: date < TAX_YEARS[0].starts ? TAX_YEARS[0] : latest, published: false };
}
