/**
 * Cursor paging of the lists (docs/api-cursors.md): an unusable cursor falls back to the numbered page,
 * and the screens' Next and Previous links carry the cursor (numbered page links do not).
 */
import { describe, expect, it } from "vitest";
import { seedRows } from "../perf/seed";
import { api, page, signUpForWeb, type WebUser } from "../support";

const SMALL = { jobs: 25, interviews: 1, tasks: 25, contacts: 25 };

async function seeded(): Promise<WebUser> {
  const user = await signUpForWeb();
  await seedRows(user.userId, SMALL);
  return user;
}

const ids = (rows: { _id: string }[]) => rows.map((r) => r._id);
const b64 = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

describe("GET /jobs, /tasks, /contacts with a cursor", () => {
  it.each([
    ["jobs", "newest"],
    ["tasks", "dueDate-asc"],
    ["contacts", "last-contact"],
  ])("/%s: Next's cursor gives page 2, Previous's gives page 1 back", async (list, sort) => {
    const u = await seeded();
    const first = (await api("GET", `/${list}?limit=10&sort=${sort}`, { token: u.token })).body;
    expect(first.prevCursor).toBeNull();
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await api("GET", `/${list}?limit=10&sort=${sort}&page=2&cursor=${first.nextCursor}`, { token: u.token })
    ).body;
    const byPage = (await api("GET", `/${list}?limit=10&sort=${sort}&page=2`, { token: u.token })).body;
    expect(second.currentPage).toBe(2);
    expect(ids(second[list])).toEqual(ids(byPage[list]));
    const back = (
      await api("GET", `/${list}?limit=10&sort=${sort}&page=1&cursor=${second.prevCursor}`, { token: u.token })
    ).body;
    expect(ids(back[list])).toEqual(ids(first[list]));
    expect(back.prevCursor).toBeNull();
  });

  it("an unusable cursor is ignored: 200 with the numbered page, never an error", async () => {
    const u = await seeded();
    const page2 = ids((await api("GET", "/jobs?limit=10&page=2", { token: u.token })).body.jobs);
    const { body: first } = await api("GET", "/jobs?limit=10", { token: u.token });
    const { body: fromAToZ } = await api("GET", "/jobs?limit=10&sort=a-z", { token: u.token });
    for (const cursor of [
      "garbage",
      "%00%ff",
      "!!!",
      "a".repeat(5000),
      b64({ d: "after", s: "newest", k: ["not a number", 1] }),
      b64({ d: "after", s: "newest", k: [1, 2, 3] }),
      b64({ d: "after", s: "newest", k: [null, "x"] }),
      b64({ d: "after", s: "newest", k: [1e300, "x"] }),
      b64({ d: "around", s: "newest", k: [1, "x"] }),
      b64({ __proto__: { d: "after" }, s: "newest", k: [1, "x"] }),
      b64([]),
      fromAToZ.nextCursor, // made for another sort
    ]) {
      const res = await api("GET", `/jobs?limit=10&page=2&cursor=${encodeURIComponent(cursor)}`, { token: u.token });
      expect(res.status, cursor).toBe(200);
      expect(res.body.currentPage).toBe(2);
      expect(ids(res.body.jobs), cursor).toEqual(page2);
    }
    // A cursor for tasks is not one for contacts either.
    const { body: tasks } = await api("GET", "/tasks?limit=10&sort=newest", { token: u.token });
    const res = await api("GET", `/contacts?limit=10&page=2&sort=newest&cursor=${tasks.nextCursor}`, {
      token: u.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.contacts).toHaveLength(10);
    expect(first.nextCursor).toEqual(expect.any(String));
  });

  it("a cursor keeps the owner's rows only and applies the filters", async () => {
    const owner = await seeded();
    const other = await seeded();
    const { body } = await api("GET", "/jobs?limit=2&status=applied", { token: owner.token });
    const mine = new Set(ids((await api("GET", "/jobs?limit=100", { token: owner.token })).body.jobs));
    // The other user replays the owner's cursor: it only positions within the other user's own list.
    const replay = await api("GET", `/jobs?limit=2&status=applied&page=2&cursor=${body.nextCursor}`, {
      token: other.token,
    });
    expect(replay.status).toBe(200);
    for (const job of replay.body.jobs) {
      expect(mine.has(job._id)).toBe(false);
      expect(job.status).toBe("applied");
    }
  });
});

describe("list screens page by cursor", () => {
  const links = (html: string) => ({
    next: html.match(/<a[^>]*rel="next"[^>]*href="([^"]+)"|<a[^>]*href="([^"]+)"[^>]*rel="next"/),
    prev: html.match(/<a[^>]*rel="prev"[^>]*href="([^"]+)"|<a[^>]*href="([^"]+)"[^>]*rel="prev"/),
  });
  const hrefOf = (m: RegExpMatchArray | null) => (m ? (m[1] ?? m[2]).replace(/&amp;/g, "&") : null);
  const jobIdsIn = (html: string) => [...new Set([...html.matchAll(/href="\/jobs\/edit\/([^"]+)"/g)].map((m) => m[1]))];

  it("/applications: Next carries the cursor and renders page 2; numbered links stay plain page=N", async () => {
    const u = await seeded();
    const first = await (await page("/applications?sort=oldest", u.cookie)).text();
    const next = hrefOf(links(first).next);
    expect(next).toMatch(/^\/applications\?sort=oldest&page=2&cursor=[A-Za-z0-9_-]+$/);
    expect(first).toContain('href="/applications?sort=oldest&amp;page=2"');

    const res = await page(next ?? "", u.cookie);
    expect(res.status).toBe(200);
    const second = await res.text();
    const apiPage2 = (await api("GET", "/jobs?limit=10&sort=oldest&page=2", { token: u.token })).body;
    expect(apiPage2.jobs.length).toBeGreaterThan(0);
    expect(jobIdsIn(second)).toEqual(ids(apiPage2.jobs));
    // Previous from page 2 is page 1, by cursor too; a row's actions come back to this URL, cursor included.
    expect(hrefOf(links(second).prev)).toMatch(/^\/applications\?sort=oldest&page=1&cursor=/);
    expect(second).toContain(`returnTo=${encodeURIComponent(next ?? "")}`);
  });
});
