/**
 * The resume ↔ posting match (issue 33): deterministic, explainable term by term, pure (runs on the Worker,
 * in the browser and in the extension). This file is the contract the screens, the API, the stored scores
 * and the extension share.
 *
 * PLACEHOLDER BODY: the dictionary-backed engine (docs/match.md) replaces `matchResume`'s body; its
 * signature and the types below stay.
 */

/** Bumped whenever a change to the engine or its dictionary can change a score: stored scores recompute. */
export const MATCH_ENGINE_VERSION = 1;

export type Importance = "required" | "preferred";
export type TermKind = "skill" | "phrase" | "education" | "certification";

export type MatchTerm = {
  /** Canonical id, lower case ("kubernetes"): the same for every alias. */
  key: string;
  /** How the page shows it ("Kubernetes"). */
  label: string;
  kind: TermKind;
  importance: Importance;
  found: boolean;
  /** The posting's sentence that asks for it. */
  postingSentence: string;
  /** The resume's sentence that shows it, when found. */
  resumeSentence: string | null;
  /** The resume's own spelling when it differs from the label ("k8s"). */
  matchedAs: string | null;
};

export type MatchResult = {
  /** 0-100, an integer; the formula is in docs/match.md and on the page. */
  score: number;
  required: { matched: number; total: number };
  preferred: { matched: number; total: number };
  experience: {
    askedYears: number | null;
    shownYears: number | null;
    met: boolean | null;
    postingSentence: string | null;
    resumeSentence: string | null;
  };
  terms: MatchTerm[];
  /** "12 of 15 required skills, 3 of 6 preferred, experience asked 5+ years, resume shows 6" */
  summary: string;
  engineVersion: number;
};

/** How the score is computed, in words: the page and the API show it (the engine's docs/match.md). */
export const MATCH_FORMULA_TEXT =
  "Score = the share of the posting's skills that the resume shows, out of 100 (placeholder engine: every skill counts as required).";

const PLACEHOLDER_SKILLS: Record<string, string[]> = {
  JavaScript: ["javascript", "js"],
  TypeScript: ["typescript", "ts"],
  Python: ["python"],
  Java: ["java"],
  SQL: ["sql"],
  React: ["react", "react.js", "reactjs"],
  Kubernetes: ["kubernetes", "k8s"],
  Docker: ["docker"],
  PostgreSQL: ["postgresql", "postgres"],
  Excel: ["excel", "ms excel"],
};

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function find(text: string, aliases: string[]): { sentence: string; as: string } | null {
  for (const sentence of sentences(text)) {
    for (const alias of aliases) {
      const re = new RegExp(`(^|[^a-z0-9+#])${alias.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![a-z0-9+#])`, "i");
      const m = re.exec(sentence);
      if (m) return { sentence, as: sentence.slice(m.index + m[1].length, m.index + m[1].length + alias.length) };
    }
  }
  return null;
}

export function matchResume(posting: string, resume: string): MatchResult {
  const terms: MatchTerm[] = [];
  for (const [label, aliases] of Object.entries(PLACEHOLDER_SKILLS)) {
    const asked = find(posting, aliases);
    if (!asked) continue;
    const shown = find(resume, aliases);
    terms.push({
      key: label.toLowerCase(),
      label,
      kind: "skill",
      importance: "required",
      found: shown !== null,
      postingSentence: asked.sentence,
      resumeSentence: shown?.sentence ?? null,
      matchedAs: shown && shown.as.toLowerCase() !== label.toLowerCase() ? shown.as : null,
    });
  }
  const matched = terms.filter((t) => t.found).length;
  const score = terms.length === 0 ? 0 : Math.round((100 * matched) / terms.length);
  return {
    score,
    required: { matched, total: terms.length },
    preferred: { matched: 0, total: 0 },
    experience: { askedYears: null, shownYears: null, met: null, postingSentence: null, resumeSentence: null },
    terms,
    summary: `${matched} of ${terms.length} required skills`,
    engineVersion: MATCH_ENGINE_VERSION,
  };
}
