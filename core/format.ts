/** Display formatting shared by pages and components. Pure and client-safe. */
import type { CURRENCIES } from "./enums";

/** "full-time" → "Full-time"; empty → "Not specified". */
export function jobTypeLabel(type?: string | null): string {
  const value = type?.trim();
  return value ? capitalize(value) : "Not specified";
}

/** A job's location as shown: "remote" → "Remote"; empty (an import whose file gave none) → "Not specified". */
export function locationLabel(location?: string | null): string {
  const value = location?.trim();
  return value ? capitalize(value) : "Not specified";
}

type Currency = (typeof CURRENCIES)[number];

export const CURRENCY_SYMBOLS: Record<Currency, string> = {
  INR: "₹",
  USD: "$",
  EUR: "€",
  GBP: "£",
  JPY: "¥",
  CAD: "CA$",
  AUD: "A$",
};

function isCurrency(code: string): code is Currency {
  return Object.hasOwn(CURRENCY_SYMBOLS, code);
}

type NumberFormats = { whole: Intl.NumberFormat; cents: Intl.NumberFormat };
const numberFormats = new Map<"en-IN" | "en-US", NumberFormats>();

/**
 * The two number formats of a locale, made on first use: four Intl.NumberFormat made when this module loads
 * cost a phone ~20 ms of CPU on every signed-in screen, most of which never shows an amount (issue 35).
 */
function numberFormatsOf(locale: "en-IN" | "en-US"): NumberFormats {
  let formats = numberFormats.get(locale);
  if (!formats) {
    formats = {
      whole: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
      cents: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    };
    numberFormats.set(locale, formats);
  }
  return formats;
}

/**
 * The one money format (prices, payments, salaries): "₹12,00,000" for INR (Indian grouping), "$120,000"
 * otherwise, unknown codes as "XYZ 100". Whole amounts have no decimals ("₹99"); any paise or cents show
 * two ("₹99.50", never "₹99.5").
 */
export function formatMoney(amount: number, currency = "INR"): string {
  const code = currency.toUpperCase();
  const cents = Math.round(Math.abs(amount) * 100);
  const formats = numberFormatsOf(code === "INR" ? "en-IN" : "en-US");
  const digits = (cents % 100 === 0 ? formats.whole : formats.cents).format(cents / 100);
  const sign = amount < 0 && cents > 0 ? "-" : "";
  return isCurrency(code) ? `${sign}${CURRENCY_SYMBOLS[code]}${digits}` : `${sign}${code} ${digits}`;
}

export type Salary = { min?: number | null; max?: number | null; currency?: string | null };

/** Salary range per spec §9: "Not specified", "Up to X", "X+" or "X – Y". */
export function salaryDisplay(salary: Salary | null | undefined): string {
  const min = salary?.min || 0;
  const max = salary?.max || 0;
  const currency = salary?.currency || "INR";
  if (min === 0 && max === 0) return "Not specified";
  if (min === 0) return `Up to ${formatMoney(max, currency)}`;
  if (max === 0) return `${formatMoney(min, currency)}+`;
  return `${formatMoney(min, currency)} – ${formatMoney(max, currency)}`;
}

/** Upper-cases the first character: "screening" → "Screening". */
/**
 * What a job's date means on the screens: a saved job has not been applied to yet, so its date is when it
 * was saved ("Saved"); any other status, "Applied".
 */
export function jobDateLabel(status: string): "Saved" | "Applied" {
  return status === "saved" ? "Saved" : "Applied";
}

export function capitalize(value: string): string {
  return value.length > 0 ? value.charAt(0).toUpperCase() + value.slice(1) : value;
}

/** A plan's display name: "free" → "Free"; missing → "Free". */
export function planLabel(name?: string | null): string {
  const value = name?.trim();
  return value ? capitalize(value) : "Free";
}

/** Saving of a yearly price over twelve monthly payments, in whole percent; 0 if either price is 0. */
export function yearlySavingPercent(monthly: number, yearly: number): number {
  if (!monthly || !yearly) return 0;
  return Math.round(((12 * monthly - yearly) / (12 * monthly)) * 100);
}

/** The avatar letter: first letter of the name, else of the email, upper-cased; "?" when both are empty. */
export function initialOf(name?: string | null, email?: string | null): string {
  const source = name?.trim() || email?.trim() || "";
  const [first] = Array.from(source);
  return first ? first.toUpperCase() : "?";
}

/** `pluralize(1, "interview")` → "1 interview"; `pluralize(2, "interview")` → "2 interviews". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
