import { describe, expect, it } from "vitest";
import { evaluatePreconditions } from "./preconditions";

const current = { etag: '"abc"', lastModified: new Date("2026-03-10T12:00:00.750Z") };
const answer = (headers: Record<string, string>) => evaluatePreconditions(new Headers(headers), current);
const BEFORE = "Tue, 10 Mar 2026 11:00:00 GMT";
const SAME = "Tue, 10 Mar 2026 12:00:00 GMT";
const AFTER = "Tue, 10 Mar 2026 13:00:00 GMT";

describe("evaluatePreconditions (RFC 9110, 13.1 and 13.2.2)", () => {
  it("If-Match: a match goes on, no match is 412 (never 304); * matches; a weak tag never matches", () => {
    expect(answer({ "If-Match": '"abc"' })).toBeNull();
    expect(answer({ "If-Match": '"x", "abc"' })).toBeNull();
    expect(answer({ "If-Match": "*" })).toBeNull();
    expect(answer({ "If-Match": '"other"' })).toBe(412);
    expect(answer({ "If-Match": 'W/"abc"' })).toBe(412);
  });

  it("If-Unmodified-Since: changed after the date is 412; at or before it goes on; a bad date is ignored", () => {
    expect(answer({ "If-Unmodified-Since": BEFORE })).toBe(412);
    expect(answer({ "If-Unmodified-Since": SAME })).toBeNull();
    expect(answer({ "If-Unmodified-Since": AFTER })).toBeNull();
    expect(answer({ "If-Unmodified-Since": "not a date" })).toBeNull();
  });

  it("If-None-Match: a match (weak comparison) is 304, no match goes on", () => {
    expect(answer({ "If-None-Match": '"abc"' })).toBe(304);
    expect(answer({ "If-None-Match": 'W/"abc"' })).toBe(304);
    expect(answer({ "If-None-Match": "*" })).toBe(304);
    expect(answer({ "If-None-Match": '"other"' })).toBeNull();
  });

  it("If-Modified-Since: unchanged since the date is 304, changed after goes on", () => {
    expect(answer({ "If-Modified-Since": SAME })).toBe(304);
    expect(answer({ "If-Modified-Since": AFTER })).toBe(304);
    expect(answer({ "If-Modified-Since": BEFORE })).toBeNull();
  });

  it("evaluates in order: If-Match before If-None-Match, and each hides its date twin", () => {
    // A failed If-Match is 412 even when If-None-Match would have matched.
    expect(answer({ "If-Match": '"other"', "If-None-Match": '"abc"' })).toBe(412);
    // A passing If-Match then lets If-None-Match answer.
    expect(answer({ "If-Match": '"abc"', "If-None-Match": '"abc"' })).toBe(304);
    // If-Match present: If-Unmodified-Since is not evaluated.
    expect(answer({ "If-Match": '"abc"', "If-Unmodified-Since": BEFORE })).toBeNull();
    // If-None-Match present: If-Modified-Since is not evaluated.
    expect(answer({ "If-None-Match": '"other"', "If-Modified-Since": AFTER })).toBeNull();
    // A failed If-Unmodified-Since comes before a matching If-Modified-Since.
    expect(answer({ "If-Unmodified-Since": BEFORE, "If-Modified-Since": AFTER })).toBe(412);
  });
});
