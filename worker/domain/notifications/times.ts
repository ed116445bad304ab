/**
 * When a digest item is due, in the user's zone (docs/decisions/036-reminders.md). Built on the app's
 * Intl date helpers (core/dates.ts, decision 008): no offset arithmetic here, so DST days and zones far
 * from UTC (Pacific/Kiritimati, Pacific/Honolulu) come out as the zone's own rules say.
 */
import { addDays, calendarDayIn, parseDateTimeLocal, toDateInputValue } from "@core/dates";

const pad = (n: number) => String(n).padStart(2, "0");

/** "YYYY-MM-DD" of a calendar date. */
export type Day = string;

/**
 * The calendar day a stored value means for the user: a date-only value (00:00 UTC, how the contract stores
 * `YYYY-MM-DD`; decision 016) is that date; any other value is an instant, read in `tz`.
 */
export function calendarDayOf(value: number, tz: string): Day {
  return calendarDayIn(new Date(value), tz);
}

/** Today's date in `tz` at `instant`. */
export function localDay(instant: number, tz: string): Day {
  return toDateInputValue(new Date(instant), tz);
}

/** The instant the digest of `day` goes out: `hour`:00 on that date in `tz` (a skipped hour moves forward). */
export function digestMoment(day: Day, hour: number, tz: string): number {
  const at = parseDateTimeLocal(`${day}T${pad(hour)}:00`, tz);
  if (!at) throw new Error(`Not a digest time: ${day} ${hour}:00 in ${tz}`);
  return at.getTime();
}

/**
 * When a digest item of calendar day `day` is sent: that day's digest, or, when that moment has passed
 * already (the item was added after the day's digest went out), the next digest to come.
 */
export function digestFireAt(day: Day, hour: number, tz: string, now: number): number {
  const planned = digestMoment(day, hour, tz);
  if (planned >= now) return planned;
  return nextDigestAfter(now - 1, hour, tz);
}

/** The first digest moment strictly after `instant`. */
export function nextDigestAfter(instant: number, hour: number, tz: string): number {
  const today = localDay(instant, tz);
  const candidate = digestMoment(today, hour, tz);
  return candidate > instant ? candidate : digestMoment(addDays(today, 1), hour, tz);
}
