import { describe, expect, it } from "vitest";
import { api, followToast, formPost, page, signUpForWeb, type WebUser } from "../support";

const form = (over: Record<string, string> = {}) => ({
  company: "Acme",
  position: "Engineer",
  jobLocation: "Bengaluru",
  jobType: "full-time",
  status: "applied",
  applicationDate: "2026-04-02",
  "salary.min": "1000000",
  "salary.max": "1500000",
  "salary.currency": "INR",
  jobUrl: "https://jobs.example/1",
  jobDescription: "Build things",
  notes: "",
  priority: "high",
  favorite: "true",
  contactPerson: "",
  ...over,
});

/** The edit form's fields: the same values under the edit form's own names (`job.company`). */
const editForm = (over: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries(form(over)).map(([k, v]) => [`job.${k}`, v]));

async function jobsOf(u: WebUser, query = "") {
  return (await api("GET", `/jobs${query}`, { token: u.token })).body;
}

describe("/jobs/new", () => {
  it("creates a job from a plain form post and lands on /applications with the message", async () => {
    const u = await signUpForWeb();
    const res = await formPost("/jobs/new", form(), u.cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/applications");
    expect(await followToast(res, u.cookie)).toContain("Job application added successfully!");
    const [job] = (await jobsOf(u)).jobs;
    expect(job).toMatchObject({
      company: "Acme",
      jobLocation: "Bengaluru",
      salary: { min: 1000000, max: 1500000, currency: "INR" },
      applicationDate: "2026-04-02T00:00:00.000Z",
      priority: "high",
      favorite: true,
      contactPerson: null,
    });
  });

  it("answers 400 with the spec's messages and keeps what was typed", async () => {
    const u = await signUpForWeb();
    const res = await formPost("/jobs/new", form({ company: "   ", position: "", notes: "typed notes" }), u.cookie);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Company name is required");
    expect(html).toContain("Position is required");
    expect(html).toContain("typed notes");
    expect((await jobsOf(u)).totalJobs).toBe(0);
  });

  it("prefills from query parameters, with the extension's element names", async () => {
    const u = await signUpForWeb();
    const html = await (
      await page("/jobs/new?company=Globex&position=Analyst&jobUrl=https%3A%2F%2Fx.example", u.cookie)
    ).text();
    for (const name of [
      "company",
      "position",
      "jobLocation",
      "jobType",
      "salary.min",
      "salary.max",
      "salary.currency",
    ]) {
      expect(html).toContain(`name="${name}"`);
    }
    for (const name of ["jobUrl", "applicationDate", "jobDescription", "notes", "priority", "favorite"]) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toContain('value="Globex"');
    expect(html).toContain('value="Analyst"');
    expect(html).toContain('value="https://x.example"');
  });

  it("shows the plan-limit message on the 11th application", async () => {
    const u = await signUpForWeb();
    for (let i = 0; i < 10; i++)
      await api("POST", "/jobs", { token: u.token, body: { company: `C${i}`, position: "P" } });
    const res = await formPost("/jobs/new", form(), u.cookie);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("You&#x27;ve reached the job applications limit for your Free plan");
  });
});

describe("/applications", () => {
  it("lists with filters from the URL and redirects bad filter values", async () => {
    const u = await signUpForWeb();
    await api("POST", "/jobs", { token: u.token, body: { company: "Initech", position: "Dev", status: "interview" } });
    await api("POST", "/jobs", { token: u.token, body: { company: "Hooli", position: "PM" } });
    const html = await (await page("/applications?status=interview", u.cookie)).text();
    expect(html).toContain("Initech");
    expect(html).not.toContain("Hooli");
    expect((await page("/applications?status=bogus", u.cookie)).headers.get("location")).toBe("/applications");
    const empty = await (await page("/applications?search=zzz", u.cookie)).text();
    expect(empty).toContain("No applications found");
  });

  it("changes status and favorite with plain form posts and returns to the same filtered list", async () => {
    const u = await signUpForWeb();
    const { job } = (await api("POST", "/jobs", { token: u.token, body: { company: "Initech", position: "Dev" } }))
      .body;
    const returnTo = "/applications?sort=a-z&page=1";
    const status = await formPost(
      "/applications",
      { intent: "status", jobId: job._id, status: "offer", returnTo },
      u.cookie,
    );
    expect(status.status).toBe(302);
    expect(status.headers.get("location")).toBe(returnTo);
    const fav = await formPost(
      "/applications",
      { intent: "favorite", jobId: job._id, favorite: "true", returnTo },
      u.cookie,
    );
    expect(fav.status).toBe(302);
    const js = await formPost(
      "/applications?index",
      { intent: "favorite", jobId: job._id, favorite: "false", js: "1" },
      u.cookie,
    );
    expect(js.status).toBe(200);
    const after = (await api("GET", `/jobs/${job._id}`, { token: u.token })).body.job;
    expect(after).toMatchObject({ status: "offer", favorite: false });
  });

  it("refuses an open redirect in returnTo", async () => {
    const u = await signUpForWeb();
    const { job } = (await api("POST", "/jobs", { token: u.token, body: { company: "A", position: "B" } })).body;
    const res = await formPost(
      "/applications",
      { intent: "status", jobId: job._id, status: "offer", returnTo: "//evil.example" },
      u.cookie,
    );
    expect(res.headers.get("location")).toBe("/applications");
  });
});

describe("another user's job on every screen", () => {
  it("is not found, and stays unchanged", async () => {
    const owner = await signUpForWeb();
    const other = await signUpForWeb();
    const { job } = (await api("POST", "/jobs", { token: owner.token, body: { company: "Secret Co", position: "X" } }))
      .body;
    for (const path of [
      `/jobs/${job._id}`,
      `/jobs/edit/${job._id}`,
      `/jobs/${job._id}/delete`,
      `/jobs/${job._id}/interviews/new`,
    ]) {
      const res = await page(path, other.cookie);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html, path).toContain("Job not found");
      expect(html, path).not.toContain("Secret Co");
    }
    expect((await formPost(`/jobs/${job._id}/delete`, {}, other.cookie)).status).toBe(404);
    expect((await formPost(`/jobs/edit/${job._id}`, editForm({ company: "Hacked" }), other.cookie)).status).toBe(404);
    const status = await formPost(
      "/applications",
      { intent: "status", jobId: job._id, status: "rejected" },
      other.cookie,
    );
    expect(status.status).toBe(404);
    const interview = await formPost(
      `/jobs/${job._id}/interviews/new`,
      { date: "2026-05-01T10:00", interviewType: "phone" },
      other.cookie,
    );
    expect(interview.status).toBe(404);
    const after = (await api("GET", `/jobs/${job._id}`, { token: owner.token })).body.job;
    expect(after).toMatchObject({ company: "Secret Co", status: "applied", interviewHistory: [] });
  });
});

describe("edit, delete and interviews", () => {
  it("edits a job, including clearing the favorite box", async () => {
    const u = await signUpForWeb();
    const { job } = (
      await api("POST", "/jobs", { token: u.token, body: { company: "A", position: "B", favorite: true } })
    ).body;
    const edit = await page(`/jobs/edit/${job._id}`, u.cookie);
    expect(await edit.text()).toContain("Edit Job Application");
    const { "job.favorite": _unticked, ...fields } = editForm({ company: "Acme 2" });
    const res = await formPost(`/jobs/edit/${job._id}`, fields, u.cookie);
    expect(res.headers.get("location")).toBe("/applications");
    const after = (await api("GET", `/jobs/${job._id}`, { token: u.token })).body.job;
    expect(after).toMatchObject({ company: "Acme 2", favorite: false });
  });

  it("deletes through the confirm page", async () => {
    const u = await signUpForWeb();
    const { job } = (await api("POST", "/jobs", { token: u.token, body: { company: "A", position: "B" } })).body;
    const confirm = await (await page(`/jobs/${job._id}/delete`, u.cookie)).text();
    expect(confirm).toContain("Are you sure you want to delete this job application? This action cannot be undone.");
    const res = await formPost(`/jobs/${job._id}/delete`, {}, u.cookie);
    expect(res.headers.get("location")).toBe("/applications");
    expect((await api("GET", `/jobs/${job._id}`, { token: u.token })).status).toBe(404);
  });

  it("reads the interview's date and time in the user's time zone", async () => {
    const u = await signUpForWeb({ timeZone: "Asia/Kolkata" });
    const { job } = (await api("POST", "/jobs", { token: u.token, body: { company: "A", position: "B" } })).body;
    const html = await (await page(`/jobs/${job._id}/interviews/new`, u.cookie)).text();
    expect(html).toContain("B at A");
    const bad = await formPost(`/jobs/${job._id}/interviews/new`, { date: "", interviewType: "phone" }, u.cookie);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Interview date and time is required");
    const res = await formPost(
      `/jobs/${job._id}/interviews/new`,
      { date: "2026-05-01T10:00", interviewType: "video", withPerson: "Priya", notes: "", followUpDate: "2026-05-03" },
      u.cookie,
    );
    expect(res.headers.get("location")).toBe(`/jobs/${job._id}`);
    expect(await followToast(res, u.cookie)).toContain("Interview added successfully!");
    const after = (await api("GET", `/jobs/${job._id}`, { token: u.token })).body.job;
    expect(after.status).toBe("interview");
    const [iv] = after.interviewHistory;
    expect(iv).toMatchObject({ date: "2026-05-01T04:30:00.000Z", followUpDate: "2026-05-03T00:00:00.000Z" });

    const editPage = await (await page(`/jobs/${job._id}/interviews/edit/${iv._id}`, u.cookie)).text();
    expect(editPage).toContain('value="2026-05-01T10:00"');
    const upd = await formPost(
      `/jobs/${job._id}/interviews/edit/${iv._id}`,
      { date: "2026-05-01T11:15", interviewType: "technical", withPerson: "Priya", notes: "round 2", followUpDate: "" },
      u.cookie,
    );
    expect(upd.headers.get("location")).toBe(`/jobs/${job._id}`);
    const missing = await page(`/jobs/${job._id}/interviews/edit/nope`, u.cookie);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Interview not found");

    const del = await formPost(`/jobs/${job._id}/interviews/${iv._id}/delete`, {}, u.cookie);
    expect(del.headers.get("location")).toBe(`/jobs/${job._id}`);
    const final = (await api("GET", `/jobs/${job._id}`, { token: u.token })).body.job;
    expect(final).toMatchObject({ status: "applied", interviewHistory: [] });
  });

  it("shows the not-found state for an unknown job", async () => {
    const u = await signUpForWeb();
    const res = await page("/jobs/does-not-exist", u.cookie);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Job not found");
    expect(html).toContain("Back to applications");
    expect(html).toContain("This job may have been deleted or doesn&#x27;t exist.");
  });
});
