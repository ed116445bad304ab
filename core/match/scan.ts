/**
 * Finding dictionary terms in a tokenised text: greedy, left to right, longest alias first, inside one
 * sentence, never across punctuation other than a hyphen or a slash (docs/match.md "Matching"). Tokens are
 * whole ("java" never matches inside "javascript"; "c" is not "c#" or "c++").
 *
 * - An exact spelling is tried first, then the stems; a stemmed match must differ from the alias by an
 *   inflection only ("systems" for "system", "recruiting" for "recruitment"), so "Excellent" is not "Excel"
 *   though both stem to "excel".
 * - `^` aliases ("Spark", "Swift") count only written with a capital; `!` aliases ("R", "C", "Go",
 *   "Excel", "CA") also need a skills context: a "Label:" line ("Skills: Go, Rust"), or another term in the
 *   same sentence; and at the start of a sentence, where every word has a capital, they count only when a
 *   list goes on after them ("Go, Rust", "C and C++"), not before a verb ("Excel at…", "Go is a plus").
 */
import type { Alias, CompiledDictionary, TrieNode } from "./dictionary";
import type { Token, Tokenised } from "./normalise";

export type Hit = {
  entry: number;
  /** Token indexes, inclusive. */
  first: number;
  last: number;
  sentence: number;
  /** The text as written ("k8s", "MS Excel"). */
  as: string;
  ambiguous: boolean;
};

/** A line that opens with a label and a colon ("Skills:", "Languages / Tools:"), a skills-list context. */
const LABEL_LINE = /^[A-Za-z][A-Za-z &/,()-]{0,40}:/;
/** What may follow a sentence-initial ambiguous term for it to count: a list separator or the end. */
const LIST_AFTER = /^\s*(?:[,/|;)&]|(?:and|or)\b|$)/;
/** What ends a stemmed word beyond the stem both spellings share. */
const INFLECTION = /^(?:|s|es|ed|d|e|ing|er|ers|ment|ments|ion|ions|ation|ations|y|ies|al|ic|ics)$/;

/** Every dictionary term in the text, in order; each token belongs to at most one hit. */
export function scan(text: Tokenised, dict: CompiledDictionary): Hit[] {
  const { tokens, sentences } = text;
  const hits: Hit[] = [];
  let i = 0;
  while (i < tokens.length) {
    const sentence = tokens[i].sentence;
    let exactNode: TrieNode | undefined = dict.exactTrie;
    let stemNode: TrieNode | undefined = dict.stemmedTrie;
    let best: Hit | null = null;
    for (let n = 0; i + n < tokens.length; n++) {
      const t = tokens[i + n];
      if (n > 0 && (t.sentence !== sentence || !t.joined)) break;
      exactNode = exactNode?.next?.get(t.norm);
      stemNode = stemNode?.next?.get(t.stem);
      if (!exactNode && !stemNode) break;
      let alias = exactNode?.alias ?? undefined;
      if (!alias || !written(tokens, i, i + n, alias)) {
        alias = stemNode?.alias ?? undefined;
        if (alias && !inflected(tokens, i, alias)) alias = undefined;
      }
      if (alias && written(tokens, i, i + n, alias)) {
        best = {
          entry: alias.entry,
          first: i,
          last: i + n,
          sentence,
          as: sentences[sentence].text.slice(tokens[i].start, t.end),
          ambiguous: alias.ambiguous,
        };
      }
    }
    if (best) {
      hits.push(best);
      i = best.last + 1;
    } else {
      i++;
    }
  }
  return inContext(hits, text);
}

/** The capitals an `!` or `^` alias needs, and no hyphen joining it to a word ("Go-to-market"). */
function written(tokens: Token[], first: number, last: number, alias: Alias): boolean {
  if (!alias.ambiguous && !alias.capital) return true;
  const head = tokens[first].raw;
  if (!/^[A-Z]/.test(head)) return false;
  if (alias.upper && head !== head.toUpperCase()) return false;
  for (let k = first; k <= last; k++) if (tokens[k].hyphenated) return false;
  return true;
}

/** Each word of a stemmed match differs from the alias's by an inflection only. */
function inflected(tokens: Token[], first: number, alias: Alias): boolean {
  for (let k = 0; k < alias.norms.length; k++) {
    const a = alias.norms[k];
    const b = tokens[first + k].norm;
    if (a === b) continue;
    let p = 0;
    while (p < a.length && p < b.length && a[p] === b[p]) p++;
    if (!INFLECTION.test(a.slice(p)) || !INFLECTION.test(b.slice(p))) return false;
  }
  return true;
}

/** `!` hits stay only in a skills context (see the file's comment). */
function inContext(hits: Hit[], text: Tokenised): Hit[] {
  if (!hits.some((h) => h.ambiguous)) return hits;
  const { tokens, sentences } = text;
  const perSentence = new Map<number, number>();
  for (const h of hits) perSentence.set(h.sentence, (perSentence.get(h.sentence) ?? 0) + 1);
  return hits.filter((h) => {
    if (!h.ambiguous) return true;
    const sentenceText = sentences[h.sentence].text;
    const label = LABEL_LINE.test(sentenceText);
    if (!label && (perSentence.get(h.sentence) ?? 0) < 2) return false;
    const initial = h.first === 0 || tokens[h.first - 1].sentence !== h.sentence;
    if (initial && !label) return LIST_AFTER.test(sentenceText.slice(tokens[h.last].end));
    return true;
  });
}
