import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { type CalendarEvent, GOOGLE_DETAILS_LIMIT, googleCalendarLink, renderCalendar, utcStamp } from "./ics";

const interview: CalendarEvent = {
  uid: "interview-abc@offerpath.test",
  summary: "Interview: R&D Lead at Smith & Sons, Inc.",
  description: "Phone interview with Zoë #1.\n\nBring 100% focus?",
  url: "https://offerpath.test/jobs/j1",
  location: "Bengaluru, KA",
  when: { kind: "time", start: new Date("2030-03-08T17:00:00Z"), end: new Date("2030-03-08T18:00:00Z") },
  alarms: [{ secondsBefore: 7200 }],
};

describe("googleCalendarLink", () => {
  it("fills Google's template with UTC times and percent-encoded values", () => {
    const url = new URL(googleCalendarLink(interview));
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe(interview.summary);
    expect(url.searchParams.get("dates")).toBe("20300308T170000Z/20300308T180000Z");
    expect(url.searchParams.get("details")).toBe(interview.description);
    expect(url.searchParams.get("location")).toBe("Bengaluru, KA");
    // Nothing a value holds can start another parameter or end the query.
    expect(googleCalendarLink(interview)).toContain(
      "text=Interview%3A%20R%26D%20Lead%20at%20Smith%20%26%20Sons%2C%20Inc.",
    );
    expect(googleCalendarLink(interview)).toContain(
      "details=Phone%20interview%20with%20Zo%C3%AB%20%231.%0A%0ABring%20100%25%20focus%3F",
    );
  });

  it("gives an all-day event its day and the next, and leaves out an absent place", () => {
    const url = new URL(
      googleCalendarLink({
        ...interview,
        location: undefined,
        when: { kind: "day", day: new Date("2030-12-31T00:00:00Z") },
      }),
    );
    expect(url.searchParams.get("dates")).toBe("20301231/20310101");
    expect(url.searchParams.has("location")).toBe(false);
  });

  it("cuts long details by characters, never inside a surrogate pair", () => {
    const url = new URL(googleCalendarLink({ ...interview, description: "🙂".repeat(GOOGLE_DETAILS_LIMIT + 10) }));
    expect(url.searchParams.get("details")).toBe("🙂".repeat(GOOGLE_DETAILS_LIMIT));
  });

  it("utcStamp is YYYYMMDDTHHMMSSZ", () => {
    expect(utcStamp(new Date("2030-01-02T03:04:05.678Z"))).toBe("20300102T030405Z");
  });
});

/**
 * The calendar's own properties written after a component: RFC 5545's `icalbody = calprops component`
 * puts every property of VCALENDAR before its first BEGIN. Answers the offending lines.
 */
function misplacedProperties(text: string): string[] {
  const lines = text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);
  const misplaced: string[] = [];
  let depth = 0;
  let componentSeen = false;
  for (const line of lines) {
    if (line.startsWith("BEGIN:")) {
      depth++;
      if (depth === 2) componentSeen = true;
    } else if (line.startsWith("END:")) {
      depth--;
    } else if (depth === 1 && componentSeen) {
      misplaced.push(line);
    }
  }
  return misplaced;
}

describe("renderCalendar", () => {
  const text = renderCalendar({
    name: "Offerpath",
    timeZone: "Asia/Kolkata",
    stamp: new Date("2030-01-01T00:00:00Z"),
    refreshSeconds: 3600,
    events: [
      interview,
      {
        uid: "task-t1@offerpath.test",
        summary: "Task due: Send, portfolio; now\\",
        description: "line 1\nline 2",
        url: "https://offerpath.test/tasks/t1",
        when: { kind: "day", day: new Date("2030-03-09T00:00:00Z") },
        alarms: [{ at: new Date("2030-03-08T03:30:00Z") }],
      },
    ],
  });

  it("ends every line with CRLF, the last included, and keeps lines within 75 octets", () => {
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it("parses back to the same events, alarms and values", () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("Asia/Kolkata");
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    const [first, second] = calendar.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
    expect(first.uid).toBe(interview.uid);
    expect(first.summary).toBe(interview.summary);
    expect(first.description).toBe(interview.description);
    expect(first.location).toBe("Bengaluru, KA");
    expect(first.startDate.toJSDate().toISOString()).toBe("2030-03-08T17:00:00.000Z");
    expect(first.component.getFirstPropertyValue("dtstamp")?.toString()).toBe("2030-01-01T00:00:00Z");
    expect(second.summary).toBe("Task due: Send, portfolio; now\\");
    expect(second.description).toBe("line 1\nline 2");
    expect(second.startDate.isDate).toBe(true);
    expect(second.startDate.toString()).toBe("2030-03-09");
    const trigger = second.component.getFirstSubcomponent("valarm")?.getFirstPropertyValue("trigger");
    expect(trigger?.toString()).toBe("2030-03-08T03:30:00Z");
  });

  it("writes the calendar's properties, X-WR-TIMEZONE included, before its first component (RFC 5545, 3.4)", () => {
    expect(misplacedProperties(text)).toEqual([]);
    const lines = text.split("\r\n");
    expect(lines.indexOf("X-WR-TIMEZONE:Asia/Kolkata")).toBeGreaterThan(0);
    expect(lines.indexOf("X-WR-TIMEZONE:Asia/Kolkata")).toBeLessThan(lines.indexOf("BEGIN:VEVENT"));
    // With no event at all, the zone is still a property of the calendar.
    const empty = renderCalendar({ name: "x", timeZone: "UTC", stamp: new Date(0), events: [] });
    expect(misplacedProperties(empty)).toEqual([]);
    expect(new ICAL.Component(ICAL.parse(empty)).getFirstPropertyValue("x-wr-timezone")).toBe("UTC");
  });

  it("writes each event's SEQUENCE (0 when none is given)", () => {
    const calendar = new ICAL.Component(
      ICAL.parse(
        renderCalendar({
          name: "x",
          timeZone: "UTC",
          stamp: new Date(0),
          events: [
            { ...interview, sequence: 3 },
            { ...interview, uid: "other@offerpath.test" },
          ],
        }),
      ),
    );
    const sequences = calendar.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c).sequence);
    expect(sequences).toEqual([3, 0]);
  });

  it("an event without an end has no DTEND (a point in time)", () => {
    const point = renderCalendar({
      name: "x",
      timeZone: "UTC",
      stamp: new Date(0),
      events: [{ ...interview, when: { kind: "time", start: new Date("2030-01-01T10:00:00Z") } }],
    });
    expect(point).not.toContain("DTEND");
  });
});
