/** The public profile's weekly activity from the monthly rollup rows (issue 23). */
import { describe, expect, it } from "vitest";
import { ACTIVITY_WEEKS, weeklyActivity, weekStart } from "./public-profile.server";

describe("weekStart", () => {
  it("is the Monday of the week, in UTC", () => {
    expect(weekStart(new Date("2026-11-26T12:00:00Z"))).toBe("2026-11-23"); // a Thursday
    expect(weekStart(new Date("2026-11-23T00:00:00Z"))).toBe("2026-11-23"); // Monday itself
    expect(weekStart(new Date("2026-11-29T23:59:59Z"))).toBe("2026-11-23"); // Sunday
    expect(weekStart(new Date("2026-03-01T10:00:00Z"))).toBe("2026-02-23"); // across a month
    expect(weekStart(new Date("2027-01-01T10:00:00Z"))).toBe("2026-12-28"); // across a year
  });
});

describe("weeklyActivity", () => {
  const now = new Date("2026-11-26T12:00:00Z");

  it("gives 12 weeks ending with this one, zeros included, oldest first", () => {
    const weeks = weeklyActivity([], now);
    expect(weeks).toHaveLength(ACTIVITY_WEEKS);
    expect(weeks[0].start).toBe("2026-09-07");
    expect(weeks.at(-1)?.start).toBe("2026-11-23");
    expect(weeks.every((w) => w.count === 0)).toBe(true);
  });

  it("puts each day's count in its week, across months, and drops days before the first week", () => {
    const weeks = weeklyActivity(
      [
        { month: "2026-09", days: { "06": 9, "07": 1, "13": 2, "30": 1 } },
        { month: "2026-10", days: { "01": 1, "04": 3, "05": 1 } },
        { month: "2026-11", days: { "22": 4, "23": 2, "26": 1, "29": 5 } },
      ],
      now,
    );
    const byStart = Object.fromEntries(weeks.map((w) => [w.start, w.count]));
    expect(byStart["2026-09-07"]).toBe(3); // 7th and 13th; the 6th is a Sunday of the week before
    expect(byStart["2026-09-28"]).toBe(5); // 30 Sep, 1 Oct, 4 Oct (Sunday)
    expect(byStart["2026-10-05"]).toBe(1);
    expect(byStart["2026-11-16"]).toBe(4); // Sunday 22 Nov
    expect(byStart["2026-11-23"]).toBe(8); // this week, later days of it included
    expect(weeks.reduce((s, w) => s + w.count, 0)).toBe(21);
  });

  it("ignores zero and negative counts a rollup may hold after deletions", () => {
    const weeks = weeklyActivity([{ month: "2026-11", days: { "24": 0, "25": -1, "26": 2 } }], now);
    expect(weeks.at(-1)?.count).toBe(2);
  });
});
