/**
 * Every citation in the sources resolves inside the repository. Comments cite the wire contract as
 * "contract §X" or "api-contract.md §X" (docs/api-contract.md) and the product rules as "spec §X",
 * "rules §X" or "product-rules.md §X" (docs/product-rules.md); a list such as "§7, §8" or "§5 and §8"
 * keeps the document named before it. This test fails when a cited section has no heading in the
 * document it names, when a "§" names no document, and when a decision ("docs/decisions/NNN…",
 * "decision NNN") has no file in docs/decisions.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

const DOCS = { contract: "docs/api-contract.md", rules: "docs/product-rules.md" } as const;
type Doc = keyof typeof DOCS;

/** Where citations live: the code, the tests, the scripts and the docs (the cited documents excepted). */
const SCAN = ["app", "worker", "tests", "scripts", "docs", "README.md"];
const SKIP_DIRS = new Set(["node_modules", "build", ".react-router", "test-results", "playwright-report"]);
const EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|md|css|sql)$/;
/** The cited documents refer to their own sections with a bare "§"; this file spells citations in prose. */
const NOT_SCANNED = new Set([DOCS.contract, DOCS.rules, "tests/repo/doc-citations.test.ts"]);

function walk(path: string, out: string[]): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return out;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full)) if (!SKIP_DIRS.has(name)) walk(join(path, name), out);
  } else if (EXTENSIONS.test(path) && !NOT_SCANNED.has(path)) {
    out.push(path);
  }
  return out;
}

/** The sections a document has: headings such as "## §4. Jobs" or "### §4.3 Plan limit". */
function headingSections(markdown: string): Set<string> {
  const sections = new Set<string>();
  for (const line of markdown.split("\n")) {
    const match = /^#{1,6}\s+§\s?(\d+(?:\.\d+)*)/.exec(line);
    if (match) sections.add(match[1]);
  }
  return sections;
}

interface Citation {
  doc: Doc;
  section: string;
  /** Offset of the citation's "§" in the text. */
  at: number;
}

const SECTION = String.raw`§\s?(\d+(?:\.\d+)*)`;
/** A few words naming the section's part ("§1 Search", "§1 envelopes"), before the next listed section. */
const LABEL = String.raw`(?:\s+[A-Za-z][\w-]*){0,3}?`;
/** A document name, a section, then any listed after it ("§7, §8", "§5 and §8", "§1 envelopes, §2", "§8.2–§8.5", "§2.2 / §2.4"). */
const RUN = new RegExp(
  String.raw`\b(api-contract\.md|product-rules\.md|contract|spec|rules)\s?${SECTION}(?:${LABEL}\s*(?:,\s*and|,|and|or|to|–|-|/)\s*${SECTION})*`,
  "gi",
);

/** The citations in a text, and the offsets of any "§" that names no document. */
function findCitations(text: string): { citations: Citation[]; unnamed: number[] } {
  const citations: Citation[] = [];
  const claimed = new Set<number>();
  for (const run of text.matchAll(RUN)) {
    const name = run[1].toLowerCase();
    const doc: Doc = name === "contract" || name === "api-contract.md" ? "contract" : "rules";
    const start = run.index;
    for (const section of run[0].matchAll(new RegExp(SECTION, "g"))) {
      const at = start + section.index;
      claimed.add(at);
      citations.push({ doc, section: section[1], at });
    }
  }
  const unnamed: number[] = [];
  for (let at = text.indexOf("§"); at !== -1; at = text.indexOf("§", at + 1)) if (!claimed.has(at)) unnamed.push(at);
  return { citations, unnamed };
}

/** Decisions a text refers to: "docs/decisions/020", "docs/decisions/011-email-change.md", "decision 016". */
function findDecisionRefs(text: string): { ref: string; number: string; file?: string; at: number }[] {
  const refs: { ref: string; number: string; file?: string; at: number }[] = [];
  for (const m of text.matchAll(/docs\/decisions\/(\d{3})(-[\w-]*[\w])?(?:\.md)?/g)) {
    refs.push({ ref: m[0], number: m[1], file: m[2] ? `${m[1]}${m[2]}.md` : undefined, at: m.index });
  }
  for (const m of text.matchAll(/\bdecisions?\s+(\d{3})\b/gi)) refs.push({ ref: m[0], number: m[1], at: m.index });
  return refs;
}

function lineOf(text: string, at: number): number {
  return text.slice(0, at).split("\n").length;
}

const files = SCAN.flatMap((path) => walk(path, []));
const sections: Record<Doc, Set<string>> = {
  contract: headingSections(readFileSync(join(root, DOCS.contract), "utf8")),
  rules: headingSections(readFileSync(join(root, DOCS.rules), "utf8")),
};
const decisions = readdirSync(join(root, "docs/decisions")).filter((name) => /^\d{3}-.*\.md$/.test(name));

describe("citations of the contract and the product rules", () => {
  it("reads both documents' numbered headings", () => {
    expect(sections.contract.size).toBeGreaterThan(50);
    expect(sections.contract).toContain("4.3");
    expect(sections.contract).toContain("11.4");
    expect(sections.rules.size).toBeGreaterThanOrEqual(9);
    expect(sections.rules).toContain("9");
  });

  it("finds a list's sections and the document it names, and flags a § that names none", () => {
    const { citations, unnamed } = findCitations("(api-contract.md §7, §8) (spec §5 and §8) plan (§2.7) ok");
    expect(citations.map((c) => `${c.doc} ${c.section}`)).toEqual(["contract 7", "contract 8", "rules 5", "rules 8"]);
    expect(unnamed).toHaveLength(1);
    expect(headingSections("## §4. Jobs\n### §4.3 Plan limit\n4.4 not a heading")).toEqual(new Set(["4", "4.3"]));
  });

  it("every cited section is a heading in the document the citation names", () => {
    const problems: string[] = [];
    let count = 0;
    for (const file of files) {
      const text = readFileSync(join(root, file), "utf8");
      const { citations, unnamed } = findCitations(text);
      count += citations.length;
      for (const c of citations) {
        if (!sections[c.doc].has(c.section)) {
          problems.push(`${file}:${lineOf(text, c.at)}: §${c.section} is not a heading in ${DOCS[c.doc]}`);
        }
      }
      for (const at of unnamed) {
        problems.push(`${file}:${lineOf(text, at)}: "§" names no document (write "contract §X" or "spec §X")`);
      }
    }
    expect(problems).toEqual([]);
    // The scan must not pass vacuously: the code cites the two documents well over a hundred times.
    expect(count).toBeGreaterThan(100);
  });

  it("every decision referred to has its file in docs/decisions", () => {
    const problems: string[] = [];
    let count = 0;
    for (const file of files) {
      const text = readFileSync(join(root, file), "utf8");
      for (const ref of findDecisionRefs(text)) {
        count++;
        const found = ref.file
          ? decisions.includes(ref.file)
          : decisions.some((name) => name.startsWith(`${ref.number}-`));
        if (!found) problems.push(`${file}:${lineOf(text, ref.at)}: "${ref.ref}" has no file in docs/decisions`);
      }
    }
    expect(problems).toEqual([]);
    expect(count).toBeGreaterThan(50);
  });
});
