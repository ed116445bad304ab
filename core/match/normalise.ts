/**
 * Text → sentences → tokens, the one normalisation both the dictionary and the texts go through
 * (docs/match.md "Tokens"). A token keeps the symbols that make a skill ("C++", "C#", "Node.js", "B.Tech",
 * "R&D", ".NET"); hyphens and slashes split ("CI/CD" → ci cd, "scikit-learn" → scikit learn), so an alias
 * written either way meets the text written either way.
 */
import { stemmer } from "stemmer";

export type Token = {
  /** As written ("Node.js", "K8s"). */
  raw: string;
  /** Lower case, apostrophes dropped ("node.js", "masters"). */
  norm: string;
  /** `norm` through the Porter stemmer when it is a plain word of 4+ letters ("kubernet"), else `norm`. */
  stem: string;
  /** Index of the token's sentence. */
  sentence: number;
  /** Offsets in the sentence's text. */
  start: number;
  end: number;
  /** Follows the previous token after only spaces, a hyphen or a slash ("CI/CD", "Spring Boot"): an alias can span it. */
  joined: boolean;
  /** Joined to a neighbour by a hyphen with no space ("Go-to-market", "C-suite"). */
  hyphenated: boolean;
};

export type Sentence = {
  text: string;
  /** Index of the source line (0-based). */
  line: number;
};

export type Tokenised = { sentences: Sentence[]; tokens: Token[] };

const TOKEN = /\.?[A-Za-z0-9][A-Za-z0-9+#]*(?:[.&'’][A-Za-z0-9][A-Za-z0-9+#]*)*/g;
const PLAIN_WORD = /^[a-z]{4,}$/;
const JOINING = /^[\s/–-]+$/;
/**
 * A sentence ends at . ! ? ; and a space before anything but a lower-case letter, unless the full stop
 * closes an abbreviation (a capital before it: "B.E.", "U.S."; or "e.g.", "Sr.", "No."); and at a
 * bullet written inside a line (text out of PDFs).
 */
const SENTENCE_BREAK =
  /(?:(?<=[a-z0-9)%"'”][.!?;])(?<!\b(?:e\.g|i\.e|vs|approx|incl|etc|Sr|Jr|Dr|Mr|Mrs|Ms|St|No)\.)|(?<=[!?;]))\s+(?=[^a-z\s])|\s*[•·▪●◦■►➢✓]\s*/;

/** The stems of words already seen: a stem is pure, so the cache only saves time. */
const stemCache = new Map<string, string>();

/** The normalised, stemmed form of one lower-case token. */
export function stemOf(norm: string): string {
  if (!PLAIN_WORD.test(norm)) return norm;
  let stem = stemCache.get(norm);
  if (stem === undefined) {
    stem = stemmer(norm);
    if (stemCache.size < 50_000) stemCache.set(norm, stem);
  }
  return stem;
}

/** Lower case, apostrophes dropped ("Master's" → "masters"), a leading dot kept only for ".net"-like names. */
export function normOf(raw: string): string {
  return raw.toLowerCase().replace(/['’]/g, "");
}

/** The lines of a text, each split into sentences; bullets and list markers are dropped from the start. */
export function splitSentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  const lines = text.split(/\r?\n/);
  for (let line = 0; line < lines.length; line++) {
    for (const part of lines[line].split(SENTENCE_BREAK)) {
      const trimmed = part.replace(/^[\s\-–—*#>|]+/, "").trim();
      if (trimmed) out.push({ text: trimmed, line });
    }
  }
  return out;
}

/** The tokens of one sentence, appended to `into`. */
export function tokeniseSentence(text: string, sentence: number, into: Token[]): void {
  TOKEN.lastIndex = 0;
  let previousEnd = -1;
  for (let m = TOKEN.exec(text); m !== null; m = TOKEN.exec(text)) {
    let raw = m[0];
    let start = m.index;
    // "experience.NET" is a missing space, not ".NET"; a dot right after a letter starts no name.
    if (raw.startsWith(".") && start > 0 && /[A-Za-z0-9]/.test(text[start - 1])) {
      raw = raw.slice(1);
      start += 1;
    }
    const end = start + raw.length;
    const before = text[start - 1];
    const after = text[end];
    const hyphenated =
      (before === "-" && /[A-Za-z0-9]/.test(text[start - 2] ?? "")) ||
      (after === "-" && /[A-Za-z0-9]/.test(text[end + 1] ?? ""));
    const norm = normOf(raw);
    const joined = previousEnd >= 0 && JOINING.test(text.slice(previousEnd, start));
    previousEnd = end;
    into.push({ raw, norm, stem: stemOf(norm), sentence, start, end, joined, hyphenated });
  }
}

/** Sentences and tokens of a whole text. */
export function tokenise(text: string): Tokenised {
  const sentences = splitSentences(text);
  const tokens: Token[] = [];
  for (let i = 0; i < sentences.length; i++) tokeniseSentence(sentences[i].text, i, tokens);
  return { sentences, tokens };
}

/** The stemmed key of a dictionary alias or a phrase: its tokens' stems joined by one space. */
export function keyOf(text: string): string {
  return tokensOf(text)
    .map((t) => t.stem)
    .join(" ");
}

/** The tokens of a short text (an alias). */
export function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  tokeniseSentence(text, 0, tokens);
  return tokens;
}
