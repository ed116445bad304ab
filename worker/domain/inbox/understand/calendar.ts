/**
 * A calendar invitation attached to an email (text/calendar part or .ics file), read with ical.js
 * (docs/decisions/051): its method (REQUEST invites, CANCEL cancels), the event's start as an instant and
 * the zone it was written in, and what else names the interview (summary, location, description, organizer).
 *
 * DTSTART with a TZID is the TZID's wall clock: an IANA name as it is, a Windows name as Outlook writes it
 * ("India Standard Time") through WINDOWS_ZONES, any other name the user's zone. The calendar's own
 * VTIMEZONE is never read: ical.js walks its RRULE one step at a time from its DTSTART, so a few hundred
 * bytes (a per-minute rule from 1601) would keep the Worker busy for minutes. A floating time (no zone) is
 * the user's zone; a UTC time ("…Z") is shown in the user's zone. An event dated more than a year before
 * the email or more than three years after it is no interview this email arranges: its start is ignored
 * before anything converts it.
 */
import { DAY_MS, isValidTimeZone } from "@core/dates";
import ICAL from "ical.js";
import { wallTime } from "../when";

export type CalendarEvent = {
  method: string | null;
  start: number | null;
  zone: string;
  summary: string;
  location: string;
  description: string;
  organizer: { name: string; email: string } | null;
};

/** Windows zone names (Outlook, Teams) to IANA, for the zones the product's users write most. */
const WINDOWS_ZONES: Record<string, string> = {
  "india standard time": "Asia/Kolkata",
  "pacific standard time": "America/Los_Angeles",
  "eastern standard time": "America/New_York",
  "central standard time": "America/Chicago",
  "mountain standard time": "America/Denver",
  "gmt standard time": "Europe/London",
  "w. europe standard time": "Europe/Berlin",
  "singapore standard time": "Asia/Singapore",
  "aus eastern standard time": "Australia/Sydney",
  utc: "UTC",
  "coordinated universal time": "UTC",
};

/** The window of an event's start worth reading, around the email's date. */
const EARLIEST_MS = 365 * DAY_MS;
const LATEST_MS = 3 * 365 * DAY_MS;

function ianaZone(tzid: string): string | null {
  const windows = WINDOWS_ZONES[tzid.toLowerCase()];
  if (windows) return windows;
  return isValidTimeZone(tzid) && tzid.includes("/") ? tzid : null;
}

/**
 * The first event of a calendar's text, or null when it is not a calendar ical.js can read. `now` is the
 * email's date (epoch ms): an event's start outside a year before it to three years after it is ignored.
 */
export function readCalendar(text: string, userZone: string, now: number): CalendarEvent | null {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text));
  } catch {
    return null;
  }
  const component = calendar.name === "vevent" ? calendar : calendar.getFirstSubcomponent("vevent");
  if (!component) return null;
  const methodValue = calendar.getFirstPropertyValue("method");
  let method = typeof methodValue === "string" ? methodValue.toUpperCase() : null;
  if (String(component.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED") method = "CANCEL";

  let start: number | null = null;
  let zone = userZone;
  try {
    const event = new ICAL.Event(component);
    const dtstart = component.getFirstProperty("dtstart");
    const time = event.startDate;
    if (time && dtstart) {
      const tzid = dtstart.getParameter("tzid");
      const tzidText = typeof tzid === "string" ? tzid : null;
      const named = tzidText ? ianaZone(tzidText) : null;
      // The fields as written, before any zone is applied: a start far from the email's date is ignored.
      const asWritten = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
      if (asWritten < now - EARLIEST_MS - DAY_MS || asWritten > now + LATEST_MS + DAY_MS) {
        // Not this email's interview.
      } else if (time.zone?.tzid === "UTC" || String(dtstart.getFirstValue()).endsWith("Z")) {
        start = asWritten;
      } else {
        // A named zone (IANA or Windows), else the user's: an unknown name's VTIMEZONE is not read (above).
        if (named) zone = named;
        start = wallTime(zone, time.year, time.month, time.day, time.hour, time.minute);
      }
    }
    const organizerProperty = component.getFirstProperty("organizer");
    const organizerValue = organizerProperty?.getFirstValue();
    const organizerEmail =
      typeof organizerValue === "string" ? organizerValue.replace(/^mailto:/i, "").toLowerCase() : "";
    const organizerName = organizerProperty?.getParameter("cn");
    return {
      method,
      start,
      zone,
      summary: event.summary ?? "",
      location: event.location ?? "",
      description: (event.description ?? "").slice(0, 20_000),
      organizer: organizerEmail.includes("@")
        ? { name: typeof organizerName === "string" ? organizerName : "", email: organizerEmail }
        : null,
    };
  } catch {
    return { method, start, zone, summary: "", location: "", description: "", organizer: null };
  }
}
