/**
 * The one INSERT of each table that both faces and the imports write to (issue 29, decision 040): jobs,
 * interviews, contacts, interactions, contact ↔ job links, tasks, forwarded emails and offers (the offers' one
 * writer: their upsert and delete are here too). A form's create is a batch of one;
 * an import sends thousands the same way. Rows travel as JSON, a chunk per statement read with
 * `json_each`, so 5,000 rows are a handful of statements (D1 binds at most 100 values per statement).
 *
 * - Plan limits (decisions 005, 020): the jobs and contacts INSERT … SELECT carry `LIMIT` of
 *   `planRemainingSql`, read from the plan and the trigger-kept counter at that statement's start, so a
 *   create past the limit writes nothing and an import stops at the limit exactly, whoever writes at
 *   the same moment.
 * - Every link is written through an owner check: a job's contact person, an interview's job, a task's
 *   job and contact that are not the caller's (or were not written) become none, or the row is not written.
 * - An import's conditions ride in the same statement (decision 040): the import's run row must stand
 *   (`run`), each file record's key must be claimed by this very row (`claim`), a spreadsheet row must
 *   not duplicate an application (`unlessDuplicate`). The rows written come back through `RETURNING id`.
 */

import { PRIORITY_RANK, type Priority } from "@core/enums";
import type { AuthVerdicts, ExtractedFields, InboxKind, Proposal } from "@core/inbox";
import { jobUrlKey } from "@core/job-url";
import { topKey } from "@core/rank-keys";
import type { ContactCreateInput } from "@core/schemas/contacts";
import type { JobCreateInput } from "@core/schemas/job";
import type { TaskCreateInput } from "@core/schemas/task";
import { type SQL, sql } from "drizzle-orm";
import {
  bulkUndos,
  contactJobs,
  contacts,
  documents,
  importKeys,
  importRuns,
  inboxMessages,
  interactions,
  interviews,
  jobAppliedDocuments,
  jobStatusHistory,
  jobs,
  offers,
  pushSubscriptions,
  reminderDeliveries,
  tasks,
} from "../db/schema";
import { utf8Length, VALUE_PART_BYTES } from "../db/utf8-parts";
import { planRemainingSql } from "./plan-limits.server";

/**
 * Splits rows into chunks whose JSON is at most VALUE_PART_BYTES of UTF-8, as D1 counts a value against
 * its 2 MB (a single larger row is a chunk of its own).
 */
export function chunkRows<T>(rows: readonly T[]): string[] {
  const chunks: string[] = [];
  let current: string[] = [];
  let size = 2;
  for (const row of rows) {
    const json = JSON.stringify(row);
    const bytes = utf8Length(json);
    if (current.length > 0 && size + bytes + 1 > VALUE_PART_BYTES) {
      chunks.push(`[${current.join(",")}]`);
      current = [];
      size = 2;
    }
    current.push(json);
    size += bytes + 1;
  }
  if (current.length > 0) chunks.push(`[${current.join(",")}]`);
  return chunks;
}

const v = (field: string) => sql.raw(`json_extract(r.value, '$.${field}')`);

export type ImportKind = (typeof importKeys.kind.enumValues)[number];

/** What an import adds to each INSERT's WHERE (none for a form's create). */
export type WriteGuard = {
  /** The import's run: its row must stand (a concurrent confirm of the same upload wrote nothing), and the row carries its id. */
  run?: string;
  /** A bulk undo's restore (jobs-bulk.server.ts): its undo row must stand, so a second Undo writes nothing. */
  undo?: string;
  /** The import key of each row (`sourceId`) must have been claimed for this very row's id. */
  claim?: ImportKind;
};

function where(userId: string, guard: WriteGuard | undefined, ...conditions: SQL[]): SQL {
  const all = [...conditions];
  if (guard?.run) all.push(runStandsSql(userId, guard.run));
  if (guard?.undo) all.push(undoStandsSql(userId, guard.undo));
  if (guard?.claim) {
    all.push(sql`EXISTS (SELECT 1 FROM ${importKeys} k WHERE k.user_id = ${userId} AND k.kind = ${guard.claim}
      AND k.source_id = ${v("sourceId")} AND k.target_id = ${v("id")})`);
  }
  return all.length > 0 ? sql`WHERE ${sql.join(all, sql` AND `)}` : sql``;
}

/** True while the import's run row stands: written by this import's batch, not by a concurrent one. */
export function runStandsSql(userId: string, run: string): SQL {
  return sql`EXISTS (SELECT 1 FROM ${importRuns} WHERE ${importRuns.id} = ${run} AND ${importRuns.userId} = ${userId})`;
}

/** True while a bulk undo's row stands (it is deleted by the batch that restores, last). */
export function undoStandsSql(userId: string, undo: string): SQL {
  return sql`EXISTS (SELECT 1 FROM ${bulkUndos} WHERE ${bulkUndos.id} = ${undo} AND ${bulkUndos.userId} = ${userId})`;
}

/** A job as it is written: every column, dates as epoch ms, `contactPersonId` already a target id. */
export type JobRow = {
  id: string;
  /** The file record's id, for an import that claims keys. */
  sourceId?: string;
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
  /** Its place on the board: the top of its column at its creation (decision 046). */
  boardRank: string;
  /** Where the posting was found (issue 33): one of JOB_SOURCES, '' = not recorded. */
  source?: string;
  /** Only a restore (a bulk delete's undo) writes these back: the legacy texts, the import that made the row
   * and when it entered its stage (else its creation). */
  resume?: string;
  coverLetter?: string;
  importRunId?: string | null;
  stageSince?: number;
  /** The stored resume match as it was (decision 055); a new row starts with none and is scored after. */
  matchScore?: number | null;
  matchDocumentId?: string | null;
  matchKey?: string;
};

/**
 * A job row from the form schema's output (the one mapping the form, the API and both imports use): the
 * application date defaults to `today`, links and times are the caller's.
 */
export function jobRowFrom(
  id: string,
  input: JobCreateInput,
  opts: { today: Date; contactPersonId: string | null; createdAt: number; updatedAt: number; sourceId?: string },
): JobRow {
  return {
    id,
    ...(opts.sourceId ? { sourceId: opts.sourceId } : {}),
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
    boardRank: topKey(opts.createdAt, id),
    source: input.source,
  };
}

const encodeJobs = (rows: readonly JobRow[]) =>
  rows.map((r) => ({ ...r, favorite: r.favorite ? 1 : 0, priorityRank: PRIORITY_RANK[r.priority] }));

/**
 * A spreadsheet row's duplicate (decision 032): an application of the caller's with the same company and
 * position (case-insensitive) and the same URL. The NOCASE company index serves it.
 */
const duplicateJobSql = (userId: string) => sql`EXISTS (SELECT 1 FROM ${jobs} d
  WHERE d.user_id = ${userId} AND d.company = ${v("company")} COLLATE NOCASE
    AND d.position = ${v("position")} COLLATE NOCASE AND d.job_url = ${v("jobUrl")})`;

/**
 * INSERTs of new jobs within the plan's limit, in order; RETURNING the ids written. `unlessDuplicate`
 * (the CSV import) leaves out a row that duplicates an application already there.
 */
export function insertJobs(
  userId: string,
  rows: readonly JobRow[],
  guard?: WriteGuard & { unlessDuplicate?: boolean },
): SQL[] {
  const conditions = guard?.unlessDuplicate ? [sql`NOT ${duplicateJobSql(userId)}`] : [];
  return chunkRows(encodeJobs(rows)).map(
    (chunk) => sql`
    INSERT INTO ${jobs} (id, user_id, company, position, status, job_type, job_location, job_description, job_url,
      notes, feedback_received, salary_min, salary_max, salary_currency, application_date, contact_person_id,
      priority, priority_rank, favorite, created_at, updated_at, url_key, import_run_id, resume, cover_letter,
      board_rank, stage_since, match_score, match_document_id, match_key, source)
    SELECT ${v("id")}, ${userId}, ${v("company")}, ${v("position")}, ${v("status")}, ${v("jobType")},
      ${v("jobLocation")}, ${v("jobDescription")}, ${v("jobUrl")}, ${v("notes")}, ${v("feedbackReceived")},
      ${v("salaryMin")}, ${v("salaryMax")}, ${v("salaryCurrency")}, ${v("applicationDate")},
      (SELECT c.id FROM ${contacts} c WHERE c.id = ${v("contactPersonId")} AND c.user_id = ${userId}),
      ${v("priority")}, ${v("priorityRank")}, ${v("favorite")}, ${v("createdAt")}, ${v("updatedAt")}, ${v("urlKey")},
      COALESCE(${guard?.run ?? null}, ${v("importRunId")}), COALESCE(${v("resume")}, ''), COALESCE(${v("coverLetter")}, ''),
      ${v("boardRank")}, COALESCE(${v("stageSince")}, ${v("createdAt")}), ${v("matchScore")},
      (SELECT d.id FROM ${documents} d WHERE d.id = ${v("matchDocumentId")} AND d.user_id = ${userId}),
      COALESCE(${v("matchKey")}, ''), COALESCE(${v("source")}, '')
    FROM json_each(${chunk}) r
    ${where(userId, guard, ...conditions)}
    ORDER BY r.key
    LIMIT ${planRemainingSql(userId, "jobApplications")}
    RETURNING id`,
  );
}

/**
 * UPDATEs of existing jobs (an import's "update" of a duplicate): the imported fields, owner checked. The
 * rows drive the statement, each job found by its primary key (the unary `+` keeps SQLite from walking every
 * job of the account through a user_id index for each row, as in `setJobMatches`).
 */
export function updateJobs(userId: string, rows: readonly JobRow[], now: number, guard?: WriteGuard): SQL[] {
  const stands = guard?.run ? sql`AND ${runStandsSql(userId, guard.run)}` : sql``;
  return chunkRows(encodeJobs(rows)).map(
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
      source = CASE WHEN COALESCE(json_extract(r.value, '$.source'), '') = '' THEN ${jobs.source} ELSE json_extract(r.value, '$.source') END,
      updated_at = ${now}
    FROM json_each(${chunk}) r
    WHERE ${jobs.id} = json_extract(r.value, '$.id') AND +${jobs.userId} = ${userId} ${stands}
    RETURNING ${jobs.id}`,
  );
}

export type InterviewRow = {
  id: string;
  sourceId?: string;
  jobId: string;
  date: number;
  interviewType: string;
  withPerson: string;
  notes: string;
  followUpDate: number | null;
  createdAt: number;
  /** The calendar revision (decision 045): only a restore writes it back; a new interview starts at 0. */
  sequence?: number;
};

/** INSERTs of interviews whose job exists and is the caller's (a job left out by the limit takes its interviews with it). */
export function insertInterviews(userId: string, rows: readonly InterviewRow[], guard?: WriteGuard): SQL[] {
  return chunkRows(rows).map(
    (chunk) => sql`
    INSERT INTO ${interviews} (id, job_id, user_id, date, interview_type, with_person, notes, follow_up_date, created_at,
      sequence)
    SELECT ${v("id")}, ${v("jobId")}, ${userId}, ${v("date")}, ${v("interviewType")}, ${v("withPerson")}, ${v("notes")},
      ${v("followUpDate")}, ${v("createdAt")}, COALESCE(${v("sequence")}, 0)
    FROM json_each(${chunk}) r
    ${where(userId, guard, sql`EXISTS (SELECT 1 FROM ${jobs} j WHERE j.id = ${v("jobId")} AND j.user_id = ${userId})`)}
    RETURNING id`,
  );
}

export type ContactRow = {
  id: string;
  sourceId?: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  position: string;
  linkedIn: string;
  relationship: string;
  notes: string;
  /** The tags as their JSON text. */
  tags: string;
  followUpDate: number | null;
  favorite: boolean;
  createdAt: number;
  updatedAt: number;
};

/** A contact row from the form schema's output (the form, the API and the JSON import). */
export function contactRowFrom(
  id: string,
  input: ContactCreateInput,
  opts: { createdAt: number; updatedAt: number; sourceId?: string },
): ContactRow {
  return {
    id,
    ...(opts.sourceId ? { sourceId: opts.sourceId } : {}),
    name: input.name,
    email: input.email,
    phone: input.phone,
    company: input.company,
    position: input.position,
    linkedIn: input.linkedIn,
    relationship: input.relationship,
    notes: input.notes,
    tags: JSON.stringify(input.tags),
    followUpDate: input.followUpDate?.getTime() ?? null,
    favorite: input.favorite,
    createdAt: opts.createdAt,
    updatedAt: opts.updatedAt,
  };
}

/** INSERTs of new contacts within the plan's contacts limit, in order. */
export function insertContacts(userId: string, rows: readonly ContactRow[], guard?: WriteGuard): SQL[] {
  const encoded = rows.map((r) => ({ ...r, favorite: r.favorite ? 1 : 0 }));
  return chunkRows(encoded).map(
    (chunk) => sql`
    INSERT INTO ${contacts} (id, user_id, name, email, phone, company, position, linked_in, relationship, notes,
      tags, follow_up_date, last_contact_date, favorite, created_at, updated_at, import_run_id)
    SELECT ${v("id")}, ${userId}, ${v("name")}, ${v("email")}, ${v("phone")}, ${v("company")}, ${v("position")},
      ${v("linkedIn")}, ${v("relationship")}, ${v("notes")}, ${v("tags")}, ${v("followUpDate")}, NULL,
      ${v("favorite")}, ${v("createdAt")}, ${v("updatedAt")}, ${guard?.run ?? null}
    FROM json_each(${chunk}) r
    ${where(userId, guard)}
    ORDER BY r.key
    LIMIT ${planRemainingSql(userId, "contacts")}
    RETURNING id`,
  );
}

export type InteractionRow = {
  id: string;
  sourceId?: string;
  contactId: string;
  date: number;
  method: string;
  notes: string;
  createdAt: number;
};

/** INSERTs of interactions whose contact exists and is the caller's (a contact deleted meanwhile takes them with it). */
export function insertInteractions(userId: string, rows: readonly InteractionRow[], guard?: WriteGuard): SQL[] {
  return chunkRows(rows).map(
    (chunk) => sql`
    INSERT INTO ${interactions} (id, contact_id, user_id, date, method, notes, created_at)
    SELECT ${v("id")}, ${v("contactId")}, ${userId}, ${v("date")}, ${v("method")}, ${v("notes")}, ${v("createdAt")}
    FROM json_each(${chunk}) r
    ${where(userId, guard, sql`EXISTS (SELECT 1 FROM ${contacts} c WHERE c.id = ${v("contactId")} AND c.user_id = ${userId})`)}
    RETURNING id`,
  );
}

/**
 * `lastContactDate` of the given contacts: their latest interaction (api-contract.md §6.2). Each contact
 * found by its primary key (the `+`: not every contact of the account through a user_id index).
 */
export function refreshLastContacts(userId: string, contactIds: readonly string[], now: number): SQL[] {
  return chunkRows(contactIds).map(
    (chunk) => sql`
    UPDATE ${contacts} SET
      last_contact_date = (SELECT max(i.date) FROM ${interactions} i WHERE i.contact_id = ${contacts.id} AND i.user_id = ${userId}),
      updated_at = max(${contacts.updatedAt}, ${now})
    WHERE +${contacts.userId} = ${userId} AND ${contacts.id} IN (SELECT value FROM json_each(${chunk}))`,
  );
}

/** `createdAt`: a restore's own time of the link; a new link is made `now`. */
export type ContactJobRow = { contactId: string; jobId: string; createdAt?: number };

/**
 * Links between a contact and a job, both the caller's; skipped when the job names the contact as its contact
 * person. Each by its primary key (the `+`: joined through the user_id indexes, SQLite walked every job of the
 * account times every contact).
 */
export function insertContactJobs(userId: string, rows: readonly ContactJobRow[], now: number): SQL[] {
  return chunkRows(rows).map(
    (chunk) => sql`
    INSERT OR IGNORE INTO ${contactJobs} (contact_id, job_id, user_id, created_at)
    SELECT c.id, j.id, ${userId}, COALESCE(${v("createdAt")}, ${now})
    FROM json_each(${chunk}) r
    JOIN ${contacts} c ON c.id = ${v("contactId")} AND +c.user_id = ${userId}
    JOIN ${jobs} j ON j.id = ${v("jobId")} AND +j.user_id = ${userId}
    WHERE j.contact_person_id IS NULL OR j.contact_person_id <> c.id`,
  );
}

export type TaskRow = {
  id: string;
  sourceId?: string;
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

/** A task's row from its input (the form's, the API's or a file's): one mapping for every writer of tasks. */
export function taskRowFrom(
  id: string,
  input: TaskCreateInput,
  refs: { relatedJobId: string | null; relatedContactId: string | null },
  at: { completedAt: number | null; createdAt: number; updatedAt: number },
): TaskRow {
  return {
    id,
    title: input.title,
    description: input.description,
    status: input.status,
    priority: input.priority,
    category: input.category,
    dueDate: input.dueDate?.getTime() ?? null,
    reminder: input.reminder?.getTime() ?? null,
    ...refs,
    ...at,
  };
}

/** INSERTs of tasks; a link to a job or contact that is not the caller's (or was left out) becomes none. */
export function insertTasks(userId: string, rows: readonly TaskRow[], guard?: WriteGuard): SQL[] {
  const encoded = rows.map((r) => ({ ...r, priorityRank: PRIORITY_RANK[r.priority] }));
  return chunkRows(encoded).map(
    (chunk) => sql`
    INSERT INTO ${tasks} (id, user_id, title, description, status, priority, priority_rank, category, due_date,
      reminder, related_job_id, related_contact_id, completed_at, created_at, updated_at, import_run_id)
    SELECT ${v("id")}, ${userId}, ${v("title")}, ${v("description")}, ${v("status")}, ${v("priority")},
      ${v("priorityRank")}, ${v("category")}, ${v("dueDate")}, ${v("reminder")},
      (SELECT j.id FROM ${jobs} j WHERE j.id = ${v("relatedJobId")} AND j.user_id = ${userId}),
      (SELECT c.id FROM ${contacts} c WHERE c.id = ${v("relatedContactId")} AND c.user_id = ${userId}),
      ${v("completedAt")}, ${v("createdAt")}, ${v("updatedAt")}, ${guard?.run ?? null}
    FROM json_each(${chunk}) r
    ${where(userId, guard)}
    RETURNING id`,
  );
}

/** A forwarded email as the inbox keeps it (issue 32): what was read, understood and proposed; never the raw message. */
export type InboxMessageRow = {
  id: string;
  /** The Message-ID header: a second delivery of the same message writes nothing. */
  messageId: string;
  receivedAt: number;
  senderAddress: string;
  senderName: string;
  forwardedBy: string;
  subject: string;
  sentAt: number | null;
  bodyText: string;
  authResults: AuthVerdicts | null;
  kind: InboxKind;
  evidence: string;
  fields: ExtractedFields;
  jobId: string | null;
  proposal: Proposal;
  confirmation: { code: string; link: string } | null;
};

/**
 * INSERTs of forwarded emails, each `pending`; the matched job is kept only if it is the caller's. A message
 * already kept (the same Message-ID for the same user) is skipped, so only new rows come back from
 * `RETURNING id`.
 */
export function insertInboxMessages(userId: string, rows: readonly InboxMessageRow[]): SQL[] {
  return chunkRows(rows).map(
    (chunk) => sql`
    INSERT INTO ${inboxMessages} (id, user_id, message_id, received_at, sender_address, sender_name, forwarded_by,
      subject, sent_at, body_text, auth_results, kind, evidence, fields, job_id, proposal, status, confirmation)
    SELECT ${v("id")}, ${userId}, ${v("messageId")}, ${v("receivedAt")}, ${v("senderAddress")}, ${v("senderName")},
      ${v("forwardedBy")}, ${v("subject")}, ${v("sentAt")}, ${v("bodyText")}, ${v("authResults")}, ${v("kind")},
      ${v("evidence")}, ${v("fields")}, (SELECT j.id FROM ${jobs} j WHERE j.id = ${v("jobId")} AND j.user_id = ${userId}),
      ${v("proposal")}, 'pending', ${v("confirmation")}
    FROM json_each(${chunk}) r
    WHERE true
    ON CONFLICT (user_id, message_id) DO NOTHING
    RETURNING id`,
  );
}

export const KIND_TABLE = {
  job: "jobs",
  interview: "interviews",
  task: "tasks",
  contact: "contacts",
  interaction: "interactions",
} as const satisfies Record<ImportKind, string>;

export type KeyRow = { sourceId: string; targetId: string };

/**
 * Claims the import keys of the file's new records for their new ids, first come first served: a key
 * already there (another import of the same file, even one running at the same moment) is left as it
 * is, and the record's INSERT, conditioned on the claim (`WriteGuard.claim`), then writes nothing. An id
 * that is one of the account's own records is never claimed. Runs inside the import's batch.
 */
export function claimImportKeys(
  userId: string,
  kind: ImportKind,
  rows: readonly KeyRow[],
  now: number,
  run: string,
): SQL[] {
  const table = sql.raw(KIND_TABLE[kind]);
  return chunkRows(rows).map(
    (chunk) => sql`
    INSERT INTO ${importKeys} (user_id, kind, source_id, target_id, created_at)
    SELECT ${userId}, ${kind}, ${v("sourceId")}, ${v("targetId")}, ${now}
    FROM json_each(${chunk}) r
    WHERE ${runStandsSql(userId, run)}
      AND NOT EXISTS (SELECT 1 FROM ${table} t WHERE t.id = ${v("sourceId")} AND t.user_id = ${userId})
    ON CONFLICT DO NOTHING`,
  );
}

/**
 * Drops the keys of the given file ids whose record is gone: deleted since an earlier import (so the
 * record comes back), or claimed by this batch but not written (the plan's limit). Runs first and last
 * in the import's batch.
 */
export function dropStaleImportKeys(userId: string, kind: ImportKind, sourceIds: readonly string[]): SQL[] {
  const table = sql.raw(KIND_TABLE[kind]);
  return chunkRows(sourceIds).map(
    (chunk) => sql`
    DELETE FROM ${importKeys}
    WHERE ${importKeys.userId} = ${userId} AND ${importKeys.kind} = ${kind}
      AND ${importKeys.sourceId} IN (SELECT value FROM json_each(${chunk}))
      AND NOT EXISTS (SELECT 1 FROM ${table} t WHERE t.id = ${importKeys.targetId} AND t.user_id = ${userId})`,
  );
}

/**
 * The file's records this account already has, source id → target id: those imported before (their key
 * and their target both still there) and the account's own records (an export imported into the account
 * it came from). Each record by its key (the `+`: not every record of the account through a user_id index).
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
    WHERE +t.user_id = ${userId} AND t.id IN (SELECT value FROM json_each(${ids}))`;
}

/**
 * The import's run row, first in its batch. A kept upload's confirm names the upload: of concurrent
 * confirms, only the first writes its row (the unique (user, upload) index), and every other statement
 * of the others' batches, conditioned on their own row (`runStandsSql`), writes nothing.
 */
export function insertImportRun(
  userId: string,
  run: string,
  kind: "json" | "csv",
  uploadId: string | null,
  now: number,
): SQL {
  return sql`INSERT INTO ${importRuns} (id, user_id, kind, upload_id, created_at)
    VALUES (${run}, ${userId}, ${kind}, ${uploadId}, ${now}) ON CONFLICT DO NOTHING`;
}

/** A status history entry as the jobs triggers wrote it (migration 0013), kept by a bulk delete's undo. */
export type StatusHistoryRow = {
  id: number;
  jobId: string;
  fromStatus: string | null;
  toStatus: string;
  at: number;
  fromAt: number | null;
};

/**
 * Puts back the status history of jobs a bulk delete removed (its undo, decision 047): the entries with
 * their own ids, for jobs of the caller's. The only writer of `job_status_history` besides the jobs
 * triggers, which record every change as it happens; this restores what the cascade of the delete took.
 */
export function restoreStatusHistory(userId: string, rows: readonly StatusHistoryRow[], guard: WriteGuard): SQL[] {
  return chunkRows(rows).map(
    (chunk) => sql`
    INSERT INTO ${jobStatusHistory} (id, user_id, job_id, from_status, to_status, at, from_at)
    SELECT ${v("id")}, ${userId}, ${v("jobId")}, ${v("fromStatus")}, ${v("toStatus")}, ${v("at")}, ${v("fromAt")}
    FROM json_each(${chunk}) r
    ${where(userId, guard)}`,
  );
}

/** A job's stored match (issue 33, decision 055): what `worker/domain/match/stored.server.ts` computed. */
export type JobMatchRow = {
  id: string;
  score: number | null;
  documentId: string | null;
  key: string;
  /** The description the score was computed from: a job edited since keeps its own (newer) score. */
  description: string;
};

/**
 * The one writer of jobs.match_score / match_document_id / match_key: the caller's jobs whose description is
 * still the one the score was computed from. `updated_at` stays (a score is not an edit by the user).
 * The list drives the statement (each job found by its primary key): the unary `+` keeps SQLite from walking
 * every job of the account through a user_id index and scanning the list for each (rows read: the account's
 * jobs times the list's length).
 */
export function setJobMatches(userId: string, rows: readonly JobMatchRow[]): SQL[] {
  return chunkRows(rows).map(
    (chunk) => sql`
    UPDATE ${jobs} SET
      match_score = json_extract(r.value, '$.score'),
      match_document_id = json_extract(r.value, '$.documentId'),
      match_key = json_extract(r.value, '$.key')
    FROM json_each(${chunk}) r
    WHERE ${jobs.id} = json_extract(r.value, '$.id') AND +${jobs.userId} = ${userId}
      AND ${jobs.jobDescription} = json_extract(r.value, '$.description')`,
  );
}

// ---- Push subscriptions and what each reminder reached (issue 35, docs/decisions/060-web-push.md) ----------

export type PushSubscriptionRow = {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  deviceLabel: string;
  createdAt: number;
};

/**
 * A browser's subscription, kept once per endpoint: the same browser subscribing again (new keys, or after
 * another account used it) takes the row over for `userId`, fresh. Written only while the user has fewer
 * than `maxDevices` other subscriptions; the row comes back from `RETURNING id` when written.
 */
export function upsertPushSubscription(userId: string, row: PushSubscriptionRow, maxDevices: number): SQL {
  return sql`
    INSERT INTO ${pushSubscriptions} (id, user_id, endpoint, p256dh, auth, device_label, created_at)
    SELECT ${row.id}, ${userId}, ${row.endpoint}, ${row.p256dh}, ${row.auth}, ${row.deviceLabel}, ${row.createdAt}
    WHERE (SELECT count(*) FROM ${pushSubscriptions} s
           WHERE s.user_id = ${userId} AND s.endpoint <> ${row.endpoint}) < ${maxDevices}
    ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, p256dh = excluded.p256dh,
      auth = excluded.auth, device_label = excluded.device_label, created_at = excluded.created_at,
      last_success_at = NULL, failure_count = 0, last_failure_at = NULL, last_failure = NULL
    RETURNING id`;
}

/** Removes one of the user's devices (the settings screen, the API); the row comes back when it was theirs. */
export function deletePushSubscription(userId: string, id: string): SQL {
  return sql`DELETE FROM ${pushSubscriptions} WHERE id = ${id} AND user_id = ${userId} RETURNING id`;
}

/** Removes the subscription of a browser by its endpoint, when it belongs to `userId` (the page's unsubscribe). */
export function deletePushSubscriptionByEndpoint(userId: string, endpoint: string): SQL {
  return sql`DELETE FROM ${pushSubscriptions} WHERE endpoint = ${endpoint} AND user_id = ${userId} RETURNING id`;
}

/** The push service answered 404/410: the subscription is gone for good (only this very row, with this endpoint). */
export function deleteExpiredPushSubscription(userId: string, id: string, endpoint: string): SQL {
  return sql`DELETE FROM ${pushSubscriptions} WHERE id = ${id} AND user_id = ${userId} AND endpoint = ${endpoint}`;
}

/** How a push to a subscription went: a success clears the failures, a failure is counted with its reason. */
export function recordPushOutcome(
  userId: string,
  id: string,
  now: number,
  outcome: { ok: true } | { ok: false; reason: string },
): SQL {
  return outcome.ok
    ? sql`UPDATE ${pushSubscriptions} SET last_success_at = ${now}, failure_count = 0, last_failure_at = NULL,
        last_failure = NULL WHERE id = ${id} AND user_id = ${userId}`
    : sql`UPDATE ${pushSubscriptions} SET failure_count = failure_count + 1, last_failure_at = ${now},
        last_failure = ${outcome.reason.slice(0, 200)} WHERE id = ${id} AND user_id = ${userId}`;
}

/** The targets ("email", a subscription's id) a fired reminder reached; a second record of the same is kept once. */
export function insertReminderDeliveries(
  userId: string,
  rows: readonly { dedupeKey: string; target: string }[],
  now: number,
): SQL[] {
  return chunkRows(rows).map(
    (chunk) => sql`
    INSERT INTO ${reminderDeliveries} (user_id, dedupe_key, target, delivered_at)
    SELECT ${userId}, ${v("dedupeKey")}, ${v("target")}, ${now} FROM json_each(${chunk}) r WHERE true
    ON CONFLICT DO NOTHING`,
  );
}

/**
 * An application's offer as it is stored (issue 34, decision 057): `data` is core/offers/offer.ts `Offer`
 * as JSON with its deadline as `YYYY-MM-DD`, read back through `offerSchema`; the currency and the deadline
 * are copied to columns of their own for the /offers list and the deadline reminders (migration 0033).
 */
export type OfferRow = {
  id: string;
  jobId: string;
  data: unknown;
  currency: string;
  deadline: string | null;
  createdAt: number;
  updatedAt: number;
  /** The import that wrote it, as a bulk delete's undo restores it (an import's own write takes `WriteGuard.run`). */
  importRunId?: string | null;
};

/**
 * The one writer of `offers`: INSERTs or, for a job that has its offer already, UPDATEs it in place (its id
 * and creation time kept), for jobs of the caller's only (a job that is not theirs, or is gone, writes
 * nothing). The form, the API and a bulk delete's undo write through it. RETURNING the ids.
 */
export function upsertOffers(userId: string, rows: readonly OfferRow[], guard?: WriteGuard): SQL[] {
  return offerInserts(
    userId,
    rows,
    guard,
    sql`ON CONFLICT (job_id) DO UPDATE SET data = excluded.data, currency = excluded.currency,
      deadline = excluded.deadline, updated_at = excluded.updated_at
    WHERE ${offers.userId} = excluded.user_id`,
  );
}

/**
 * INSERTs offers only for the caller's jobs that have none: a job's own offer is never overwritten (the
 * JSON import, for the file's jobs new or already in the account; each offer carries the import's run, so
 * its undo removes exactly these). RETURNING the ids of the offers written.
 */
export function insertMissingOffers(userId: string, rows: readonly OfferRow[], guard?: WriteGuard): SQL[] {
  return offerInserts(userId, rows, guard, sql`ON CONFLICT (job_id) DO NOTHING`);
}

function offerInserts(
  userId: string,
  rows: readonly OfferRow[],
  guard: WriteGuard | undefined,
  onConflict: SQL,
): SQL[] {
  return chunkRows(rows).map(
    (chunk) => sql`
    INSERT INTO ${offers} (id, user_id, job_id, data, currency, deadline, created_at, updated_at, import_run_id)
    SELECT ${v("id")}, ${userId}, ${v("jobId")}, json(json_extract(r.value, '$.data')), ${v("currency")},
      ${v("deadline")}, ${v("createdAt")}, ${v("updatedAt")}, COALESCE(${guard?.run ?? null}, ${v("importRunId")})
    FROM json_each(${chunk}) r
    ${where(userId, guard, sql`EXISTS (SELECT 1 FROM ${jobs} j WHERE j.id = ${v("jobId")} AND j.user_id = ${userId})`)}
    ${onConflict}
    RETURNING id`,
  );
}

/** DELETEs the offer of the caller's job, RETURNING its id (nothing when there was none). */
export function deleteOfferSql(userId: string, jobId: string): SQL {
  return sql`DELETE FROM ${offers} WHERE ${offers.userId} = ${userId} AND ${offers.jobId} = ${jobId} RETURNING id`;
}

/** A record of a document sent with an application (issue 33, decision 056), as a restore or an import writes it. */
export type AppliedDocumentRow = {
  jobId: string;
  documentId: string | null;
  sha256: string;
  type: string;
  name: string;
  recordedAt: number;
};

/**
 * Puts back the records of the documents sent with applications (a bulk delete's undo, an import): for jobs
 * of the caller's, a document named only when it is still the caller's. Besides this, only the jobs and
 * job_documents triggers of migrations/0037 write `job_applied_documents`, at the moment of the move; a
 * record already there (the same job and content) stays. Each job by its primary key (the `+`: not every job
 * of the account through a user_id index).
 */
export function insertAppliedDocuments(userId: string, rows: readonly AppliedDocumentRow[], guard?: WriteGuard): SQL[] {
  return chunkRows(rows).map(
    (chunk) => sql`
    INSERT OR IGNORE INTO ${jobAppliedDocuments} (job_id, user_id, document_id, sha256, type, name, recorded_at)
    SELECT j.id, ${userId},
      (SELECT d.id FROM documents d WHERE d.id = ${v("documentId")} AND d.user_id = ${userId}),
      ${v("sha256")}, ${v("type")}, ${v("name")}, ${v("recordedAt")}
    FROM json_each(${chunk}) r JOIN ${jobs} j ON j.id = ${v("jobId")} AND +j.user_id = ${userId}
    ${where(userId, guard)}`,
  );
}

/**
 * After a restore wrote `jobIds` back with their records and links: removes the records the link triggers
 * wrote on the way that the snapshot did not hold (`kept`, "<job id>|<sha256>"), so the restore is exact.
 * The jobs' records by the primary key (the `+`: not every record of the account through its user_id index).
 */
export function dropAppliedDocumentsBut(userId: string, jobIds: readonly string[], kept: readonly string[]): SQL[] {
  if (jobIds.length === 0) return [];
  return [
    sql`DELETE FROM ${jobAppliedDocuments} WHERE +${jobAppliedDocuments.userId} = ${userId}
      AND ${jobAppliedDocuments.jobId} IN (SELECT value FROM json_each(${JSON.stringify(jobIds)}))
      AND (${jobAppliedDocuments.jobId} || '|' || ${jobAppliedDocuments.sha256}) NOT IN (SELECT value FROM json_each(${JSON.stringify(kept)}))`,
  ];
}
