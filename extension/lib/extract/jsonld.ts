/**
 * schema.org `JobPosting` in JSON-LD, normalised: every `ld+json` block (arrays, `@graph`, nested
 * `mainEntity`), malformed blocks repaired where a common slip explains them (trailing commas, raw line
 * breaks in strings, HTML comments) and skipped otherwise.
 */
import { jobTypeOf } from "./job-type";
import { currencyIn, isCurrency, parseSalaryText, yearlyFactor } from "./salary";
import { clean, htmlToText } from "./text";
import type { Currency, Finding, Salary } from "./types";

type Node = Record<string, unknown>;

const isObject = (v: unknown): v is Node => typeof v === "object" && v !== null && !Array.isArray(v);

/** JSON.parse, then once more after repairing the usual slips; undefined when it still fails. */
export function parseLenient(raw: string): unknown {
  const text = raw
    .trim()
    .replace(/^<!--|-->$/g, "")
    .replace(/^\s*\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>\s*$/g, "");
  try {
    return JSON.parse(text);
  } catch {
    // fall through to the repairs
  }
  const repaired = escapeRawBreaksInStrings(text)
    .replace(/,\s*([}\]])/g, "$1")
    .replace(/;\s*$/, "");
  try {
    return JSON.parse(repaired);
  } catch {
    return undefined;
  }
}

/** Line breaks and tabs typed raw inside JSON strings (common in hand-made templates) as escapes. */
function escapeRawBreaksInStrings(text: string): string {
  let out = "";
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inString && ch === "\\") {
      out += ch + (text[i + 1] ?? "");
      i++;
      continue;
    }
    if (ch === '"') inString = !inString;
    if (inString && ch === "\n") out += "\\n";
    else if (inString && ch === "\r") out += "";
    else if (inString && ch === "\t") out += "\\t";
    else out += ch;
  }
  return out;
}

const typesOf = (node: Node) => {
  const t = node["@type"];
  return (Array.isArray(t) ? t : [t]).filter((x): x is string => typeof x === "string");
};
const isPosting = (node: Node) => typesOf(node).some((t) => /(^|[/:])JobPosting$/.test(t));

/** Every JobPosting node in the parsed blocks, in page order, searching arrays, @graph and nested values. */
export function findPostings(blocks: unknown[]): Node[] {
  const found: Node[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 8 || seen.has(value)) return;
    if (Array.isArray(value)) {
      for (const v of value) visit(v, depth + 1);
      return;
    }
    if (!isObject(value)) return;
    seen.add(value);
    if (isPosting(value)) {
      found.push(value);
      return;
    }
    for (const v of Object.values(value)) if (typeof v === "object") visit(v, depth + 1);
  };
  for (const b of blocks) visit(b, 0);
  return found;
}

/** The parsed `application/ld+json` blocks of a document (unparseable ones left out). */
export function ldBlocks(doc: Document): unknown[] {
  return Array.from(doc.querySelectorAll('script[type="application/ld+json" i]'))
    .map((s) => parseLenient(s.textContent ?? ""))
    .filter((v) => v !== undefined);
}

const str = (v: unknown): string => {
  if (typeof v === "string") return clean(v);
  if (typeof v === "number") return String(v);
  if (Array.isArray(v)) return str(v[0]);
  if (isObject(v)) return str(v.name ?? v["@value"]);
  return "";
};

function place(v: unknown): string {
  if (typeof v === "string") return clean(v);
  if (!isObject(v)) return "";
  const address = v.address ?? v;
  if (typeof address === "string") return clean(address);
  if (!isObject(address)) return str(v.name);
  const parts = [address.addressLocality, address.addressRegion, address.addressCountry].map(str).filter(Boolean);
  const unique = parts.filter((p, i) => parts.findIndex((q) => q.toLowerCase() === p.toLowerCase()) === i);
  return unique.join(", ") || str(v.name) || str(address.name);
}

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);

function location(node: Node): string {
  const places = list(node.jobLocation).map(place).filter(Boolean);
  const remote = list(node.jobLocationType).some((t) => typeof t === "string" && /TELECOMMUTE/i.test(t));
  if (remote) {
    const where = list(node.applicantLocationRequirements).map(place).filter(Boolean);
    const within = [...new Set(where)].join(", ");
    const onSite = places.length ? ` or ${[...new Set(places)].join("; ")}` : "";
    return `Remote${within ? ` (${within})` : ""}${onSite}`;
  }
  return [...new Set(places)].join("; ");
}

function number(v: unknown): number {
  if (typeof v === "number") return v;
  if (typeof v === "string") return Number(v.replace(/[,\s]/g, ""));
  return Number.NaN;
}

/** `baseSalary` (or `estimatedSalary`): a MonetaryAmount with a value or a min/max range, per its unitText, yearly. */
export function salaryOf(node: Node): Salary | undefined {
  for (const raw of [node.baseSalary, node.estimatedSalary]) {
    const amount = Array.isArray(raw) ? raw[0] : raw;
    if (amount === undefined || amount === null) continue;
    if (typeof amount === "string") return parseSalaryText(amount, currencyFrom(node.salaryCurrency));
    if (typeof amount === "number") return fromValues(amount, amount, 1, currencyFrom(node.salaryCurrency));
    if (!isObject(amount)) continue;
    const currency = currencyFrom(amount.currency) ?? currencyFrom(node.salaryCurrency);
    const value = amount.value;
    if (isObject(value)) {
      const unit = value.unitText ?? amount.unitText;
      const single = number(value.value);
      const min = Number.isFinite(number(value.minValue)) ? number(value.minValue) : single;
      const max = Number.isFinite(number(value.maxValue)) ? number(value.maxValue) : single;
      const s = fromValues(min, max, yearlyFactor(unit), currency);
      if (s) return s;
      continue;
    }
    const n = number(value);
    const min = Number.isFinite(number(amount.minValue)) ? number(amount.minValue) : n;
    const max = Number.isFinite(number(amount.maxValue)) ? number(amount.maxValue) : n;
    const s = fromValues(min, max, yearlyFactor(amount.unitText), currency);
    if (s) return s;
  }
  return undefined;
}

function currencyFrom(v: unknown): Currency | undefined {
  if (isCurrency(v)) return (v as string).toUpperCase() as Currency;
  return typeof v === "string" ? currencyIn(v) : undefined;
}

function fromValues(min: number, max: number, factor: number, currency: Currency | undefined): Salary | undefined {
  const lo = Number.isFinite(min) ? min : max;
  const hi = Number.isFinite(max) ? max : min;
  if (!Number.isFinite(lo) || !Number.isFinite(hi) || (lo <= 0 && hi <= 0) || !currency) return undefined;
  return { min: Math.round(Math.min(lo, hi) * factor), max: Math.round(Math.max(lo, hi) * factor), currency };
}

/** One JobPosting node as Offerpath's fields (blanks left out). */
export function normalisePosting(doc: Document, node: Node): Finding {
  const out: Finding = {};
  const position = str(node.title) || str(node.name);
  if (position) out.position = position;
  const company = str(node.hiringOrganization) || str(node.employer);
  if (company) out.company = company;
  const where = location(node);
  if (where) out.jobLocation = where;
  const type =
    jobTypeOf(node.employmentType) ??
    (list(node.jobLocationType).some((t) => typeof t === "string" && /TELECOMMUTE/i.test(t)) ? "remote" : undefined);
  if (type) out.jobType = type;
  if (typeof node.description === "string") {
    const text = htmlToText(doc, node.description);
    if (text) out.jobDescription = text;
  }
  const url = str(node.url);
  if (/^https?:\/\//i.test(url)) out.jobUrl = url;
  const salary = salaryOf(node);
  if (salary) out.salary = salary;
  return out;
}

/** Every JobPosting of the document, normalised, in page order. */
export function readJsonLd(doc: Document): Finding[] {
  return findPostings(ldBlocks(doc)).map((node) => normalisePosting(doc, node));
}
