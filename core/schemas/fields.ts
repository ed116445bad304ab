/**
 * Field readers shared by the job, task and contact schemas, client-safe: dates as the contract reads them,
 * form booleans, references to other records, and the query parameters every list takes.
 */

import { isValidDateParts } from "@core/dates";
import { z } from "zod";

/** `YYYY-MM-DD`, optionally `THH:mm[:ss[.fff…]]`, optionally a zone (`Z` or `±HH[:]mm`). */
const API_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|([+-])(\d{2}):?(\d{2}))?)?$/;

/**
 * Reads the contract's date inputs (api-contract.md §1): full ISO-8601 with a zone, date-only
 * `YYYY-MM-DD` (00:00 UTC), or `YYYY-MM-DDTHH:mm[:ss]` without a zone (read as UTC). Every component
 * is checked before a `Date` is built, so an impossible value (`2026-13-01`, `2030-02-30T10:00Z`,
 * `T10:99`, year 0000, an offset of +24:00) is null rather than silently rolled over.
 */
export function parseApiDate(value: string): Date | null {
  const m = API_DATE.exec(value.trim());
  if (!m) return null;
  const [year, month, day] = [+m[1], +m[2], +m[3]];
  const [hour, minute, second] = [m[4] ? +m[4] : 0, m[5] ? +m[5] : 0, m[6] ? +m[6] : 0];
  if (!isValidDateParts(year, month, day, hour, minute, second)) return null;
  const ms = m[7] ? Math.floor(Number(`0.${m[7]}`) * 1000) : 0;
  let offsetMinutes = 0;
  if (m[9]) {
    const [offsetHours, offsetMins] = [+m[10], +m[11]];
    if (offsetHours > 23 || offsetMins > 59) return null;
    offsetMinutes = (m[9] === "-" ? -1 : 1) * (offsetHours * 60 + offsetMins);
  }
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms) - offsetMinutes * 60_000);
}

/**
 * A date-only value (`applicationDate`, `followUpDate`): the calendar date as written, stored as 00:00
 * UTC. An echoed `2026-05-08T00:00:00.000Z` stays the 8th, and so does `2026-05-08T23:30-07:00`.
 */
export function parseApiDateOnly(value: string): Date | null {
  const date = parseApiDate(value);
  if (!date) return null;
  const [year, month, day] = value.trim().slice(0, 10).split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** Reads a date with `parse`; an impossible value is an issue ("is not a valid date"), never rolled over. */
export const toDate = (parse: (value: string) => Date | null) => (value: string, ctx: z.RefinementCtx) => {
  const d = parse(value);
  if (!d) {
    ctx.addIssue({ code: "custom", message: "is not a valid date" });
    return z.NEVER;
  }
  return d;
};

/** An optional date read with `parse`: "" and null mean no date (null); absent means "not given". */
export const optionalDate = (parse: (value: string) => Date | null) =>
  z
    .union([z.string(), z.null()])
    .transform((v, ctx) => (v === null || v.trim() === "" ? null : toDate(parse)(v, ctx)))
    .optional();

/** A date-only value; "" and null mean no date; absent means "not given". */
export const dateOnlyOptional = optionalDate(parseApiDateOnly);

/** A JSON boolean, or a form's "true"/"on" (anything else in the list is false). */
export const bool = z
  .union([z.boolean(), z.enum(["true", "false", "on", ""])])
  .transform((v) => v === true || v === "true" || v === "on");

/** Another entity named in a body: an id, an echoed `{_id}` object, null or "" (null). */
export const reference = z
  .union([z.string(), z.object({ _id: z.string() }), z.null()])
  .transform((v) => (v === null ? null : typeof v === "string" ? v.trim() || null : v._id.trim() || null));

/** Highest page a list answers: far past any real list, and (page − 1) × 100 stays a safe integer. */
export const MAX_PAGE = 1_000_000;
export const MAX_LIMIT = 100;
/** Longest list cursor accepted: a boundary row with a 100-character company in any script fits. */
export const MAX_CURSOR_LENGTH = 1024;

/**
 * `page` and `limit` (api-contract.md §1 Lists): a positive integer, capped (a huge page would overflow
 * the SQL offset); anything else (`0`, `-1`, `1.5`, `1e3`, `abc`) means the default.
 */
export const positiveInt = (fallback: number, max: number) =>
  z
    .unknown()
    .optional()
    .transform((v) => {
      const n = typeof v === "string" && /^\d+$/.test(v) ? Number(v) : typeof v === "number" ? v : Number.NaN;
      if (!Number.isInteger(n) || n < 1) return fallback;
      return Math.min(n, max);
    });

/**
 * A list's `cursor` (docs/api-cursors.md): kept as given when it is a short base64url string, else
 * dropped (the list pages by `page`). The server reads and checks what it holds.
 */
export const cursorParam = z
  .string()
  .optional()
  .transform((v) => (v && v.length <= MAX_CURSOR_LENGTH && /^[A-Za-z0-9_-]+$/.test(v) ? v : undefined));

/** A list filter over an enum: empty and `all` mean no filter; another value is a 400 naming it. */
export const enumFilter = <T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "" || v === "all") return undefined;
      if (!(values as readonly string[]).includes(v)) {
        ctx.addIssue({ code: "custom", message: `${name} must be one of: all, ${values.join(", ")}` });
        return z.NEVER;
      }
      return v as T[number];
    });

/** A list's `favorite` filter: only "true" filters. */
export const favoriteFilter = z
  .string()
  .optional()
  .transform((v) => v === "true");

/** A list's `sort`: one of `sorts`, and `newest` for anything else. */
export const sortParam = <Sort extends string>(sorts: readonly Sort[]) =>
  z
    .string()
    .optional()
    .transform((v): Sort | "newest" => ((sorts as readonly string[]).includes(v ?? "") ? (v as Sort) : "newest"));

/** Longest search term kept: the LIKE pattern (`%term%`, escapes included) must stay within D1's 50 bytes. */
export const SEARCH_MAX_BYTES = 48;

/**
 * Trims a search term to whole characters whose UTF-8 size, escapes counted, fits the LIKE limit. NUL
 * characters are dropped: no stored text holds one, and SQLite's FTS5 reads a term as ending there.
 */
export function clampSearch(term: string): string {
  const encoder = new TextEncoder();
  let bytes = 0;
  let out = "";
  for (const ch of term.replaceAll("\0", "").trim()) {
    const size = encoder.encode(ch).length * (/[%_\\]/.test(ch) ? 2 : 1);
    if (bytes + size > SEARCH_MAX_BYTES) break;
    bytes += size;
    out += ch;
  }
  return out;
}

/** A list's `search`: trimmed and cut to fit the LIKE limit; absent is "". */
export const searchParam = z
  .string()
  .optional()
  .transform((v) => clampSearch(v ?? ""));
