/**
 * Undoing an import as a whole, for a day (issue 30, docs/decisions/040): the applications, contacts and
 * tasks it created (`import_run_id`) go, with their interviews and interactions (the foreign keys), in one
 * batch, and so do the offers it wrote (decision 057: onto the applications it created and onto those
 * already in the account). A row edited since the import (its `updated_at` after the import's time: an
 * import never stamps a row later than itself) is kept and named, and so is a row that a kept or other row
 * still refers to (a task's job or contact, a job's contact person, an offer's job), so an undo never cuts
 * a link of something the user made. Applications an import updated (a spreadsheet's duplicates with
 * "update") are not reverted.
 */
import { DAY_MS } from "@core/dates";
import { and, eq, sql } from "drizzle-orm";
import { contacts, importRuns, jobs, offers, tasks } from "../../db/schema";
import { sqlBatch } from "../../db/sql-batch";
import type { Deps } from "../../deps";
import { fail, ok, type Result } from "../../lib/result";

/** How long an import can be undone: a day. */
export const UNDO_WINDOW_MS = DAY_MS;

export const UNDO_MESSAGES = {
  notFound: "Import not found",
  undone: "This import has been undone already",
  tooOld: "An import can be undone for a day after it; this one is older. Delete its records one by one instead.",
} as const;

export type ImportRunSummary = {
  id: string;
  kind: "json" | "csv";
  createdAt: Date;
  undoneAt: Date | null;
  undoable: boolean;
};
export type KeptRow = { area: "jobs" | "contacts" | "tasks" | "offers"; id: string; name: string };
export type UndoOutcome = {
  removed: { jobs: number; contacts: number; tasks: number; offers: number };
  kept: KeptRow[];
};

const validId = (id: string) => /^[a-z0-9]{1,64}$/.test(id);

/** The caller's import, or null (unknown, or another user's). */
export async function readImportRun(deps: Deps, userId: string, importId: string): Promise<ImportRunSummary | null> {
  if (!validId(importId)) return null;
  const [run] = await deps.read(
    deps.db
      .select()
      .from(importRuns)
      .where(and(eq(importRuns.id, importId), eq(importRuns.userId, userId)))
      .limit(1),
  );
  if (!run) return null;
  const undoable = !run.undoneAt && deps.now().getTime() - run.createdAt.getTime() <= UNDO_WINDOW_MS;
  return { id: run.id, kind: run.kind, createdAt: run.createdAt, undoneAt: run.undoneAt, undoable };
}

/**
 * Undoes the caller's import: its unedited rows that nothing else refers to are deleted, the others kept
 * and named. Failures: NOT_FOUND "Import not found"; CONFLICT when it was undone already or is more than
 * a day old.
 */
export async function undoImport(deps: Deps, userId: string, importId: string): Promise<Result<UndoOutcome>> {
  const run = await readImportRun(deps, userId, importId);
  if (!run) return fail("NOT_FOUND", UNDO_MESSAGES.notFound);
  if (run.undoneAt) return fail("CONFLICT", UNDO_MESSAGES.undone);
  if (!run.undoable) return fail("CONFLICT", UNDO_MESSAGES.tooOld);
  const now = deps.now().getTime();
  const since = run.createdAt.getTime();
  // The claim: of concurrent undos, one marks the run; every delete is conditioned on that very mark.
  const claimed = sql`EXISTS (SELECT 1 FROM ${importRuns} WHERE ${importRuns.id} = ${importId}
    AND ${importRuns.userId} = ${userId} AND ${importRuns.undoneAt} = ${now})`;
  const ofRun = (table: typeof jobs | typeof contacts | typeof tasks | typeof offers) =>
    sql`${table.userId} = ${userId} AND ${table.importRunId} = ${importId} AND ${table.updatedAt} <= ${since} AND ${claimed}`;
  const [
    mark,
    removedOffers,
    removedTasks,
    removedJobs,
    removedContacts,
    keptJobs,
    keptContacts,
    keptTasks,
    keptOffers,
  ] = await sqlBatch(deps.db, [
    sql`UPDATE ${importRuns} SET undone_at = ${now}
        WHERE ${importRuns.id} = ${importId} AND ${importRuns.userId} = ${userId} AND ${importRuns.undoneAt} IS NULL
          AND ${importRuns.createdAt} >= ${now - UNDO_WINDOW_MS}`,
    // The offers it wrote, first: an offer left on one of its applications (edited since, or added by
    // the user) keeps that application.
    sql`DELETE FROM ${offers} WHERE ${ofRun(offers)} RETURNING id`,
    sql`DELETE FROM ${tasks} WHERE ${ofRun(tasks)} RETURNING id`,
    sql`DELETE FROM ${jobs} WHERE ${ofRun(jobs)}
        AND NOT EXISTS (SELECT 1 FROM ${tasks} t WHERE t.related_job_id = ${jobs.id})
        AND NOT EXISTS (SELECT 1 FROM ${offers} o WHERE o.job_id = ${jobs.id})
        RETURNING id`,
    sql`DELETE FROM ${contacts} WHERE ${ofRun(contacts)}
        AND NOT EXISTS (SELECT 1 FROM ${jobs} j WHERE j.contact_person_id = ${contacts.id})
        AND NOT EXISTS (SELECT 1 FROM ${tasks} t WHERE t.related_contact_id = ${contacts.id})
        RETURNING id`,
    sql`SELECT id, company || ' — ' || position AS name FROM ${jobs}
        WHERE ${jobs.userId} = ${userId} AND ${jobs.importRunId} = ${importId} ORDER BY created_at, id`,
    sql`SELECT id, name FROM ${contacts}
        WHERE ${contacts.userId} = ${userId} AND ${contacts.importRunId} = ${importId} ORDER BY created_at, id`,
    sql`SELECT id, title AS name FROM ${tasks}
        WHERE ${tasks.userId} = ${userId} AND ${tasks.importRunId} = ${importId} ORDER BY created_at, id`,
    sql`SELECT o.id, j.company || ' — ' || j.position AS name FROM ${offers} o JOIN ${jobs} j ON j.id = o.job_id
        WHERE o.user_id = ${userId} AND o.import_run_id = ${importId} ORDER BY o.created_at, o.id`,
  ]);
  if (mark?.meta.changes === 0) return fail("CONFLICT", UNDO_MESSAGES.undone);
  const named = (area: KeptRow["area"], result: D1Result | undefined) =>
    ((result?.results ?? []) as Array<{ id: string; name: string }>).map((r) => ({ area, id: r.id, name: r.name }));
  const count = (result: D1Result | undefined) => result?.results?.length ?? 0;
  return ok({
    removed: {
      jobs: count(removedJobs),
      contacts: count(removedContacts),
      tasks: count(removedTasks),
      offers: count(removedOffers),
    },
    kept: [
      ...named("jobs", keptJobs),
      ...named("contacts", keptContacts),
      ...named("tasks", keptTasks),
      ...named("offers", keptOffers),
    ],
  });
}
