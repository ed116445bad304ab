/** The score's formula (docs/match.md "Score") and the summary. */
import { describe, expect, it } from "vitest";
import { MATCH_FORMULA_TEXT, MATCH_WEIGHTS, matchResume, PHRASE_WEIGHT } from "./index";
import { scoreOf } from "./score";
import type { MatchResult, MatchTerm } from "./types";

function term(kind: MatchTerm["kind"], importance: MatchTerm["importance"], found: boolean): MatchTerm {
  return {
    key: `${kind}${importance}${found}${Math.random()}`,
    label: "x",
    kind,
    importance,
    found,
    postingSentence: "",
    resumeSentence: null,
    matchedAs: null,
  };
}

const NO_EXPERIENCE: MatchResult["experience"] = {
  askedYears: null,
  shownYears: null,
  met: null,
  postingSentence: null,
  resumeSentence: null,
};

function experience(asked: number, shown: number | null): MatchResult["experience"] {
  return { ...NO_EXPERIENCE, askedYears: asked, shownYears: shown };
}

describe("score", () => {
  it("weighs required 70, preferred 15 and experience 15", () => {
    expect(MATCH_WEIGHTS).toEqual({ required: 70, preferred: 15, experience: 15 });
    // 3 of 4 required, 1 of 2 preferred, 3 of 5 years: (70 × .75 + 15 × .5 + 15 × .6) / 100 = 69.
    const terms = [
      term("skill", "required", true),
      term("skill", "required", true),
      term("certification", "required", true),
      term("education", "required", false),
      term("skill", "preferred", true),
      term("skill", "preferred", false),
    ];
    expect(scoreOf(terms, experience(5, 3))).toEqual({
      score: 69,
      required: { matched: 3, total: 4 },
      preferred: { matched: 1, total: 2 },
      summary: "3 of 4 required terms, 1 of 2 preferred, experience asked 5+ years, resume shows 3",
    });
  });

  it("leaves out the parts a posting lacks and shares their weight", () => {
    expect(scoreOf([term("skill", "required", true), term("skill", "required", false)], NO_EXPERIENCE).score).toBe(50);
    // Required 1 of 2 and experience met: (70 × .5 + 15) / 85 = 58.8.
    expect(scoreOf([term("skill", "required", true), term("skill", "required", false)], experience(2, 4)).score).toBe(
      59,
    );
    expect(scoreOf([], NO_EXPERIENCE)).toMatchObject({ score: null, summary: "0 of 0 required terms" });
  });

  it("counts a posting's phrase half a term", () => {
    expect(PHRASE_WEIGHT).toBe(0.5);
    // 1 skill found, 1 phrase missing: 1 / 1.5 of the required part.
    expect(scoreOf([term("skill", "required", true), term("phrase", "required", false)], NO_EXPERIENCE).score).toBe(67);
  });

  it("counts experience by the share of the years asked, none when the resume shows none", () => {
    expect(scoreOf([], experience(5, null)).score).toBe(0);
    expect(scoreOf([], experience(4, 2)).score).toBe(50);
    expect(scoreOf([], experience(4, 9)).score).toBe(100);
    expect(scoreOf([], experience(0, null)).score).toBe(100);
    expect(scoreOf([], experience(5, 6.5)).summary).toBe(
      "0 of 0 required terms, experience asked 5+ years, resume shows 6.5",
    );
    expect(scoreOf([], experience(5, null)).summary).toBe(
      "0 of 0 required terms, experience asked 5+ years, resume shows none",
    );
  });

  it("writes the formula for the page", () => {
    expect(MATCH_FORMULA_TEXT).toContain("70 × R + 15 × P + 15 × E");
    expect(MATCH_FORMULA_TEXT).toContain("½");
  });

  it("rises as the resume shows more of what is asked", () => {
    const posting =
      "Requirements\n- Python, SQL, Docker and Kubernetes\n- 4+ years of experience\nNice to have\n- Kafka";
    const scores = [
      "",
      "Skills: Python",
      "Skills: Python, SQL",
      "Skills: Python, SQL, Docker, Kubernetes",
      "Skills: Python, SQL, Docker, Kubernetes\n5 years of experience",
      "Skills: Python, SQL, Docker, Kubernetes, Kafka\n5 years of experience",
    ].map((resume) => matchResume(posting, resume).score);
    expect(scores).toEqual([0, 18, 35, 70, 85, 100]);
  });
});
