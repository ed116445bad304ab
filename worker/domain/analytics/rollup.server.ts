/**
 * The analytics rollup (docs/decisions/034-analytics-rollups.md): `analytics_months` holds, per user and
 * local month, counters keyed "DD|metric", kept exact by the triggers of
 * migrations/0013_status_history_and_rollups.sql from the views `analytics_*_keys`. A rollup is built
 * with one zone offset (`analytics_state`); a read that finds no state, or one built for another offset
 * (the user changed zone, or daylight saving moved it), rebuilds it here from the same views.
 */
import { and, asc, eq, gte, sql } from "drizzle-orm";
import { zoneOffsetMinutes } from "~/lib/dates";
import { analyticsMonths, analyticsState } from "../../db/schema";
import { sqlBatch } from "../../db/sql-batch";
import type { Deps } from "../../deps";

const KEY_VIEWS = [
  "analytics_job_keys",
  "analytics_interview_keys",
  "analytics_interaction_keys",
  "analytics_history_keys",
];

/**
 * The reads of the rollup, for a wave (deps.read): its state and its month rows from `fromMonth` on
 * ("YYYY-MM"; null: every month).
 */
export function rollupReads(deps: Deps, userId: string, fromMonth: string | null) {
  return Promise.all([
    deps.read(
      deps.db
        .select({ offsetMin: analyticsState.offsetMin, builtZone: analyticsState.timeZone })
        .from(analyticsState)
        .where(eq(analyticsState.userId, userId)),
    ),
    deps.read(
      deps.db
        .select({ month: analyticsMonths.month, data: analyticsMonths.data })
        .from(analyticsMonths)
        .where(
          fromMonth === null
            ? eq(analyticsMonths.userId, userId)
            : and(eq(analyticsMonths.userId, userId), gte(analyticsMonths.month, fromMonth)),
        )
        .orderBy(asc(analyticsMonths.month)),
    ),
  ]);
}

/** True when the rollup must be (re)built before its rows mean anything in `timeZone` now. */
export function rollupIsStale(state: { offsetMin: number }[], timeZone: string, now: Date): boolean {
  return state.length === 0 || state[0].offsetMin !== zoneOffsetMinutes(now, timeZone);
}

/**
 * Rebuilds the user's rollup with `timeZone`'s offset now, in one batch (one transaction): the triggers
 * of concurrent writes see either the old rows and state or the new ones.
 */
export async function rebuildRollup(deps: Deps, userId: string, timeZone: string): Promise<void> {
  const now = deps.now();
  const offset = zoneOffsetMinutes(now, timeZone);
  const union = sql.join(
    KEY_VIEWS.map((view) => sql`SELECT month, key, v FROM ${sql.raw(view)} WHERE user_id = ${userId}`),
    sql` UNION ALL `,
  );
  await sqlBatch(deps.db, [
    deps.db.delete(analyticsMonths).where(eq(analyticsMonths.userId, userId)).getSQL(),
    deps.db
      .insert(analyticsState)
      .values({ userId, offsetMin: offset, timeZone, builtAt: now })
      .onConflictDoUpdate({ target: analyticsState.userId, set: { offsetMin: offset, timeZone, builtAt: now } })
      .getSQL(),
    sql`
      INSERT INTO analytics_months (user_id, month, data)
      SELECT ${userId}, month, json_group_object(key, total) FROM (
        SELECT month, key, sum(v) AS total FROM (${union}) GROUP BY month, key HAVING sum(v) <> 0
      ) GROUP BY month`,
  ]);
}
