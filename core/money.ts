/** Money as the screens show it (prices, payments, salaries). Pure and client-safe; re-exported by ./format. */
import type { CURRENCIES } from "./enums";

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

/** Saving of a yearly price over twelve monthly payments, in whole percent; 0 if either price is 0. */
export function yearlySavingPercent(monthly: number, yearly: number): number {
  if (!monthly || !yearly) return 0;
  return Math.round(((12 * monthly - yearly) / (12 * monthly)) * 100);
}
