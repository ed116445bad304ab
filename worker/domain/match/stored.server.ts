/**
 * The stored resume match of each application (issue 33, decision 055): jobs.match_score, match_document_id
 * and match_key. The list's Match column and its sorts read these; nothing computes a match per row on a
 * page view. A score is recomputed when what it was computed from changes: the description (every writer of
 * jobs calls `refreshJobMatches` after it), the resume attached (inline, one job), the default resume, a
 * resume's text or kind, or a deleted document (through the queue, a page per message: `queueMatchRefresh`).
 * `match_key` names what
 * the score came from (engine version, description hash, resume id and text hash), so a refresh that finds
 * nothing changed writes nothing.
 */

import { MATCH_ENGINE_VERSION, matchResume } from "@core/match";
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { and, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import { inIds } from "../../db/id-set";
import { documents, jobDocuments, jobs, users } from "../../db/schema";
import { sqlBatch } from "../../db/sql-batch";
import type { Deps, MatchRefreshMessage } from "../../deps";
import { type JobMatchRow, setJobMatches } from "../writes.server";

/** Jobs read and scored per statement: a refresh of a whole account goes a page at a time. */
export const MATCH_REFRESH_CHUNK = 100;

const encoder = new TextEncoder();
const shortHash = (text: string) => encodeHexLowerCase(sha256(encoder.encode(text))).slice(0, 16);

/** What a score is computed from, as jobs.match_key stores it. */
export function matchKeyOf(description: string, documentId: string | null, resumeText: string): string {
  return `${MATCH_ENGINE_VERSION}:${shortHash(description)}:${documentId ?? ""}:${shortHash(resumeText)}`;
}

/** The engine version a stored `match_key` was computed with; 0 for a job never scored (the column's ''). */
export function matchKeyVersion(key: string): number {
  const version = /^(\d+):/.exec(key);
  return version ? Number(version[1]) : 0;
}

/**
 * The newest ready resume attached to the application, as SQL over the `jobs` row of the outer query (named
 * in full: drizzle writes a bare column, which inside the subquery would name the document's own `id`).
 */
export const attachedResumeSql = (userId: string) => sql<string | null>`(SELECT d.id FROM ${jobDocuments} jd
  JOIN ${documents} d ON d.id = jd.document_id AND d.user_id = ${userId}
  WHERE jd.job_id = "jobs"."id" AND jd.user_id = ${userId} AND d.type = 'resume' AND d.status = 'ready'
  ORDER BY jd.created_at DESC, d.id DESC LIMIT 1)`;

/**
 * The user's default resume, as the condition joining a `users` row to a `documents` row: the document the
 * account names, while it is still that user's own ready resume. The one statement of the rule: the match's
 * SQL below and `defaultResumeId` (documents/text.server.ts) both join on it. The tables are named in full
 * (a single-table query has drizzle write bare columns, which inside a subquery could name the outer row's).
 */
export const defaultResumeJoinSql = () =>
  sql`"documents"."id" = "users"."default_resume_id" AND "documents"."user_id" = "users"."id"
    AND "documents"."type" = 'resume' AND "documents"."status" = 'ready'`;

/**
 * The resume an application matches against: its newest attached ready resume, else the user's default
 * resume. The same rule the page and the API use (`match.server.ts`).
 */
export const resumeOfJobSql = (userId: string) => sql<string | null>`COALESCE(${attachedResumeSql(userId)},
  (SELECT "documents"."id" FROM ${users} JOIN ${documents} ON ${defaultResumeJoinSql()} WHERE "users"."id" = ${userId}))`;

/** The texts of some of the caller's ready documents, by id ("" when none is stored yet). */
export async function documentTexts(deps: Deps, userId: string, ids: readonly string[]): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  if (ids.length === 0) return texts;
  const rows = await deps.db
    .select({ id: documents.id, text: documents.text })
    .from(documents)
    .where(and(eq(documents.userId, userId), inIds(documents.id, [...ids]), eq(documents.status, "ready")));
  for (const row of rows) texts.set(row.id, row.text ?? "");
  return texts;
}

type Candidate = { id: string; description: string; matchKey: string; documentId: string | null };

async function candidates(deps: Deps, userId: string, where: SQL | undefined, limit: number): Promise<Candidate[]> {
  return deps.db
    .select({
      id: jobs.id,
      description: jobs.jobDescription,
      matchKey: jobs.matchKey,
      documentId: resumeOfJobSql(userId).as("document_id"),
    })
    .from(jobs)
    .where(and(eq(jobs.userId, userId), where))
    .orderBy(jobs.id)
    .limit(limit);
}

/** Scores the jobs whose key changed and writes them; returns how many were written. */
async function score(deps: Deps, userId: string, rows: Candidate[]): Promise<number> {
  const ids = [...new Set(rows.flatMap((r) => (r.documentId ? [r.documentId] : [])))];
  const texts = await documentTexts(deps, userId, ids);
  const changed: JobMatchRow[] = [];
  for (const row of rows) {
    // A default resume that is gone or not the caller's has no text: nothing to match.
    const text = row.documentId ? (texts.get(row.documentId) ?? "") : "";
    const documentId = row.documentId && texts.has(row.documentId) ? row.documentId : null;
    const key = matchKeyOf(row.description, documentId, text);
    if (key === row.matchKey) continue;
    const computable = row.description.trim() !== "" && text.trim() !== "";
    changed.push({
      id: row.id,
      score: computable ? matchResume(row.description, text).score : null,
      documentId,
      key,
      description: row.description,
    });
  }
  if (changed.length > 0) await sqlBatch(deps.db, setJobMatches(userId, changed));
  return changed.length;
}

/**
 * Recomputes the stored match of some of the caller's jobs (a form's or the API's write, an import's batch,
 * the engine sweep); answers how many were written.
 */
export async function refreshJobMatches(deps: Deps, userId: string, jobIds: readonly string[]): Promise<number> {
  let written = 0;
  for (let i = 0; i < jobIds.length; i += MATCH_REFRESH_CHUNK) {
    const ids = jobIds.slice(i, i + MATCH_REFRESH_CHUNK);
    written += await score(deps, userId, await candidates(deps, userId, inIds(jobs.id, ids), ids.length));
  }
  return written;
}

/** The jobs a refresh for `documentId` covers: every job when it is the default resume, else those that use it. */
async function scopeOf(deps: Deps, userId: string, documentId: string | undefined): Promise<SQL | undefined> {
  if (documentId === undefined) return undefined;
  const [user] = await deps.db
    .select({ defaultResumeId: users.defaultResumeId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (user?.defaultResumeId === documentId) return undefined;
  const attached = deps.db
    .select({ id: jobDocuments.jobId })
    .from(jobDocuments)
    .where(and(eq(jobDocuments.documentId, documentId), eq(jobDocuments.userId, userId)));
  return sql`(${jobs.matchDocumentId} = ${documentId} OR ${inArray(jobs.id, attached)})`;
}

/**
 * One page (MATCH_REFRESH_CHUNK jobs, by id after `after`) of a refresh: the whole account, or with
 * `documentId` the jobs that match against that document (every job when it is the default resume; else
 * those it is attached to or was scored with, which covers a deleted document). `next`: the cursor of the
 * page after, null when this was the last.
 */
export async function refreshMatchPage(
  deps: Deps,
  message: Omit<MatchRefreshMessage, "kind">,
): Promise<{ written: number; next: string | null }> {
  const { userId, documentId, after = "" } = message;
  const where = await scopeOf(deps, userId, documentId);
  const rows = await candidates(deps, userId, and(where, gt(jobs.id, after)), MATCH_REFRESH_CHUNK);
  const written = rows.length > 0 ? await score(deps, userId, rows) : 0;
  return { written, next: rows.length < MATCH_REFRESH_CHUNK ? null : rows[rows.length - 1].id };
}

/**
 * Asks the queue to refresh the stored scores of a whole account (`documentId` omitted: the default resume
 * was chosen or cleared) or of the jobs that use a document (its text or kind changed, it was deleted): a
 * page per message, each sending the next (`consumeMatchRefresh`). Off the request: an account of thousands
 * of jobs is more than one invocation's CPU. A repeated message writes nothing (`match_key`).
 */
export function queueMatchRefresh(deps: Deps, userId: string, documentId?: string): Promise<unknown> {
  return deps.documentText.send({ kind: "match-refresh", userId, ...(documentId !== undefined && { documentId }) });
}

/** The queue's delivery of one refresh page: scores it and sends the next page's message. */
export async function consumeMatchRefresh(deps: Deps, message: MatchRefreshMessage): Promise<number> {
  const { written, next } = await refreshMatchPage(deps, message);
  if (next !== null) await deps.documentText.send({ ...message, after: next });
  return written;
}
