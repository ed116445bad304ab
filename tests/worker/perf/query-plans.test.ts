/**
 * Every statement behind every list, filter, sort and count (jobs with their interviews, tasks, contacts),
 * the dashboard and the SSR pages is served by an index: EXPLAIN QUERY PLAN shows no full `SCAN <table>`
 * and, where the list is sorted by the index, no `USE TEMP B-TREE FOR ORDER BY`. The statements are the
 * ones the real handler runs (captured by the D1 meter), explained with the values they bound.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { WebUser } from "../support";
import { measure, queryPlans } from "./d1-meter";
import { seedUser } from "./seed";

let user: WebUser;

beforeAll(async () => {
  user = await seedUser({ jobs: 300, interviews: 150, tasks: 120, contacts: 60 });
}, 60_000);

async function plansOf(path: string) {
  const api = path.startsWith("/api/");
  const { res, meter } = await measure(path, {
    headers: api ? { Authorization: `Bearer ${user.token}` } : { Cookie: user.cookie },
  });
  expect(res.status, path).toBe(200);
  const plans = await queryPlans(meter);
  expect(plans.length).toBeGreaterThan(0);
  return plans;
}

/** A full table scan: `SCAN jobs` (a scan through an index, a CTE or a virtual table is fine). */
const fullScan = (line: string) => /^SCAN \w+$/.test(line.trim());
const sortedOutsideIndex = (line: string) => line.includes("USE TEMP B-TREE FOR ORDER BY");

const SORTED_BY_INDEX = [
  "/api/v1/jobs?limit=10",
  "/api/v1/jobs?limit=10&status=offer",
  "/api/v1/jobs?limit=10&jobType=contract",
  "/api/v1/jobs?limit=10&favorite=true",
  "/api/v1/jobs?limit=10&search=ac",
  ...["oldest", "a-z", "z-a", "priority-high", "application-date", "match-high", "match-low"].map(
    (s) => `/api/v1/jobs?limit=10&sort=${s}`,
  ),
  "/api/v1/jobs?limit=10&page=7",
  "/api/v1/tasks?limit=10",
  "/api/v1/tasks?limit=10&status=pending",
  "/api/v1/tasks?limit=10&priority=high",
  "/api/v1/tasks?limit=10&category=networking",
  ...["oldest", "dueDate-asc", "dueDate-desc", "priority-high", "priority-low"].map(
    (s) => `/api/v1/tasks?limit=10&sort=${s}`,
  ),
  "/api/v1/contacts?limit=10",
  ...["oldest", "a-z", "z-a", "last-contact", "company"].map((s) => `/api/v1/contacts?limit=10&sort=${s}`),
  "/api/v1/analytics/dashboard",
  "/applications",
  "/dashboard",
  "/tasks",
  // Issue 24: the notifications, their counts and the settings.
  "/api/v1/notifications?limit=20",
  "/api/v1/notifications?limit=20&unread=true",
  "/api/v1/notifications/unread-count",
  "/notifications",
  "/profile/notifications",
];

/** Filters whose rows are then sorted by another column: the filtered rows are sorted, none scanned. */
const INDEXED_FILTER_OTHER_SORT = [
  // A search reads the FTS index's matches and sorts them (decision 021).
  "/api/v1/jobs?limit=10&search=acme",
  "/api/v1/jobs?limit=10&search=acme&status=applied",
  "/api/v1/tasks?limit=10&search=acme",
  "/api/v1/contacts?limit=10&search=acme",
  "/api/v1/jobs?limit=10&status=offer&sort=a-z",
  "/api/v1/tasks?limit=10&dueDate=overdue",
  "/api/v1/tasks?limit=10&dueDate=today",
  "/api/v1/tasks?limit=10&dueDate=upcoming",
  "/api/v1/contacts?limit=10&relationship=mentor",
  "/api/v1/contacts?limit=10&favorite=true",
  "/api/v1/contacts?limit=10&tag=python",
  "/api/v1/contacts?limit=10&followUp=due",
  // The tag filter's options: the distinct tags of the user's contacts, A-Z (a sort of the tags).
  "/contacts",
];

describe("query plans", () => {
  it.each(SORTED_BY_INDEX)("%s: every statement uses an index, none sorts in a temp b-tree", async (path) => {
    for (const { sql, plan } of await plansOf(path)) {
      expect(plan.filter(fullScan), `${sql}\n${plan.join("\n")}`).toEqual([]);
      expect(plan.filter(sortedOutsideIndex), `${sql}\n${plan.join("\n")}`).toEqual([]);
    }
  });

  // Page 2 by cursor, both ways (Next from page 1, then Previous back): the keyset condition seeks the sort's
  // index (a range on it, not a scan from the start) and nothing is sorted outside it.
  it.each([
    ...["newest", "oldest", "a-z", "z-a", "priority-high", "application-date", "match-high", "match-low"].map(
      (s) => `/api/v1/jobs?limit=10&sort=${s}`,
    ),
    ...["newest", "oldest", "dueDate-asc", "dueDate-desc", "priority-high", "priority-low"].map(
      (s) => `/api/v1/tasks?limit=10&sort=${s}`,
    ),
    ...["newest", "oldest", "a-z", "z-a", "last-contact", "company"].map((s) => `/api/v1/contacts?limit=10&sort=${s}`),
  ])("%s, pages by cursor: each page statement seeks an index range, none sorts in a temp b-tree", async (path) => {
    const headers = { Authorization: `Bearer ${user.token}` };
    const first = (await (await measure(path, { headers })).res.json()) as { nextCursor: string };
    const second = await measure(`${path}&page=2&cursor=${first.nextCursor}`, { headers });
    const { prevCursor } = (await second.res.json()) as { prevCursor: string };
    const back = await measure(`${path}&page=1&cursor=${prevCursor}`, { headers });
    for (const { meter } of [second, back]) {
      const plans = await queryPlans(meter);
      const pages = plans.filter(({ sql }) => /\blimit\b/i.test(sql) && !/count\(/i.test(sql));
      expect(pages.length).toBeGreaterThan(0);
      for (const { sql, plan } of pages) {
        expect(plan.filter(fullScan), `${sql}\n${plan.join("\n")}`).toEqual([]);
        expect(plan.filter(sortedOutsideIndex), `${sql}\n${plan.join("\n")}`).toEqual([]);
      }
      // The keyset condition is a range of the index search (`… AND (created_at,id)<(?,?)` or `… >?`).
      expect(
        pages.some(({ plan }) => plan.some((line) => /SEARCH \w+ USING (COVERING )?INDEX .*[<>]/.test(line))),
        pages.map(({ sql, plan }) => `${sql}\n${plan.join("\n")}`).join("\n\n"),
      ).toBe(true);
    }
  });

  it.each(INDEXED_FILTER_OTHER_SORT)("%s: every statement uses an index", async (path) => {
    for (const { sql, plan } of await plansOf(path)) {
      expect(plan.filter(fullScan), `${sql}\n${plan.join("\n")}`).toEqual([]);
    }
  });
});
