/** The task screens as a browser without JavaScript uses them: plain GETs and form posts, in workerd. */
import { describe, expect, it } from "vitest";
import { taskDue } from "~/server/task-form.server";
import { api, followToast, formPost, page, signUpForWeb, type WebUser } from "../support";

const DAY = 86_400_000;

const form = (over: Record<string, string> = {}) => ({
  title: "Send thank-you note",
  description: "",
  status: "pending",
  priority: "medium",
  category: "follow-up",
  dueDate: "",
  reminder: "",
  relatedJob: "",
  relatedContact: "",
  ...over,
});

async function mk(u: WebUser, body: Record<string, unknown>) {
  const res = await api("POST", "/tasks", { token: u.token, body: { title: "Task", ...body } });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.task;
}

const read = async (u: WebUser, id: string) => api("GET", `/tasks/${id}`, { token: u.token });

/** Today's calendar date in a zone, shifted by whole days, as YYYY-MM-DD. */
const ymd = (tz: string, offsetDays = 0) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: tz }).format(new Date(Date.now() + offsetDays * DAY));

describe("/tasks/new", () => {
  it("labels the pickers and preselects ?jobId= and ?contactId= when they are the user's own", async () => {
    const u = await signUpForWeb();
    const other = await signUpForWeb();
    const job = (await api("POST", "/jobs", { token: u.token, body: { company: "Acme", position: "Engineer" } })).body
      .job;
    const contact = (await api("POST", "/contacts", { token: u.token, body: { name: "Priya", company: "Razorpay" } }))
      .body.contact;
    const theirJob = (await api("POST", "/jobs", { token: other.token, body: { company: "Secret", position: "Role" } }))
      .body.job;

    const html = await (await page(`/tasks/new?jobId=${job._id}&contactId=${contact._id}`, u.cookie)).text();
    expect(html).toContain("Add New Task");
    expect(html).toMatch(new RegExp(`<option value="${job._id}" selected="">Acme - Engineer</option>`));
    expect(html).toMatch(new RegExp(`<option value="${contact._id}" selected="">Priya \\(Razorpay\\)</option>`));
    expect(html).toContain(`href="/contacts/${contact._id}"`); // Cancel goes back to the contact

    const foreign = await (await page(`/tasks/new?jobId=${theirJob._id}`, u.cookie)).text();
    expect(foreign).not.toContain("Secret");
    expect(foreign).not.toContain('selected="">Acme');
  });

  it("creates a task from a plain form post, reading the reminder in the user's zone", async () => {
    const u = await signUpForWeb({ timeZone: "Asia/Kolkata" });
    const job = (await api("POST", "/jobs", { token: u.token, body: { company: "Acme", position: "Engineer" } })).body
      .job;
    const res = await formPost(
      "/tasks/new",
      form({ dueDate: "2026-05-08", reminder: "2026-05-07T09:30", relatedJob: job._id, priority: "high" }),
      u.cookie,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/tasks");
    expect(await followToast(res, u.cookie)).toContain("Task created successfully!");
    const [task] = (await api("GET", "/tasks", { token: u.token })).body.tasks;
    expect(task).toMatchObject({
      title: "Send thank-you note",
      category: "follow-up",
      priority: "high",
      dueDate: "2026-05-08T00:00:00.000Z",
      reminder: "2026-05-07T04:00:00.000Z",
      relatedJob: { _id: job._id, company: "Acme", position: "Engineer" },
      relatedContact: null,
    });
  });

  it("answers 400 with the spec's message under the field and keeps what was typed", async () => {
    const u = await signUpForWeb();
    const other = await signUpForWeb();
    const theirJob = (await api("POST", "/jobs", { token: other.token, body: { company: "X", position: "Y" } })).body
      .job;
    const blank = await formPost("/tasks/new", form({ title: "  ", description: "typed words" }), u.cookie);
    expect(blank.status).toBe(400);
    const html = await blank.text();
    expect(html).toContain("Title is required");
    expect(html).toContain("typed words");
    const badDate = await formPost("/tasks/new", form({ dueDate: "2026-02-30" }), u.cookie);
    expect(badDate.status).toBe(400);
    expect(await badDate.text()).toContain("is not a valid date");
    const foreign = await formPost("/tasks/new", form({ relatedJob: theirJob._id }), u.cookie);
    expect(foreign.status).toBe(400);
    expect(await foreign.text()).toContain("relatedJob does not match any of your job applications");
    expect((await api("GET", "/tasks", { token: u.token })).body.totalTasks).toBe(0);
  });
});

describe("/tasks", () => {
  it("lists by due date, soonest first, with labels in the user's zone and descriptions cut at 150", async () => {
    const tz = "America/Los_Angeles";
    const u = await signUpForWeb({ timeZone: tz });
    const long = `${"word ".repeat(40)}END-OF-TEXT`;
    await mk(u, { title: "Tomorrow task", dueDate: ymd(tz, 1), description: long });
    await mk(u, { title: "Today task", dueDate: ymd(tz, 0), priority: "high" });
    await mk(u, { title: "Yesterday task", dueDate: ymd(tz, -1) });
    await mk(u, { title: "Undated task" });
    await mk(u, { title: "Done task", dueDate: ymd(tz, -3), status: "completed" });
    const html = await (await page("/tasks", u.cookie)).text();
    const order = ["Undated task", "Done task", "Yesterday task", "Today task", "Tomorrow task"].map((t) =>
      html.indexOf(t),
    );
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    for (const label of ["No due date", "Yesterday · Overdue", "Today", "Tomorrow"]) expect(html).toContain(label);
    expect(html).not.toContain("END-OF-TEXT");
    expect(html).toContain(`${"word ".repeat(30).trimEnd()}…`);
    expect(html).toContain('aria-label="Mark Today task as complete"');
    expect(html).not.toContain('aria-label="Mark Done task as complete"');
    expect(html).toContain('data-testid="completed-marker"');
    expect(html).toContain('value="dueDate-asc" selected=""');
  });

  it("never marks a cancelled task overdue, on the list or its page; the API's filter keeps the contract (issue 30)", async () => {
    const tz = "Asia/Kolkata";
    const u = await signUpForWeb({ timeZone: tz });
    const cancelled = await mk(u, { title: "Dropped task", dueDate: ymd(tz, -2), status: "cancelled" });
    const html = await (await page("/tasks", u.cookie)).text();
    const row = html.slice(html.indexOf("Dropped task"), html.indexOf("</li>", html.indexOf("Dropped task")));
    expect(row).toContain("Dropped task");
    expect(row).not.toContain("Overdue");
    const detail = await (await page(`/tasks/${cancelled._id}`, u.cookie)).text();
    expect(detail).toContain("Dropped task");
    expect(detail).not.toContain("Overdue");
    // The contract's filter: overdue = before today and not completed, so the cancelled one is listed there.
    const api_ = await api("GET", "/tasks?dueDate=overdue", { token: u.token });
    expect(api_.body.tasks.map((t: { title: string }) => t.title)).toEqual(["Dropped task"]);
  });

  it("filters through the URL and shows an empty state", async () => {
    const u = await signUpForWeb({ timeZone: "Asia/Kolkata" });
    await mk(u, {
      title: "Prep system design",
      category: "interview-prep",
      priority: "high",
      dueDate: ymd("Asia/Kolkata"),
    });
    await mk(u, { title: "Coffee with Priya", category: "networking", status: "in-progress" });
    await mk(u, { title: "Old follow-up", category: "follow-up", dueDate: ymd("Asia/Kolkata", -2) });
    const tasksPage = async (q: string) => (await page(`/tasks${q}`, u.cookie)).text();
    const shows = (html: string) =>
      ["Prep system design", "Coffee with Priya", "Old follow-up"].filter((t) => html.includes(t));
    expect(shows(await tasksPage("?category=networking"))).toEqual(["Coffee with Priya"]);
    expect(shows(await tasksPage("?priority=high"))).toEqual(["Prep system design"]);
    expect(shows(await tasksPage("?status=in-progress"))).toEqual(["Coffee with Priya"]);
    expect(shows(await tasksPage("?dueDate=today"))).toEqual(["Prep system design"]);
    expect(shows(await tasksPage("?dueDate=overdue"))).toEqual(["Old follow-up"]);
    expect(shows(await tasksPage("?search=priya"))).toEqual(["Coffee with Priya"]);
    const none = await tasksPage("?search=nothing-matches");
    expect(none).toContain("No tasks found");
    expect(none).toContain("Clear filters");
    const bogus = await page("/tasks?status=bogus", u.cookie);
    expect(bogus.status).toBe(302);
    expect(bogus.headers.get("location")).toBe("/tasks");

    const fresh = await signUpForWeb();
    const empty = await (await page("/tasks", fresh.cookie)).text();
    expect(empty).toContain("No tasks found");
    expect(empty).toContain("Get started by creating a new task.");
  });

  it("pages ten at a time", async () => {
    const u = await signUpForWeb();
    for (let i = 0; i < 11; i++)
      await mk(u, {
        title: `Task number ${String(i).padStart(2, "0")}`,
        dueDate: `2026-06-${String(i + 1).padStart(2, "0")}`,
      });
    const first = await (await page("/tasks", u.cookie)).text();
    expect(first).toContain("Task number 09");
    expect(first).not.toContain("Task number 10");
    expect(first).toContain('aria-label="Pagination"');
    const second = await (await page("/tasks?page=2", u.cookie)).text();
    expect(second).toContain("Task number 10");
  });
});

describe("complete, edit, detail and delete without JavaScript", () => {
  it("completes from the list's circle and from the detail page, showing the completed time", async () => {
    const u = await signUpForWeb({ timeZone: "Asia/Kolkata" });
    const a = await mk(u, { title: "From the list" });
    const b = await mk(u, { title: "From the detail" });

    const res = await formPost(`/tasks/${a._id}`, { intent: "complete", returnTo: "/tasks?status=pending" }, u.cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/tasks?status=pending");
    expect(await followToast(res, u.cookie)).toContain("Task marked as completed");
    expect((await read(u, a._id)).body.task.status).toBe("completed");

    const detail = await (await page(`/tasks/${b._id}`, u.cookie)).text();
    expect(detail).toContain("Mark as Complete");
    const done = await formPost(`/tasks/${b._id}`, { intent: "complete", returnTo: `/tasks/${b._id}` }, u.cookie);
    expect(done.headers.get("location")).toBe(`/tasks/${b._id}`);
    const after = await followToast(done, u.cookie);
    expect(after).not.toContain("Mark as Complete");
    expect(after).toMatch(/Completed <!-- -->\d{1,2} [A-Z][a-z]{2} \d{4}/);

    // A script's post (js=1) gets data back instead of a redirect.
    const c = await mk(u, { title: "By fetcher" });
    const js = await formPost(`/tasks/${c._id}`, { intent: "complete", js: "1" }, u.cookie);
    expect(js.status).toBe(200);
    // An outside redirect target falls back to the task.
    const d = await mk(u, { title: "Safe" });
    const evil = await formPost(`/tasks/${d._id}`, { intent: "complete", returnTo: "https://evil.example/" }, u.cookie);
    expect(evil.headers.get("location")).toBe(`/tasks/${d._id}`);
  });

  it("edits with the stored values in the form, the reminder in the user's zone", async () => {
    const u = await signUpForWeb({ timeZone: "Asia/Kolkata" });
    const t = await mk(u, { title: "Prep", dueDate: "2026-05-08", reminder: "2026-05-07T04:00:00.000Z" });
    const html = await (await page(`/tasks/edit/${t._id}`, u.cookie)).text();
    expect(html).toContain("Edit Task");
    expect(html).toContain('value="2026-05-08"');
    expect(html).toContain('value="2026-05-07T09:30"');
    const res = await formPost(
      `/tasks/edit/${t._id}`,
      form({ title: "Prep harder", dueDate: "2026-05-09", reminder: "", status: "completed" }),
      u.cookie,
    );
    expect(res.headers.get("location")).toBe("/tasks");
    expect(await followToast(res, u.cookie)).toContain("Task updated successfully!");
    const after = (await read(u, t._id)).body.task;
    expect(after).toMatchObject({
      title: "Prep harder",
      dueDate: "2026-05-09T00:00:00.000Z",
      reminder: null,
      status: "completed",
    });
    expect(after.completedAt).not.toBeNull();
    const bad = await formPost(`/tasks/edit/${t._id}`, form({ title: "" }), u.cookie);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Title is required");
  });

  it("shows details with populated links, and deletes through the confirm page", async () => {
    const u = await signUpForWeb();
    const job = (await api("POST", "/jobs", { token: u.token, body: { company: "Acme", position: "Engineer" } })).body
      .job;
    const t = await mk(u, { title: "Linked", description: "Line one\nLine two", relatedJob: job._id });
    const detail = await (await page(`/tasks/${t._id}`, u.cookie)).text();
    expect(detail).toContain("Line one\nLine two");
    expect(detail).toContain(`href="/jobs/${job._id}"`);
    expect(detail).toContain("Acme - Engineer");

    const confirm = await (await page(`/tasks/${t._id}/delete`, u.cookie)).text();
    expect(confirm).toContain("Are you sure you want to delete this task? This action cannot be undone.");
    const res = await formPost(`/tasks/${t._id}/delete`, {}, u.cookie);
    expect(res.headers.get("location")).toBe("/tasks");
    expect(await followToast(res, u.cookie)).toContain("Task deleted successfully");
    expect((await read(u, t._id)).status).toBe(404);

    const t2 = await mk(u, { title: "From a filtered list" });
    const back = await formPost(
      `/tasks/${t2._id}/delete?returnTo=${encodeURIComponent("/tasks?priority=medium")}`,
      {},
      u.cookie,
    );
    expect(back.headers.get("location")).toBe("/tasks?priority=medium");
  });

  it("shows the not-found state as a real 404", async () => {
    const u = await signUpForWeb();
    for (const path of ["/tasks/nope", "/tasks/edit/nope", "/tasks/nope/delete"]) {
      const res = await page(path, u.cookie);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html).toContain("Task not found");
      expect(html).toContain("Back to tasks");
      expect(html).toContain("This task may have been deleted or doesn&#x27;t exist.");
    }
  });
});

describe("another user's task on the screens", () => {
  it("is a 404 on every screen and every form action, and stays as it was", async () => {
    const owner = await signUpForWeb();
    const other = await signUpForWeb();
    const t = await mk(owner, { title: "Private task", priority: "low" });
    for (const path of [`/tasks/${t._id}`, `/tasks/edit/${t._id}`, `/tasks/${t._id}/delete`]) {
      const res = await page(path, other.cookie);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain("Private task");
    }
    const posts: Array<[string, Record<string, string>]> = [
      [`/tasks/edit/${t._id}`, form({ title: "Hijacked" })],
      [`/tasks/${t._id}`, { intent: "complete", returnTo: "/tasks" }],
      [`/tasks/${t._id}`, { intent: "complete", js: "1" }],
      [`/tasks/${t._id}/delete`, {}],
      [`/tasks/${t._id}/delete`, { js: "1" }],
    ];
    for (const [path, fields] of posts) {
      expect((await formPost(path, fields, other.cookie)).status, path).toBe(404);
    }
    expect((await page("/tasks", other.cookie)).status).toBe(200);
    expect(await (await page("/tasks", other.cookie)).text()).not.toContain("Private task");
    expect((await read(owner, t._id)).body.task).toEqual(t);
  });
});

describe("the dashboard's Upcoming Tasks", () => {
  it("links each task to its screen", async () => {
    const u = await signUpForWeb({ timeZone: "Asia/Kolkata" });
    const t = await mk(u, { title: "Dashboard task", dueDate: ymd("Asia/Kolkata", 1) });
    const html = await (await page("/dashboard", u.cookie)).text();
    expect(html).toContain(`href="/tasks/${t._id}"`);
    expect(html).toContain("Tomorrow");
  });
});

describe("due labels around midnight", () => {
  it("read the calendar day in the user's zone, for date-only and timed due dates", () => {
    const LA = "America/Los_Angeles";
    const before = new Date("2026-05-08T06:59:00.000Z"); // 23:59 on 7 May in Los Angeles
    const after = new Date("2026-05-08T07:01:00.000Z"); // 00:01 on 8 May
    const pending = (dueDate: string) => ({ dueDate, status: "pending" as const });
    expect(taskDue(pending("2026-05-08T00:00:00.000Z"), before, LA)).toMatchObject({
      label: "Tomorrow",
      overdue: false,
    });
    expect(taskDue(pending("2026-05-08T00:00:00.000Z"), after, LA)).toMatchObject({ label: "Today", overdue: false });
    expect(taskDue(pending("2026-05-07T00:00:00.000Z"), after, LA)).toMatchObject({
      label: "Yesterday",
      overdue: true,
    });
    expect(taskDue(pending("2026-05-08T06:30:00.000Z"), after, LA)).toMatchObject({
      label: "Yesterday",
      overdue: true,
    });
    expect(taskDue({ dueDate: "2026-05-07T00:00:00.000Z", status: "completed" }, after, LA).overdue).toBe(false);
    const IST = "Asia/Kolkata";
    const lateIst = new Date("2026-05-07T18:29:00.000Z"); // 23:59 on 7 May in India
    expect(taskDue(pending("2026-05-08T00:00:00.000Z"), lateIst, IST).label).toBe("Tomorrow");
    expect(taskDue(pending("2026-05-11T00:00:00.000Z"), lateIst, IST)).toMatchObject({
      label: "Mon, 11 May",
      date: "11 May 2026",
    });
    expect(taskDue({ dueDate: null, status: "pending" }, lateIst, IST)).toEqual({
      label: "No due date",
      overdue: false,
      date: null,
    });
  });
});
