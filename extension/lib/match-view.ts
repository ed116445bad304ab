/**
 * The popup's match of a posting against the kept resume (decision 055): the same engine as the app
 * (core/match, shipped in the extension), reduced to what the popup shows. Pure, so it is unit tested.
 */
import { type MatchResult, type MatchTerm, matchResume } from "@core/match";

export type MatchView = {
  /** Null when the posting asks for nothing the engine knows. */
  score: number | null;
  summary: string;
  /** Required first, then preferred: what the resume lacks. */
  missing: MatchTerm[];
  matched: MatchTerm[];
  result: MatchResult;
};

const byImportance = (a: MatchTerm, b: MatchTerm) =>
  a.importance === b.importance ? 0 : a.importance === "required" ? -1 : 1;

/** The match, or null when there is nothing to match (no description, or no resume text). */
export function matchView(description: string, resumeText: string): MatchView | null {
  if (!description.trim() || !resumeText.trim()) return null;
  const result = matchResume(description, resumeText);
  return {
    score: result.score,
    summary: result.summary,
    missing: result.terms.filter((t) => !t.found).sort(byImportance),
    matched: result.terms.filter((t) => t.found).sort(byImportance),
    result,
  };
}
