/**
 * Offers side by side (issue 34, decision 058), client-safe and pure (no zod: the screens' bundles import
 * it; the query's schema is compare-query.ts): the view model the screen and the API share: one row per decoded figure with the best of each row marked, the 4-year cumulative series, and
 * what each figure rests on. The figures themselves are decode.ts's; nothing here computes pay or tax.
 */
import { DAY_MS } from "../dates";
import { formatMoney } from "../format";
import type { DecodedOffer } from "./decode";
import type { Offer } from "./offer";

/** A comparison takes two to four offers (on every plan: no plan card sells more, decision 058). */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
/** The most offers /offers and `GET /offers` read: more than anyone holds at once, and a page's worth of rows. */
export const OFFERS_LIST_LIMIT = 100;

export const COMPARE_MESSAGES = {
  missing: `Choose ${COMPARE_MIN} to ${COMPARE_MAX} offers to compare`,
  tooFew: `Choose at least ${COMPARE_MIN} offers to compare`,
  tooMany: `Choose at most ${COMPARE_MAX} offers to compare`,
  badId: "is not an offer id",
} as const;

/** The canonical query of a comparison: `ids=a,b,c` in the order chosen. */
export function compareHref(ids: readonly string[]): string {
  return `/offers/compare?ids=${ids.map(encodeURIComponent).join(",")}`;
}

/** A figure for a chart's axis: "₹45.2 L", "₹1.25 Cr" in INR (how salaries are read in India); "$150K" otherwise. */
export function compactMoney(n: number, currency: string): string {
  const abs = Math.abs(n);
  const sign = n < 0 ? "-" : "";
  if (currency === "INR") {
    if (abs >= 10_000_000) return `${sign}₹${(abs / 10_000_000).toFixed(2)} Cr`;
    if (abs >= 100_000) return `${sign}₹${(abs / 100_000).toFixed(1)} L`;
    return formatMoney(Math.round(n), "INR");
  }
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    notation: "compact",
    maximumFractionDigits: 1,
  }).format(n);
}

/** Whole days from `today` to `deadline` (both YYYY-MM-DD): 0 on the day, negative once it has passed. */
export function daysLeft(deadline: string | null, today: string): number | null {
  if (!deadline) return null;
  const at = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  return Math.round((at(deadline) - at(today)) / DAY_MS);
}

/** "3 days left", "Due today", "1 day ago"; null without a deadline. */
export function daysLeftLabel(days: number | null): string | null {
  if (days === null) return null;
  if (days === 0) return "Due today";
  if (days > 0) return `${days} ${days === 1 ? "day" : "days"} left`;
  return `Passed ${-days} ${days === -1 ? "day" : "days"} ago`;
}

/** One offer as a comparison reads it: its application, the letter, and the letter decoded. */
export type ComparedOffer = {
  id: string;
  jobId: string;
  company: string;
  position: string;
  deadline: string | null;
  offer: Offer;
  decoded: DecodedOffer;
};

export type CompareRowKey =
  | "ctc"
  | "guaranteedCashYear1"
  | "inHandMonthlyNew"
  | "inHandMonthlyOld"
  | "variableAfterTaxNew"
  | "variableAfterTaxOld"
  | "nonCash"
  | "year1"
  | "year2"
  | "year3"
  | "year4"
  | "total4";

/** A row of the table: a figure for each offer (null where it does not apply) and which are the best. */
export type CompareRow = {
  key: CompareRowKey;
  label: string;
  /** What the figure is, in a sentence (the row's help). */
  help: string;
  values: (number | null)[];
  /** True for the offers whose figure is the highest; all false when they tie, or cannot be compared. */
  best: boolean[];
};

export type CumulativeSeries = {
  /** Each offer's total (in hand, or gross without Indian tax, plus vesting equity) by the end of years 1 to 4. */
  lines: { id: string; label: string; points: number[] }[];
  summary: string;
};

export type Comparison = {
  offers: {
    id: string;
    jobId: string;
    label: string;
    company: string;
    position: string;
    currency: string;
    deadline: string | null;
  }[];
  /** One currency for every offer: only then are figures marked best. */
  sameCurrency: boolean;
  rows: CompareRow[];
  cumulative: CumulativeSeries;
  /** What every figure rests on: what all the offers share, then each offer's own. */
  assumptions: { shared: string[]; perOffer: { id: string; label: string; lines: string[] }[] };
};

/**
 * The highest of `values` marked (ties all marked); nothing marked when fewer than two figures can be
 * compared or when they are all equal (no offer is better on that row).
 */
export function markBest(values: readonly (number | null)[], comparable = true): boolean[] {
  const present = values.filter((v): v is number => v !== null);
  const none = values.map(() => false);
  if (!comparable || present.length < 2) return none;
  const top = Math.max(...present);
  if (present.every((v) => v === top)) return none;
  return values.map((v) => v === top);
}

/** "Initech, Engineer"; the company alone when the position is blank. */
export const offerLabel = (o: { company: string; position: string }) =>
  o.position.trim() ? `${o.company}, ${o.position}` : o.company;

/**
 * What a month in the hand is under a regime: the fixed pay's take-home, a twelfth (the variable is paid
 * when the letter pays it, and has its own row).
 */
const monthly = (d: DecodedOffer, regime: "new" | "old") => (d.regimes ? d.regimes[regime].inHandMonths[0] : null);
/** The expected variable after the tax it adds, under a regime; null without Indian tax or without a variable. */
const variableAfterTax = (d: DecodedOffer, regime: "new" | "old") =>
  d.regimes && d.expectedVariable > 0 ? d.regimes[regime].variableAfterTax : null;

const ROWS: { key: CompareRowKey; label: string; help: string; value: (d: DecodedOffer) => number | null }[] = [
  {
    key: "ctc",
    label: "CTC as the letter counts it",
    help: "The letter's own figure, or the sum of what it lists: fixed, variable at target, employer PF, gratuity, benefits.",
    value: (d) => d.ctc.asLetterCounts,
  },
  {
    key: "guaranteedCashYear1",
    label: "Guaranteed cash in year 1",
    help: "Fixed pay + joining bonus − employee PF + the expected variable, before tax.",
    value: (d) => d.guaranteedCashYear1,
  },
  {
    key: "inHandMonthlyNew",
    label: "In hand a month, new regime",
    help: "The fixed pay after employee PF, professional tax and the income tax on it, a month, under the new regime. The variable is not in it: it is paid when the letter pays it.",
    value: (d) => monthly(d, "new"),
  },
  {
    key: "inHandMonthlyOld",
    label: "In hand a month, old regime",
    help: "The same under the old regime, with the HRA exemption and 80C from the figures you gave.",
    value: (d) => monthly(d, "old"),
  },
  {
    key: "variableAfterTaxNew",
    label: "Variable, after tax, when paid, new regime",
    help: "The expected variable less the extra income tax it adds on top of the fixed pay, a year, under the new regime: paid once a year or by quarter, as the letter says.",
    value: (d) => variableAfterTax(d, "new"),
  },
  {
    key: "variableAfterTaxOld",
    label: "Variable, after tax, when paid, old regime",
    help: "The same under the old regime.",
    value: (d) => variableAfterTax(d, "old"),
  },
  {
    key: "nonCash",
    label: "Not cash, a year",
    help: "Employer PF, gratuity and the benefits the letter values: part of the CTC, never in the hand.",
    value: (d) => d.nonCash.total,
  },
  ...([1, 2, 3, 4] as const).map((year) => ({
    key: `year${year}` as CompareRowKey,
    label: `Year ${year}`,
    help: "In the hand (gross without Indian tax) with that year's one-time payments, plus the equity vesting that year.",
    value: (d: DecodedOffer) => d.years[year - 1]?.total ?? null,
  })),
  {
    key: "total4",
    label: "4-year total",
    help: "Years 1 to 4 added up.",
    value: (d) => d.years[3]?.cumulative ?? null,
  },
];

/** The comparison's view model: rows with the best marked, the cumulative series, the assumptions. */
export function compareOffers(compared: readonly ComparedOffer[], shared: string[] = []): Comparison {
  const currencies = new Set(compared.map((c) => c.decoded.currency));
  const sameCurrency = currencies.size === 1;
  const offers = compared.map((c) => ({
    id: c.id,
    jobId: c.jobId,
    label: offerLabel(c),
    company: c.company,
    position: c.position,
    currency: c.decoded.currency,
    deadline: c.deadline,
  }));
  const rows = ROWS.map((row) => {
    const values = compared.map((c) => row.value(c.decoded));
    return { key: row.key, label: row.label, help: row.help, values, best: markBest(values, sameCurrency) };
  }).filter((row) => row.values.some((v) => v !== null));
  const lines = compared.map((c, i) => ({
    id: c.id,
    label: offers[i].label,
    points: c.decoded.years.map((y) => y.cumulative),
  }));
  return {
    offers,
    sameCurrency,
    rows,
    cumulative: { lines, summary: cumulativeSummary(lines, sameCurrency, offers[0]?.currency ?? "INR") },
    assumptions: assumptionsOf(compared, offers, shared, sameCurrency),
  };
}

/** Who leads after four years and by how much, and whether the year-1 leader is another offer. */
export function cumulativeSummary(
  lines: readonly { label: string; points: number[] }[],
  sameCurrency: boolean,
  currency: string,
): string {
  if (lines.length === 0) return "No offers to compare.";
  if (!sameCurrency) return "The offers are in different currencies, so their totals are shown apart, not ranked.";
  const last = (l: { points: number[] }) => l.points[l.points.length - 1] ?? 0;
  const byTotal = [...lines].sort((a, b) => last(b) - last(a));
  const [first, second] = byTotal;
  const money = (n: number) => formatMoney(Math.round(n), currency);
  if (second && last(first) === last(second)) {
    return `After four years the offers are level at ${money(last(first))}.`;
  }
  let sentence = `After four years ${first.label} leads with ${money(last(first))}`;
  sentence += second ? `, ${money(last(first) - last(second))} more than ${second.label}.` : ".";
  const year1 = [...lines].sort((a, b) => (b.points[0] ?? 0) - (a.points[0] ?? 0));
  if (year1.length > 1 && year1[0] !== first && (year1[0].points[0] ?? 0) > (year1[1].points[0] ?? 0)) {
    sentence += ` ${year1[0].label} is ahead after year 1.`;
  }
  return sentence;
}

/** What the offers share, said once (the caller's lines, then those every offer rests on), and each one's own. */
function assumptionsOf(
  compared: readonly ComparedOffer[],
  offers: Comparison["offers"],
  shared: string[],
  sameCurrency: boolean,
): Comparison["assumptions"] {
  const each = compared.map(offerAssumptions);
  const common = each.length > 1 ? (each[0] ?? []).filter((line) => each.every((lines) => lines.includes(line))) : [];
  return {
    shared: [
      ...(sameCurrency ? [] : ["The offers are in different currencies: no figure is marked best."]),
      ...shared,
      ...common,
    ],
    perOffer: compared.map((c, i) => ({
      id: c.id,
      label: offers[i].label,
      lines: each[i].filter((line) => !common.includes(line)),
    })),
  };
}

/** What one offer's figures rest on: regime, city, variable payout, vesting and value, then the engine's own. */
function offerAssumptions({ offer, decoded }: ComparedOffer): string[] {
  const lines: string[] = [];
  if (decoded.betterRegime) lines.push(decoded.betterRegime.sentence);
  if (decoded.indianTax) {
    const city = offer.city ? `${offer.city}, ` : "";
    lines.push(`${city}${offer.metro ? "a metro for HRA (50% of basic)" : "not a metro for HRA (40% of basic)"}.`);
  }
  if (offer.equity) {
    const g = offer.equity.grant;
    const kind = offer.equity.kind === "esop" ? "ESOPs" : "RSUs";
    const value =
      g.by === "units"
        ? `${g.units.toLocaleString("en-IN")} ${kind} at ${formatMoney(g.valuePerUnit, offer.currency)} each` +
          (g.exercisePricePerUnit > 0 ? `, exercise price ${formatMoney(g.exercisePricePerUnit, offer.currency)}` : "")
        : `${kind} worth ${formatMoney(g.value, offer.currency)}`;
    const v = offer.equity.vesting;
    const schedule =
      v.kind === "cliff"
        ? `vesting over ${v.years} ${v.years === 1 ? "year" : "years"}, ${v.cliffMonths}-month cliff, then every ${v.every}`
        : `vesting ${v.percentsByYear.join("%, ")}% by year`;
    lines.push(`${value}, ${schedule}.`);
  } else lines.push("No equity.");
  for (const payment of decoded.oneTime) {
    if (payment.kind === "joining-bonus" && payment.clawbackMonths > 0) {
      lines.push(
        `Joining bonus of ${formatMoney(payment.amount, offer.currency)} repayable if you leave within ${payment.clawbackMonths} months.`,
      );
    }
  }
  return [...lines, ...decoded.assumptions];
}
