import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keyBetween, topKey } from "./rank-keys";

describe("keyBetween", () => {
  it("answers a key strictly between its bounds, or beyond one", () => {
    expect(keyBetween(null, null)).toBe("P");
    const first = keyBetween(null, null);
    expect(keyBetween(null, first) < first).toBe(true);
    expect(keyBetween(first, null) > first).toBe(true);
    const a = topKey(2_000, "b");
    const b = topKey(1_000, "a");
    const mid = keyBetween(a, b);
    expect(a < mid && mid < b).toBe(true);
  });

  it("finds room between neighbouring keys and under a key's prefix", () => {
    for (const [a, b] of [
      ["1", "2"],
      ["1", '1"'],
      ["1~", "2"],
      ["abc", "abd"],
      [null, '"""'],
    ] as const) {
      const k = keyBetween(a, b);
      if (a !== null) expect(k > a, `${a} < ${k}`).toBe(true);
      expect(k < b, `${k} < ${b}`).toBe(true);
    }
  });

  it("refuses bounds out of order, and keys that end in the smallest digit", () => {
    expect(() => keyBetween("b", "a")).toThrow(/out of order/);
    expect(() => keyBetween("a", "a")).toThrow(/out of order/);
    expect(() => keyBetween("a!", null)).toThrow(/Not a rank key/);
    expect(() => keyBetween("a\u00e9", null)).toThrow(/Not a rank key/);
  });

  it("keeps any sequence of insertions in order (a column's moves, simulated)", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 300 }), (picks) => {
        const column: string[] = [topKey(1_700_000_000_000, "seed")];
        for (const pick of picks) {
          const at = pick % (column.length + 1);
          const key = keyBetween(column[at - 1] ?? null, column[at] ?? null);
          column.splice(at, 0, key);
        }
        for (let i = 1; i < column.length; i++) expect(column[i - 1] < column[i]).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it("grows by about a digit per six moves into one gap, and not at all at the ends", () => {
    let lo = topKey(1_000, "a");
    const hi = topKey(500, "a");
    for (let i = 0; i < 60; i++) lo = keyBetween(lo, hi);
    expect(lo.length).toBeLessThanOrEqual(hi.length + 12);
    let bottom = topKey(1_000, "a");
    for (let i = 0; i < 100; i++) bottom = keyBetween(bottom, null);
    expect(bottom.length).toBeLessThanOrEqual(20);
  });
});

describe("the digits", () => {
  it("are the printable ASCII characters, in order", () => {
    const ascii = Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i)).join("");
    expect(keyBetween(null, null)).toBe(ascii[47]);
    for (const c of ascii.slice(1)) expect(() => keyBetween(c, null)).not.toThrow();
    expect(() => keyBetween(" a", null)).toThrow();
  });
});

describe("topKey", () => {
  it("puts a later time above an earlier one, whatever the ids", () => {
    expect(topKey(2_000, "zzz") < topKey(1_000, "aaa")).toBe(true);
    expect(topKey(1_000, "a") < topKey(1_000, "b")).toBe(true);
    expect(topKey(1_764_000_000_000, "x")).toBe("8235999999999x");
  });
});
