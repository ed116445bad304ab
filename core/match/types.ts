/** The match's shapes: the contract the screens, the API, the stored scores and the extension share. */

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
  /**
   * 0-100, an integer; the formula is in docs/match.md and on the page. Null when the posting has nothing
   * to match: no term the engine knows and no years asked.
   */
  score: number | null;
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
