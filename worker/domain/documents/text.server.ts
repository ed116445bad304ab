/**
 * The text of the caller's documents as the match reads it (issue 33). h33-text owns this file (the
 * extraction and the correction form); these two reads are its contract with the match (decision 055).
 */

import type { DocumentTextStatus } from "@core/enums";
import { and, eq } from "drizzle-orm";
import { documents, users } from "../../db/schema";
import type { Deps } from "../../deps";

/** A ready document's text and its status, owner checked; null when it is not the caller's (or not there). */
export async function documentText(
  deps: Deps,
  userId: string,
  documentId: string,
): Promise<{ text: string; status: DocumentTextStatus } | null> {
  if (!documentId || documentId.length > 64) return null;
  const [row] = await deps.read(
    deps.db
      .select({ text: documents.text, status: documents.textStatus })
      .from(documents)
      .where(and(eq(documents.id, documentId), eq(documents.userId, userId), eq(documents.status, "ready")))
      .limit(1),
  );
  return row ? { text: row.text ?? "", status: row.status } : null;
}

/** The resume the user matches against when an application has none attached, or null. */
export async function defaultResumeId(deps: Deps, userId: string): Promise<string | null> {
  const [row] = await deps.read(
    deps.db.select({ id: users.defaultResumeId }).from(users).where(eq(users.id, userId)).limit(1),
  );
  return row?.id ?? null;
}
