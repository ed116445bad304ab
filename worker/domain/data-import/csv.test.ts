/**
 * The CSV import's pure readers (decision 032): numeric dates in the chosen order, with an optional comma
 * and time after them (issue 30), and headers or status values that are names of built-in object members.
 */
import type { DateOrder } from "@core/schemas/data-import";
import { describe, expect, it } from "vitest";
import { guessDateOrder, guessMapping, mapStatus, planRows, readDate } from "./csv";

describe("readDate", () => {
  const cases: Array<[value: string, order: DateOrder, expected: string | null]> = [
    // Day first, as toLocaleString("en-GB") writes it: with and without the comma, seconds or not.
    ["13/01/2026", "DMY", "2026-01-13"],
    ["13/01/2026, 10:00:00", "DMY", "2026-01-13"],
    ["13/01/2026, 10:00", "DMY", "2026-01-13"],
    ["13/01/2026 10:00:00", "DMY", "2026-01-13"],
    ["13/01/2026 23:59", "DMY", "2026-01-13"],
    ["03/04/2026, 09:05:07", "DMY", "2026-04-03"],
    ["3.4.2026 21:05", "DMY", "2026-04-03"],
    ["03-04-26", "DMY", "2026-04-03"],
    // AM/PM honours the chosen order too.
    ["3/4/2026, 9:05 PM", "DMY", "2026-04-03"],
    ["3/4/2026, 9:05:07 pm", "DMY", "2026-04-03"],
    ["3/4/2026 12:00 AM", "DMY", "2026-04-03"],
    ["13/01/2026, 10:00:00 a.m.", "DMY", "2026-01-13"],
    // Month first, as toLocaleString("en-US") writes it.
    ["1/13/2026, 10:00:00 AM", "MDY", "2026-01-13"],
    ["3/4/2026, 9:05 PM", "MDY", "2026-03-04"],
    ["03/04/2026 21:05:00", "MDY", "2026-03-04"],
    ["03/04/2026", "MDY", "2026-03-04"],
    // Year first, and a four-digit first part is the year whatever the order.
    ["2026/01/13, 10:00", "YMD", "2026-01-13"],
    ["2026-01-13T10:00:00Z", "DMY", "2026-01-13"],
    ["2026-01-13T10:00:00.000+05:30", "MDY", "2026-01-13"],
    ["2026-01-13 10:00 PM", "DMY", "2026-01-13"],
    // Words still read.
    ["Jan 13, 2026", "DMY", "2026-01-13"],
    ["", "DMY", ""],
    // Refused: impossible dates in the chosen order, times that are not times, mixed separators, odd years.
    ["13/01/2026", "MDY", null],
    ["13/01/2026, 10:00 AM", "MDY", null],
    ["31/02/2026", "DMY", null],
    ["2026/13/01", "DMY", null],
    ["13/01/2026, 25:00", "DMY", null],
    ["13/01/2026, 10:61", "DMY", null],
    ["13/01/2026, 10:00:60", "DMY", null],
    ["13/01/2026, 13:00 PM", "DMY", null],
    ["13/01/2026, 0:30 AM", "DMY", null],
    ["13/01/2026,, 10:00", "DMY", null],
    ["13/01/2026 soon", "DMY", null],
    ["13/01-2026", "DMY", null],
    ["13/01/202", "DMY", null],
    ["1/2/3", "DMY", null],
  ];
  it.each(cases)("%s read as %s is %s", (value, order, expected) => {
    expect(readDate(value, order)).toBe(expected);
  });

  it("guesses the order of a column written with a comma and a time", () => {
    expect(guessDateOrder(["13/01/2026, 10:00:00", "02/03/2026, 09:00:00"])).toEqual({
      order: "DMY",
      ambiguous: false,
    });
    expect(guessDateOrder(["1/13/2026, 10:00:00 AM", "3/4/2026, 9:05 PM"])).toEqual({ order: "MDY", ambiguous: false });
    expect(guessDateOrder(["03/04/2026, 10:00"])).toEqual({ order: "DMY", ambiguous: true });
  });
});

describe("keys named by the file", () => {
  const BUILT_IN = ["toString", "constructor", "__proto__", "hasOwnProperty", "valueOf"];

  it("a header named like a built-in member is a column like any other", () => {
    const headers = ["toString", "constructor", "__proto__", "Company"];
    expect(Object.fromEntries(guessMapping(headers))).toEqual({
      toString: "ignore",
      constructor: "ignore",
      ["__proto__"]: "ignore",
      Company: "company",
    });
    const given = new Map([
      ["toString", "position"],
      ["constructor", "status"],
      ["__proto__", "notes"],
    ] as const);
    const mapping = guessMapping(headers, given);
    expect([...mapping]).toEqual([
      ["toString", "position"],
      ["constructor", "status"],
      ["__proto__", "notes"],
      ["Company", "company"],
    ]);
  });

  it("a status value named like a built-in member must be chosen, and its choice is honoured", () => {
    for (const value of BUILT_IN) {
      expect(mapStatus(value, new Map()), value).toBeNull();
      expect(mapStatus(value, new Map([[value, "rejected"]])), value).toBe("rejected");
    }
  });

  it("rows under such headers are read, and Object.prototype is untouched", () => {
    const before = Object.getOwnPropertyNames(Object.prototype).sort();
    const table = {
      headers: ["toString", "constructor", "__proto__"],
      rows: [
        ["Acme", "Engineer", "constructor"],
        ["Globex", "Designer", "toString"],
      ],
    };
    const mapping = guessMapping(
      table.headers,
      new Map([
        ["toString", "company"],
        ["constructor", "position"],
        ["__proto__", "status"],
      ] as const),
    );
    const plans = planRows(
      table,
      mapping,
      new Map([
        ["constructor", "offer"],
        ["toString", "rejected"],
      ] as const),
      "DMY",
    );
    expect(plans.map((p) => ("input" in p ? [p.input.company, p.input.position, p.input.status] : p.error))).toEqual([
      ["Acme", "Engineer", "offer"],
      ["Globex", "Designer", "rejected"],
    ]);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
    expect(({} as Record<string, unknown>).company).toBeUndefined();
  });
});
