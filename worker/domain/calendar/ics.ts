/**
 * iCalendar text (RFC 5545) and Google Calendar links from one event shape, for the feed and the
 * interview download alike (docs/decisions/037-calendar-feed.md). ical-generator does the RFC's
 * mechanics: CRLF lines folded at 75 octets without splitting a UTF-8 character, TEXT escaping of
 * `\ ; ,` and newlines, UTC date-times. Timed events are written in UTC (`…Z`); all-day items are DATE
 * values, the calendar day the user chose; the user's zone is named by X-WR-TIMEZONE.
 */
import { DAY_MS } from "@core/dates";
import ical, { ICalAlarmType, ICalCalendarMethod } from "ical-generator";

/** When an event happens: an instant (with an end, or none for a point in time), or a calendar day. */
export type EventWhen =
  | { kind: "time"; start: Date; end?: Date }
  /** `day` is 00:00 UTC of the calendar date (how date-only values are stored, decision 008). */
  | { kind: "day"; day: Date };

/** An alarm `secondsBefore` the start, or at a fixed instant (a task's reminder). */
export type EventAlarm = { secondsBefore: number } | { at: Date };

export type CalendarEvent = {
  /** Stable across edits: derived from the record's id (`interview-<id>@host`). */
  uid: string;
  summary: string;
  description: string;
  url: string;
  location?: string;
  when: EventWhen;
  alarms: EventAlarm[];
  /** SEQUENCE: the record's revision, grown by every change so calendars take the new version (decision 045). */
  sequence?: number;
};

export type CalendarDocument = {
  name: string;
  /** The user's IANA zone, named by X-WR-TIMEZONE (clients show the calendar in it). */
  timeZone: string;
  /** DTSTAMP of every event: when this version of the data was current (see the decision). */
  stamp: Date;
  events: CalendarEvent[];
  /** A subscribed feed suggests how often to poll (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshSeconds?: number;
};

/** The whole VCALENDAR object as text, CRLF line ends. */
export function renderCalendar(doc: CalendarDocument): string {
  const calendar = ical({
    name: doc.name,
    prodId: { company: "Offerpath", product: "Calendar", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    ttl: doc.refreshSeconds ?? null,
  });
  for (const e of doc.events) {
    const event = calendar.createEvent({
      id: e.uid,
      stamp: doc.stamp,
      summary: e.summary,
      description: e.description,
      url: e.url,
      sequence: e.sequence ?? 0,
      location: e.location ?? null,
      ...(e.when.kind === "day"
        ? { start: e.when.day, allDay: true }
        : { start: e.when.start, end: e.when.end ?? null }),
    });
    for (const alarm of e.alarms) {
      event.createAlarm({
        type: ICalAlarmType.display,
        trigger: "at" in alarm ? alarm.at : alarm.secondsBefore,
        description: e.summary,
      });
    }
  }
  // Calendar properties come before the first component (RFC 5545, section 3.4: `calprops component`);
  // the library writes its custom X- properties after the events, so the zone goes in here.
  const text = withCalendarProperty(calendar.toString(), `X-WR-TIMEZONE:${doc.timeZone}`);
  // Every content line ends with CRLF, the last one included (RFC 5545, section 3.1); the library omits the last.
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}

/** `line` placed after the calendar's own properties: before its first component, or its end. */
function withCalendarProperty(text: string, line: string): string {
  const at = text.search(/\r\n(BEGIN:(?!VCALENDAR)|END:VCALENDAR)/);
  return `${text.slice(0, at)}\r\n${line}${text.slice(at)}`;
}

/** `YYYYMMDDTHHMMSSZ`, the UTC form Google's `dates` parameter takes. */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** `YYYYMMDD` of a date-only value (00:00 UTC). */
function dayStamp(date: Date): string {
  return date.toISOString().slice(0, 10).replace(/-/g, "");
}

/** Google's template link keeps a URL usable: longer details are cut at this many characters. */
export const GOOGLE_DETAILS_LIMIT = 1500;

/**
 * "Add to Google Calendar": Google's event template with the event's title, times in UTC, details and
 * place, each percent-encoded.
 */
export function googleCalendarLink(e: CalendarEvent): string {
  const dates =
    e.when.kind === "time"
      ? `${utcStamp(e.when.start)}/${utcStamp(e.when.end ?? e.when.start)}`
      : `${dayStamp(e.when.day)}/${dayStamp(new Date(e.when.day.getTime() + DAY_MS))}`;
  const details = [...e.description].slice(0, GOOGLE_DETAILS_LIMIT).join("");
  const params: Array<[string, string]> = [
    ["action", "TEMPLATE"],
    ["text", e.summary],
    ["dates", dates],
    ["details", details],
  ];
  if (e.location) params.push(["location", e.location]);
  const query = params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&");
  return `https://calendar.google.com/calendar/render?${query}`;
}
