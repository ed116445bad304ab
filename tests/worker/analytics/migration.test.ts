/**
 * Migration 0013's backfill (issue 23): an application that existed before status history gets one
 * starting entry, its current status at its creation time. Run here against rows written without history
 * (in a file of its own: the statement covers every job of the database).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, as, createJob, signUp } from "../support";

describe("migration 0013 backfill", () => {
  it("gives each existing application one entry: null → its status, at its creation", async () => {
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0013_"));
    const backfill = migration?.queries.find((q) => /^INSERT INTO job_status_history/m.test(q)) ?? "";
    expect(backfill).toMatch(/^INSERT INTO job_status_history/m);
    const user = await signUp();
    const applied = await createJob(user, { status: "applied" });
    const offer = await createJob(user, { status: "offer" });
    await env.DB.prepare("DELETE FROM job_status_history").run();
    await env.DB.prepare(backfill).run();
    const { results } = await env.DB.prepare(
      `SELECT h.job_id, h.from_status, h.to_status, h.at = j.created_at AS at_creation, h.from_at
       FROM job_status_history h JOIN jobs j ON j.id = h.job_id ORDER BY h.to_status`,
    ).all();
    expect(results).toEqual([
      { job_id: applied, from_status: null, to_status: "applied", at_creation: 1, from_at: null },
      { job_id: offer, from_status: null, to_status: "offer", at_creation: 1, from_at: null },
    ]);
  });
});

describe("migration 0013 builds every account's rollup", () => {
  it("at UTC's offset, with the views the triggers use: the same counters and totals", async () => {
    const user = await signUp();
    // At UTC, as the migration builds: the status move below counts on today's local day, which at other
    // offsets is a different day for part of every day.
    expect((await api("PATCH", "/auth/update-profile", { ...as(user), body: { timeZone: "UTC" } })).status).toBe(200);
    const job = await createJob(user, { status: "applied", company: "Built Co", applicationDate: "2026-03-02" });
    await api("PATCH", `/jobs/${job}`, { ...as(user), body: { status: "screening" } });
    await env.DB.prepare(
      "INSERT INTO interviews (id, job_id, user_id, date, interview_type) VALUES (?, ?, ?, ?, 'video')",
    )
      .bind(`${user.userId}-i`, job, user.userId, Date.parse("2026-03-05T10:00:00Z"))
      .run();
    const read = () =>
      env.DB.prepare("SELECT month, data, totals FROM analytics_months WHERE user_id = ? ORDER BY month")
        .bind(user.userId)
        .all<{ month: string; data: string; totals: string }>()
        .then(({ results }) => results.map((r) => ({ ...r, data: JSON.parse(r.data), totals: JSON.parse(r.totals) })));
    const clean = (rows: Awaited<ReturnType<typeof read>>) =>
      rows.map((r) => ({
        month: r.month,
        data: Object.fromEntries(Object.entries(r.data).filter(([, v]) => v !== 0)),
        totals: Object.fromEntries(Object.entries(r.totals).filter(([, v]) => v !== 0)),
      }));
    const kept = clean(await read());
    expect(kept.length).toBeGreaterThan(0);
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0013_"));
    const build = (migration?.queries ?? []).filter((q) =>
      /^(INSERT INTO analytics_state|INSERT INTO analytics_months|UPDATE analytics_months SET totals)/m.test(q),
    );
    expect(build).toHaveLength(3);
    await env.DB.prepare("DELETE FROM analytics_months").run();
    await env.DB.prepare("DELETE FROM analytics_state").run();
    for (const q of build) await env.DB.prepare(q).run();
    // Migration 0037 adds the answer keys (by source, by match band) of every existing application.
    const answers = (env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0037_"))?.queries ?? []).filter((q) =>
      /^INSERT INTO analytics_delta/m.test(q),
    );
    expect(answers).toHaveLength(1);
    for (const q of answers) await env.DB.prepare(q).run();
    expect(
      await env.DB.prepare("SELECT time_zone, offset_min FROM analytics_state WHERE user_id = ?")
        .bind(user.userId)
        .first(),
    ).toEqual({
      time_zone: "UTC",
      offset_min: 0,
    });
    expect(clean(await read())).toEqual(kept);
  });
});
