/**
 * The statements an import writes, all sent as ONE `db.batch` (atomic: an import is written whole or not
 * at all). Rows travel as JSON, a chunk per statement read with `json_each`, so 5,000 rows are a handful
 * of statements instead of thousands (D1 binds at most 100 values per statement). The plan limits hold
 * as in createJob/createContact (decisions 005, 020): each chunk's INSERT … SELECT carries a LIMIT read
 * from the plan and the trigger-kept counter at that statement's start, so chunk after chunk stops at the
 * limit exactly, and concurrent writes cannot overshoot (the batch is one transaction).
 */

import { PRIORITY_RANK, type Priority } from "@core/enums";
import { jobUrlKey } from "@core/job-url";
import type { JobCreateInput } from "@core/schemas/job";
import { type SQL, sql } from "drizzle-orm";
import {
  contactJobs,
  contacts,
  importKeys,
  interactions,
  interviews,
  jobs,
  plans,
  tasks,
  users,
} from "../../db/schema";
import { contactCountSql, jobCountSql } from "../counters.server";
import type { LimitedResource } from "../plan-limits.server";

/** A chunk's JSON stays well under D1's 2 MB value limit. */
const CHUNK_BYTES = 800 * 1024;

/** Splits rows into chunks whose JSON is at most CHUNK_BYTES (a single larger row is a chunk of its own). */
export function chunkRows<T>(rows: readonly T[]): string[] {
  const chunks: string[] = [];
  let current: string[] = [];
  let size = 2;
  for (const row of rows) {
    const json = JSON.stringify(row);
    if (current.length > 0 && size + json.length + 1 > CHUNK_BYTES) {
      chunks.push(`[${current.join(",")}]`);
      current = [];
      size = 2;
    }
    current.push(json);
    size += json.length + 1;
  }
  if (current.length > 0) chunks.push(`[${current.join(",")}]`);
  return chunks;
}

const LIMIT_COLUMN = { jobApplications: "limit_job_applications", contacts: "limit_contacts" } as const;

/**
 * How many more rows of `resource` the plan allows right now (-1: no bound), as a LIMIT expression: the
 * same reading as underPlanLimitSql (a limit of -1, 0 or no plan row is unlimited).
 */
export function remainingSql(userId: string, resource: LimitedResource): SQL {
  const count = resource === "jobApplications" ? jobCountSql(userId) : contactCountSql(userId);
  const limit = sql.raw(`${"p"}.${LIMIT_COLUMN[resource]}`);
  return sql`COALESCE((SELECT CASE WHEN COALESCE(${limit}, -1) <= 0 THEN -1
      ELSE max(0, ${limit} - COALESCE(${count}, 0)) END
    FROM ${users} JOIN ${plans} p ON p.id = ${users.currentPlanId} WHERE ${users.id} = ${userId}), -1)`;
}

const v = (field: string) => sql.raw(`json_extract(r.value, '$.${field}')`);

/** A job as it is written: every column, dates as epoch ms, `contactPersonId` already a target id. */
export type JobRow = {
  id: string;
  company: string;
  position: string;
  status: string;
  jobType: string;
  jobLocation: string;
  jobDescription: string;
  jobUrl: string;
  /** The normalised job URL (`jobUrlKey`), kept with it (contract §4.6). */
  urlKey: string;
  notes: string;
  feedbackReceived: string;
  salaryMin: number;
  salaryMax: number;
  salaryCurrency: string;
  applicationDate: number;
  contactPersonId: string | null;
  priority: Priority;
  favorite: boolean;
  createdAt: number;
  updatedAt: number;
};

/**
 * A job row from the form schema's output (the one mapping both imports use): the application date
 * defaults to `today`, links and times are the caller's.
 */
export function jobRowFrom(
  id: string,
  input: JobCreateInput,
  opts: { today: Date; contactPersonId: string | null; createdAt: number; updatedAt: number },
): JobRow {
  return {
    id,
    company: input.company,
    position: input.position,
    status: input.status,
    jobType: input.jobType,
    jobLocation: input.jobLocation,
    jobDescription: input.jobDescription,
    jobUrl: input.jobUrl,
    urlKey: jobUrlKey(input.jobUrl),
    notes: input.notes,
    feedbackReceived: input.feedbackReceived,
    salaryMin: input.salary.min,
    salaryMax: input.salary.max,
    salaryCurrency: input.salary.currency,
    applicationDate: (input.applicationDate ?? opts.today).getTime(),
    contactPersonId: opts.contactPersonId,
    priority: input.priority,
    favorite: input.favorite,
    createdAt: opts.createdAt,
    updatedAt: opts.updatedAt,
  };
}

/** INSERTs of new jobs within the plan's limit, in order; RETURNING the ids written. */
export function insertJobs(userId: string, rows: readonly JobRow[]): SQL[] {
  const encoded = rows.map((r) => ({ ...r, favorite: r.favorite ? 1 : 0, priorityRank: PRIORITY_RANK[r.priority] }));
  return chunkRows(encoded).map(
    (chunk) => sql`
    INSERT INTO ${jobs} (id, user_id, company, position, status, job_type, job_location, job_description, job_url,
      notes, feedback_received, salary_min, salary_max, salary_currency, application_date, contact_person_id,
      priority, priority_rank, favorite, created_at, updated_at, url_key)
    SELECT ${v("id")}, ${userId}, ${v("company")}, ${v("position")}, ${v("status")}, ${v("jobType")},
      ${v("jobLocation")}, ${v("jobDescription")}, ${v("jobUrl")}, ${v("notes")}, ${v("feedbackReceived")},
      ${v("salaryMin")}, ${v("salaryMax")}, ${v("salaryCurrency")}, ${v("applicationDate")},
      (SELECT c.id FROM ${contacts} c WHERE c.id = ${v("contactPersonId")} AND c.user_id = ${userId}),
      ${v("priority")}, ${v("priorityRank")}, ${v("favorite")}, ${v("createdAt")}, ${v("updatedAt")}, ${v("urlKey")}
    FROM json_each(${chunk}) r
    ORDER BY r.key
    LIMIT ${remainingSql(userId, "jobApplications")}
    RETURNING id`,
  );
}

/** UPDATEs of existing jobs (an import's "update" of a duplicate): the imported fields, owner checked. */
export function updateJobs(userId: string, rows: readonly JobRow[], now: number): SQL[] {
  const encoded = rows.map((r) => ({ ...r, favorite: r.favorite ? 1 : 0, priorityRank: PRIORITY_RANK[r.priority] }));
  return chunkRows(encoded).map(
    (chunk) => sql`
    UPDATE ${jobs} SET
      status = json_extract(r.value, '$.status'),
      job_type = json_extract(r.value, '$.jobType'),
      job_location = json_extract(r.value, '$.jobLocation'),
      job_description = json_extract(r.value, '$.jobDescription'),
      notes = json_extract(r.value, '$.notes'),
      salary_min = json_extract(r.value, '$.salaryMin'),
      salary_max = json_extract(r.value, '$.salaryMax'),
      salary_currency = json_extract(r.value, '$.salaryCurrency'),
      application_date = json_extract(r.value, '$.applicationDate'),
      updated_at = ${now}
    FROM json_each(${chunk}) r
    WHERE ${jobs.id} = json_extract(r.value, '$.id') AND ${jobs.userId} = ${userId}
    RETURNING ${jobs.id}`,
  );
}

export type InterviewRow = {
  id: string;
  jobId: string;
  date: number;
  interviewType: string;
  withPerson: string;
  notes: string;
  followUpDate: number | null;
  createdAt: number;
};

/** INSERTs of interviews whose job exists and is the caller's (a job left out by the limit takes its interviews with it). */
export function insertInterviews(userId: string, rows: readonly InterviewRow[]): SQL[] {
  return chunkRows(rows).map(
    (chunk) => sql`
    INSERT INTO ${interviews} (id, job_id, user_id, date, interview_type, with_person, notes, follow_up_date, created_at)
    SELECT ${v("id")}, ${v("jobId")}, ${userId}, ${v("date")}, ${v("interviewType")}, ${v("withPerson")}, ${v("notes")},
      ${v("followUpDate")}, ${v("createdAt")}
    FROM json_each(${chunk}) r
    WHERE EXISTS (SELECT 1 FROM ${jobs} j WHERE j.id = ${v("jobId")} AND j.user_id = ${userId})
    RETURNING id`,
  );
}

export type ContactRow = {
  id: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  position: string;
  linkedIn: string;
  relationship: string;
  notes: string;
  tags: string;
  followUpDate: number | null;
  favorite: boolean;
  createdAt: number;
  updatedAt: number;
};

/** INSERTs of new contacts within the plan's contacts limit, in order. */
export function insertContacts(userId: string, rows: readonly ContactRow[]): SQL[] {
  const encoded = rows.map((r) => ({ ...r, favorite: r.favorite ? 1 : 0 }));
  return chunkRows(encoded).map(
    (chunk) => sql`
    INSERT INTO ${contacts} (id, user_id, name, email, phone, company, position, linked_in, relationship, notes,
      tags, follow_up_date, last_contact_date, favorite, created_at, updated_at)
    SELECT ${v("id")}, ${userId}, ${v("name")}, ${v("email")}, ${v("phone")}, ${v("company")}, ${v("position")},
      ${v("linkedIn")}, ${v("relationship")}, ${v("notes")}, ${v("tags")}, ${v("followUpDate")}, NULL,
      ${v("favorite")}, ${v("createdAt")}, ${v("updatedAt")}
    FROM json_each(${chunk}) r
    ORDER BY r.key
    LIMIT ${remainingSql(userId, "contacts")}
    RETURNING id`,
  );
}

export type InteractionRow = {
  id: string;
  contactId: string;
  date: number;
  method: string;
  notes: string;
  createdAt: number;
};

export function insertInteractions(userId: string, rows: readonly InteractionRow[]): SQL[] {
  return chunkRows(rows).map(
    (chunk) => sql`
    INSERT INTO ${interactions} (id, contact_id, user_id, date, method, notes, created_at)
    SELECT ${v("id")}, ${v("contactId")}, ${userId}, ${v("date")}, ${v("method")}, ${v("notes")}, ${v("createdAt")}
    FROM json_each(${chunk}) r
    WHERE EXISTS (SELECT 1 FROM ${contacts} c WHERE c.id = ${v("contactId")} AND c.user_id = ${userId})
    RETURNING id`,
  );
}

/** `lastContactDate` of the given contacts: their latest interaction (api-contract.md §6.2). */
export function refreshLastContacts(userId: string, contactIds: readonly string[], now: number): SQL[] {
  return chunkRows(contactIds).map(
    (chunk) => sql`
    UPDATE ${contacts} SET
      last_contact_date = (SELECT max(i.date) FROM ${interactions} i WHERE i.contact_id = ${contacts.id} AND i.user_id = ${userId}),
      updated_at = max(${contacts.updatedAt}, ${now})
    WHERE ${contacts.userId} = ${userId} AND ${contacts.id} IN (SELECT value FROM json_each(${chunk}))`,
  );
}

export type ContactJobRow = { contactId: string; jobId: string };

/** Links between a contact and a job, both the caller's; skipped when the job names the contact as its contact person. */
export function insertContactJobs(userId: string, rows: readonly ContactJobRow[], now: number): SQL[] {
  return chunkRows(rows).map(
    (chunk) => sql`
    INSERT OR IGNORE INTO ${contactJobs} (contact_id, job_id, user_id, created_at)
    SELECT c.id, j.id, ${userId}, ${now}
    FROM json_each(${chunk}) r
    JOIN ${contacts} c ON c.id = ${v("contactId")} AND c.user_id = ${userId}
    JOIN ${jobs} j ON j.id = ${v("jobId")} AND j.user_id = ${userId}
    WHERE j.contact_person_id IS NULL OR j.contact_person_id <> c.id`,
  );
}

export type TaskRow = {
  id: string;
  title: string;
  description: string;
  status: string;
  priority: Priority;
  category: string;
  dueDate: number | null;
  reminder: number | null;
  relatedJobId: string | null;
  relatedContactId: string | null;
  completedAt: number | null;
  createdAt: number;
  updatedAt: number;
};

/** INSERTs of tasks; a link to a job or contact that is not the caller's (or was left out) becomes none. */
export function insertTasks(userId: string, rows: readonly TaskRow[]): SQL[] {
  const encoded = rows.map((r) => ({ ...r, priorityRank: PRIORITY_RANK[r.priority] }));
  return chunkRows(encoded).map(
    (chunk) => sql`
    INSERT INTO ${tasks} (id, user_id, title, description, status, priority, priority_rank, category, due_date,
      reminder, related_job_id, related_contact_id, completed_at, created_at, updated_at)
    SELECT ${v("id")}, ${userId}, ${v("title")}, ${v("description")}, ${v("status")}, ${v("priority")},
      ${v("priorityRank")}, ${v("category")}, ${v("dueDate")}, ${v("reminder")},
      (SELECT j.id FROM ${jobs} j WHERE j.id = ${v("relatedJobId")} AND j.user_id = ${userId}),
      (SELECT c.id FROM ${contacts} c WHERE c.id = ${v("relatedContactId")} AND c.user_id = ${userId}),
      ${v("completedAt")}, ${v("createdAt")}, ${v("updatedAt")}
    FROM json_each(${chunk}) r
    RETURNING id`,
  );
}

export type ImportKind = (typeof importKeys.kind.enumValues)[number];
export const KIND_TABLE = {
  job: "jobs",
  interview: "interviews",
  task: "tasks",
  contact: "contacts",
  interaction: "interactions",
} as const satisfies Record<ImportKind, string>;

export type KeyRow = { sourceId: string; targetId: string };

/** Records which file record each new row came from, only for rows that were written (their target exists). */
export function insertImportKeys(userId: string, kind: ImportKind, rows: readonly KeyRow[], now: number): SQL[] {
  const table = sql.raw(KIND_TABLE[kind]);
  return chunkRows(rows).map(
    (chunk) => sql`
    INSERT OR REPLACE INTO ${importKeys} (user_id, kind, source_id, target_id, created_at)
    SELECT ${userId}, ${kind}, ${v("sourceId")}, ${v("targetId")}, ${now}
    FROM json_each(${chunk}) r
    WHERE EXISTS (SELECT 1 FROM ${table} t WHERE t.id = ${v("targetId")} AND t.user_id = ${userId})`,
  );
}

/**
 * The file's records this account already has, source id → target id: those imported before (their key
 * and their target both still there) and the account's own records (an export imported into the account
 * it came from).
 */
export function existingTargetsSql(userId: string, kind: ImportKind, sourceIds: readonly string[]): SQL {
  const table = sql.raw(KIND_TABLE[kind]);
  const ids = JSON.stringify(sourceIds);
  return sql`
    SELECT k.source_id AS sourceId, k.target_id AS targetId FROM ${importKeys} k
    JOIN ${table} t ON t.id = k.target_id AND t.user_id = k.user_id
    WHERE k.user_id = ${userId} AND k.kind = ${kind} AND k.source_id IN (SELECT value FROM json_each(${ids}))
    UNION ALL
    SELECT t.id AS sourceId, t.id AS targetId FROM ${table} t
    WHERE t.user_id = ${userId} AND t.id IN (SELECT value FROM json_each(${ids}))`;
}
