/** Inputs the match must survive: the largest stored text, odd characters, no structure at all. */
import { describe, expect, it } from "vitest";
import { shownYears } from "./experience";
import { FIXTURES } from "./fixtures";
import { matchResume } from "./index";
import { headingOf } from "./sections";

describe("robustness", () => {
  // The bounds are loose (this machine is shared): they catch a regex that backtracks without end, which
  // takes minutes, not the milliseconds docs/performance.md measures.
  it("matches a 200 KB resume (the stored text's cap) within seconds", () => {
    const resume = FIXTURES.map((f) => f.resume)
      .join("\n\n")
      .repeat(40)
      .slice(0, 200_000);
    const t0 = performance.now();
    const r = matchResume(FIXTURES[0].posting, resume);
    expect(performance.now() - t0).toBeLessThan(3000);
    expect(r.score).toBeGreaterThan(0);
  });

  it("stays linear on text without spaces, dots or line breaks", () => {
    const odd = [
      "a.".repeat(50_000),
      "C++".repeat(20_000),
      "-".repeat(100_000),
      "Java/".repeat(20_000),
      `${"word ".repeat(20_000)}\n`.repeat(2),
      "2019-2020 ".repeat(10_000),
      "5+ years ".repeat(10_000),
    ];
    for (const text of odd) {
      const t0 = performance.now();
      matchResume(text, text);
      expect([text.slice(0, 12), performance.now() - t0 < 5000]).toEqual([text.slice(0, 12), true]);
    }
  });

  it("reads a line with a 50,000-space run inside it in well under 100 ms (headings, the experience's lines)", () => {
    const gap = " ".repeat(50_000);
    const lines = [`Skills:${gap}x`, `Experience${gap}x`, `Experience ::${gap}:: x`, `Skills **${gap}__ x`];
    for (const line of lines) {
      const t0 = performance.now();
      headingOf(line);
      shownYears([], [line], new Date("2026-01-01"));
      expect([line.slice(0, 12), performance.now() - t0 < 100]).toEqual([line.slice(0, 12), true]);
    }
  });

  it("returns an empty match for empty or unreadable texts", () => {
    for (const [posting, resume] of [
      ["", ""],
      ["\n\n\n", "   "],
      ["日本語の求人票です。", "履歴書"],
      ["🙂🙂🙂", "\u0000\u0001"],
    ]) {
      const r = matchResume(posting, resume);
      expect(r).toMatchObject({
        score: null,
        terms: [],
        required: { matched: 0, total: 0 },
        summary: "0 of 0 required terms",
      });
    }
  });

  it("reads Windows line breaks and non-breaking spaces like plain ones", () => {
    const unix = matchResume("Title\nRequirements\n- Python and SQL\nNice to have\n- Docker", "Skills: Python, Docker");
    const windows = matchResume(
      "Title\r\nRequirements\r\n- Python\u00a0and SQL\r\nNice to have\r\n- Docker",
      "Skills: Python,\u00a0Docker",
    );
    expect(windows.score).toBe(unix.score);
    expect(windows.terms.map((t) => [t.label, t.importance, t.found])).toEqual(
      unix.terms.map((t) => [t.label, t.importance, t.found]),
    );
  });
});
