/**
 * Advanced analytics (issue 23, contract §9's optional endpoints and the /analytics screen), for plans
 * with `advancedAnalytics`. One wave of reads (decision 025): the user's zone and plan, the rollup
 * (docs/decisions/034-analytics-rollups.md) and, as the areas asked for need them, the tasks, the contacts
 * and the next interviews. The read never writes: the rollup is kept by triggers for every user, and a
 * zone change rebuilds it in the request that saves the zone.
 */

import type { AnalyticsPeriod } from "@core/analytics";
import { calendarDayIn, toDateInputValue } from "@core/dates";
import { eq } from "drizzle-orm";
import { contacts, plans, tasks, users } from "../../db/schema";
import type { Deps } from "../../deps";
import { fail, ok, type Result } from "../../lib/result";
import { readUpcomingInterviews } from "../dashboard.server";
import { planFeatureColumns, planFeatures, planNamesWith } from "../plan-limits.server";
import { listInWords } from "../plan-summary";
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

export type AnalyticsArea = "applications" | "interviews" | "tasks" | "networking";

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
};

/**
 * The figures of `areas` over `period` in the user's zone. Failures: PLAN_LIMIT (403) on a plan without
 * `advancedAnalytics`, naming the plans that have it; NOT_FOUND when the account is gone.
 */
export async function getAdvancedAnalytics(
  deps: Deps,
  userId: string,
  period: AnalyticsPeriod,
  areas: readonly AnalyticsArea[],
): Promise<Result<AdvancedAnalytics>> {
  const now = deps.now();
  const wants = (a: AnalyticsArea) => areas.includes(a);
  const usesRollup = wants("applications") || wants("interviews") || wants("networking");
  const [[account], planNames, rollup, taskRows, contactRows, upcoming] = await Promise.all([
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
