/**
 * Finding dictionary terms in a tokenised text: greedy, left to right, longest alias first, inside one
 * sentence (docs/match.md "Matching"). Tokens are whole ("java" never matches inside "javascript"; "c"
 * is not "c#" or "c++"), and ambiguous aliases count only in a skills context.
 */
import type { Alias, CompiledDictionary } from "./dictionary";
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

/** Every dictionary term in the text, in order; each token belongs to at most one hit. */
export function scan(text: Tokenised, dict: CompiledDictionary): Hit[] {
  const { tokens, sentences } = text;
  const hits: Hit[] = [];
  let i = 0;
  while (i < tokens.length) {
    const sentence = tokens[i].sentence;
    let normKey = "";
    let stemKey = "";
    let best: Hit | null = null;
    for (let n = 0; n < dict.maxTokens && i + n < tokens.length; n++) {
      const t = tokens[i + n];
      if (t.sentence !== sentence) break;
      normKey = n === 0 ? t.norm : `${normKey} ${t.norm}`;
      stemKey = n === 0 ? t.stem : `${stemKey} ${t.stem}`;
      let alias = dict.exact.get(normKey);
      if (!alias || !accepts(tokens, i, i + n, alias)) alias = dict.stemmed.get(stemKey);
      if (alias && accepts(tokens, i, i + n, alias)) {
        best = {
          entry: alias.entry,
          first: i,
          last: i + n,
          sentence,
          as: sentences[sentence].text.slice(tokens[i].start, t.end),
          ambiguous: alias.ambiguous,
        };
      }
      if (!dict.prefixes.has(normKey) && !dict.prefixes.has(stemKey)) break;
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

function accepts(tokens: Token[], first: number, last: number, alias: Alias): boolean {
  if (!alias.ambiguous) return true;
  const head = tokens[first].raw;
  if (!/^[A-Z]/.test(head)) return false;
  if (alias.upper && head !== head.toUpperCase()) return false;
  for (let k = first; k <= last; k++) if (tokens[k].hyphenated) return false;
  return true;
}

/** Ambiguous hits stay only beside an unambiguous term of the same sentence, or on a "Label:" line. */
function inContext(hits: Hit[], text: Tokenised): Hit[] {
  if (!hits.some((h) => h.ambiguous)) return hits;
  const sure = new Set<number>();
  for (const h of hits) if (!h.ambiguous) sure.add(h.sentence);
  return hits.filter((h) => {
    if (!h.ambiguous || sure.has(h.sentence)) return true;
    return LABEL_LINE.test(text.sentences[h.sentence].text);
  });
}
