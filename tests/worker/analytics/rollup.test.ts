/**
 * The rollup the triggers keep (migrations/0013, docs/decisions/034) is the rollup a rebuild computes from
 * the rows, whatever the writes: creates, status moves, edits of the grouped fields, interviews and
 * interactions added, moved and deleted, jobs and contacts deleted.
 */
import { env } from "cloudflare:workers";
import { rebuildRollup } from "@worker/domain/analytics/rollup.server";
import { describe, expect, it } from "vitest";
import { addInterview, api, as, createJob, formPost, setPlan, signUp, signUpForWeb, testDeps } from "../support";

/** The user's day counters and month totals, flattened ("2026-01-10|n", "2026-01 total:n"). */
async function rollupOf(userId: string) {
  const { results } = await env.DB.prepare(
    "SELECT month, data, totals FROM analytics_months WHERE user_id = ? ORDER BY month",
  )
    .bind(userId)
    .all<{ month: string; data: string; totals: string }>();
  const out: Record<string, number> = {};
  for (const r of results) {
    for (const [k, v] of Object.entries(JSON.parse(r.data) as Record<string, number>)) {
      if (Math.abs(v) > 1e-9) out[`${r.month}-${k}`] = Math.round(v * 1e6) / 1e6;
    }
    for (const [k, v] of Object.entries(JSON.parse(r.totals) as Record<string, number>)) {
      if (Math.abs(v) > 1e-9) out[`${r.month} total:${k}`] = Math.round(v * 1e6) / 1e6;
    }
  }
  return out;
}

/** The rollup a rebuild computes from the rows (the zone-change path), in the user's zone. */
async function rebuilt(user: { userId: string }) {
  const zone = await env.DB.prepare("SELECT time_zone FROM users WHERE id = ?")
    .bind(user.userId)
    .first<string>("time_zone");
  await rebuildRollup(testDeps(), user.userId, zone ?? "UTC");
  return rollupOf(user.userId);
}

describe("the trigger-kept rollup equals a rebuild", () => {
  it("after every kind of write", async () => {
    const user = await signUp();
    await setPlan(user.userId, "premium");
    expect(await rollupOf(user.userId)).toEqual({});
    const first = await api("GET", "/analytics/applications", as(user));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.totalApplications).toBe(0);

    const a = await createJob(user, { company: "Acme", applicationDate: "2026-01-10" });
    const b = await createJob(user, { company: "acme", status: "screening", jobLocation: "Hybrid, Pune" });
    const c = await createJob(user, { company: "Globex", status: "saved" });
    await api("PATCH", `/jobs/${a}`, { ...as(user), body: { status: "screening" } });
    await api("PATCH", `/jobs/${a}`, { ...as(user), body: { status: "rejected" } });
    await api("PATCH", `/jobs/${b}`, {
      ...as(user),
      body: { company: "Acme Inc", salary: { min: 0, max: 120000, currency: "USD" } },
    });
    await api("PATCH", `/jobs/${c}`, { ...as(user), body: { status: "applied", applicationDate: "2026-02-01" } });
    const i1 = await addInterview(user, b, { date: "2026-02-03T23:30" });
    await addInterview(user, c, { date: "2026-02-04T10:00", interviewType: "phone" });
    await api("PATCH", `/jobs/${b}/interviews/${i1}`, { ...as(user), body: { date: "2026-03-01T01:00" } });
    await api("PATCH", `/jobs/${b}`, { ...as(user), body: { status: "offer" } });
    const contact = await api("POST", "/contacts", { ...as(user), body: { name: "Ann" } });
    const cid = contact.body.contact._id;
    await api("POST", `/contacts/${cid}/interactions`, {
      ...as(user),
      body: { date: "2026-01-05T20:00", method: "call" },
    });
    await api("POST", `/contacts/${cid}/interactions`, { ...as(user), body: { date: "2026-01-06T10:00" } });

    const kept = await rollupOf(user.userId);
    expect(Object.keys(kept).length).toBeGreaterThan(20);
    expect(await rebuilt(user)).toEqual(kept);

    await api("DELETE", `/jobs/${c}`, as(user));
    await api("DELETE", `/contacts/${cid}`, as(user));
    const afterDeletes = await rollupOf(user.userId);
    expect(await rebuilt(user)).toEqual(afterDeletes);
  });
});

describe("account deletion with a rollup", () => {
  it("cascades through jobs, interviews, interactions and history without re-creating rollup rows", async () => {
    const user = await signUpForWeb();
    await setPlan(user.userId, "premium");
    const job = await createJob(user, { company: "Gone Co" });
    await addInterview(user, job);
    await api("PATCH", `/jobs/${job}`, { ...as(user), body: { status: "offer" } });
    const contact = await api("POST", "/contacts", { ...as(user), body: { name: "Gone" } });
    await api("POST", `/contacts/${contact.body.contact._id}/interactions`, {
      ...as(user),
      body: { date: "2026-01-05T20:00" },
    });
    expect((await api("GET", "/analytics/networking", as(user))).status).toBe(200);
    expect(Object.keys(await rollupOf(user.userId)).length).toBeGreaterThan(5);
    const done = await formPost("/profile", { intent: "delete", password: user.password }, user.cookie);
    expect(done.headers.get("location")).toBe("/");
    for (const table of ["analytics_months", "analytics_state", "job_status_history", "jobs"]) {
      const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE user_id = ?`)
        .bind(user.userId)
        .first<{ n: number }>();
      expect(row?.n, table).toBe(0);
    }
  });
});
