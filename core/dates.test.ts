import { describe, expect, it } from "vitest";
import {
  calendarDayIn,
  dateOnlyValue,
  dueDateLabel,
  formatDate,
  formatDateTime,
  formatShortDate,
  isOverdue,
  isValidTimeZone,
  parseDateOnly,
  parseDateTimeLocal,
  startOfDayInZone,
  TIME_ZONE_CACHE_LIMIT,
  timeZoneCacheSizes,
  toDateInputValue,
  toDateTimeLocalValue,
  zonedParts,
} from "./dates";

const KOLKATA = "Asia/Kolkata";
const NEW_YORK = "America/New_York";

describe("isValidTimeZone", () => {
  it("accepts IANA zones and UTC", () => {
    expect(isValidTimeZone("Asia/Kolkata")).toBe(true);
    expect(isValidTimeZone("America/New_York")).toBe(true);
    expect(isValidTimeZone("UTC")).toBe(true);
  });

  it("rejects unknown or empty zones", () => {
    expect(isValidTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
    expect(isValidTimeZone("not a zone")).toBe(false);
  });

  it("refuses values longer than 64 characters without asking Intl or caching them", () => {
    const before = timeZoneCacheSizes().zones;
    expect(isValidTimeZone(`Asia/Kolkata${" ".repeat(60)}`)).toBe(false);
    expect(isValidTimeZone("x".repeat(3_000_000))).toBe(false);
    expect(timeZoneCacheSizes().zones).toBe(before);
  });

  it("never caches invalid values, however many distinct ones arrive", () => {
    const before = timeZoneCacheSizes().zones;
    for (let i = 0; i < 5_000; i++) expect(isValidTimeZone(`Not/AZone_${i}`)).toBe(false);
    expect(timeZoneCacheSizes().zones).toBe(before);
  });

  it("keeps the caches bounded under many distinct valid spellings", () => {
    // Zone names are case-insensitive: "Asia/Kolkata" alone has 2^10 spellings Intl accepts.
    const letters = "AsiaKolkat";
    for (let mask = 0; mask < 1024; mask++) {
      const chars = [...letters].map((ch, i) => ((mask >> i) & 1 ? ch.toUpperCase() : ch.toLowerCase()));
      const spelling = `${chars.slice(0, 4).join("")}/${chars.slice(4).join("")}a`;
      expect(isValidTimeZone(spelling)).toBe(true);
      formatDateTime(new Date("2025-05-08T07:59:00Z"), spelling);
      zonedParts(new Date("2025-05-08T07:59:00Z"), spelling);
    }
    const sizes = timeZoneCacheSizes();
    expect(sizes.zones).toBeLessThanOrEqual(TIME_ZONE_CACHE_LIMIT);
    expect(sizes.formatters).toBeLessThanOrEqual(5 * TIME_ZONE_CACHE_LIMIT);
    // Evicted spellings still work: they are simply checked again.
    expect(isValidTimeZone("asia/kolkata")).toBe(true);
    expect(formatDateTime(new Date("2025-05-08T07:59:00Z"), "ASIA/KOLKATA")).toBe("8 May 2025, 1:29 pm");
  });
});

describe("zonedParts", () => {
  it("reads the wall clock in a half-hour offset zone", () => {
    expect(zonedParts(new Date("2026-05-08T20:00:00Z"), KOLKATA)).toEqual({
      year: 2026,
      month: 5,
      day: 9,
      hour: 1,
      minute: 30,
    });
  });

  it("reads midnight as hour 0", () => {
    expect(zonedParts(new Date("2026-01-01T04:00:00Z"), "UTC")).toEqual({
      year: 2026,
      month: 1,
      day: 1,
      hour: 4,
      minute: 0,
    });
    expect(zonedParts(new Date("2026-01-01T05:00:00Z"), NEW_YORK).hour).toBe(0);
  });
});

describe("startOfDayInZone", () => {
  it("returns local midnight in Asia/Kolkata as 18:30 UTC the previous day", () => {
    expect(startOfDayInZone(new Date("2026-05-08T20:00:00Z"), KOLKATA).toISOString()).toBe("2026-05-08T18:30:00.000Z");
    expect(startOfDayInZone(new Date("2026-05-08T10:00:00Z"), KOLKATA).toISOString()).toBe("2026-05-07T18:30:00.000Z");
  });

  it("uses standard time offset in New York winter and daylight time in summer", () => {
    expect(startOfDayInZone(new Date("2026-01-15T12:00:00Z"), NEW_YORK).toISOString()).toBe("2026-01-15T05:00:00.000Z");
    expect(startOfDayInZone(new Date("2026-07-15T12:00:00Z"), NEW_YORK).toISOString()).toBe("2026-07-15T04:00:00.000Z");
  });

  it("handles the DST transition days in New York", () => {
    // 8 March 2026: clocks jump from 02:00 EST to 03:00 EDT; midnight is still EST (-05:00).
    expect(startOfDayInZone(new Date("2026-03-08T20:00:00Z"), NEW_YORK).toISOString()).toBe("2026-03-08T05:00:00.000Z");
    // 1 November 2026: clocks fall back from 02:00 EDT to 01:00 EST; midnight is still EDT (-04:00).
    expect(startOfDayInZone(new Date("2026-11-01T20:00:00Z"), NEW_YORK).toISOString()).toBe("2026-11-01T04:00:00.000Z");
  });

  it("is midnight UTC in UTC", () => {
    expect(startOfDayInZone(new Date("2026-05-08T23:59:59Z"), "UTC").toISOString()).toBe("2026-05-08T00:00:00.000Z");
  });
});

describe("parseDateTimeLocal", () => {
  it("reads wall time in Asia/Kolkata", () => {
    expect(parseDateTimeLocal("2026-03-10T09:00", KOLKATA)?.toISOString()).toBe("2026-03-10T03:30:00.000Z");
    expect(parseDateTimeLocal("2026-03-10T09:00:45", KOLKATA)?.toISOString()).toBe("2026-03-10T03:30:45.000Z");
  });

  it("reads wall time in New York either side of DST", () => {
    expect(parseDateTimeLocal("2026-03-07T09:00", NEW_YORK)?.toISOString()).toBe("2026-03-07T14:00:00.000Z");
    expect(parseDateTimeLocal("2026-03-09T09:00", NEW_YORK)?.toISOString()).toBe("2026-03-09T13:00:00.000Z");
  });

  it("moves a skipped spring-forward time forward by the gap", () => {
    // 02:30 does not exist on 8 March 2026 in New York; it becomes 03:30 EDT.
    expect(parseDateTimeLocal("2026-03-08T02:30", NEW_YORK)?.toISOString()).toBe("2026-03-08T07:30:00.000Z");
  });

  it("picks the earlier instant for an ambiguous fall-back time", () => {
    // 01:30 happens twice on 1 November 2026 in New York; the first is 01:30 EDT.
    expect(parseDateTimeLocal("2026-11-01T01:30", NEW_YORK)?.toISOString()).toBe("2026-11-01T05:30:00.000Z");
  });

  it("rejects malformed or impossible values", () => {
    expect(parseDateTimeLocal("", KOLKATA)).toBeNull();
    expect(parseDateTimeLocal("2026-03-10", KOLKATA)).toBeNull();
    expect(parseDateTimeLocal("2026-02-30T10:00", KOLKATA)).toBeNull();
    expect(parseDateTimeLocal("2026-03-10T24:00", KOLKATA)).toBeNull();
    expect(parseDateTimeLocal("2026-03-10T10:60", KOLKATA)).toBeNull();
    expect(parseDateTimeLocal("2026-3-10T10:00", KOLKATA)).toBeNull();
    expect(parseDateTimeLocal("tomorrow", KOLKATA)).toBeNull();
  });

  it("round-trips with toDateTimeLocalValue", () => {
    const value = "2026-11-01T01:30";
    const parsed = parseDateTimeLocal(value, NEW_YORK);
    expect(parsed && toDateTimeLocalValue(parsed, NEW_YORK)).toBe(value);
  });
});

describe("parseDateOnly", () => {
  it("reads a date as midnight UTC", () => {
    expect(parseDateOnly("2026-05-08")?.toISOString()).toBe("2026-05-08T00:00:00.000Z");
    expect(parseDateOnly("2028-02-29")?.toISOString()).toBe("2028-02-29T00:00:00.000Z");
  });

  it("rejects invalid dates", () => {
    expect(parseDateOnly("2026-02-30")).toBeNull();
    expect(parseDateOnly("2027-02-29")).toBeNull();
    expect(parseDateOnly("2026-13-01")).toBeNull();
    expect(parseDateOnly("2026-00-10")).toBeNull();
    expect(parseDateOnly("08/05/2026")).toBeNull();
    expect(parseDateOnly("2026-05-08T00:00")).toBeNull();
    expect(parseDateOnly("")).toBeNull();
  });
});

describe("input values", () => {
  const instant = new Date("2026-05-08T20:05:00Z");

  it("formats datetime-local values in the user's zone", () => {
    expect(toDateTimeLocalValue(instant, KOLKATA)).toBe("2026-05-09T01:35");
    expect(toDateTimeLocalValue(instant, NEW_YORK)).toBe("2026-05-08T16:05");
  });

  it("formats date input values in the user's zone", () => {
    expect(toDateInputValue(instant, KOLKATA)).toBe("2026-05-09");
    expect(toDateInputValue(instant, NEW_YORK)).toBe("2026-05-08");
  });

  it("formats date-only values without any zone shift", () => {
    expect(dateOnlyValue(new Date("2026-05-08T00:00:00Z"))).toBe("2026-05-08");
    expect(dateOnlyValue(new Date("0999-01-02T00:00:00Z"))).toBe("0999-01-02");
  });
});

describe("display formats", () => {
  const instant = new Date("2025-05-08T07:59:00Z");

  it("formats a short date", () => {
    expect(formatDate(instant, KOLKATA)).toBe("8 May 2025");
    expect(formatDate(new Date("2025-05-08T20:00:00Z"), KOLKATA)).toBe("9 May 2025");
  });

  it("formats a date with time", () => {
    expect(formatDateTime(instant, KOLKATA)).toBe("8 May 2025, 1:29 pm");
    expect(formatDateTime(instant, NEW_YORK)).toBe("8 May 2025, 3:59 am");
  });

  it("formats a date without the year", () => {
    expect(formatShortDate(instant, KOLKATA)).toBe("8 May");
  });

  it("falls back to Asia/Kolkata for an unknown zone", () => {
    expect(formatDateTime(instant, "Not/AZone")).toBe("8 May 2025, 1:29 pm");
  });
});

describe("dueDateLabel", () => {
  // 20:00 UTC on 8 May is already 01:30 on 9 May in Kolkata, but still 16:00 on 8 May in New York.
  const now = new Date("2026-05-08T20:00:00Z");

  it("says No due date when there is none", () => {
    expect(dueDateLabel(null, now, KOLKATA, "list")).toBe("No due date");
    expect(dueDateLabel(null, now, KOLKATA, "dashboard")).toBe("No due date");
  });

  it("compares days in the user's zone", () => {
    const due = new Date("2026-05-09T10:00:00Z");
    expect(dueDateLabel(due, now, KOLKATA, "list")).toBe("Today");
    expect(dueDateLabel(due, now, NEW_YORK, "list")).toBe("Tomorrow");
    expect(dueDateLabel(due, now, "UTC", "dashboard")).toBe("Tomorrow");
  });

  it("says Yesterday in the list only", () => {
    const due = new Date("2026-05-08T05:00:00Z");
    expect(dueDateLabel(due, now, KOLKATA, "list")).toBe("Yesterday");
    expect(dueDateLabel(due, now, KOLKATA, "dashboard")).toBe("8 May");
    expect(dueDateLabel(due, now, NEW_YORK, "list")).toBe("Today");
  });

  it("says Tomorrow across the zone's midnight", () => {
    const due = new Date("2026-05-09T19:00:00Z"); // 00:30 on 10 May in Kolkata
    expect(dueDateLabel(due, now, KOLKATA, "list")).toBe("Tomorrow");
    expect(dueDateLabel(due, now, KOLKATA, "dashboard")).toBe("Tomorrow");
  });

  it("falls back to a weekday date in the list and a short date on the dashboard", () => {
    const due = new Date("2026-05-15T06:00:00Z");
    expect(dueDateLabel(due, now, KOLKATA, "list")).toBe("Fri, 15 May");
    expect(dueDateLabel(due, now, KOLKATA, "dashboard")).toBe("15 May");
    const past = new Date("2026-05-01T06:00:00Z");
    expect(dueDateLabel(past, now, KOLKATA, "list")).toBe("Fri, 1 May");
  });
});

describe("isOverdue", () => {
  const now = new Date("2026-05-08T20:00:00Z"); // 9 May 01:30 in Kolkata

  it("is overdue when due before the start of today in the user's zone", () => {
    const due = new Date("2026-05-08T18:29:00Z"); // 8 May 23:59 in Kolkata
    expect(isOverdue(due, now, KOLKATA, "pending")).toBe(true);
    expect(isOverdue(due, now, KOLKATA, "in-progress")).toBe(true);
    expect(isOverdue(due, now, NEW_YORK, "pending")).toBe(false);
  });

  it("is not overdue on the due day itself", () => {
    expect(isOverdue(new Date("2026-05-08T18:30:00Z"), now, KOLKATA, "pending")).toBe(false);
  });

  it("is never overdue when completed, cancelled (issue 30) or without a due date", () => {
    expect(isOverdue(new Date("2026-01-01T00:00:00Z"), now, KOLKATA, "completed")).toBe(false);
    expect(isOverdue(new Date("2026-01-01T00:00:00Z"), now, KOLKATA, "cancelled")).toBe(false);
    expect(isOverdue(null, now, KOLKATA, "pending")).toBe(false);
  });
});

describe("calendarDayIn", () => {
  it("reads a date-only value (00:00 UTC) as its own date in every zone, and an instant in the zone", () => {
    const dateOnly = new Date("2027-05-08T00:00:00Z");
    for (const tz of ["America/Los_Angeles", "Asia/Kolkata", "Pacific/Kiritimati", "Pacific/Honolulu"]) {
      expect(calendarDayIn(dateOnly, tz)).toBe("2027-05-08");
    }
    const evening = new Date("2027-05-08T20:00:00Z");
    expect(calendarDayIn(evening, "Asia/Kolkata")).toBe("2027-05-09");
    expect(calendarDayIn(evening, "America/Los_Angeles")).toBe("2027-05-08");
  });
});
