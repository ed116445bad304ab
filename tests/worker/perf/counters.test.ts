/**
 * The per-user counters (docs/decisions/020) stay equal to a real count through every write path: API
 * creates, status and favorite changes, interviews moving a job's status, deletes, cascades from a contact
 * and from the account's deletion, and the migration's backfill.
 */
import { env } from "cloudflare:workers";
import { deleteAccount } from "@worker/domain/auth/accounts.server";
import { describe, expect, it } from "vitest";
import { api, type SignedUp, signUp, testDeps } from "../support";
import { seedRows } from "./seed";

const SMALL = { jobs: 60, interviews: 20, tasks: 24, contacts: 12 };

async function counters(userId: string) {
  return env.DB.prepare("SELECT * FROM user_counters WHERE user_id = ?").bind(userId).first<Record<string, unknown>>();
}

/** The counters as a real count computes them (the migration's own backfill expressions). */
async function truth(userId: string) {
  const migration = (env.TEST_MIGRATIONS as { name: string; queries: string[] }[]).find((m) =>
    m.name.includes("user_counters"),
  );
  const backfill = migration?.queries.find((q) => q.includes("-- Backfill"));
  if (!backfill) throw new Error("backfill statement not found");
  const select = backfill.slice(backfill.indexOf("SELECT users.id")).replace(/;\s*$/, "");
  // Documents came later (migrations/0011_documents.sql): counted by rows and bytes, pending included.
  return env.DB.prepare(
    `SELECT b.*, (SELECT count(*) FROM documents WHERE user_id = b.user_id) AS documents,
       (SELECT COALESCE(SUM(size), 0) FROM documents WHERE user_id = b.user_id) AS document_bytes
     FROM (${select.replace("SELECT users.id,", "SELECT users.id AS user_id,")}) AS b WHERE b.user_id = ?`,
  )
    .bind(userId)
    .first<Record<string, unknown>>();
}

/** The timeline as the months table holds it, against a GROUP BY over the jobs. */
async function timelines(userId: string) {
  const months = await env.DB.prepare(
    `SELECT month || '-' || d.key AS day, d.value AS n FROM job_application_months, json_each(days) AS d
     WHERE user_id = ? AND d.value <> 0 ORDER BY day`,
  )
    .bind(userId)
    .all<{ day: string; n: number }>();
  const real = await env.DB.prepare(
    `SELECT strftime('%Y-%m-%d', application_date / 1000, 'unixepoch') AS day, count(*) AS n FROM jobs
     WHERE user_id = ? AND status <> 'saved' GROUP BY 1 ORDER BY 1`,
  )
    .bind(userId)
    .all<{ day: string; n: number }>();
  return { months: months.results, real: real.results };
}

async function expectExact(userId: string) {
  const [kept, counted] = await Promise.all([counters(userId), truth(userId)]);
  expect(kept).toEqual(counted);
  const { months, real } = await timelines(userId);
  expect(months).toEqual(real);
}

async function call(u: SignedUp, method: string, path: string, body?: unknown) {
  const res = await api(method, path, { token: u.token, body });
  expect(res.status, `${method} ${path} ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

describe("user counters", () => {
  it("start at zero for a new account and count the seeded rows", async () => {
    const u = await signUp();
    expect(await counters(u.userId)).toMatchObject({ jobs_applied: 0, contacts: 0, tasks_pending: 0 });
    await seedRows(u.userId, SMALL);
    await expectExact(u.userId);
    expect(await counters(u.userId)).toMatchObject({ contacts: 12 });
  });

  it("follow every API write of jobs, interviews, tasks and contacts", async () => {
    const u = await signUp();
    await seedRows(u.userId, SMALL);
    const contact = (await call(u, "POST", "/contacts", { name: "Ada" })).contact;
    const job = (
      await call(u, "POST", "/jobs", {
        company: "Acme",
        position: "Dev",
        status: "saved",
        applicationDate: "2026-10-05",
        contactPerson: contact._id,
      })
    ).job;
    await expectExact(u.userId);
    await call(u, "PATCH", `/jobs/${job._id}`, { status: "applied", jobType: "contract", favorite: true });
    await expectExact(u.userId);
    await call(u, "PATCH", `/jobs/${job._id}`, { applicationDate: "2026-11-02" });
    await expectExact(u.userId);
    const withInterview = (
      await call(u, "POST", `/jobs/${job._id}/interviews`, { date: "2026-12-01T10:00:00Z", interviewType: "video" })
    ).job;
    expect(withInterview.status).toBe("interview");
    await expectExact(u.userId);
    await call(u, "DELETE", `/jobs/${job._id}/interviews/${withInterview.interviewHistory[0]._id}`);
    await expectExact(u.userId);
    const task = (await call(u, "POST", "/tasks", { title: "Call", relatedJob: job._id })).task;
    await call(u, "PATCH", `/tasks/${task._id}/complete`);
    await expectExact(u.userId);
    await call(u, "PATCH", `/tasks/${task._id}`, { status: "in-progress" });
    await expectExact(u.userId);
    await call(u, "DELETE", `/contacts/${contact._id}`);
    await call(u, "DELETE", `/jobs/${job._id}`);
    await expectExact(u.userId);
    await call(u, "DELETE", `/tasks/${task._id}`);
    await expectExact(u.userId);
  });

  it("go with the account: its deletion cascades through every counted row without an error", async () => {
    const u = await signUp();
    await seedRows(u.userId, SMALL);
    const deleted = await deleteAccount(testDeps(), u.userId, u.password);
    expect(deleted.ok).toBe(true);
    expect(await counters(u.userId)).toBeNull();
    const months = await env.DB.prepare("SELECT count(*) AS n FROM job_application_months WHERE user_id = ?")
      .bind(u.userId)
      .first<{ n: number }>();
    expect(months?.n).toBe(0);
    const other = await signUp();
    await seedRows(other.userId, SMALL);
    await expectExact(other.userId);
  });

  it("the plan limit reads the counter: a free user's 11th job is refused, a delete frees a slot", async () => {
    const u = await signUp();
    for (let i = 0; i < 10; i++) await call(u, "POST", "/jobs", { company: `C${i}`, position: "P" });
    const refused = await api("POST", "/jobs", { token: u.token, body: { company: "X", position: "P" } });
    expect(refused.status).toBe(403);
    const list = await call(u, "GET", "/jobs?limit=1");
    expect(list.totalJobs).toBe(10);
    await call(u, "DELETE", `/jobs/${list.jobs[0]._id}`);
    await call(u, "POST", "/jobs", { company: "Y", position: "P" });
    await expectExact(u.userId);
  });
});
