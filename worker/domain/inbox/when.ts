/**
 * Dates and times as application emails write them ("Tue, Dec 2 at 3:00 PM IST", "2/12 at 15:00",
 * "02-Dec-2026 11:00 AM (GMT+05:30)", "tomorrow at 3 PM PT"), read into an instant and the zone they were
 * written in. Pure; every pattern is linear (no nested quantifiers), so a megabyte of text reads in
 * milliseconds.
 *
 * Decisions (docs/decisions/051-reading-and-classifying-email.md):
 * - A zone written beside the time wins ("IST" is India's, "PT"/"PST"/"PDT" all mean Los Angeles' wall
 *   clock, whatever the season); otherwise the time is the user's zone's wall clock.
 * - A numeric date ("2/12") is day-first (India, the UK and most senders) unless the zone it is read in is
 *   American (a written US zone, or a user in an America/… zone), where it is month-first; a part over 12
 *   decides by itself.
 * - A date without a year is its next occurrence on or after the message's day.
 */
import { DAY_MS, isValidDateParts, isValidTimeZone, parseDateTimeLocal, zonedParts } from "@core/dates";

/** A date and time found in text: the instant, the zone it is read in, and where it was written. */
export type FoundDateTime = { at: number; zone: string; index: number; end: number; hasTime: boolean };

/** Zone abbreviations and names as emails write them, to the IANA zone whose wall clock they mean. */
const ZONE_WORDS: Record<string, string> = {
  ist: "Asia/Kolkata",
  "india standard time": "Asia/Kolkata",
  pt: "America/Los_Angeles",
  pst: "America/Los_Angeles",
  pdt: "America/Los_Angeles",
  "pacific time": "America/Los_Angeles",
  "pacific standard time": "America/Los_Angeles",
  "pacific daylight time": "America/Los_Angeles",
  et: "America/New_York",
  est: "America/New_York",
  edt: "America/New_York",
  "eastern time": "America/New_York",
  "eastern standard time": "America/New_York",
  ct: "America/Chicago",
  cst: "America/Chicago",
  cdt: "America/Chicago",
  "central time": "America/Chicago",
  mt: "America/Denver",
  mst: "America/Denver",
  mdt: "America/Denver",
  gmt: "UTC",
  utc: "UTC",
  z: "UTC",
  bst: "Europe/London",
  cet: "Europe/Berlin",
  cest: "Europe/Berlin",
  sgt: "Asia/Singapore",
  aest: "Australia/Sydney",
  aedt: "Australia/Sydney",
  jst: "Asia/Tokyo",
};

/** Offsets written as "GMT+05:30" / "+0530", to the zone most senders mean by them. */
function zoneForOffset(minutes: number): string | null {
  if (minutes === 0) return "UTC";
  if (minutes === 330) return "Asia/Kolkata";
  if (minutes % 60 !== 0 || Math.abs(minutes) > 14 * 60) return null;
  // Etc/GMT zones are named with the sign reversed (Etc/GMT-5 is five hours east of UTC).
  const hours = minutes / 60;
  return `Etc/GMT${hours > 0 ? "-" : "+"}${Math.abs(hours)}`;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

/** "Dec 2", "December 2nd, 2026", "Dec. 2 2026". */
const MONTH_FIRST = new RegExp(`\\b${MONTH}\\.?\\s{1,3}(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s{1,3}(\\d{4})\\b)?`, "gi");
/** "2 Dec", "2nd of December, 2026", "02-Dec-2026". */
const DAY_FIRST = new RegExp(
  `\\b(\\d{1,2})(?:st|nd|rd|th)?(?:\\s{1,3}of)?[\\s-]{1,3}${MONTH}\\b\\.?(?:[,\\s-]{1,3}(\\d{4})\\b)?`,
  "gi",
);
/** "2026-12-02". */
const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})(?=\b|T)/g;
/** "2/12", "02/12/2026", "02-12-2026", "2.12.2026" (with dots or dashes only with a year: "3.30" is a time). */
const NUMERIC_DATE = /\b(\d{1,2})(?:\/(\d{1,2})(?:\/(\d{4}|\d{2}))?|([.-])(\d{1,2})\4(\d{4}))\b/g;
/** "tomorrow", "today", "on Tuesday". */
const RELATIVE_DAY =
  /\b(today|tomorrow|(?:this |next )?(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?)\b/gi;

/** "3:00 PM", "3 pm", "15:00", "15:00 hrs", "3.30 p.m.", "T15:00:00". */
const TIME = /(?:\b|T)(\d{1,2})(?:[:.](\d{2}))?(?::\d{2})?\s{0,2}(a\.?m\.?|p\.?m\.?)?(?=[^\w]|$)/gi;
/** The zone written right after a time: "IST", "(PT)", "GMT+5:30", "(GMT+05:30) Chennai…", "India Standard Time". */
const ZONE_AFTER =
  /^\s{0,3}\(?\s{0,2}(india standard time|pacific (?:standard |daylight )?time|eastern (?:standard )?time|central time|ist|pst|pdt|pt|est|edt|et|cst|cdt|ct|mst|mdt|mt|gmt|utc|bst|cest|cet|sgt|aest|aedt|jst|z)?(?:\s{0,2}([+-−])\s{0,2}(\d{1,2})(?::?(\d{2}))?)?\b/i;

/** A date as written; a relative one ("tomorrow", "on Tuesday") is resolved once its zone is known. */
type DayParts = {
  year: number | null;
  month: number;
  day: number;
  index: number;
  end: number;
  relative?: { word: string };
};

/** The calendar day "today", "tomorrow" or a weekday names, counted from the message's day in `zone`. */
function resolveRelative(word: string, sentAt: number, zone: string): { year: number; month: number; day: number } {
  const today = zonedParts(new Date(sentAt), zone);
  const base = Date.UTC(today.year, today.month - 1, today.day);
  let offset: number;
  if (word === "today") offset = 0;
  else if (word === "tomorrow") offset = 1;
  else {
    const target = WEEKDAYS.indexOf(word.replace(/^(this|next) /, "").slice(0, 3));
    offset = (target - new Date(base).getUTCDay() + 7) % 7 || 7;
  }
  const day = new Date(base + offset * DAY_MS);
  return { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
}

function monthNumber(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

/** Whether numeric dates read month-first: only where the zone they are read in is American. */
function monthFirst(zone: string): boolean {
  return zone.startsWith("America/");
}

function datesIn(text: string, zone: string, sentAt: number): DayParts[] {
  const found: DayParts[] = [];
  for (const m of text.matchAll(MONTH_FIRST)) {
    found.push({
      year: m[3] ? Number(m[3]) : null,
      month: monthNumber(m[1]),
      day: Number(m[2]),
      index: m.index,
      end: m.index + m[0].length,
    });
  }
  for (const m of text.matchAll(DAY_FIRST)) {
    found.push({
      year: m[3] ? Number(m[3]) : null,
      month: monthNumber(m[2]),
      day: Number(m[1]),
      index: m.index,
      end: m.index + m[0].length,
    });
  }
  for (const m of text.matchAll(ISO_DATE)) {
    found.push({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), index: m.index, end: m.index + 10 });
  }
  for (const m of text.matchAll(NUMERIC_DATE)) {
    const a = Number(m[1]);
    const b = Number(m[2] ?? m[5]);
    const written = m[3] ?? m[6];
    let [day, month] = monthFirst(zone) ? [b, a] : [a, b];
    if (day <= 12 && month > 12) [day, month] = [month, day];
    const year = written ? (written.length === 2 ? 2000 + Number(written) : Number(written)) : null;
    found.push({ year, month, day, index: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(RELATIVE_DAY)) {
    const word = m[1].toLowerCase();
    found.push({
      ...resolveRelative(word, sentAt, zone),
      index: m.index,
      end: m.index + m[0].length,
      relative: { word },
    });
  }
  // A weekday written before a full date ("Tue, Dec 2") is the same day: keep the fuller one.
  found.sort((x, y) => x.index - y.index);
  return found.filter((d, i) => {
    const next = found[i + 1];
    return !(next && next.index <= d.end + 3 && d.end - d.index <= 9 && /[a-z]/i.test(text.slice(d.index, d.end)));
  });
}

type TimeParts = { hour: number; minute: number; zone: string | null; index: number; end: number };

function timesIn(text: string): TimeParts[] {
  const found: TimeParts[] = [];
  for (const m of text.matchAll(TIME)) {
    // The digits of a zone just read ("GMT+05:30") are not another time.
    if (found.length > 0 && m.index < found[found.length - 1].end) continue;
    const meridiem = m[3]?.toLowerCase().replaceAll(".", "");
    if (!m[2] && !meridiem) continue; // a bare number is not a time
    if (m[2] && m[1].length === 1 && !meridiem && m[0].includes(".")) continue; // "2.12" is a date
    let hour = Number(m[1]);
    const minute = m[2] ? Number(m[2]) : 0;
    if (meridiem) {
      if (hour < 1 || hour > 12) continue;
      hour = (hour % 12) + (meridiem === "pm" ? 12 : 0);
    }
    if (hour > 23 || minute > 59) continue;
    const end = m.index + m[0].length;
    const after = ZONE_AFTER.exec(text.slice(end, end + 40));
    let zone: string | null = null;
    let zoneEnd = end;
    // An offset alone must stand apart from the time ("3:00 PM +05:30"), not be a range's end ("11:00 AM-12:00 PM").
    const rest = after ? text.slice(end + after[0].length, end + after[0].length + 6) : "";
    const offsetOnly =
      after &&
      !after[1] &&
      after[2] &&
      (!/^\s{1,3}\(?[+-]\d{2}:?\d{2}$/.test(after[0]) || /^\s*[ap]\.?m\b/i.test(rest));
    if (after && (after[1] || after[2]) && !offsetOnly) {
      const word = after[1]?.toLowerCase();
      if (after[2]) {
        const sign = after[2] === "+" ? 1 : -1;
        zone = zoneForOffset(sign * (Number(after[3]) * 60 + Number(after[4] ?? 0)));
      } else if (word) zone = ZONE_WORDS[word] ?? null;
      zoneEnd = end + after[0].length;
    }
    found.push({ hour, minute, zone, index: m.index, end: zoneEnd });
  }
  // A range's start takes its end's zone: "11:00 AM-12:00 PM (UTC+05:30)", "1pm - 4pm PST".
  for (let i = found.length - 2; i >= 0; i--) {
    const next = found[i + 1];
    if (!found[i].zone && next.zone && /^\s{0,2}(?:-|–|to)\s{0,2}$/.test(text.slice(found[i].end, next.index))) {
      found[i].zone = next.zone;
    }
  }
  return found;
}

/** The instant the wall clock in `zone` reads the given time (a written UTC offset zone included). */
export function wallTime(zone: string, year: number, month: number, day: number, hour: number, minute: number) {
  if (!isValidDateParts(year, month, day, hour, minute)) return null;
  const pad = (n: number, l = 2) => String(n).padStart(l, "0");
  const value = `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
  return isValidTimeZone(zone) ? (parseDateTimeLocal(value, zone)?.getTime() ?? null) : null;
}

/** The year a date without one means: its next occurrence on or after the message's day (in `zone`). */
function inferYear(month: number, day: number, sentAt: number, zone: string): number {
  const today = zonedParts(new Date(sentAt), zone);
  const thisYear = Date.UTC(today.year, month - 1, day);
  return thisYear < Date.UTC(today.year, today.month - 1, today.day) ? today.year + 1 : today.year;
}

/** The most text read for dates, and the most dates read from it. */
const DATE_TEXT_LIMIT = 50_000;
const MAX_DATES = 200;

/** How far (characters) a time may stand from its date: "Tue, Dec 2 at 3:00 PM", "3 PM IST on 2 Dec". */
const NEAR = 40;

/**
 * Every date (with its time when one stands near it) in `text`, in order, read in `userZone` unless a zone
 * is written. `sentAt` anchors years and "tomorrow".
 */
export function findDateTimes(whole: string, userZone: string, sentAt: number): FoundDateTime[] {
  // An interview's or a deadline's date is near the top; a digest's thousandth date is not worth reading.
  const text = whole.slice(0, DATE_TEXT_LIMIT);
  const times = timesIn(text);
  // A written US zone anywhere near decides how numeric dates read; else the user's zone does.
  const usWritten = times.some((t) => t.zone?.startsWith("America/"));
  const readingZone = usWritten ? "America/Los_Angeles" : userZone;
  const days = datesIn(text, readingZone, sentAt).slice(0, MAX_DATES);
  // Each time goes to its nearest date, closest pairs first ("from Thursday to Friday, December 11 at
  // 9:00 AM": the time is December 11's, not Thursday's). Times are in text order, so each date only
  // looks at the times within NEAR characters of it.
  const pairs: { day: number; time: number; gap: number }[] = [];
  let first = 0;
  for (const [di, d] of days.entries()) {
    while (first < times.length && times[first].end < d.index - NEAR) first++;
    for (let ti = first; ti < times.length && times[ti].index <= d.end + NEAR; ti++) {
      const t = times[ti];
      if (t.index < d.end && t.end > d.index) continue; // the date's own digits
      const gap = t.index >= d.end ? t.index - d.end : d.index - t.end;
      if (gap >= 0 && gap <= NEAR) pairs.push({ day: di, time: ti, gap });
    }
  }
  pairs.sort((x, y) => x.gap - y.gap || x.day - y.day);
  const timeOf = new Map<number, TimeParts>();
  const taken = new Set<number>();
  for (const pair of pairs) {
    if (timeOf.has(pair.day) || taken.has(pair.time)) continue;
    timeOf.set(pair.day, times[pair.time]);
    taken.add(pair.time);
  }
  const out: FoundDateTime[] = [];
  for (const [di, d] of days.entries()) {
    const best = timeOf.get(di) ?? null;
    const zone = best?.zone ?? userZone;
    // "tomorrow at 5 PM GMT" is tomorrow where GMT is read, not where the user is.
    const date = d.relative ? resolveRelative(d.relative.word, sentAt, zone) : d;
    const year = date.year ?? inferYear(date.month, date.day, sentAt, zone);
    const at = wallTime(zone, year, date.month, date.day, best?.hour ?? 0, best?.minute ?? 0);
    if (at === null) continue;
    out.push({
      at,
      zone,
      index: Math.min(d.index, best?.index ?? d.index),
      end: Math.max(d.end, best?.end ?? d.end),
      hasTime: best !== null,
    });
  }
  return out.sort((a, b) => a.index - b.index);
}

/**
 * The instant a header-like date line means ("Mon, Nov 24, 2026 at 10:12 AM", "Monday, 24 November 2026
 * 10:12", "24 November 2026 at 10:12:30 GMT+5:30"): the first date with a time, read in `zone` unless
 * the line writes one. Null when it names none.
 */
export function parseDateLine(line: string, zone: string, reference: number): number | null {
  const found = findDateTimes(line.slice(0, 200), zone, reference);
  return found[0]?.at ?? null;
}
