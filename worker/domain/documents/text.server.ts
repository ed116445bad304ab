/**
 * Documents' text (issue 33, docs/decisions/053-document-text.md): read off the request path, corrected by
 * its owner, and the resume a match uses by default. Both faces and the match (worker/domain/match) call
 * these functions.
 *
 * - An upload sends `{ userId, documentId }` to the DOCUMENT_TEXT queue; the queue's consumer reads the
 *   object from R2 and stores the text (extract-text.ts). The 5-minute cron sends the stored documents
 *   still `pending` (a bounded batch each run), so files uploaded before text existed get it too.
 * - While a row is `pending`, `text_at` is when it was last sent to the queue: the cron sends it again only
 *   after RESEND_AFTER_MS (a message lost, or a queue that was down).
 * - A text the owner corrected (`text_edited`) is never overwritten by a later reading.
 * - A reading that keeps failing (a file that crashes the reader: its invocation dies, the queue delivers it
 *   again) is marked `failed` on its MAX_ATTEMPTS-th delivery without being read again.
 */
import type { DocumentTextStatus, DocumentType } from "@core/enums";
import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { documents, users } from "../../db/schema";
import type { Deps, DocumentTextMessage, DocumentTextQueueMessage } from "../../deps";
import { fail, ok, type Result } from "../../lib/result";
import { consumeMatchRefresh, defaultResumeJoinSql, queueMatchRefresh } from "../match/stored.server";
import { DOCUMENT_MESSAGES, objectKey } from "./documents.server";
import { extractText } from "./extract-text";

/** The queue's name in wrangler.toml (the consumer tells it from the reminders' by name). */
export const DOCUMENT_TEXT_QUEUE = "offerpath-document-text";

export const DOCUMENT_TEXT = {
  /** Documents the cron sends to the queue per run (every 5 minutes: 28,800 a day). */
  batch: 100,
  /** A pending document sent this long ago and still pending is sent again. */
  resendAfterMs: 60 * 60 * 1000,
  /** The delivery on which a document whose reading keeps dying is marked failed instead. */
  maxAttempts: 4,
} as const;

export const DOCUMENT_TEXT_MESSAGES = {
  saved: "Text saved",
  notResume: "Only a resume can be your default resume",
  defaultSet: "Default resume saved",
  defaultCleared: "No default resume",
} as const;

/** A document's text as the text screen and the API show it. */
export type DocumentTextView = {
  _id: string;
  name: string;
  type: DocumentType;
  contentType: string;
  text: string;
  textStatus: DocumentTextStatus;
  textEdited: boolean;
  textTruncated: boolean;
  textAt: string | null;
};

const ownReady = (userId: string, documentId: string) =>
  and(eq(documents.id, documentId), eq(documents.userId, userId), eq(documents.status, "ready"));

/**
 * The text of one of the caller's stored documents and its status ("" while pending, or when there is none),
 * or null when the document is not theirs (or not stored). For the match.
 */
export async function documentText(
  deps: Deps,
  userId: string,
  documentId: string,
): Promise<{ text: string; status: DocumentTextStatus } | null> {
  const [row] = await deps.read(
    deps.db
      .select({ text: documents.text, status: documents.textStatus })
      .from(documents)
      .where(ownReady(userId, documentId))
      .limit(1),
  );
  return row ? { text: row.text ?? "", status: row.status } : null;
}

/** The caller's default resume: its id while it is still their stored resume, else null. For the match. */
export async function defaultResumeId(deps: Deps, userId: string): Promise<string | null> {
  const [row] = await deps.read(
    deps.db
      .select({ id: documents.id })
      .from(users)
      .innerJoin(documents, defaultResumeJoinSql())
      .where(eq(users.id, userId))
      .limit(1),
  );
  return row?.id ?? null;
}

/** One of the caller's documents with its text. Failures: NOT_FOUND. */
export async function getDocumentText(
  deps: Deps,
  userId: string,
  documentId: string,
): Promise<Result<DocumentTextView>> {
  const [row] = await deps.read(deps.db.select().from(documents).where(ownReady(userId, documentId)).limit(1));
  if (!row) return fail("NOT_FOUND", DOCUMENT_MESSAGES.notFound);
  return ok({
    _id: row.id,
    name: row.name,
    type: row.type,
    contentType: row.contentType,
    text: row.text ?? "",
    textStatus: row.textStatus,
    textEdited: row.textEdited,
    textTruncated: row.textTruncated,
    textAt: row.textStatus === "pending" || !row.textAt ? null : row.textAt.toISOString(),
  });
}

/**
 * The owner's correction of a document's text: kept as it is (a later reading never replaces it), `done`,
 * or `empty` when nothing but spaces is left. Failures: NOT_FOUND.
 */
export async function saveDocumentText(
  deps: Deps,
  userId: string,
  documentId: string,
  text: string,
): Promise<Result<DocumentTextView>> {
  const saved = await deps.db
    .update(documents)
    .set({
      text,
      textStatus: text.trim() ? "done" : "empty",
      textEdited: true,
      textTruncated: false,
      textAt: deps.now(),
    })
    .where(ownReady(userId, documentId))
    .returning({ id: documents.id });
  if (saved.length === 0) return fail("NOT_FOUND", DOCUMENT_MESSAGES.notFound);
  // The applications matched against it are scored again by the queue (a page at a time: as the default
  // resume, every application of the account).
  deps.defer(queueMatchRefresh(deps, userId, documentId));
  return getDocumentText(deps, userId, documentId);
}

/**
 * Sets (or with null clears) the caller's default resume: only one of their stored documents of type
 * resume. Failures: NOT_FOUND (not theirs), VALIDATION (not a resume).
 */
export async function setDefaultResume(
  deps: Deps,
  userId: string,
  documentId: string | null,
): Promise<Result<{ documentId: string | null }>> {
  if (documentId === null) {
    await deps.db.update(users).set({ defaultResumeId: null }).where(eq(users.id, userId));
    // The applications matched against the default resume are matched again, by the queue.
    deps.defer(queueMatchRefresh(deps, userId));
    return ok({ documentId: null });
  }
  const [doc] = await deps.db
    .select({ type: documents.type })
    .from(documents)
    .where(ownReady(userId, documentId))
    .limit(1);
  if (!doc) return fail("NOT_FOUND", DOCUMENT_MESSAGES.notFound);
  if (doc.type !== "resume") return fail("VALIDATION", DOCUMENT_TEXT_MESSAGES.notResume, "documentId");
  // The owner and the kind are checked again in the statement itself (a concurrent delete or change of kind).
  const updated = await deps.db
    .update(users)
    .set({ defaultResumeId: documentId })
    .where(
      and(
        eq(users.id, userId),
        sql`EXISTS (SELECT 1 FROM ${documents} d WHERE d.id = ${documentId} AND d.user_id = ${userId} AND d.type = 'resume' AND d.status = 'ready')`,
      ),
    )
    .returning({ id: users.id });
  if (updated.length === 0) return fail("NOT_FOUND", DOCUMENT_MESSAGES.notFound);
  deps.defer(queueMatchRefresh(deps, userId));
  return ok({ documentId });
}

/**
 * The cron's pass: the oldest stored documents still `pending` and not sent within RESEND_AFTER_MS, at most
 * DOCUMENT_TEXT.batch, are sent to the queue and stamped. Read through `documents_text_pending_idx`.
 */
export async function runDocumentTextPass(deps: Deps, now: Date): Promise<{ sent: number }> {
  const due = await deps.db
    .select({ id: documents.id, userId: documents.userId })
    .from(documents)
    .where(
      and(
        eq(documents.textStatus, "pending"),
        eq(documents.status, "ready"),
        or(isNull(documents.textAt), lt(documents.textAt, new Date(now.getTime() - DOCUMENT_TEXT.resendAfterMs))),
      ),
    )
    .orderBy(asc(documents.createdAt), asc(documents.id))
    .limit(DOCUMENT_TEXT.batch);
  if (due.length === 0) return { sent: 0 };
  await deps.documentText.sendBatch(due.map((d) => ({ body: { userId: d.userId, documentId: d.id } })));
  await deps.db
    .update(documents)
    .set({ textAt: now })
    .where(
      and(
        eq(documents.textStatus, "pending"),
        sql`${documents.id} IN (SELECT value FROM json_each(${JSON.stringify(due.map((d) => d.id))}))`,
      ),
    );
  return { sent: due.length };
}

export type ReadOutcome = "stored" | "skipped" | "gave-up";

/**
 * Reads one document's text from its object and stores it, unless its owner corrected it meanwhile or it
 * is gone. `attempts`: the queue's delivery count; from DOCUMENT_TEXT.maxAttempts on, it is marked failed
 * without being read. A file that cannot be parsed is `failed`; storage that cannot be reached throws (the
 * queue retries).
 */
export async function readDocumentText(deps: Deps, message: DocumentTextMessage, attempts = 1): Promise<ReadOutcome> {
  const { userId, documentId } = message;
  const [doc] = await deps.db
    .select({ contentType: documents.contentType, edited: documents.textEdited, status: documents.textStatus })
    .from(documents)
    .where(ownReady(userId, documentId))
    .limit(1);
  if (!doc) return "skipped";
  // Corrected by its owner, or read already: a message sent twice, or the queue's retry of a delivery whose
  // refresh of the match did not go out after the text was stored. The refresh is asked again (a repeat
  // writes nothing).
  if (doc.edited || doc.status !== "pending") {
    await queueMatchRefresh(deps, userId, documentId);
    return "skipped";
  }
  if (attempts >= DOCUMENT_TEXT.maxAttempts) {
    await storeText(deps, message, { textStatus: "failed", text: null, textTruncated: false });
    return "gave-up";
  }
  const object = await deps.files.get(objectKey(userId, documentId));
  if (!object) return "skipped";
  const bytes = new Uint8Array(await object.arrayBuffer());
  let outcome: Parameters<typeof storeText>[2];
  try {
    const read = await extractText(bytes, doc.contentType);
    outcome = { textStatus: read.status, text: read.text, textTruncated: read.truncated };
  } catch (error) {
    console.warn(`Document ${documentId}: its text could not be read`, error);
    outcome = { textStatus: "failed", text: null, textTruncated: false };
  }
  return (await storeText(deps, message, outcome)) ? "stored" : "skipped";
}

/** Writes a reading's outcome unless the owner's own text is there; tells the match when it changed. */
async function storeText(
  deps: Deps,
  { userId, documentId }: DocumentTextMessage,
  outcome: { textStatus: DocumentTextStatus; text: string | null; textTruncated: boolean },
): Promise<boolean> {
  const stored = await deps.db
    .update(documents)
    .set({ ...outcome, textAt: deps.now() })
    .where(and(ownReady(userId, documentId), eq(documents.textEdited, false)))
    .returning({ id: documents.id });
  if (stored.length === 0) return false;
  await queueMatchRefresh(deps, userId, documentId);
  return true;
}

/**
 * The DOCUMENT_TEXT queue's consumer: each message read on its own (a document's text, or a page of a match
 * refresh), acked, or retried when storage failed.
 */
export async function consumeDocumentTextBatch(
  deps: Deps,
  batch: MessageBatch<DocumentTextQueueMessage>,
): Promise<void> {
  for (const message of batch.messages) {
    const body = message.body;
    try {
      if ("kind" in body) await consumeMatchRefresh(deps, body);
      else await readDocumentText(deps, body, message.attempts);
      message.ack();
    } catch (error) {
      const what = "kind" in body ? `Match refresh of ${body.userId}` : `Document ${body.documentId}: reading its text`;
      console.error(`${what} failed (attempt ${message.attempts})`, error);
      message.retry({ delaySeconds: 30 * message.attempts });
    }
  }
}
