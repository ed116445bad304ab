/**
 * After a MATCH_ENGINE_VERSION bump, the stored scores computed by the older engine are computed again
 * (docs/decisions/063-match-engine-sweep.md). The 5-minute cron walks the jobs table by id, a page of
 * MATCH_SWEEP_PAGE jobs a run, and rescores the page's jobs whose `match_key` carries an older version through
 * `refreshJobMatches` (the stored-score function every refresh uses, per owner). Where the walk stands is kept
 * in KV (`{ version, after }`); once it has passed the last job for this version, a run reads nothing but that
 * key until the next bump.
 *
 * Why a walk and not a query for the stale keys: no index holds `match_key` (jobs_user_match_idx is
 * user_id, match_score, id), so "every key of an older version" would read the whole table on every run;
 * the walk reads one page of the primary key per run, and only while a sweep is under way.
 */
import { MATCH_ENGINE_VERSION } from "@core/match";
import { asc, gt } from "drizzle-orm";
import { jobs } from "../../db/schema";
import type { Deps } from "../../deps";
import { matchKeyVersion, refreshJobMatches } from "./stored.server";

/** Jobs read per cron run (every 5 minutes: 28,800 a day). */
export const MATCH_SWEEP_PAGE = 100;

/** The KV key of where the walk stands. */
export const MATCH_SWEEP_KEY = "match-engine-sweep";

/** Where the walk stands: `after` the last job id done for `version`, null once it has passed every job. */
export type MatchSweepState = { version: number; after: string | null };

/**
 * One run of the sweep: the next page of jobs by id, the older-engine ones among them rescored. `read`: jobs
 * read; `rescored`: scores written; `done`: the walk has passed every job for this engine version.
 */
export async function runMatchEngineSweep(deps: Deps): Promise<{ read: number; rescored: number; done: boolean }> {
  const state = await deps.kv.get<MatchSweepState>(MATCH_SWEEP_KEY, "json");
  if (state?.version === MATCH_ENGINE_VERSION && state.after === null) return { read: 0, rescored: 0, done: true };
  const after = (state?.version === MATCH_ENGINE_VERSION && state.after) || "";
  const page = await deps.db
    .select({ id: jobs.id, userId: jobs.userId, matchKey: jobs.matchKey })
    .from(jobs)
    .where(gt(jobs.id, after))
    .orderBy(asc(jobs.id))
    .limit(MATCH_SWEEP_PAGE);
  const stale = new Map<string, string[]>();
  for (const job of page) {
    if (matchKeyVersion(job.matchKey) >= MATCH_ENGINE_VERSION) continue;
    stale.set(job.userId, [...(stale.get(job.userId) ?? []), job.id]);
  }
  let rescored = 0;
  // Each owner's jobs through the same function as every other refresh: ownership in each statement.
  for (const [userId, ids] of stale) rescored += await refreshJobMatches(deps, userId, ids);
  const done = page.length < MATCH_SWEEP_PAGE;
  const next: MatchSweepState = { version: MATCH_ENGINE_VERSION, after: done ? null : page[page.length - 1].id };
  await deps.kv.put(MATCH_SWEEP_KEY, JSON.stringify(next));
  return { read: page.length, rescored, done };
}
