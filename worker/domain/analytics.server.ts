/**
 * The dashboard's numbers, read from the user's own rows only. The screen (`getDashboardSummary`) and
 * `GET /analytics/dashboard` (`getDashboardAnalytics`, api-contract.md §9) share the status counts; each
 * runs only the queries it shows.
 */
import { and, asc, count, desc, eq, gte, lte, ne, sql } from "drizzle-orm";
import { JOB_STATUSES } from "~/lib/schemas/job";
import { contacts, interviews, jobs, tasks } from "../db/schema";
import type { Deps } from "../deps";
import { listPendingTasks } from "./tasks.server";

const DAY = 24 * 60 * 60 * 1000;

export type ApplicationStats = Record<(typeof JOB_STATUSES)[number] | "total", number>;

export async function applicationStats(deps: Deps, userId: string): Promise<ApplicationStats> {
  const rows = await deps.db
    .select({ status: jobs.status, n: count() })
    .from(jobs)
    .where(eq(jobs.userId, userId))
    .groupBy(jobs.status);
  const stats = Object.fromEntries([...JOB_STATUSES, "total"].map((k) => [k, 0])) as ApplicationStats;
  for (const { status, n } of rows) stats[status] = n;
  stats.total = JOB_STATUSES.filter((s) => s !== "saved").reduce((sum, s) => sum + stats[s], 0);
  return stats;
}

/**
 * What the /dashboard screen shows: the counts, the newest-created jobs (Recent Applications) and the
 * soonest-due tasks not yet completed, undated last (Upcoming Tasks), sized by the caller.
 */
export async function getDashboardSummary(deps: Deps, userId: string, sizes = { recentJobs: 4, upcomingTasks: 3 }) {
  const db = deps.db;
  const [stats, recentJobs, upcomingTasks] = await Promise.all([
    applicationStats(deps, userId),
    db
      .select({
        id: jobs.id,
        company: jobs.company,
        position: jobs.position,
        status: jobs.status,
        applicationDate: jobs.applicationDate,
      })
      .from(jobs)
      .where(eq(jobs.userId, userId))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(sizes.recentJobs),
    // The screen lists tasks whose status is `pending` (spec §7: the dashboard's status=pending call).
    listPendingTasks(deps, userId, { limit: sizes.upcomingTasks, statusPendingOnly: true }),
  ]);
  return { stats, recentJobs, upcomingTasks };
}

/** What `GET /analytics/dashboard` answers (api-contract.md §9). */
export async function getDashboardAnalytics(deps: Deps, userId: string) {
  const now = deps.now();
  const weekAhead = new Date(now.getTime() + 7 * DAY);
  const threeMonthsAgo = new Date(now.getTime() - 92 * DAY);
  const db = deps.db;

  const [stats, upcomingInterviews, pendingSoon, recentApplications, timeline, overview] = await Promise.all([
    applicationStats(deps, userId),
    db
      .select({
        jobId: jobs.id,
        company: jobs.company,
        position: jobs.position,
        date: interviews.date,
        interviewType: interviews.interviewType,
        withPerson: interviews.withPerson,
      })
      .from(interviews)
      .innerJoin(jobs, eq(jobs.id, interviews.jobId))
      .where(and(eq(interviews.userId, userId), gte(interviews.date, now), lte(interviews.date, weekAhead)))
      .orderBy(asc(interviews.date))
      .limit(5),
    listPendingTasks(deps, userId, { limit: 5, dueFrom: now, dueTo: weekAhead }),
    db
      .select()
      .from(jobs)
      .where(and(eq(jobs.userId, userId), ne(jobs.status, "saved")))
      .orderBy(desc(jobs.applicationDate), desc(jobs.id))
      .limit(5),
    db
      .select({
        day: sql<string>`strftime('%Y-%m-%d', ${jobs.applicationDate} / 1000, 'unixepoch')`,
        n: count(),
      })
      .from(jobs)
      .where(and(eq(jobs.userId, userId), ne(jobs.status, "saved"), gte(jobs.applicationDate, threeMonthsAgo)))
      .groupBy(sql`1`)
      .orderBy(sql`1`),
    Promise.all([
      db.select({ n: count() }).from(contacts).where(eq(contacts.userId, userId)),
      db
        .select({
          completed: sql<number>`sum(${tasks.status} = 'completed')`,
          open: sql<number>`sum(${tasks.status} != 'completed')`,
        })
        .from(tasks)
        .where(eq(tasks.userId, userId)),
      db
        .select({ n: count() })
        .from(interviews)
        .where(and(eq(interviews.userId, userId), gte(interviews.date, now), lte(interviews.date, weekAhead))),
    ]),
  ]);

  const [[contactCount], [taskCounts], [interviewCount]] = overview;
  return {
    stats,
    upcomingInterviews,
    pendingSoon,
    recentApplications,
    timeline: timeline.map((r) => ({ _id: r.day, count: r.n })),
    activityOverview: {
      totalContacts: contactCount?.n ?? 0,
      completedTasks: Number(taskCounts?.completed ?? 0),
      pendingTasks: Number(taskCounts?.open ?? 0),
      upcomingInterviewCount: interviewCount?.n ?? 0,
    },
  };
}
