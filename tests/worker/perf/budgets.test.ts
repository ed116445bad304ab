/**
 * Deterministic read budgets at 10,000 rows (issue 11): D1's own rows_read, summed per request through the
 * Worker's real handler (tests/worker/perf/d1-meter.ts), for the API lists, the dashboard and the SSR pages.
 * No timing: a page must read a page's worth of rows, whatever the size of the user's history.
 */

import { CONTACT_SORTS } from "@core/schemas/contacts";
import { TASK_SORTS } from "@core/schemas/task";
import { beforeAll, describe, expect, it } from "vitest";
import type { WebUser } from "../support";
import { describeLog, type Meter, measure } from "./d1-meter";
import { seedUser } from "./seed";

let user: WebUser;
const figures: Record<string, Meter> = {};

beforeAll(async () => {
  user = await seedUser();
}, 60_000);

async function apiCost(path: string, record = true) {
  const { res, meter } = await measure(`/api/v1${path}`, { headers: { Authorization: `Bearer ${user.token}` } });
  expect(res.status, path).toBe(200);
  if (record) figures[`GET /api/v1${path}`] = meter;
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
  "/jobs?limit=10&sort=match-high",
  "/jobs?limit=10&sort=match-low",
];

describe("rows read per request at 10,000 jobs", () => {
  it.each(JOB_LISTS)("GET %s reads at most 60 rows", async (path) => {
    const { body, meter } = await apiCost(path);
    expect(body.jobs).toHaveLength(10);
    expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(60);
  });

  it("a numbered deep page (no cursor) still pages by OFFSET: 60 rows plus the index entries it skips (decision 020)", async () => {
    const { body, meter } = await apiCost("/jobs?limit=10&page=500");
    expect(body.jobs).toHaveLength(10);
    expect(body.currentPage).toBe(500);
    expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(60 + 499 * 10);
    const middle = await apiCost("/jobs?limit=10&page=20");
    expect(middle.body.currentPage).toBe(20);
    expect(middle.meter.rowsRead, describeLog(middle.meter)).toBeLessThanOrEqual(60 + 19 * 10);
    const shallow = await apiCost("/jobs?limit=10&page=2");
    expect(shallow.meter.rowsRead, describeLog(shallow.meter)).toBeLessThanOrEqual(60 + 10);
  });

  const CURSOR_WALKS = [
    ...JOB_LISTS.map((path) => [path, "jobs"] as const),
    ...TASK_SORTS.map((sort) => [`/tasks?limit=10&sort=${sort}`, "tasks"] as const),
    ...CONTACT_SORTS.map((sort) => [`/contacts?limit=10&sort=${sort}`, "contacts"] as const),
    // Shorter lists whose walks reach the undated tasks (last in dueDate-desc) and then walk back over them.
    ...["dueDate-desc", "dueDate-asc", "priority-low"].map(
      (sort) => [`/tasks?limit=10&status=pending&sort=${sort}`, "tasks"] as const,
    ),
  ];

  it.each(CURSOR_WALKS)(
    "GET %s: Next to page 20 (or the last) and Previous back by cursor, every step at most 60 rows and the same rows as page=N",
    async (path, key) => {
      const ids = (body: Record<string, any>): string[] => body[key].map((row: { _id: string }) => row._id);
      const offsetPage = async (n: number) => ids((await apiCost(`${path}&page=${n}`, false)).body);
      let most: Meter | undefined;
      const step = async (n: number, cursor: string) => {
        const { body, meter } = await apiCost(`${path}&page=${n}&cursor=${cursor}`, false);
        expect(meter.rowsRead, `${path} page ${n}\n${describeLog(meter)}`).toBeLessThanOrEqual(60);
        if (!most || meter.rowsRead > most.rowsRead) most = meter;
        expect(body.currentPage).toBe(n);
        expect(ids(body), `${path} page ${n}`).toEqual(await offsetPage(n));
        return body;
      };
      let { body, meter } = await apiCost(path, false);
      expect(meter.rowsRead, `${path} page 1\n${describeLog(meter)}`).toBeLessThanOrEqual(60);
      const seen = [...ids(body)];
      expect(body.prevCursor).toBeNull();
      const pages = Math.min(20, body.numOfPages);
      for (let n = 2; n <= pages; n++) {
        expect(body.nextCursor, `${path} page ${n - 1} has a next page`).toEqual(expect.any(String));
        body = await step(n, body.nextCursor);
        seen.push(...ids(body));
      }
      expect(new Set(seen).size, "no row twice").toBe(seen.length);
      expect(seen.length, "no gaps").toBe(Math.min(200, body[`total${key[0].toUpperCase()}${key.slice(1)}`]));
      if (pages === body.numOfPages) expect(body.nextCursor, "the last page has no next").toBeNull();
      for (let n = pages - 1; n >= pages - 3; n--) {
        expect(body.prevCursor).toEqual(expect.any(String));
        body = await step(n, body.prevCursor);
      }
      if (most) figures[`GET /api/v1${path}, Next and Previous by cursor (the costliest step)`] = most;
    },
    60_000,
  );

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

  it.each(["/applications", "/dashboard", "/today", "/profile/data"])("SSR %s reads at most 120 rows", async (path) => {
    const meter = await pageCost(path);
    expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(120);
  });

  it("prints the figures", () => {
    const lines = Object.entries(figures).map(
      ([k, m]) => `| ${k} | ${m.rowsRead} | ${m.statements} | ${m.calls} | ${m.waves} |`,
    );
    console.log(
      ["| request | rows read | statements | D1 calls | waves |", "|---|---|---|---|---|", ...lines].join("\n"),
    );
  });
});

/**
 * A request's independent reads travel as one D1 batch (worker/db/read-batch.ts, decision 025): an API
 * read is one D1 call however many statements it runs, a page view two (the session check, then the
 * loaders' reads together).
 */
describe("one D1 call per wave", () => {
  it.each([
    "/jobs?limit=10",
    "/jobs?limit=10&status=interview",
    "/jobs?limit=10&status=interview&favorite=true",
    "/jobs?limit=10&search=acme",
    "/jobs?limit=10&search=ac",
    "/jobs?limit=10&sort=a-z",
    "/jobs?limit=10&page=3",
    "/tasks?limit=10",
    "/tasks?limit=10&search=acme",
    "/contacts?limit=10&sort=company",
    "/contacts?limit=10&search=acme",
    "/analytics/dashboard",
  ])("GET %s: every statement in one D1 call", async (path) => {
    const { meter } = await apiCost(path, false);
    expect(meter.statements, describeLog(meter)).toBeGreaterThan(1);
    expect(meter.calls, describeLog(meter)).toBe(1);
  });

  it("GET /jobs/:id and /contacts/:id: the record and its children in one D1 call", async () => {
    const { body: jobsPage } = await apiCost("/jobs?limit=1", false);
    const { body: contactsPage } = await apiCost("/contacts?limit=1", false);
    for (const path of [`/jobs/${jobsPage.jobs[0]._id}`, `/contacts/${contactsPage.contacts[0]._id}`]) {
      const { meter } = await apiCost(path, false);
      expect(meter.statements, describeLog(meter)).toBeGreaterThan(1);
      expect(meter.calls, describeLog(meter)).toBe(1);
    }
  });

  it.each(["/dashboard", "/today", "/applications", "/tasks", "/contacts", "/documents"])(
    "SSR %s: the session check, then the loaders' reads in one call",
    async (path) => {
      const { res, meter } = await measure(path, { headers: { Cookie: user.cookie } });
      expect(res.status).toBe(200);
      expect(meter.statements, describeLog(meter)).toBeGreaterThan(2);
      expect(meter.calls, describeLog(meter)).toBe(2);
    },
  );
});
