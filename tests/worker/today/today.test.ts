/** /today (issue 35, docs/decisions/059): what it lists, whose, and done with its precondition, in workerd. */
import { meetingLinkIn } from "@worker/domain/today.server";
import { describe, expect, it } from "vitest";
import { api, formPost, page, signUpForWeb, type WebUser } from "../support";

const DAY = 86_400_000;
const TZ = "Asia/Kolkata";
/** A calendar date in TZ, shifted by whole days, as YYYY-MM-DD. */
const ymd = (offsetDays = 0) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: TZ }).format(new Date(Date.now() + offsetDays * DAY));
/** Noon of a calendar date in TZ (UTC+05:30), as an ISO instant. */
const noonOn = (offsetDays: number) => `${ymd(offsetDays)}T06:30:00.000Z`;

async function mk(u: WebUser, path: string, body: Record<string, unknown>) {
  const res = await api("POST", path, { token: u.token, body });
  if (res.status !== 201 && res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

describe("/today", () => {
  it("lists interviews today and tomorrow, open tasks due today or overdue, follow-ups due: the caller's only", async () => {
    const u = await signUpForWeb({ timeZone: TZ });
    const other = await signUpForWeb({ timeZone: TZ });
    const { job } = await mk(u, "/jobs", { company: "Acme Corp", position: "Platform Engineer" });
    const interview = (day: number, withPerson: string, notes = "") =>
      mk(u, `/jobs/${job._id}/interviews`, { date: noonOn(day), interviewType: "video", withPerson, notes });
    await interview(0, "Priya Today", "Join at https://meet.example.com/abc-def, bring the portfolio.");
    await interview(1, "Ravi Tomorrow");
    await interview(2, "Neha Later");
    await interview(-1, "Old Yesterday");
    await mk(u, "/tasks", { title: "Due today task", dueDate: ymd(0) });
    await mk(u, "/tasks", { title: "Overdue task", dueDate: ymd(-3) });
    await mk(u, "/tasks", { title: "Future task", dueDate: ymd(2) });
    await mk(u, "/tasks", { title: "Done task", dueDate: ymd(0), status: "completed" });
    await mk(u, "/contacts", { name: "Follow Me", company: "Globex", followUpDate: ymd(-1) });
    await mk(u, "/contacts", { name: "Not Yet", followUpDate: ymd(3) });
    await mk(other, "/tasks", { title: "Someone else's task", dueDate: ymd(0) });

    const res = await page("/today", u.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    expect(res.headers.get("X-Offerpath-Owner")).toMatch(/^[0-9a-f]{32}$/);
    const html = await res.text();
    for (const shown of [
      "Priya Today",
      "Ravi Tomorrow",
      "https://meet.example.com/abc-def",
      "Acme Corp",
      "Due today task",
      "Overdue task",
      "Follow Me",
    ]) {
      expect(html).toContain(shown);
    }
    for (const hidden of ["Neha Later", "Old Yesterday", "Future task", "Done task", "Not Yet", "Someone else"]) {
      expect(html).not.toContain(hidden);
    }
    // Another account's marker differs.
    const theirs = await page("/today", other.cookie);
    expect(theirs.headers.get("X-Offerpath-Owner")).not.toBe(res.headers.get("X-Offerpath-Owner"));
  });

  it("needs a session", async () => {
    const res = await page("/today");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toContain("/login");
  });

  it("completes a task only when it has not changed since the page showed it (409 otherwise); never another's", async () => {
    const u = await signUpForWeb();
    const other = await signUpForWeb();
    const { task } = await mk(u, "/tasks", { title: "Send the portfolio", dueDate: ymd(0) });
    const seen = String(new Date(task.updatedAt).getTime());

    // Changed meanwhile (renamed elsewhere): the offline copy's done is refused and the change kept.
    await new Promise((r) => setTimeout(r, 5));
    const renamed = await api("PATCH", `/tasks/${task._id}`, {
      token: u.token,
      body: { title: "Send the new portfolio" },
    });
    expect(renamed.status).toBe(200);
    const stale = await formPost(
      "/today",
      { intent: "complete", taskId: task._id, updatedAt: seen, js: "1" },
      u.cookie,
    );
    expect(stale.status).toBe(409);
    let now = (await api("GET", `/tasks/${task._id}`, { token: u.token })).body.task;
    expect(now).toMatchObject({ status: "pending", title: "Send the new portfolio" });

    // Another user's task: not found, untouched.
    const current = String(new Date(now.updatedAt).getTime());
    const foreign = await formPost(
      "/today",
      { intent: "complete", taskId: task._id, updatedAt: current, js: "1" },
      other.cookie,
    );
    expect(foreign.status).toBe(404);

    // Unchanged: completed. Without JavaScript, a redirect back here.
    const plain = await formPost("/today", { intent: "complete", taskId: task._id, updatedAt: current }, u.cookie);
    expect(plain.status).toBe(302);
    expect(plain.headers.get("Location")).toBe("/today");
    now = (await api("GET", `/tasks/${task._id}`, { token: u.token })).body.task;
    expect(now.status).toBe("completed");

    const bad = await formPost("/today", { intent: "complete", taskId: task._id, updatedAt: "soon" }, u.cookie);
    expect(bad.status).toBe(400);
  });

  it("sign-out asks the browser to empty this site's caches and storage", async () => {
    const u = await signUpForWeb();
    const res = await formPost("/logout", {}, u.cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("Clear-Site-Data")).toBe('"cache", "storage"');
  });
});

describe("meetingLinkIn", () => {
  it("finds the first web address in an interview's notes, without trailing punctuation", () => {
    expect(meetingLinkIn("Join at https://meet.example.com/abc-def, bring it.")).toBe(
      "https://meet.example.com/abc-def",
    );
    expect(meetingLinkIn("call (http://zoom.example/j/1).")).toBe("http://zoom.example/j/1");
    expect(meetingLinkIn("javascript:alert(1) no link")).toBeNull();
    expect(meetingLinkIn("")).toBeNull();
  });
});
