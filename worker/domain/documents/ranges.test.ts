/** Byte ranges a download answers (RFC 9110, section 14). */
import { describe, expect, it } from "vitest";
import { parseRange } from "./ranges";

describe("parseRange", () => {
  it.each([
    [null, 100, null],
    ["", 100, null],
    ["bytes=0-9", 100, { offset: 0, length: 10 }],
    ["bytes=90-", 100, { offset: 90, length: 10 }],
    ["bytes=90-1000", 100, { offset: 90, length: 10 }],
    ["bytes=-10", 100, { offset: 90, length: 10 }],
    ["bytes=-1000", 100, { offset: 0, length: 100 }],
    ["bytes=99-99", 100, { offset: 99, length: 1 }],
    [" bytes=0-0 ", 100, { offset: 0, length: 1 }],
    ["bytes=100-", 100, "unsatisfiable"],
    ["bytes=100-200", 100, "unsatisfiable"],
    ["bytes=99999999999999999999-", 100, "unsatisfiable"],
    ["bytes=-0", 100, "unsatisfiable"],
    ["bytes=5-2", 100, null],
    ["bytes=-", 100, null],
    ["bytes=0-1,5-6", 100, null],
    ["items=0-1", 100, null],
    ["bytes=a-b", 100, null],
    ["bytes=1.5-2", 100, null],
  ])("%j of %d bytes → %j", (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});
