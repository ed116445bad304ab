/**
 * The analytics rollup (docs/decisions/034-analytics-rollups.md): `analytics_months` holds, per user and
 * local month, counters keyed "DD|metric" (`data`) and their month sums (`totals`), kept exact by the
 * triggers of migrations/0013_status_history_and_rollups.sql from the views `analytics_*_keys`, for every
 * user. The triggers place new rows with the offset in `analytics_state`: the daily cron moves it when
 * daylight saving moves the zone's offset (counted rows stay where they are), and a zone change rebuilds
 * the user's rows in the request that saves the zone. No read ever rebuilds.
 */

import { type AnalyticsPeriod, PERIOD_DAYS } from "@core/analytics";
import { addDays, zoneOffsetMinutes } from "@core/dates";
import { and, asc, eq, gte, ne, type SQL, sql } from "drizzle-orm";
import { analyticsMonths, analyticsState, users } from "../../db/schema";
import { sqlBatch } from "../../db/sql-batch";
import type { Deps } from "../../deps";
import type { RollupRow } from "./figures";

const KEY_VIEWS = [
  "analytics_job_keys",
  "analytics_interview_keys",
  "analytics_interaction_keys",
  "analytics_history_keys",
  // Issue 33 (migration 0037): by source and match band, and by the resume version sent.
  "analytics_answer_keys",
  "analytics_applied_keys",
];

/**
 * The month rows a period can touch, for a wave (deps.read). The zone is not known yet (it is read in the
 * same wave), but a zone's today is within a day of UTC's, so with a margin of two days: the months that
 * can hold the period's first day, the last 31 days (today and the stall thresholds of 14 and 30 days) and,
 * for all time, the first month (the first day with data) come with their day keys; every other month
 * lies wholly inside the period and comes as its totals (`RollupRow.byMonth`).
 */
export function rollupRead(deps: Deps, userId: string, period: AnalyticsPeriod, now: Date) {
  const today = now.toISOString().slice(0, 10);
  const days = PERIOD_DAYS[period];
  const recent = addDays(today, -33).slice(0, 7);
  const fromMonth = days === null ? null : addDays(today, -(days + 1)).slice(0, 7);
  const startEdge = days === null ? null : addDays(today, -days + 2).slice(0, 7);
  const byDay =
    startEdge === null
      ? sql`(${analyticsMonths.month} >= ${recent} OR ${analyticsMonths.month} = (SELECT min(m.month) FROM analytics_months m WHERE m.user_id = ${userId}))`
      : sql`(${analyticsMonths.month} >= ${recent} OR ${analyticsMonths.month} <= ${startEdge})`;
  return deps
    .read(
      deps.db
        .select({
          month: analyticsMonths.month,
          byDay: sql<number>`${byDay}`.as("by_day"),
          data: sql<string>`CASE WHEN ${byDay} THEN ${analyticsMonths.data} ELSE ${analyticsMonths.totals} END`.as(
            "data",
          ),
        })
        .from(analyticsMonths)
        .where(
          fromMonth === null
            ? eq(analyticsMonths.userId, userId)
            : and(eq(analyticsMonths.userId, userId), gte(analyticsMonths.month, fromMonth)),
        )
        .orderBy(asc(analyticsMonths.month)),
    )
    .then((rows): RollupRow[] =>
      rows.map((r) => ({ month: r.month, data: JSON.parse(r.data), byMonth: !r.byDay || undefined })),
    );
}

/**
 * The statements that rebuild the user's rollup at `timeZone`'s offset now (for one batch, one
 * transaction: the triggers of concurrent writes see either the old rows and state or the new ones).
 */
export function rebuildStatements(deps: Pick<Deps, "db" | "now">, userId: string, timeZone: string): SQL[] {
  const now = deps.now();
  const offset = zoneOffsetMinutes(now, timeZone);
  // D1 allows at most 5 terms in one compound SELECT: the views go in groups of 3, each its own compound.
  const groups: SQL[] = [];
  for (let i = 0; i < KEY_VIEWS.length; i += 3)
    groups.push(
      sql`SELECT month, key, v FROM (${sql.join(
        KEY_VIEWS.slice(i, i + 3).map(
          (view) => sql`SELECT month, key, v FROM ${sql.raw(view)} WHERE user_id = ${userId}`,
        ),
        sql` UNION ALL `,
      )})`,
    );
  const union = sql.join(groups, sql` UNION ALL `);
  return [
    deps.db.delete(analyticsMonths).where(eq(analyticsMonths.userId, userId)).getSQL(),
    deps.db
      .insert(analyticsState)
      .values({ userId, offsetMin: offset, timeZone, builtAt: now })
      .onConflictDoUpdate({
        target: analyticsState.userId,
        set: { offsetMin: offset, timeZone, builtAt: now, stale: false },
      })
      .getSQL(),
    sql`
      INSERT INTO analytics_months (user_id, month, data)
      SELECT ${userId}, month, json_group_object(key, total) FROM (
        SELECT month, key, sum(v) AS total FROM (${union}) GROUP BY month, key HAVING sum(v) <> 0
      ) GROUP BY month`,
    sql`
      UPDATE analytics_months SET totals = (
        SELECT json_group_object(k, t) FROM (
          SELECT substr(d.key, 4) AS k, sum(d.value) AS t FROM json_each(analytics_months.data) d GROUP BY substr(d.key, 4)
          UNION ALL
          SELECT d.key, d.value FROM json_each(analytics_months.data) d WHERE substr(d.key, 4) IN ('n', 'iv', 'in')
        )
      ) WHERE user_id = ${userId}`,
  ];
}

/** Rebuilds the user's rollup at `timeZone`'s offset now, in one batch. */
export async function rebuildRollup(deps: Pick<Deps, "db" | "now">, userId: string, timeZone: string): Promise<void> {
  await sqlBatch(deps.db, rebuildStatements(deps, userId, timeZone));
}

/** The state of a new account: its zone's offset now (registration writes it in the batch of the account). */
export function newAccountState(deps: Pick<Deps, "db" | "now">, userId: string, timeZone: string): SQL {
  const now = deps.now();
  const offsetMin = zoneOffsetMinutes(now, timeZone);
  return deps.db
    .insert(analyticsState)
    .values({ userId, offsetMin, timeZone, builtAt: now })
    .onConflictDoUpdate({ target: analyticsState.userId, set: { offsetMin, timeZone, builtAt: now, stale: false } })
    .getSQL();
}

export type AnalyticsZonesReport = { zones: number; offsetsMoved: number; rebuilt: number };

/** How many stale rollups (counted in another zone than the account's) one run of the 5-minute cron rebuilds. */
export const REBUILDS_PER_RUN = 20;

/**
 * The daily job (worker/index.ts' scheduled handler). For each zone in use, moves the offset the triggers
 * use for new rows to the zone's offset now, without touching counted rows (daylight saving: a row counted
 * with the old offset stays on the day it was counted on, which was its local day). Then the stale
 * rollups, as the 5-minute cron does.
 */
export async function runAnalyticsZones(deps: Pick<Deps, "db" | "now">, now: Date): Promise<AnalyticsZonesReport> {
  const zones = await deps.db.selectDistinct({ timeZone: analyticsState.timeZone }).from(analyticsState);
  const moves = zones.map(({ timeZone }) => {
    const offset = zoneOffsetMinutes(now, timeZone);
    return deps.db
      .update(analyticsState)
      .set({ offsetMin: offset })
      .where(and(eq(analyticsState.timeZone, timeZone), ne(analyticsState.offsetMin, offset)))
      .getSQL();
  });
  let offsetsMoved = 0;
  for (let i = 0; i < moves.length; i += 50) {
    const results = await sqlBatch(deps.db, moves.slice(i, i + 50));
    offsetsMoved += results.reduce((n, r) => n + (r.meta.changes ?? 0), 0);
  }
  const { rebuilt } = await rebuildStaleRollups(deps, now);
  return { zones: zones.length, offsetsMoved, rebuilt };
}

/**
 * The 5-minute cron's part (and the daily job's): rebuilds, off the read path, up to REBUILDS_PER_RUN
 * rollups marked stale (migration 0013's UTC build of an account in another zone, or a zone change whose
 * rebuild failed), found on their partial index: a run with none reads nothing.
 */
export async function rebuildStaleRollups(deps: Pick<Deps, "db" | "now">, now: Date): Promise<{ rebuilt: number }> {
  const stale = await deps.db
    .select({ userId: analyticsState.userId, timeZone: users.timeZone })
    .from(analyticsState)
    .innerJoin(users, eq(users.id, analyticsState.userId))
    // A literal 1, not a bound value: only then can SQLite use the partial index (WHERE stale = 1).
    .where(sql`${analyticsState.stale} = 1`)
    .limit(REBUILDS_PER_RUN);
  for (const { userId, timeZone } of stale) await rebuildRollup({ db: deps.db, now: () => now }, userId, timeZone);
  return { rebuilt: stale.length };
}
