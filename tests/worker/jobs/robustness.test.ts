/**
 * Hostile and lenient input on the jobs API and screens (issues 6 and 7): huge pages, empty PATCHes,
 * impossible dates, scheme-less URLs, reversed salaries, real 404s and date-only application dates.
 */
import { env } from "cloudflare:workers";
import { createJob } from "@worker/domain/jobs.server";
import { describe, expect, it } from "vitest";
import { api, formPost, page, type SignedUp, signUp, signUpForWeb, testDeps } from "../support";

async function create(user: SignedUp, over: Record<string, unknown> = {}) {
  const res = await api("POST", "/jobs", {
    token: user.token,
    body: { company: "Acme", position: "Engineer", ...over },
  });
  if (res.status !== 201) throw new Error(`create failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.job;
}

async function withInterview(user: SignedUp) {
  const job = await create(user);
  const res = await api("POST", `/jobs/${job._id}/interviews`, {
    token: user.token,
    body: { date: "2026-05-01T10:00", interviewType: "phone", notes: "first" },
  });
  return res.body.job as { _id: string; updatedAt: string; interviewHistory: Array<{ _id: string }> };
}

async function setUpdatedAt(jobId: string, ms: number) {
  await env.DB.prepare("UPDATE jobs SET updated_at = ? WHERE id = ?").bind(ms, jobId).run();
}

describe("huge page and limit values", () => {
  it.each(["1e300", "99999999999999999", "9007199254740993", "100000000000"])(
    "GET /jobs?page=%s is not a 500",
    async (page) => {
      const u = await signUp();
      await create(u);
      const res = await api("GET", `/jobs?page=${page}&limit=100`, { token: u.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, totalJobs: 1, numOfPages: 1 });
      expect(Number.isSafeInteger(res.body.currentPage)).toBe(true);
      // "1e300" is not an integer literal, so it falls back to page 1; the others are past the end.
      expect(res.body.jobs).toHaveLength(page === "1e300" ? 1 : 0);
    },
  );

  it("caps limit at 100 and treats non-positive-integers as the defaults", async () => {
    const u = await signUp();
    await create(u);
    const res = await api("GET", "/jobs?page=-3&limit=99999999999999999999", { token: u.token });
    expect(res.body).toMatchObject({ currentPage: 1, numOfPages: 1, count: 1 });
  });

  it("/applications with a huge page answers 200", async () => {
    const u = await signUpForWeb();
    await create(u);
    for (const pageNumber of ["99999999999999999", "1e300"]) {
      const res = await page(`/applications?page=${pageNumber}`, u.cookie);
      expect(res.status, pageNumber).toBe(200);
      expect(await res.text()).toContain("Applications");
    }
  });
});

describe("PATCHes that change nothing", () => {
  it("an interview PATCH with {} or only the echoed _id answers the job, unchanged", async () => {
    const u = await signUp();
    const job = await withInterview(u);
    const iv = job.interviewHistory[0];
    await setUpdatedAt(job._id, Date.UTC(2026, 0, 1));
    for (const body of [{}, { _id: iv._id }, { _id: "other", createdAt: "x" }]) {
      const res = await api("PATCH", `/jobs/${job._id}/interviews/${iv._id}`, { token: u.token, body });
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.body.job.interviewHistory[0]).toMatchObject({ _id: iv._id, notes: "first" });
      expect(res.body.job.updatedAt).toBe("2026-01-01T00:00:00.000Z");
    }
  });

  it("a PATCH of an interview that does not exist is 404 and leaves the job's updatedAt alone", async () => {
    const u = await signUp();
    const other = await signUp();
    const job = await withInterview(u);
    const foreign = await withInterview(other);
    await setUpdatedAt(job._id, Date.UTC(2026, 0, 1));
    for (const [id, body] of [
      ["nope", { notes: "x" }],
      ["nope", {}],
      [foreign.interviewHistory[0]._id, { notes: "x" }],
    ] as const) {
      const res = await api("PATCH", `/jobs/${job._id}/interviews/${id}`, { token: u.token, body });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: "Interview not found" });
    }
    const after = (await api("GET", `/jobs/${job._id}`, { token: u.token })).body.job;
    expect(after.updatedAt).toBe("2026-01-01T00:00:00.000Z");
    const theirs = (await api("GET", `/jobs/${foreign._id}`, { token: other.token })).body.job;
    expect(theirs.interviewHistory[0].notes).toBe("first");
  });

  it("a job PATCH with {} or only server-owned fields answers the job, unchanged", async () => {
    const u = await signUp();
    const job = await create(u, { notes: "keep" });
    await setUpdatedAt(job._id, Date.UTC(2026, 0, 1));
    for (const body of [
      {},
      { _id: job._id, user: "x", __v: 0, createdAt: "x", updatedAt: "y", interviewHistory: [] },
    ]) {
      const res = await api("PATCH", `/jobs/${job._id}`, { token: u.token, body });
      expect(res.status).toBe(200);
      expect(res.body.job).toMatchObject({ notes: "keep", updatedAt: "2026-01-01T00:00:00.000Z" });
    }
  });

  it("the interview edit screen with an empty post is not a 500", async () => {
    const u = await signUpForWeb();
    const job = await withInterview(u);
    const res = await formPost(`/jobs/${job._id}/interviews/edit/${job.interviewHistory[0]._id}`, {}, u.cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/jobs/${job._id}`);
  });
});

describe("impossible dates are 400s naming the field", () => {
  it.each(["2026-13-01", "0000-01-01", "2026-02-30", "2026-05-01T10:99"])("applicationDate %s", async (value) => {
    const u = await signUp();
    const res = await api("POST", "/jobs", {
      token: u.token,
      body: { company: "A", position: "B", applicationDate: value },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("applicationDate: is not a valid date");
  });

  it.each(["2030-02-30T10:00Z", "2026-05-01T10:99", "2026-13-01T10:00:00.000Z", "0000-01-01T00:00"])(
    "interview date %s",
    async (value) => {
      const u = await signUp();
      const job = await create(u);
      const res = await api("POST", `/jobs/${job._id}/interviews`, {
        token: u.token,
        body: { date: value, interviewType: "phone" },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("date: is not a valid date");
      const upd = await api("PATCH", `/jobs/${job._id}`, { token: u.token, body: { applicationDate: value } });
      expect(upd.status).toBe(400);
      expect(upd.body.message).toBe("applicationDate: is not a valid date");
    },
  );

  it("an interview form with an impossible date is a 400 on the screen", async () => {
    const u = await signUpForWeb();
    const job = await create(u);
    const res = await formPost(
      `/jobs/${job._id}/interviews/new`,
      { date: "2026-02-30T10:00", interviewType: "phone", followUpDate: "2026-13-01" },
      u.cookie,
    );
    expect(res.status).toBe(400);
  });
});

describe("lenient job URLs and salaries", () => {
  it("stores a scheme-less URL as https and still refuses other schemes, on both faces", async () => {
    const u = await signUpForWeb();
    const job = await create(u, { jobUrl: "acme.com/careers" });
    expect(job.jobUrl).toBe("https://acme.com/careers");
    for (const bad of ["javascript:alert(1)", "data:text/html,x", "ftp://acme.com/x"]) {
      const res = await api("PATCH", `/jobs/${job._id}`, { token: u.token, body: { jobUrl: bad } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("jobUrl: must be a valid http(s) URL");
    }
    const web = await formPost("/jobs/new", { company: "Web", position: "P", jobUrl: "web.example/jobs/1" }, u.cookie);
    expect(web.status).toBe(302);
    const bad = await formPost("/jobs/new", { company: "Web", position: "P", jobUrl: "javascript:alert(1)" }, u.cookie);
    expect(bad.status).toBe(400);
    const list = (await api("GET", "/jobs?search=Web", { token: u.token })).body.jobs;
    expect(list.map((j: { jobUrl: string }) => j.jobUrl)).toEqual(["https://web.example/jobs/1"]);
  });

  it("accepts salary.min above salary.max on create, on PATCH and on the web form", async () => {
    const u = await signUpForWeb();
    const job = await create(u, { salary: { min: 20, max: 10, currency: "USD" } });
    expect(job.salary).toEqual({ min: 20, max: 10, currency: "USD" });
    const upd = await api("PATCH", `/jobs/${job._id}`, { token: u.token, body: { salary: { min: 50 } } });
    expect(upd.status).toBe(200);
    expect(upd.body.job.salary).toEqual({ min: 50, max: 10, currency: "USD" });
    const web = await formPost(
      "/jobs/new",
      { company: "Rev", position: "P", "salary.min": "900", "salary.max": "100", "salary.currency": "INR" },
      u.cookie,
    );
    expect(web.status).toBe(302);
  });
});

describe("screens answer 404 for a missing or foreign job or interview", () => {
  it("job screens", async () => {
    const owner = await signUpForWeb();
    const other = await signUpForWeb();
    const job = await withInterview(owner);
    const iv = job.interviewHistory[0]._id;
    const paths = [
      `/jobs/${job._id}`,
      `/jobs/edit/${job._id}`,
      `/jobs/${job._id}/delete`,
      `/jobs/${job._id}/interviews/new`,
      `/jobs/${job._id}/interviews/edit/${iv}`,
      `/jobs/${job._id}/interviews/${iv}/delete`,
      "/jobs/does-not-exist",
    ];
    for (const path of paths) {
      const res = await page(path, other.cookie);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html, path).not.toContain("Acme");
      expect(html, path).toContain("Back to applications");
      expect(html, path).toContain('href="/applications"');
    }
    const missing = await page(`/jobs/${job._id}/interviews/edit/nope`, owner.cookie);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Interview not found");
    expect((await page(`/jobs/${job._id}/interviews/nope/delete`, owner.cookie)).status).toBe(404);
    const html = await (await page("/jobs/does-not-exist", owner.cookie)).text();
    expect(html).toContain("Job not found");
    expect(html).toContain("<title>Job not found · Offerpath</title>");
  });

  it("actions on a foreign job answer 404 and change nothing", async () => {
    const owner = await signUpForWeb();
    const other = await signUpForWeb();
    const job = await withInterview(owner);
    const iv = job.interviewHistory[0]._id;
    const posts: Array<[string, Record<string, string>]> = [
      [`/jobs/${job._id}/delete`, {}],
      [`/jobs/edit/${job._id}`, { "job.company": "Hacked", "job.position": "X" }],
      [`/jobs/${job._id}/interviews/new`, { date: "2026-05-01T10:00", interviewType: "phone" }],
      [`/jobs/${job._id}/interviews/edit/${iv}`, { notes: "hacked" }],
      [`/jobs/${job._id}/interviews/${iv}/delete`, {}],
    ];
    for (const [path, fields] of posts) {
      expect((await formPost(path, fields, other.cookie)).status, path).toBe(404);
    }
    const after = (await api("GET", `/jobs/${job._id}`, { token: owner.token })).body.job;
    expect(after).toMatchObject({ company: "Acme", interviewHistory: [{ notes: "first" }] });
  });
});

describe("applicationDate is a calendar date", () => {
  const LA = "America/Los_Angeles";

  it("defaults to the user's calendar day, stored as 00:00 UTC", async () => {
    const u = await signUpForWeb({ timeZone: LA });
    // 22:30 on 7 May in Los Angeles is already 8 May in UTC.
    const deps = testDeps({ now: () => new Date("2026-05-08T05:30:00.000Z") });
    const created = await createJob(deps, u.userId, {
      company: "Westco",
      position: "P",
      status: "applied",
      jobType: "full-time",
      jobLocation: "remote",
      jobDescription: "",
      jobUrl: "",
      notes: "",
      feedbackReceived: "",
      salary: { min: 0, max: 0, currency: "INR" },
      applicationDate: undefined,
      contactPerson: null,
      priority: "medium",
      favorite: false,
      source: "",
    });
    expect(created.ok && created.value.applicationDate).toBe("2026-05-07T00:00:00.000Z");
    const viaApi = await create(u);
    expect(viaApi.applicationDate).toMatch(/T00:00:00\.000Z$/);
  });

  it("the list, the detail and the dashboard show the same day for a user west of UTC", async () => {
    const u = await signUpForWeb({ timeZone: LA });
    const job = await create(u, { company: "Westco", applicationDate: "2026-05-08" });
    const echoed = await api("PATCH", `/jobs/${job._id}`, {
      token: u.token,
      body: { applicationDate: "2026-05-08T23:30:00-07:00" },
    });
    expect(echoed.body.job.applicationDate).toBe("2026-05-08T00:00:00.000Z");
    const list = await (await page("/applications", u.cookie)).text();
    const detail = await (await page(`/jobs/${job._id}`, u.cookie)).text();
    const dashboard = await (await page("/dashboard", u.cookie)).text();
    expect(list).toContain("8 May 2026");
    expect(detail).toContain("8 May 2026");
    expect(dashboard).toContain("8 May 2026");
    for (const html of [list, detail, dashboard]) expect(html).not.toContain("7 May 2026");
  });
});

describe("the edit form is not addressable by the extension's names", () => {
  const EXTENSION_NAMES = [
    "company",
    "position",
    "jobLocation",
    "salary.min",
    "jobUrl",
    "jobType",
    "favorite",
    "notes",
  ];

  it("renders its fields under job.* and ignores the plain names in a post", async () => {
    const u = await signUpForWeb();
    const job = await create(u, { notes: "mine" });
    const html = await (await page(`/jobs/edit/${job._id}`, u.cookie)).text();
    for (const name of EXTENSION_NAMES) {
      expect(html, name).not.toContain(`name="${name}"`);
      expect(html, name).toContain(`name="job.${name}"`);
    }
    const res = await formPost(
      `/jobs/edit/${job._id}`,
      {
        "job.company": "Acme",
        "job.position": "Engineer",
        "job.notes": "mine",
        company: "Stale capture",
        position: "Stale",
        notes: "stale",
        favorite: "true",
      },
      u.cookie,
    );
    expect(res.status).toBe(302);
    const after = (await api("GET", `/jobs/${job._id}`, { token: u.token })).body.job;
    expect(after).toMatchObject({ company: "Acme", position: "Engineer", notes: "mine", favorite: false });
  });

  it("a failed edit shows the errors under the edit form's fields", async () => {
    const u = await signUpForWeb();
    const job = await create(u);
    const res = await formPost(`/jobs/edit/${job._id}`, { "job.company": " ", "job.position": "P" }, u.cookie);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Company name is required");
    expect(html).toContain('name="job.company"');
  });
});

describe("full pages", () => {
  it("answers a 100-item page of jobs with their interviews (D1 binds at most 100 values per statement)", async () => {
    const user = await signUp();
    await env.DB.prepare("UPDATE users SET current_plan_id = 'plan_premium' WHERE id = ?").bind(user.userId).run();
    const insertJob = env.DB.prepare(
      "INSERT INTO jobs (id, user_id, company, position, application_date) VALUES (?, ?, ?, ?, ?)",
    );
    const insertInterview = env.DB.prepare(
      "INSERT INTO interviews (id, job_id, user_id, date, interview_type) VALUES (?, ?, ?, ?, 'phone')",
    );
    const statements = [];
    for (let i = 0; i < 120; i++) {
      const id = `full-page-job-${i}-${user.userId}`;
      statements.push(insertJob.bind(id, user.userId, `Company ${i}`, "Engineer", Date.UTC(2026, 0, 1)));
      statements.push(insertInterview.bind(`full-page-iv-${i}-${user.userId}`, id, user.userId, Date.UTC(2026, 1, 1)));
    }
    await env.DB.batch(statements);
    const res = await api("GET", "/jobs?limit=100&page=1", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.jobs).toHaveLength(100);
    expect(res.body.totalJobs).toBe(120);
    expect(res.body.jobs.every((j: { interviewHistory: unknown[] }) => j.interviewHistory.length === 1)).toBe(true);
  });
});
