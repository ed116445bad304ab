/**
 * Deterministic read budgets at 10,000 rows (issue 11): D1's own rows_read, summed per request through the
 * Worker's real handler (tests/worker/perf/d1-meter.ts), for the API lists, the dashboard and the SSR pages.
 * No timing: a page must read a page's worth of rows, whatever the size of the user's history.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { WebUser } from "../helpers";
import { describeLog, type Meter, measure } from "./d1-meter";
import { seedUser } from "./seed";

let user: WebUser;
const figures: Record<string, Meter> = {};

beforeAll(async () => {
  user = await seedUser();
}, 60_000);

async function apiCost(path: string) {
  const { res, meter } = await measure(`/api/v1${path}`, { headers: { Authorization: `Bearer ${user.token}` } });
  expect(res.status, path).toBe(200);
  figures[`GET /api/v1${path}`] = meter;
  return { body: (await res.json()) as Record<string, any>, meter };
}

async function pageCost(path: string) {
  const { res, meter } = await measure(path, { headers: { Cookie: user.cookie } });
  expect(res.status, path).toBe(200);
  figures[`SSR ${path}`] = meter;
  return meter;
}

const JOB_LISTS = [
  "/jobs?limit=10",
  "/jobs?limit=10&status=interview",
  "/jobs?limit=10&jobType=contract",
  "/jobs?limit=10&favorite=true",
  "/jobs?limit=10&sort=oldest",
  "/jobs?limit=10&sort=a-z",
  "/jobs?limit=10&sort=z-a",
  "/jobs?limit=10&sort=priority-high",
  "/jobs?limit=10&sort=application-date",
];

describe("rows read per request at 10,000 jobs", () => {
  it.each(JOB_LISTS)("GET %s reads at most 60 rows", async (path) => {
    const { body, meter } = await apiCost(path);
    expect(body.jobs).toHaveLength(10);
    expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(60);
  });

  it("a deep page reads at most 60 rows plus the index entries it skips (OFFSET: decision 020)", async () => {
    const { body, meter } = await apiCost("/jobs?limit=10&page=500");
    expect(body.jobs).toHaveLength(10);
    expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(60 + 499 * 10);
    const middle = await apiCost("/jobs?limit=10&page=20");
    expect(middle.meter.rowsRead, describeLog(middle.meter)).toBeLessThanOrEqual(60 + 19 * 10);
    const shallow = await apiCost("/jobs?limit=10&page=2");
    expect(shallow.meter.rowsRead, describeLog(shallow.meter)).toBeLessThanOrEqual(60 + 10);
  });

  it("GET /jobs?search=acme reads at most 60 rows plus the matches on the page", async () => {
    const { body, meter } = await apiCost("/jobs?limit=10&search=acme");
    expect(body.totalJobs).toBe(100);
    expect(body.jobs).toHaveLength(10);
    // The total is counted inside the index (one row per match); the page reads each match, looks it up
    // by rowid and sorts the matches (three per match): bounded by the matches, not the history.
    expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(60 + 4 * body.totalJobs);
    const rare = await apiCost("/jobs?limit=10&search=engineer%201234");
    expect(rare.body.totalJobs).toBe(1);
    expect(rare.meter.rowsRead, describeLog(rare.meter)).toBeLessThanOrEqual(60);
  });

  it("GET /analytics/dashboard reads at most 60 rows", async () => {
    const { body, meter } = await apiCost("/analytics/dashboard");
    const saved = Array.from({ length: 10_000 }, (_, i) => i + 1).filter((n) => n % 7 === 6).length;
    expect(body.data.applicationStats.total).toBe(10_000 - saved);
    expect(body.data.activityOverview).toEqual({
      totalContacts: 200,
      completedTasks: 125,
      pendingTasks: 375,
      upcomingInterviewCount: 9,
    });
    expect(body.data.applicationTimeline.length).toBeGreaterThan(80);
    expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(60);
  });

  it.each([
    "/tasks?limit=10",
    "/tasks?limit=10&status=pending",
    "/tasks?limit=10&sort=dueDate-asc",
    "/contacts?limit=10",
    "/contacts?limit=10&sort=a-z",
    "/contacts?limit=10&sort=company",
  ])("GET %s reads at most 60 rows", async (path) => {
    const { meter } = await apiCost(path);
    expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(60);
  });

  it.each([
    ["/tasks?limit=10&search=acme", "totalTasks"],
    ["/contacts?limit=10&search=acme", "totalContacts"],
  ])("GET %s reads at most 60 rows plus 4 per match", async (path, totalKey) => {
    const { body, meter } = await apiCost(path);
    expect(body[totalKey]).toBe(10);
    expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(60 + 4 * body[totalKey]);
  });

  it.each(["/applications", "/dashboard"])("SSR %s reads at most 120 rows", async (path) => {
    const meter = await pageCost(path);
    expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(120);
  });

  it("prints the figures", () => {
    const lines = Object.entries(figures).map(([k, m]) => `| ${k} | ${m.rowsRead} | ${m.statements} | ${m.waves} |`);
    console.log(["| request | rows read | statements | waves |", "|---|---|---|---|", ...lines].join("\n"));
  });
});
