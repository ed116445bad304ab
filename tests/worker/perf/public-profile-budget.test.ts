/**
 * The public profile's reads at 10,000 applications (issue 23): /u/:handle and the API's public view read
 * a small constant number of rows whatever the account's size (counters for the stages, the monthly
 * rollup for the weekly chart, the 30 newest jobs for the companies), in at most 2 D1 waves after the
 * edge cache's version check. The settings screen and GET /profiles read one row of each table.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { api, as, type WebUser } from "../support";
import { describeLog, type Meter, measure, queryPlans } from "./d1-meter";
import { seedUser } from "./seed";

let user: WebUser;
const handle = `big-${crypto.randomUUID().slice(0, 8)}`;
const figures: Record<string, Meter> = {};

beforeAll(async () => {
  user = await seedUser();
  const res = await api("PUT", "/profiles", {
    ...as(user),
    body: { enabled: true, handle, headline: "Big account", showProgress: true, showCompanies: true },
  });
  if (res.status !== 200) throw new Error(`profile save failed: ${res.status}`);
}, 120_000);

/** Rows the page may read: 4 for the profile with its user, plan and counters, 4 rollup months, 30 jobs, slack. */
const PAGE_BUDGET = 50;

describe("public profile rows read at 10,000 applications", () => {
  it("/u/:handle as a visitor (edge cache miss): at most 50 rows, and every figure from the whole account", async () => {
    await caches.open("public-pages").then((c) => c.delete(`http://localhost/u/${handle}`));
    const { res, meter } = await measure(`/u/${handle}`);
    expect(res.status).toBe(200);
    figures[`SSR /u/${handle} (miss)`] = meter;
    expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(PAGE_BUDGET);
    expect(meter.waves, describeLog(meter)).toBeLessThanOrEqual(3);
    const html = await res.text();
    // The seed spreads 10,000 jobs over the seven statuses by n % 7: 1,428 or 1,429 at each stage.
    const counts = await env.DB.prepare(
      "SELECT jobs_applied + jobs_screening + jobs_interview + jobs_offer + jobs_rejected + jobs_withdrawn AS total FROM user_counters WHERE user_id = ?",
    )
      .bind(user.userId)
      .first<{ total: number }>();
    expect(counts?.total).toBeGreaterThan(8_500);
    expect(html).toContain(`${counts?.total} applications, by where each stands today.`);
  });

  it("a cache hit reads only the version row", async () => {
    await measure(`/u/${handle}`);
    const { res, meter } = await measure(`/u/${handle}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Edge-Cache")).toBe("HIT");
    figures[`SSR /u/${handle} (hit)`] = meter;
    expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(4);
    expect(meter.statements).toBe(1);
  });

  it("GET /api/v1/profiles/view/:handle: at most 50 rows, no scan of the user's jobs", async () => {
    const { res, meter } = await measure(`/api/v1/profiles/view/${handle}`);
    expect(res.status).toBe(200);
    figures["GET /api/v1/profiles/view/:handle"] = meter;
    expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(PAGE_BUDGET);
    const body = (await res.json()) as { profile: { progress: { weeks: unknown[] }; companies: string[] } };
    expect(body.profile.progress.weeks).toHaveLength(12);
    expect(body.profile.companies.length).toBeGreaterThan(0);
    for (const { sql, plan } of await queryPlans(meter)) {
      for (const line of plan) expect(line.trim(), sql).not.toMatch(/^SCAN (jobs|public_profiles|users)\b/);
    }
  });

  it("the settings: GET /api/v1/profiles and /profile/public read a handful of rows", async () => {
    const apiCost = await measure("/api/v1/profiles", { headers: { Authorization: `Bearer ${user.token}` } });
    expect(apiCost.res.status).toBe(200);
    figures["GET /api/v1/profiles"] = apiCost.meter;
    expect(apiCost.meter.rowsRead, describeLog(apiCost.meter)).toBeLessThanOrEqual(20);
    const screen = await measure("/profile/public", { headers: { Cookie: user.cookie } });
    expect(screen.res.status).toBe(200);
    figures["SSR /profile/public"] = screen.meter;
    expect(screen.meter.rowsRead, describeLog(screen.meter)).toBeLessThanOrEqual(20);
  });

  it("prints the figures", () => {
    const lines = Object.entries(figures).map(
      ([name, m]) => `${name}: ${m.rowsRead} rows read, ${m.statements} statements, ${m.waves} waves`,
    );
    console.log(`public profile budgets at 10,000 jobs\n${lines.join("\n")}`);
    expect(lines.length).toBe(5);
  });
});
