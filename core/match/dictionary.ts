/**
 * The shipped dictionary (dictionary-data.ts), compiled once into a Map from stemmed token n-grams
 * (docs/match.md "Dictionary"). Line syntax of the data:
 *
 *     Label|alias|alias>Parent label
 *
 * - the label is an alias too; aliases go through the same tokeniser and stemmer as the texts;
 * - `!` before an alias: ambiguous ("!Go", "!R", "!Excel", "!CA"): it counts only written with a capital
 *   (in capitals when the alias is), never hyphen-joined, and in a skills context (scan.ts);
 * - `^` before an alias: a name that is also a word ("^Spark", "^Swift"): it counts only written with a
 *   capital (in capitals when the alias is), never hyphen-joined;
 * - `=` before an alias: no stemming ("=Accounting" does not match "account");
 * - an alias matches its exact spelling first, then other inflections by its stems ("Design Systems" →
 *   "design system"); a stem two entries share matches neither;
 * - `>Parent`: the resume showing this entry also shows the parent ("SAP FICO" shows "SAP");
 * - `# kind category` starts a block (kind: skill, certification, education); in education blocks a line
 *   starts with its level (0 diploma, 1 bachelor, 2 master, 3 doctorate) and `*` for a generic level
 *   ("1*Bachelor's degree" is met by any degree of level 1 or above).
 */
import { DICTIONARY_DATA } from "./dictionary-data";
import { tokensOf } from "./normalise";

export type EntryKind = "skill" | "certification" | "education";

export type Entry = {
  id: number;
  key: string;
  label: string;
  kind: EntryKind;
  category: string;
  /** Education only: 0 diploma, 1 bachelor, 2 master, 3 doctorate. */
  level: number | null;
  /** Education only: a level asked in general ("Bachelor's degree"), met by any degree at or above it. */
  generic: boolean;
  parents: number[];
};

export type Alias = {
  entry: number;
  /** `!`: written with a capital and in a skills context only (see scan.ts). */
  ambiguous: boolean;
  /** `^`: written with a capital only. */
  capital: boolean;
  /** The alias is written in capitals only ("BE", "MS", "CA"): so must the text be, when `!` or `^`. */
  upper: boolean;
  /** The alias's normalised tokens, to check a stemmed match differs by an inflection only. */
  norms: string[];
};

export type CompiledDictionary = {
  entries: Entry[];
  /** By the aliases' normalised tokens ("node.js", "ms excel"): the exact spelling, tried first. */
  exact: Map<string, Alias>;
  /**
   * By their stems ("kubernet", "design system"): other inflections. A stem two entries share is left out
   * ("puppet" from Puppet and Puppeteer), so only their exact spellings match.
   */
  stemmed: Map<string, Alias>;
  /** The same two maps as tries of tokens, what a scan walks: one Map lookup per token, no key built. */
  exactTrie: TrieNode;
  stemmedTrie: TrieNode;
  maxTokens: number;
  /** Exact keys claimed by two entries (the unit test requires none); the first entry keeps the key. */
  conflicts: { key: string; labels: [string, string] }[];
  /** Stems shared by two entries, left out of `stemmed`. */
  sharedStems: string[];
};

/** One token of an alias: the tokens that may follow, and the alias that ends here. */
export type TrieNode = { next: Map<string, TrieNode> | null; alias: Alias | null };

let compiled: CompiledDictionary | null = null;

/** The compiled dictionary, built on first use and kept for the life of the isolate. */
export function dictionary(): CompiledDictionary {
  if (!compiled) compiled = compile(DICTIONARY_DATA);
  return compiled;
}

/** Compiles dictionary text (the syntax above); exported for the tests. */
export function compile(data: string): CompiledDictionary {
  const entries: Entry[] = [];
  const exact = new Map<string, Alias>();
  const stemmed = new Map<string, Alias>();
  const shared = new Set<string>();
  const conflicts: CompiledDictionary["conflicts"] = [];
  const byLabel = new Map<string, number>();
  const pendingParents: { entry: number; parent: string }[] = [];
  let maxTokens = 1;
  let kind: EntryKind = "skill";
  let category = "";

  for (const rawLine of data.split("\n")) {
    const line = rawLine.trim();
    if (!line) continue;
    if (line.startsWith("#")) {
      const [k, ...rest] = line.slice(1).trim().split(/\s+/);
      if (k !== "skill" && k !== "certification" && k !== "education") throw new Error(`dictionary: kind ${k}`);
      kind = k;
      category = rest.join(" ");
      continue;
    }
    let body = line;
    let level: number | null = null;
    let generic = false;
    if (kind === "education") {
      const m = /^(\d)(\*?)\s*/.exec(body);
      if (!m) throw new Error(`dictionary: education line without a level: ${line}`);
      level = Number(m[1]);
      generic = m[2] === "*";
      body = body.slice(m[0].length);
    }
    const [names, parent] = body.split(">");
    const parts = names.split("|").map((p) => p.trim());
    const label = parts[0].replace(/^[!^=]+/, "");
    const id = entries.length;
    entries.push({ id, key: label.toLowerCase(), label, kind, category, level, generic, parents: [] });
    if (byLabel.has(label.toLowerCase())) throw new Error(`dictionary: label twice: ${label}`);
    byLabel.set(label.toLowerCase(), id);
    // Parents are written by label or by any alias ("PLC programming"), resolved once all lines are read.
    if (parent) pendingParents.push({ entry: id, parent: parent.trim().toLowerCase() });

    for (const part of parts) {
      const flags = /^[!^=]*/.exec(part)?.[0] ?? "";
      const text = part.slice(flags.length);
      const tokens = tokensOf(text);
      if (tokens.length === 0) continue;
      const noStem = flags.includes("=");
      const alias: Alias = {
        entry: id,
        ambiguous: flags.includes("!"),
        capital: flags.includes("^"),
        upper: /^[A-Z0-9]+$/.test(text),
        norms: tokens.map((t) => t.norm),
      };
      const normKey = tokens.map((t) => t.norm).join(" ");
      const stemKey = tokens.map((t) => t.stem).join(" ");
      const existing = exact.get(normKey);
      if (existing) {
        if (existing.entry !== id) conflicts.push({ key: normKey, labels: [entries[existing.entry].label, label] });
        continue;
      }
      exact.set(normKey, alias);
      maxTokens = Math.max(maxTokens, tokens.length);
      if (noStem || shared.has(stemKey)) continue;
      const other = stemmed.get(stemKey);
      if (!other) {
        stemmed.set(stemKey, alias);
      } else if (other.entry !== id) {
        stemmed.delete(stemKey);
        shared.add(stemKey);
      }
    }
  }
  for (const { entry, parent } of pendingParents) {
    const p =
      byLabel.get(parent) ??
      exact.get(
        tokensOf(parent)
          .map((t) => t.norm)
          .join(" "),
      )?.entry;
    if (p === undefined) throw new Error(`dictionary: unknown parent ${parent}`);
    entries[entry].parents.push(p);
  }
  return {
    entries,
    exact,
    stemmed,
    exactTrie: trieOf(exact),
    stemmedTrie: trieOf(stemmed),
    maxTokens,
    conflicts,
    sharedStems: [...shared],
  };
}

function trieOf(map: Map<string, Alias>): TrieNode {
  const root: TrieNode = { next: null, alias: null };
  for (const [key, alias] of map) {
    let node = root;
    for (const word of key.split(" ")) {
      node.next ??= new Map();
      let child = node.next.get(word);
      if (!child) {
        child = { next: null, alias: null };
        node.next.set(word, child);
      }
      node = child;
    }
    node.alias = alias;
  }
  return root;
}
