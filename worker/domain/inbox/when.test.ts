import { describe, expect, it } from "vitest";
import { findDateTimes } from "./when";

const at = (iso: string) => Date.parse(iso);
/** The first date-with-time in `text`, as an ISO instant and its zone. */
function first(text: string, zone: string, sentAt: string) {
  const found = findDateTimes(text, zone, at(sentAt)).find((d) => d.hasTime);
  return found ? { at: new Date(found.at).toISOString(), zone: found.zone } : null;
}

describe("dates and times as emails write them", () => {
  it("Asia/Kolkata: a written IST, and the user's zone when none is written", () => {
    expect(first("on Tue, Dec 2 at 3:00 PM IST.", "America/Los_Angeles", "2025-11-24T10:00:00Z")).toEqual({
      at: "2025-12-02T09:30:00.000Z",
      zone: "Asia/Kolkata",
    });
    expect(first("Monday, 7th December 2026 at 10:30 AM", "Asia/Kolkata", "2026-11-27T10:00:00Z")).toEqual({
      at: "2026-12-07T05:00:00.000Z",
      zone: "Asia/Kolkata",
    });
    expect(first("05-Dec-2026, 10:00 AM (IST)", "UTC", "2026-11-27T10:00:00Z")?.at).toBe("2026-12-05T04:30:00.000Z");
    expect(first("at 11:00 AM (GMT+05:30) on 9 Dec", "UTC", "2026-11-27T10:00:00Z")).toEqual({
      at: "2026-12-09T05:30:00.000Z",
      zone: "Asia/Kolkata",
    });
  });

  it("America/Los_Angeles: PT, PST and PDT all mean its wall clock, in either season", () => {
    expect(first("Thursday, December 3 at 9:00 AM PT", "Asia/Kolkata", "2026-11-24T05:00:00Z")).toEqual({
      at: "2026-12-03T17:00:00.000Z",
      zone: "America/Los_Angeles",
    });
    expect(first("July 14 at 3 PM PST", "Asia/Kolkata", "2026-07-01T00:00:00Z")?.at).toBe("2026-07-14T22:00:00.000Z");
    expect(first("July 14 at 3pm PDT", "Asia/Kolkata", "2026-07-01T00:00:00Z")?.at).toBe("2026-07-14T22:00:00.000Z");
    expect(first("Dec 9, 2026 1pm - 4pm Pacific Time", "UTC", "2026-12-01T00:00:00Z")).toEqual({
      at: "2026-12-09T21:00:00.000Z",
      zone: "America/Los_Angeles",
    });
  });

  it("UTC: written, and as the user's zone", () => {
    expect(first("Date: December 10, 2026\nTime: 15:00 UTC", "Asia/Kolkata", "2026-11-25T00:00:00Z")).toEqual({
      at: "2026-12-10T15:00:00.000Z",
      zone: "UTC",
    });
    expect(first("2026-12-10 at 15:00", "UTC", "2026-11-25T00:00:00Z")?.at).toBe("2026-12-10T15:00:00.000Z");
  });

  it("reads 2/12 day-first in India and the UK, month-first for an American zone; a part over 12 decides", () => {
    expect(first("2/12 at 15:00", "Asia/Kolkata", "2026-11-27T10:00:00Z")?.at).toBe("2026-12-02T09:30:00.000Z");
    expect(first("2/12 at 15:00", "Europe/London", "2026-11-27T10:00:00Z")?.at).toBe("2026-12-02T15:00:00.000Z");
    expect(first("2/12 at 15:00", "America/Los_Angeles", "2026-01-27T10:00:00Z")?.at).toBe("2026-02-12T23:00:00.000Z");
    expect(first("12/25 at 10:00", "Asia/Kolkata", "2026-11-27T10:00:00Z")?.at).toBe("2026-12-25T04:30:00.000Z");
  });

  it("gives a date without a year its next occurrence after the message", () => {
    expect(first("Jan 5 at 10 AM IST", "Asia/Kolkata", "2026-12-20T00:00:00Z")?.at).toBe("2027-01-05T04:30:00.000Z");
    expect(first("Dec 21 at 10 AM IST", "Asia/Kolkata", "2026-12-20T00:00:00Z")?.at).toBe("2026-12-21T04:30:00.000Z");
  });

  it("reads tomorrow and a weekday from the message's day", () => {
    // Sent on Friday 27 Nov 2026 (IST).
    expect(first("tomorrow at 11:00 AM", "Asia/Kolkata", "2026-11-27T06:00:00Z")?.at).toBe("2026-11-28T05:30:00.000Z");
    expect(first("on Tuesday at 4 PM", "Asia/Kolkata", "2026-11-27T06:00:00Z")?.at).toBe("2026-12-01T10:30:00.000Z");
  });

  it("gives a time to its nearest date, and never reads a range's end as an offset", () => {
    const found = findDateTimes(
      "move our call from Thursday to Friday, December 11 at 9:00 AM PT",
      "UTC",
      at("2026-12-05T17:00:00Z"),
    );
    expect(found.filter((d) => d.hasTime).map((d) => new Date(d.at).toISOString())).toEqual([
      "2026-12-11T17:00:00.000Z",
    ]);
    expect(first("Thursday, December 17, 2026, 10:00 AM - 11:00 AM PST", "UTC", "2026-12-14T00:00:00Z")).toEqual({
      at: "2026-12-17T18:00:00.000Z",
      zone: "America/Los_Angeles",
    });
  });

  it("is not fooled by impossible dates and bare numbers", () => {
    expect(first("31/02 at 10:00", "Asia/Kolkata", "2026-01-01T00:00:00Z")).toBeNull();
    expect(first("Order 404-1234567 costs 599.00", "Asia/Kolkata", "2026-01-01T00:00:00Z")).toBeNull();
  });

  it("reads a megabyte of date-like text in well under a second", () => {
    const text = "Dec 2 at 3:00 PM IST, 2/12 at 15:00 - 11:00 AM-12:00 PM (UTC+05:30) 12:30 ".repeat(13_000);
    const started = performance.now();
    findDateTimes(text, "Asia/Kolkata", at("2026-11-27T00:00:00Z"));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
