/**
 * Imports under concurrency (issue 30, decision 040): the same file imported three times at once creates
 * its records once. The import keys, the duplicate check and the kept upload are claimed inside the
 * import's own write batch, so the second and third batches find them taken and write nothing.
 */
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, countJobs, formPost, ORIGIN, type SignedUp, send, signUp, signUpForWeb, type WebUser } from "../support";

function exportFile() {
  return {
    format: "offerpath-export",
    version: 1,
    contacts: [{ _id: "c1", name: "Priya", interactionHistory: [{ _id: "x1", date: "2026-10-01", method: "call" }] }],
    jobs: [
      { _id: "j1", company: "Acme", position: "Engineer", contactPerson: "c1", interviewHistory: [] },
      {
        _id: "j2",
        company: "Globex",
        position: "Designer",
        interviewHistory: [{ _id: "v1", date: "2026-10-10T10:00:00.000Z", interviewType: "video" }],
      },
      { _id: "j3", company: "Initech", position: "Analyst" },
    ],
    tasks: [{ _id: "t1", title: "Follow up", relatedJob: "j1" }],
  };
}

async function rows(userId: string) {
  const { env } = await import("cloudflare:workers");
  const count = async (table: string) =>
    (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE user_id = ?`).bind(userId).first<{ n: number }>())
      ?.n ?? 0;
  return {
    jobs: await count("jobs"),
    interviews: await count("interviews"),
    contacts: await count("contacts"),
    interactions: await count("interactions"),
    tasks: await count("tasks"),
  };
}

const CSV = [
  "Company,Job Title,Status,Job Link",
  "Acme,Engineer,Applied,https://acme.example/1",
  "Globex,Designer,Applied,",
].join("\r\n");

async function postCsv(user: SignedUp, csv: string) {
  const form = new FormData();
  form.set("file", new File([csv], "jobs.csv", { type: "text/csv" }));
  const res = await exports.default.fetch(`${ORIGIN}/api/v1/import/csv`, {
    method: "POST",
    headers: { Authorization: `Bearer ${user.token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

async function uploadCsv(user: WebUser, csv: string) {
  const form = new FormData();
  form.set("intent", "csv");
  form.set("file", new File([csv], "jobs.csv", { type: "text/csv" }));
  const res = await send("/profile/data/import", {
    method: "POST",
    headers: { Cookie: user.cookie, Origin: ORIGIN },
    body: form,
  });
  expect(res.status).toBe(302);
  return res.headers.get("Location") ?? "";
}

describe("imports are idempotent under concurrency", () => {
  it("the same JSON export posted three times at once creates its records once", async () => {
    const user = await signUp();
    const answers = await Promise.all(
      [1, 2, 3].map(() => api("POST", "/import/json", { token: user.token, body: exportFile() })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await rows(user.userId)).toEqual({ jobs: 3, interviews: 1, contacts: 1, interactions: 1, tasks: 1 });
    // The answers say what each did: one imported the file, the others found it there.
    const imported = answers.map((a) => a.body.imported.jobs).sort();
    expect(imported).toEqual([0, 0, 3]);
    for (const a of answers.filter((x) => x.body.imported.jobs === 0)) {
      expect(a.body.alreadyPresent).toEqual({
        jobs: 3,
        interviews: 1,
        tasks: 1,
        contacts: 1,
        interactions: 1,
        offers: 0,
      });
      expect(a.body.skipped).toEqual([]);
    }
    // And a fourth, later, still creates nothing.
    const again = await api("POST", "/import/json", { token: user.token, body: exportFile() });
    expect(again.body.imported.jobs).toBe(0);
    expect(await rows(user.userId)).toEqual({ jobs: 3, interviews: 1, contacts: 1, interactions: 1, tasks: 1 });
  });

  it("the same CSV posted three times at once to the API creates each application once", async () => {
    const user = await signUp();
    const answers = await Promise.all([1, 2, 3].map(() => postCsv(user, CSV)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await countJobs(user.userId)).toBe(2);
    expect(answers.map((a) => a.body.imported.jobs).sort()).toEqual([0, 0, 2]);
    for (const a of answers.filter((x) => x.body.imported.jobs === 0)) {
      expect(a.body.skipped.map((s: { reason: string }) => s.reason)).toEqual([
        expect.stringContaining("Matches an application you already have"),
        expect.stringContaining("Matches an application you already have"),
      ]);
    }
  });

  it("three concurrent confirms of one kept upload import it once, each landing on its outcome", async () => {
    const user = await signUpForWeb();
    const location = await uploadCsv(user, CSV);
    const confirms = await Promise.all(
      [1, 2, 3].map(() => formPost(location, { intent: "confirm", onDuplicate: "update" }, user.cookie)),
    );
    expect(confirms.map((r) => r.status)).toEqual([302, 302, 302]);
    expect(confirms.map((r) => r.headers.get("Location"))).toEqual(Array(3).fill(`${location}/outcome`));
    expect(await countJobs(user.userId)).toBe(2);
    const { env } = await import("cloudflare:workers");
    const runs = await env.DB.prepare(
      "SELECT count(*) AS n FROM import_runs WHERE user_id = ? AND upload_id IS NOT NULL",
    )
      .bind(user.userId)
      .first<{ n: number }>();
    expect(runs?.n).toBe(1);
    const outcome = await (await send(`${location}/outcome`, { headers: { Cookie: user.cookie } })).text();
    expect(outcome).toContain("Imported: 2");
    expect(outcome).toContain("Updated: 0");
  });
});
