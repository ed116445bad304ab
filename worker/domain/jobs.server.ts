/**
 * Job applications and their interviews: every rule, once. The API (`worker/api/jobs.ts`) and the
 * screens (`app/routes/jobs/`, the list in `app/routes/jobs/list/`) both call these. Every query
 * carries the caller's id; another user's job is simply not found.
 */

import { DEFAULT_TIME_ZONE, iso, parseDateOnly, toDateInputValue } from "@core/dates";
import { PRIORITY_RANK } from "@core/enums";
import { jobUrlKey } from "@core/job-url";
import type {
  InterviewCreateInput,
  InterviewUpdateInput,
  JobCreateInput,
  JobListQuery,
  JobUpdateInput,
} from "@core/schemas/job";
import { and, desc, eq, exists, getTableColumns, type SQL, sql } from "drizzle-orm";
import { inIds } from "../db/id-set";
import { jsonRows, readJsonRows } from "../db/json-rows";
import { readPage, type SortSpec, sortKeys } from "../db/keyset";
import { documents, type Interview, interviews, type Job, jobDocuments, jobs, users } from "../db/schema";
import { sqlBatch } from "../db/sql-batch";
import type { Deps } from "../deps";
import { newId } from "../lib/ids";
import { fail, ok, type Result } from "../lib/result";
import { countMatches, type SearchPlan, searchPlan, selectMatching } from "../lib/search";
import { jobCountSql, readCounts } from "./counters.server";
import { jobDocumentsShape, removeDocumentsOnlyOn } from "./documents/documents.server";
import { refreshJobMatches } from "./match/stored.server";
import { planLimitFailure, planQuota } from "./plan-limits.server";
import { checkReferences, type ReferenceCheck } from "./references.server";
import { insertInterviews, insertJobs, jobRowFrom } from "./writes.server";

export function serializeInterview(i: Interview) {
  return {
    _id: i.id,
    date: i.date.toISOString(),
    interviewType: i.interviewType,
    withPerson: i.withPerson,
    notes: i.notes,
    followUpDate: iso(i.followUpDate),
  };
}

/** A document linked to a job, as the job's `documents` is built from. */
type LinkedDocument = { id: string; name: string; type: (typeof documents.type.enumValues)[number]; linkedAt: Date };

/**
 * A job's own fields as both the API (contract §2.2) and the export (docs/export-format.md, JSON and CSV)
 * write them: the one list of a job's fields. The API adds its wiring (`_id`, `user`, `contactPerson`,
 * documents, interviews); the export adds `id`, `contactPersonId`, the résumé and cover letter texts and
 * writes an unspecified salary end (0) as empty. `worker/domain/data-export/columns.test.ts` fails when a
 * column of `jobs` reaches neither these nor its documented list of internal columns.
 */
export function jobFields(job: Job) {
  return {
    company: job.company,
    position: job.position,
    status: job.status,
    jobType: job.jobType,
    jobLocation: job.jobLocation,
    jobDescription: job.jobDescription,
    jobUrl: job.jobUrl,
    notes: job.notes,
    feedbackReceived: job.feedbackReceived,
    salary: { min: job.salaryMin, max: job.salaryMax, currency: job.salaryCurrency },
    applicationDate: iso(job.applicationDate),
    priority: job.priority,
    favorite: job.favorite,
    source: job.source,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  };
}

export type JobFields = ReturnType<typeof jobFields>;

/** The job as the contract's clients read it (api-contract.md §2.2): its fields and the API's wiring. */
export function serializeJob(job: Job, jobInterviews: Interview[], linked: LinkedDocument[] = []) {
  return {
    _id: job.id,
    user: job.userId,
    ...jobFields(job),
    contactPerson: job.contactPersonId,
    /** The stored resume match, 0-100, or null (decision 055): recomputed on writes, never on a read. */
    matchScore: job.matchScore,
    documents: jobDocumentsShape(newestLinkFirst(linked)),
    interviewHistory: jobInterviews.map(serializeInterview),
  };
}

export type JobDto = ReturnType<typeof serializeJob>;

const jobNotFound = () => fail("NOT_FOUND", "Job not found");
const interviewNotFound = () => fail("NOT_FOUND", "Interview not found");

async function interviewsOf(deps: Deps, userId: string, jobIds: string[]) {
  if (jobIds.length === 0) return new Map<string, Interview[]>();
  const rows = await deps.read(
    deps.db
      .select()
      .from(interviews)
      .where(and(eq(interviews.userId, userId), inIds(interviews.jobId, jobIds))),
  );
  const byJob = new Map<string, Interview[]>();
  for (const row of byCreation(rows)) byJob.set(row.jobId, [...(byJob.get(row.jobId) ?? []), row]);
  return byJob;
}

/** Interviews oldest first, ordered here (a page's worth), so the (user, job) index serves the lookup without a sort. */
function byCreation(rows: Interview[]): Interview[] {
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

const interviewColumns = getTableColumns(interviews);

const newestLinkFirst = (linked: LinkedDocument[]) =>
  [...linked].sort((a, b) => b.linkedAt.getTime() - a.linkedAt.getTime() || (a.id < b.id ? 1 : -1));

const linkedDocumentColumns = {
  id: documents.id,
  name: documents.name,
  type: documents.type,
  linkedAt: jobDocuments.createdAt,
};

/** A listed job's documents (contract §2.2 `documents`), as a JSON column of the page's query. */
const pageDocuments = jsonRows(
  "documents",
  linkedDocumentColumns,
  sql`FROM ${jobDocuments} JOIN ${documents} ON ${documents.id} = ${jobDocuments.documentId}
      WHERE ${jobDocuments.jobId} = ${jobs.id} AND ${jobDocuments.userId} = ${jobs.userId} AND ${documents.status} = 'ready'`,
);

/** The documents linked to some of the caller's jobs (ready ones), by job. */
async function documentsOf(deps: Deps, userId: string, jobIds: string[]) {
  const byJob = new Map<string, LinkedDocument[]>();
  if (jobIds.length === 0) return byJob;
  const rows = await deps.read(
    deps.db
      .select({ jobId: jobDocuments.jobId, ...linkedDocumentColumns })
      .from(jobDocuments)
      .innerJoin(documents, eq(documents.id, jobDocuments.documentId))
      .where(and(eq(jobDocuments.userId, userId), inIds(jobDocuments.jobId, jobIds), eq(documents.status, "ready"))),
  );
  for (const { jobId, ...doc } of rows) byJob.set(jobId, [...(byJob.get(jobId) ?? []), doc]);
  return byJob;
}

/** A listed job's interviews, as a JSON column of the page's query (owner's id in the WHERE). */
const pageInterviews = jsonRows(
  "interviews",
  interviewColumns,
  sql`FROM ${interviews} WHERE ${interviews.userId} = ${jobs.userId} AND ${interviews.jobId} = ${jobs.id}`,
);

const created = { column: jobs.createdAt, field: "createdAt", type: "int" } as const;
const byId = { column: jobs.id, field: "id", type: "text" } as const;
const company = { column: jobs.company, field: "company", type: "text", nocase: true } as const;
const matchScore = { column: jobs.matchScore, field: "matchScore", type: "int", nullable: true } as const;

/** Each sort's keys, ending in the id tie-break; each has an index in the same order (decision 020). */
const SORTS: Record<JobListQuery["sort"], SortSpec> = {
  newest: sortKeys("desc", created, byId),
  oldest: sortKeys("asc", created, byId),
  "a-z": sortKeys("asc", company, byId),
  "z-a": sortKeys("desc", company, byId),
  "priority-high": sortKeys("desc", { column: jobs.priorityRank, field: "priorityRank", type: "int" }, created, byId),
  "application-date": sortKeys("desc", { column: jobs.applicationDate, field: "applicationDate", type: "int" }, byId),
  // The stored match, on (user_id, match_score, id): NULL (nothing to match) sorts lowest.
  "match-high": sortKeys("desc", matchScore, byId),
  "match-low": sortKeys("asc", matchScore, byId),
};

/**
 * The number of jobs a list matches: from the counters when the list has no search and at most one filter
 * (status, type or favorite); a search alone is counted inside the FTS index; the rest through an index.
 */
async function countJobs(
  deps: Deps,
  userId: string,
  query: JobListQuery,
  where: SQL | undefined,
  search: SearchPlan | undefined,
) {
  const filters = [query.status, query.jobType, query.favorite || undefined].filter(Boolean).length;
  if (query.search || filters > 1) return countMatches(deps, jobs, search, where, filters === 0);
  const counts = (await readCounts(deps, userId)).jobs;
  if (query.status) return counts.byStatus[query.status];
  if (query.jobType) return counts.byType[query.jobType];
  if (query.favorite) return counts.favorite;
  return counts.total;
}

/**
 * One page of the caller's jobs, filtered and sorted, each with its interviews. The query is parsed
 * by `jobListQuerySchema` (bad filter values are the adapter's 400).
 */
export async function listJobs(deps: Deps, userId: string, query: JobListQuery) {
  const search = query.search
    ? searchPlan(jobs, "jobs_fts", userId, ["company", "position"], [jobs.company, jobs.position], query.search)
    : undefined;
  const conditions: SQL[] = [eq(jobs.userId, userId)];
  if (query.status) conditions.push(eq(jobs.status, query.status));
  if (query.jobType) conditions.push(eq(jobs.jobType, query.jobType));
  if (query.favorite) conditions.push(eq(jobs.favorite, true));
  if (search?.condition) conditions.push(search.condition);
  const where = and(...conditions);
  // Each job's interviews ride in the page's own query (worker/db/json-rows.ts): one round trip for the
  // page, nothing read twice. A cursor seeks to its boundary row; without one, OFFSET by page.
  const { rows, total, nextCursor, prevCursor } = await readPage({
    sorts: SORTS,
    query,
    total: countJobs(deps, userId, query, where, search),
    read: (condition, order, limit, offset) =>
      deps.read(
        selectMatching(deps.db, { job: jobs, interviews: pageInterviews, documents: pageDocuments }, jobs, search)
          .where(and(where, condition))
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      ),
    rowOf: (r) => r.job,
  });
  return {
    jobs: rows.map((r) =>
      serializeJob(
        r.job,
        byCreation(readJsonRows(interviewColumns, r.interviews)),
        readJsonRows(linkedDocumentColumns, r.documents),
      ),
    ),
    totalJobs: total,
    numOfPages: Math.ceil(total / query.limit),
    currentPage: query.page,
    count: rows.length,
    nextCursor,
    prevCursor,
  };
}

async function findJob(deps: Deps, userId: string, jobId: string) {
  if (!jobId || jobId.length > 64) return undefined;
  const [job] = await deps.read(
    deps.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)))
      .limit(1),
  );
  return job;
}

/** The caller's job with its interviews. Failures: NOT_FOUND "Job not found". */
export async function getJob(deps: Deps, userId: string, jobId: string): Promise<Result<JobDto>> {
  // The job and its interviews in one round trip: both queries carry the owner's id.
  const [job, byJob, docsByJob] = await Promise.all([
    findJob(deps, userId, jobId),
    interviewsOf(deps, userId, [jobId]),
    documentsOf(deps, userId, [jobId]),
  ]);
  if (!job) return jobNotFound();
  return ok(serializeJob(job, byJob.get(job.id) ?? [], docsByJob.get(job.id) ?? []));
}

const contactPersonCheck = (id: string | null | undefined): ReferenceCheck[] => [
  { field: "contactPerson", kind: "contact", ids: id },
];

/**
 * Today's calendar date in the user's own zone, as a date-only value (00:00 UTC): at 22:30 on 7 May in
 * Los Angeles the default application date is 7 May, not the UTC date (docs/decisions/008).
 */
async function todayFor(deps: Deps, userId: string): Promise<Date> {
  const user = await deps.db.query.users.findFirst({ columns: { timeZone: true }, where: eq(users.id, userId) });
  const today = parseDateOnly(toDateInputValue(deps.now(), user?.timeZone ?? DEFAULT_TIME_ZONE));
  if (!today) throw new Error("Today's date could not be read");
  return today;
}

/**
 * Creates a job for the caller, within the plan's job-application limit (every existing job counts,
 * `saved` included; deleting frees a slot). The limit check and the insert are one statement, so
 * concurrent creates cannot overshoot: the one insert of jobs (`insertJobs`, a batch of one). Failures:
 * PLAN_LIMIT, VALIDATION (contactPerson).
 */
export async function createJob(deps: Deps, userId: string, input: JobCreateInput): Promise<Result<JobDto>> {
  const badReference = await checkReferences(deps, userId, contactPersonCheck(input.contactPerson));
  if (badReference) return badReference;
  const now = deps.now().getTime();
  const id = newId();
  const today = input.applicationDate ? deps.now() : await todayFor(deps, userId);
  const row = jobRowFrom(id, input, { today, contactPersonId: input.contactPerson, createdAt: now, updatedAt: now });
  const [inserted] = await sqlBatch(deps.db, insertJobs(userId, [row]));
  if ((inserted?.results ?? []).length === 0) return planLimitFailure(deps, userId, "jobApplications");
  // The stored match (decision 055): a posting with a description is scored against the default resume.
  if (row.jobDescription.trim()) await refreshJobMatches(deps, userId, [id]);
  const job = await findJob(deps, userId, id);
  if (!job) throw new Error("Created job could not be read back");
  return ok(serializeJob(job, []));
}

/**
 * The columns an update writes for the fields given (the rest stay): the one mapping of a job's update,
 * used by `updateJob` and the bulk actions (jobs-bulk.server.ts), so a status or priority set in bulk is
 * written exactly as a single one. The jobs triggers then keep the status history, the analytics and the
 * counters (decisions 020, 034).
 */
export function jobChanges(input: JobUpdateInput): Partial<Job> {
  const changes: Partial<Job> = {};
  for (const key of [
    "company",
    "position",
    "status",
    "jobType",
    "jobDescription",
    "jobUrl",
    "notes",
    "feedbackReceived",
    "favorite",
    "source",
  ] as const) {
    if (input[key] !== undefined) Object.assign(changes, { [key]: input[key] });
  }
  if (input.jobUrl !== undefined) changes.urlKey = jobUrlKey(input.jobUrl);
  // Stored as given: the "remote" default is the create body's; an edit of an imported job without a location keeps it empty.
  if (input.jobLocation !== undefined) changes.jobLocation = input.jobLocation;
  if (input.salary?.min !== undefined) changes.salaryMin = input.salary.min;
  if (input.salary?.max !== undefined) changes.salaryMax = input.salary.max;
  if (input.salary?.currency) changes.salaryCurrency = input.salary.currency;
  if (input.applicationDate) changes.applicationDate = input.applicationDate;
  if (input.contactPerson !== undefined) changes.contactPersonId = input.contactPerson;
  if (input.priority) {
    changes.priority = input.priority;
    changes.priorityRank = PRIORITY_RANK[input.priority];
  }
  return changes;
}

/**
 * Changes the fields given (a status, a favorite flag or the whole echoed job); the rest stay. A body
 * that names no field (`{}`, or only echoed server-owned fields) changes nothing, not even `updatedAt`.
 * `salary.min` above `salary.max` is stored as given (api-contract.md §2.2 sets no order). `placement`
 * (a board move, `moveJob`) writes the card's rank key in the same statement; a status change without
 * one puts the card at the top of its new column (a trigger, decision 046). A move within its column
 * changes only the rank, not `updatedAt`. Failures: NOT_FOUND "Job not found", VALIDATION (contactPerson).
 */
export async function updateJob(
  deps: Deps,
  userId: string,
  jobId: string,
  input: JobUpdateInput,
  placement?: { boardRank: string },
): Promise<Result<JobDto>> {
  const job = await findJob(deps, userId, jobId);
  if (!job) return jobNotFound();
  if (input.contactPerson !== undefined) {
    const badReference = await checkReferences(deps, userId, contactPersonCheck(input.contactPerson));
    if (badReference) return badReference;
  }
  const changes = jobChanges(input);
  const edited = Object.keys(changes).length > 0;
  if (!edited && !placement) return getJob(deps, userId, job.id);
  await deps.db
    .update(jobs)
    .set({ ...changes, ...placement, ...(edited ? { updatedAt: deps.now() } : {}) })
    .where(and(eq(jobs.id, job.id), eq(jobs.userId, userId)));
  // A new description is scored again (decision 055); any other change leaves the stored match as it is.
  if (changes.jobDescription !== undefined && changes.jobDescription !== job.jobDescription) {
    await refreshJobMatches(deps, userId, [job.id]);
  }
  return getJob(deps, userId, job.id);
}

/**
 * The caller's job for a posting (contract §4.6): the newest of theirs whose normalised URL
 * (`jobUrlKey`) is the given one's, with its interviews and documents, or null. One index seek on
 * (user_id, url_key), so it reads the matching row whatever the account's size; another user's jobs
 * are never matched.
 */
export async function lookupJobByUrl(deps: Deps, userId: string, url: string): Promise<JobDto | null> {
  const key = jobUrlKey(url);
  if (!key) return null;
  const [job] = await deps.read(
    deps.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.userId, userId), eq(jobs.urlKey, key)))
      .orderBy(desc(jobs.createdAt))
      .limit(1),
  );
  if (!job) return null;
  const [byJob, docsByJob] = await Promise.all([
    interviewsOf(deps, userId, [job.id]),
    documentsOf(deps, userId, [job.id]),
  ]);
  return serializeJob(job, byJob.get(job.id) ?? [], docsByJob.get(job.id) ?? []);
}

/**
 * The statements that delete some of the caller's jobs with their interviews, the last RETURNING the ids
 * deleted: deleteJob's and the bulk delete's (jobs-bulk.server.ts). Tasks keep existing with no related
 * job; contacts drop it from their related jobs; the status history goes (database cascades); the
 * counters, the analytics and the search index follow by trigger.
 */
export function jobDeletions(deps: Deps, userId: string, jobIds: readonly string[]): SQL[] {
  return [
    deps.db
      .delete(interviews)
      .where(and(inIds(interviews.jobId, jobIds), eq(interviews.userId, userId)))
      .getSQL(),
    deps.db
      .delete(jobs)
      .where(and(inIds(jobs.id, jobIds), eq(jobs.userId, userId)))
      .returning({ id: jobs.id })
      .getSQL(),
  ];
}

/** Deletes the caller's job and its interviews in one batch (`jobDeletions`). Failures: NOT_FOUND. */
export async function deleteJob(deps: Deps, userId: string, jobId: string): Promise<Result<{ id: string }>> {
  const job = await findJob(deps, userId, jobId);
  if (!job) return jobNotFound();
  // Contract §4.3: the files that went with this application alone go with it; the others are unlinked.
  await removeDocumentsOnlyOn(deps, userId, job.id);
  const [, deleted] = await sqlBatch(deps.db, jobDeletions(deps, userId, [job.id]));
  if ((deleted?.results ?? []).length === 0) return jobNotFound();
  return ok({ id: job.id });
}

/**
 * Adds an interview; the job moves to `interview` unless it is already `interview` or `offer`.
 * Failures: NOT_FOUND "Job not found".
 */
export async function addInterview(
  deps: Deps,
  userId: string,
  jobId: string,
  input: InterviewCreateInput,
): Promise<Result<JobDto>> {
  const job = await findJob(deps, userId, jobId);
  if (!job) return jobNotFound();
  const now = deps.now();
  const moveToInterview = job.status !== "interview" && job.status !== "offer";
  const row = {
    id: newId(),
    jobId: job.id,
    date: input.date.getTime(),
    interviewType: input.interviewType,
    withPerson: input.withPerson,
    notes: input.notes,
    followUpDate: input.followUpDate?.getTime() ?? null,
    createdAt: now.getTime(),
  };
  await sqlBatch(deps.db, [
    ...insertInterviews(userId, [row]),
    deps.db
      .update(jobs)
      .set(moveToInterview ? { status: "interview", updatedAt: now } : { updatedAt: now })
      .where(and(eq(jobs.id, job.id), eq(jobs.userId, userId)))
      .getSQL(),
  ]);
  return getJob(deps, userId, job.id);
}

/**
 * Changes the given fields of one interview and touches the job's `updatedAt`. A body with no field
 * (`{}` or only the echoed `_id`) changes nothing and answers the job. The job is touched only when the
 * interview exists (the same statement checks it), so a missing interview leaves the job as it was.
 * Failures: NOT_FOUND "Job not found" / "Interview not found".
 */
export async function updateInterview(
  deps: Deps,
  userId: string,
  jobId: string,
  interviewId: string,
  input: InterviewUpdateInput,
): Promise<Result<JobDto>> {
  const job = await findJob(deps, userId, jobId);
  if (!job) return jobNotFound();
  const ofThisJob = and(eq(interviews.id, interviewId), eq(interviews.jobId, job.id), eq(interviews.userId, userId));
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length === 0) {
    const found = await deps.db.query.interviews.findFirst({ columns: { id: true }, where: ofThisJob });
    if (!found) return interviewNotFound();
    return getJob(deps, userId, job.id);
  }
  const [updated] = await deps.db.batch([
    deps.db
      .update(interviews)
      // A new revision for calendars (SEQUENCE, decision 045).
      .set({ ...changes, sequence: sql`${interviews.sequence} + 1` })
      .where(ofThisJob)
      .returning({ id: interviews.id }),
    deps.db
      .update(jobs)
      .set({ updatedAt: deps.now() })
      .where(
        and(
          eq(jobs.id, job.id),
          eq(jobs.userId, userId),
          exists(deps.db.select({ id: interviews.id }).from(interviews).where(ofThisJob)),
        ),
      ),
  ]);
  if (updated.length === 0) return interviewNotFound();
  return getJob(deps, userId, job.id);
}

/**
 * Deletes one interview; deleting the last interview of a job in `interview` status moves it back to
 * `applied`. Failures: NOT_FOUND "Job not found" / "Interview not found".
 */
export async function deleteInterview(
  deps: Deps,
  userId: string,
  jobId: string,
  interviewId: string,
): Promise<Result<JobDto>> {
  const job = await findJob(deps, userId, jobId);
  if (!job) return jobNotFound();
  const found = await deps.db.query.interviews.findFirst({
    columns: { id: true },
    where: and(eq(interviews.id, interviewId), eq(interviews.jobId, job.id), eq(interviews.userId, userId)),
  });
  if (!found) return interviewNotFound();
  const now = deps.now();
  const [deleted] = await deps.db.batch([
    deps.db
      .delete(interviews)
      .where(and(eq(interviews.id, interviewId), eq(interviews.jobId, job.id), eq(interviews.userId, userId)))
      .returning({ id: interviews.id }),
    deps.db
      .update(jobs)
      .set({
        status: sql`CASE WHEN ${jobs.status} = 'interview' AND NOT EXISTS (SELECT 1 FROM ${interviews} WHERE ${interviews.jobId} = ${job.id}) THEN 'applied' ELSE ${jobs.status} END`,
        updatedAt: now,
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.userId, userId))),
  ]);
  if (deleted.length === 0) return interviewNotFound();
  return getJob(deps, userId, job.id);
}

/**
 * The caller's count of jobs (from the counters), the plan limit (null when unlimited) and whether it is
 * reached, for the screens: one statement.
 */
export function jobQuota(deps: Deps, userId: string) {
  return planQuota(deps, userId, "jobApplications", jobCountSql(userId));
}

export type JobOption = { _id: string; company: string; position: string };

/** The caller's jobs as picker options (a task's relatedJob), newest first. */
export async function listJobOptions(deps: Deps, userId: string): Promise<JobOption[]> {
  return deps.read(
    deps.db
      .select({ _id: jobs.id, company: jobs.company, position: jobs.position })
      .from(jobs)
      .where(eq(jobs.userId, userId))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(1000),
  );
}
