/**
 * The offer engine: what an offer pays in the hand, this year and over four, under either tax regime. Pure
 * and deterministic: every rate, slab and limit comes from the year's table (tax-years.ts,
 * professional-tax.ts) or the offer's statutory constants (offer.ts); docs/offers-tax-engine.md has the
 * formulas.
 *
 * Money is counted in paise (integers) inside and returned in rupees. Total income and tax are rounded as
 * the department rounds them (paise ignored, then to the nearest ₹10: sections 288A and 288B of the 1961
 * Act, section 516 of the 2025 Act); monthly figures are the fixed pay's take-home split into twelve with
 * the paise left over given to the first months, so twelve months + the variable after tax = the year.
 */
import { z } from "zod";
import { formatMoney } from "../format";
import {
  amount,
  emptyAsNull,
  GRATUITY_PERCENT_OF_BASIC,
  type Offer,
  PF_RATE_PERCENT,
  PF_WAGE_CEILING_PER_MONTH,
} from "./offer";
import { PROFESSIONAL_TAX, PT_STATE_NAMES, PT_STATES, type PtState, professionalTaxPerYear } from "./professional-tax";
import { AGE_BANDS, type AgeBand, type RegimeName, type RegimeRules, type TaxYear } from "./tax-years";

/** What the user adds to the letter: their rent, investments and state; every field optional. */
export const decodeInputSchema = z.object({
  rentPerMonth: amount.default(0),
  /** 80C investments besides employee PF (PPF, ELSS, life insurance…); capped with PF at the year's limit. */
  other80C: amount.default(0),
  /** The 80D health-insurance deduction the user may claim, as they work it out; capped at the year's limit. */
  deduction80D: amount.default(0),
  ageBand: z.enum(AGE_BANDS, { error: `must be one of ${AGE_BANDS.join(", ")}` }).default("below-60"),
  /** Where the work is, for professional tax; the offer's state when absent. */
  state: emptyAsNull(z.enum(PT_STATES, { error: "Choose a state from the list" })).default(null),
  /** The user's own professional tax figure, overriding the state's table; empty means "use the table". */
  professionalTaxPerYear: emptyAsNull(
    amount.pipe(z.number().max(2_500, { error: "must be at most 2,500 (the constitutional cap)" })),
  ).default(null),
});
export type DecodeInput = z.input<typeof decodeInputSchema>;

// ---- money in paise -------------------------------------------------------------------------------

const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (p: number) => p / 100;
/** `p` × `rate` percent, to the nearest paisa (half up). */
const percentOf = (p: number, rate: number) => Math.round((p * rate) / 100);

/**
 * Rounds an amount as sections 288A/288B (1961 Act) and 516 (2025 Act) do: paise ignored, then to the
 * nearest multiple of ₹10, a last figure of 5 or more going up. Takes and returns paise.
 */
export function roundToTenRupees(p: number): number {
  const whole = Math.floor(p / 100);
  const rest = whole % 10;
  return (rest >= 5 ? whole - rest + 10 : whole - rest) * 100;
}

/** Splits a year's paise into twelve months that add up to it: the leftover paise go to the first months. */
export function splitIntoMonths(yearPaise: number): number[] {
  const sign = yearPaise < 0 ? -1 : 1;
  const total = Math.abs(yearPaise);
  const base = Math.floor(total / 12);
  const left = total - base * 12;
  return Array.from({ length: 12 }, (_, i) => sign * (base + (i < left ? 1 : 0)));
}

// ---- income tax ------------------------------------------------------------------------------------

/** Tax on `incomeP` paise by the slabs, before rebate, surcharge and cess. */
function slabTax(rules: RegimeRules, ageBand: AgeBand, incomeP: number): number {
  const slabs = rules.slabs[ageBand];
  let tax = 0;
  for (let i = 0; i < slabs.length; i++) {
    const from = paise(slabs[i].from);
    const to = i + 1 < slabs.length ? paise(slabs[i + 1].from) : Number.POSITIVE_INFINITY;
    if (incomeP > from) tax += percentOf(Math.min(incomeP, to) - from, slabs[i].rate);
  }
  return tax;
}

/** The rebate (section 87A; 156 of the 2025 Act), with its marginal relief where the year grants one. */
function rebate(rules: RegimeRules, incomeP: number, taxP: number): number {
  const limit = paise(rules.rebate.incomeLimit);
  if (incomeP <= limit) return Math.min(taxP, paise(rules.rebate.maxRebate));
  // Above the limit, the tax may not exceed the income above it.
  if (rules.rebate.marginalRelief && taxP > incomeP - limit) return taxP - (incomeP - limit);
  return 0;
}

/** Tax after rebate on an income, before surcharge. */
function taxAfterRebate(rules: RegimeRules, ageBand: AgeBand, incomeP: number): number {
  const tax = slabTax(rules, ageBand, incomeP);
  return tax - rebate(rules, incomeP, tax);
}

/**
 * The surcharge with its marginal relief: past a band's threshold, tax and surcharge together may not exceed
 * the tax and surcharge on the threshold itself by more than the income above it.
 */
function surcharge(rules: RegimeRules, ageBand: AgeBand, incomeP: number, taxP: number): number {
  const bands = rules.surcharge;
  let band = -1;
  for (let i = 0; i < bands.length; i++) if (incomeP > paise(bands[i].above)) band = i;
  if (band < 0) return 0;
  const full = percentOf(taxP, bands[band].rate);
  const threshold = paise(bands[band].above);
  const taxAtThreshold = taxAfterRebate(rules, ageBand, threshold);
  const rateAtThreshold = band > 0 ? bands[band - 1].rate : 0;
  const ceiling = taxAtThreshold + percentOf(taxAtThreshold, rateAtThreshold) + (incomeP - threshold);
  return Math.max(0, Math.min(full, ceiling - taxP));
}

export type TaxComputation = {
  taxableIncome: number;
  slabTax: number;
  rebate: number;
  surcharge: number;
  cess: number;
  /** What is payable: slab tax − rebate + surcharge + cess, rounded to the nearest ₹10. */
  tax: number;
};

/**
 * Income tax on a total income (rupees) under one regime of one year: slabs, rebate with marginal relief,
 * surcharge with marginal relief, cess; total income and tax rounded to the nearest ₹10.
 */
export function incomeTax(
  year: TaxYear,
  regime: RegimeName,
  totalIncome: number,
  ageBand: AgeBand = "below-60",
): TaxComputation {
  const rules = year[regime];
  const incomeP = roundToTenRupees(paise(Math.max(0, totalIncome)));
  const slab = slabTax(rules, ageBand, incomeP);
  const reb = rebate(rules, incomeP, slab);
  const afterRebate = slab - reb;
  const sur = surcharge(rules, ageBand, incomeP, afterRebate);
  const cess = percentOf(afterRebate + sur, year.cessRate);
  return {
    taxableIncome: rupees(incomeP),
    slabTax: rupees(slab),
    rebate: rupees(reb),
    surcharge: rupees(sur),
    cess: rupees(cess),
    tax: rupees(roundToTenRupees(afterRebate + sur + cess)),
  };
}

// ---- the offer's pay -------------------------------------------------------------------------------

type Pay = { basic: number; hra: number; fixed: number };

/** Basic, HRA and the fixed total a year, in paise. */
function payOf(offer: Offer): Pay {
  if (offer.fixed.kind === "components") {
    const { basic, hra, specialAllowance, otherAllowances } = offer.fixed;
    return {
      basic: paise(basic),
      hra: paise(hra),
      fixed: paise(basic) + paise(hra) + paise(specialAllowance) + paise(otherAllowances),
    };
  }
  const fixed = paise(offer.fixed.fixedTotal);
  return { basic: percentOf(fixed, offer.fixed.basicPercent), hra: 0, fixed };
}

/** Employer PF a year in paise; the employee's contribution is the same figure. */
function providentFund(offer: Offer, basic: number): number {
  switch (offer.employerPf.basis) {
    case "percent-of-basic":
      return percentOf(basic, PF_RATE_PERCENT);
    case "statutory-ceiling":
      return percentOf(paise(PF_WAGE_CEILING_PER_MONTH) * 12, PF_RATE_PERCENT);
    case "amount":
      return paise(offer.employerPf.perYear);
    case "none":
      return 0;
  }
}

function gratuityOf(offer: Offer, basic: number): number {
  switch (offer.gratuity.basis) {
    case "percent-of-basic":
      return percentOf(basic, GRATUITY_PERCENT_OF_BASIC);
    case "amount":
      return paise(offer.gratuity.perYear);
    case "none":
      return 0;
  }
}

/** The equity that vests in each of `years` years, in paise, adding up to the grant's value at today's price. */
export function vestingByYear(equity: NonNullable<Offer["equity"]>, years: number): number[] {
  const grant = equity.grant;
  const total =
    grant.by === "units"
      ? Math.round(grant.units * Math.max(0, paise(grant.valuePerUnit) - paise(grant.exercisePricePerUnit)))
      : paise(grant.value);
  const schedule = equity.vesting;
  /** The share of the grant vested by the end of month `m`. */
  const vestedBy = (m: number): number => {
    if (schedule.kind === "custom") {
      const wholeYears = Math.floor(m / 12);
      return schedule.percentsByYear.slice(0, wholeYears).reduce((sum, p) => sum + p, 0) / 100;
    }
    const months = schedule.years * 12;
    if (m >= months) return 1;
    if (m < schedule.cliffMonths) return 0;
    const step = schedule.every === "month" ? 1 : schedule.every === "quarter" ? 3 : 12;
    return Math.max(schedule.cliffMonths, Math.floor(m / step) * step) / months;
  };
  return Array.from(
    { length: years },
    (_, i) => Math.round(total * vestedBy(12 * (i + 1))) - Math.round(total * vestedBy(12 * i)),
  );
}

// ---- the decoded offer -----------------------------------------------------------------------------

export type RegimeResult = {
  regime: RegimeName;
  grossSalary: number;
  standardDeduction: number;
  professionalTaxDeducted: number;
  hraExemption: number;
  deduction80C: number;
  deduction80D: number;
  tax: TaxComputation;
  employeePf: number;
  professionalTax: number;
  /** Gross salary − employee PF − income tax − professional tax: the fixed pay's take-home + the variable after tax. */
  inHandYear: number;
  /**
   * The fixed pay's take-home a year: fixed − employee PF − professional tax − the income tax on the fixed
   * pay alone (with every deduction counted against it first).
   */
  fixedInHandYear: number;
  /** `fixedInHandYear` in twelve months that add up to it: what reaches the account each month. */
  inHandMonths: number[];
  /**
   * The expected variable after the tax it adds: the variable − (tax on fixed + variable − tax on fixed
   * alone). Paid when the letter pays it (once a year or by quarter), never in the monthly figure.
   */
  variableAfterTax: number;
};

export type OneTimePayment = {
  kind: "joining-bonus" | "relocation" | "retention-bonus";
  amount: number;
  /** The year of the four it is paid in (1–4), or null when after them. */
  year: number | null;
  /** Joining bonus: repayable if you leave within this many months (0: no clawback). */
  clawbackMonths: number;
};

export type YearFigures = {
  year: number;
  /** Salary and one-time payments that year, before tax. */
  cash: number;
  /** Cash after employee PF, income tax (the better regime that year) and professional tax; null without Indian tax. */
  inHand: number | null;
  /** Equity vesting that year at today's value, before tax. */
  equity: number;
  /** In hand (or cash, without Indian tax) plus equity. */
  total: number;
  cumulative: number;
};

export type DecodedOffer = {
  currency: Offer["currency"];
  indianTax: boolean;
  taxYear: { id: string; label: string; law: string } | null;
  pay: { basic: number; hra: number; fixed: number };
  ctc: {
    /** The letter's own figure when it gives one, otherwise the sum below. */
    asLetterCounts: number;
    stated: number | null;
    sum: number;
    parts: { fixed: number; variableAtTarget: number; employerPf: number; gratuity: number; benefits: number };
  };
  expectedVariable: number;
  employeePf: number;
  /** Fixed + joining bonus − employee PF + expected variable, the brief's year-1 figure. */
  guaranteedCashYear1: number;
  nonCash: {
    employerPf: number;
    gratuity: number;
    benefits: { label: string; perYear: number }[];
    total: number;
  };
  oneTime: OneTimePayment[];
  regimes: { new: RegimeResult; old: RegimeResult } | null;
  betterRegime: { regime: RegimeName | "either"; sentence: string } | null;
  years: YearFigures[];
  professionalTaxSource: string | null;
  assumptions: string[];
};

type Parts = {
  pay: Pay;
  pf: number;
  input: z.output<typeof decodeInputSchema>;
  state: PtState | null;
  metro: boolean;
  year: TaxYear;
};

/** The year's professional tax in paise: the user's figure, else the state's table on the monthly fixed pay. */
function professionalTaxOf({ pay, input, state }: Parts): number {
  if (input.professionalTaxPerYear !== null) return paise(input.professionalTaxPerYear);
  if (!state) return 0;
  return paise(professionalTaxPerYear(state, rupees(pay.fixed) / 12));
}

type TaxedIncome = {
  standard: number;
  ptDeducted: number;
  hraExemption: number;
  d80C: number;
  d80D: number;
  tax: TaxComputation;
};

/** The deductions and the income tax under one regime on a year's gross salary (paise). */
function taxOnSalary(parts: Parts, regime: RegimeName, grossP: number, pt: number): TaxedIncome {
  const { pay, pf, input, year } = parts;
  const rules = year[regime];
  const standard = Math.min(paise(rules.standardDeduction), grossP);
  const ptDeducted = rules.professionalTaxDeductible ? pt : 0;
  let hraExemption = 0;
  let d80C = 0;
  let d80D = 0;
  if (rules.allowsExemptions) {
    const rentOverTenth = Math.max(
      0,
      paise(input.rentPerMonth) * 12 - percentOf(pay.basic, year.hra.rentOverPercentOfBasic),
    );
    const cityShare = percentOf(pay.basic, parts.metro ? year.hra.metroPercent : year.hra.otherPercent);
    hraExemption = Math.min(pay.hra, rentOverTenth, cityShare);
    d80C = Math.min(paise(year.section80CLimit), pf + paise(input.other80C));
    d80D = Math.min(paise(year.section80DLimit), paise(input.deduction80D));
  }
  const totalIncome = Math.max(0, grossP - standard - ptDeducted - hraExemption - d80C - d80D);
  return {
    standard,
    ptDeducted,
    hraExemption,
    d80C,
    d80D,
    tax: incomeTax(year, regime, rupees(totalIncome), input.ageBand),
  };
}

/**
 * One regime on a year's gross salary (paise), of which `fixedP` is the fixed pay. The rest (the variable,
 * and a year's one-time payments) is taxed as the top slice of the year's income: the fixed pay bears the
 * tax it would bear alone, the rest the extra tax it adds; so the month's take-home is the fixed pay's, and
 * the year still adds up (fixed take-home + the rest after tax = the year in hand).
 */
function underRegime(parts: Parts, regime: RegimeName, grossP: number, fixedP: number): RegimeResult {
  const pf = parts.pf;
  const pt = professionalTaxOf(parts);
  const all = taxOnSalary(parts, regime, grossP, pt);
  const fixedTax = paise(taxOnSalary(parts, regime, Math.min(fixedP, grossP), pt).tax.tax);
  const totalTax = paise(all.tax.tax);
  const inHand = grossP - pf - totalTax - pt;
  const fixedInHand = Math.min(fixedP, grossP) - pf - pt - fixedTax;
  return {
    regime,
    grossSalary: rupees(grossP),
    standardDeduction: rupees(all.standard),
    professionalTaxDeducted: rupees(all.ptDeducted),
    hraExemption: rupees(all.hraExemption),
    deduction80C: rupees(all.d80C),
    deduction80D: rupees(all.d80D),
    tax: all.tax,
    employeePf: rupees(pf),
    professionalTax: rupees(pt),
    inHandYear: rupees(inHand),
    fixedInHandYear: rupees(fixedInHand),
    inHandMonths: splitIntoMonths(fixedInHand).map(rupees),
    variableAfterTax: rupees(inHand - fixedInHand),
  };
}

/** Which regime leaves more in the hand, in one sentence. */
function betterRegimeOf(newer: RegimeResult, older: RegimeResult): { regime: RegimeName | "either"; sentence: string } {
  const difference = paise(newer.inHandYear) - paise(older.inHandYear);
  if (difference === 0) {
    return { regime: "either", sentence: "Both regimes leave the same amount in the hand on this offer." };
  }
  const regime: RegimeName = difference > 0 ? "new" : "old";
  const yearly = Math.abs(difference);
  return {
    regime,
    sentence:
      `The ${regime} regime leaves ${wholeRupees(yearly)} more in the hand a year ` +
      `(about ${wholeRupees(Math.round(yearly / 12 / 100) * 100)} a month) on this offer.`,
  };
}

/** "₹1,23,456" from paise, whole rupees (the sentence is a summary; the figures carry the paise). */
const wholeRupees = (p: number) => formatMoney(Math.round(p / 100), "INR");

/**
 * Decodes an offer under one year's tables: CTC as the letter counts it, the year-1 guaranteed cash, the
 * in-hand pay under both regimes (Indian tax for INR offers only), what is not cash, and four years with
 * one-time payments and vesting. `published: false` says the year's own table is not out and `year` stands
 * in for it (the assumptions say so).
 */
export function decodeOffer(
  offer: Offer,
  rawInput: DecodeInput,
  { year, published = true }: { year: TaxYear; published?: boolean },
): DecodedOffer {
  const input = decodeInputSchema.parse(rawInput);
  const pay = payOf(offer);
  const pf = providentFund(offer, pay.basic);
  const gratuity = gratuityOf(offer, pay.basic);
  const benefits = offer.benefits.map((b) => ({ label: b.label, perYear: b.perYear }));
  const benefitsP = benefits.reduce((sum, b) => sum + paise(b.perYear), 0);
  const variableTarget = paise(offer.variable.target);
  const expectedVariable = percentOf(variableTarget, offer.variable.expectedPayoutPercent);
  const joining = paise(offer.joiningBonus.amount);
  const indianTax = offer.currency === "INR";
  const state = input.state ?? offer.state;
  const parts: Parts = { pay, pf, input, state, metro: offer.metro, year };

  const ctcSum = pay.fixed + variableTarget + pf + gratuity + benefitsP;
  const retentionYear = Math.floor(offer.retentionBonus.payableAfterMonths / 12) + 1;
  const oneTime: OneTimePayment[] = [];
  if (joining > 0) {
    oneTime.push({
      kind: "joining-bonus",
      amount: rupees(joining),
      year: 1,
      clawbackMonths: offer.joiningBonus.clawbackMonths,
    });
  }
  if (offer.relocation > 0) oneTime.push({ kind: "relocation", amount: offer.relocation, year: 1, clawbackMonths: 0 });
  if (offer.retentionBonus.amount > 0) {
    oneTime.push({
      kind: "retention-bonus",
      amount: offer.retentionBonus.amount,
      year: retentionYear <= 4 ? retentionYear : null,
      clawbackMonths: 0,
    });
  }

  const recurring = pay.fixed + expectedVariable;
  const regimes = indianTax
    ? { new: underRegime(parts, "new", recurring, pay.fixed), old: underRegime(parts, "old", recurring, pay.fixed) }
    : null;

  const vesting = offer.equity ? vestingByYear(offer.equity, 4) : [0, 0, 0, 0];
  let cumulative = 0;
  const years: YearFigures[] = vesting.map((equity, i) => {
    const oneTimeThisYear = oneTime
      .filter((payment) => payment.year === i + 1)
      .reduce((sum, payment) => sum + paise(payment.amount), 0);
    const cash = recurring + oneTimeThisYear;
    let inHand: number | null = null;
    if (indianTax) {
      const newer = underRegime(parts, "new", cash, pay.fixed);
      const older = underRegime(parts, "old", cash, pay.fixed);
      inHand = Math.max(paise(newer.inHandYear), paise(older.inHandYear));
    }
    const total = (inHand ?? cash) + equity;
    cumulative += total;
    return {
      year: i + 1,
      cash: rupees(cash),
      inHand: inHand === null ? null : rupees(inHand),
      equity: rupees(equity),
      total: rupees(total),
      cumulative: rupees(cumulative),
    };
  });

  return {
    currency: offer.currency,
    indianTax,
    taxYear: indianTax ? { id: year.id, label: year.label, law: year.law } : null,
    pay: { basic: rupees(pay.basic), hra: rupees(pay.hra), fixed: rupees(pay.fixed) },
    ctc: {
      asLetterCounts: offer.statedCtc ?? rupees(ctcSum),
      stated: offer.statedCtc,
      sum: rupees(ctcSum),
      parts: {
        fixed: rupees(pay.fixed),
        variableAtTarget: rupees(variableTarget),
        employerPf: rupees(pf),
        gratuity: rupees(gratuity),
        benefits: rupees(benefitsP),
      },
    },
    expectedVariable: rupees(expectedVariable),
    employeePf: rupees(pf),
    guaranteedCashYear1: rupees(pay.fixed + joining - pf + expectedVariable),
    nonCash: { employerPf: rupees(pf), gratuity: rupees(gratuity), benefits, total: rupees(pf + gratuity + benefitsP) },
    oneTime,
    regimes,
    betterRegime: regimes ? betterRegimeOf(regimes.new, regimes.old) : null,
    years,
    professionalTaxSource: !indianTax
      ? null
      : input.professionalTaxPerYear !== null
        ? "Your own figure"
        : state
          ? PROFESSIONAL_TAX[state].source
          : null,
    assumptions: assumptionsOf(offer, input, state, year, published, indianTax),
  };
}

function assumptionsOf(
  offer: Offer,
  input: z.output<typeof decodeInputSchema>,
  state: PtState | null,
  year: TaxYear,
  published: boolean,
  indianTax: boolean,
): string[] {
  const lines = [
    `Variable pay counted at ${offer.variable.expectedPayoutPercent}% of target, paid when the letter pays it (once a year or by quarter), so it is not in the monthly figure.`,
    "The month's in-hand is the fixed pay's: the fixed pay bears the tax it would bear alone, and the variable (and any one-time payment) the extra tax it adds on top.",
    "Fixed pay stays the same for four years: no raise is assumed.",
    "Employee PF equals the employer's, as the letter counts it.",
  ];
  if (offer.equity) {
    lines.push(
      offer.equity.grant.by === "units"
        ? "Equity counted at today's value per unit, less any exercise price, before tax."
        : "Equity counted at the grant's stated value, before tax.",
    );
  }
  if (!indianTax) {
    lines.push(`Figures in ${offer.currency} are gross: no tax is worked out for an offer outside India.`);
    return lines;
  }
  lines.push(`Tax by the tables of ${year.label}: ${year.law}.`);
  lines.push("Tax for a resident individual whose only income is this salary.");
  if (!published) lines.push(`The year's own tables are not published yet; those of ${year.label} stand in for them.`);
  lines.push("Years 2 to 4 are taxed by the same tables, each year under whichever regime leaves more in the hand.");
  if (offer.relocation > 0) lines.push("The relocation payment is taxed as salary in year 1.");
  if (offer.fixed.kind === "total") lines.push("No HRA is shown in the letter, so no HRA exemption is counted.");
  else if (input.rentPerMonth === 0) lines.push("No rent given, so no HRA exemption is counted.");
  if (input.professionalTaxPerYear !== null) lines.push("Professional tax as you gave it.");
  else if (state) {
    const rule = PROFESSIONAL_TAX[state];
    lines.push(
      `Professional tax by ${PT_STATE_NAMES[state]}'s schedule on the monthly fixed pay.${rule.note ? ` ${rule.note}` : ""}`,
    );
  } else lines.push("No state given, so no professional tax is counted.");
  return lines;
}
