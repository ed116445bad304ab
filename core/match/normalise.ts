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

const PLAIN_WORD = /^[a-z]{4,}$/;
/**
 * A sentence ends at . ! ? ; and a space before anything but a lower-case letter, unless the full stop
 * closes an abbreviation (a capital before it: "B.E.", "U.S."; or "e.g.", "Sr.", "No."); and at a
 * bullet written inside a line (text out of PDFs).
 */
const SENTENCE_BREAK =
  /(?:(?<=[a-z0-9)%"'”][.!?;])(?<!\b(?:e\.g|i\.e|vs|approx|incl|etc|Sr|Jr|Dr|Mr|Mrs|Ms|St|No)\.)|(?<=[!?;]))\s+(?=[^a-z\s])|\s*[•·▪●◦■►➢✓]\s*/;

/** A line without any of these has one sentence: the split is skipped. */
const MAY_BREAK = /[.!?;]\s|[•·▪●◦■►➢✓]/;

/** The stems of words already seen: a stem is pure, so the cache only saves time. */
const stemCache = new Map<string, string>();

/** The normalised, stemmed form of one lower-case token. */
export function stemOf(norm: string): string {
  let stem = stemCache.get(norm);
  if (stem === undefined) {
    stem = PLAIN_WORD.test(norm) ? stemmer(norm) : norm;
    if (stemCache.size < 50_000) stemCache.set(norm, stem);
  }
  return stem;
}

/** Lower case, apostrophes dropped ("Master's" → "masters"), a leading dot kept only for ".net"-like names. */
export function normOf(raw: string): string {
  const lower = raw.toLowerCase();
  return lower.includes("'") || lower.includes("’") ? lower.replace(/['’]/g, "") : lower;
}

/**
 * `text` without the white space and the characters of `chars` at its end. A loop, not a regex `[…]+$`:
 * the regex tries again at every position of a long run that does not end the line (quadratic).
 */
export function trimEndOf(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && (chars.includes(text[end - 1]) || /\s/.test(text[end - 1]))) end--;
  return text.slice(0, end);
}

/** The lines of a text, each split into sentences; bullets and list markers are dropped from the start. */
export function splitSentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  const lines = text.split(/\r?\n/);
  for (let line = 0; line < lines.length; line++) {
    const parts = MAY_BREAK.test(lines[line]) ? lines[line].split(SENTENCE_BREAK) : [lines[line]];
    for (const part of parts) {
      const trimmed = part.replace(/^[\s\-–—*#>|]+/, "").trim();
      if (trimmed) out.push({ text: trimmed, line });
    }
  }
  return out;
}

/** The tokens of one sentence, appended to `into`. */
export function tokeniseSentence(text: string, sentence: number, into: Token[]): void {
  // A hand-written scan of the grammar `\.?[A-Za-z0-9][A-Za-z0-9+#]*(?:[.&'’][A-Za-z0-9][A-Za-z0-9+#]*)*`:
  // a regex costs several times more here, and this runs for every word of both texts.
  const n = text.length;
  let previousEnd = -1;
  let i = 0;
  while (i < n) {
    const start = i;
    const c = text.charCodeAt(i);
    // ".NET" starts with its dot, unless the dot follows a letter ("experience.NET" is a missing space).
    if (c === DOT && i + 1 < n && isAlnum(text.charCodeAt(i + 1)) && !(i > 0 && isAlnum(text.charCodeAt(i - 1)))) {
      i++;
    } else if (!isAlnum(c)) {
      i++;
      continue;
    }
    i++;
    while (i < n && isWordTail(text.charCodeAt(i))) i++;
    while (i + 1 < n && isJoiner(text.charCodeAt(i)) && isAlnum(text.charCodeAt(i + 1))) {
      i += 2;
      while (i < n && isWordTail(text.charCodeAt(i))) i++;
    }
    const end = i;
    const raw = text.slice(start, end);
    const hyphenated =
      (start >= 2 && text.charCodeAt(start - 1) === HYPHEN && isAlnum(text.charCodeAt(start - 2))) ||
      (end + 1 < n && text.charCodeAt(end) === HYPHEN && isAlnum(text.charCodeAt(end + 1)));
    let joined = false;
    if (previousEnd >= 0 && previousEnd < start) {
      joined = true;
      for (let k = previousEnd; k < start; k++) {
        if (!isJoining(text.charCodeAt(k))) {
          joined = false;
          break;
        }
      }
    }
    previousEnd = end;
    const norm = normOf(raw);
    into.push({ raw, norm, stem: stemOf(norm), sentence, start, end, joined, hyphenated });
  }
}

const DOT = 46;
const HYPHEN = 45;

function isAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** A word goes on with letters, digits, "+" and "#" ("C++", "C#", "10+2"). */
function isWordTail(c: number): boolean {
  return isAlnum(c) || c === 43 || c === 35;
}

/** Inside a word before a letter or digit: "." "&" "'" "’" ("Node.js", "R&D", "Master's"). */
function isJoiner(c: number): boolean {
  return c === DOT || c === 38 || c === 39 || c === 0x2019;
}

/** Between two tokens an alias may span: spaces, hyphens, dashes and slashes. */
function isJoining(c: number): boolean {
  return c === 32 || c === 9 || c === 0xa0 || c === HYPHEN || c === 47 || c === 0x2013;
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
