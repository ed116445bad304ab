/**
 * Import of an Offerpath JSON export (issue 22, docs/decisions/032-data-import.md): applications with
 * their interviews, contacts with their interactions, tasks, and the links between them, written as one
 * atomic batch. A record already imported (its key in `import_keys`) or one of the account's own
 * records is left as it is, so importing a file twice creates nothing the second time. Plan limits hold:
 * the import stops at the limit and says how many records were left out.
 */

import type { ImportCounts, SkippedRow } from "@core/data-import";
import { DEFAULT_TIME_ZONE, parseDateOnly, toDateInputValue } from "@core/dates";
import type { SQL } from "drizzle-orm";
import { sqlBatch } from "../../db/sql-batch";
import type { Deps } from "../../deps";
import { newId } from "../../lib/ids";
import { ok, type Result } from "../../lib/result";
import { refreshJobMatches } from "../match/stored.server";
import { offerRowFrom } from "../offers/offers.server";
import { planAllowance, planLimitMessage } from "../plan-limits.server";
import {
  type AppliedDocumentRow,
  type ContactJobRow,
  type ContactRow,
  claimImportKeys,
  contactRowFrom,
  dropStaleImportKeys,
  existingTargetsSql,
  type ImportKind,
  type InteractionRow,
  type InterviewRow,
  insertAppliedDocuments,
  insertContactJobs,
  insertContacts,
  insertImportRun,
  insertInteractions,
  insertInterviews,
  insertJobs,
  insertMissingOffers,
  insertTasks,
  type JobRow,
  jobRowFrom,
  type KeyRow,
  type OfferRow,
  refreshLastContacts,
  type TaskRow,
  taskRowFrom,
} from "../writes.server";
import { readExportFile } from "./export-file";

export type ImportOutcome = {
  imported: ImportCounts;
  updated: number;
  /** Records of the file that this account already had (imported before): left as they are. */
  alreadyPresent: ImportCounts;
  skipped: SkippedRow[];
  /** The import's id: undone as a whole for a day (`undoImport`). */
  importId: string;
};

const zero = (): ImportCounts => ({ jobs: 0, interviews: 0, tasks: 0, contacts: 0, interactions: 0, offers: 0 });

/** The calendar date today in the user's zone, as 00:00 UTC (a job's default application date). */
export async function todayForUser(deps: Deps, userId: string): Promise<Date> {
  const user = await deps.db.query.users.findFirst({
    columns: { timeZone: true },
    where: (u, { eq }) => eq(u.id, userId),
  });
  const today = parseDateOnly(toDateInputValue(deps.now(), user?.timeZone ?? DEFAULT_TIME_ZONE));
  if (!today) throw new Error("Today's date could not be read");
  return today;
}

/** Source id → target id of the file's records this account already has, per kind. */
async function existingTargets(deps: Deps, userId: string, ids: Record<ImportKind, string[]>) {
  const kinds = Object.keys(ids) as ImportKind[];
  const results = await Promise.all(
    kinds.map((kind) =>
      ids[kind].length === 0
        ? Promise.resolve([] as KeyRow[])
        : deps.db.all<KeyRow>(existingTargetsSql(userId, kind, ids[kind])),
    ),
  );
  return Object.fromEntries(
    kinds.map((kind, i) => [kind, new Map(results[i].map((r) => [r.sourceId, r.targetId]))]),
  ) as Record<ImportKind, Map<string, string>>;
}

/** Reads the file and imports it. Failures: VALIDATION (the file, naming the record and field). */
export async function importExportFile(deps: Deps, userId: string, value: unknown): Promise<Result<ImportOutcome>> {
  const read = readExportFile(value);
  if (!read.ok) return read;
  const file = read.value;
  const now = deps.now().getTime();
  const today = await todayForUser(deps, userId);

  const existing = await existingTargets(deps, userId, {
    job: file.jobs.map((j) => j.sourceId),
    interview: file.jobs.flatMap((j) => j.interviews.map((i) => i.sourceId)),
    contact: file.contacts.map((c) => c.sourceId),
    interaction: file.contacts.flatMap((c) => c.interactions.map((i) => i.sourceId)),
    task: file.tasks.map((t) => t.sourceId),
  });
  const present = zero();
  const run = newId();
  /**
   * A record without its own creation time is stamped by its place in the file, up to now, so lists keep
   * the file's order; no stamp is later than the import itself, so a later edit tells (`undoImport`).
   */
  const records =
    file.contacts.reduce((n, c) => n + 1 + c.interactions.length, 0) +
    file.jobs.reduce((n, j) => n + 1 + j.interviews.length, 0) +
    file.tasks.length +
    file.offers.length;
  let order = 0;
  const created = (d: Date | null) => d?.getTime() ?? now - records + order++;
  const updated = (d: Date | null) => Math.min(d?.getTime() ?? now, now);
  /** The target id of every record: the existing one, or a new id. */
  const target = (kind: ImportKind, sourceId: string, counter: keyof ImportCounts) => {
    const found = existing[kind].get(sourceId);
    if (found) present[counter] += 1;
    return { id: found ?? newId(), isNew: !found };
  };

  /** Each new job's and contact's 1-based place in its area of the file, for the skipped list. */
  const fileRow = new Map<string, number>();
  const contactIds = new Map<string, string>();
  const newContacts: ContactRow[] = [];
  const newInteractions: InteractionRow[] = [];
  const keys: Record<ImportKind, KeyRow[]> = { job: [], interview: [], task: [], contact: [], interaction: [] };
  for (const [index, c] of file.contacts.entries()) {
    const t = target("contact", c.sourceId, "contacts");
    fileRow.set(t.id, index + 1);
    contactIds.set(c.sourceId, t.id);
    if (t.isNew) {
      newContacts.push(
        contactRowFrom(t.id, c.input, {
          sourceId: c.sourceId,
          createdAt: created(c.createdAt),
          updatedAt: updated(c.updatedAt),
        }),
      );
      keys.contact.push({ sourceId: c.sourceId, targetId: t.id });
    }
    for (const i of c.interactions) {
      const it = target("interaction", i.sourceId, "interactions");
      if (!it.isNew) continue;
      newInteractions.push({
        id: it.id,
        sourceId: i.sourceId,
        contactId: t.id,
        date: (i.input.date ?? new Date(now)).getTime(),
        method: i.input.method,
        notes: i.input.notes,
        createdAt: created(i.createdAt),
      });
      keys.interaction.push({ sourceId: i.sourceId, targetId: it.id });
    }
  }

  const jobIds = new Map<string, string>();
  const newJobs: JobRow[] = [];
  const newInterviews: InterviewRow[] = [];
  const newApplied: AppliedDocumentRow[] = [];
  for (const [index, j] of file.jobs.entries()) {
    const t = target("job", j.sourceId, "jobs");
    fileRow.set(t.id, index + 1);
    jobIds.set(j.sourceId, t.id);
    const { input } = j;
    if (t.isNew) {
      newJobs.push(
        jobRowFrom(t.id, input, {
          today,
          contactPersonId: input.contactPerson ? (contactIds.get(input.contactPerson) ?? null) : null,
          createdAt: created(j.createdAt),
          updatedAt: updated(j.updatedAt),
          sourceId: j.sourceId,
        }),
      );
      keys.job.push({ sourceId: j.sourceId, targetId: t.id });
      // The documents sent with it, as recorded; the document itself only when it is this account's.
      for (const a of j.appliedDocuments) newApplied.push({ ...a, jobId: t.id, recordedAt: a.recordedAt.getTime() });
    }
    for (const i of j.interviews) {
      const it = target("interview", i.sourceId, "interviews");
      if (!it.isNew) continue;
      newInterviews.push({
        id: it.id,
        sourceId: i.sourceId,
        jobId: t.id,
        date: i.input.date.getTime(),
        interviewType: i.input.interviewType,
        withPerson: i.input.withPerson,
        notes: i.input.notes,
        followUpDate: i.input.followUpDate?.getTime() ?? null,
        createdAt: created(i.createdAt),
      });
      keys.interview.push({ sourceId: i.sourceId, targetId: it.id });
    }
  }

  // Links between contacts and jobs are restored for every pair of the file (INSERT OR IGNORE keeps re-imports quiet).
  const links: ContactJobRow[] = file.contacts.flatMap((c) =>
    c.input.relatedJobs.flatMap((jobSource) => {
      const jobId = jobIds.get(jobSource);
      const contactId = contactIds.get(c.sourceId);
      return jobId && contactId ? [{ contactId, jobId }] : [];
    }),
  );

  const newTasks: TaskRow[] = [];
  for (const task of file.tasks) {
    const t = target("task", task.sourceId, "tasks");
    if (!t.isNew) continue;
    const { input } = task;
    newTasks.push({
      ...taskRowFrom(
        t.id,
        input,
        {
          relatedJobId: input.relatedJob ? (jobIds.get(input.relatedJob) ?? null) : null,
          relatedContactId: input.relatedContact ? (contactIds.get(input.relatedContact) ?? null) : null,
        },
        {
          completedAt: input.status === "completed" ? (task.completedAt?.getTime() ?? now) : null,
          createdAt: created(task.createdAt),
          updatedAt: updated(task.updatedAt),
        },
      ),
      sourceId: task.sourceId,
    });
    keys.task.push({ sourceId: task.sourceId, targetId: t.id });
  }

  // An offer goes with its job, new here or already in the account: written only where the job has none
  // (a job's own offer is never overwritten), and only for a job that stands after the batch (one the
  // plan's limit left out gets none). A file's offer for a job that has one is counted as already present.
  const newOffers: OfferRow[] = file.offers.flatMap((o) => {
    const jobId = jobIds.get(o.jobSourceId);
    if (!jobId) return [];
    return [offerRowFrom(newId(), jobId, o.input, created(o.createdAt), updated(o.updatedAt))];
  });
  const existingJobIds = new Set(existing.job.values());
  const offersOfExistingJobs = newOffers.filter((o) => existingJobIds.has(o.jobId)).map((o) => o.id);

  // One batch, in dependency order: the run, the keys claimed, contacts, jobs (their contact person),
  // children, links, tasks; then the keys of records not written are dropped and the keys read back.
  const sourceIds: Record<ImportKind, string[]> = {
    job: file.jobs.map((j) => j.sourceId),
    interview: file.jobs.flatMap((j) => j.interviews.map((i) => i.sourceId)),
    contact: file.contacts.map((c) => c.sourceId),
    interaction: file.contacts.flatMap((c) => c.interactions.map((i) => i.sourceId)),
    task: file.tasks.map((t) => t.sourceId),
  };
  const kinds = Object.keys(keys) as ImportKind[];
  const guard = (claim: ImportKind) => ({ run, claim });
  const groups: Array<[keyof ImportCounts | ImportKind | null, SQL[]]> = [
    [null, [insertImportRun(userId, run, "json", null, now)]],
    ...kinds.map((kind): [null, SQL[]] => [null, dropStaleImportKeys(userId, kind, sourceIds[kind])]),
    ...kinds.map((kind): [null, SQL[]] => [null, claimImportKeys(userId, kind, keys[kind], now, run)]),
    ["contacts", insertContacts(userId, newContacts, guard("contact"))],
    ["jobs", insertJobs(userId, newJobs, guard("job"))],
    ["interviews", insertInterviews(userId, newInterviews, guard("interview"))],
    [null, insertAppliedDocuments(userId, newApplied, { run })],
    ["interactions", insertInteractions(userId, newInteractions, guard("interaction"))],
    ["offers", insertMissingOffers(userId, newOffers, { run })],
    [null, refreshLastContacts(userId, [...new Set(newInteractions.map((i) => i.contactId))], now)],
    [null, insertContactJobs(userId, links, now)],
    ["tasks", insertTasks(userId, newTasks, guard("task"))],
    ...kinds.map((kind): [null, SQL[]] => [null, dropStaleImportKeys(userId, kind, sourceIds[kind])]),
    ...kinds.map((kind): [ImportKind, SQL[]] => [
      kind,
      sourceIds[kind].length > 0 ? [existingTargetsSql(userId, kind, sourceIds[kind])] : [],
    ]),
  ];
  const results = await sqlBatch(
    deps.db,
    groups.flatMap(([, s]) => s),
  );

  const imported = zero();
  const written = new Set<string>();
  const after = new Map<string, string>();
  let at = 0;
  for (const [counter, group] of groups) {
    for (const _ of group) {
      const rows = (results[at++]?.results ?? []) as Array<{ id: string } & KeyRow>;
      if (!counter) continue;
      if (counter in KIND_COUNTER) {
        for (const row of rows) after.set(`${counter}:${row.sourceId}`, row.targetId);
        continue;
      }
      imported[counter as keyof ImportCounts] += rows.length;
      for (const row of rows) written.add(row.id);
    }
  }
  // The imported applications' stored match (decision 055), after the answer, a chunk at a time.
  const importedJobs = newJobs.filter((j) => written.has(j.id) && j.jobDescription.trim()).map((j) => j.id);
  if (importedJobs.length > 0) deps.defer(refreshJobMatches(deps, userId, importedJobs));
  // A new record not written whose key now names another record was imported by a concurrent import
  // of the same file at the same moment: it is there, as the first import left it.
  for (const kind of kinds) {
    for (const key of keys[kind]) {
      const target = after.get(`${kind}:${key.sourceId}`);
      if (!written.has(key.targetId) && target && target !== key.targetId) present[KIND_COUNTER[kind]] += 1;
    }
  }
  for (const id of offersOfExistingJobs) if (!written.has(id)) present.offers += 1;
  const isPresent = (kind: ImportKind, row: { id: string; sourceId?: string }) => after.has(`${kind}:${row.sourceId}`);
  const skipped = await leftOut(
    deps,
    userId,
    fileRow,
    newJobs.filter((j) => !isPresent("job", j)),
    newContacts.filter((c) => !isPresent("contact", c)),
    written,
  );
  return ok({ imported, updated: 0, alreadyPresent: present, skipped, importId: run });
}

const KIND_COUNTER: Record<ImportKind, keyof ImportCounts> = {
  job: "jobs",
  interview: "interviews",
  task: "tasks",
  contact: "contacts",
  interaction: "interactions",
};

/** The new jobs and contacts the plan's limit left out, each with its place in the file (1-based) and the reason. */
async function leftOut(
  deps: Deps,
  userId: string,
  fileRow: Map<string, number>,
  newJobs: JobRow[],
  newContacts: ContactRow[],
  written: Set<string>,
): Promise<SkippedRow[]> {
  const missingJobs = newJobs.filter((j) => !written.has(j.id));
  const missingContacts = newContacts.filter((c) => !written.has(c.id));
  if (missingJobs.length === 0 && missingContacts.length === 0) return [];
  const { plan, limits } = await planAllowance(deps, userId);
  const reason = (resource: "jobApplications" | "contacts", limit: number | null, what: string) =>
    `${planLimitMessage(resource, plan)} (${limit ?? "no limit"} ${what}): not imported`;
  return [
    ...missingContacts.map((c) => ({
      area: "contacts",
      row: fileRow.get(c.id) ?? 0,
      reason: reason("contacts", limits.contacts, "contacts"),
    })),
    ...missingJobs.map((j) => ({
      area: "jobs",
      row: fileRow.get(j.id) ?? 0,
      reason: reason("jobApplications", limits.jobApplications, "job applications"),
    })),
  ];
}
