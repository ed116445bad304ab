/**
 * Advanced analytics at 10,000 applications, 5,000 interviews, 500 tasks and 200 contacts (issue 23): the
 * /analytics page and each of contract §9's optional endpoints (the four, and issue 33's answers) read at
 * most 2,000 rows in at most 2 D1 calls, from the rollup (docs/decisions/034-analytics-rollups.md), and no
 * read ever rebuilds it: not the first one, not the first one after a zone change (rebuilt in the request
 * that saves the zone, measured here), not the first one after daylight saving moved the zone's offset (the
 * daily job moves the offset only).
 * What the rollup adds to a job write is measured beside them.
 */
import { env } from "cloudflare:workers";
import { runAnalyticsZones } from "@worker/domain/analytics/rollup.server";
import { beforeAll, describe, expect, it } from "vitest";
import { testDeps, type WebUser } from "../support";
import { describeLog, type Meter, measure } from "./d1-meter";
import { seedUser } from "./seed";

let user: WebUser;
const figures: Record<string, Meter> = {};

beforeAll(async () => {
  user = await seedUser();
}, 180_000);

const bearer = () => ({ headers: { Authorization: `Bearer ${user.token}` } });
const json = (method: string, body: unknown) => ({
  method,
  headers: { Authorization: `Bearer ${user.token}`, "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

function withinBudget(meter: Meter) {
  expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(2_000);
  expect(meter.calls, describeLog(meter)).toBeLessThanOrEqual(2);
}

describe("analytics reads at 10,000 applications", () => {
  it("the first read reads the rollup the seed's build left (nothing is built on a read)", async () => {
    const { res, meter } = await measure("/api/v1/analytics/applications", bearer());
    expect(res.status).toBe(200);
    figures["GET /api/v1/analytics/applications, first read"] = meter;
    withinBudget(meter);
    expect(meter.rowsWritten).toBe(0);
    const body = (await res.json()) as { data: { totalApplications: number } };
    const saved = Array.from({ length: 10_000 }, (_, i) => i + 1).filter((n) => n % 7 === 6).length;
    expect(body.data.totalApplications).toBe(10_000 - saved);
  }, 60_000);

  const PATHS = [
    ...["applications", "interviews", "tasks", "networking", "answers"].flatMap((area) =>
      ["all", "last-year", "last-week"].map((period) => `/api/v1/analytics/${area}?period=${period}`),
    ),
  ];

  it.each(PATHS)("GET %s: at most 2,000 rows in at most 2 D1 calls", async (path) => {
    const { res, meter } = await measure(path, bearer());
    expect(res.status).toBe(200);
    figures[`GET ${path}`] = meter;
    withinBudget(meter);
  });

  it.each(["/analytics?period=all", "/analytics?period=last-year", "/analytics"])(
    "SSR %s: at most 2,000 rows in at most 2 D1 calls (the session check, then one batch)",
    async (path) => {
      const { res, meter } = await measure(path, { headers: { Cookie: user.cookie } });
      expect(res.status).toBe(200);
      figures[`SSR ${path}`] = meter;
      const html = await res.text();
      expect(html).not.toContain("Sample data");
      withinBudget(meter);
    },
  );

  it("SSR /analytics?period=all: what gets answers (40 resume versions, every source, every match band) within the same budget", async () => {
    const { res, meter } = await measure("/analytics?period=all", { headers: { Cookie: user.cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const text of [
      "By source",
      "LinkedIn",
      "Not recorded",
      "By resume version",
      "Resume 0.pdf",
      "Resume 39.pdf",
      "Score vs outcome",
      "80–100",
      "No score",
    ])
      expect(html).toContain(text);
    // Cover letters are not resume versions.
    expect(html).not.toContain("Letter 3.pdf");
    figures["SSR /analytics?period=all, with what gets answers"] = meter;
    withinBudget(meter);
  }, 60_000);

  it("a job write with the rollup, and without it (the cost the triggers add)", async () => {
    const create = await measure(
      "/api/v1/jobs",
      json("POST", { company: "Budget Co", position: "Dev", status: "applied" }),
    );
    expect(create.res.status).toBe(201);
    const id = ((await create.res.json()) as { job: { _id: string } }).job._id;
    figures["POST /api/v1/jobs (create), rollup kept"] = create.meter;
    const move = await measure(`/api/v1/jobs/${id}`, json("PATCH", { status: "interview" }));
    expect(move.res.status).toBe(200);
    figures["PATCH /api/v1/jobs/:id status, rollup kept"] = move.meter;
    // Without a state row the triggers skip the user's rows: what every write cost before the rollup.
    const state = await env.DB.prepare("SELECT * FROM analytics_state WHERE user_id = ?").bind(user.userId).first();
    await env.DB.prepare("DELETE FROM analytics_state WHERE user_id = ?").bind(user.userId).run();
    const bare = await measure(
      "/api/v1/jobs",
      json("POST", { company: "Bare Co", position: "Dev", status: "applied" }),
    );
    const bareId = ((await bare.res.json()) as { job: { _id: string } }).job._id;
    figures["POST /api/v1/jobs (create), without the rollup"] = bare.meter;
    const bareMove = await measure(`/api/v1/jobs/${bareId}`, json("PATCH", { status: "interview" }));
    figures["PATCH /api/v1/jobs/:id status, without the rollup"] = bareMove.meter;
    await measure(`/api/v1/jobs/${bareId}`, { method: "DELETE", headers: bearer().headers });
    const s = state as { user_id: string; offset_min: number; time_zone: string; built_at: number };
    await env.DB.prepare("INSERT INTO analytics_state (user_id, offset_min, time_zone, built_at) VALUES (?, ?, ?, ?)")
      .bind(s.user_id, s.offset_min, s.time_zone, s.built_at)
      .run();
    expect(create.meter.rowsWritten).toBeGreaterThan(bare.meter.rowsWritten);
  }, 60_000);

  it("a zone change rebuilds in the request that saves it; the page after it stays within the budget", async () => {
    const started = Date.now();
    const change = await measure("/api/v1/auth/update-profile", json("PATCH", { timeZone: "America/Los_Angeles" }));
    console.log(`zone change: ${Date.now() - started} ms`);
    expect(change.res.status).toBe(200);
    figures["PATCH /api/v1/auth/update-profile (zone change: rebuilds)"] = change.meter;
    const state = await env.DB.prepare("SELECT time_zone, offset_min FROM analytics_state WHERE user_id = ?")
      .bind(user.userId)
      .first<{ time_zone: string; offset_min: number }>();
    expect(state?.time_zone).toBe("America/Los_Angeles");
    const { res, meter } = await measure("/analytics?period=all", { headers: { Cookie: user.cookie } });
    expect(res.status).toBe(200);
    figures["SSR /analytics?period=all, first read after a zone change"] = meter;
    withinBudget(meter);
    expect(meter.rowsWritten).toBe(0);
  }, 120_000);

  it("a daylight-saving change moves the offset only; the first read after it stays within the budget", async () => {
    const before = await env.DB.prepare("SELECT offset_min FROM analytics_state WHERE user_id = ?")
      .bind(user.userId)
      .first<number>("offset_min");
    // Whatever today's Los Angeles offset is, one of these two instants has the other one.
    const other = before === -480 ? "2027-07-01T12:00:00Z" : "2027-01-15T12:00:00Z";
    const report = await runAnalyticsZones(testDeps(), new Date(other));
    expect(report.offsetsMoved).toBeGreaterThanOrEqual(1);
    expect(report.rebuilt).toBe(0);
    const after = await env.DB.prepare("SELECT offset_min FROM analytics_state WHERE user_id = ?")
      .bind(user.userId)
      .first<number>("offset_min");
    expect(after).toBe(before === -480 ? -420 : -480);
    const { res, meter } = await measure("/analytics?period=all", { headers: { Cookie: user.cookie } });
    expect(res.status).toBe(200);
    figures["SSR /analytics?period=all, first read after a daylight-saving change"] = meter;
    withinBudget(meter);
    expect(meter.rowsWritten).toBe(0);
  }, 60_000);

  it("an all-time read moves the months' totals, not their day keys", async () => {
    const sizes = await env.DB.prepare(
      `SELECT count(*) AS months, sum(length(data)) AS days, sum(length(totals)) AS totals,
         sum(length(CASE WHEN month >= ?2 OR month = (SELECT min(month) FROM analytics_months WHERE user_id = ?1)
           THEN data ELSE totals END)) AS moved
       FROM analytics_months WHERE user_id = ?1`,
    )
      .bind(user.userId, new Date(Date.now() - 33 * 86_400_000).toISOString().slice(0, 7))
      .first<{ months: number; days: number; totals: number; moved: number }>();
    console.log("rollup bytes", JSON.stringify(sizes));
    expect(sizes?.moved).toBeLessThan((sizes?.days ?? 0) / 2);
  });

  it("prints the figures", () => {
    const lines = Object.entries(figures).map(
      ([k, m]) => `| ${k} | ${m.rowsRead} | ${m.rowsWritten} | ${m.statements} | ${m.calls} | ${m.waves} |`,
    );
    console.log(
      [
        "| request | rows read | rows written | statements | D1 calls | waves |",
        "|---|---|---|---|---|---|",
        ...lines,
      ].join("\n"),
    );
  });
});
