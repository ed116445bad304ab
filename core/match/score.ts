/**
 * The score and its summary (docs/match.md "Score"). The formula is written once, here, as numbers and as
 * the text the page shows.
 */
import type { MatchResult, MatchTerm } from "./types";

/** How much each part of the posting weighs in the score, before parts the posting lacks are dropped. */
export const MATCH_WEIGHTS = { required: 70, preferred: 15, experience: 15 } as const;
/** A posting's own capitalised phrase counts half a dictionary term (it may be a name, not a skill). */
export const PHRASE_WEIGHT = 0.5;

export const MATCH_FORMULA_TEXT =
  "Score = 100 × (70 × R + 15 × P + 15 × E) ÷ (the weights of the parts the posting has), rounded. " +
  "R is the share of the required terms the resume shows and P the share of the preferred ones (skills, tools, " +
  "degrees and certifications count 1 each, the posting's own capitalised phrases ½); E is the years the " +
  "resume shows divided by the years asked, at most 1 (0 when the resume shows none). A part the posting does " +
  "not have (no preferred terms, no years asked) is left out and the others share its weight; a posting with " +
  "none of them has no score.";

type Share = { matched: number; total: number; weightMatched: number; weight: number };

function share(terms: MatchTerm[]): Share {
  let matched = 0;
  let weightMatched = 0;
  let weight = 0;
  for (const t of terms) {
    const w = t.kind === "phrase" ? PHRASE_WEIGHT : 1;
    weight += w;
    if (t.found) {
      matched++;
      weightMatched += w;
    }
  }
  return { matched, total: terms.length, weightMatched, weight };
}

function years(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

/** The score, the counts and the summary of a list of terms and the experience found. */
export function scoreOf(
  terms: MatchTerm[],
  experience: MatchResult["experience"],
): Pick<MatchResult, "score" | "required" | "preferred" | "summary"> {
  const req = share(terms.filter((t) => t.importance === "required"));
  const pref = share(terms.filter((t) => t.importance === "preferred"));
  let num = 0;
  let den = 0;
  if (req.weight > 0) {
    num += MATCH_WEIGHTS.required * (req.weightMatched / req.weight);
    den += MATCH_WEIGHTS.required;
  }
  if (pref.weight > 0) {
    num += MATCH_WEIGHTS.preferred * (pref.weightMatched / pref.weight);
    den += MATCH_WEIGHTS.preferred;
  }
  if (experience.askedYears !== null) {
    const e =
      experience.askedYears === 0
        ? 1
        : experience.shownYears === null
          ? 0
          : Math.min(1, experience.shownYears / experience.askedYears);
    num += MATCH_WEIGHTS.experience * e;
    den += MATCH_WEIGHTS.experience;
  }
  // Nothing to match (no term the engine knows, no years asked): no score, not 0.
  const score = den === 0 ? null : Math.round((100 * num) / den);

  const parts: string[] = [];
  if (req.total > 0 || pref.total === 0) parts.push(`${req.matched} of ${req.total} required terms`);
  if (pref.total > 0) parts.push(`${pref.matched} of ${pref.total} preferred`);
  if (experience.askedYears !== null) {
    parts.push(
      `experience asked ${experience.askedYears}+ years, resume shows ${
        experience.shownYears === null ? "none" : years(experience.shownYears)
      }`,
    );
  }
  return {
    score,
    required: { matched: req.matched, total: req.total },
    preferred: { matched: pref.matched, total: pref.total },
    summary: parts.join(", "),
  };
}
