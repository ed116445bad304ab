/**
 * Reading a spreadsheet's CSV for an import (issue 22, docs/decisions/032-data-import.md): the bytes
 * checked and decoded (UTF-8 only), parsed with papaparse, each column's field guessed from its header
 * (Huntr-style and Teal-style headers included), status values mapped, dates read in the chosen order,
 * and each row turned into the job form's input through `jobImportSchema` (the create schema, an absent location left empty). Pure: no storage.
 */

import { JOB_STATUSES, type JobStatus } from "@core/enums";
import { jobSourceFromUrl } from "@core/job-source";
import type { CsvField, DateOrder } from "@core/schemas/data-import";
import { type JobCreateInput, jobImportSchema } from "@core/schemas/job";
import Papa from "papaparse";
import { fail, ok, type Result } from "../../lib/result";
import { FORMULA_START } from "../data-export/csv.server";

/** Far above the 5,000 rows one request imports comfortably; a larger file is split by the user. */
export const MAX_CSV_ROWS = 10_000;

/**
 * Normalised header → field. Maps, not objects, everywhere a key comes from the file or the caller: a
 * header or status value such as `constructor` or `__proto__` is a key like any other (issue 30).
 */
const synonyms: Record<Exclude<CsvField, "ignore">, string[]> = {
  company: ["company", "companyname", "employer", "organization", "organisation"],
  position: ["jobtitle", "position", "role", "title", "jobposition", "positiontitle", "job"],
  status: ["status", "stage", "applicationstatus", "list", "pipeline", "state"],
  applicationDate: ["dateapplied", "appliedon", "applicationdate", "applied", "appliedat", "applieddate", "date"],
  jobUrl: ["url", "link", "joblink", "joburl", "postingurl", "jobposting", "postinglink", "listingurl"],
  jobLocation: ["location", "joblocation", "city", "place"],
  salary: ["salary", "compensation", "pay", "salaryrange", "expectedsalary"],
  notes: ["notes", "note", "comments", "comment"],
  contact: ["contact", "contactname", "contactperson", "recruiter", "referral", "hiringmanager"],
  jobType: ["jobtype", "type", "employmenttype"],
  jobDescription: ["description", "jobdescription"],
  priority: ["priority"],
  // Where the posting came from (issue 33): Huntr's and Teal's exports and hand-made sheets name it so.
  source: [
    "source",
    "jobsource",
    "jobboard",
    "board",
    "origin",
    "foundon",
    "foundvia",
    "channel",
    "applicationsource",
    "site",
  ],
};
const HEADER_FIELDS = new Map<string, CsvField>(
  Object.entries(synonyms).flatMap(([field, names]) => names.map((n): [string, CsvField] => [n, field as CsvField])),
);

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

/** The field each header reads as: the caller's mapping first, then the guess; each field used once. */
export function guessMapping(
  headers: string[],
  given: ReadonlyMap<string, CsvField> = new Map(),
): Map<string, CsvField> {
  const used = new Set<CsvField>([...given.values()].filter((f) => f !== "ignore"));
  const mapping = new Map<string, CsvField>();
  for (const header of headers) {
    const chosen = given.get(header);
    if (chosen) {
      mapping.set(header, chosen);
      continue;
    }
    const guess = HEADER_FIELDS.get(norm(header));
    const field = guess && !used.has(guess) ? guess : "ignore";
    mapping.set(header, field);
    if (guess && field === guess) used.add(guess);
  }
  return mapping;
}

/** The usual words of trackers' status columns → Offerpath's; `ghosted` has no meaning of its own. */
const STATUS_WORDS = new Map<string, JobStatus>([
  ["wishlist", "saved"],
  ["saved", "saved"],
  ["bookmarked", "saved"],
  ["interested", "saved"],
  ["tosubmit", "saved"],
  ["applying", "saved"],
  ["applied", "applied"],
  ["submitted", "applied"],
  ["screening", "screening"],
  ["phonescreen", "screening"],
  ["screen", "screening"],
  ["interviewing", "interview"],
  ["interview", "interview"],
  ["interviews", "interview"],
  ["onsite", "interview"],
  ["offer", "offer"],
  ["offered", "offer"],
  ["accepted", "offer"],
  ["rejected", "rejected"],
  ["declined", "rejected"],
  ["notselected", "rejected"],
  ["withdrawn", "withdrawn"],
  ["withdrew", "withdrawn"],
  ["archived", "withdrawn"],
]);

/** A file's status value as Offerpath's, or null when the user must pick (unknown, or "Ghosted"). */
export function mapStatus(value: string, statusMap: ReadonlyMap<string, JobStatus>): JobStatus | null {
  const trimmed = value.trim();
  const chosen = statusMap.get(trimmed);
  if (chosen) return chosen;
  const key = norm(trimmed);
  for (const [k, status] of statusMap) if (norm(k) === key) return status;
  if (trimmed === "") return "applied";
  const lower = trimmed.toLowerCase();
  const own = JOB_STATUSES.find((s) => s === lower);
  if (own) return own;
  return STATUS_WORDS.get(key) ?? null;
}

/**
 * A numeric date, then optionally a time: `13/01/2026`, `13/01/2026, 10:00:00` (toLocaleString("en-GB")),
 * `1/13/2026, 10:00:00 AM` (en-US), `2026-01-13T10:00:00Z`. The separator is the same twice.
 */
const NUMERIC_DATE = /^(\d{1,4})([/.-])(\d{1,2})\2(\d{1,4})(.*)$/;
/** What may follow the date: a comma or a space (or ISO's T), a 24-hour or AM/PM time, a zone. */
const TIME_AFTER =
  /^(?:,\s*|\s+|T)(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:\s*([ap])\.?m\.?)?\s*(?:Z|UTC|GMT|[+-]\d{2}:?\d{2})?$/i;

function validTime(rest: string): boolean {
  if (rest === "") return true;
  const t = TIME_AFTER.exec(rest);
  if (!t) return false;
  const [hour, minute, second] = [Number(t[1]), Number(t[2]), Number(t[3] ?? 0)];
  const hourOk = t[4] ? hour >= 1 && hour <= 12 : hour <= 23;
  return hourOk && minute <= 59 && second <= 59;
}

function validDate(y: number, m: number, d: number): Date | null {
  if (y < 100) y += 2000;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : null;
}

/** The parts of a numeric date in `order` ([year, month, day]); a four-digit first part is the year. */
function numericParts(first: string, second: string, third: string, order: DateOrder): [string, string, string] {
  if (first.length === 4 || order === "YMD") return [first, second, third];
  return order === "DMY" ? [third, second, first] : [third, first, second];
}

/**
 * A date as `YYYY-MM-DD` (the schema's input), read in `order` when the file writes it with numbers (a
 * time after it, 24-hour or AM/PM, with or without a comma, is allowed and dropped); null when it is not a
 * date in that order: an impossible day or month, a year of one or three digits, a time that is not one.
 */
export function readDate(value: string, order: DateOrder): string | null {
  const v = value.trim();
  if (!v) return "";
  const m = NUMERIC_DATE.exec(v);
  let date: Date | null = null;
  if (m) {
    const [year, month, day] = numericParts(m[1], m[3], m[4], order);
    const wellFormed =
      (year.length === 2 || year.length === 4) && month.length <= 2 && day.length <= 2 && validTime(m[5]);
    date = wellFormed ? validDate(Number(year), Number(month), Number(day)) : null;
  } else if (/[a-z]/i.test(v)) {
    const parsed = Date.parse(`${v} UTC`);
    const fallback = Number.isNaN(parsed) ? Date.parse(v) : parsed;
    if (!Number.isNaN(fallback)) {
      const d = new Date(fallback);
      date = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
    }
  }
  return date ? date.toISOString().slice(0, 10) : null;
}

/**
 * The date order of a column: the one order every value fits when only one does; `ambiguous` when
 * several fit every value (03/04/2026), so the user must choose.
 */
export function guessDateOrder(values: string[]): { order: DateOrder; ambiguous: boolean } {
  const numeric = values.filter((v) => {
    const m = NUMERIC_DATE.exec(v.trim());
    return m !== null && m[1].length !== 4;
  });
  if (numeric.length === 0) return { order: "YMD", ambiguous: false };
  const fits = (["DMY", "MDY"] as const).filter((o) => numeric.every((v) => readDate(v, o) !== null));
  if (fits.length === 1) return { order: fits[0], ambiguous: false };
  return { order: "DMY", ambiguous: fits.length > 1 };
}

const CURRENCY_SIGNS: Array<[RegExp, string]> = [
  [/\$|usd/i, "USD"],
  [/€|eur/i, "EUR"],
  [/£|gbp/i, "GBP"],
  [/₹|inr|rs\.?/i, "INR"],
  [/cad/i, "CAD"],
  [/aud/i, "AUD"],
  [/¥|jpy/i, "JPY"],
];

/** "$100k - $120,000" → {min, max, currency}; a figure alone is both. */
export function readSalary(value: string): { min?: number; max?: number; currency?: string } | null {
  const v = value.trim();
  if (!v) return {};
  const figures = [...v.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*([kKmM])?/g)].map((m) => {
    const n = Number(m[1].replaceAll(",", ""));
    const unit = m[2]?.toLowerCase();
    return unit === "k" ? n * 1000 : unit === "m" ? n * 1_000_000 : n;
  });
  if (figures.length === 0 || figures.some((n) => !Number.isFinite(n))) return null;
  const currency = CURRENCY_SIGNS.find(([re]) => re.test(v))?.[1];
  return { min: figures[0], max: figures[1] ?? figures[0], ...(currency ? { currency } : {}) };
}

/** Characters no text file holds (below space, other than tab, line feed, carriage return and form feed). */
function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 32 && code !== 9 && code !== 10 && code !== 13 && code !== 12) return true;
  }
  return false;
}

export type CsvTable = { headers: string[]; rows: string[][] };

/** Decodes and parses the file. Failures: VALIDATION (a message for a person), TOO_LARGE. */
export function readCsv(bytes: Uint8Array): Result<CsvTable> {
  if (bytes.byteLength === 0) return fail("VALIDATION", "The file is empty");
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return fail("VALIDATION", "The file is UTF-16 text: save it as “CSV UTF-8” and upload it again");
  }
  const head = bytes.subarray(0, 4096);
  if (head.includes(0)) return fail("VALIDATION", "The file is not a CSV: it looks like a binary file");
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return fail(
      "VALIDATION",
      "The file is not UTF-8 text (Latin-1 or another encoding?): save it as “CSV UTF-8” and upload it again",
    );
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (!text.trim()) return fail("VALIDATION", "The file is empty");
  if (hasControlCharacters(text.slice(0, 4096)))
    return fail("VALIDATION", "The file is not a CSV: it looks like a binary file");
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: "greedy", header: false });
  const quoteError = parsed.errors.find((e) => e.type === "Quotes");
  if (quoteError) {
    const row = (quoteError.row ?? 0) + 1;
    return fail("VALIDATION", `The file's quoting is broken near row ${row}: a quoted field is not closed`);
  }
  const [headerRow, ...rows] = parsed.data;
  if (!headerRow || headerRow.every((h) => !h.trim())) return fail("VALIDATION", "The file has no header row");
  if (rows.length === 0) return fail("VALIDATION", "The file has a header but no rows");
  if (rows.length > MAX_CSV_ROWS) {
    return fail("TOO_LARGE", `The file has ${rows.length} rows; an import takes up to ${MAX_CSV_ROWS}: split it`);
  }
  const headers = headerRow.map((h, i) => h.trim() || `Column ${i + 1}`);
  return ok({ headers, rows });
}

/**
 * A cell as it was before an export kept a spreadsheet from running it: Offerpath's CSV (and the usual
 * spreadsheet practice) writes `'=SUM(1)` for the text `=SUM(1)`; the apostrophe goes again here.
 */
export function unescapeFormula(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

export type RowPlan = { row: number; input: JobCreateInput } | { row: number; error: string };

/** Every data row as the job form's input, or the reason it cannot be (rows are numbered as in the spreadsheet: header is 1). */
export function planRows(
  table: CsvTable,
  mapping: ReadonlyMap<string, CsvField>,
  statusMap: ReadonlyMap<string, JobStatus>,
  dateOrder: DateOrder,
): RowPlan[] {
  const columns = (field: CsvField) => table.headers.flatMap((h, i) => (mapping.get(h) === field ? [i] : []));
  const col = (field: CsvField) => columns(field)[0];
  return table.rows.map((cells, index) => {
    const row = index + 2;
    const cell = (field: CsvField) => {
      const i = col(field);
      return i === undefined ? "" : unescapeFormula((cells[i] ?? "").trim());
    };
    const statusText = cell("status");
    const status = mapStatus(statusText, statusMap);
    if (status === null) return { row, error: `Status "${statusText}" has no Offerpath status: choose one for it` };
    const dateText = cell("applicationDate");
    const date = readDate(dateText, dateOrder);
    if (date === null) return { row, error: `Date applied "${dateText}" is not a date (read as ${dateOrder})` };
    const salaryText = cell("salary");
    const salary = readSalary(salaryText);
    if (salary === null) return { row, error: `Salary "${salaryText}" is not an amount` };
    const contact = cell("contact");
    const notes = [cell("notes"), contact ? `Contact: ${contact}` : ""].filter(Boolean).join("\n");
    const candidate: Record<string, unknown> = {
      company: cell("company"),
      position: cell("position"),
      status,
      applicationDate: date,
      jobUrl: cell("jobUrl"),
      jobLocation: cell("jobLocation"),
      notes,
      jobDescription: cell("jobDescription"),
      salary,
    };
    const jobType = cell("jobType").toLowerCase().replace(/\s+/g, "-");
    if (jobType) candidate.jobType = jobType;
    const priority = cell("priority").toLowerCase();
    if (["high", "medium", "low"].includes(priority)) candidate.priority = priority;
    // The source column when there is one, else the board the job URL is on (an ATS page: the company's site).
    const source = col("source") === undefined ? (jobSourceFromUrl(cell("jobUrl")) ?? "") : cell("source");
    if (source) candidate.source = source;
    const parsed = jobImportSchema.safeParse(candidate);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const path = issue?.path.map(String).join(".") ?? "";
      const message = issue?.message ?? "is not valid";
      return {
        row,
        error: path && !message.startsWith(path) && !/required/.test(message) ? `${path}: ${message}` : message,
      };
    }
    return { row, input: parsed.data };
  });
}
