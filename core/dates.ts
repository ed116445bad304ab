/**
 * Time-zone aware date helpers built on `Intl.DateTimeFormat` only.
 *
 * The server runs in UTC while every user has an IANA zone, so "today", day boundaries and the
 * wall-clock values of `<input type="datetime-local">` must always be computed in the user's zone.
 * Date-only values (interview follow-ups, contact follow-ups) follow the API contract instead: they
 * are stored as 00:00 UTC of the calendar date and are never shifted by a zone.
 */

import type { TaskStatus } from "./enums";

export const DEFAULT_TIME_ZONE = "Asia/Kolkata";

/** A day of 24 hours in milliseconds (a UTC day; a local day across a clock change is not this long). */
export const DAY_MS = 86_400_000;

/** An instant as the wire writes it (ISO 8601 in UTC), or null for none. */
export const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

export type ZonedParts = { year: number; month: number; day: number; hour: number; minute: number };

/** No IANA name is longer; anything longer is refused before Intl (or a cache) ever sees it. */
export const MAX_TIME_ZONE_LENGTH = 64;
/**
 * Zone names are case-insensitive and Intl also accepts offsets ("+05:30"), so even valid spellings are
 * many: each cache keeps at most this many entries and forgets its oldest first.
 */
export const TIME_ZONE_CACHE_LIMIT = 512;

/** Adds to an insertion-ordered cache, dropping the oldest entry once the limit is reached. */
function remember<K, V>(cache: Map<K, V>, key: K, value: V, limit: number): V {
  if (cache.size >= limit) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(key, value);
  return value;
}

/** Valid zones only: invalid input is never cached, so garbage cannot grow it. */
const validZones = new Map<string, true>();

/** True when `tz` is an IANA zone (or alias) that this runtime's Intl implementation knows. */
export function isValidTimeZone(tz: string): boolean {
  if (typeof tz !== "string" || tz.length === 0 || tz.length > MAX_TIME_ZONE_LENGTH) return false;
  if (validZones.has(tz)) return true;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
  } catch {
    return false;
  }
  remember(validZones, tz, true, TIME_ZONE_CACHE_LIMIT);
  return true;
}

/** How many entries the time-zone caches hold (for tests that prove they stay bounded). */
export function timeZoneCacheSizes(): { zones: number; formatters: number } {
  return { zones: validZones.size, formatters: formatters.size };
}

/** A zone that Intl accepts: `tz` when valid, otherwise the product default. */
function zoneOrDefault(tz: string | null | undefined): string {
  return tz && isValidTimeZone(tz) ? tz : DEFAULT_TIME_ZONE;
}

/** Five formats per zone (see the `cachedFormatter` keys), for as many zones as `validZones` keeps. */
const FORMATTER_CACHE_LIMIT = 5 * TIME_ZONE_CACHE_LIMIT;
const formatters = new Map<string, Intl.DateTimeFormat>();

function cachedFormatter(key: string, locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return (
    formatters.get(key) ?? remember(formatters, key, new Intl.DateTimeFormat(locale, options), FORMATTER_CACHE_LIMIT)
  );
}

function partsFormatter(tz: string): Intl.DateTimeFormat {
  return cachedFormatter(`parts:${tz}`, "en-US", {
    timeZone: tz,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  });
}

function fullZonedParts(date: Date, tz: string): ZonedParts & { second: number } {
  const values: Record<string, number> = {};
  for (const part of partsFormatter(tz).formatToParts(date)) {
    if (part.type !== "literal") values[part.type] = Number(part.value);
  }
  return {
    year: values.year,
    month: values.month,
    day: values.day,
    // Some engines print midnight as "24" even with hourCycle h23.
    hour: values.hour === 24 ? 0 : values.hour,
    minute: values.minute,
    second: values.second,
  };
}

/** The calendar date and wall-clock time of `date` in `tz` (month is 1-12). */
export function zonedParts(date: Date, tz: string): ZonedParts {
  const { year, month, day, hour, minute } = fullZonedParts(date, zoneOrDefault(tz));
  return { year, month, day, hour, minute };
}

/** Milliseconds to add to a UTC instant to get the wall-clock time in `tz` at that instant. */
function offsetAt(instant: number, tz: string): number {
  const p = fullZonedParts(new Date(instant), tz);
  const wallAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wallAsUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The UTC instant at which the wall clock in `tz` reads the given time.
 * Ambiguous times (DST fall-back) resolve to the earlier instant; skipped times (DST spring-forward)
 * move forward by the gap, like `Temporal`'s "compatible" disambiguation.
 */
function wallTimeToInstant(
  tz: string,
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const offsetBefore = offsetAt(wall - DAY_MS, tz);
  const candidates = [offsetBefore, offsetAt(wall, tz), offsetAt(wall + DAY_MS, tz)].map((offset) => wall - offset);
  const matching = candidates.filter((instant) => offsetAt(instant, tz) === wall - instant);
  if (matching.length > 0) return new Date(Math.min(...matching));
  return new Date(wall - offsetBefore);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Years a date input may name: earlier ones are typos (`0000`), and `Date.UTC` maps 0-99 to 1900-1999. */
export const MIN_INPUT_YEAR = 1900;
export const MAX_INPUT_YEAR = 2200;

/**
 * True when the parts name a real calendar date and wall-clock time (month 1-12, month 1 day 1-31 and
 * so on, hour 0-23) within the accepted years. Parsers check this before building a `Date`, which
 * would otherwise roll `2026-13-01` over to 2027 or `10:99` to 11:39.
 */
export function isValidDateParts(year: number, month: number, day: number, hour = 0, minute = 0, second = 0) {
  return (
    Number.isInteger(year) &&
    year >= MIN_INPUT_YEAR &&
    year <= MAX_INPUT_YEAR &&
    isValidCalendarDate(year, month, day) &&
    hour >= 0 &&
    hour <= 23 &&
    minute >= 0 &&
    minute <= 59 &&
    second >= 0 &&
    second <= 59
  );
}

function isValidCalendarDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** The instant of 00:00 (or the first existing minute) of `date`'s calendar day in `tz`. */
export function startOfDayInZone(date: Date, tz: string): Date {
  const zone = zoneOrDefault(tz);
  const { year, month, day } = fullZonedParts(date, zone);
  return wallTimeToInstant(zone, year, month, day, 0, 0, 0);
}

const DATE_TIME_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

/**
 * Reads a `datetime-local` value ("YYYY-MM-DDTHH:mm[:ss]") as wall time in `tz`.
 * Returns null for anything else, including impossible dates such as 2026-02-30.
 */
export function parseDateTimeLocal(value: string, tz: string): Date | null {
  if (typeof value !== "string") return null;
  const match = DATE_TIME_LOCAL.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number);
  const second = match[6] ? Number(match[6]) : 0;
  if (!isValidDateParts(year, month, day, hour, minute, second)) return null;
  return wallTimeToInstant(zoneOrDefault(tz), year, month, day, hour, minute, second);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads "YYYY-MM-DD" as 00:00 UTC of that date (the API's date-only contract); null when invalid. */
export function parseDateOnly(value: string): Date | null {
  if (typeof value !== "string") return null;
  const match = DATE_ONLY.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1, 4).map(Number);
  if (!isValidDateParts(year, month, day)) return null;
  return new Date(Date.UTC(year, month - 1, day));
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, "0");
}

/** "YYYY-MM-DDTHH:mm" of `date` in `tz`, the value format of `<input type="datetime-local">`. */
export function toDateTimeLocalValue(date: Date, tz: string): string {
  const p = zonedParts(date, tz);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** "YYYY-MM-DD" of `date`'s calendar day in `tz`, the value format of `<input type="date">`. */
export function toDateInputValue(date: Date, tz: string): string {
  const p = zonedParts(date, tz);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** "YYYY-MM-DD" of a date-only value stored as 00:00 UTC. */
export function dateOnlyValue(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/**
 * The calendar day ("YYYY-MM-DD") a stored date stands for in `tz` (docs/decisions/016): a date-only value
 * (exactly 00:00 UTC, how the contract stores `YYYY-MM-DD`) is its own date; any other value is an
 * instant, read as the day it falls on in `tz`.
 */
export function calendarDayIn(date: Date, tz: string): string {
  return date.getTime() % DAY_MS === 0 ? dateOnlyValue(date) : toDateInputValue(date, tz);
}

/** The calendar day `n` days after (before, when negative) the "YYYY-MM-DD" `day`, counted through UTC. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return dateOnlyValue(new Date(Date.UTC(y, m - 1, d + n)));
}

/** "8 May 2025" */
export function formatDate(date: Date, tz: string): string {
  const zone = zoneOrDefault(tz);
  return cachedFormatter(`date:${zone}`, "en-IN", {
    timeZone: zone,
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(date);
}

/** "8 May 2025, 1:29 pm" */
export function formatDateTime(date: Date, tz: string): string {
  const zone = zoneOrDefault(tz);
  return cachedFormatter(`datetime:${zone}`, "en-IN", {
    timeZone: zone,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  }).format(date);
}

/** "8 May" (no year), as on the dashboard. */
export function formatShortDate(date: Date, tz: string): string {
  const zone = zoneOrDefault(tz);
  return cachedFormatter(`short:${zone}`, "en-IN", { timeZone: zone, day: "numeric", month: "short" }).format(date);
}

/** "Fri, 8 May" */
function formatWeekdayShortDate(date: Date, tz: string): string {
  const zone = zoneOrDefault(tz);
  return cachedFormatter(`weekday:${zone}`, "en-IN", {
    timeZone: zone,
    weekday: "short",
    day: "numeric",
    month: "short",
  }).format(date);
}

/** Whole calendar days from `from` to `to`, both read as calendar days in `tz`. */
function calendarDayDifference(from: Date, to: Date, tz: string): number {
  const a = zonedParts(from, tz);
  const b = zonedParts(to, tz);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

/**
 * Human label for a task due date, comparing calendar days in the user's zone.
 * - dashboard: "Today", "Tomorrow", else "8 May"
 * - list: "Today", "Tomorrow", "Yesterday", else "Fri, 8 May"
 */
export function dueDateLabel(due: Date | null, now: Date, tz: string, variant: "list" | "dashboard"): string {
  if (!due) return "No due date";
  const days = calendarDayDifference(now, due, tz);
  if (days === 0) return "Today";
  if (days === 1) return "Tomorrow";
  if (variant === "dashboard") return formatShortDate(due, tz);
  if (days === -1) return "Yesterday";
  return formatWeekdayShortDate(due, tz);
}

/**
 * A task's due date as an instant in the user's zone (docs/decisions/016): a date-only value (exactly
 * 00:00 UTC, how the contract stores `YYYY-MM-DD`) means that calendar day, so it becomes 00:00 of that
 * date in `tz`; any other value is already an instant and is returned as it is.
 */
export function dueDateInZone(due: Date, tz: string): Date {
  if (due.getTime() % DAY_MS !== 0) return due;
  return wallTimeToInstant(zoneOrDefault(tz), due.getUTCFullYear(), due.getUTCMonth() + 1, due.getUTCDate(), 0, 0, 0);
}

/**
 * Whether a screen marks a task overdue: its due date is before the start of today in `tz` and it is
 * still open. A completed or cancelled task is never overdue on the screens (the spec's rule predates the
 * cancelled status; the API's `dueDate=overdue` filter keeps the contract's wording, status ≠ completed).
 */
export function isOverdue(due: Date | null, now: Date, tz: string, status: TaskStatus): boolean {
  if (!due || status === "completed" || status === "cancelled") return false;
  return due.getTime() < startOfDayInZone(now, tz).getTime();
}

/** Minutes east of UTC of `tz`'s wall clock at `date` (330 for Asia/Kolkata, -480 or -420 for Los Angeles). */
export function zoneOffsetMinutes(date: Date, tz: string): number {
  return Math.round(offsetAt(date.getTime(), zoneOrDefault(tz)) / 60_000);
}
