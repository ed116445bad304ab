/**
 * Bulk actions on applications (issue 31, docs/decisions/047-bulk-actions-and-undo.md): one action on up to
 * BULK_MAX_IDS of the caller's jobs in one request and one D1 batch, answered per id, and the undo of a
 * status change or a delete for UNDO_WINDOW_MS. The API (`POST /jobs/bulk`) and the screens
 * (`/applications/bulk`) both call these.
 *
 * - Ownership: the ids are read with the caller's id in the WHERE and every write carries it too; an id
 *   that is not the caller's (or does not exist) is answered "Job not found" and the others are done.
 * - A status, favorite or priority is written by `jobChanges`, the single update's own mapping, so the
 *   jobs triggers keep the status history, the analytics, the counters and the reminders as for one job.
 * - A delete is deleteJob's: `jobDeletions` and the files only on those jobs (`documentsOnlyOn`); their
 *   objects stay in R2 for the window (the documents sweep removes them once no row and no live undo
 *   names them).
 * - The undo of a status change is itself a status change back to each job's previous status, place on
 *   the board and stage's start (the history records both, truthfully), for the jobs still at the status
 *   the bulk set. The undo of a delete puts
 *   back every row the delete removed, from a snapshot written in the delete's own batch.
 */

import { BULK_MESSAGES, UNDO_WINDOW_MS } from "@core/limits";
import type { BulkAction, JobBulkInput } from "@core/schemas/job";
import { and, asc, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import { inIds } from "../db/id-set";
import {
  bulkUndoParts,
  bulkUndos,
  contactJobs,
  documents,
  inboxMessages,
  interviews,
  type Job,
  jobAppliedDocuments,
  jobDocuments,
  jobStatusHistory,
  jobs,
  offers,
  tasks,
  users,
} from "../db/schema";
import { sqlBatch } from "../db/sql-batch";
import { utf8Parts } from "../db/utf8-parts";
import type { Deps } from "../deps";
import { fail, ok, type Result } from "../lib/result";
import {
  type DocumentLinkRow,
  type DocumentRestoreRow,
  deleteDocumentRows,
  documentsOnlyOn,
  matchRefreshOfRemoved,
  restoreDocumentLinks,
  restoreDocuments,
} from "./documents/documents.server";
import { jobChanges, jobDeletions } from "./jobs.server";
import { queueMatchRefresh, refreshJobMatches } from "./match/stored.server";
import {
  type AppliedDocumentRow,
  type ContactJobRow,
  chunkRows,
  dropAppliedDocumentsBut,
  type InterviewRow,
  insertAppliedDocuments,
  insertContactJobs,
  insertInterviews,
  insertJobs,
  type JobRow,
  type OfferRow,
  restoreStatusHistory,
  type StatusHistoryRow,
  undoStandsSql,
  upsertOffers,
} from "./writes.server";

export type BulkItemResult = { id: string; ok: boolean; error?: string };

export type BulkUndoOffer = { token: string; expiresAt: string };

export type BulkOutcome = {
  action: BulkAction;
  results: BulkItemResult[];
  /** How many ids were done. */
  done: number;
  /** How many were refused (not the caller's, or gone). */
  failed: number;
  /** The undo of a status change that changed something, or of a delete that deleted something. */
  undo: BulkUndoOffer | null;
};

const NOT_FOUND = "Job not found";

/**
 * The snapshot of a status change: each changed job's status before it, with its place on the board and
 * its stage's start (the change put it at the top of its new column, in that stage since then), and the
 * status set.
 */
type StatusSnapshot = {
  kind: "status";
  to: string;
  jobs: { id: string; status: string; boardRank: string; stageSince: number }[];
};

/** The snapshot of a delete: every row it removed or unlinked. */
type DeleteSnapshot = {
  kind: "delete";
  jobs: JobRow[];
  interviews: InterviewRow[];
  history: StatusHistoryRow[];
  /** The records of the documents sent with them (issue 33); absent in a snapshot taken before. */
  applied?: AppliedDocumentRow[];
  documents: DocumentRestoreRow[];
  documentLinks: DocumentLinkRow[];
  contactLinks: ContactJobRow[];
  tasks: JobLink[];
  /** Forwarded emails that named a deleted job (their link is set to none by the delete). */
  messages: JobLink[];
  /** The jobs' offers (issue 34; absent from an undo written before them), taken by the delete's cascade. */
  offers?: OfferRow[];
  /** The account's default resume when it was one of `documents` (its FK set it to none): set back with them. */
  defaultResumeId?: string;
};

/** A row of another table that named a deleted job. */
type JobLink = { id: string; jobId: string };

type Snapshot = StatusSnapshot | DeleteSnapshot;

/** Per-id answers in the order asked: done when the write's RETURNING names the id. */
export function itemResults(ids: readonly string[], done: ReadonlySet<string>): BulkItemResult[] {
  return ids.map((id) => (done.has(id) ? { id, ok: true } : { id, ok: false, error: NOT_FOUND }));
}

/** The statements that write an undo row and its snapshot, in parts of at most one D1 value each. */
function undoRows(
  userId: string,
  token: string,
  snapshot: Snapshot,
  count: number,
  now: number,
  documentIds: string[],
): SQL[] {
  const parts = snapshotParts(snapshot);
  return [
    sql`INSERT INTO ${bulkUndos} (id, user_id, kind, count, document_ids, created_at, expires_at)
      VALUES (${token}, ${userId}, ${snapshot.kind}, ${count}, ${JSON.stringify(documentIds)}, ${now}, ${now + UNDO_WINDOW_MS})`,
    ...parts.map(
      (payload, seq) => sql`INSERT INTO ${bulkUndoParts} (undo_id, seq, payload) VALUES (${token}, ${seq}, ${payload})`,
    ),
  ];
}

/**
 * The caller's undos whose window has closed, with their snapshots (by the parts' cascade): gone at the
 * caller's next bulk action rather than at the daily housekeeping, so deleted data does not linger.
 */
function expiredUndos(userId: string, now: number): SQL {
  return sql`DELETE FROM ${bulkUndos} WHERE ${bulkUndos.userId} = ${userId} AND ${bulkUndos.expiresAt} <= ${now}`;
}

/** A snapshot's JSON in parts of at most 800 KB of UTF-8 (a D1 value holds 2 MB), joined back on reading. */
function snapshotParts(snapshot: Snapshot): string[] {
  return utf8Parts(JSON.stringify(snapshot));
}

/** One action on the caller's jobs among `input.ids`, in one batch; the others are refused one by one. */
export async function bulkJobs(deps: Deps, userId: string, input: JobBulkInput): Promise<BulkOutcome> {
  const { ids, action } = input;
  const owned = await deps.read(
    deps.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.userId, userId), inIds(jobs.id, ids))),
  );
  const answer = (done: Set<string>, undo: BulkUndoOffer | null): BulkOutcome => {
    const results = itemResults(ids, done);
    return { action, results, done: done.size, failed: results.length - done.size, undo };
  };
  if (owned.length === 0) return answer(new Set(), null);
  const ownedIds = owned.map((j) => j.id);
  const now = deps.now();
  const token = newUndoToken();
  const offer = { token, expiresAt: new Date(now.getTime() + UNDO_WINDOW_MS).toISOString() };

  if (action === "delete") {
    const snapshot = await deleteSnapshot(deps, userId, owned);
    const documentIds = snapshot.documents.map((d) => d.id);
    const results = await sqlBatch(deps.db, [
      expiredUndos(userId, now.getTime()),
      ...undoRows(userId, token, snapshot, owned.length, now.getTime(), documentIds),
      ...deleteDocumentRows(deps, userId, documentIds),
      ...jobDeletions(deps, userId, ownedIds),
    ]);
    // The files deleted with them may have been the default resume: the other applications are scored again.
    matchRefreshOfRemoved(deps, userId, documentIds);
    const done = returnedIds(results.at(-1));
    return answer(done, done.size > 0 ? offer : null);
  }

  const changes =
    action === "status"
      ? jobChanges({ status: input.value })
      : action === "favorite"
        ? jobChanges({ favorite: input.value })
        : jobChanges({ priority: input.value });
  const update = deps.db
    .update(jobs)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(jobs.userId, userId), inIds(jobs.id, ownedIds)))
    .returning({ id: jobs.id })
    .getSQL();
  // Only a status change that changes some job's status can be undone (favorite and priority are one
  // click to set back); the snapshot is each such job's status before.
  const changed = action === "status" ? owned.filter((j) => j.status !== input.value) : [];
  const snapshot: StatusSnapshot | null =
    action === "status" && changed.length > 0
      ? {
          kind: "status",
          to: input.value,
          jobs: changed.map((j) => ({
            id: j.id,
            status: j.status,
            boardRank: j.boardRank,
            stageSince: j.stageSince.getTime(),
          })),
        }
      : null;
  const undo = snapshot ? undoRows(userId, token, snapshot, changed.length, now.getTime(), []) : [];
  const results = await sqlBatch(deps.db, [expiredUndos(userId, now.getTime()), ...undo, update]);
  const done = returnedIds(results.at(-1));
  return answer(done, snapshot && done.size > 0 ? offer : null);
}

function returnedIds(result: D1Result | undefined): Set<string> {
  return new Set(((result?.results ?? []) as { id: string }[]).map((r) => r.id));
}

/** An undo's token: random, and only ever accepted from the user who made the change. */
function newUndoToken(): string {
  return crypto.randomUUID();
}

const interviewColumns = getTableColumns(interviews);

/** Every row a delete of `owned` removes or unlinks, read before it (the write's batch follows at once). */
async function deleteSnapshot(deps: Deps, userId: string, owned: Job[]): Promise<DeleteSnapshot> {
  const ids = owned.map((j) => j.id);
  const [
    jobInterviews,
    history,
    documentLinks,
    contactLinks,
    taskLinks,
    messageLinks,
    onlyOn,
    jobOffers,
    applied,
    [account],
  ] = await Promise.all([
    deps.db
      .select(interviewColumns)
      .from(interviews)
      .where(and(eq(interviews.userId, userId), inIds(interviews.jobId, ids))),
    deps.db
      .select()
      .from(jobStatusHistory)
      .where(and(eq(jobStatusHistory.userId, userId), inIds(jobStatusHistory.jobId, ids)))
      .orderBy(asc(jobStatusHistory.id)),
    deps.db
      .select()
      .from(jobDocuments)
      .where(and(eq(jobDocuments.userId, userId), inIds(jobDocuments.jobId, ids))),
    deps.db
      .select()
      .from(contactJobs)
      .where(and(eq(contactJobs.userId, userId), inIds(contactJobs.jobId, ids))),
    deps.db
      .select({ id: tasks.id, jobId: tasks.relatedJobId })
      .from(tasks)
      .where(and(eq(tasks.userId, userId), inIds(tasks.relatedJobId, ids))),
    deps.db
      .select({ id: inboxMessages.id, jobId: inboxMessages.jobId })
      .from(inboxMessages)
      .where(and(eq(inboxMessages.userId, userId), inIds(inboxMessages.jobId, ids))),
    documentsOnlyOn(deps, userId, ids),
    deps.db
      .select()
      .from(offers)
      .where(and(eq(offers.userId, userId), inIds(offers.jobId, ids))),
    deps.db
      .select()
      .from(jobAppliedDocuments)
      // By the jobs' key: the unary `+` keeps SQLite off the owner's index (every record of the account).
      .where(and(sql`+${jobAppliedDocuments.userId} = ${userId}`, inIds(jobAppliedDocuments.jobId, ids))),
    deps.db.select({ defaultResumeId: users.defaultResumeId }).from(users).where(eq(users.id, userId)).limit(1),
  ]);
  const defaultResumeId = onlyOn.find((d) => d.id === account?.defaultResumeId)?.id;
  return {
    kind: "delete",
    // Oldest first: a restore the plan's limit cuts short puts back the oldest applications.
    jobs: [...owned]
      .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime() || (x.id < y.id ? -1 : 1))
      .map((j) => ({
        id: j.id,
        company: j.company,
        position: j.position,
        status: j.status,
        jobType: j.jobType,
        jobLocation: j.jobLocation,
        jobDescription: j.jobDescription,
        jobUrl: j.jobUrl,
        urlKey: j.urlKey,
        notes: j.notes,
        feedbackReceived: j.feedbackReceived,
        salaryMin: j.salaryMin,
        salaryMax: j.salaryMax,
        salaryCurrency: j.salaryCurrency,
        applicationDate: j.applicationDate.getTime(),
        contactPersonId: j.contactPersonId,
        priority: j.priority,
        favorite: j.favorite,
        createdAt: j.createdAt.getTime(),
        updatedAt: j.updatedAt.getTime(),
        resume: j.resume,
        coverLetter: j.coverLetter,
        importRunId: j.importRunId,
        boardRank: j.boardRank,
        stageSince: j.stageSince.getTime(),
        matchScore: j.matchScore,
        matchDocumentId: j.matchDocumentId,
        matchKey: j.matchKey,
        source: j.source,
      })),
    interviews: jobInterviews.map((i) => ({
      id: i.id,
      jobId: i.jobId,
      date: i.date.getTime(),
      interviewType: i.interviewType,
      withPerson: i.withPerson,
      notes: i.notes,
      followUpDate: i.followUpDate?.getTime() ?? null,
      createdAt: i.createdAt.getTime(),
      sequence: i.sequence,
    })),
    history: history.map((h) => ({
      id: h.id,
      jobId: h.jobId,
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      at: h.at.getTime(),
      fromAt: h.fromAt?.getTime() ?? null,
    })),
    documents: onlyOn.map(({ userId: _owner, createdAt, updatedAt, textAt, ...d }) => ({
      ...d,
      createdAt: createdAt.getTime(),
      updatedAt: updatedAt.getTime(),
      textAt: textAt?.getTime() ?? null,
    })),
    applied: applied.map((a) => ({
      jobId: a.jobId,
      documentId: a.documentId,
      sha256: a.sha256,
      type: a.type,
      name: a.name,
      recordedAt: a.recordedAt.getTime(),
    })),
    documentLinks: documentLinks.map((l) => ({
      jobId: l.jobId,
      documentId: l.documentId,
      createdAt: l.createdAt.getTime(),
    })),
    contactLinks: contactLinks.map((l) => ({
      contactId: l.contactId,
      jobId: l.jobId,
      createdAt: l.createdAt.getTime(),
    })),
    tasks: linksOf(taskLinks),
    messages: linksOf(messageLinks),
    offers: jobOffers.map((o) => ({
      id: o.id,
      jobId: o.jobId,
      data: o.data,
      currency: o.currency,
      deadline: o.deadline,
      createdAt: o.createdAt.getTime(),
      updatedAt: o.updatedAt.getTime(),
      importRunId: o.importRunId,
    })),
    ...(defaultResumeId !== undefined && { defaultResumeId }),
  };
}

export type UndoOutcome = { kind: Snapshot["kind"]; restored: number; of: number };

/**
 * Undoes the caller's bulk status change or delete named by `token`, within UNDO_WINDOW_MS of it, once.
 * Failures: NOT_FOUND (no such undo of the caller's: already undone, or another user's), CONFLICT (the
 * window has passed).
 */
export async function undoBulk(deps: Deps, userId: string, token: string): Promise<Result<UndoOutcome>> {
  const now = deps.now().getTime();
  const [undo] = await deps.db
    .select()
    .from(bulkUndos)
    .where(and(eq(bulkUndos.id, token), eq(bulkUndos.userId, userId)))
    .limit(1);
  if (!undo) return fail("NOT_FOUND", BULK_MESSAGES.undoNotFound);
  if (undo.expiresAt <= now) return fail("CONFLICT", BULK_MESSAGES.undoExpired);
  const parts = await deps.db
    .select({ payload: bulkUndoParts.payload })
    .from(bulkUndoParts)
    .where(eq(bulkUndoParts.undoId, undo.id))
    .orderBy(asc(bulkUndoParts.seq));
  const snapshot = JSON.parse(parts.map((p) => p.payload).join("")) as Snapshot;
  // The undo's row is deleted last in the same batch, and every write is conditioned on it: of two
  // Undo posts at once, one restores and the other writes nothing.
  const stands = undoStandsSql(userId, undo.id);
  const consume = sql`DELETE FROM ${bulkUndos} WHERE ${bulkUndos.id} = ${undo.id} AND ${bulkUndos.userId} = ${userId}
    AND ${bulkUndos.expiresAt} > ${now}`;
  if (snapshot.kind === "status") {
    const updates = statusRestores(userId, snapshot, stands, now);
    const results = await sqlBatch(deps.db, [...updates, consume]);
    const restored = results.slice(0, updates.length).reduce((n, r) => n + (r.results?.length ?? 0), 0);
    return ok({ kind: "status", restored, of: snapshot.jobs.length });
  }
  const before = [
    // The history goes back before its jobs, so the jobs' insert trigger reads it as it was for the
    // analytics; the keys are checked when the batch commits.
    sql`PRAGMA defer_foreign_keys = on`,
    ...restoreDocuments(userId, snapshot.documents, stands),
    ...restoreDefaultResume(userId, snapshot.defaultResumeId, stands),
    ...restoreStatusHistory(userId, snapshot.history, { undo: undo.id }),
  ];
  const restoreJobs = insertJobs(userId, snapshot.jobs, { undo: undo.id });
  const results = await sqlBatch(deps.db, [
    ...before,
    ...restoreJobs,
    // The jobs' insert trigger starts each restored job's history anew: its own history is back already.
    ...dropStartingEntries(userId, snapshot),
    ...insertInterviews(userId, snapshot.interviews, { undo: undo.id }),
    ...upsertOffers(userId, snapshot.offers ?? [], { undo: undo.id }),
    // The records first, with their own times; the links' trigger then adds none of its own for them, and
    // any it adds for a link that was never recorded goes again after.
    ...insertAppliedDocuments(userId, snapshot.applied ?? [], { undo: undo.id }),
    ...restoreDocumentLinks(userId, snapshot.documentLinks),
    ...dropAppliedDocumentsBut(
      userId,
      snapshot.jobs.map((j) => j.id),
      (snapshot.applied ?? []).map((a) => `${a.jobId}|${a.sha256}`),
    ),
    ...insertContactJobs(userId, snapshot.contactLinks, now),
    ...relink(userId, tasks, tasks.relatedJobId, snapshot.tasks),
    ...relink(userId, inboxMessages, inboxMessages.jobId, snapshot.messages),
    consume,
  ]);
  const restored = results
    .slice(before.length, before.length + restoreJobs.length)
    .reduce((n, r) => n + (r.results?.length ?? 0), 0);
  // The restored applications' stored match is computed again (decision 055), after the answer.
  const scored = snapshot.jobs.filter((j) => j.jobDescription.trim()).map((j) => j.id);
  if (restored > 0 && scored.length > 0) deps.defer(refreshJobMatches(deps, userId, scored));
  // The default resume back: every application follows it again, by the queue.
  if (restored > 0 && snapshot.defaultResumeId !== undefined) deps.defer(queueMatchRefresh(deps, userId));
  return ok({ kind: "delete", restored, of: snapshot.jobs.length });
}

/**
 * The default resume a delete took with its files, set back once its row is back: only while the account
 * has chosen none since, and the row is the account's ready resume.
 */
function restoreDefaultResume(userId: string, documentId: string | undefined, stands: SQL): SQL[] {
  if (documentId === undefined) return [];
  return [
    sql`UPDATE ${users} SET default_resume_id = ${documentId} WHERE ${users.id} = ${userId}
      AND ${users.defaultResumeId} IS NULL AND ${stands}
      AND EXISTS (SELECT 1 FROM ${documents} d WHERE d.id = ${documentId} AND d.user_id = ${userId}
        AND d.type = 'resume' AND d.status = 'ready')`,
  ];
}

/**
 * Each job back to its previous status, its place in that column and its stage's start, only where the
 * bulk's status still stands (the board's trigger keeps a rank and a start the statement sets itself).
 */
function statusRestores(userId: string, snapshot: StatusSnapshot, stands: SQL, now: number): SQL[] {
  return chunkRows(snapshot.jobs).map(
    (chunk) => sql`
    UPDATE ${jobs} SET status = json_extract(r.value, '$.status'), board_rank = json_extract(r.value, '$.boardRank'),
      stage_since = json_extract(r.value, '$.stageSince'), updated_at = ${now}
    FROM json_each(${chunk}) r
    WHERE ${jobs.id} = json_extract(r.value, '$.id') AND ${jobs.userId} = ${userId} AND ${jobs.status} = ${snapshot.to}
      AND ${stands}
    RETURNING ${jobs.id}`,
  );
}

/**
 * The history entries a restore must not keep: the starting entries the jobs' insert trigger wrote (every
 * entry not in the snapshot), and the snapshot's entries of a job the plan's limit left out (the keys are
 * checked at the batch's end, so they go before it).
 */
function dropStartingEntries(userId: string, snapshot: DeleteSnapshot): SQL[] {
  if (snapshot.jobs.length === 0) return [];
  const kept = snapshot.history.map((h) => String(h.id));
  return [
    sql`DELETE FROM ${jobStatusHistory} WHERE ${jobStatusHistory.userId} = ${userId}
      AND ${inIds(
        jobStatusHistory.jobId,
        snapshot.jobs.map((j) => j.id),
      )}
      AND (CAST(${jobStatusHistory.id} AS TEXT) NOT IN (SELECT value FROM json_each(${JSON.stringify(kept)}))
        OR NOT EXISTS (SELECT 1 FROM ${jobs} j WHERE j.id = ${jobStatusHistory.jobId} AND j.user_id = ${userId}))`,
  ];
}

const linksOf = (rows: { id: string; jobId: string | null }[]): JobLink[] =>
  rows.flatMap((r) => (r.jobId ? [{ id: r.id, jobId: r.jobId }] : []));

/**
 * Rows that named a deleted job (tasks, forwarded emails) name it again, when they still name none and the
 * job is back.
 */
function relink(
  userId: string,
  table: typeof tasks | typeof inboxMessages,
  jobColumn: typeof tasks.relatedJobId | typeof inboxMessages.jobId,
  links: readonly JobLink[],
): SQL[] {
  return chunkRows(links).map(
    (chunk) => sql`
    UPDATE ${table} SET ${sql.identifier(jobColumn.name)} = json_extract(r.value, '$.jobId')
    FROM json_each(${chunk}) r
    WHERE ${table.id} = json_extract(r.value, '$.id') AND ${table.userId} = ${userId} AND ${jobColumn} IS NULL
      AND EXISTS (SELECT 1 FROM ${jobs} j WHERE j.id = json_extract(r.value, '$.jobId') AND j.user_id = ${userId})`,
  );
}

/** The caller's jobs among `ids` as a bulk delete's confirmation names them (company and position), newest first. */
export async function bulkSubjects(deps: Deps, userId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return deps.read(
    deps.db
      .select({ id: jobs.id, company: jobs.company, position: jobs.position })
      .from(jobs)
      .where(and(eq(jobs.userId, userId), inIds(jobs.id, ids)))
      .orderBy(desc(jobs.createdAt), desc(jobs.id)),
  );
}

/** Live undos' files, as `<user id>/<document id>` object keys: the documents sweep keeps their objects. */
export async function filesAwaitingUndo(deps: Pick<Deps, "db">, now: Date): Promise<Set<string>> {
  const rows = await deps.db.all<{ userId: string; id: string }>(sql`
    SELECT u.user_id AS userId, d.value AS id FROM ${bulkUndos} u, json_each(u.document_ids) d
    WHERE u.expires_at > ${now.getTime()}`);
  return new Set(rows.map((r) => `${r.userId}/${r.id}`));
}
