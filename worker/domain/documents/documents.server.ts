/**
 * Documents (issue 21, docs/decisions/030-documents-on-r2.md): resumes, cover letters and other files on
 * R2, linked to applications, within each plan's storage. Both faces call these functions.
 *
 * - The bytes are the R2 object `<user id>/<document id>`, so an account's files are listed and removed
 *   by prefix. The row holds name, type, content type (decided from the bytes), size and SHA-256.
 * - The storage rule (spec §5) is one conditional INSERT: the row is written `pending` only while the
 *   plan's storage and document count allow it, and the counters' triggers reserve its bytes in that same
 *   statement, so concurrent uploads can never pass the limit. The object is written next; the row turns
 *   `ready`, or is deleted (bytes given back) when the write fails.
 * - The same bytes are stored once per account (a unique index on the hash): a second upload answers the
 *   stored document instead, to be linked.
 */

import type { DocumentType } from "@core/enums";
import { capitalize } from "@core/format";
import { and, desc, eq, getTableColumns, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { isUniqueViolation } from "../../db/errors";
import { inIds, notInIds } from "../../db/id-set";
import { type Document, documents, jobDocuments, jobs, plans, userCounters, users } from "../../db/schema";
import type { Deps } from "../../deps";
import { newId } from "../../lib/ids";
import { fail, ok, type Result } from "../../lib/result";
import { queueMatchRefresh, refreshJobMatches } from "../match/stored.server";
import { chunkRows } from "../writes.server";
import { ACCEPTED_TYPES_TEXT, kindOfContentType, sniffFile } from "./file-types";
import { cleanFileName } from "./names";

/** The largest file Offerpath stores. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
const MB = 1024 * 1024;

export const DOCUMENT_MESSAGES = {
  notFound: "Document not found",
  jobNotFound: "Job not found",
  empty: "The file is empty",
  unsupported: `That type of file is not accepted. Upload a ${ACCEPTED_TYPES_TEXT} file.`,
  tooLarge: `Files can be up to ${MAX_FILE_BYTES / MB} MB`,
  uploaded: "Document uploaded",
  duplicate: "You have already uploaded this file",
} as const;

/** The R2 key of a document: every object of an account under `<user id>/`. */
export const objectKey = (userId: string, documentId: string) => `${userId}/${documentId}`;
export const accountPrefix = (userId: string) => `${userId}/`;

/** Where a document's bytes are read through the API (the contract's job `documents` URLs). */
export const contentUrl = (documentId: string) => `/api/v1/documents/${documentId}/content`;

/**
 * "12.4 MB", "512 KB", "900 bytes". `up` rounds up instead of to the nearest, for an amount someone must
 * free: "free 1.1 MB" when 1 MB and 75 bytes are needed, never "free 1 MB".
 */
export function formatBytes(bytes: number, up = false): string {
  const round = up ? Math.ceil : Math.round;
  if (bytes >= MB) return `${(round((bytes / MB) * 10) / 10).toFixed(1).replace(/\.0$/, "")} MB`;
  if (bytes >= 1024) return `${round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

type JobRef = { _id: string; company: string; position: string };

/**
 * A document's columns without its text (up to 200 KB): what lists and single reads select; the text is
 * read on its own (text.server.ts).
 */
const { text: _text, ...documentColumns } = getTableColumns(documents);
type DocumentMeta = Omit<Document, "text">;

/** A document as the API and the screens read it. */
export function serializeDocument(doc: DocumentMeta, linked: JobRef[]) {
  return {
    _id: doc.id,
    name: doc.name,
    type: doc.type,
    contentType: doc.contentType,
    size: doc.size,
    sha256: doc.sha256,
    /** Whether its text has been read (issue 33): pending, done, empty (a scan), failed or unsupported. */
    textStatus: doc.textStatus,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
    jobs: linked,
  };
}
export type DocumentDto = ReturnType<typeof serializeDocument>;

export type Storage = {
  usedBytes: number;
  /** -1: unlimited. */
  limitBytes: number;
  documents: number;
  /** -1: unlimited. */
  limitDocuments: number;
  plan: string;
};

/** The account's storage against its plan, from the counters row and the plan (one read). */
export async function storageOf(deps: Deps, userId: string): Promise<Storage> {
  const [row] = await deps.read(
    deps.db
      .select({
        usedBytes: userCounters.documentBytes,
        documents: userCounters.documents,
        limitMb: plans.limitDocumentStorage,
        limitDocuments: plans.limitDocuments,
        plan: plans.name,
      })
      .from(users)
      .innerJoin(userCounters, eq(userCounters.userId, users.id))
      .leftJoin(plans, eq(plans.id, users.currentPlanId))
      .where(eq(users.id, userId))
      .limit(1),
  );
  const limitMb = row?.limitMb ?? -1;
  return {
    usedBytes: row?.usedBytes ?? 0,
    limitBytes: limitMb > 0 ? limitMb * MB : -1,
    documents: row?.documents ?? 0,
    limitDocuments: row?.limitDocuments && row.limitDocuments > 0 ? row.limitDocuments : -1,
    plan: row?.plan ?? "free",
  };
}

/** Why a reservation was refused, in words that say what to free. */
function storageRefusal(storage: Storage, size: number): string {
  const plan = capitalize(storage.plan);
  if (storage.limitDocuments >= 0 && storage.documents >= storage.limitDocuments) {
    return `Your ${plan} plan keeps up to ${storage.limitDocuments} documents. Delete one to upload another, or upgrade your plan.`;
  }
  const free = Math.max(0, storage.limitBytes - storage.usedBytes);
  // Over the limit after a downgrade, the excess must go too, not only the new file's size.
  const needed = storage.usedBytes + size - storage.limitBytes;
  return `Not enough storage: this file is ${formatBytes(size)} and your ${plan} plan has ${formatBytes(free)} of ${formatBytes(storage.limitBytes)} free. Delete files to free ${formatBytes(needed, true)}, or upgrade your plan.`;
}

/** workerd's streaming digest (the DOM lib's `Crypto` type, which tsconfig also loads, does not know it). */
type StreamingCrypto = {
  DigestStream: new (algorithm: string) => WritableStream<Uint8Array> & { digest: Promise<ArrayBuffer> };
};

/** The file's SHA-256, hashed while its bytes stream by (no second copy in memory). */
async function sha256Hex(file: Blob): Promise<string> {
  const digest = new (crypto as unknown as StreamingCrypto).DigestStream("SHA-256");
  await file.stream().pipeTo(digest);
  return Array.from(new Uint8Array(await digest.digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

const ownedJob = (deps: Deps, userId: string, jobId: string) =>
  deps.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)))
    .limit(1);

export type UploadInput = {
  file: Blob;
  /** The name the client gave the file (cleaned before it is kept). */
  fileName: string;
  type?: DocumentType;
  /** A name to show instead of the file's own. */
  name?: string;
  /** Links the new (or already stored) document to this application. */
  jobId?: string;
};

/**
 * Stores a file: checks (not empty, at most MAX_FILE_BYTES, an accepted type from its bytes), hashes it
 * while streaming, reserves its bytes within the plan, writes the object, then marks it ready and links
 * it to the job if one is given. The same bytes already stored answer that document (`duplicate`), linked
 * to the job too. Failures: VALIDATION (empty), TOO_LARGE, UNSUPPORTED_TYPE, JOB_NOT_FOUND (the job),
 * PLAN_LIMIT (storage or count, saying how much to free). Nothing is left behind by a failure.
 */
export async function uploadDocument(
  deps: Deps,
  userId: string,
  input: UploadInput,
): Promise<Result<{ document: DocumentDto; duplicate: boolean }>> {
  const { file } = input;
  // Another user's job (or none) is a 404 before anything is said about the file (contract §1 Ownership).
  if (input.jobId && (await ownedJob(deps, userId, input.jobId)).length === 0) {
    return fail("JOB_NOT_FOUND", DOCUMENT_MESSAGES.jobNotFound);
  }
  if (file.size === 0) return fail("VALIDATION", DOCUMENT_MESSAGES.empty, "document");
  if (file.size > MAX_FILE_BYTES) {
    return fail("TOO_LARGE", `${DOCUMENT_MESSAGES.tooLarge}; this one is ${formatBytes(file.size)}`, "document");
  }
  const kind = await sniffFile(file, input.fileName);
  if (!kind) return fail("UNSUPPORTED_TYPE", DOCUMENT_MESSAGES.unsupported, "document");
  const sha256 = await sha256Hex(file);
  // The same bytes already stored: answered before any reservation, so an account at or over its limit
  // can still link a file it has (the unique index below settles two identical uploads at once).
  if (await storedWithHash(deps, userId, sha256)) return linkDuplicate(deps, userId, sha256, input.jobId);
  const name = cleanFileName(input.name?.trim() || input.fileName, kind);
  const id = newId();
  const now = deps.now().getTime();
  let reserved: D1Result;
  try {
    // The reservation: one statement that checks the plan against the counters and inserts; the
    // counters' insert trigger adds the bytes in the same statement (migrations/0011_documents.sql).
    reserved = await deps.db.run(sql`
      INSERT INTO ${documents} (id, user_id, name, type, content_type, size, sha256, status, created_at, updated_at)
      SELECT ${id}, u.id, ${name}, ${input.type ?? "other"}, ${kind.contentType}, ${file.size}, ${sha256}, 'pending', ${now}, ${now}
      FROM ${users} u
      JOIN ${userCounters} c ON c.user_id = u.id
      LEFT JOIN ${plans} p ON p.id = u.current_plan_id
      WHERE u.id = ${userId}
        AND (COALESCE(p.limit_document_storage, -1) <= 0 OR c.document_bytes + ${file.size} <= p.limit_document_storage * ${MB})
        AND (COALESCE(p.limit_documents, -1) <= 0 OR c.documents < p.limit_documents)`);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return linkDuplicate(deps, userId, sha256, input.jobId);
  }
  // `changes` counts the trigger's counter update too: what matters is whether the INSERT ran at all.
  if (reserved.meta.changes === 0) return fail("PLAN_LIMIT", storageRefusal(await storageOf(deps, userId), file.size));

  try {
    await deps.files.put(objectKey(userId, id), file, {
      httpMetadata: { contentType: kind.contentType },
      customMetadata: { userId, documentId: id },
      sha256,
    });
  } catch (error) {
    // Give the reservation back; the sweep removes an object a failed write may have left.
    await deps.db.delete(documents).where(and(eq(documents.id, id), eq(documents.userId, userId)));
    throw error;
  }
  await deps.db.batch([
    deps.db
      .update(documents)
      // `text_at` of a pending text: when it was sent to be read (text.server.ts).
      .set({ status: "ready", textAt: new Date(now) })
      .where(and(eq(documents.id, id), eq(documents.userId, userId))),
    ...(input.jobId ? [linkStatement(deps, userId, input.jobId, id)] : []),
  ]);
  if (input.jobId && input.type === "resume") await refreshJobMatches(deps, userId, [input.jobId]);
  // Its text is read off the request path (docs/decisions/053-document-text.md); a queue that cannot be
  // reached leaves it to the cron's pass over pending texts.
  await deps.documentText.send({ userId, documentId: id }).catch((error: unknown) => {
    console.error(`Document ${id}: not sent for its text; the cron's pass will send it`, error);
  });
  const stored = await getDocument(deps, userId, id);
  if (!stored.ok) return stored;
  return ok({ document: stored.value, duplicate: false });
}

const storedWithHash = async (deps: Deps, userId: string, sha256: string) =>
  (
    await deps.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.userId, userId), eq(documents.sha256, sha256)))
      .limit(1)
  ).length > 0;

/** The already stored document with these bytes, linked to the job if one is given. */
async function linkDuplicate(
  deps: Deps,
  userId: string,
  sha256: string,
  jobId: string | undefined,
): Promise<Result<{ document: DocumentDto; duplicate: boolean }>> {
  const [existing] = await deps.db
    .select({ id: documents.id, status: documents.status })
    .from(documents)
    .where(and(eq(documents.userId, userId), eq(documents.sha256, sha256)))
    .limit(1);
  // The same file being uploaded at this very moment: its own upload finishes it.
  if (existing?.status !== "ready") return fail("CONFLICT", "This file is being uploaded already");
  if (jobId) {
    await deps.db.batch([linkStatement(deps, userId, jobId, existing.id)]);
    await refreshJobMatches(deps, userId, [jobId]);
  }
  const stored = await getDocument(deps, userId, existing.id);
  if (!stored.ok) return stored;
  return ok({ document: stored.value, duplicate: true });
}

/**
 * Links a document to a job, both the caller's (the SELECT finds nothing otherwise); twice is once. A
 * query builder, not `db.run(sql)`: drizzle's D1 batch cannot bind a raw statement's parameters.
 */
function linkStatement(deps: Deps, userId: string, jobId: string, documentId: string) {
  return deps.db
    .insert(jobDocuments)
    .select(
      deps.db
        .select({
          jobId: jobs.id,
          documentId: documents.id,
          userId: jobs.userId,
          createdAt: sql<number>`${deps.now().getTime()}`.as("created_at"),
        })
        .from(jobs)
        .innerJoin(documents, eq(documents.userId, jobs.userId))
        .where(
          and(eq(jobs.id, jobId), eq(jobs.userId, userId), eq(documents.id, documentId), eq(documents.status, "ready")),
        ),
    )
    .onConflictDoNothing();
}

/**
 * The applications each document goes with, for a page of documents: their ids, or a subquery that
 * selects them, so that this read goes out in the same wave as the documents' own (decision 025).
 */
async function jobsOf(deps: Deps, userId: string, documentIds: string[] | SQLWrapper): Promise<Map<string, JobRef[]>> {
  const byDocument = new Map<string, JobRef[]>();
  if (Array.isArray(documentIds) && documentIds.length === 0) return byDocument;
  const rows = await deps.read(
    deps.db
      .select({ documentId: jobDocuments.documentId, id: jobs.id, company: jobs.company, position: jobs.position })
      .from(jobDocuments)
      .innerJoin(jobs, and(eq(jobs.id, jobDocuments.jobId), eq(jobs.userId, userId)))
      .where(and(eq(jobDocuments.userId, userId), inArray(jobDocuments.documentId, documentIds)))
      .orderBy(jobs.company, jobs.id),
  );
  for (const r of rows) {
    byDocument.set(r.documentId, [
      ...(byDocument.get(r.documentId) ?? []),
      { _id: r.id, company: r.company, position: r.position },
    ]);
  }
  return byDocument;
}

/** The select of one ready document of the caller's (the owner's id in the WHERE). */
const readyDocument = (deps: Deps, userId: string, documentId: string) =>
  deps.db
    .select(documentColumns)
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.userId, userId), eq(documents.status, "ready")))
    .limit(1);

/** A ready document of the caller's, or NOT_FOUND. */
export async function getDocument(deps: Deps, userId: string, documentId: string): Promise<Result<DocumentDto>> {
  const [[doc], linked] = await Promise.all([
    deps.read(readyDocument(deps, userId, documentId)),
    jobsOf(deps, userId, [documentId]),
  ]);
  if (!doc) return fail("NOT_FOUND", DOCUMENT_MESSAGES.notFound);
  return ok(serializeDocument(doc, linked.get(doc.id) ?? []));
}

/** The row of a ready document of the caller's (for downloads), or null. */
export async function findReadyDocument(deps: Deps, userId: string, documentId: string): Promise<DocumentMeta | null> {
  const [doc] = await readyDocument(deps, userId, documentId);
  return doc ?? null;
}

export type DocumentList = {
  documents: DocumentDto[];
  totalDocuments: number;
  currentPage: number;
  numOfPages: number;
  storage: Storage;
};

/** The caller's documents, newest first, a page at a time, with the storage meter. */
export async function listDocuments(
  deps: Deps,
  userId: string,
  query: { page: number; limit: number },
): Promise<DocumentList> {
  const mine = and(eq(documents.userId, userId), eq(documents.status, "ready"));
  const newestFirst = [desc(documents.createdAt), desc(documents.id)];
  const offset = (query.page - 1) * query.limit;
  const pageIds = deps.db
    .select({ id: documents.id })
    .from(documents)
    .where(mine)
    .orderBy(...newestFirst)
    .limit(query.limit)
    .offset(offset);
  const [rows, [{ total }], storage, linked] = await Promise.all([
    deps.read(
      deps.db
        .select(documentColumns)
        .from(documents)
        .where(mine)
        .orderBy(...newestFirst)
        .limit(query.limit)
        .offset(offset),
    ),
    deps.read(
      deps.db
        .select({ total: sql<number>`count(*)`.as("total") })
        .from(documents)
        .where(mine),
    ),
    storageOf(deps, userId),
    jobsOf(deps, userId, pageIds),
  ]);
  return {
    documents: rows.map((d) => serializeDocument(d, linked.get(d.id) ?? [])),
    totalDocuments: total,
    currentPage: query.page,
    numOfPages: Math.ceil(total / query.limit),
    storage,
  };
}

/** Renames a document or changes its type. Failures: NOT_FOUND. */
export async function updateDocument(
  deps: Deps,
  userId: string,
  documentId: string,
  input: { name?: string; type?: DocumentType },
): Promise<Result<DocumentDto>> {
  const doc = await findReadyDocument(deps, userId, documentId);
  if (!doc) return fail("NOT_FOUND", DOCUMENT_MESSAGES.notFound);
  const changes: Partial<Document> = { updatedAt: deps.now() };
  // The new name keeps an extension true to the bytes, as at upload (names.ts).
  if (input.name !== undefined) changes.name = cleanFileName(input.name, kindOfContentType(doc.contentType) ?? "bin");
  if (input.type !== undefined) changes.type = input.type;
  await deps.db
    .update(documents)
    .set(changes)
    .where(and(eq(documents.id, doc.id), eq(documents.userId, userId)));
  // A document that becomes (or stops being) a resume changes which resume its applications match against
  // (after the answer: as the default resume, every application may use it).
  if (input.type !== undefined && input.type !== doc.type) deps.defer(queueMatchRefresh(deps, userId, doc.id));
  return getDocument(deps, userId, doc.id);
}

/** Deletes documents' rows (bytes given back by the trigger), then their objects. */
async function removeDocuments(deps: Deps, userId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await deps.db.delete(documents).where(and(eq(documents.userId, userId), inArray(documents.id, ids)));
  // After the rows: an object whose delete fails has no row, and the daily sweep removes it.
  await deps.files.delete(ids.map((id) => objectKey(userId, id)));
}

/** Deletes a document, its links and its object. Failures: NOT_FOUND. */
export async function deleteDocument(deps: Deps, userId: string, documentId: string): Promise<Result<{ id: string }>> {
  const doc = await findReadyDocument(deps, userId, documentId);
  if (!doc) return fail("NOT_FOUND", DOCUMENT_MESSAGES.notFound);
  await removeDocuments(deps, userId, [doc.id]);
  // The applications scored with it (attached, or the default resume) are scored again, by the queue.
  deps.defer(queueMatchRefresh(deps, userId, doc.id));
  return ok({ id: doc.id });
}

/** Links one of the caller's documents to one of their applications. Failures: JOB_NOT_FOUND (the job), NOT_FOUND (the document). */
export async function attachDocument(
  deps: Deps,
  userId: string,
  jobId: string,
  documentId: string,
): Promise<Result<{ jobId: string; documentId: string }>> {
  if ((await ownedJob(deps, userId, jobId)).length === 0) return fail("JOB_NOT_FOUND", DOCUMENT_MESSAGES.jobNotFound);
  if (!(await findReadyDocument(deps, userId, documentId))) return fail("NOT_FOUND", DOCUMENT_MESSAGES.notFound);
  await deps.db.batch([linkStatement(deps, userId, jobId, documentId)]);
  // An attached resume is the one the application's match uses (decision 055).
  await refreshJobMatches(deps, userId, [jobId]);
  return ok({ jobId, documentId });
}

/** Unlinks a document from an application; the file stays in the account. Failures: JOB_NOT_FOUND (the job), NOT_FOUND (the link). */
export async function detachDocument(
  deps: Deps,
  userId: string,
  jobId: string,
  documentId: string,
): Promise<Result<{ jobId: string; documentId: string }>> {
  if ((await ownedJob(deps, userId, jobId)).length === 0) return fail("JOB_NOT_FOUND", DOCUMENT_MESSAGES.jobNotFound);
  const removed = await deps.db
    .delete(jobDocuments)
    .where(and(eq(jobDocuments.jobId, jobId), eq(jobDocuments.documentId, documentId), eq(jobDocuments.userId, userId)))
    .returning({ id: jobDocuments.documentId });
  if (removed.length === 0) return fail("NOT_FOUND", DOCUMENT_MESSAGES.notFound);
  await refreshJobMatches(deps, userId, [jobId]);
  return ok({ jobId, documentId });
}

/** An application's documents, newest link first (the job page's Documents section). */
export async function listJobDocuments(deps: Deps, userId: string, jobId: string): Promise<DocumentDto[]> {
  const onThisJob = and(eq(jobDocuments.jobId, jobId), eq(jobDocuments.userId, userId));
  const [rows, linked] = await Promise.all([
    deps.read(
      deps.db
        .select({ doc: documentColumns })
        .from(jobDocuments)
        .innerJoin(documents, and(eq(documents.id, jobDocuments.documentId), eq(documents.userId, userId)))
        .where(and(onThisJob, eq(documents.status, "ready")))
        .orderBy(desc(jobDocuments.createdAt), desc(documents.id)),
    ),
    jobsOf(deps, userId, deps.db.select({ id: jobDocuments.documentId }).from(jobDocuments).where(onThisJob)),
  ]);
  return rows.map((r) => serializeDocument(r.doc, linked.get(r.doc.id) ?? []));
}

/**
 * Before an application is deleted (contract §4.3): the documents linked to it and to no other
 * application are deleted with their objects; the others only lose the link (by cascade). A deleted
 * document may have been the default resume: the applications scored with it are scored again, by the
 * queue (`matchRefreshOfRemoved`).
 */
export async function removeDocumentsOnlyOn(deps: Deps, userId: string, jobId: string): Promise<void> {
  const ids = (await documentsOnlyOn(deps, userId, [jobId])).map((r) => r.id);
  await removeDocuments(deps, userId, ids);
  matchRefreshOfRemoved(deps, userId, ids);
}

/** After documents were deleted: the other applications scored with them are scored again (after the answer). */
export function matchRefreshOfRemoved(deps: Deps, userId: string, documentIds: readonly string[]): void {
  for (const id of documentIds) deps.defer(queueMatchRefresh(deps, userId, id));
}

/**
 * The caller's documents linked to some of `jobIds` and to no other application: the files that go with
 * them when they are deleted (contract §4.3), for deleteJob and the bulk delete alike.
 */
export async function documentsOnlyOn(deps: Deps, userId: string, jobIds: readonly string[]): Promise<Document[]> {
  if (jobIds.length === 0) return [];
  return deps.db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.userId, userId),
        sql`${documents.id} IN (SELECT jd.document_id FROM ${jobDocuments} jd WHERE jd.user_id = ${userId} AND ${inIds(sql`jd.job_id`, jobIds)})`,
        sql`NOT EXISTS (SELECT 1 FROM ${jobDocuments} o WHERE o.document_id = ${documents.id} AND ${notInIds(sql`o.job_id`, jobIds)})`,
      ),
    );
}

/** The rows of documents a bulk delete removed (their objects wait in R2 for the undo window), as a restore writes them. */
export type DocumentRestoreRow = Omit<Document, "createdAt" | "updatedAt" | "userId" | "textAt"> & {
  createdAt: number;
  updatedAt: number;
  textAt: number | null;
};

/**
 * A bulk delete's undo (decision 047): puts back the document rows it removed, whose objects it left in R2,
 * and the links of the restored applications to their files. A file uploaded again meanwhile (the same bytes,
 * `documents_user_sha256_idx`) stays as it is and the old row is not restored; the counters' triggers add
 * the bytes back. `stands`: the undo's own guard (its row must stand).
 */
export function restoreDocuments(userId: string, rows: readonly DocumentRestoreRow[], stands: SQL): SQL[] {
  // A chunk per statement: each row carries its text (up to 200 KB), and D1 holds 2 MB in one value.
  return chunkRows(rows).map(
    (
      chunk,
    ) => sql`INSERT INTO ${documents} (id, user_id, name, type, content_type, size, sha256, status, created_at, updated_at,
      text, text_status, text_edited, text_truncated, text_at)
    SELECT json_extract(r.value, '$.id'), ${userId}, json_extract(r.value, '$.name'), json_extract(r.value, '$.type'),
      json_extract(r.value, '$.contentType'), json_extract(r.value, '$.size'), json_extract(r.value, '$.sha256'),
      json_extract(r.value, '$.status'), json_extract(r.value, '$.createdAt'), json_extract(r.value, '$.updatedAt'),
      json_extract(r.value, '$.text'), coalesce(json_extract(r.value, '$.textStatus'), 'pending'),
      coalesce(json_extract(r.value, '$.textEdited'), 0), coalesce(json_extract(r.value, '$.textTruncated'), 0),
      json_extract(r.value, '$.textAt')
    FROM json_each(${chunk}) r
    WHERE ${stands} AND NOT EXISTS (SELECT 1 FROM ${documents} d WHERE d.user_id = ${userId}
      AND (d.id = json_extract(r.value, '$.id') OR d.sha256 = json_extract(r.value, '$.sha256')))`,
  );
}

export type DocumentLinkRow = { jobId: string; documentId: string; createdAt: number };

/** Links restored applications to their files again, both the caller's and standing, with the link's own time. */
export function restoreDocumentLinks(userId: string, rows: readonly DocumentLinkRow[]): SQL[] {
  if (rows.length === 0) return [];
  return [
    sql`INSERT OR IGNORE INTO ${jobDocuments} (job_id, document_id, user_id, created_at)
    SELECT j.id, d.id, ${userId}, json_extract(r.value, '$.createdAt')
    FROM json_each(${JSON.stringify(rows)}) r
    JOIN ${jobs} j ON j.id = json_extract(r.value, '$.jobId') AND j.user_id = ${userId}
    JOIN ${documents} d ON d.id = json_extract(r.value, '$.documentId') AND d.user_id = ${userId}`,
  ];
}

/**
 * The statement a bulk delete removes the rows of `ids` with (their links go by cascade), leaving their
 * objects in R2 for the undo window: the daily sweep deletes an object once no row and no live undo names it.
 */
export function deleteDocumentRows(deps: Deps, userId: string, ids: readonly string[]): SQL[] {
  if (ids.length === 0) return [];
  return [
    deps.db
      .delete(documents)
      .where(and(eq(documents.userId, userId), inIds(documents.id, ids)))
      .getSQL(),
  ];
}

/** Every object under an account's prefix, deleted in chunks (account deletion; the rows go by cascade). */
export async function removeAccountObjects(files: R2Bucket, userId: string): Promise<number> {
  let removed = 0;
  let cursor: string | undefined;
  do {
    const page = await files.list({ prefix: accountPrefix(userId), cursor, limit: 1000 });
    if (page.objects.length) await files.delete(page.objects.map((o) => o.key));
    removed += page.objects.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return removed;
}

/** A job's `documents` as contract §2.2 has them: the latest resume and cover letter's URLs, the rest listed. */
export function jobDocumentsShape(linked: { id: string; name: string; type: DocumentType }[]) {
  const latest = (type: DocumentType) => linked.find((d) => d.type === type);
  const resume = latest("resume");
  const coverLetter = latest("coverLetter");
  return {
    resume: resume ? contentUrl(resume.id) : "",
    coverLetter: coverLetter ? contentUrl(coverLetter.id) : "",
    other: linked
      .filter((d) => d !== resume && d !== coverLetter)
      .map((d) => ({ _id: d.id, name: d.name, url: contentUrl(d.id) })),
  };
}
