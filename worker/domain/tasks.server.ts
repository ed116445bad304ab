/**
 * Tasks: every rule, once. The API (`worker/api/tasks.ts`), the screens (`app/routes/tasks`) and the
 * dashboard both call these. Every query carries the caller's id; another user's task is simply not
 * found. References are populated in every answer (api-contract.md §2.7) and written through a subquery
 * scoped to the caller, so a job or contact deleted meanwhile is stored as null, never as a dangling id.
 */

import {
  DAY_MS,
  DEFAULT_TIME_ZONE,
  dateOnlyValue,
  iso,
  parseDateOnly,
  parseDateTimeLocal,
  toDateInputValue,
} from "@core/dates";
import { PRIORITY_RANK } from "@core/enums";
import type { DueWindow, TaskCreateInput, TaskListQuery, TaskUpdateInput } from "@core/schemas/task";
import { and, asc, eq, gte, isNotNull, isNull, lte, ne, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { readPage, type SortSpec, sortKeys } from "../db/keyset";
import { contacts, jobs, type Task, tasks, users } from "../db/schema";
import { sqlBatch } from "../db/sql-batch";
import type { Deps } from "../deps";
import { newId } from "../lib/ids";
import { fail, ok, type Result } from "../lib/result";
import { countMatches, type SearchPlan, searchPlan, selectMatching } from "../lib/search";
import { readCounts } from "./counters.server";
import { checkReferences } from "./references.server";
import { insertTasks, taskRowFrom } from "./writes.server";

export type TaskJobRef = { _id: string; company: string; position: string };
export type TaskContactRef = { _id: string; name: string; email: string; company: string };

/** The task as the contract's clients read it (api-contract.md §2.3), references populated (contract §2.7). */
export function serializeTask(t: Task, job: TaskJobRef | null, contact: TaskContactRef | null) {
  return {
    _id: t.id,
    user: t.userId,
    title: t.title,
    description: t.description,
    status: t.status,
    priority: t.priority,
    category: t.category,
    dueDate: iso(t.dueDate),
    reminder: iso(t.reminder),
    relatedJob: job,
    relatedContact: contact,
    completedAt: iso(t.completedAt),
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

export type TaskDto = ReturnType<typeof serializeTask>;

const taskNotFound = () => fail("NOT_FOUND", "Task not found");
const mine = (userId: string, taskId: string) => and(eq(tasks.id, taskId), eq(tasks.userId, userId));
const validId = (id: string) => !!id && id.length <= 64;

/** A joined text column under its own name: `jobs.id` and `contacts.id` must not both answer as `id`. */
const named = (column: SQLiteColumn, name: string) => sql<string | null>`${column}`.as(name);

/**
 * The task and its job's and contact's fields, every result column distinctly named so the select can
 * travel in a read batch (worker/db/read-batch.ts); the references are put together in `toDto`.
 */
const POPULATED = {
  task: tasks,
  jobId: named(jobs.id, "job_id"),
  jobCompany: named(jobs.company, "job_company"),
  jobPosition: named(jobs.position, "job_position"),
  contactId: named(contacts.id, "contact_id"),
  contactName: named(contacts.name, "contact_name"),
  contactEmail: named(contacts.email, "contact_email"),
  contactCompany: named(contacts.company, "contact_company"),
};

/**
 * Tasks with their job and contact, each joined only when it is the caller's own; with an index search,
 * the tasks come from the search index's matches (`search.condition` joins them).
 */
function selectPopulated(deps: Deps, userId: string, search?: SearchPlan) {
  return selectMatching(deps.db, POPULATED, tasks, search)
    .leftJoin(jobs, and(eq(jobs.id, tasks.relatedJobId), eq(jobs.userId, userId)))
    .leftJoin(contacts, and(eq(contacts.id, tasks.relatedContactId), eq(contacts.userId, userId)));
}

type PopulatedRow = { task: Task } & { [K in Exclude<keyof typeof POPULATED, "task">]: string | null };
const toDto = (r: PopulatedRow) =>
  serializeTask(
    r.task,
    r.jobId ? { _id: r.jobId, company: r.jobCompany ?? "", position: r.jobPosition ?? "" } : null,
    r.contactId
      ? { _id: r.contactId, name: r.contactName ?? "", email: r.contactEmail ?? "", company: r.contactCompany ?? "" }
      : null,
  );

/**
 * The instants that bound "today" in `tz` (docs/decisions/016): `date` is today's calendar date as a
 * date-only value (00:00 UTC), `start`/`tomorrow`/`week` are 00:00 in the zone of today, tomorrow and
 * today + 7 days (computed per day, so a DST change inside the week is honoured).
 */
export function dueWindowBounds(now: Date, tz: string) {
  const date = parseDateOnly(toDateInputValue(now, tz));
  if (!date) throw new Error("Today's date could not be read");
  const zoneMidnight = (days: number) => {
    const instant = parseDateTimeLocal(`${dateOnlyValue(new Date(date.getTime() + days * DAY_MS))}T00:00`, tz);
    if (!instant) throw new Error("A day boundary could not be computed");
    return instant.getTime();
  };
  return {
    date: date.getTime(),
    start: zoneMidnight(0),
    tomorrow: zoneMidnight(1),
    dayAfterTomorrow: zoneMidnight(2),
    week: zoneMidnight(7),
  };
}

/**
 * A due-date window (contract §5.3). A date-only due date (exactly 00:00 UTC) is compared as a calendar
 * date with today's date in the user's zone; any other due date is an instant compared with the zone's
 * day boundaries. The outer range lets the (user, due date) index narrow the rows first.
 */
function dueWindowSql(window: DueWindow, b: ReturnType<typeof dueWindowBounds>): SQL {
  const due = tasks.dueDate;
  const isDate = sql`(${due} % ${DAY_MS}) = 0`;
  const isInstant = sql`(${due} % ${DAY_MS}) <> 0`;
  switch (window) {
    case "today":
      return sql`(${due} >= ${Math.min(b.date, b.start)} AND ${due} < ${Math.max(b.date + 1, b.tomorrow)}
        AND ((${isDate} AND ${due} = ${b.date}) OR (${isInstant} AND ${due} >= ${b.start} AND ${due} < ${b.tomorrow})))`;
    case "upcoming":
      return sql`(${due} >= ${Math.min(b.date, b.start)} AND ${due} <= ${Math.max(b.date + 7 * DAY_MS, b.week)}
        AND ((${isDate} AND ${due} <= ${b.date + 7 * DAY_MS} AND ${due} >= ${b.date})
          OR (${isInstant} AND ${due} >= ${b.start} AND ${due} <= ${b.week})))`;
    case "overdue":
      return sql`(${due} < ${Math.max(b.date, b.start)}
        AND ((${isDate} AND ${due} < ${b.date}) OR (${isInstant} AND ${due} < ${b.start})))`;
  }
}

async function timeZoneOf(deps: Deps, userId: string): Promise<string> {
  const user = await deps.db.query.users.findFirst({ columns: { timeZone: true }, where: eq(users.id, userId) });
  return user?.timeZone ?? DEFAULT_TIME_ZONE;
}

const created = { column: tasks.createdAt, field: "createdAt", type: "int" } as const;
const byId = { column: tasks.id, field: "id", type: "text" } as const;
const due = { column: tasks.dueDate, field: "dueDate", type: "int", nullable: true } as const;
const rank = { column: tasks.priorityRank, field: "priorityRank", type: "int" } as const;

// Each sort's keys, ending in the id tie-break. SQLite sorts NULL lowest: ASC puts undated tasks first and
// DESC last, as the contract asks.
const SORTS: Record<TaskListQuery["sort"], SortSpec> = {
  newest: sortKeys("desc", created, byId),
  oldest: sortKeys("asc", created, byId),
  "dueDate-asc": sortKeys("asc", due, byId),
  "dueDate-desc": sortKeys("desc", due, byId),
  "priority-high": sortKeys("desc", rank, created, byId),
  "priority-low": [
    { ...rank, dir: "asc" },
    { ...created, dir: "desc" },
    { ...byId, dir: "desc" },
  ],
};

/**
 * One page of the caller's tasks, filtered and sorted (contract §5.3), each populated. `dueDate` windows
 * use the caller's own time zone; `overdue` also drops completed tasks and replaces any status filter.
 */
export async function listTasks(deps: Deps, userId: string, query: TaskListQuery) {
  const conditions: SQL[] = [eq(tasks.userId, userId)];
  if (query.dueDate === "overdue") conditions.push(ne(tasks.status, "completed"));
  else if (query.status) conditions.push(eq(tasks.status, query.status));
  if (query.priority) conditions.push(eq(tasks.priorityRank, PRIORITY_RANK[query.priority]));
  if (query.category) conditions.push(eq(tasks.category, query.category));
  if (query.relatedJob) conditions.push(eq(tasks.relatedJobId, query.relatedJob));
  if (query.relatedContact) conditions.push(eq(tasks.relatedContactId, query.relatedContact));
  if (query.dueDate) {
    const bounds = dueWindowBounds(deps.now(), await timeZoneOf(deps, userId));
    conditions.push(dueWindowSql(query.dueDate, bounds));
  }
  const search = query.search
    ? searchPlan(tasks, "tasks_fts", userId, ["title", "description"], [tasks.title, tasks.description], query.search)
    : undefined;
  // Unfiltered, or filtered by status alone: the counters know the total; a search alone, the index.
  const fromCounters = conditions.length === 1 || (conditions.length === 2 && query.status && !query.dueDate);
  const searchOnly = search?.kind === "fts" && conditions.length === 1;
  if (search?.condition) conditions.push(search.condition);
  const where = and(...conditions);
  const total =
    fromCounters && !search
      ? readCounts(deps, userId).then((c) => (query.status ? c.tasks.byStatus[query.status] : c.tasks.total))
      : countMatches(deps, tasks, search, where, searchOnly);
  const { rows, ...page } = await readPage({
    sorts: SORTS,
    query,
    total,
    read: (condition, order, limit, offset) =>
      deps.read(
        selectPopulated(deps, userId, search)
          .where(and(where, condition))
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      ),
    rowOf: (r) => r.task,
  });
  return {
    tasks: rows.map(toDto),
    totalTasks: page.total,
    numOfPages: Math.ceil(page.total / query.limit),
    currentPage: query.page,
    count: rows.length,
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
  };
}

/**
 * The caller's open tasks, soonest due first, undated last: the API's `pendingTasks` (not completed,
 * due within a window, contract §9) and the dashboard screen's Upcoming Tasks (status `pending` only).
 */
export async function listPendingTasks(
  deps: Deps,
  userId: string,
  opts: { limit: number; dueFrom?: Date; dueTo?: Date; statusPendingOnly?: boolean },
): Promise<TaskDto[]> {
  const open = opts.statusPendingOnly ? eq(tasks.status, "pending") : ne(tasks.status, "completed");
  const dated = deps.read(
    selectPopulated(deps, userId)
      .where(
        and(
          eq(tasks.userId, userId),
          open,
          opts.dueFrom ? gte(tasks.dueDate, opts.dueFrom) : isNotNull(tasks.dueDate),
          opts.dueTo ? lte(tasks.dueDate, opts.dueTo) : undefined,
        ),
      )
      .orderBy(asc(tasks.dueDate), asc(tasks.id))
      .limit(opts.limit),
  );
  // Undated tasks come last: a second index range, read only when a window does not exclude them.
  const undated =
    opts.dueFrom || opts.dueTo
      ? Promise.resolve([])
      : deps.read(
          selectPopulated(deps, userId)
            .where(and(eq(tasks.userId, userId), open, isNull(tasks.dueDate)))
            .orderBy(asc(tasks.id))
            .limit(opts.limit),
        );
  const [first, last] = await Promise.all([dated, undated]);
  return [...first, ...last].slice(0, opts.limit).map(toDto);
}

/**
 * The caller's open tasks (pending or in progress) due today or before (the list's `today` and `overdue`
 * windows, in the caller's zone), oldest due first: the /today screen. One range of the (user, status, due
 * date) index per open status, each stopping at `limit`, merged here: old completed tasks are never read.
 */
export async function listTasksDueByToday(deps: Deps, userId: string, timeZone: string, limit: number) {
  const b = dueWindowBounds(deps.now(), timeZone);
  // `today` ∪ `overdue` of dueWindowSql: a date-only due date up to today's date, an instant before
  // tomorrow's start in the zone; one outer range, so the index is walked in due order up to `limit`.
  const due = tasks.dueDate;
  const dueByToday = sql`(${due} < ${Math.max(b.date + DAY_MS, b.tomorrow)}
    AND (((${due} % ${DAY_MS}) = 0 AND ${due} <= ${b.date}) OR ((${due} % ${DAY_MS}) <> 0 AND ${due} < ${b.tomorrow})))`;
  const byStatus = await Promise.all(
    (["pending", "in-progress"] as const).map((status) =>
      deps.read(
        selectPopulated(deps, userId)
          .where(and(eq(tasks.userId, userId), eq(tasks.status, status), dueByToday))
          .orderBy(asc(tasks.dueDate), asc(tasks.id))
          .limit(limit),
      ),
    ),
  );
  const key = (r: PopulatedRow) => `${String(r.task.dueDate?.getTime() ?? 0).padStart(16, "0")}${r.task.id}`;
  return byStatus
    .flat()
    .sort((a, b) => (key(a) < key(b) ? -1 : 1))
    .slice(0, limit)
    .map(toDto);
}

/** The caller's task, populated. Failures: NOT_FOUND "Task not found". */
export async function getTask(deps: Deps, userId: string, taskId: string): Promise<Result<TaskDto>> {
  if (!validId(taskId)) return taskNotFound();
  const [row] = await selectPopulated(deps, userId).where(mine(userId, taskId)).limit(1);
  return row ? ok(toDto(row)) : taskNotFound();
}

/** The id when the caller owns that job (or contact), else NULL: ownership inside the write itself. */
const ownedJob = (userId: string, id: string | null) =>
  id ? sql`(SELECT ${jobs.id} FROM ${jobs} WHERE ${jobs.id} = ${id} AND ${jobs.userId} = ${userId})` : null;
const ownedContact = (userId: string, id: string | null) =>
  id
    ? sql`(SELECT ${contacts.id} FROM ${contacts} WHERE ${contacts.id} = ${id} AND ${contacts.userId} = ${userId})`
    : null;

function checkTaskReferences(
  deps: Deps,
  userId: string,
  input: { relatedJob?: string | null; relatedContact?: string | null },
) {
  return checkReferences(deps, userId, [
    { field: "relatedJob", kind: "job", ids: input.relatedJob },
    { field: "relatedContact", kind: "contact", ids: input.relatedContact },
  ]);
}

/**
 * Creates a task; created as `completed`, it is completed now (contract §5.2).
 * Failures: VALIDATION (relatedJob / relatedContact not the caller's).
 */
export async function createTask(deps: Deps, userId: string, input: TaskCreateInput): Promise<Result<TaskDto>> {
  const badReference = await checkTaskReferences(deps, userId, input);
  if (badReference) return badReference;
  const now = deps.now();
  const id = newId();
  await sqlBatch(
    deps.db,
    insertTasks(userId, [
      taskRowFrom(
        id,
        input,
        { relatedJobId: input.relatedJob, relatedContactId: input.relatedContact },
        {
          completedAt: input.status === "completed" ? now.getTime() : null,
          createdAt: now.getTime(),
          updatedAt: now.getTime(),
        },
      ),
    ]),
  );
  return getTask(deps, userId, id);
}

/** `completedAt` for a task that is (now) completed: kept if it already was, else now. */
const completedNow = (now: Date) =>
  sql`CASE WHEN ${tasks.status} = 'completed' AND ${tasks.completedAt} IS NOT NULL THEN ${tasks.completedAt} ELSE ${now.getTime()} END`;

const PLAIN_COLUMNS = ["title", "description", "category", "dueDate", "reminder"] as const;

/**
 * Changes the fields given (a partial body or the whole echoed task); server-owned fields never reach
 * here. `completedAt` follows contract §5.2 in the same statement: set to now when the status becomes
 * `completed`, kept when it already was, cleared for any other status, untouched without a status.
 * A body that names no field changes nothing. Failures: NOT_FOUND, VALIDATION (references).
 */
export async function updateTask(
  deps: Deps,
  userId: string,
  taskId: string,
  input: TaskUpdateInput,
): Promise<Result<TaskDto>> {
  if (!validId(taskId)) return taskNotFound();
  const existing = await deps.db.query.tasks.findFirst({ columns: { id: true }, where: mine(userId, taskId) });
  if (!existing) return taskNotFound();
  const badReference = await checkTaskReferences(deps, userId, input);
  if (badReference) return badReference;
  const now = deps.now();
  const changes: Record<string, unknown> = {};
  for (const key of PLAIN_COLUMNS) if (input[key] !== undefined) changes[key] = input[key];
  if (input.priority) {
    changes.priority = input.priority;
    changes.priorityRank = PRIORITY_RANK[input.priority];
  }
  if (input.relatedJob !== undefined) changes.relatedJobId = ownedJob(userId, input.relatedJob);
  if (input.relatedContact !== undefined) changes.relatedContactId = ownedContact(userId, input.relatedContact);
  if (input.status) {
    changes.status = input.status;
    changes.completedAt = input.status === "completed" ? completedNow(now) : null;
  }
  if (Object.keys(changes).length === 0) return getTask(deps, userId, taskId);
  const updated = await deps.db
    .update(tasks)
    .set({ ...changes, updatedAt: now })
    .where(mine(userId, taskId))
    .returning({ id: tasks.id });
  if (updated.length === 0) return taskNotFound();
  return getTask(deps, userId, taskId);
}

/**
 * Marks the task completed in one statement; `completedAt` is now unless it was already completed
 * (kept, contract §5.2). `unchangedSince`: the `updatedAt` the caller saw (an offline copy of /today);
 * the task is completed only if it has not changed since, in the same statement, so a change made
 * meanwhile elsewhere is never overwritten. Failures: NOT_FOUND "Task not found", STALE (changed since).
 */
export async function completeTask(
  deps: Deps,
  userId: string,
  taskId: string,
  opts: { unchangedSince?: Date } = {},
): Promise<Result<TaskDto>> {
  if (!validId(taskId)) return taskNotFound();
  const now = deps.now();
  const unchanged = opts.unchangedSince ? eq(tasks.updatedAt, opts.unchangedSince) : undefined;
  const updated = await deps.db
    .update(tasks)
    .set({ status: "completed", completedAt: completedNow(now), updatedAt: now })
    .where(and(mine(userId, taskId), unchanged))
    .returning({ id: tasks.id });
  if (updated.length === 0) {
    const current = unchanged ? await getTask(deps, userId, taskId) : taskNotFound();
    return current.ok ? fail("STALE", "This task changed after your copy was saved; nothing was changed") : current;
  }
  return getTask(deps, userId, taskId);
}

/** Deletes the caller's task in one statement. Failures: NOT_FOUND "Task not found". */
export async function deleteTask(deps: Deps, userId: string, taskId: string): Promise<Result<{ id: string }>> {
  if (!validId(taskId)) return taskNotFound();
  const deleted = await deps.db.delete(tasks).where(mine(userId, taskId)).returning({ id: tasks.id });
  if (deleted.length === 0) return taskNotFound();
  return ok({ id: taskId });
}
