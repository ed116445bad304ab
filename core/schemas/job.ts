/**
 * Job application and interview schemas, client-safe: the job form, the route actions and the API all
 * validate with these. Create schemas apply the contract's defaults; update schemas have none, so a
 * partial PATCH never resets a field it did not name.
 */
import { APPLICATION_VIEWS, BOARD_MAX_SHOWN, BOARD_PAGE } from "@core/board";
import { oneLine } from "@core/text";
import { z } from "zod";
import { CURRENCIES, INTERVIEW_TYPES, JOB_SOURCES, JOB_STATUSES, JOB_TYPES, PRIORITIES } from "../enums";
import { jobSourceFromText } from "../job-source";
import { BULK_MAX_IDS, BULK_MESSAGES } from "../limits";
import {
  bool,
  cursorParam,
  dateOnlyOptional,
  enumFilter,
  favoriteFilter,
  MAX_LIMIT,
  MAX_PAGE,
  parseApiDate,
  positiveInt,
  reference,
  searchParam,
  sortParam,
  toDate,
} from "./fields";
import { httpUrl } from "./url";

export { CURRENCIES, INTERVIEW_TYPES, JOB_STATUSES, JOB_TYPES, PRIORITIES };
export const JOB_SORTS = [
  "newest",
  "oldest",
  "a-z",
  "z-a",
  "priority-high",
  "application-date",
  // The stored resume match (decision 055): applications with no score come last in match-high, first in match-low.
  "match-high",
  "match-low",
] as const;

export type JobStatus = (typeof JOB_STATUSES)[number];
export type JobSort = (typeof JOB_SORTS)[number];

const dateRequired = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).transform(toDate(parseApiDate));

const text = (max: number) => z.string().max(max, { error: `must be at most ${max} characters` });

/** A salary figure, a number or a form's string ("" is 0); the bounds are what the form's inputs show. */
const MONEY_ERROR = "must be a number of 0 or more";
const money = z
  .union([z.number(), z.string()])
  .transform((v) => (typeof v === "number" ? v : v.trim() === "" ? 0 : Number(v)))
  .pipe(z.number({ error: MONEY_ERROR }).min(0, { error: MONEY_ERROR }).max(1e12, { error: MONEY_ERROR }));

const jobUrl = httpUrl(2048);

const salaryUpdate = z
  .object({ min: money.optional(), max: money.optional(), currency: z.enum(CURRENCIES).optional() })
  .strip();

const jobFields = {
  company: z
    .string({ error: "Company name is required" })
    .overwrite(oneLine)
    .trim()
    .min(1, { error: "Company name is required" })
    .max(100, { error: "must be at most 100 characters" }),
  position: z
    .string({ error: "Position is required" })
    .overwrite(oneLine)
    .trim()
    .min(1, { error: "Position is required" })
    .max(100, { error: "must be at most 100 characters" }),
  status: z.enum(JOB_STATUSES),
  jobType: z.enum(JOB_TYPES),
  jobLocation: z.string().overwrite(oneLine).trim().max(200, { error: "must be at most 200 characters" }),
  jobDescription: text(20000),
  jobUrl,
  notes: text(10000),
  feedbackReceived: text(10000),
  priority: z.enum(PRIORITIES),
  favorite: bool,
  contactPerson: reference,
  /** Where the posting was found (issue 33): one of JOB_SOURCES, or '' for not recorded. */
  source: z.enum(["", ...JOB_SOURCES], { error: `must be one of: ${JOB_SOURCES.join(", ")} (or empty)` }),
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
  source: jobFields.source.default(""),
});

/**
 * A job as an import reads it (the JSON export's records, a spreadsheet's rows): the create schema, except
 * that a location the file does not give stays empty ("Not specified" on the screens) instead of taking the
 * form's "remote": an import states only what the file states (issue 30).
 */
export const jobImportSchema = jobCreateSchema.extend({
  jobLocation: jobFields.jobLocation.default(""),
  // Another tool's words for where a posting came from ("LinkedIn Jobs", "Company website"): known ones
  // map to a source, anything else is not recorded rather than refusing the row.
  source: z
    .unknown()
    .transform((v) => (typeof v === "string" ? jobSourceFromText(v) : ""))
    .default(""),
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
  source: jobFields.source.optional(),
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

/** GET /jobs and the /applications URL: empty and `all` mean no filter; unknown sorts mean newest. */
export const jobListQuerySchema = z.object({
  page: positiveInt(1, MAX_PAGE),
  limit: positiveInt(10, MAX_LIMIT),
  status: enumFilter(JOB_STATUSES, "status"),
  jobType: enumFilter(JOB_TYPES, "jobType"),
  favorite: favoriteFilter,
  search: searchParam,
  sort: sortParam(JOB_SORTS),
  cursor: cursorParam,
});

export type JobListQuery = z.output<typeof jobListQuerySchema>;

/**
 * `PATCH /jobs/:id/move` and the board's Move form (decision 046): the column to move to and, optionally,
 * the card it lands above (`before`) and the one it lands below (`after`); with neither, the top.
 */
export const jobMoveSchema = z.object({
  status: z.enum(JOB_STATUSES, {
    error: (issue) =>
      issue.input === undefined ? "status is required" : `status must be one of: ${JOB_STATUSES.join(", ")}`,
  }),
  before: z.string().trim().min(1).max(64).optional(),
  after: z.string().trim().min(1).max(64).optional(),
});

export type JobMoveInput = z.output<typeof jobMoveSchema>;

/**
 * /applications' own parameters beside the list's filters (decision 046): `view` (absent: the one last
 * picked) and a board column's "Show more" (`more` the column, `shown` how many of its cards, held
 * between BOARD_PAGE and BOARD_MAX_SHOWN: past the most, a column shows the most, never fewer). A value
 * that is not a number is ignored, as a list ignores an unknown sort.
 */
export const applicationsViewSchema = z.object({
  view: z.enum(APPLICATION_VIEWS).optional().catch(undefined),
  more: z.enum(JOB_STATUSES).optional().catch(undefined),
  shown: z.coerce
    .number()
    .int()
    .catch(BOARD_PAGE * 2)
    .transform((n) => Math.min(Math.max(n, BOARD_PAGE), BOARD_MAX_SHOWN)),
  /** The card whose Move form is open (its id); anything else opens none. */
  move: z.string().max(64).optional().catch(undefined),
});

/** `GET /jobs/lookup?url=` (contract §4.6): a posting's address, read as the job form reads `jobUrl`. */
export const jobLookupQuerySchema = z.object({
  url: z.string({ error: "is required" }).trim().min(1, { error: "is required" }).pipe(jobUrl),
});

const bulkIds = z
  .array(z.string().trim().min(1).max(64, { error: "must be at most 64 characters" }), {
    error: BULK_MESSAGES.noIds,
  })
  .min(1, { error: BULK_MESSAGES.noIds })
  .max(BULK_MAX_IDS, { error: BULK_MESSAGES.tooMany })
  // The same id twice is one application: it is changed (and answered) once.
  .transform((ids) => [...new Set(ids)]);

/** POST /jobs/bulk and the /applications/bulk form (issue 31): one action on up to BULK_MAX_IDS of the caller's jobs. */
export const jobBulkSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ ids: bulkIds, action: z.literal("status"), value: jobFields.status }),
    z.object({ ids: bulkIds, action: z.literal("favorite"), value: z.boolean() }),
    z.object({ ids: bulkIds, action: z.literal("priority"), value: jobFields.priority }),
    z.object({ ids: bulkIds, action: z.literal("delete") }),
  ],
  { error: "action must be one of: status, favorite, priority, delete" },
);

export const BULK_ACTIONS = ["status", "favorite", "priority", "delete"] as const;
export type JobBulkInput = z.output<typeof jobBulkSchema>;
export type BulkAction = JobBulkInput["action"];

/** POST /jobs/bulk/undo and the Undo form: the token a bulk status change or delete answered. */
export const bulkUndoSchema = z.object({
  token: z.string({ error: "token is required" }).trim().min(1, { error: "token is required" }).max(64),
});
