/**
 * The dashboard's numbers, read from the user's own rows only. The screen (`getDashboardSummary`) and
 * `GET /analytics/dashboard` (`getDashboardAnalytics`, api-contract.md §9) share the status counts; each
 * runs only the queries it shows.
 */

import { DAY_MS } from "@core/dates";
import { JOB_STATUSES } from "@core/schemas/job";
import { and, asc, count, desc, eq, gte, lte, ne } from "drizzle-orm";
import { interviews, jobApplicationMonths, jobs } from "../db/schema";
import type { Deps } from "../deps";
import { type Counts, readCounts } from "./counters.server";
import { listPendingTasks } from "./tasks.server";

export type ApplicationStats = Record<(typeof JOB_STATUSES)[number] | "total", number>;

/** The status counts, from the counters (one row); `total` leaves out `saved`. */
export function statsFrom(counts: Counts): ApplicationStats {
  const stats = { ...counts.jobs.byStatus, total: 0 } as ApplicationStats;
  stats.total = JOB_STATUSES.filter((s) => s !== "saved").reduce((sum, s) => sum + stats[s], 0);
  return stats;
}

export async function applicationStats(deps: Deps, userId: string): Promise<ApplicationStats> {
  return statsFrom(await readCounts(deps, userId));
}

/**
 * Non-saved jobs per UTC application day after `since`'s own day up to today, oldest first, from the
 * monthly counter rows (docs/decisions/020): 4 rows for 3 months, whatever the user's history.
 */
async function applicationTimeline(deps: Deps, userId: string, since: Date, now: Date) {
  const fromDay = since.toISOString().slice(0, 10);
  const rows = await deps.read(
    deps.db
      .select({ month: jobApplicationMonths.month, days: jobApplicationMonths.days })
      .from(jobApplicationMonths)
      .where(
        and(
          eq(jobApplicationMonths.userId, userId),
          gte(jobApplicationMonths.month, fromDay.slice(0, 7)),
          lte(jobApplicationMonths.month, now.toISOString().slice(0, 7)),
        ),
      )
      .orderBy(asc(jobApplicationMonths.month)),
  );
  const out: { _id: string; count: number }[] = [];
  for (const { month, days } of rows) {
    for (const [day, n] of Object.entries(days).sort(([a], [b]) => (a < b ? -1 : 1))) {
      const date = `${month}-${day}`;
      if (n > 0 && date > fromDay) out.push({ _id: date, count: n });
    }
  }
  return out;
}

/**
 * What the /dashboard screen shows: the counts, the newest-created jobs (Recent Applications) and the
 * soonest-due tasks not yet completed, undated last (Upcoming Tasks), sized by the caller.
 */
export async function getDashboardSummary(deps: Deps, userId: string, sizes = { recentJobs: 4, upcomingTasks: 3 }) {
  const db = deps.db;
  const [stats, recentJobs, upcomingTasks] = await Promise.all([
    applicationStats(deps, userId),
    deps.read(
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
    ),
    // The screen lists tasks whose status is `pending` (spec §7: the dashboard's status=pending call).
    listPendingTasks(deps, userId, { limit: sizes.upcomingTasks, statusPendingOnly: true }),
  ]);
  return { stats, recentJobs, upcomingTasks };
}

/**
 * The caller's next five interviews from `from` (up to `until` when given), soonest first, with their
 * application: the dashboard's week ahead and the analytics page's upcoming list. Distinct result column
 * names (jobs.id is the only id), so the select can go in a read batch.
 */
export function readUpcomingInterviews(deps: Deps, userId: string, from: Date, until?: Date) {
  return deps.read(
    deps.db
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
      .where(
        and(eq(interviews.userId, userId), gte(interviews.date, from), until ? lte(interviews.date, until) : undefined),
      )
      .orderBy(asc(interviews.date))
      .limit(5),
  );
}

/** What `GET /analytics/dashboard` answers (api-contract.md §9). */
export async function getDashboardAnalytics(deps: Deps, userId: string) {
  const now = deps.now();
  const weekAhead = new Date(now.getTime() + 7 * DAY_MS);
  const threeMonthsAgo = new Date(now.getTime() - 92 * DAY_MS);
  const db = deps.db;

  const [counts, upcomingInterviews, pendingSoon, recentApplications, timeline, [interviewCount]] = await Promise.all([
    readCounts(deps, userId),
    readUpcomingInterviews(deps, userId, now, weekAhead),
    listPendingTasks(deps, userId, { limit: 5, dueFrom: now, dueTo: weekAhead }),
    deps.read(
      db
        .select()
        .from(jobs)
        .where(and(eq(jobs.userId, userId), ne(jobs.status, "saved")))
        .orderBy(desc(jobs.applicationDate), desc(jobs.id))
        .limit(5),
    ),
    applicationTimeline(deps, userId, threeMonthsAgo, now),
    // Bounded by the week's interviews, read through the (user, date) index.
    deps.read(
      db
        .select({ n: count().as("n") })
        .from(interviews)
        .where(and(eq(interviews.userId, userId), gte(interviews.date, now), lte(interviews.date, weekAhead))),
    ),
  ]);

  const stats = statsFrom(counts);
  return {
    stats,
    upcomingInterviews,
    pendingSoon,
    recentApplications,
    timeline,
    activityOverview: {
      totalContacts: counts.contacts,
      completedTasks: counts.tasks.byStatus.completed,
      pendingTasks: counts.tasks.total - counts.tasks.byStatus.completed,
      upcomingInterviewCount: interviewCount?.n ?? 0,
    },
  };
}
