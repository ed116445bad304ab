/**
 * Status history (issue 23): every path that changes an application's status records (from, to, at) in
 * the statement that makes the change (the jobs triggers of migrations/0013): the API, the new and edit
 * forms, the list's inline select, the interview paths that move a status, and both imports.
 */
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  addInterview,
  api,
  as,
  createJob,
  formPost,
  ORIGIN,
  type SignedUp,
  setPlan,
  signUp,
  signUpForWeb,
} from "../support";

type Entry = { from_status: string | null; to_status: string; at: number; from_at: number | null };

async function historyOf(jobId: string) {
  const { results } = await env.DB.prepare(
    "SELECT from_status, to_status, at, from_at FROM job_status_history WHERE job_id = ? ORDER BY id",
  )
    .bind(jobId)
    .all<Entry>();
  return results;
}

async function jobTimes(jobId: string) {
  return env.DB.prepare("SELECT created_at, updated_at, user_id FROM jobs WHERE id = ?")
    .bind(jobId)
    .first<{ created_at: number; updated_at: number; user_id: string }>();
}

const path = (entries: Entry[]) => entries.map((e) => [e.from_status, e.to_status]);

describe("status history on every path", () => {
  it("API: create, a status PATCH, a PATCH that leaves the status alone, delete", async () => {
    const user = await signUp();
    const id = await createJob(user, { status: "applied" });
    const created = await jobTimes(id);
    let entries = await historyOf(id);
    expect(entries).toEqual([{ from_status: null, to_status: "applied", at: created?.created_at, from_at: null }]);
    expect((await api("PATCH", `/jobs/${id}`, { ...as(user), body: { status: "screening" } })).status).toBe(200);
    const moved = await jobTimes(id);
    entries = await historyOf(id);
    expect(entries[1]).toEqual({
      from_status: "applied",
      to_status: "screening",
      at: moved?.updated_at,
      from_at: created?.created_at,
    });
    await api("PATCH", `/jobs/${id}`, { ...as(user), body: { notes: "n", status: "screening", company: "Other" } });
    expect(await historyOf(id)).toHaveLength(2);
    expect((await api("DELETE", `/jobs/${id}`, as(user))).status).toBe(200);
    expect(await historyOf(id)).toEqual([]);
  });

  it("web: the new form, the edit form and the inline select", async () => {
    const user = await signUpForWeb();
    const fields = {
      company: "Formco",
      position: "Engineer",
      jobLocation: "Remote",
      jobType: "full-time",
      status: "screening",
      applicationDate: "2026-04-02",
      "salary.min": "0",
      "salary.max": "0",
      "salary.currency": "INR",
      priority: "medium",
      contactPerson: "",
    };
    expect((await formPost("/jobs/new", fields, user.cookie)).status).toBe(302);
    const [job] = (await api("GET", "/jobs", as(user))).body.jobs;
    const edit = Object.fromEntries(
      Object.entries({ ...fields, status: "interview" }).map(([k, v]) => [`job.${k}`, v]),
    );
    expect((await formPost(`/jobs/edit/${job._id}`, edit, user.cookie)).status).toBe(302);
    expect(
      (await formPost("/applications", { intent: "status", jobId: job._id, status: "offer" }, user.cookie)).status,
    ).toBe(302);
    // The inline select with JavaScript (a fetcher) takes the same action.
    await formPost(
      "/applications?index",
      { intent: "status", jobId: job._id, status: "rejected", js: "1" },
      user.cookie,
    );
    expect(path(await historyOf(job._id))).toEqual([
      [null, "screening"],
      ["screening", "interview"],
      ["interview", "offer"],
      ["offer", "rejected"],
    ]);
  });

  it("interviews: adding the first moves the job to interview, deleting the last moves it back", async () => {
    const user = await signUp();
    const id = await createJob(user);
    const interviewId = await addInterview(user, id);
    expect((await api("DELETE", `/jobs/${id}/interviews/${interviewId}`, as(user))).status).toBe(200);
    expect(path(await historyOf(id))).toEqual([
      [null, "applied"],
      ["applied", "interview"],
      ["interview", "applied"],
    ]);
  });

  it("imports: a JSON export and a CSV file each give their jobs a starting entry", async () => {
    const user: SignedUp = await signUp();
    await setPlan(user.userId, "premium");
    const json = await api("POST", "/import/json", {
      ...as(user),
      body: {
        format: "offerpath-export",
        version: 1,
        exportedAt: "2026-11-20T10:00:00.000Z",
        jobs: [
          { _id: "x-j1", company: "Jsonco", position: "Dev", status: "offer", createdAt: "2026-09-01T00:00:00.000Z" },
        ],
      },
    });
    expect(json.status, JSON.stringify(json.body)).toBe(200);
    const form = new FormData();
    form.set("file", new File(["Company,Position,Status\nCsvco,Dev,rejected\n"], "jobs.csv", { type: "text/csv" }));
    const csv = await exports.default.fetch(`${ORIGIN}/api/v1/import/csv`, {
      method: "POST",
      headers: { Authorization: `Bearer ${user.token}` },
      body: form,
    });
    expect(csv.status, await csv.clone().text()).toBe(200);
    const { results } = await env.DB.prepare(
      `SELECT j.company, h.from_status, h.to_status, h.at = j.created_at AS at_creation FROM job_status_history h
       JOIN jobs j ON j.id = h.job_id WHERE h.user_id = ? ORDER BY j.company`,
    )
      .bind(user.userId)
      .all();
    expect(results).toEqual([
      { company: "Csvco", from_status: null, to_status: "rejected", at_creation: 1 },
      { company: "Jsonco", from_status: null, to_status: "offer", at_creation: 1 },
    ]);
  });

  it("a refused change records nothing: another user's job", async () => {
    const owner = await signUp();
    const other = await signUp();
    const id = await createJob(owner);
    expect((await api("PATCH", `/jobs/${id}`, { ...as(other), body: { status: "offer" } })).status).toBe(404);
    expect(path(await historyOf(id))).toEqual([[null, "applied"]]);
  });
});
