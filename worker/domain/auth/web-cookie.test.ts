import { describe, expect, it } from "vitest";
import { newId } from "../../lib/ids";
import { parseSessionCookieValue, readSessionCookie } from "./web-cookie";

const secret = "b".repeat(43);

describe("parseSessionCookieValue", () => {
  it("accepts exactly the shape createWebSession issues", () => {
    const id = newId();
    expect(parseSessionCookieValue(`${id}.${secret}`)).toEqual({ sessionId: id, secret });
    expect(parseSessionCookieValue(`${"a2".repeat(12)}.${"Az09_-".repeat(7)}x`)).not.toBeNull();
  });

  it.each([
    ["an id over KV's 512-byte key limit", `${"a".repeat(600)}.${secret}`],
    ["a short id", `${"a".repeat(23)}.${secret}`],
    ["an upper-case id", `${"A".repeat(24)}.${secret}`],
    ["a short secret", `${"a".repeat(24)}.${"b".repeat(42)}`],
    ["a long secret", `${"a".repeat(24)}.${"b".repeat(44)}`],
    ["a secret with a foreign character", `${"a".repeat(24)}.${"b".repeat(42)}!`],
    ["a third part", `${"a".repeat(24)}.${secret}.x`],
    ["no separator", "a".repeat(68)],
    ["an empty value", ""],
    ["null", null],
  ])("refuses %s", (_, value) => {
    expect(parseSessionCookieValue(value)).toBeNull();
  });

  it("reads the cookie from a header", () => {
    expect(readSessionCookie(`x=1; op_session=abc.def; y=2`)).toBe("abc.def");
    expect(readSessionCookie(null)).toBeNull();
  });
});
