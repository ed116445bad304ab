import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, type SignedUp, signUp } from "../support";

const job = (over: Record<string, unknown> = {}) => ({ company: "Acme", position: "Engineer", ...over });

async function create(user: SignedUp, over: Record<string, unknown> = {}) {
  const res = await api("POST", "/jobs", { token: user.token, body: job(over) });
  if (res.status !== 201) throw new Error(`create failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.job;
}

async function list(user: SignedUp, query = "") {
  return api("GET", `/jobs${query}`, { token: user.token });
}

describe("create", () => {
  it("applies the contract's defaults and answers 201 with the wire shape", async () => {
    const u = await signUp();
    const res = await api("POST", "/jobs", {
      token: u.token,
      body: { company: "  Acme Corp ", position: " Backend Engineer ", contactPerson: "", applicationDate: "" },
    });
    expect(res.status).toBe(201);
    const j = res.body.job;
    expect(j).toMatchObject({
      company: "Acme Corp",
      position: "Backend Engineer",
      status: "applied",
      jobType: "full-time",
      jobLocation: "remote",
      jobDescription: "",
      jobUrl: "",
      notes: "",
      salary: { min: 0, max: 0, currency: "INR" },
      contactPerson: null,
      priority: "medium",
      favorite: false,
      interviewHistory: [],
      documents: { resume: "", coverLetter: "", other: [] },
      user: u.userId,
    });
    expect(typeof j._id).toBe("string");
    expect(j.applicationDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(j.createdAt).toMatch(/Z$/);
  });

  it("keeps the web form's body: numbers, booleans and a date-only applicationDate", async () => {
    const u = await signUp();
    const j = await create(u, {
      status: "saved",
      jobType: "contract",
      salary: { min: 1200000, max: 1800000, currency: "USD" },
      applicationDate: "2026-03-05",
      priority: "high",
      favorite: true,
      jobUrl: "https://jobs.example/42",
    });
    expect(j.salary).toEqual({ min: 1200000, max: 1800000, currency: "USD" });
    expect(j.applicationDate).toBe("2026-03-05T00:00:00.000Z");
    expect(j.favorite).toBe(true);
    expect(j.status).toBe("saved");
  });

  it.each([
    [{ company: undefined }, "company is required"],
    [{ company: "   " }, "company is required"],
    [{ position: "" }, "position is required"],
    [{ status: "hired" }, /^status: /],
    [{ jobType: "gig" }, /^jobType: /],
    [{ priority: "urgent" }, /^priority: /],
    [{ salary: { min: -1 } }, /^salary\.min: /],
    [{ salary: { currency: "XYZ" } }, /^salary\.currency: /],
    [{ applicationDate: "yesterday" }, "applicationDate: is not a valid date"],
    [{ applicationDate: "2026-02-30" }, "applicationDate: is not a valid date"],
    [{ jobUrl: "javascript:alert(1)" }, "jobUrl: must be a valid http(s) URL"],
    [{ company: "x".repeat(101) }, "company: must be at most 100 characters"],
    [{ notes: "x".repeat(10001) }, "notes: must be at most 10000 characters"],
    [{ favorite: "maybe" }, /^favorite: /],
  ])("answers 400 naming the field for %j", async (over, message) => {
    const u = await signUp();
    const res = await api("POST", "/jobs", { token: u.token, body: job(over) });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    if (typeof message === "string") expect(res.body.message).toBe(message);
    else expect(res.body.message).toMatch(message);
  });

  it("refuses someone else's contact as contactPerson", async () => {
    const u = await signUp();
    const res = await api("POST", "/jobs", { token: u.token, body: job({ contactPerson: "not-mine" }) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("contactPerson does not match any of your contacts");
  });

  it("requires a bearer token", async () => {
    expect((await api("POST", "/jobs", { body: job() })).status).toBe(401);
    expect((await api("GET", "/jobs")).status).toBe(401);
  });
});

describe("list", () => {
  it("filters by status, jobType, favorite and search (case-insensitive, literal % and _)", async () => {
    const u = await signUp();
    await create(u, { company: "Alpha", position: "Designer", status: "interview", jobType: "contract" });
    await create(u, { company: "Beta 100%", position: "Engineer", favorite: true });
    await create(u, { company: "gamma_labs", position: "Data Engineer", status: "offer" });
    await create(u, { company: "Delta", position: "PM", status: "saved", jobType: "internship" });

    const companies = async (q: string) =>
      (await list(u, q)).body.jobs.map((j: { company: string }) => j.company).sort();
    expect(await companies("?status=interview")).toEqual(["Alpha"]);
    expect(await companies("?status=all&jobType=internship")).toEqual(["Delta"]);
    expect(await companies("?favorite=true")).toEqual(["Beta 100%"]);
    expect(await companies("?favorite=false")).toHaveLength(4);
    expect(await companies("?search=ENGINEER")).toEqual(["Beta 100%", "gamma_labs"]);
    expect(await companies("?search=%25")).toEqual(["Beta 100%"]);
    expect(await companies("?search=_")).toEqual(["gamma_labs"]);
    expect(await companies("?search=a_l")).toEqual(["gamma_labs"]);
    expect(await companies("?search=&status=&jobType=&favorite=")).toHaveLength(4);
    expect(await companies(`?search=${"long search ".repeat(5)}`)).toEqual([]);
    // 60 escaped wildcards would break D1's 50-byte LIKE limit: the term is clamped, never a 500.
    const wild = await list(u, `?search=${encodeURIComponent("%".repeat(60))}`);
    expect(wild.status).toBe(200);
    expect(wild.body.jobs).toEqual([]);
    const unicode = await list(u, `?search=${encodeURIComponent("数据工程师".repeat(12))}`);
    expect(unicode.status).toBe(200);
  });

  it("answers 400 for a bad filter value", async () => {
    const u = await signUp();
    const res = await list(u, "?status=hired");
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^status must be one of/);
    expect((await list(u, "?jobType=gig")).status).toBe(400);
  });

  it("sorts six ways, with unknown sorts meaning newest", async () => {
    const u = await signUp();
    await create(u, { company: "bravo", priority: "low", applicationDate: "2026-01-10" });
    await create(u, { company: "Alpha", priority: "high", applicationDate: "2026-01-01" });
    await create(u, { company: "charlie", priority: "medium", applicationDate: "2026-01-20" });
    const order = async (sort: string) =>
      (await list(u, `?sort=${sort}`)).body.jobs.map((j: { company: string }) => j.company);
    expect(await order("newest")).toEqual(["charlie", "Alpha", "bravo"]);
    expect(await order("whatever")).toEqual(["charlie", "Alpha", "bravo"]);
    expect(await order("oldest")).toEqual(["bravo", "Alpha", "charlie"]);
    expect(await order("a-z")).toEqual(["Alpha", "bravo", "charlie"]);
    expect(await order("z-a")).toEqual(["charlie", "bravo", "Alpha"]);
    expect(await order("priority-high")).toEqual(["Alpha", "charlie", "bravo"]);
    expect(await order("application-date")).toEqual(["charlie", "bravo", "Alpha"]);
  });

  it("paginates: empty, partial last page, past the end, bad and huge limits", async () => {
    const u = await signUp();
    const empty = await list(u);
    expect(empty.body).toEqual({
      success: true,
      count: 0,
      totalJobs: 0,
      numOfPages: 0,
      currentPage: 1,
      jobs: [],
      nextCursor: null,
      prevCursor: null,
    });
    for (let i = 0; i < 7; i++) await create(u, { company: `C${i}` });
    const last = await list(u, "?page=3&limit=3");
    expect(last.body).toMatchObject({ count: 1, totalJobs: 7, numOfPages: 3, currentPage: 3 });
    const past = await list(u, "?page=9&limit=3");
    expect(past.body).toMatchObject({ count: 0, totalJobs: 7, numOfPages: 3, currentPage: 9, jobs: [] });
    for (const bad of ["0", "-1", "abc", "1.5"]) {
      const res = await list(u, `?limit=${bad}&page=${bad}`);
      expect(res.body).toMatchObject({ currentPage: 1, numOfPages: 1, count: 7 });
    }
    const huge = await list(u, "?limit=1000");
    expect(huge.body.numOfPages).toBe(1);
  });

  it("carries each job's interviews", async () => {
    const u = await signUp();
    const j = await create(u);
    await api("POST", `/jobs/${j._id}/interviews`, {
      token: u.token,
      body: { date: "2026-05-01T10:00", interviewType: "video" },
    });
    const res = await list(u);
    expect(res.body.jobs[0].interviewHistory).toHaveLength(1);
  });
});

describe("get, update, delete", () => {
  it("updates only the fields given", async () => {
    const u = await signUp();
    const j = await create(u, { notes: "keep me", priority: "high", salary: { min: 5, max: 10, currency: "EUR" } });
    const res = await api("PATCH", `/jobs/${j._id}`, { token: u.token, body: { status: "screening" } });
    expect(res.status).toBe(200);
    expect(res.body.job).toMatchObject({ status: "screening", notes: "keep me", priority: "high" });
    expect(res.body.job.salary).toEqual({ min: 5, max: 10, currency: "EUR" });
    const fav = await api("PATCH", `/jobs/${j._id}`, { token: u.token, body: { favorite: true } });
    expect(fav.body.job).toMatchObject({ favorite: true, status: "screening" });
    // A minimum above the maximum is stored as given (api-contract.md §2.2 sets no order).
    const reversed = await api("PATCH", `/jobs/${j._id}`, { token: u.token, body: { salary: { min: 50 } } });
    expect(reversed.status).toBe(200);
    expect(reversed.body.job.salary).toEqual({ min: 50, max: 10, currency: "EUR" });
  });

  it("accepts the whole echoed job and ignores server-owned fields", async () => {
    const u = await signUp();
    const j = await create(u);
    const echoed = { ...j, __v: 0, position: "Staff Engineer", _id: "forged", user: "someone", createdAt: "x" };
    const res = await api("PUT", `/jobs/${j._id}`, { token: u.token, body: echoed });
    expect(res.status).toBe(200);
    expect(res.body.job).toMatchObject({
      _id: j._id,
      user: u.userId,
      position: "Staff Engineer",
      createdAt: j.createdAt,
    });
  });

  it("deletes a job with its interviews and keeps the user's others", async () => {
    const u = await signUp();
    const keep = await create(u, { company: "Keep" });
    const j = await create(u);
    await api("POST", `/jobs/${j._id}/interviews`, {
      token: u.token,
      body: { date: "2026-05-01", interviewType: "phone" },
    });
    const res = await api("DELETE", `/jobs/${j._id}`, { token: u.token });
    expect(res.body).toEqual({ success: true, message: "Job deleted successfully" });
    expect((await api("GET", `/jobs/${j._id}`, { token: u.token })).status).toBe(404);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM interviews WHERE job_id = ?")
      .bind(j._id)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
    expect((await api("GET", `/jobs/${keep._id}`, { token: u.token })).status).toBe(200);
  });

  it("answers 404 for malformed and unknown ids", async () => {
    const u = await signUp();
    for (const id of ["nope", "x".repeat(300), "%27%20OR%201%3D1"]) {
      const res = await api("GET", `/jobs/${id}`, { token: u.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: "Job not found" });
    }
  });
});

describe("another user's jobs", () => {
  it("are a 404 on every verb and stay unchanged", async () => {
    const owner = await signUp();
    const other = await signUp();
    const j = await create(owner, { notes: "secret" });
    const iv = (
      await api("POST", `/jobs/${j._id}/interviews`, {
        token: owner.token,
        body: { date: "2026-05-01T09:00", interviewType: "phone" },
      })
    ).body.job.interviewHistory[0];
    const calls: Array<[string, string, unknown?]> = [
      ["GET", `/jobs/${j._id}`],
      ["PATCH", `/jobs/${j._id}`, { status: "rejected" }],
      ["PUT", `/jobs/${j._id}`, { ...j, notes: "hacked" }],
      ["DELETE", `/jobs/${j._id}`],
      ["POST", `/jobs/${j._id}/interviews`, { date: "2026-05-02", interviewType: "video" }],
      ["PATCH", `/jobs/${j._id}/interviews/${iv._id}`, { notes: "hacked" }],
      ["DELETE", `/jobs/${j._id}/interviews/${iv._id}`],
    ];
    for (const [method, path, body] of calls) {
      const res = await api(method, path, { token: other.token, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.message).toBe("Job not found");
    }
    expect((await list(other)).body.totalJobs).toBe(0);
    const after = await api("GET", `/jobs/${j._id}`, { token: owner.token });
    expect(after.body.job).toMatchObject({ notes: "secret", status: "interview" });
    expect(after.body.job.interviewHistory).toHaveLength(1);
  });
});

describe("plan limit", () => {
  it("lets a free user create 10 jobs, refuses the 11th with 403, and frees a slot on delete", async () => {
    const u = await signUp();
    const created = [];
    for (let i = 0; i < 10; i++)
      created.push(await create(u, { company: `Co ${i}`, status: i === 0 ? "saved" : "applied" }));
    const over = await api("POST", "/jobs", { token: u.token, body: job() });
    expect(over.status).toBe(403);
    expect(over.body).toEqual({
      success: false,
      message: "You've reached the job applications limit for your Free plan",
    });
    await api("DELETE", `/jobs/${created[0]._id}`, { token: u.token });
    expect((await api("POST", "/jobs", { token: u.token, body: job() })).status).toBe(201);
  });

  it("never overshoots under concurrent creates", async () => {
    const u = await signUp();
    for (let i = 0; i < 5; i++) await create(u);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => api("POST", "/jobs", { token: u.token, body: job() })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(results.filter((r) => r.status === 403)).toHaveLength(5);
    expect((await list(u)).body.totalJobs).toBe(10);
  });

  it("does not limit an unlimited plan", async () => {
    const u = await signUp();
    await env.DB.prepare("UPDATE users SET current_plan_id = 'plan_premium' WHERE id = ?").bind(u.userId).run();
    for (let i = 0; i < 12; i++) await create(u);
    expect((await list(u)).body.totalJobs).toBe(12);
  });
});

describe("interviews", () => {
  it("adding moves the job to interview, but an offer stays an offer", async () => {
    const u = await signUp();
    const j = await create(u);
    const add = await api("POST", `/jobs/${j._id}/interviews`, {
      token: u.token,
      body: {
        date: "2026-05-01T10:30",
        interviewType: "technical",
        withPerson: "Priya",
        notes: "DS&A",
        followUpDate: "",
      },
    });
    expect(add.status).toBe(200);
    expect(add.body.job.status).toBe("interview");
    expect(add.body.job.interviewHistory[0]).toMatchObject({
      date: "2026-05-01T10:30:00.000Z",
      interviewType: "technical",
      withPerson: "Priya",
      notes: "DS&A",
      followUpDate: null,
    });
    const offer = await create(u, { status: "offer" });
    const added = await api("POST", `/jobs/${offer._id}/interviews`, {
      token: u.token,
      body: { date: "2026-05-01", interviewType: "other" },
    });
    expect(added.body.job.status).toBe("offer");
  });

  it("validates the interview", async () => {
    const u = await signUp();
    const j = await create(u);
    const noDate = await api("POST", `/jobs/${j._id}/interviews`, { token: u.token, body: { interviewType: "phone" } });
    expect(noDate.status).toBe(400);
    expect(noDate.body.message).toBe("date is required");
    const badType = await api("POST", `/jobs/${j._id}/interviews`, {
      token: u.token,
      body: { date: "2026-05-01", interviewType: "chat" },
    });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toMatch(/^interviewType/);
  });

  it("updates only the given fields and deletes; the last one gone moves interview back to applied", async () => {
    const u = await signUp();
    const j = await create(u);
    const first = (
      await api("POST", `/jobs/${j._id}/interviews`, {
        token: u.token,
        body: { date: "2026-05-01", interviewType: "phone" },
      })
    ).body.job.interviewHistory[0];
    const second = (
      await api("POST", `/jobs/${j._id}/interviews`, {
        token: u.token,
        body: { date: "2026-05-03", interviewType: "video" },
      })
    ).body.job.interviewHistory[1];
    const upd = await api("PATCH", `/jobs/${j._id}/interviews/${first._id}`, {
      token: u.token,
      body: { _id: "ignored", notes: "went well" },
    });
    expect(upd.body.job.interviewHistory[0]).toMatchObject({
      _id: first._id,
      notes: "went well",
      interviewType: "phone",
    });
    const missing = await api("DELETE", `/jobs/${j._id}/interviews/nope`, { token: u.token });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Interview not found");
    const one = await api("DELETE", `/jobs/${j._id}/interviews/${first._id}`, { token: u.token });
    expect(one.body.job).toMatchObject({ status: "interview" });
    const none = await api("DELETE", `/jobs/${j._id}/interviews/${second._id}`, { token: u.token });
    expect(none.body.job).toMatchObject({ status: "applied", interviewHistory: [] });
  });
});
