/**
 * Search on the FTS5 trigram indexes (docs/decisions/021): the same literal, case-insensitive substring
 * semantics as the LIKE search it replaced, FTS5 syntax typed by a user taken literally, the index kept in
 * sync by triggers on update and delete, the owner's rows only, and terms under 3 characters on LIKE.
 */
import { env } from "cloudflare:workers";
import { deleteAccount } from "@worker/domain/auth/accounts.server";
import { describe, expect, it } from "vitest";
import { api, type SignedUp, signUp, testDeps } from "../support";

async function call(u: SignedUp, method: string, path: string, body?: unknown) {
  const res = await api(method, path, { token: u.token, body });
  expect(res.status, `${method} ${path} ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

const companies = (body: Record<string, any>) => body.jobs.map((j: { company: string }) => j.company).sort();
const search = (u: SignedUp, term: string) => call(u, "GET", `/jobs?limit=50&search=${encodeURIComponent(term)}`);

describe("job search on the trigram index", () => {
  it("matches substrings case-insensitively in company or position, counting only the owner's jobs", async () => {
    const u = await signUp();
    const other = await signUp();
    await call(other, "POST", "/jobs", { company: "Razorpay", position: "Engineer" });
    for (const [company, position] of [
      ["Razorpay", "Backend Engineer"],
      ["Acme", "razor blade tester"],
      ["Globex", "Frontend"],
    ]) {
      await call(u, "POST", "/jobs", { company, position });
    }
    const found = await search(u, "RAZOR");
    expect(companies(found)).toEqual(["Acme", "Razorpay"]);
    expect(found.totalJobs).toBe(2);
    expect((await search(u, "ozorp")).totalJobs).toBe(0);
    expect(companies(await search(u, "zorp"))).toEqual(["Razorpay"]);
    expect(companies(await search(u, "end eng"))).toEqual(["Razorpay"]);
  });

  it("takes quotes, operators, wildcards and LIKE characters literally", async () => {
    const u = await signUp();
    for (const company of ['Say "hi" Ltd', "R AND D", "Star* Labs", "^caret", "100% Pure", "data_eng", "NEAR(x)"]) {
      await call(u, "POST", "/jobs", { company, position: "P" });
    }
    expect(companies(await search(u, '"hi"'))).toEqual(['Say "hi" Ltd']);
    expect(companies(await search(u, 'y "h'))).toEqual(['Say "hi" Ltd']);
    expect(companies(await search(u, "R AND D"))).toEqual(["R AND D"]);
    expect((await search(u, "R OR D")).totalJobs).toBe(0);
    expect(companies(await search(u, "Star*"))).toEqual(["Star* Labs"]);
    expect(await search(u, "Sta*")).toMatchObject({ totalJobs: 0 });
    expect(companies(await search(u, "^car"))).toEqual(["^caret"]);
    expect(companies(await search(u, "0% P"))).toEqual(["100% Pure"]);
    expect(companies(await search(u, "a_e"))).toEqual(["data_eng"]);
    expect(companies(await search(u, "NEAR(x"))).toEqual(["NEAR(x)"]);
    expect((await search(u, "title:x")).totalJobs).toBe(0);
  });

  it("follows updates and deletes, and keeps LIKE for terms under 3 characters", async () => {
    const u = await signUp();
    const job = (await call(u, "POST", "/jobs", { company: "Initech", position: "QA" })).job;
    expect((await search(u, "initech")).totalJobs).toBe(1);
    await call(u, "PATCH", `/jobs/${job._id}`, { company: "Hooli" });
    expect((await search(u, "initech")).totalJobs).toBe(0);
    expect((await search(u, "hool")).totalJobs).toBe(1);
    expect(companies(await search(u, "QA"))).toEqual(["Hooli"]);
    expect(companies(await search(u, "q"))).toEqual(["Hooli"]);
    await call(u, "DELETE", `/jobs/${job._id}`);
    expect((await search(u, "hool")).totalJobs).toBe(0);
  });

  it("combines with filters and pages, totals counted from the index", async () => {
    const u = await signUp();
    for (let i = 0; i < 5; i++) {
      await call(u, "POST", "/jobs", { company: `Acme ${i}`, position: "P", status: i < 2 ? "offer" : "applied" });
    }
    const offers = await call(u, "GET", "/jobs?limit=10&search=acme&status=offer");
    expect(offers.totalJobs).toBe(2);
    const page2 = await call(u, "GET", "/jobs?limit=2&page=2&search=acme&sort=a-z");
    expect(page2).toMatchObject({ totalJobs: 5, numOfPages: 3, count: 2 });
    expect(companies(page2)).toEqual(["Acme 2", "Acme 3"]);
  });
});

describe("task and contact search on the trigram indexes", () => {
  it("finds tasks by title or description and contacts by name, email, company or position", async () => {
    const u = await signUp();
    await call(u, "POST", "/tasks", { title: "Prepare portfolio", description: "Case STUDIES for Acme" });
    await call(u, "POST", "/tasks", { title: "Email recruiter" });
    await call(u, "POST", "/contacts", { name: "Grace Hopper", email: "grace@navy.example", company: "Navy" });
    await call(u, "POST", "/contacts", { name: "Alan", position: "Codebreaker" });
    expect((await call(u, "GET", "/tasks?search=studies")).totalTasks).toBe(1);
    expect((await call(u, "GET", "/tasks?search=RECRUIT")).totalTasks).toBe(1);
    expect((await call(u, "GET", "/contacts?search=navy.ex")).totalContacts).toBe(1);
    expect((await call(u, "GET", "/contacts?search=codebreak")).contacts[0].name).toBe("Alan");
    expect((await call(u, "GET", "/contacts?search=hopp")).totalContacts).toBe(1);
  });
});

/** The owner's entries in each index, found by the owner's key alone. */
async function indexedFor(key: string) {
  const counts: Record<string, number> = {};
  for (const index of ["jobs_fts", "tasks_fts", "contacts_fts"]) {
    const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${index} WHERE ${index} MATCH ?`)
      .bind(`owner : "${key}"`)
      .first<{ n: number }>();
    counts[index] = row?.n ?? 0;
  }
  return counts;
}

const keyOf = (userId: string) =>
  env.DB.prepare("SELECT search_seq AS seq, search_key AS key FROM users WHERE id = ?")
    .bind(userId)
    .first<{ seq: number; key: string }>();

describe("the owner's key in the indexes", () => {
  it("is one trigram per user, numbered in sign-up order, never shared", async () => {
    const [a, b, c] = [await signUp(), await signUp(), await signUp()];
    const keys = await Promise.all([a, b, c].map((u) => keyOf(u.userId)));
    for (const k of keys) expect([...(k?.key ?? "")]).toHaveLength(3);
    expect(keys.map((k) => k?.seq)).toEqual([keys[0]?.seq, (keys[0]?.seq ?? 0) + 1, (keys[0]?.seq ?? 0) + 2]);
    expect(new Set(keys.map((k) => k?.key)).size).toBe(3);
  });

  it("a user without a number (a trigger lost in a table rebuild) finds nothing, and says so without an error", async () => {
    const u = await signUp();
    await env.DB.prepare("UPDATE users SET search_seq = NULL WHERE id = ?").bind(u.userId).run();
    expect(await keyOf(u.userId)).toEqual({ seq: null, key: null });
    await call(u, "POST", "/jobs", { company: "Acme", position: "Dev" });
    await call(u, "POST", "/tasks", { title: "Call Acme" });
    await call(u, "POST", "/contacts", { name: "Ann", company: "Acme" });
    expect(await search(u, "acme")).toMatchObject({ totalJobs: 0, jobs: [] });
    expect((await call(u, "GET", "/tasks?search=acme")).totalTasks).toBe(0);
    expect((await call(u, "GET", "/contacts?search=acme")).totalContacts).toBe(0);
  });

  it("drops NUL characters from a term instead of failing on them", async () => {
    const u = await signUp();
    await call(u, "POST", "/jobs", { company: "Acme", position: "Dev" });
    expect((await search(u, "ac\u0000me")).totalJobs).toBe(1);
    expect((await search(u, "\u0000")).totalJobs).toBe(1);
  });

  it("indexes a user's rows under their key, and a deleted account leaves none behind", async () => {
    const u = await signUp();
    await call(u, "POST", "/jobs", { company: "Acme", position: "Dev" });
    await call(u, "POST", "/tasks", { title: "Call Acme" });
    await call(u, "POST", "/contacts", { name: "Ann", company: "Acme" });
    const key = (await keyOf(u.userId))?.key ?? "";
    expect(await indexedFor(key)).toEqual({ jobs_fts: 1, tasks_fts: 1, contacts_fts: 1 });
    expect((await deleteAccount(testDeps(), u.userId, u.password)).ok).toBe(true);
    expect(await indexedFor(key)).toEqual({ jobs_fts: 0, tasks_fts: 0, contacts_fts: 0 });
  });
});
