/**
 * The match engine sweep (docs/decisions/063): after a MATCH_ENGINE_VERSION bump, the 5-minute cron rescores
 * the jobs whose stored `match_key` an older engine computed, a page of jobs a run, through the same
 * stored-score function as every refresh; a job scored by the current engine is not touched, and a run
 * reads one page of jobs (and nothing once the walk is done).
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { MATCH_ENGINE_VERSION } from "@core/match";
import { getDb } from "@worker/db/client";
import { MATCH_SWEEP_KEY, MATCH_SWEEP_PAGE, runMatchEngineSweep } from "@worker/domain/match/engine-sweep.server";
import { REMINDER_CRON } from "@worker/domain/notifications/constants";
import worker from "@worker/index";
import { beforeEach, describe, expect, it } from "vitest";
import { describeLog, meteredD1 } from "../perf/d1-meter";
import { createJob, FILES, type SignedUp, signUp, testDeps, upload } from "../support";

const OLDER = MATCH_ENGINE_VERSION - 1;

async function stored(jobId: string) {
  return env.DB.prepare(
    "SELECT match_score AS score, match_document_id AS doc, match_key AS key FROM jobs WHERE id = ?",
  )
    .bind(jobId)
    .first<{ score: number | null; doc: string | null; key: string }>();
}

/** A default resume of the user's with `text`, chosen in SQL (the refresh it would ask for is not the point). */
async function defaultResume(user: SignedUp, text: string): Promise<string> {
  const res = await upload(user, FILES.text(`Resume ${crypto.randomUUID()}`), "Resume.txt", {
    fields: { type: "resume" },
  });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status}`);
  const id: string = res.body.document._id;
  await env.DB.prepare("UPDATE documents SET text = ?, text_status = 'done' WHERE id = ?").bind(text, id).run();
  await env.DB.prepare("UPDATE users SET default_resume_id = ? WHERE id = ?").bind(id, user.userId).run();
  return id;
}

/** As an older engine left it: its key's version one lower (or '' as never scored), and `score`. */
async function olderEngine(score: number, where: string, ...values: string[]) {
  await env.DB.prepare(
    `UPDATE jobs SET match_score = ${score}, match_key = CASE match_key WHEN '' THEN '' ELSE '${OLDER}' || substr(match_key, instr(match_key, ':')) END WHERE ${where}`,
  )
    .bind(...values)
    .run();
}

/** The 5-minute cron as the Worker runs it, until the walk is done (at most `runs` times). */
async function cronUntilSwept(runs = 20) {
  for (let i = 0; i < runs; i++) {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: REMINDER_CRON }), env, ctx);
    await waitOnExecutionContext(ctx);
    const state = await env.SESSIONS.get<{ version: number; after: string | null }>(MATCH_SWEEP_KEY, "json");
    if (state?.version === MATCH_ENGINE_VERSION && state.after === null) return i + 1;
  }
  throw new Error(`the sweep was not done after ${runs} runs`);
}

beforeEach(async () => {
  await env.SESSIONS.delete(MATCH_SWEEP_KEY);
});

describe("the match engine sweep", () => {
  it("the 5-minute cron rescores a job an older engine scored, each against its owner's resume; a current one is untouched", async () => {
    const [user, other] = await Promise.all([signUp(), signUp()]);
    const doc = await defaultResume(user, "Python.");
    const stale = await createJob(user, { jobDescription: "We need Python." });
    const fresh = await createJob(user, { jobDescription: "We need Python." });
    const theirs = await createJob(other, { jobDescription: "We need Python." });
    expect(await stored(stale)).toMatchObject({ score: 100, doc });
    const current = (await stored(stale))?.key ?? "";
    expect(current.startsWith(`${MATCH_ENGINE_VERSION}:`)).toBe(true);

    await olderEngine(7, "id IN (?, ?)", stale, theirs);
    expect(await stored(stale)).toMatchObject({ score: 7, key: `${OLDER}${current.slice(current.indexOf(":"))}` });
    // A score the current engine's key vouches for: the sweep must not recompute it (a recompute would write 100).
    await env.DB.prepare("UPDATE jobs SET match_score = 7 WHERE id = ?").bind(fresh).run();

    await cronUntilSwept();
    expect(await stored(stale)).toEqual({ score: 100, doc, key: current });
    expect(await stored(fresh)).toMatchObject({ score: 7, key: current });
    // The other user has no resume: no score, and never this user's resume.
    const other$ = await stored(theirs);
    expect(other$).toMatchObject({ score: null, doc: null });
    expect(other$?.key.startsWith(`${MATCH_ENGINE_VERSION}:`)).toBe(true);
  });

  it("a job never scored (match_key '') is scored by the sweep", async () => {
    const user = await signUp();
    const doc = await defaultResume(user, "Python.");
    const jobId = await createJob(user, { jobDescription: "We need Python." });
    await env.DB.prepare("UPDATE jobs SET match_score = NULL, match_document_id = NULL, match_key = '' WHERE id = ?")
      .bind(jobId)
      .run();
    await cronUntilSwept();
    expect(await stored(jobId)).toMatchObject({ score: 100, doc });
  });

  it(`a run reads one page of ${MATCH_SWEEP_PAGE} jobs, whatever is stale; once done, a run reads no row`, async () => {
    const user = await signUp();
    await defaultResume(user, "Python.");
    const first = await createJob(user, { jobDescription: "We need Python." });
    // 150 more jobs, copied from the first in SQL (the plan's limit and the API are not the point).
    const { results } = await env.DB.prepare("SELECT name FROM pragma_table_info('jobs')").all<{ name: string }>();
    const columns = results.map((r) => r.name);
    const values = columns.map((c) => (c === "id" ? "printf('%s-%03d', j.id, n.i)" : `j.${c}`));
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 150)
       INSERT INTO jobs (${columns.join(", ")}) SELECT ${values.join(", ")} FROM jobs j, n WHERE j.id = ?`,
    )
      .bind(first)
      .run();
    // 99 as the older engine's score: rescored 100, the same analytics band (a band that changes costs the
    // analytics triggers' rows on top, migration 0038: measured in the decision).
    await olderEngine(99, "user_id = ?", user.userId);
    const staleCount = () =>
      env.DB.prepare("SELECT COUNT(*) AS n FROM jobs WHERE user_id = ? AND match_score = 99")
        .bind(user.userId)
        .first<{ n: number }>()
        .then((r) => r?.n);
    expect(await staleCount()).toBe(151);

    const metered = meteredD1();
    const deps = testDeps({ db: getDb(metered.db) });
    metered.tracker.reset();
    const run = await runMatchEngineSweep(deps);
    expect(run.read).toBe(MATCH_SWEEP_PAGE);
    expect(run.done).toBe(false);
    const rowsRead = metered.tracker.meter.rowsRead;
    // Per job of the page, whatever the table holds: the page (1 row), the job again with its resume (about 4:
    // the attached and default resume subqueries), its write (about 5: the row and its index entries). About 1,030
    // measured; the writer walking the account instead (before 9da1bcb) read 15,000 here.
    expect(rowsRead, describeLog(metered.tracker.meter)).toBeLessThanOrEqual(12 * MATCH_SWEEP_PAGE);
    console.log(`match engine sweep: one run of ${run.read} jobs (${run.rescored} rescored) read ${rowsRead} rows`);

    let runs = 1;
    for (let last = run; !last.done; runs++) last = await runMatchEngineSweep(deps);
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(await staleCount()).toBe(0);

    metered.tracker.reset();
    expect(await runMatchEngineSweep(deps)).toEqual({ read: 0, rescored: 0, done: true });
    expect(metered.tracker.meter.statements).toBe(0);

    // A walk over jobs the current engine scored reads the page and nothing else.
    await env.SESSIONS.delete(MATCH_SWEEP_KEY);
    metered.tracker.reset();
    expect(await runMatchEngineSweep(deps)).toEqual({ read: MATCH_SWEEP_PAGE, rescored: 0, done: false });
    expect(metered.tracker.meter.statements, describeLog(metered.tracker.meter)).toBe(1);
    expect(metered.tracker.meter.rowsRead).toBeLessThanOrEqual(MATCH_SWEEP_PAGE);
  });
});
