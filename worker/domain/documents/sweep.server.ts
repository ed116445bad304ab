/**
 * The daily documents sweep (cron, started by the Worker's entry): nothing stays in R2 that no row knows.
 *
 * - Uploads that never finished: `pending` rows older than PENDING_GRACE_MS (a write that died between
 *   the reservation and the object) are deleted with any object they left; their bytes go back.
 * - Objects without a row (a delete whose object removal failed, an account deleted mid-way, a bulk delete
 *   whose undo window has passed): the bucket is listed a page at a time and each page's keys are checked
 *   against the rows in one query. The files of a bulk delete that can still be undone keep their objects
 *   (decision 047).
 *
 * Both work in chunks with a bounded number of rounds; a second run right after deletes nothing.
 */
import { and, eq, inArray, lt } from "drizzle-orm";
import { documents } from "../../db/schema";
import type { Deps } from "../../deps";
import { filesAwaitingUndo } from "../jobs-bulk.server";
import { objectKey } from "./documents.server";

export const SWEEP = {
  /** An upload still pending after an hour has died: a real one takes seconds. */
  pendingGraceMs: 60 * 60 * 1000,
  chunk: 100,
  /** Listing pages (1,000 keys each) per run. */
  maxPages: 50,
} as const;

/** The keys of `<user id>/<document id>` objects, as the pair. */
function parseKey(key: string): { userId: string; documentId: string } | null {
  const [userId, documentId, ...rest] = key.split("/");
  return userId && documentId && rest.length === 0 ? { userId, documentId } : null;
}

export async function runDocumentsSweep(deps: Deps, now: Date): Promise<{ abandoned: number; orphans: number }> {
  let abandoned = 0;
  for (let round = 0; round < SWEEP.maxPages; round++) {
    const stale = await deps.db
      .select({ id: documents.id, userId: documents.userId })
      .from(documents)
      .where(
        and(eq(documents.status, "pending"), lt(documents.createdAt, new Date(now.getTime() - SWEEP.pendingGraceMs))),
      )
      .limit(SWEEP.chunk);
    if (stale.length === 0) break;
    await deps.db.delete(documents).where(
      and(
        eq(documents.status, "pending"),
        inArray(
          documents.id,
          stale.map((d) => d.id),
        ),
      ),
    );
    await deps.files.delete(stale.map((d) => objectKey(d.userId, d.id)));
    abandoned += stale.length;
    if (stale.length < SWEEP.chunk) break;
  }

  let orphans = 0;
  let cursor: string | undefined;
  const awaitingUndo = await filesAwaitingUndo(deps, now);
  for (let page = 0; page < SWEEP.maxPages; page++) {
    const listed = await deps.files.list({ cursor, limit: 1000 });
    const keys = listed.objects.map((o) => o.key);
    const ids = keys.map((k) => parseKey(k)?.documentId).filter((id): id is string => !!id);
    const known = new Set<string>();
    for (let i = 0; i < ids.length; i += SWEEP.chunk) {
      const rows = await deps.db
        .select({ id: documents.id, userId: documents.userId })
        .from(documents)
        .where(inArray(documents.id, ids.slice(i, i + SWEEP.chunk)));
      for (const r of rows) known.add(objectKey(r.userId, r.id));
    }
    const unknown = keys.filter((k) => !known.has(k) && !awaitingUndo.has(k));
    if (unknown.length) await deps.files.delete(unknown);
    orphans += unknown.length;
    if (!listed.truncated) break;
    cursor = listed.cursor;
  }
  return { abandoned, orphans };
}
