/** `/api/v1/tasks` (api-contract.md §5) in workerd on the real migrations, plus the tasks domain's clock. */
import { env } from "cloudflare:workers";
import { taskCreateSchema, taskListQuerySchema } from "@core/schemas/task";
import { createTask, listTasks } from "@worker/domain/tasks.server";
import { describe, expect, it } from "vitest";
import { api, type SignedUp, signUp, testDeps } from "../support";

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const DAY = 86_400_000;

async function mk(user: SignedUp, over: Record<string, unknown> = {}) {
  const res = await api("POST", "/tasks", { token: user.token, body: { title: "Follow up", ...over } });
  if (res.status !== 201) throw new Error(`create failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.task;
}

async function mkJob(user: SignedUp, company = "Acme", position = "Engineer") {
  return (await api("POST", "/jobs", { token: user.token, body: { company, position } })).body.job;
}

async function mkContact(user: SignedUp, name = "Priya", over: Record<string, unknown> = {}) {
  const res = await api("POST", "/contacts", { token: user.token, body: { name, ...over } });
  if (res.status !== 201) throw new Error(`contact failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.contact;
}

const titles = async (user: SignedUp, query: string) => {
  const res = await api("GET", `/tasks${query}`, { token: user.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.tasks.map((t: { title: string }) => t.title);
};

async function setTimeZone(userId: string, tz: string) {
  await env.DB.prepare("UPDATE users SET time_zone = ? WHERE id = ?").bind(tz, userId).run();
}

describe("POST /tasks", () => {
  it("applies the defaults and answers 201 with the wire shape, references null", async () => {
    const u = await signUp();
    const res = await api("POST", "/tasks", {
      token: u.token,
      body: { title: "  Send thank-you note ", dueDate: "", reminder: "", relatedJob: null, relatedContact: "" },
    });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const t = res.body.task;
    expect(t).toMatchObject({
      title: "Send thank-you note",
      description: "",
      status: "pending",
      priority: "medium",
      category: "other",
      dueDate: null,
      reminder: null,
      relatedJob: null,
      relatedContact: null,
      completedAt: null,
      user: u.userId,
    });
    expect(typeof t._id).toBe("string");
    expect(t.createdAt).toMatch(ISO);
    expect(t.updatedAt).toMatch(ISO);
  });

  it("keeps the form's whole body: dates as the contract reads them, populated references", async () => {
    const u = await signUp();
    const job = await mkJob(u, "Razorpay", "Frontend Engineer");
    const contact = await mkContact(u, "Priya", { email: "priya@example.test", company: "Razorpay" });
    const t = await mk(u, {
      description: "Ask about the team",
      status: "in-progress",
      priority: "high",
      category: "follow-up",
      dueDate: "2026-05-08",
      reminder: "2026-05-07T09:30",
      relatedJob: job._id,
      relatedContact: { _id: contact._id, name: "echoed" },
    });
    expect(t).toMatchObject({
      status: "in-progress",
      priority: "high",
      category: "follow-up",
      dueDate: "2026-05-08T00:00:00.000Z",
      reminder: "2026-05-07T09:30:00.000Z",
      relatedJob: { _id: job._id, company: "Razorpay", position: "Frontend Engineer" },
      relatedContact: { _id: contact._id, name: "Priya", email: "priya@example.test", company: "Razorpay" },
    });
    const read = await api("GET", `/tasks/${t._id}`, { token: u.token });
    expect(read.body.task).toEqual(t);
  });

  it("accepts inProgress as the other reading of in-progress", async () => {
    const u = await signUp();
    expect((await mk(u, { status: "inProgress" })).status).toBe("in-progress");
  });

  it.each([
    ["title is required", { title: undefined }],
    ["title is required", { title: "   " }],
    ["title: must be at most 200 characters", { title: "x".repeat(201) }],
    ["description: must be at most 10000 characters", { description: "x".repeat(10001) }],
    [/^status: /, { status: "done" }],
    [/^priority: /, { priority: "urgent" }],
    [/^category: /, { category: "chores" }],
    ["dueDate: is not a valid date", { dueDate: "tomorrow" }],
    ["dueDate: is not a valid date", { dueDate: "2030-02-30" }],
    ["dueDate: is not a valid date", { dueDate: "2026-13-01" }],
    ["reminder: is not a valid date", { reminder: "2026-05-01T10:99" }],
    [/^dueDate: /, { dueDate: 12 }],
    [/^relatedJob: /, { relatedJob: 42 }],
  ])("answers 400 naming the field: %s", async (message, over) => {
    const u = await signUp();
    const res = await api("POST", "/tasks", { token: u.token, body: { title: "T", ...over } });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    if (typeof message === "string") expect(res.body.message).toBe(message);
    else expect(res.body.message).toMatch(message);
    expect((await api("GET", "/tasks", { token: u.token })).body.totalTasks).toBe(0);
  });

  it("refuses a job or contact the caller does not own", async () => {
    const u = await signUp();
    const other = await signUp();
    const theirJob = await mkJob(other);
    const theirContact = await mkContact(other);
    const job = await api("POST", "/tasks", { token: u.token, body: { title: "T", relatedJob: theirJob._id } });
    expect(job.status).toBe(400);
    expect(job.body.message).toBe("relatedJob does not match any of your job applications");
    const contact = await api("POST", "/tasks", {
      token: u.token,
      body: { title: "T", relatedContact: { _id: theirContact._id } },
    });
    expect(contact.status).toBe(400);
    expect(contact.body.message).toBe("relatedContact does not match any of your contacts");
    expect((await api("GET", "/tasks", { token: u.token })).body.totalTasks).toBe(0);
  });

  it("answers malformed JSON with 400 and a missing token with 401", async () => {
    const u = await signUp();
    const bad = await api("POST", "/tasks", {
      token: u.token,
      rawBody: "{nope",
      headers: { "Content-Type": "application/json" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Malformed JSON body");
    for (const [method, path] of [
      ["GET", "/tasks"],
      ["POST", "/tasks"],
      ["GET", "/tasks/x"],
      ["PATCH", "/tasks/x"],
      ["PATCH", "/tasks/x/complete"],
      ["DELETE", "/tasks/x"],
    ]) {
      const res = await api(method, path);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body).toEqual({ success: false, message: "Authentication invalid" });
    }
  });
});

describe("GET /tasks/:id", () => {
  it("answers 404 Task not found for unknown, malformed and overlong ids", async () => {
    const u = await signUp();
    for (const id of ["nope", "0".repeat(24), "x".repeat(300), "%20"]) {
      const res = await api("GET", `/tasks/${id}`, { token: u.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: "Task not found" });
    }
  });
});

describe("PATCH /tasks/:id", () => {
  it("takes the whole echoed task with populated references and ignores server-owned fields", async () => {
    const u = await signUp();
    const job = await mkJob(u);
    const contact = await mkContact(u);
    const t = await mk(u, { relatedJob: job._id, relatedContact: contact._id, dueDate: "2026-06-01" });
    const echo = {
      ...t,
      _id: "forged",
      user: "someone-else",
      __v: 0,
      createdAt: "2001-01-01T00:00:00.000Z",
      updatedAt: "2001-01-01T00:00:00.000Z",
      completedAt: "2001-01-01T00:00:00.000Z",
      title: "Renamed",
    };
    const res = await api("PATCH", `/tasks/${t._id}`, { token: u.token, body: echo });
    expect(res.status).toBe(200);
    expect(res.body.task).toMatchObject({
      _id: t._id,
      user: u.userId,
      title: "Renamed",
      createdAt: t.createdAt,
      completedAt: null,
      dueDate: "2026-06-01T00:00:00.000Z",
      relatedJob: { _id: job._id, company: "Acme", position: "Engineer" },
      relatedContact: { _id: contact._id, name: "Priya" },
    });
  });

  it("changes only the fields given; empty strings and null clear dates and references", async () => {
    const u = await signUp();
    const job = await mkJob(u);
    const t = await mk(u, {
      priority: "low",
      dueDate: "2026-06-01",
      reminder: "2026-05-30T08:00Z",
      relatedJob: job._id,
    });
    const res = await api("PATCH", `/tasks/${t._id}`, { token: u.token, body: { priority: "high" } });
    expect(res.body.task).toMatchObject({ priority: "high", title: "Follow up", dueDate: "2026-06-01T00:00:00.000Z" });
    const cleared = await api("PATCH", `/tasks/${t._id}`, {
      token: u.token,
      body: { dueDate: "", reminder: null, relatedJob: "" },
    });
    expect(cleared.body.task).toMatchObject({ dueDate: null, reminder: null, relatedJob: null, priority: "high" });
  });

  it("changes nothing for a body naming no field", async () => {
    const u = await signUp();
    const t = await mk(u);
    const res = await api("PATCH", `/tasks/${t._id}`, { token: u.token, body: { _id: "x", createdAt: "y" } });
    expect(res.status).toBe(200);
    expect(res.body.task).toEqual(t);
  });

  it("answers 400 naming the field, 404 for unknown ids, and refuses foreign references", async () => {
    const u = await signUp();
    const other = await signUp();
    const theirJob = await mkJob(other);
    const t = await mk(u);
    const bad = await api("PATCH", `/tasks/${t._id}`, { token: u.token, body: { title: "" } });
    expect(bad).toMatchObject({ status: 400, body: { message: "title is required" } });
    const date = await api("PATCH", `/tasks/${t._id}`, { token: u.token, body: { reminder: "2026-02-29T10:00" } });
    expect(date).toMatchObject({ status: 400, body: { message: "reminder: is not a valid date" } });
    const ref = await api("PATCH", `/tasks/${t._id}`, {
      token: u.token,
      body: { relatedJob: { _id: theirJob._id, company: "x", position: "y" } },
    });
    expect(ref).toMatchObject({
      status: 400,
      body: { message: "relatedJob does not match any of your job applications" },
    });
    const missing = await api("PATCH", "/tasks/nope", { token: u.token, body: { title: "x" } });
    expect(missing).toMatchObject({ status: 404, body: { success: false, message: "Task not found" } });
    expect((await api("GET", `/tasks/${t._id}`, { token: u.token })).body.task).toEqual(t);
  });
});

describe("completedAt (contract §5.2)", () => {
  const at = (t: { completedAt: string | null }) => (t.completedAt ? Date.parse(t.completedAt) : null);

  it("is set by creating or patching to completed, kept when repeated, cleared by another status", async () => {
    const u = await signUp();
    const born = await mk(u, { status: "completed" });
    expect(born.completedAt).toMatch(ISO);

    const t = await mk(u);
    const patch = (body: Record<string, unknown>) => api("PATCH", `/tasks/${t._id}`, { token: u.token, body });
    const done = (await patch({ status: "completed" })).body.task;
    expect(done.status).toBe("completed");
    expect(done.completedAt).toMatch(ISO);
    await scheduler.wait(5);
    expect(at((await patch({ status: "completed", title: "Again" })).body.task)).toBe(at(done));
    expect(at((await patch({ priority: "high" })).body.task)).toBe(at(done));
    const echoed = (await patch({ ...done, completedAt: null })).body.task;
    expect(at(echoed)).toBe(at(done));
    expect((await patch({ status: "in-progress" })).body.task.completedAt).toBeNull();
    expect((await patch({ priority: "low" })).body.task.completedAt).toBeNull();
    const again = (await patch({ status: "completed" })).body.task;
    expect(at(again)).toBeGreaterThanOrEqual(at(done) ?? 0);
    expect((await patch({ status: "cancelled" })).body.task.completedAt).toBeNull();
  });

  it("PATCH /tasks/:id/complete completes now, keeps an earlier completedAt, and is 404 for others", async () => {
    const u = await signUp();
    const job = await mkJob(u, "Zerodha", "SRE");
    const t = await mk(u, { relatedJob: job._id });
    const res = await api("PATCH", `/tasks/${t._id}/complete`, { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe("Task marked as completed");
    expect(res.body.task).toMatchObject({
      status: "completed",
      relatedJob: { _id: job._id, company: "Zerodha", position: "SRE" },
    });
    expect(res.body.task.completedAt).toMatch(ISO);
    await scheduler.wait(5);
    const twice = await api("PATCH", `/tasks/${t._id}/complete`, { token: u.token });
    expect(twice.body.task.completedAt).toBe(res.body.task.completedAt);
    const missing = await api("PATCH", "/tasks/nope/complete", { token: u.token });
    expect(missing).toMatchObject({ status: 404, body: { success: false, message: "Task not found" } });
  });
});

describe("DELETE /tasks/:id", () => {
  it("deletes once, then answers 404", async () => {
    const u = await signUp();
    const t = await mk(u);
    const res = await api("DELETE", `/tasks/${t._id}`, { token: u.token });
    expect(res).toMatchObject({ status: 200, body: { success: true, message: "Task deleted successfully" } });
    expect((await api("GET", `/tasks/${t._id}`, { token: u.token })).status).toBe(404);
    expect((await api("DELETE", `/tasks/${t._id}`, { token: u.token })).status).toBe(404);
  });
});

describe("references after their job or contact is deleted", () => {
  it("read null in every answer, and the task stays", async () => {
    const u = await signUp();
    const job = await mkJob(u);
    const contact = await mkContact(u);
    const t = await mk(u, { relatedJob: job._id, relatedContact: contact._id });
    expect((await api("DELETE", `/jobs/${job._id}`, { token: u.token })).status).toBe(200);
    const afterJob = (await api("GET", `/tasks/${t._id}`, { token: u.token })).body.task;
    expect(afterJob.relatedJob).toBeNull();
    expect(afterJob.relatedContact).toMatchObject({ _id: contact._id });
    expect((await api("DELETE", `/contacts/${contact._id}`, { token: u.token })).status).toBe(200);
    const list = (await api("GET", "/tasks", { token: u.token })).body.tasks;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ _id: t._id, relatedJob: null, relatedContact: null });
    const row = await env.DB.prepare("SELECT related_job_id, related_contact_id FROM tasks WHERE id = ?")
      .bind(t._id)
      .first();
    expect(row).toEqual({ related_job_id: null, related_contact_id: null });
    // An echo of the stale reference is refused rather than stored.
    const echo = await api("PATCH", `/tasks/${t._id}`, { token: u.token, body: { relatedJob: job._id } });
    expect(echo.status).toBe(400);
  });
});

describe("GET /tasks", () => {
  it("filters by status, priority, category, search (literal % and _) and related ids", async () => {
    const u = await signUp();
    const job = await mkJob(u);
    const contact = await mkContact(u);
    await mk(u, { title: "Alpha prep", status: "in-progress", category: "interview-prep", relatedJob: job._id });
    await mk(u, { title: "Beta 100%", priority: "high", description: "mail the recruiter" });
    await mk(u, { title: "gamma_notes", status: "completed", category: "networking", relatedContact: contact._id });
    await mk(u, { title: "Delta", priority: "low", description: "Recruiter call" });

    const sorted = async (q: string) => (await titles(u, q)).sort();
    expect(await sorted("?status=in-progress")).toEqual(["Alpha prep"]);
    expect(await sorted("?status=inProgress")).toEqual(["Alpha prep"]);
    expect(await sorted("?priority=high")).toEqual(["Beta 100%"]);
    expect(await sorted("?category=networking")).toEqual(["gamma_notes"]);
    expect(await sorted("?status=all&priority=all&category=all")).toHaveLength(4);
    expect(await sorted("?search=RECRUITER")).toEqual(["Beta 100%", "Delta"]);
    expect(await sorted("?search=%25")).toEqual(["Beta 100%"]);
    expect(await sorted("?search=a_n")).toEqual(["gamma_notes"]);
    expect(await sorted(`?relatedJob=${job._id}`)).toEqual(["Alpha prep"]);
    expect(await sorted(`?relatedContact=${contact._id}`)).toEqual(["gamma_notes"]);
    expect(await sorted("?search=&status=&priority=&category=&dueDate=&relatedJob=")).toHaveLength(4);
    expect(await sorted("?unknown=1")).toHaveLength(4);
  });

  it.each([
    ["status=done", /^status must be one of/],
    ["priority=urgent", /^priority must be one of/],
    ["category=x", /^category must be one of/],
    ["dueDate=soon", "dueDate must be one of: all, today, upcoming, overdue"],
  ])("answers 400 for %s", async (query, message) => {
    const u = await signUp();
    const res = await api("GET", `/tasks?${query}`, { token: u.token });
    expect(res.status).toBe(400);
    if (typeof message === "string") expect(res.body.message).toBe(message);
    else expect(res.body.message).toMatch(message);
  });

  it("sorts six ways with ties broken by id; unknown sorts mean newest", async () => {
    const u = await signUp();
    await mk(u, { title: "A", priority: "low", dueDate: "2026-06-03" });
    await mk(u, { title: "B", priority: "high" });
    await mk(u, { title: "C", priority: "medium", dueDate: "2026-06-01" });
    await mk(u, { title: "D", priority: "high", dueDate: "2026-06-02T10:00:00Z" });
    expect(await titles(u, "")).toEqual(["D", "C", "B", "A"]);
    expect(await titles(u, "?sort=bogus")).toEqual(["D", "C", "B", "A"]);
    expect(await titles(u, "?sort=oldest")).toEqual(["A", "B", "C", "D"]);
    expect(await titles(u, "?sort=dueDate-asc")).toEqual(["B", "C", "D", "A"]);
    expect(await titles(u, "?sort=dueDate-desc")).toEqual(["A", "D", "C", "B"]);
    expect(await titles(u, "?sort=priority-high")).toEqual(["D", "B", "C", "A"]);
    expect(await titles(u, "?sort=priority-low")).toEqual(["A", "C", "D", "B"]);
  });

  it("pages with the contract's numbers, caps limit at 100 and falls back on bad values", async () => {
    const u = await signUp();
    for (let i = 0; i < 12; i++) await mk(u, { title: `T${String(i).padStart(2, "0")}` });
    const first = await api("GET", "/tasks?sort=oldest", { token: u.token });
    expect(first.body).toMatchObject({ success: true, count: 10, totalTasks: 12, numOfPages: 2, currentPage: 1 });
    const second = await api("GET", "/tasks?sort=oldest&page=2&limit=10", { token: u.token });
    expect(second.body.tasks.map((t: { title: string }) => t.title)).toEqual(["T10", "T11"]);
    expect(second.body.currentPage).toBe(2);
    const small = await api("GET", "/tasks?limit=5&page=3", { token: u.token });
    expect(small.body).toMatchObject({ count: 2, numOfPages: 3, currentPage: 3 });
    const huge = await api("GET", "/tasks?limit=1000", { token: u.token });
    expect(huge.body).toMatchObject({ count: 12, numOfPages: 1 });
    const odd = await api("GET", "/tasks?page=-1&limit=abc", { token: u.token });
    expect(odd.body).toMatchObject({ currentPage: 1, count: 10 });
    const past = await api("GET", "/tasks?page=9", { token: u.token });
    expect(past.body).toMatchObject({ count: 0, tasks: [], currentPage: 9, numOfPages: 2 });
    const empty = await api("GET", "/tasks", { token: (await signUp()).token });
    expect(empty.body).toMatchObject({ count: 0, totalTasks: 0, numOfPages: 0, currentPage: 1, tasks: [] });
  });

  it("dueDate windows use the caller's time zone; overdue skips completed and replaces status", async () => {
    const u = await signUp();
    await setTimeZone(u.userId, "Asia/Kolkata");
    const ymd = (offsetDays: number) => {
      const now = new Date(Date.now() + offsetDays * DAY);
      return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now);
    };
    await mk(u, { title: "today", dueDate: ymd(0) });
    await mk(u, { title: "in 3 days", dueDate: ymd(3) });
    await mk(u, { title: "in 7 days", dueDate: ymd(7) });
    await mk(u, { title: "in 8 days", dueDate: ymd(8) });
    await mk(u, { title: "yesterday", dueDate: ymd(-1) });
    await mk(u, { title: "done yesterday", dueDate: ymd(-1), status: "completed" });
    await mk(u, { title: "no date" });
    const sorted = async (q: string) => (await titles(u, q)).sort();
    expect(await sorted("?dueDate=today")).toEqual(["today"]);
    expect(await sorted("?dueDate=upcoming")).toEqual(["in 3 days", "in 7 days", "today"]);
    expect(await sorted("?dueDate=overdue")).toEqual(["yesterday"]);
    expect(await sorted("?dueDate=overdue&status=completed")).toEqual(["yesterday"]);
    expect(await sorted("?dueDate=all")).toHaveLength(7);
  });
});

describe("due-date windows around midnight (domain, fixed clock)", () => {
  async function setUp(tz: string, dues: Record<string, string>) {
    const u = await signUp();
    await setTimeZone(u.userId, tz);
    for (const [title, dueDate] of Object.entries(dues)) {
      const created = await createTask(testDeps(), u.userId, taskCreateSchema.parse({ title, dueDate }));
      if (!created.ok) throw new Error(created.message);
    }
    return async (at: string, dueDate: string) => {
      const page = await listTasks(
        testDeps({ now: () => new Date(at) }),
        u.userId,
        taskListQuerySchema.parse({ dueDate, sort: "dueDate-asc", limit: "100" }),
      );
      return page.tasks.map((t) => t.title).sort();
    };
  }

  it("Asia/Kolkata: a minute either side of midnight moves today, upcoming and overdue", async () => {
    const window = await setUp("Asia/Kolkata", {
      "date 6 May": "2026-05-06",
      "date 7 May": "2026-05-07",
      "date 8 May": "2026-05-08",
      "date 14 May": "2026-05-14",
      "date 15 May": "2026-05-15",
      "23:30 IST 7 May": "2026-05-07T18:00:00Z",
      "00:30 IST 8 May": "2026-05-07T19:00:00Z",
    });
    const before = "2026-05-07T18:29:00.000Z"; // 23:59 on 7 May in India
    const after = "2026-05-07T18:31:00.000Z"; // 00:01 on 8 May in India
    expect(await window(before, "today")).toEqual(["23:30 IST 7 May", "date 7 May"]);
    expect(await window(after, "today")).toEqual(["00:30 IST 8 May", "date 8 May"]);
    expect(await window(before, "overdue")).toEqual(["date 6 May"]);
    expect(await window(after, "overdue")).toEqual(["23:30 IST 7 May", "date 6 May", "date 7 May"]);
    expect(await window(before, "upcoming")).toEqual([
      "00:30 IST 8 May",
      "23:30 IST 7 May",
      "date 14 May",
      "date 7 May",
      "date 8 May",
    ]);
    expect(await window(after, "upcoming")).toEqual(["00:30 IST 8 May", "date 14 May", "date 15 May", "date 8 May"]);
  });

  it("America/Los_Angeles: a date-only due date is that calendar day, not the UTC instant's", async () => {
    const window = await setUp("America/Los_Angeles", {
      "date 7 May": "2026-05-07",
      "date 8 May": "2026-05-08",
      "23:30 PDT 7 May": "2026-05-08T06:30:00Z",
      "00:30 PDT 8 May": "2026-05-08T07:30:00Z",
    });
    const before = "2026-05-08T06:59:00.000Z"; // 23:59 on 7 May in Los Angeles (already 8 May in UTC)
    const after = "2026-05-08T07:01:00.000Z"; // 00:01 on 8 May in Los Angeles
    expect(await window(before, "today")).toEqual(["23:30 PDT 7 May", "date 7 May"]);
    expect(await window(after, "today")).toEqual(["00:30 PDT 8 May", "date 8 May"]);
    expect(await window(before, "overdue")).toEqual([]);
    expect(await window(after, "overdue")).toEqual(["23:30 PDT 7 May", "date 7 May"]);
  });
});

describe("another user's tasks", () => {
  it("cannot be read, listed, changed, completed or deleted: 404 and nothing changes", async () => {
    const owner = await signUp();
    const other = await signUp();
    const t = await mk(owner, { title: "Private", priority: "low" });
    const calls: Array<[string, string, unknown?]> = [
      ["GET", `/tasks/${t._id}`],
      ["PATCH", `/tasks/${t._id}`, { title: "Hijacked", status: "completed" }],
      ["PUT", `/tasks/${t._id}`, { title: "Hijacked" }],
      ["PATCH", `/tasks/${t._id}/complete`],
      ["DELETE", `/tasks/${t._id}`],
    ];
    for (const [method, path, body] of calls) {
      const res = await api(method, path, { token: other.token, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toEqual({ success: false, message: "Task not found" });
    }
    expect((await api("GET", "/tasks", { token: other.token })).body.totalTasks).toBe(0);
    expect(await titles(other, `?search=Private`)).toEqual([]);
    expect((await api("GET", `/tasks/${t._id}`, { token: owner.token })).body.task).toEqual(t);
  });
});

describe("GET /analytics/dashboard pendingTasks", () => {
  it("reads through the tasks module: not completed, due within 7 days, soonest first, relatedJob populated", async () => {
    const u = await signUp();
    const job = await mkJob(u, "Swiggy", "Designer");
    const soon = new Date(Date.now() + DAY).toISOString();
    const later = new Date(Date.now() + 3 * DAY).toISOString();
    await mk(u, { title: "later", dueDate: later });
    await mk(u, { title: "soon", dueDate: soon, relatedJob: job._id });
    await mk(u, { title: "done", dueDate: soon, status: "completed" });
    await mk(u, { title: "far", dueDate: new Date(Date.now() + 30 * DAY).toISOString() });
    const res = await api("GET", "/analytics/dashboard", { token: u.token });
    const pending = res.body.data.pendingTasks;
    expect(pending.map((t: { title: string }) => t.title)).toEqual(["soon", "later"]);
    expect(pending[0]).toMatchObject({
      dueDate: soon,
      status: "pending",
      relatedJob: { _id: job._id, company: "Swiggy", position: "Designer" },
    });
  });
});
