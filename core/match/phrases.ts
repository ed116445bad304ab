/**
 * The posting's own terms: runs of two to four capitalised words ("Design Systems", "Revenue
 * Operations") that the dictionary does not know (docs/match.md "Phrases"). A run breaks at punctuation,
 * at a dictionary term and at a common word (titles, places, "Strong", "Experience", months…), so a job
 * title or a city does not become a term; heading lines and ignored sections give none.
 */
import type { Token, Tokenised } from "./normalise";
import type { Part } from "./sections";

/** Capitalised words that are never part of a phrase. */
const STOP = new Set(
  `a an the and or of for in on at to with by from as is are be will you your we our us they their it its this that
these those who what when where why how all any each every both more most other some such no not only own same so than
too very can may must should would could shall job role position team company organisation organization department
candidate candidates applicant employer employee location salary ctc lpa immediate joiner joiners joining notice period
work working from home office remote hybrid onsite full part time contract permanent temporary intern internship
senior junior lead principal staff head chief associate assistant trainee fresher freshers executive manager engineer
developer analyst consultant specialist officer coordinator representative director president vice vp intern
designer architect administrator accountant scientist associate technician nurse teacher
key skills skill required requirements requirement preferred preference qualifications qualification responsibilities
responsibility education experience experienced knowledge ability abilities understanding familiarity proficiency
proficient hands strong excellent good great solid deep proven demonstrated working advanced basic expert expertise
minimum maximum at least years year months month days day plus bonus nice have must mandatory desired desirable
about benefits perks apply applying application equal opportunity
january february march april may june july august september october november december
jan feb mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday saturday sunday
india indian bengaluru bangalore mumbai pune hyderabad chennai delhi noida gurgaon gurugram kolkata ahmedabad jaipur
kochi coimbatore chandigarh indore lucknow ncr usa us america american united states kingdom uk london new york san
francisco seattle austin boston chicago los angeles denver atlanta texas california washington remote-first
mr ms mrs dr please note etc e.g i.e ltd pvt inc llc corp limited private technologies solutions services group
global international national`.split(/\s+/),
);

const CAPITALISED = /^[A-Z][a-z][A-Za-z]*$/;

export type Phrase = { key: string; label: string; sentence: number };

/** The posting's capitalised runs outside dictionary hits, in order, first occurrence of each. */
export function postingPhrases(text: Tokenised, covered: Uint8Array, parts: Part[]): Phrase[] {
  const { tokens, sentences } = text;
  const out: Phrase[] = [];
  const seen = new Set<string>();
  let run: Token[] = [];
  const flush = () => {
    if (run.length >= 2 && run.length <= 4) {
      const key = run.map((t) => t.stem).join(" ");
      if (!seen.has(key)) {
        seen.add(key);
        out.push({ key, label: run.map((t) => t.raw).join(" "), sentence: run[0].sentence });
      }
    }
    run = [];
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const part = parts[t.sentence];
    const usable =
      covered[i] === 0 &&
      (part === "required" || part === "preferred") &&
      CAPITALISED.test(t.raw) &&
      !STOP.has(t.norm) &&
      !t.hyphenated;
    if (!usable) {
      flush();
      continue;
    }
    const prev = run[run.length - 1];
    if (prev && (prev.sentence !== t.sentence || sentences[t.sentence].text.slice(prev.end, t.start) !== " ")) {
      flush();
    }
    run.push(t);
  }
  flush();
  return out;
}

/** Where a phrase (its stemmed key) first occurs in a text, with the text as written. */
export function findPhrase(text: Tokenised, key: string): { sentence: number; as: string } | null {
  const words = key.split(" ");
  const { tokens, sentences } = text;
  for (let i = 0; i + words.length <= tokens.length; i++) {
    if (tokens[i].stem !== words[0]) continue;
    let ok = true;
    for (let k = 1; k < words.length; k++) {
      const t = tokens[i + k];
      if (t.stem !== words[k] || t.sentence !== tokens[i].sentence) {
        ok = false;
        break;
      }
    }
    if (ok) {
      const s = sentences[tokens[i].sentence].text;
      return { sentence: tokens[i].sentence, as: s.slice(tokens[i].start, tokens[i + words.length - 1].end) };
    }
  }
  return null;
}
