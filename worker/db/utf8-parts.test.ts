import { describe, expect, it } from "vitest";
import { utf8Length, utf8Parts } from "./utf8-parts";

const bytes = (s: string) => new TextEncoder().encode(s).length;

describe("utf8Length", () => {
  it("counts as TextEncoder does: ASCII, accents, CJK, emoji and a lone surrogate", () => {
    for (const s of ["", "plain", "Zoë Ångström", "求职申请", "🎉👩‍💻", "a\ud800b", "end\udc00"]) {
      expect(utf8Length(s)).toBe(bytes(s));
    }
  });
});

describe("utf8Parts", () => {
  it("keeps every part within the bytes, counted in UTF-8, not in the string's length", () => {
    const cjk = "职".repeat(1000);
    const parts = utf8Parts(cjk, 300);
    expect(parts.join("")).toBe(cjk);
    for (const part of parts) expect(bytes(part)).toBeLessThanOrEqual(300);
    expect(parts[0]).toHaveLength(100);
  });

  it("never cuts an emoji in two", () => {
    // Every offset of the pairs against the limit: "a" shifts them by one unit each time.
    for (let shift = 0; shift < 4; shift++) {
      const text = `${"a".repeat(shift)}${"🎉x".repeat(50)}`;
      for (const max of [4, 5, 6, 7, 9]) {
        const parts = utf8Parts(text, max);
        expect(parts.join("")).toBe(text);
        for (const part of parts) {
          expect(part).toBe(part.toWellFormed());
          expect(bytes(part)).toBeLessThanOrEqual(max);
        }
      }
    }
  });

  it("answers one empty part for an empty text", () => {
    expect(utf8Parts("")).toEqual([""]);
  });
});
