/**
 * PLACEHOLDER: replaced by act's branch (issue 32), which lists the inbox with everything it shows. The newest
 * subjects only, for the placeholder /inbox screen.
 */
import { and, desc, eq } from "drizzle-orm";
import { inboxMessages } from "../../db/schema";
import type { Deps } from "../../deps";

export async function listInboxSubjects(deps: Deps, userId: string): Promise<{ id: string; subject: string }[]> {
  return deps.read(
    deps.db
      .select({ id: inboxMessages.id, subject: inboxMessages.subject })
      .from(inboxMessages)
      .where(and(eq(inboxMessages.userId, userId)))
      .orderBy(desc(inboxMessages.receivedAt), desc(inboxMessages.id))
      .limit(50),
  );
}
