/**
 * Zones and the rollup without a rebuild on any read (docs/decisions/034): daylight saving moves the offset
 * the triggers use for new rows (the daily job, `runAnalyticsZones`) and leaves counted rows where they
 * are; a zone change rebuilds in the request that saves it; an account the migration built at UTC's offset
 * is rebuilt in its zone by the cron, not by a read; a zone change whose rebuild did not happen is marked
 * stale and rebuilt by the 5-minute cron.
 */
import { env } from "cloudflare:workers";
import { getDb } from "@worker/db/client";
import { rebuildStaleRollups, runAnalyticsZones } from "@worker/domain/analytics/rollup.server";
import { describe, expect, it } from "vitest";
import { describeLog, measure, meteredD1, queryPlans } from "../perf/d1-meter";
import { api, as, createJob, setPlan, signUp, testDeps } from "../support";

async function monthData(userId: string, month: string) {
  const row = await env.DB.prepare("SELECT data, totals FROM analytics_months WHERE user_id = ? AND month = ?")
    .bind(userId, month)
    .first<{ data: string; totals: string }>();
  return { data: JSON.parse(row?.data ?? "{}"), totals: JSON.parse(row?.totals ?? "{}") };
}

const state = (userId: string) =>
  env.DB.prepare("SELECT time_zone, offset_min FROM analytics_state WHERE user_id = ?")
    .bind(userId)
    .first<{ time_zone: string; offset_min: number }>();

describe("daylight saving moves the offset, not the counted rows", () => {
  it("a Los Angeles user's events keep the days they were counted on across the March change", async () => {
    const user = await signUp();
    await setPlan(user.userId, "premium");
    expect(
      (await api("PATCH", "/auth/update-profile", { ...as(user), body: { timeZone: "America/Los_Angeles" } })).status,
    ).toBe(200);
    const job = await createJob(user, { company: "Dst Co" });
    const interview = (id: string, at: string) =>
      env.DB.prepare("INSERT INTO interviews (id, job_id, user_id, date, interview_type) VALUES (?, ?, ?, ?, 'video')")
        .bind(`${user.userId}-${id}`, job, user.userId, Date.parse(at))
        .run();

    // Winter: Pacific Standard Time, UTC−8.
    await runAnalyticsZones(testDeps(), new Date("2027-03-01T12:00:00Z"));
    expect(await state(user.userId)).toEqual({ time_zone: "America/Los_Angeles", offset_min: -480 });
    // 07:30 UTC on 10 March 2027 is 23:30 on the 9th in PST (it would be 00:30 on the 10th in PDT).
    await interview("before", "2027-03-10T07:30:00Z");

    // Clocks go forward on 14 March 2027 at 10:00 UTC; the daily job moves the offset and rebuilds nothing.
    const before = await monthData(user.userId, "2027-03");
    const report = await runAnalyticsZones(testDeps(), new Date("2027-03-15T03:17:00Z"));
    expect(report.offsetsMoved).toBeGreaterThanOrEqual(1);
    expect(report.rebuilt).toBe(0);
    expect(await state(user.userId)).toEqual({ time_zone: "America/Los_Angeles", offset_min: -420 });
    expect(await monthData(user.userId, "2027-03")).toEqual(before);

    // 07:30 UTC on 20 March 2027 is 00:30 on the 20th in PDT (it would be 23:30 on the 19th in PST).
    await interview("after", "2027-03-20T07:30:00Z");
    const { data, totals } = await monthData(user.userId, "2027-03");
    expect(data["09|iv"]).toBe(1);
    expect(data["20|iv"]).toBe(1);
    expect(data["10|iv"]).toBeUndefined();
    expect(data["19|iv"]).toBeUndefined();
    expect(totals).toMatchObject({ iv: 2, "09|iv": 1, "20|iv": 1, "it:video": 2 });

    // The first reads after the change read what is there: nothing written, within the budget.
    for (const path of ["/api/v1/analytics/interviews?period=all", "/api/v1/analytics/applications"]) {
      const { res, meter } = await measure(path, { headers: { Authorization: `Bearer ${user.token}` } });
      expect(res.status).toBe(200);
      expect(meter.rowsWritten, describeLog(meter)).toBe(0);
      expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(2_000);
      expect(meter.calls).toBeLessThanOrEqual(2);
    }
    expect(await monthData(user.userId, "2027-03")).toEqual({ data, totals });
  });
});

describe("an account built in another zone than its own", () => {
  it("is rebuilt in its zone by the daily job, not by a read", async () => {
    const user = await signUp();
    await setPlan(user.userId, "premium");
    const job = await createJob(user, { company: "Late Co" });
    // 20:00 UTC is 01:30 the next day in Kolkata (the account's zone).
    await env.DB.prepare(
      "INSERT INTO interviews (id, job_id, user_id, date, interview_type) VALUES (?, ?, ?, ?, 'phone')",
    )
      .bind(`${user.userId}-i`, job, user.userId, Date.parse("2026-06-01T20:00:00Z"))
      .run();
    expect((await monthData(user.userId, "2026-06")).data["02|iv"]).toBe(1);
    // As migration 0013 leaves every existing account in another zone: built at UTC's offset, marked stale.
    await env.DB.prepare("UPDATE analytics_state SET time_zone = 'UTC', offset_min = 0, stale = 1 WHERE user_id = ?")
      .bind(user.userId)
      .run();
    await env.DB.prepare(
      "UPDATE analytics_months SET data = json_remove(data, '$.\"02|iv\"'), totals = json_remove(totals, '$.iv', '$.\"02|iv\"') WHERE user_id = ? AND month = '2026-06'",
    )
      .bind(user.userId)
      .run();
    const read = await measure("/api/v1/analytics/interviews?period=all", {
      headers: { Authorization: `Bearer ${user.token}` },
    });
    expect(read.meter.rowsWritten).toBe(0);
    expect((await state(user.userId))?.time_zone).toBe("UTC");
    const report = await runAnalyticsZones(testDeps(), new Date());
    expect(report.rebuilt).toBeGreaterThanOrEqual(1);
    expect(await state(user.userId)).toEqual({ time_zone: "Asia/Kolkata", offset_min: 330 });
    const { data, totals } = await monthData(user.userId, "2026-06");
    expect(data["02|iv"]).toBe(1);
    expect(totals).toMatchObject({ iv: 1, "02|iv": 1 });
  });
});

describe("a zone change whose rebuild did not happen", () => {
  it("is marked stale by the users trigger and rebuilt by the 5-minute cron's catch-up; a run with none reads at most an index entry", async () => {
    const user = await signUp();
    await setPlan(user.userId, "premium");
    const job = await createJob(user, { company: "Moved Co" });
    await env.DB.prepare(
      "INSERT INTO interviews (id, job_id, user_id, date, interview_type) VALUES (?, ?, ?, ?, 'phone')",
    )
      .bind(`${user.userId}-m`, job, user.userId, Date.parse("2026-06-01T20:00:00Z"))
      .run();
    // 20:00 UTC is 01:30 the next day in Kolkata, the account's zone.
    expect((await monthData(user.userId, "2026-06")).data["02|iv"]).toBe(1);
    // The zone saved by a statement of its own (as if the request's rebuild had failed after it).
    await env.DB.prepare("UPDATE users SET time_zone = 'UTC' WHERE id = ?").bind(user.userId).run();
    const marked = await env.DB.prepare("SELECT stale FROM analytics_state WHERE user_id = ?")
      .bind(user.userId)
      .first<number>("stale");
    expect(marked).toBe(1);
    const { rebuilt } = await rebuildStaleRollups(testDeps(), new Date());
    expect(rebuilt).toBeGreaterThanOrEqual(1);
    expect(await state(user.userId)).toEqual({ time_zone: "UTC", offset_min: 0 });
    const { data } = await monthData(user.userId, "2026-06");
    expect(data["01|iv"]).toBe(1);
    expect(data["02|iv"] ?? 0).toBe(0);
    // Nothing stale left: the next run reads no row (the partial index holds none).
    const metered = meteredD1();
    const again = await rebuildStaleRollups(testDeps({ db: getDb(metered.db) }), new Date());
    expect(again.rebuilt).toBe(0);
    expect(metered.tracker.meter.rowsRead, describeLog(metered.tracker.meter)).toBeLessThanOrEqual(1);
    const [plan] = await queryPlans(metered.tracker.meter);
    expect(plan.plan.join("\n")).toContain("analytics_state_stale_idx");
  });
});
