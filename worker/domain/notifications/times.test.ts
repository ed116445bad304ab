import { addDays } from "@core/dates";
import { describe, expect, it } from "vitest";
import { calendarDayOf, digestFireAt, digestMoment, localDay, nextDigestAfter } from "./times";

const at = (iso: string) => new Date(iso).getTime();

describe("digest times in the user's zone", () => {
  it("08:00 on a spring-forward day in Los Angeles is 15:00 UTC, the day before 16:00 UTC", () => {
    expect(digestMoment("2027-03-14", 8, "America/Los_Angeles")).toBe(at("2027-03-14T15:00:00Z"));
    expect(digestMoment("2027-03-13", 8, "America/Los_Angeles")).toBe(at("2027-03-13T16:00:00Z"));
    // 02:00 does not exist that day: it moves forward to 03:00 PDT.
    expect(digestMoment("2027-03-14", 2, "America/Los_Angeles")).toBe(at("2027-03-14T10:00:00Z"));
  });

  it("Kiritimati (UTC+14) and Honolulu (UTC-10) are a day apart at the same instant", () => {
    expect(digestMoment("2027-02-01", 8, "Pacific/Kiritimati")).toBe(at("2027-01-31T18:00:00Z"));
    expect(localDay(at("2027-01-31T18:00:00Z"), "Pacific/Kiritimati")).toBe("2027-02-01");
    expect(localDay(at("2027-01-31T18:00:00Z"), "Pacific/Honolulu")).toBe("2027-01-31");
  });

  it("a date-only value is its calendar date in any zone; an instant is read in the zone", () => {
    expect(calendarDayOf(at("2027-05-08T00:00:00Z"), "America/Los_Angeles")).toBe("2027-05-08");
    expect(calendarDayOf(at("2027-05-08T20:00:00Z"), "Asia/Kolkata")).toBe("2027-05-09");
    expect(addDays("2027-12-31", 1)).toBe("2028-01-01");
  });

  it("an item whose day's digest has passed goes in the next one", () => {
    const now = at("2027-03-01T05:00:00Z"); // 10:30 in Kolkata
    expect(digestFireAt("2027-03-01", 8, "Asia/Kolkata", now)).toBe(at("2027-03-02T02:30:00Z"));
    expect(digestFireAt("2027-03-05", 8, "Asia/Kolkata", now)).toBe(at("2027-03-05T02:30:00Z"));
    expect(nextDigestAfter(at("2027-03-02T02:30:00Z"), 8, "Asia/Kolkata")).toBe(at("2027-03-03T02:30:00Z"));
  });
});
