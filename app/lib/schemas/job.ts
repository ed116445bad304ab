/**
 * Job application and interview schemas, client-safe: the job form, the route actions and the API all
 * validate with these. Create schemas apply the contract's defaults; update schemas have none, so a
 * partial PATCH never resets a field it did not name.
 */
import { z } from "zod";

export const JOB_STATUSES = ["applied", "screening", "interview", "offer", "rejected", "withdrawn", "saved"] as const;
export const JOB_TYPES = ["full-time", "part-time", "contract", "internship", "remote", "other"] as const;
export const PRIORITIES = ["high", "medium", "low"] as const;
export const INTERVIEW_TYPES = ["phone", "video", "in-person", "technical", "other"] as const;
export const CURRENCIES = ["INR", "USD", "EUR", "GBP", "CAD", "AUD", "JPY"] as const;
export const JOB_SORTS = ["newest", "oldest", "a-z", "z-a", "priority-high", "application-date"] as const;

export type JobStatus = (typeof JOB_STATUSES)[number];
export type JobSort = (typeof JOB_SORTS)[number];

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * Reads the contract's date inputs: full ISO-8601 with a zone, date-only `YYYY-MM-DD` (00:00 UTC), or
 * `YYYY-MM-DDTHH:mm[:ss]` without a zone (read as UTC). Null for anything else or an impossible date.
 */
export function parseApiDate(value: string): Date | null {
  const v = value.trim();
  let date: Date;
  const d = DATE_ONLY.exec(v);
  const l = LOCAL_DATE_TIME.exec(v);
  if (d) date = new Date(Date.UTC(+d[1], +d[2] - 1, +d[3]));
  else if (l) date = new Date(Date.UTC(+l[1], +l[2] - 1, +l[3], +l[4], +l[5], l[6] ? +l[6] : 0));
  else if (ISO_WITH_ZONE.test(v)) date = new Date(v);
  else return null;
  if (Number.isNaN(date.getTime())) return null;
  // Reject rollovers such as 2026-02-30.
  if ((d || l) && date.getUTCDate() !== Number((d ?? l)?.[3])) return null;
  if (date.getUTCFullYear() < 1900 || date.getUTCFullYear() > 2200) return null;
  return date;
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

/** "" and null mean no date; absent means "not given". */
const dateOptional = z
  .union([z.string(), z.null()])
  .transform((v, ctx) => {
    if (v === null || v.trim() === "") return null;
    const d = parseApiDate(v);
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

const bool = z
  .union([z.boolean(), z.enum(["true", "false", "on", ""])])
  .transform((v) => v === true || v === "true" || v === "on");

const jobUrl = z
  .string()
  .trim()
  .max(2048, { error: "must be at most 2048 characters" })
  .refine((v) => v === "" || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), { error: "must be a valid http(s) URL" });

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

function salaryOrder(
  salary: { min?: number; max?: number } | undefined,
  ctx: { addIssue: (i: { code: "custom"; message: string; path: string[] }) => void },
) {
  if (salary && salary.min !== undefined && salary.max !== undefined && salary.max > 0 && salary.min > salary.max) {
    ctx.addIssue({ code: "custom", message: "must be greater than or equal to salary.min", path: ["salary", "max"] });
  }
}

/** POST /jobs and the /jobs/new form: required fields plus the contract's defaults. */
export const jobCreateSchema = z
  .object({
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
    applicationDate: dateOptional,
    contactPerson: jobFields.contactPerson.optional().transform((v) => v ?? null),
    priority: jobFields.priority.default("medium"),
    favorite: bool.default(false),
  })
  .superRefine((v, ctx) => salaryOrder(v.salary, ctx));

/** PATCH/PUT /jobs/:id and the edit form: only the fields present change. */
export const jobUpdateSchema = z
  .object({
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
    applicationDate: dateOptional,
    contactPerson: jobFields.contactPerson.optional(),
    priority: jobFields.priority.optional(),
    favorite: bool.optional(),
  })
  .superRefine((v, ctx) => salaryOrder(v.salary, ctx));

export type JobCreateInput = z.output<typeof jobCreateSchema>;
export type JobUpdateInput = z.output<typeof jobUpdateSchema>;

const interviewFields = {
  date: dateRequired("Interview date and time is required"),
  interviewType: z.enum(INTERVIEW_TYPES, { error: "Interview type is required" }),
  withPerson: z.string().trim().max(200, { error: "must be at most 200 characters" }),
  notes: text(10000),
  followUpDate: dateOptional,
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

const positiveInt = (fallback: number, max?: number) =>
  z
    .unknown()
    .optional()
    .transform((v) => {
      const n = typeof v === "string" && /^\d+$/.test(v) ? Number(v) : typeof v === "number" ? v : Number.NaN;
      if (!Number.isInteger(n) || n < 1) return fallback;
      return max ? Math.min(n, max) : n;
    });

const enumFilter = <T extends readonly [string, ...string[]]>(values: T, name: string) =>
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
  page: positiveInt(1),
  limit: positiveInt(10, 100),
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
