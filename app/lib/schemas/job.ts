/**
 * Job application and interview schemas, client-safe: the job form, the route actions and the API all
 * validate with these. Create schemas apply the contract's defaults; update schemas have none, so a
 * partial PATCH never resets a field it did not name.
 */
import { z } from "zod";
import { isValidDateParts } from "~/lib/dates";
import { CURRENCIES, INTERVIEW_TYPES, JOB_STATUSES, JOB_TYPES, PRIORITIES } from "../enums";
import { httpUrl } from "./url";

export { CURRENCIES, INTERVIEW_TYPES, JOB_STATUSES, JOB_TYPES, PRIORITIES };
export const JOB_SORTS = ["newest", "oldest", "a-z", "z-a", "priority-high", "application-date"] as const;

export type JobStatus = (typeof JOB_STATUSES)[number];
export type JobSort = (typeof JOB_SORTS)[number];

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

const dateRequired = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .transform((v, ctx) => {
      const d = parseApiDate(v);
      if (!d) {
        ctx.addIssue({ code: "custom", message: "is not a valid date" });
        return z.NEVER;
      }
      return d;
    });

/** A date-only value; "" and null mean no date; absent means "not given". */
export const dateOnlyOptional = z
  .union([z.string(), z.null()])
  .transform((v, ctx) => {
    if (v === null || v.trim() === "") return null;
    const d = parseApiDateOnly(v);
    if (!d) {
      ctx.addIssue({ code: "custom", message: "is not a valid date" });
      return z.NEVER;
    }
    return d;
  })
  .optional();

const text = (max: number) => z.string().max(max, { error: `must be at most ${max} characters` });

const money = z.union([z.number(), z.string()]).transform((v, ctx) => {
  const n = typeof v === "number" ? v : v.trim() === "" ? 0 : Number(v);
  if (!Number.isFinite(n) || n < 0 || n > 1e12) {
    ctx.addIssue({ code: "custom", message: "must be a number of 0 or more" });
    return z.NEVER;
  }
  return n;
});

/** A JSON boolean, or a form's "true"/"on" (anything else in the list is false). */
export const bool = z
  .union([z.boolean(), z.enum(["true", "false", "on", ""])])
  .transform((v) => v === true || v === "true" || v === "on");

const jobUrl = httpUrl(2048);

/** Another entity named in a body: an id, an echoed `{_id}` object, null or "" (null). */
export const reference = z
  .union([z.string(), z.object({ _id: z.string() }), z.null()])
  .transform((v) => (v === null ? null : typeof v === "string" ? v.trim() || null : v._id.trim() || null));

const salaryUpdate = z
  .object({ min: money.optional(), max: money.optional(), currency: z.enum(CURRENCIES).optional() })
  .strip();

const jobFields = {
  company: z
    .string({ error: "Company name is required" })
    .trim()
    .min(1, { error: "Company name is required" })
    .max(100, { error: "must be at most 100 characters" }),
  position: z
    .string({ error: "Position is required" })
    .trim()
    .min(1, { error: "Position is required" })
    .max(100, { error: "must be at most 100 characters" }),
  status: z.enum(JOB_STATUSES),
  jobType: z.enum(JOB_TYPES),
  jobLocation: z.string().trim().max(200, { error: "must be at most 200 characters" }),
  jobDescription: text(20000),
  jobUrl,
  notes: text(10000),
  feedbackReceived: text(10000),
  priority: z.enum(PRIORITIES),
  favorite: bool,
  contactPerson: reference,
};

/** POST /jobs and the /jobs/new form: required fields plus the contract's defaults. */
export const jobCreateSchema = z.object({
  company: jobFields.company,
  position: jobFields.position,
  status: jobFields.status.default("applied"),
  jobType: jobFields.jobType.default("full-time"),
  jobLocation: jobFields.jobLocation.transform((v) => v || "remote").default("remote"),
  jobDescription: jobFields.jobDescription.default(""),
  jobUrl: jobFields.jobUrl.default(""),
  notes: jobFields.notes.default(""),
  feedbackReceived: jobFields.feedbackReceived.default(""),
  salary: salaryUpdate
    .default({})
    .transform((s) => ({ min: s.min ?? 0, max: s.max ?? 0, currency: s.currency ?? "INR" })),
  applicationDate: dateOnlyOptional,
  contactPerson: jobFields.contactPerson.optional().transform((v) => v ?? null),
  priority: jobFields.priority.default("medium"),
  favorite: bool.default(false),
});

/** PATCH/PUT /jobs/:id and the edit form: only the fields present change. */
export const jobUpdateSchema = z.object({
  company: jobFields.company.optional(),
  position: jobFields.position.optional(),
  status: jobFields.status.optional(),
  jobType: jobFields.jobType.optional(),
  jobLocation: jobFields.jobLocation.optional(),
  jobDescription: jobFields.jobDescription.optional(),
  jobUrl: jobFields.jobUrl.optional(),
  notes: jobFields.notes.optional(),
  feedbackReceived: jobFields.feedbackReceived.optional(),
  salary: salaryUpdate.optional(),
  applicationDate: dateOnlyOptional,
  contactPerson: jobFields.contactPerson.optional(),
  priority: jobFields.priority.optional(),
  favorite: bool.optional(),
});

export type JobCreateInput = z.output<typeof jobCreateSchema>;
export type JobUpdateInput = z.output<typeof jobUpdateSchema>;

const interviewFields = {
  date: dateRequired("Interview date and time is required"),
  interviewType: z.enum(INTERVIEW_TYPES, { error: "Interview type is required" }),
  withPerson: z.string().trim().max(200, { error: "must be at most 200 characters" }),
  notes: text(10000),
  followUpDate: dateOnlyOptional,
};

export const interviewCreateSchema = z.object({
  date: interviewFields.date,
  interviewType: interviewFields.interviewType,
  withPerson: interviewFields.withPerson.default(""),
  notes: interviewFields.notes.default(""),
  followUpDate: interviewFields.followUpDate.transform((v) => v ?? null),
});

export const interviewUpdateSchema = z.object({
  date: interviewFields.date.optional(),
  interviewType: interviewFields.interviewType.optional(),
  withPerson: interviewFields.withPerson.optional(),
  notes: interviewFields.notes.optional(),
  followUpDate: interviewFields.followUpDate,
});

export type InterviewCreateInput = z.output<typeof interviewCreateSchema>;
export type InterviewUpdateInput = z.output<typeof interviewUpdateSchema>;

/** Highest page a list answers: far past any real list, and (page − 1) × 100 stays a safe integer. */
export const MAX_PAGE = 1_000_000;
export const MAX_LIMIT = 100;

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

/** Longest search term kept: the LIKE pattern (`%term%`, escapes included) must stay within D1's 50 bytes. */
export const SEARCH_MAX_BYTES = 48;

/** Trims a search term to whole characters whose UTF-8 size, escapes counted, fits the LIKE limit. */
export function clampSearch(term: string): string {
  const encoder = new TextEncoder();
  let bytes = 0;
  let out = "";
  for (const ch of term.trim()) {
    const size = encoder.encode(ch).length * (/[%_\\]/.test(ch) ? 2 : 1);
    if (bytes + size > SEARCH_MAX_BYTES) break;
    bytes += size;
    out += ch;
  }
  return out;
}

/** GET /jobs and the /applications URL: empty and `all` mean no filter; unknown sorts mean newest. */
export const jobListQuerySchema = z.object({
  page: positiveInt(1, MAX_PAGE),
  limit: positiveInt(10, MAX_LIMIT),
  status: enumFilter(JOB_STATUSES, "status"),
  jobType: enumFilter(JOB_TYPES, "jobType"),
  favorite: z
    .string()
    .optional()
    .transform((v) => v === "true"),
  search: z
    .string()
    .optional()
    .transform((v) => clampSearch(v ?? "")),
  sort: z
    .string()
    .optional()
    .transform((v): JobSort => ((JOB_SORTS as readonly string[]).includes(v ?? "") ? (v as JobSort) : "newest")),
});

export type JobListQuery = z.output<typeof jobListQuerySchema>;
