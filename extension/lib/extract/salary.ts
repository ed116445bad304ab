/**
 * Salary figures to yearly amounts: schema.org `unitText` (HOUR, DAY, WEEK, MONTH, YEAR) and the phrases
 * boards print ("$25 - $30 an hour", "₹5,00,000 - ₹8,00,000 a year", "12-18 Lacs P.A.", "$120K - $150K").
 */
import { CURRENCIES, type Currency, type Salary } from "./types";

/** Yearly multiples: 40-hour weeks, 260 working days, 52 weeks, 12 months. */
const PER_YEAR: Record<string, number> = { HOUR: 2080, DAY: 260, WEEK: 52, MONTH: 12, YEAR: 1 };

export function yearlyFactor(unit: unknown): number {
  if (typeof unit !== "string") return 1;
  const u = unit.toUpperCase();
  if (/HOUR|\bHR\b|HOURLY/.test(u)) return PER_YEAR.HOUR;
  if (/DAY|DAILY/.test(u)) return PER_YEAR.DAY;
  if (/WEEK/.test(u)) return PER_YEAR.WEEK;
  if (/MONTH|\bMO\b|P\.?M\.?$/.test(u)) return PER_YEAR.MONTH;
  return 1;
}

export const isCurrency = (c: unknown): c is Currency =>
  typeof c === "string" && (CURRENCIES as readonly string[]).includes(c.toUpperCase());

const SYMBOLS: [RegExp, Currency][] = [
  [/₹|\bRs\.?|\bINR\b|lakh|lac|crore|\d\s*cr\b/i, "INR"],
  [/CA\$|C\$|\bCAD\b/i, "CAD"],
  [/A\$|AU\$|\bAUD\b/i, "AUD"],
  [/€|\bEUR\b/i, "EUR"],
  [/£|\bGBP\b/i, "GBP"],
  [/¥|\bJPY\b/i, "JPY"],
  [/\$|\bUSD\b/i, "USD"],
];

export function currencyIn(text: string): Currency | undefined {
  for (const [re, c] of SYMBOLS) if (re.test(text)) return c;
  return undefined;
}

/** A figure as printed: "1,20,000", "120K", "1.5M", "12" (before "Lacs"), "₹5.5 L". */
function figure(raw: string, suffix: string): number {
  const n = Number(raw.replace(/,/g, ""));
  if (!Number.isFinite(n)) return Number.NaN;
  const s = suffix.toLowerCase();
  if (s === "k") return n * 1_000;
  if (s === "m" || s === "mn") return n * 1_000_000;
  if (/^(l|lakh|lakhs|lac|lacs)$/.test(s)) return n * 100_000;
  if (/^(cr|crore|crores)$/.test(s)) return n * 10_000_000;
  return n;
}

const NUMBER = /(\d[\d,]*(?:\.\d+)?)\s*(k|m|mn|l|lakhs?|lacs?|cr|crores?)?\b/gi;

/**
 * A yearly salary from a printed phrase, or undefined when it holds no figure. A unit written once after
 * a range ("12-18 Lacs", "$120-150K") applies to both ends.
 */
export function parseSalaryText(text: string, fallbackCurrency?: Currency): Salary | undefined {
  const t = text.replace(/[–—]/g, "-");
  if (/not disclosed|competitive|negotiable/i.test(t) && !/\d/.test(t)) return undefined;
  const found: { raw: string; suffix: string }[] = [];
  for (const m of t.matchAll(NUMBER)) {
    // Skip figures that are part of a percentage (equity "0.1% – 0.5%") or of a year of experience.
    const after = t.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 6);
    if (/^\s*%/.test(after) || /^\s*(\+\s*)?(years?|yrs?)\b/i.test(after)) continue;
    found.push({ raw: m[1], suffix: m[2] ?? "" });
    if (found.length === 2) break;
  }
  if (found.length === 0) return undefined;
  const unitOnce = found.find((f) => f.suffix)?.suffix ?? "";
  const values = found.map((f) => figure(f.raw, f.suffix || unitOnce)).filter((n) => Number.isFinite(n) && n > 0);
  if (values.length === 0) return undefined;
  const currency = currencyIn(t) ?? fallbackCurrency;
  if (!currency) return undefined;
  const factor = yearlyFactor(/(per|an?|\/)\s*(hour|hr)|hourly/i.test(t) ? "HOUR" : periodWord(t));
  const [a, b = a] = values.map((v) => Math.round(v * factor));
  return { min: Math.min(a, b), max: Math.max(a, b), currency };
}

function periodWord(t: string): string {
  if (/(per|an?|\/)\s*day|daily/i.test(t)) return "DAY";
  if (/(per|an?|\/)\s*week|weekly/i.test(t)) return "WEEK";
  if (/(per|an?|\/)\s*(month|mo\b)|monthly|\bp\.?\s?m\.?\b/i.test(t)) return "MONTH";
  return "YEAR";
}
