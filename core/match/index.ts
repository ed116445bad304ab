/**
 * The resume ↔ posting match (issue 33): deterministic, explainable term by term, pure (runs on the Worker,
 * in the browser and in the extension). How it works, and the score's formula: docs/match.md; why:
 * docs/decisions/054-match-engine.md.
 */
import { type CompiledDictionary, dictionary, type Entry } from "./dictionary";
import { askedYears, shownYears } from "./experience";
import { type Tokenised, tokenise } from "./normalise";
import { findPhrase, postingPhrases } from "./phrases";
import { type Hit, scan } from "./scan";
import { scoreOf } from "./score";
import { type Part, postingParts } from "./sections";
import type { Importance, MatchResult, MatchTerm } from "./types";

export { MATCH_FORMULA_TEXT, MATCH_WEIGHTS, PHRASE_WEIGHT } from "./score";
export type { Importance, MatchResult, MatchTerm, TermKind } from "./types";

/**
 * Bumped whenever a change to the engine or its dictionary can change any result for the same texts (a
 * term found or missed, its importance, a sentence, the experience, the score or the summary): stored
 * scores carry the version they were computed with and recompute when it differs. Refactors that change
 * no result keep it. History in docs/match.md.
 */
export const MATCH_ENGINE_VERSION = 3;

export type MatchOptions = {
  /** The month "Present" in a resume's date range means; default: the current time. */
  now?: Date;
};

type Shown = { sentence: number; as: string };

/** Matches a resume's text against a posting's; same texts (and month) → same result. */
export function matchResume(posting: string, resume: string, options: MatchOptions = {}): MatchResult {
  const dict = dictionary();
  const now = options.now ?? new Date();
  const postingLines = posting.split(/\r?\n/);
  const resumeLines = resume.split(/\r?\n/);
  const p = tokenise(posting);
  const r = tokenise(resume);
  const parts = postingParts(p.sentences, postingLines);

  const postingHits = scan(p, dict);
  const resumeHits = scan(r, dict);
  const shown = shownEntries(resumeHits, dict);

  const terms: MatchTerm[] = [];
  const termIndex = new Map<string, number>();
  const add = (term: MatchTerm) => {
    const at = termIndex.get(term.key);
    if (at === undefined) {
      termIndex.set(term.key, terms.length);
      terms.push(term);
    } else if (terms[at].importance === "preferred" && term.importance === "required") {
      terms[at] = { ...terms[at], importance: "required", postingSentence: term.postingSentence };
    }
  };

  const covered = new Uint8Array(p.tokens.length);
  // The title's terms come last and only fill in what the text does not name (sections.ts).
  const groups: Hit[][] = [];
  const titleGroups: Hit[][] = [];
  for (const hit of postingHits) {
    for (let k = hit.first; k <= hit.last; k++) covered[k] = 1;
    const part = parts[hit.sentence];
    if (part === "ignored" || part === "heading") continue;
    const into = part === "title" ? titleGroups : groups;
    const last = into[into.length - 1];
    const prev = last?.[last.length - 1];
    if (prev && prev.sentence === hit.sentence && alternatives(p, prev, hit, dict)) last.push(hit);
    else into.push([hit]);
  }
  const named = new Set<number>();
  for (const group of groups) for (const h of group) named.add(h.entry);
  for (const group of [...groups, ...titleGroups]) {
    const entries = uniqueEntries(group, dict);
    const part = parts[group[0].sentence];
    if (part === "title" && entries.some((e) => named.has(e.id))) continue;
    const key = entries.map((e) => e.key).join("|");
    let found: Shown | null = null;
    for (const e of entries) {
      found = satisfied(e, shown, resumeHits, dict);
      if (found) break;
    }
    const label = entries.map((e) => e.label).join(" or ");
    const kind = entries.every((e) => e.kind === entries[0].kind) ? entries[0].kind : "education";
    const spelling = entries.length === 1 && kind === "skill" ? entries[0].label : null;
    add(termOf(key, label, kind, part, p.sentences[group[0].sentence].text, found, r, spelling));
  }

  for (const phrase of postingPhrases(p, covered, parts)) {
    const part = parts[phrase.sentence];
    const found = findPhrase(r, phrase.key);
    add(
      termOf(
        phrase.label.toLowerCase(),
        phrase.label,
        "phrase",
        part,
        p.sentences[phrase.sentence].text,
        found,
        r,
        phrase.label,
      ),
    );
  }

  const ordered = [
    ...terms.filter((t) => t.importance === "required"),
    ...terms.filter((t) => t.importance === "preferred"),
  ];

  const asked = askedYears(p.sentences, parts);
  const years = shownYears(r.sentences, resumeLines, now);
  const experience: MatchResult["experience"] = {
    askedYears: asked?.years ?? null,
    shownYears: years?.years ?? null,
    met: asked === null ? null : asked.years === 0 ? true : years === null ? false : years.years >= asked.years,
    postingSentence: asked?.sentence ?? null,
    resumeSentence: years?.sentence ?? null,
  };
  return { ...scoreOf(ordered, experience), experience, terms: ordered, engineVersion: MATCH_ENGINE_VERSION };
}

function termOf(
  key: string,
  label: string,
  kind: MatchTerm["kind"],
  part: Part,
  postingSentence: string,
  found: Shown | null,
  resume: Tokenised,
  spelling: string | null,
): MatchTerm {
  const importance: Importance = part === "preferred" ? "preferred" : "required";
  return {
    key,
    label,
    kind,
    importance,
    found: found !== null,
    postingSentence,
    resumeSentence: found ? resume.sentences[found.sentence].text : null,
    matchedAs: found && spelling !== null && found.as.toLowerCase() !== spelling.toLowerCase() ? found.as : null,
  };
}

/**
 * What the resume shows: each entry it names (its first mention), then the parents of those ("SAP FICO"
 * shows "SAP", "Postgres" shows "SQL") where the resume does not name them itself.
 */
function shownEntries(hits: Hit[], dict: CompiledDictionary): Map<number, Shown> {
  const shown = new Map<number, Shown>();
  const mark = (id: number, s: Shown, depth: number) => {
    if (!shown.has(id)) shown.set(id, s);
    if (depth < 4) for (const parent of dict.entries[id].parents) mark(parent, s, depth + 1);
  };
  for (const h of hits) if (!shown.has(h.entry)) shown.set(h.entry, { sentence: h.sentence, as: h.as });
  for (const h of hits) mark(h.entry, { sentence: h.sentence, as: h.as }, 0);
  return shown;
}

/**
 * Terms asked as alternatives, one term whichever the resume shows: skills joined by "or" ("Power BI or
 * Tableau", "Python, Java or Go"); degrees and certifications joined by "/", "or" or a comma ("B.Tech/B.E./MCA",
 * "CA / CPA / ACCA"); and all the degrees of one sentence. Skills joined by "/" are not alternatives
 * ("Java/J2EE", "HTML/CSS" ask for both).
 */
function alternatives(text: Tokenised, prev: Hit, hit: Hit, dict: CompiledDictionary): boolean {
  const a = dict.entries[prev.entry];
  const b = dict.entries[hit.entry];
  const between = text.sentences[hit.sentence].text.slice(text.tokens[prev.last].end, text.tokens[hit.first].start);
  if (a.kind === "skill" || b.kind === "skill") {
    if (a.kind !== b.kind) return false;
    return /^\s*,?\s*(?:or|and\/or)\s*$/i.test(between) || (/^\s*,\s*$/.test(between) && orFollows(text, hit));
  }
  if (a.kind === "education" && b.kind === "education") return true;
  return /^\s*(?:\/|,|or|,\s*or|and\/or|\|)\s*$/i.test(between);
}

/** "Python, Java or Go": a comma list whose last link, after this hit, is "or". */
function orFollows(text: Tokenised, hit: Hit): boolean {
  const rest = text.sentences[hit.sentence].text.slice(text.tokens[hit.last].end);
  return /^[^.;:]*?\bor\b/.test(rest) && !/^[^.;:]*?\band\b/.test(rest.split(/\bor\b/)[0]);
}

function uniqueEntries(group: Hit[], dict: CompiledDictionary): Entry[] {
  const seen = new Set<number>();
  const out: Entry[] = [];
  for (const h of group) {
    if (!seen.has(h.entry)) {
      seen.add(h.entry);
      out.push(dict.entries[h.entry]);
    }
  }
  return out;
}

/**
 * Whether the resume meets an asked degree or certification: the entry itself (or a child of it), or for
 * a generic degree level ("Bachelor's degree") any degree at that level or above.
 */
function satisfied(entry: Entry, shown: Map<number, Shown>, resumeHits: Hit[], dict: CompiledDictionary): Shown | null {
  const direct = shown.get(entry.id);
  if (direct) return direct;
  if (entry.kind !== "education" || !entry.generic || entry.level === null) return null;
  for (const h of resumeHits) {
    const e = dict.entries[h.entry];
    if (e.kind === "education" && e.level !== null && e.level >= entry.level) return { sentence: h.sentence, as: h.as };
  }
  return null;
}
