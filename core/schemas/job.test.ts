import { describe, expect, it } from "vitest";
import { BOARD_MAX_SHOWN, BOARD_PAGE } from "../board";
import { MAX_PAGE, parseApiDate, parseApiDateOnly } from "./fields";
import { applicationsViewSchema, jobCreateSchema, jobListQuerySchema, jobUpdateSchema } from "./job";

const iso = (v: string) => parseApiDate(v)?.toISOString() ?? null;

describe("parseApiDate", () => {
  it("reads the contract's three forms", () => {
    expect(iso("2026-05-08")).toBe("2026-05-08T00:00:00.000Z");
    expect(iso("2026-05-08T10:30")).toBe("2026-05-08T10:30:00.000Z");
    expect(iso("2026-05-08T10:30:15.250")).toBe("2026-05-08T10:30:15.250Z");
    expect(iso("2025-05-08T07:59:31.123Z")).toBe("2025-05-08T07:59:31.123Z");
    expect(iso("2026-05-08T10:00+05:30")).toBe("2026-05-08T04:30:00.000Z");
    expect(iso("2026-05-08T10:00-0700")).toBe("2026-05-08T17:00:00.000Z");
    expect(iso("2028-02-29T23:59:59Z")).toBe("2028-02-29T23:59:59.000Z");
  });

  it.each([
    "2026-13-01",
    "2026-00-10",
    "0000-01-01",
    "2026-05-08T10:99",
    "2026-05-08T24:00",
    "2026-05-08T10:00:60",
    "2030-02-30T10:00Z",
    "2027-02-29",
    "2026-04-31T10:00:00.000Z",
    "2026-05-08T25:00Z",
    "2026-05-08T10:00+24:00",
    "2026-05-08T10:00+05:99",
    "1899-12-31",
    "2026-5-8",
    "tomorrow",
    "",
  ])("refuses %s instead of shifting it", (value) => {
    expect(parseApiDate(value)).toBeNull();
  });
});

describe("parseApiDateOnly", () => {
  it("keeps the calendar date as written, at 00:00 UTC", () => {
    expect(parseApiDateOnly("2026-05-08")?.toISOString()).toBe("2026-05-08T00:00:00.000Z");
    expect(parseApiDateOnly("2026-05-08T00:00:00.000Z")?.toISOString()).toBe("2026-05-08T00:00:00.000Z");
    expect(parseApiDateOnly("2026-05-08T22:30:00-07:00")?.toISOString()).toBe("2026-05-08T00:00:00.000Z");
    expect(parseApiDateOnly("2026-02-30")).toBeNull();
  });
});

describe("job schemas", () => {
  it("names the field for an impossible date", () => {
    const parsed = jobCreateSchema.safeParse({ company: "A", position: "B", applicationDate: "2026-13-01" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].path).toEqual(["applicationDate"]);
  });

  it("stores a scheme-less job URL as https and refuses other schemes", () => {
    const url = (jobUrl: string) => jobUpdateSchema.safeParse({ jobUrl });
    expect(url("acme.com/careers").data?.jobUrl).toBe("https://acme.com/careers");
    expect(url("  www.acme.co.in/jobs?id=1 ").data?.jobUrl).toBe("https://www.acme.co.in/jobs?id=1");
    expect(url("acme.com:8443/jobs").data?.jobUrl).toBe("https://acme.com:8443/jobs");
    expect(url("//acme.com/x").data?.jobUrl).toBe("https://acme.com/x");
    expect(url("HTTP://acme.com").data?.jobUrl).toBe("HTTP://acme.com");
    expect(url("").data?.jobUrl).toBe("");
    for (const bad of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,<b>x</b>",
      "ftp://acme.com",
      "mailto:a@b.c",
      "vbscript:x",
      "not a url",
      "https://",
      "acme",
    ]) {
      expect(url(bad).success, bad).toBe(false);
    }
  });

  it("accepts salary.min above salary.max", () => {
    const parsed = jobCreateSchema.safeParse({ company: "A", position: "B", salary: { min: 10, max: 5 } });
    expect(parsed.data?.salary).toEqual({ min: 10, max: 5, currency: "INR" });
  });
});

describe("jobListQuerySchema", () => {
  it("caps page and limit, and non-positive-integers fall back to the defaults", () => {
    const q = (page: unknown, limit: unknown) => jobListQuerySchema.parse({ page, limit });
    expect(q("99999999999999999", "5")).toMatchObject({ page: MAX_PAGE, limit: 5 });
    expect(q("1e300", "1e3")).toMatchObject({ page: 1, limit: 10 });
    expect(q(1e300, 1e300)).toMatchObject({ page: MAX_PAGE, limit: 100 });
    expect(q("3", "1000")).toMatchObject({ page: 3, limit: 100 });
    for (const bad of ["0", "-1", "abc", "1.5", "", " 2", "Infinity", "0x10"]) {
      expect(q(bad, bad), bad).toMatchObject({ page: 1, limit: 10 });
    }
  });
});

describe("applicationsViewSchema", () => {
  it("holds a column's shown cards between a page and the most, and ignores what is not a number", () => {
    const shown = (value: string) => applicationsViewSchema.parse({ shown: value }).shown;
    expect(shown("50")).toBe(50);
    expect(shown("525")).toBe(BOARD_MAX_SHOWN);
    expect(shown("3")).toBe(BOARD_PAGE);
    expect(shown("many")).toBe(BOARD_PAGE * 2);
  });

  it("reads the card whose Move form is open, and ignores an id too long to be one", () => {
    const move = (value: unknown) => applicationsViewSchema.parse({ move: value }).move;
    expect(move("j_abc")).toBe("j_abc");
    expect(move(undefined)).toBeUndefined();
    expect(move("x".repeat(65))).toBeUndefined();
    expect(move(["a", "b"])).toBeUndefined();
  });
});
