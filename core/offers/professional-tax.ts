/**
 * Professional tax by state, as data: the slabs for salary earners, each state with the law or notification
 * they come from. Written 2026-11-29. The Constitution (article 276(2)) caps it at ₹2,500 a year, and the
 * old regime deducts what is paid from salary; the new regime does not.
 *
 * A band applies when the salary for the state's period (a month, or a half-year where the local bodies
 * assess it) is at least `from` rupees; `perYear` is what the year's deductions add up to (so Karnataka's and
 * Maharashtra's ₹300 in February are counted once). Where a schedule differs by sex or local body, the table
 * keeps one schedule and says which; the user can give their own figure (`professionalTaxPerYear`).
 */

import type { PtState } from "./pt-states";

export { PT_STATE_NAMES, PT_STATES, type PtState } from "./pt-states";

export type PtBand = { from: number; perYear: number };
export type ProfessionalTaxRule = {
  period: "month" | "half-year";
  /** Ascending; salary below the first band pays nothing. Empty where the state levies none. */
  bands: readonly PtBand[];
  source: string;
  note?: string;
};

export const PROFESSIONAL_TAX_WRITTEN = "2026-11-29";

export const PROFESSIONAL_TAX: Record<PtState, ProfessionalTaxRule> = {
  karnataka: {
    period: "month",
    bands: [{ from: 25_000, perYear: 2_500 }],
    source:
      "Karnataka Tax on Professions, Trades, Callings and Employments Act, 1976, Schedule entry 1, as amended by " +
      "Karnataka Act 33 of 2025 (Gazette, 15 April 2025; ₹200 a month, ₹300 in February, from 1 April 2025); " +
      "nil below ₹25,000 since the 2023 amendment (from 1 April 2023)",
  },
  maharashtra: {
    period: "month",
    bands: [
      { from: 7_500.01, perYear: 2_100 },
      { from: 10_000.01, perYear: 2_500 },
    ],
    source:
      "Maharashtra State Tax on Professions, Trades, Callings and Employments Act, 1975, Schedule I entry 1 " +
      "(from 1 April 2023): over ₹7,500 to ₹10,000 ₹175 a month; over ₹10,000 ₹2,500 a year (₹200 a month, ₹300 " +
      "in February)",
    note: "The men's schedule; women earning up to ₹25,000 a month pay nothing.",
  },
  "tamil-nadu": {
    period: "half-year",
    bands: [
      { from: 21_001, perYear: 360 },
      { from: 30_001, perYear: 850 },
      { from: 45_001, perYear: 1_860 },
      { from: 60_001, perYear: 2_050 },
      { from: 75_001, perYear: 2_500 },
    ],
    source:
      "Greater Chennai Corporation council resolution No. 574/2024 of 30 December 2024 (from the second half of " +
      "2024-25): half-yearly ₹180, ₹425, ₹930, ₹1,025, ₹1,250",
    note: "Chennai's rates; other local bodies in Tamil Nadu set their own.",
  },
  "west-bengal": {
    period: "month",
    bands: [
      { from: 10_001, perYear: 1_320 },
      { from: 15_001, perYear: 1_560 },
      { from: 25_001, perYear: 1_800 },
      { from: 40_001, perYear: 2_400 },
    ],
    source:
      "West Bengal State Tax on Professions, Trades, Callings and Employments Act, 1979, Schedule entry 1 (rates " +
      "revised by the West Bengal Finance Act, 2013, Finance Department memorandum 454-FT of 12 April 2013): " +
      "₹110, ₹130, ₹150, ₹200 a month",
    note:
      "The bands from ₹25,001 agree in every published copy; below ₹10,001 copies differ (the 2013 memorandum " +
      "starts tax at ₹7,001), so the table follows the later copies that exempt up to ₹10,000.",
  },
  telangana: {
    period: "month",
    bands: [
      { from: 15_001, perYear: 1_800 },
      { from: 20_001, perYear: 2_400 },
    ],
    source:
      "Andhra Pradesh Tax on Professions, Trades, Callings and Employments Act, 1987 (as applied in Telangana), " +
      "First Schedule entry 1, G.O.Ms.No. 82 of 4 February 2013: ₹150 and ₹200 a month",
  },
  "andhra-pradesh": {
    period: "month",
    bands: [
      { from: 15_001, perYear: 1_800 },
      { from: 20_001, perYear: 2_400 },
    ],
    source:
      "Andhra Pradesh Tax on Professions, Trades, Callings and Employments Act, 1987, First Schedule entry 1, " +
      "G.O.Ms.No. 82 of 4 February 2013: ₹150 and ₹200 a month",
    note: "The state's tax portal still lists older, lower bands below ₹15,000; the top band (₹200) is the same.",
  },
  gujarat: {
    period: "month",
    bands: [{ from: 12_000.01, perYear: 2_400 }],
    source:
      "Gujarat State Tax on Professions, Trades, Callings and Employments Act, 1976; Finance Department " +
      "notification GHN-35-PFT-2022-S.3(2)(10)-TH of 8 April 2022 (from 1 April 2022): over ₹12,000 ₹200 a month",
  },
  kerala: {
    period: "half-year",
    bands: [
      { from: 12_000, perYear: 640 },
      { from: 18_000, perYear: 900 },
      { from: 30_000, perYear: 1_200 },
      { from: 45_000, perYear: 1_500 },
      { from: 100_000, perYear: 2_000 },
      { from: 125_000, perYear: 2_500 },
    ],
    source:
      "Kerala Municipality Act, 1994 and Kerala Panchayat Raj Act, 1994, rates revised by G.O. No. 1149/2024/LSGD " +
      "of 27 June 2024 (from 1 October 2024): half-yearly ₹320, ₹450, ₹600, ₹750, ₹1,000, ₹1,250",
  },
  delhi: { period: "month", bands: [], source: "No profession tax is levied in Delhi" },
  haryana: { period: "month", bands: [], source: "No profession tax is levied in Haryana" },
  "uttar-pradesh": {
    period: "month",
    bands: [],
    source: "No profession tax is levied in Uttar Pradesh",
  },
};

/** The year's professional tax in `state` on a monthly salary of `monthlySalary` rupees. */
export function professionalTaxPerYear(state: PtState, monthlySalary: number): number {
  const rule = PROFESSIONAL_TAX[state];
  const salary = rule.period === "month" ? monthlySalary : monthlySalary * 6;
  let perYear = 0;
  for (const band of rule.bands) if (salary >= band.from) perYear = band.perYear;
  return perYear;
}
