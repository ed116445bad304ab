/**
 * The account's rows, a page at a time, for the export (issue 22): each area is read by keyset on an index
 * that starts with the owner's id, so a page reads a page's worth of rows at any depth and the export never
 * holds more than one page of an area. The rows that belong to a page (a job's interviews, a contact's
 * interactions and linked jobs, a document's jobs) are read with it, by the page's ids.
 */
import { and, asc, type Column, eq, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import { inIds } from "../../db/id-set";
import { boundaryValues, readKeyset, type SortSpec, sortKeys } from "../../db/keyset";
import type { ReadQuery } from "../../db/read-batch";
import {
  type Contact,
  contactJobs,
  contacts,
  type Document,
  documents,
  type Interaction,
  type Interview,
  interactions,
  interviews,
  type Job,
  jobAppliedDocuments,
  jobDocuments,
  jobs,
  type OfferRecord,
  offers,
  plans,
  type Task,
  type Transaction,
  tasks,
  transactions,
  users,
} from "../../db/schema";
import type { Deps } from "../../deps";

/** Rows per page: large enough for few round trips, small enough that a page is a few hundred kB at most. */
export const EXPORT_PAGE_SIZE = 200;

type Keyed = { createdAt: unknown; id: unknown };

/** Oldest first, the id breaking ties: every area's export order. */
const createdOrder = (table: { createdAt: Column; id: Column }): SortSpec =>
  sortKeys(
    "asc",
    { column: table.createdAt, field: "createdAt", type: "int" },
    { column: table.id, field: "id", type: "text" },
  );

/**
 * Every row of one area, page by page. `read` runs the area's query (its owner filter included) with the
 * keyset condition, order and limit.
 */
async function* keysetPages<Row extends Keyed>(
  spec: SortSpec,
  read: (condition: SQL | undefined, orderBy: SQL[], limit: number) => Promise<Row[]>,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<Row[]> {
  let cursor: Parameters<typeof readKeyset>[1];
  for (;;) {
    const rows = await readKeyset(spec, cursor, pageSize, read, (row) => row);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    cursor = { direction: "after", sort: "export", values: boundaryValues(spec, rows[rows.length - 1]) };
  }
}

/**
 * `column IN (ids)` for a page's ids, as one condition per chunk of at most 90 ids, each bound as its own
 * value: D1 binds at most 100 values per statement, and a list bound as one JSON value (`json_each`)
 * costs a row read per id on top of the rows it finds.
 */
function idChunks(column: Column, ids: readonly string[]): SQL[] {
  const chunks: SQL[] = [];
  for (let i = 0; i < ids.length; i += ID_CHUNK) chunks.push(inArray(column, ids.slice(i, i + ID_CHUNK)) as SQL);
  return chunks;
}
const ID_CHUNK = 90;

/** The rows `query` finds for every chunk of `ids`, the chunks' reads sent to D1 together (`deps.read`). */
async function readByIds<T>(
  deps: Deps,
  column: Column,
  ids: readonly string[],
  query: (condition: SQL) => ReadQuery<T[]>,
): Promise<T[]> {
  const pages = await Promise.all(idChunks(column, ids).map((condition) => deps.read(query(condition))));
  return pages.flat();
}

/** Groups `rows` by `key`, keeping their order. */
function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

export type ExportProfile = { name: string; email: string; timeZone: string; plan: string; memberSince: Date };

/** The account's own fields, no secrets. Undefined when the user is gone. */
export async function readProfile(deps: Deps, userId: string): Promise<ExportProfile | undefined> {
  const [row] = await deps.db
    .select({
      name: users.name,
      email: users.email,
      timeZone: users.timeZone,
      plan: plans.name,
      memberSince: users.createdAt,
    })
    .from(users)
    .innerJoin(plans, eq(plans.id, users.currentPlanId))
    .where(eq(users.id, userId));
  return row;
}

export type AppliedDocument = typeof jobAppliedDocuments.$inferSelect;
export type JobWithInterviews = Job & {
  interviews: Interview[];
  contactPersonName: string | null;
  /** The documents sent with it (issue 33), with its interviews (the JSON export). */
  appliedDocuments?: AppliedDocument[];
};

/**
 * SQLite's BINARY order of two texts: UTF-8 bytes, which is code point order. JavaScript's `<` compares
 * UTF-16 units, which differs from it only between a character above U+FFFF and one in U+E000-U+FFFF.
 */
export function compareText(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.codePointAt(i) as number;
    const y = b.codePointAt(i) as number;
    if (x !== y) return x < y ? -1 : 1;
    if (x > 0xffff) i++;
  }
  return a.length - b.length;
}

/** The export's order of jobs, `(created_at, id)`, as SQLite sorts it. */
const compareJobKey = (aCreated: number, aId: string, bCreated: number, bId: string) =>
  aCreated !== bCreated ? aCreated - bCreated : compareText(aId, bId);

/** Interviews in their jobs' export order (the job's creation, the job's id), then their own creation. */
const interviewsInJobOrderKeys = (): SortSpec =>
  sortKeys(
    "asc",
    { column: interviews.jobCreatedAt, field: "jobCreatedAt", type: "int" },
    { column: interviews.jobId, field: "jobId", type: "text" },
    { column: interviews.createdAt, field: "createdAt", type: "int" },
    { column: interviews.id, field: "id", type: "text" },
  );

/**
 * The user's interviews in the jobs' export order (their job's creation, the job's id, then their own
 * creation), on their own keyset over `interviews_user_job_created_idx`: each read finds only interviews.
 */
function interviewsInJobOrder(deps: Deps, userId: string): AsyncGenerator<Interview[]> {
  return keysetPages(interviewsInJobOrderKeys(), (condition, orderBy, limit) =>
    deps.db
      .select()
      .from(interviews)
      .where(and(eq(interviews.userId, userId), condition))
      .orderBy(...orderBy)
      .limit(limit),
  );
}

/** The rows of `pages` one at a time, with a look at the next one: a page is read when the last is used up. */
class RowStream<Row> {
  private page: Row[] = [];
  private at = 0;
  private done = false;
  constructor(private pages: AsyncGenerator<Row[]>) {}

  async peek(): Promise<Row | undefined> {
    while (this.at >= this.page.length && !this.done) {
      const next = await this.pages.next();
      if (next.done) this.done = true;
      else [this.page, this.at] = [next.value, 0];
    }
    return this.at < this.page.length ? this.page[this.at] : undefined;
  }

  take(): void {
    this.at++;
  }
}

/**
 * The user's jobs, oldest first, each with its contact person's name and, unless `withInterviews` is
 * false (the applications CSV has its own interviews file), its interviews. Jobs and interviews are two
 * keyset streams in the same order, merged as they go (decision 033): the interviews' stream is read a page
 * at a time when the jobs reach it, so rows read are the rows exported, not one probe per job. `onlyIds`:
 * those of the user's jobs alone (a selection's CSV, issue 31), in the same order.
 */
export async function* jobPages(
  deps: Deps,
  userId: string,
  withInterviews = true,
  onlyIds?: readonly string[],
): AsyncGenerator<JobWithInterviews[]> {
  const only = onlyIds ? inIds(jobs.id, onlyIds) : undefined;
  const pages = keysetPages(createdOrder(jobs), (condition, orderBy, limit) =>
    deps.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.userId, userId), only, condition))
      .orderBy(...orderBy)
      .limit(limit),
  );
  const interviewRows = withInterviews ? new RowStream(interviewsInJobOrder(deps, userId)) : undefined;
  /** The interviews of `job`: those of jobs before it (written or deleted during the export) are passed over. */
  const interviewsOf = async (job: Job): Promise<Interview[]> => {
    const found: Interview[] = [];
    for (;;) {
      const next = await interviewRows?.peek();
      if (!next) return found;
      const order = compareJobKey(next.jobCreatedAt, next.jobId, job.createdAt.getTime(), job.id);
      if (order > 0) return found;
      interviewRows?.take();
      if (order === 0) found.push(next);
    }
  };
  for await (const page of pages) {
    const contactIds = [...new Set(page.flatMap((job) => (job.contactPersonId ? [job.contactPersonId] : [])))];
    const people = await readByIds(deps, contacts.id, contactIds, (idIn) =>
      deps.db
        .select({ id: contacts.id, name: contacts.name })
        .from(contacts)
        .where(and(eq(contacts.userId, userId), idIn)),
    );
    const names = new Map(people.map((p) => [p.id, p.name]));
    const applied = withInterviews
      ? groupBy(
          await readByIds(
            deps,
            jobAppliedDocuments.jobId,
            page.map((j) => j.id),
            (idIn) =>
              deps.db
                .select()
                .from(jobAppliedDocuments)
                // By the jobs' key (job_id, sha256): the unary `+` keeps SQLite off the owner's index, which
                // would read every record of the account for each page.
                .where(and(sql`+${jobAppliedDocuments.userId} = ${userId}`, idIn)),
          ).then((rows) =>
            rows.sort((x, y) => x.recordedAt.getTime() - y.recordedAt.getTime() || (x.sha256 < y.sha256 ? -1 : 1)),
          ),
          (a) => a.jobId,
        )
      : undefined;
    const rows: JobWithInterviews[] = [];
    for (const job of page) {
      rows.push({
        ...job,
        ...(applied ? { appliedDocuments: applied.get(job.id) ?? [] } : {}),
        interviews: await interviewsOf(job),
        contactPersonName: job.contactPersonId ? (names.get(job.contactPersonId) ?? null) : null,
      });
    }
    yield rows;
  }
}

export type InterviewWithJob = Interview & { company: string; position: string };

/**
 * The user's interviews in their applications' order (the jobs' creation, then their own) on their own
 * keyset, each with its job's company and position.
 */
export async function* interviewPages(deps: Deps, userId: string): AsyncGenerator<InterviewWithJob[]> {
  yield* keysetPages(interviewsInJobOrderKeys(), (condition, orderBy, limit) =>
    deps.db
      .select({
        ...getTableColumns(interviews),
        company: jobs.company,
        position: jobs.position,
      })
      .from(interviews)
      .innerJoin(jobs, and(eq(jobs.id, interviews.jobId), eq(jobs.userId, userId)))
      .where(and(eq(interviews.userId, userId), condition))
      .orderBy(...orderBy)
      .limit(limit),
  );
}

export type TaskWithNames = Task & {
  jobCompany: string | null;
  jobPosition: string | null;
  contactName: string | null;
};

/**
 * The user's tasks, oldest first; with `withNames` (the tasks CSV), each with its application's company and
 * position and its contact's name (a lookup by primary key each, owner checked).
 */
export function taskPages(deps: Deps, userId: string): AsyncGenerator<Task[]>;
export function taskPages(deps: Deps, userId: string, withNames: true): AsyncGenerator<TaskWithNames[]>;
export function taskPages(deps: Deps, userId: string, withNames = false): AsyncGenerator<Task[]> {
  if (!withNames) {
    return keysetPages(createdOrder(tasks), (condition, orderBy, limit) =>
      deps.db
        .select()
        .from(tasks)
        .where(and(eq(tasks.userId, userId), condition))
        .orderBy(...orderBy)
        .limit(limit),
    );
  }
  return keysetPages(createdOrder(tasks), (condition, orderBy, limit) =>
    deps.db
      .select({
        ...getTableColumns(tasks),
        jobCompany: jobs.company,
        jobPosition: jobs.position,
        contactName: contacts.name,
      })
      .from(tasks)
      .leftJoin(jobs, and(eq(jobs.id, tasks.relatedJobId), eq(jobs.userId, userId)))
      .leftJoin(contacts, and(eq(contacts.id, tasks.relatedContactId), eq(contacts.userId, userId)))
      .where(and(eq(tasks.userId, userId), condition))
      .orderBy(...orderBy)
      .limit(limit),
  );
}

export type ContactWithLinks = Contact & { interactions: Interaction[]; relatedJobIds: string[] };

/** The user's contacts, oldest first, each with its interactions (oldest first) and the ids of its related jobs. */
export async function* contactPages(deps: Deps, userId: string): AsyncGenerator<ContactWithLinks[]> {
  const pages = keysetPages(createdOrder(contacts), (condition, orderBy, limit) =>
    deps.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.userId, userId), condition))
      .orderBy(...orderBy)
      .limit(limit),
  );
  for await (const page of pages) {
    const ids = page.map((contact) => contact.id);
    const [its, links] = await Promise.all([
      readByIds(deps, interactions.contactId, ids, (contactIn) =>
        deps.db
          .select()
          .from(interactions)
          .where(and(eq(interactions.userId, userId), contactIn))
          .orderBy(asc(interactions.contactId), asc(interactions.date), asc(interactions.id)),
      ),
      readByIds(deps, contactJobs.contactId, ids, (contactIn) =>
        deps.db
          .select({ contactId: contactJobs.contactId, jobId: contactJobs.jobId })
          .from(contactJobs)
          .where(and(eq(contactJobs.userId, userId), contactIn))
          .orderBy(asc(contactJobs.contactId), asc(contactJobs.jobId)),
      ),
    ]);
    const byContact = groupBy(its, (i) => i.contactId);
    const jobsOf = groupBy(links, (l) => l.contactId);
    yield page.map((contact) => ({
      ...contact,
      interactions: byContact.get(contact.id) ?? [],
      relatedJobIds: (jobsOf.get(contact.id) ?? []).map((l) => l.jobId),
    }));
  }
}

export type DocumentWithJobs = Document & { jobIds: string[] };

/** The user's stored documents (uploads that finished), oldest first, each with the ids of its jobs. */
export async function* documentPages(deps: Deps, userId: string): AsyncGenerator<DocumentWithJobs[]> {
  const pages = keysetPages(createdOrder(documents), (condition, orderBy, limit) =>
    deps.db
      .select()
      .from(documents)
      .where(and(eq(documents.userId, userId), eq(documents.status, "ready"), condition))
      .orderBy(...orderBy)
      .limit(limit),
  );
  for await (const page of pages) {
    const links = await readByIds(
      deps,
      jobDocuments.documentId,
      page.map((doc) => doc.id),
      (documentIn) =>
        deps.db
          .select({ documentId: jobDocuments.documentId, jobId: jobDocuments.jobId })
          .from(jobDocuments)
          .where(and(eq(jobDocuments.userId, userId), documentIn))
          .orderBy(asc(jobDocuments.documentId), asc(jobDocuments.jobId)),
    );
    const jobsOf = groupBy(links, (l) => l.documentId);
    yield page.map((doc) => ({ ...doc, jobIds: (jobsOf.get(doc.id) ?? []).map((l) => l.jobId) }));
  }
}

export type PaymentRecord = Transaction & { plan: string };

/** The user's payment records, oldest first, with the plan's name. */
export function paymentPages(deps: Deps, userId: string): AsyncGenerator<PaymentRecord[]> {
  return keysetPages(createdOrder(transactions), (condition, orderBy, limit) =>
    deps.db
      .select({ ...getTableColumns(transactions), plan: plans.name })
      .from(transactions)
      .innerJoin(plans, eq(plans.id, transactions.planId))
      .where(and(eq(transactions.userId, userId), condition))
      .orderBy(...orderBy)
      .limit(limit),
  );
}

export type OfferWithJob = OfferRecord & { company: string; position: string };

/**
 * The user's offers (issue 34), oldest first, each with its application's company and position. An account
 * holds one offer per application at most, so a page's read finds the owner's offers by their index.
 */
export function offerPages(deps: Deps, userId: string): AsyncGenerator<OfferWithJob[]> {
  return keysetPages(createdOrder(offers), (condition, orderBy, limit) =>
    deps.db
      .select({ ...getTableColumns(offers), company: jobs.company, position: jobs.position })
      .from(offers)
      .innerJoin(jobs, and(eq(jobs.id, offers.jobId), eq(jobs.userId, userId)))
      .where(and(eq(offers.userId, userId), condition))
      .orderBy(...orderBy)
      .limit(limit),
  );
}
