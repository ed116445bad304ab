import { describe, expect, it } from "vitest";
import { oneLine } from "./text";

describe("oneLine", () => {
  it("turns each run of control characters into one space and keeps the rest", () => {
    expect(oneLine("Reminder: X\r\nBcc: x@evil.test")).toBe("Reminder: X Bcc: x@evil.test");
    expect(oneLine("a\tb\u0000c\u007fd\u0085e\u2028f")).toBe("a b c d e f");
    expect(oneLine("Café – Müller 🚀")).toBe("Café – Müller 🚀");
  });
});
