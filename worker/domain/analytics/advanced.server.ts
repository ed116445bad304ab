/**
 * Advanced analytics (issue 23, contract §9's optional endpoints and the /analytics screen), for plans
 * with `advancedAnalytics`. One wave of reads (decision 025): the user's zone and plan, the rollup
 * (docs/decisions/034-analytics-rollups.md) and, as the areas asked for need them, the tasks, the contacts
 * and the next interviews. The read never writes: the rollup is kept by triggers for every user, and a
 * zone change rebuilds it in the request that saves the zone.
 */

import type { AnalyticsPeriod } from "@core/analytics";
import { calendarDayIn, toDateInputValue } from "@core/dates";
import { eq, sql } from "drizzle-orm";
import { contacts, documents, jobAppliedDocuments, plans, tasks, users } from "../../db/schema";
import type { Deps } from "../../deps";
import { fail, ok, type Result } from "../../lib/result";
import { readUpcomingInterviews } from "../dashboard.server";
import { planFeatureColumns, planFeatures, planNamesWith } from "../plan-limits.server";
import { listInWords } from "../plan-summary";
import { type AnswerFigures, answerFigures } from "./answers";
import {
  applicationFigures,
  type ContactFacts,
  interviewFigures,
  networkingFigures,
  periodWindow,
  scanRollup,
  type TaskFacts,
  taskFigures,
  type UpcomingInterview,
} from "./figures";
import { rollupRead } from "./rollup.server";

/** The areas the API serves one each (contract §9). */
export type AnalyticsArea = "applications" | "interviews" | "tasks" | "networking";
/** And what the screen also shows: by source, by resume version, score vs outcome (issue 33). */
export type AnalyticsPart = AnalyticsArea | "answers";

/** At most this many resume versions are named (a loose index scan, one step per version). */
export const VERSIONS_READ = 100;

/**
 * The resume versions the user has sent, one row per content hash (issue 33): a loose scan of the
 * `(user_id, sha256)` index of job_applied_documents, one step and one lookup per distinct hash, so the
 * rows read grow with the versions, never with the applications. The name is the recorded one; the date,
 * the document's upload when it still exists, else when it was first recorded.
 */
function readResumeVersions(deps: Deps, userId: string) {
  const firstRowids = sql`WITH RECURSIVE v(sha) AS (
      SELECT (SELECT min(x.sha256) FROM job_applied_documents x WHERE x.user_id = ${userId})
      UNION ALL
      SELECT (SELECT min(x.sha256) FROM job_applied_documents x WHERE x.user_id = ${userId} AND x.sha256 > v.sha)
      FROM v WHERE v.sha IS NOT NULL LIMIT ${VERSIONS_READ * 4}
    )
    SELECT (SELECT x.rowid FROM job_applied_documents x WHERE x.user_id = ${userId} AND x.sha256 = v.sha LIMIT 1)
    FROM v WHERE v.sha IS NOT NULL`;
  return deps.read(
    deps.db
      .select({
        sha256: jobAppliedDocuments.sha256,
        name: jobAppliedDocuments.name,
        since:
          sql<number>`COALESCE((SELECT d.created_at FROM ${documents} d WHERE d.id = ${jobAppliedDocuments.documentId} AND d.user_id = ${userId}), ${jobAppliedDocuments.recordedAt})`.as(
            "since",
          ),
      })
      .from(jobAppliedDocuments)
      // The rowids drive the read: the unary `+` keeps SQLite from scanning the owner's index instead (every
      // record of the account); the owner is still checked on each row.
      .where(
        sql`${jobAppliedDocuments}.rowid IN (${firstRowids}) AND +${jobAppliedDocuments.userId} = ${userId} AND +${jobAppliedDocuments.type} = 'resume'`,
      )
      .limit(VERSIONS_READ),
  );
}

/** The refusal on a plan without advanced analytics; `names` are the plans that have it (planNamesWith). */
function analyticsRefusal(names: string[]): string {
  const list = listInWords(names) || "a paid";
  return `Advanced analytics is included in the ${list} plan${names.length > 1 ? "s" : ""}. Upgrade at /plans to see it.`;
}

export type AdvancedAnalytics = {
  period: AnalyticsPeriod;
  timeZone: string;
  today: string;
  start: string | null;
  applications?: ReturnType<typeof applicationFigures>;
  interviews?: ReturnType<typeof interviewFigures>;
  tasks?: ReturnType<typeof taskFigures>;
  networking?: ReturnType<typeof networkingFigures>;
  answers?: AnswerFigures;
};

/**
 * The figures of `areas` over `period` in the user's zone. Failures: PLAN_LIMIT (403) on a plan without
 * `advancedAnalytics`, naming the plans that have it; NOT_FOUND when the account is gone.
 */
export async function getAdvancedAnalytics(
  deps: Deps,
  userId: string,
  period: AnalyticsPeriod,
  areas: readonly AnalyticsPart[],
): Promise<Result<AdvancedAnalytics>> {
  const now = deps.now();
  const wants = (a: AnalyticsPart) => areas.includes(a);
  const usesRollup = wants("applications") || wants("interviews") || wants("networking") || wants("answers");
  const [[account], planNames, rollup, taskRows, contactRows, upcoming, versionRows] = await Promise.all([
    deps.read(
      deps.db
        .select({
          timeZone: users.timeZone,
          ...planFeatureColumns,
        })
        .from(users)
        .innerJoin(plans, eq(plans.id, users.currentPlanId))
        .where(eq(users.id, userId)),
    ),
    planNamesWith(deps, "advancedAnalytics"),
    usesRollup ? rollupRead(deps, userId, period, now) : [],
    wants("tasks")
      ? deps.read(
          deps.db
            .select({
              status: tasks.status,
              category: tasks.category,
              dueDate: tasks.dueDate,
              completedAt: tasks.completedAt,
              createdAt: tasks.createdAt,
            })
            .from(tasks)
            .where(eq(tasks.userId, userId)),
        )
      : [],
    wants("networking")
      ? deps.read(
          deps.db
            .select({
              id: contacts.id,
              name: contacts.name,
              company: contacts.company,
              relationship: contacts.relationship,
              followUpDate: contacts.followUpDate,
            })
            .from(contacts)
            .where(eq(contacts.userId, userId)),
        )
      : [],
    wants("interviews") ? readUpcomingInterviews(deps, userId, now) : [],
    wants("answers") ? readResumeVersions(deps, userId) : [],
  ]);
  if (!account) return fail("NOT_FOUND", "Account not found");
  if (!planFeatures(account).advancedAnalytics) return fail("PLAN_LIMIT", analyticsRefusal(planNames));

  const tz = account.timeZone;
  const w = periodWindow(period, toDateInputValue(now, tz));
  const scan = scanRollup(rollup, w);
  const out: AdvancedAnalytics = {
    period,
    timeZone: tz,
    today: w.today,
    start: w.start,
  };
  if (wants("applications")) out.applications = applicationFigures(scan, w);
  if (wants("interviews")) out.interviews = interviewFigures(scan, w, upcoming as UpcomingInterview[]);
  if (wants("answers"))
    out.answers = answerFigures(
      scan.totals,
      versionRows.map((v) => ({ sha256: v.sha256, name: v.name, since: Number(v.since) })),
    );
  if (wants("tasks")) {
    const facts: TaskFacts[] = taskRows.map((t) => ({
      status: t.status,
      category: t.category,
      dueDay: t.dueDate ? calendarDayIn(t.dueDate, tz) : null,
      createdDay: toDateInputValue(t.createdAt, tz),
      completedDay: t.completedAt ? toDateInputValue(t.completedAt, tz) : null,
      createdAt: t.createdAt.getTime(),
      completedAt: t.completedAt ? t.completedAt.getTime() : null,
    }));
    out.tasks = taskFigures(facts, w);
  }
  if (wants("networking")) {
    const facts: ContactFacts[] = contactRows.map((c) => ({
      id: c.id,
      name: c.name,
      company: c.company,
      relationship: c.relationship,
      followUpDay: c.followUpDate ? calendarDayIn(c.followUpDate, tz) : null,
    }));
    out.networking = networkingFigures(scan, w, facts);
  }
  return ok(out);
}
