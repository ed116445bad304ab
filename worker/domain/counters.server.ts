/**
 * The per-user counters (`user_counters`, kept exact by triggers: docs/decisions/020). Totals that do not
 * depend on a search or on a combination of filters are read here (one row by primary key) instead of
 * counting the user's rows.
 */

import type { JobStatus, TaskStatus } from "@core/enums";
import { JOB_STATUSES, JOB_TYPES, TASK_STATUSES } from "@core/enums";
import { eq, type SQL, sql } from "drizzle-orm";
import { type UserCounters, userCounters } from "../db/schema";
import type { Deps } from "../deps";

export type JobType = (typeof JOB_TYPES)[number];

const column = (prefix: string, value: string) => `${prefix}_${value.replace(/-/g, "_")}`;

/** The SQL column holding the count of the user's jobs in `status` (or of `jobType`). */
const JOBS_BY_STATUS = Object.fromEntries(JOB_STATUSES.map((s) => [s, column("jobs", s)])) as Record<JobStatus, string>;
const JOBS_BY_TYPE = Object.fromEntries(JOB_TYPES.map((s) => [s, column("jobs", s)])) as Record<JobType, string>;
const TASKS_BY_STATUS = Object.fromEntries(TASK_STATUSES.map((s) => [s, column("tasks", s)])) as Record<
  TaskStatus,
  string
>;

/** A scalar subquery: the user's number of jobs (every status), for a plan-limit check inside a write. */
export function jobCountSql(userId: string): SQL {
  const sum = sql.raw(Object.values(JOBS_BY_STATUS).join(" + "));
  return sql`(SELECT ${sum} FROM ${userCounters} WHERE ${userCounters.userId} = ${userId})`;
}

/** A scalar subquery: the user's number of contacts. */
export function contactCountSql(userId: string): SQL {
  return sql`(SELECT ${userCounters.contacts} FROM ${userCounters} WHERE ${userCounters.userId} = ${userId})`;
}

const ZERO: Omit<UserCounters, "userId"> = {
  jobsApplied: 0,
  jobsScreening: 0,
  jobsInterview: 0,
  jobsOffer: 0,
  jobsRejected: 0,
  jobsWithdrawn: 0,
  jobsSaved: 0,
  jobsFullTime: 0,
  jobsPartTime: 0,
  jobsContract: 0,
  jobsInternship: 0,
  jobsRemote: 0,
  jobsOther: 0,
  jobsFavorite: 0,
  contacts: 0,
  tasksPending: 0,
  tasksInProgress: 0,
  tasksCompleted: 0,
  tasksCancelled: 0,
  documents: 0,
  documentBytes: 0,
};

export type Counts = {
  jobs: { total: number; byStatus: Record<JobStatus, number>; byType: Record<JobType, number>; favorite: number };
  contacts: number;
  tasks: { total: number; byStatus: Record<TaskStatus, number> };
};

const camel = (snake: string) => snake.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()) as keyof typeof ZERO;

/** The user's counts, from one row. */
export async function readCounts(deps: Deps, userId: string): Promise<Counts> {
  const [row] = await deps.read(deps.db.select().from(userCounters).where(eq(userCounters.userId, userId)).limit(1));
  const r = row ?? { userId, ...ZERO };
  const pick = <K extends string>(map: Record<K, string>) =>
    Object.fromEntries(Object.entries<string>(map).map(([k, c]) => [k, r[camel(c)]])) as Record<K, number>;
  const byStatus = pick(JOBS_BY_STATUS);
  const tasksByStatus = pick(TASKS_BY_STATUS);
  return {
    jobs: {
      total: Object.values<number>(byStatus).reduce((a, b) => a + b, 0),
      byStatus,
      byType: pick(JOBS_BY_TYPE),
      favorite: r.jobsFavorite,
    },
    contacts: r.contacts,
    tasks: { total: Object.values<number>(tasksByStatus).reduce((a, b) => a + b, 0), byStatus: tasksByStatus },
  };
}
