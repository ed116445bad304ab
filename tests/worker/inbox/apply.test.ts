/**
 * Acting on forwarded emails (issue 32): each kind of change applied through the domain every screen uses
 * (history, counters and reminders follow), undone, applied once however often it is asked, dismissed and
 * deleted; a refusal (the plan's limit) leaves nothing behind; auto-apply and the arrival notification.
 */
import { env } from "cloudflare:workers";
import { getDb } from "@worker/db/client";
import { afterReceive } from "@worker/domain/inbox/after-receive.server";
import { applyMessage, deleteMessage, dismissMessage, undoMessage } from "@worker/domain/inbox/apply.server";
import { describe, expect, it } from "vitest";
import { emailsTo, runAt } from "../notifications/helpers";
import { api, as, createJob, jobRow, signUp, testDeps } from "../support";
import { count, d1Interrupted, messageRow, statusHistory, storeAddress, storeMessage } from "./helpers";

const deps = () => testDeps();
const inTwoDays = () => Date.now() + 2 * 86_400_000;

async function counters(userId: string) {
  return env.DB.prepare("SELECT jobs_applied, jobs_interview, jobs_rejected FROM user_counters WHERE user_id = ?")
    .bind(userId)
    .first<{ jobs_applied: number; jobs_interview: number; jobs_rejected: number }>();
}

describe("applying a proposal", () => {
  it("a status change goes through updateJob: the history and the counters follow, and undo restores it", async () => {
    const user = await signUp();
    const jobId = await createJob(user, { company: "Stripe", position: "Backend Engineer", status: "applied" });
    const id = await storeMessage(user.userId, {
      kind: "rejection",
      jobId,
      proposal: {
        jobId,
        changes: [{ type: "status", from: "applied", to: "rejected" }],
        summary: "Stripe: Applied → Rejected",
      },
    });
    const applied = await applyMessage(deps(), user.userId, id);
    expect(applied.ok && applied.value.status).toBe("applied");
    expect((await jobRow(jobId))?.status).toBe("rejected");
    expect(await statusHistory(jobId)).toContainEqual({ from_status: "applied", to_status: "rejected" });
    expect(await counters(user.userId)).toMatchObject({ jobs_applied: 0, jobs_rejected: 1 });
    expect(JSON.parse(String((await messageRow(id))?.undo))).toEqual({
      jobId,
      previousStatus: "applied",
      statusSet: "rejected",
      at: expect.any(Number),
    });

    const undone = await undoMessage(deps(), user.userId, id);
    expect(undone.ok && undone.value.message.status).toBe("undone");
    expect((await jobRow(jobId))?.status).toBe("applied");
    expect(await counters(user.userId)).toMatchObject({ jobs_applied: 1, jobs_rejected: 0 });
  });

  it("an interview goes through addInterview (the job moves to interview, its reminder is armed); undo deletes it and restores the status", async () => {
    const user = await signUp();
    const jobId = await createJob(user, { company: "Acme", position: "Engineer", status: "screening" });
    const at = inTwoDays();
    const id = await storeMessage(user.userId, {
      kind: "interview_invitation",
      jobId,
      proposal: {
        jobId,
        changes: [
          { type: "status", from: "screening", to: "interview" },
          { type: "interview", at, zone: "Asia/Kolkata", link: "https://meet.example/abc", interviewer: "Priya" },
        ],
        summary: "Acme · Engineer: Screening → Interview, add an interview",
      },
    });
    expect((await applyMessage(deps(), user.userId, id)).ok).toBe(true);
    const interviews = await env.DB.prepare(
      "SELECT id, date, with_person, interview_type, notes FROM interviews WHERE job_id = ?",
    )
      .bind(jobId)
      .all<{ id: string; date: number; with_person: string; interview_type: string; notes: string }>();
    expect(interviews.results).toHaveLength(1);
    expect(interviews.results[0]).toMatchObject({ date: at, with_person: "Priya", interview_type: "video" });
    expect(interviews.results[0].notes).toContain("https://meet.example/abc");
    expect((await jobRow(jobId))?.status).toBe("interview");
    const reminder = await env.DB.prepare("SELECT kind FROM due_items WHERE source_id = ? AND kind = 'interview_24h'")
      .bind(interviews.results[0].id)
      .first();
    expect(reminder).not.toBeNull();
    expect(JSON.parse(String((await messageRow(id))?.undo))).toEqual({
      jobId,
      previousStatus: "screening",
      statusSet: "interview",
      interviewId: interviews.results[0].id,
      at: expect.any(Number),
    });

    expect((await undoMessage(deps(), user.userId, id)).ok).toBe(true);
    expect(await count("interviews", user.userId)).toBe(0);
    expect((await jobRow(jobId))?.status).toBe("screening");
  });

  it("a new application goes through createJob; undo deletes it", async () => {
    const user = await signUp();
    const id = await storeMessage(user.userId, {
      proposal: {
        jobId: null,
        changes: [{ type: "new_job", company: "Globex", position: "Data Analyst", status: "applied" }],
        summary: "New application: Globex · Data Analyst (Applied)",
      },
    });
    const applied = await applyMessage(deps(), user.userId, id);
    expect(applied.ok).toBe(true);
    const job = await env.DB.prepare("SELECT id, company, position, status FROM jobs WHERE user_id = ?")
      .bind(user.userId)
      .first<{ id: string; company: string; position: string; status: string }>();
    expect(job).toMatchObject({ company: "Globex", position: "Data Analyst", status: "applied" });
    expect(applied.ok && applied.value.jobId).toBe(job?.id);

    await undoMessage(deps(), user.userId, id);
    expect(await count("jobs", user.userId)).toBe(0);
  });

  it("a new application past the plan's job limit is refused with the limit's message and leaves nothing applied", async () => {
    const user = await signUp();
    for (let i = 0; i < 10; i++) await createJob(user, { company: `Co ${i}` });
    const id = await storeMessage(user.userId, {
      proposal: {
        changes: [
          { type: "new_job", company: "Globex", position: "Analyst", status: "applied" },
          { type: "contact", name: "Rita Recruiter", email: "rita@globex.example", company: "Globex" },
        ],
        summary: "New application: Globex · Analyst",
      },
    });
    const refused = await applyMessage(deps(), user.userId, id);
    expect(refused).toMatchObject({ ok: false, code: "PLAN_LIMIT" });
    expect(!refused.ok && refused.message).toMatch(/job applications limit for your Free plan/);
    expect(await count("jobs", user.userId)).toBe(10);
    expect(await count("contacts", user.userId)).toBe(0);
    expect((await messageRow(id))?.status).toBe("pending");
  });

  it("a contact and a task go through createContact and createTask, linked to the job; undo deletes both", async () => {
    const user = await signUp();
    const jobId = await createJob(user, { company: "Initech", position: "QA" });
    const due = inTwoDays();
    const id = await storeMessage(user.userId, {
      kind: "assessment",
      subject: "Your Initech take-home",
      jobId,
      proposal: {
        jobId,
        changes: [
          { type: "task", title: "Complete the Initech assessment", dueAt: due },
          { type: "contact", name: "Sam Hiring", email: "sam@initech.example", company: "Initech" },
        ],
        summary: "Initech · QA: add a task and a contact",
      },
    });
    expect((await applyMessage(deps(), user.userId, id)).ok).toBe(true);
    const task = await env.DB.prepare(
      "SELECT title, due_date, related_job_id, description FROM tasks WHERE user_id = ?",
    )
      .bind(user.userId)
      .first<Record<string, unknown>>();
    expect(task).toMatchObject({ title: "Complete the Initech assessment", due_date: due, related_job_id: jobId });
    expect(task?.description).toContain("Your Initech take-home");
    const contact = await api("GET", "/contacts", as(user));
    expect(contact.body.contacts).toHaveLength(1);
    expect(contact.body.contacts[0]).toMatchObject({
      name: "Sam Hiring",
      email: "sam@initech.example",
      company: "Initech",
    });
    expect(contact.body.contacts[0].relatedJobs.map((j: { _id: string }) => j._id)).toEqual([jobId]);

    await undoMessage(deps(), user.userId, id);
    expect(await count("tasks", user.userId)).toBe(0);
    expect(await count("contacts", user.userId)).toBe(0);
    expect(await count("jobs", user.userId)).toBe(1);
  });

  it("applying twice (or at the same moment) applies once; undoing twice undoes once", async () => {
    const user = await signUp();
    const id = await storeMessage(user.userId, {
      proposal: { changes: [{ type: "task", title: "Follow up with Umbrella", dueAt: null }], summary: "Add a task" },
    });
    const [a, b] = await Promise.all([applyMessage(deps(), user.userId, id), applyMessage(deps(), user.userId, id)]);
    expect(a.ok && b.ok).toBe(true);
    expect((await applyMessage(deps(), user.userId, id)).ok).toBe(true);
    expect(await count("tasks", user.userId)).toBe(1);
    const [u1, u2] = await Promise.all([undoMessage(deps(), user.userId, id), undoMessage(deps(), user.userId, id)]);
    expect(u1.ok && u2.ok).toBe(true);
    expect(await count("tasks", user.userId)).toBe(0);
    // Applied again after an undo: once more, once.
    expect((await applyMessage(deps(), user.userId, id)).ok).toBe(true);
    expect(await count("tasks", user.userId)).toBe(1);
  });

  it("a message proposing nothing is refused plainly; undo of a waiting one says there is nothing to undo", async () => {
    const user = await signUp();
    const id = await storeMessage(user.userId, { kind: "job_alert", proposal: {} });
    expect(await applyMessage(deps(), user.userId, id)).toMatchObject({ ok: false, code: "CONFLICT" });
    expect(await undoMessage(deps(), user.userId, id)).toMatchObject({ ok: false, code: "CONFLICT" });
  });

  it("dismiss keeps the message out of the waiting count; an applied one must be undone first; delete removes the row at once", async () => {
    const user = await signUp();
    const id = await storeMessage(user.userId, {
      proposal: { changes: [{ type: "task", title: "Reply to the recruiter", dueAt: null }], summary: "Add a task" },
    });
    const dismissed = await dismissMessage(deps(), user.userId, id);
    expect(dismissed.ok && dismissed.value.status).toBe("dismissed");
    expect(await count("tasks", user.userId)).toBe(0);
    await applyMessage(deps(), user.userId, id);
    expect(await dismissMessage(deps(), user.userId, id)).toMatchObject({ ok: false, code: "CONFLICT" });
    await storeAddress(user.userId);
    await afterReceive(deps(), user.userId, id);
    expect(await count("notifications", user.userId)).toBe(1);
    expect((await deleteMessage(deps(), user.userId, id)).ok).toBe(true);
    expect(await messageRow(id)).toBeNull();
    // Its arrival notification (the subject, the sender) goes with it.
    expect(await count("notifications", user.userId)).toBe(0);
    // What applying did stays in the tracker; the message's digest item went with it.
    expect(await count("tasks", user.userId)).toBe(1);
    const item = await env.DB.prepare("SELECT id FROM due_items WHERE id = ?").bind(`inbox_message:${id}`).first();
    expect(item).toBeNull();
  });

  it("another user's message is not found by any action, and nothing of theirs changes", async () => {
    const owner = await signUp();
    const other = await signUp();
    const jobId = await createJob(owner, { status: "applied" });
    const id = await storeMessage(owner.userId, {
      jobId,
      proposal: { jobId, changes: [{ type: "status", from: "applied", to: "rejected" }], summary: "Rejected" },
    });
    for (const act of [applyMessage, undoMessage, dismissMessage, deleteMessage]) {
      expect(await act(deps(), other.userId, id)).toMatchObject({ ok: false, code: "NOT_FOUND" });
    }
    expect((await messageRow(id))?.status).toBe("pending");
    expect((await jobRow(jobId))?.status).toBe("applied");
  });

  it("a proposal naming another user's job changes nothing of theirs", async () => {
    const owner = await signUp();
    const attacker = await signUp();
    const theirJob = await createJob(owner, { status: "applied" });
    const id = await storeMessage(attacker.userId, {
      proposal: { jobId: theirJob, changes: [{ type: "status", from: "applied", to: "withdrawn" }], summary: "x" },
    });
    expect((await applyMessage(deps(), attacker.userId, id)).ok).toBe(false);
    expect((await jobRow(theirJob))?.status).toBe("applied");
    expect((await messageRow(id))?.status).toBe("pending");
  });
});

describe("undo keeps what the user changed since", () => {
  it("a task and a contact edited since, and a status changed since, stay; the answer names them", async () => {
    const user = await signUp();
    const jobId = await createJob(user, { company: "Initech", position: "Engineer", status: "applied" });
    const id = await storeMessage(user.userId, {
      kind: "assessment",
      jobId,
      proposal: {
        jobId,
        changes: [
          { type: "status", from: "applied", to: "screening" },
          { type: "task", title: "Complete the assessment", dueAt: null },
          { type: "contact", name: "Sam Lee", email: "sam@initech.example", company: "Initech" },
        ],
        summary: "x",
      },
    });
    expect((await applyMessage(deps(), user.userId, id)).ok).toBe(true);
    const later = Date.now() + 60_000;
    await env.DB.prepare("UPDATE tasks SET title = 'Assessment: done, notes inside', updated_at = ? WHERE user_id = ?")
      .bind(later, user.userId)
      .run();
    await env.DB.prepare("UPDATE contacts SET notes = 'Met at the meetup', updated_at = ? WHERE user_id = ?")
      .bind(later, user.userId)
      .run();
    const moved = await api("PUT", `/jobs/${jobId}`, { ...as(user), body: { status: "interview" } });
    expect(moved.status).toBe(200);
    const undone = await undoMessage(deps(), user.userId, id);
    expect(undone.ok && undone.value.kept).toEqual([
      "the application's status (changed since)",
      'the task "Assessment: done, notes inside" (edited since)',
      "the contact Sam Lee (edited since)",
    ]);
    expect(await count("tasks", user.userId)).toBe(1);
    expect(await count("contacts", user.userId)).toBe(1);
    expect((await jobRow(jobId))?.status).toBe("interview");
  });

  it("an application it created that has gained a task since stays, with that task", async () => {
    const user = await signUp();
    const id = await storeMessage(user.userId, {
      proposal: {
        changes: [{ type: "new_job", company: "Hooli", position: "Engineer", status: "applied" }],
        summary: "Hooli: add the application",
      },
    });
    const applied = await applyMessage(deps(), user.userId, id);
    const jobId = applied.ok ? (applied.value.jobId as string) : "";
    const task = await api("POST", "/tasks", { ...as(user), body: { title: "Prepare for Hooli", relatedJob: jobId } });
    expect(task.status).toBe(201);
    const undone = await undoMessage(deps(), user.userId, id);
    expect(undone.ok && undone.value.kept).toEqual(["the application at Hooli (changed since)"]);
    expect((await jobRow(jobId))?.status).toBe("applied");
    expect(await count("tasks", user.userId)).toBe(1);
  });
});

describe("a proposal applied after the tracker moved on", () => {
  it("an old status step that would take the job back is skipped; one still moving it forward applies", async () => {
    const user = await signUp();
    const jobId = await createJob(user, { company: "Stripe", position: "Backend Engineer", status: "interview" });
    const stale = await storeMessage(user.userId, {
      jobId,
      proposal: { jobId, changes: [{ type: "status", from: "saved", to: "applied" }], summary: "Saved → Applied" },
    });
    const applied = await applyMessage(deps(), user.userId, stale);
    expect(applied.ok && applied.value.status).toBe("applied");
    expect((await jobRow(jobId))?.status).toBe("interview");
    expect(await statusHistory(jobId)).not.toContainEqual({ from_status: "interview", to_status: "applied" });

    const other = await createJob(user, { company: "Acme", position: "Engineer", status: "screening" });
    const forward = await storeMessage(user.userId, {
      jobId: other,
      proposal: {
        jobId: other,
        changes: [{ type: "status", from: "applied", to: "interview" }],
        summary: "→ Interview",
      },
    });
    expect((await applyMessage(deps(), user.userId, forward)).ok).toBe(true);
    expect((await jobRow(other))?.status).toBe("interview");
  });

  it("a new application proposed before one was added by hand changes that one instead of adding a second", async () => {
    const user = await signUp();
    const id = await storeMessage(user.userId, {
      proposal: {
        changes: [{ type: "new_job", company: "Stripe", position: "Backend Engineer", status: "interview" }],
        summary: "Stripe: add the application (Interview)",
      },
    });
    const jobId = await createJob(user, { company: "Stripe, Inc.", position: "Backend Engineer", status: "applied" });
    const applied = await applyMessage(deps(), user.userId, id);
    expect(applied.ok && applied.value.jobId).toBe(jobId);
    expect(await count("jobs", user.userId)).toBe(1);
    expect((await jobRow(jobId))?.status).toBe("interview");
    // Undo puts it back, and keeps the application it did not create.
    expect((await undoMessage(deps(), user.userId, id)).ok).toBe(true);
    expect(await count("jobs", user.userId)).toBe(1);
    expect((await jobRow(jobId))?.status).toBe("applied");
  });
});

describe("an apply that fails or races", () => {
  /** A status change, then a task: the task's insert is where the tests interrupt. */
  async function statusThenTask() {
    const user = await signUp();
    const jobId = await createJob(user, { company: "Stripe", position: "Backend Engineer", status: "applied" });
    const id = await storeMessage(user.userId, {
      kind: "assessment",
      jobId,
      proposal: {
        jobId,
        changes: [
          { type: "status", from: "applied", to: "screening" },
          { type: "task", title: "Complete the assessment", dueAt: null },
        ],
        summary: "Stripe: Applied → Screening, add a task",
      },
    });
    return { user, jobId, id };
  }

  it("a change that throws takes back what was done and leaves the message waiting, applicable again", async () => {
    const { user, jobId, id } = await statusThenTask();
    const broken = testDeps({
      db: getDb(
        d1Interrupted(/insert into "tasks"/i, async () => {
          throw new Error("D1_ERROR: Network connection lost.");
        }),
      ),
    });
    await expect(applyMessage(broken, user.userId, id)).rejects.toThrow("Network connection lost");
    expect((await jobRow(jobId))?.status).toBe("applied");
    expect(await count("tasks", user.userId)).toBe(0);
    const row = await messageRow(id);
    expect(row).toMatchObject({ status: "pending", undo: null, applied_at: null });
    expect((await applyMessage(deps(), user.userId, id)).ok).toBe(true);
    expect((await jobRow(jobId))?.status).toBe("screening");
    expect(await count("tasks", user.userId)).toBe(1);
  });

  it("undo while an apply is still running is refused, and the apply finishes whole", async () => {
    const { user, jobId, id } = await statusThenTask();
    let undoAnswer: unknown;
    const racing = testDeps({
      db: getDb(
        d1Interrupted(/insert into "tasks"/i, async () => {
          undoAnswer = await undoMessage(deps(), user.userId, id);
        }),
      ),
    });
    expect((await applyMessage(racing, user.userId, id)).ok).toBe(true);
    expect(undoAnswer).toMatchObject({ ok: false, code: "CONFLICT", message: "This email is still being applied" });
    expect((await messageRow(id))?.status).toBe("applied");
    // The finished apply undoes whole.
    expect((await undoMessage(deps(), user.userId, id)).ok).toBe(true);
    expect((await jobRow(jobId))?.status).toBe("applied");
    expect(await count("tasks", user.userId)).toBe(0);
  });

  it("a message deleted while it is applied keeps nothing of that apply", async () => {
    const { user, jobId, id } = await statusThenTask();
    const racing = testDeps({
      db: getDb(
        d1Interrupted(/insert into "tasks"/i, async () => {
          await deleteMessage(deps(), user.userId, id);
        }),
      ),
    });
    expect(await applyMessage(racing, user.userId, id)).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect((await jobRow(jobId))?.status).toBe("applied");
    expect(await count("tasks", user.userId)).toBe(0);
  });
});

describe("after a message is stored", () => {
  it("a kind the user lets apply by itself is applied and marked automatic, and the arrival is notified once", async () => {
    const user = await signUp();
    await storeAddress(user.userId, ["rejection"]);
    const jobId = await createJob(user, { company: "Hooli", status: "applied" });
    const id = await storeMessage(user.userId, {
      kind: "rejection",
      subject: "Your application to Hooli",
      jobId,
      proposal: {
        jobId,
        changes: [{ type: "status", from: "applied", to: "rejected" }],
        summary: "Hooli: Applied → Rejected",
      },
    });
    await afterReceive(deps(), user.userId, id);
    await afterReceive(deps(), user.userId, id);
    expect(await messageRow(id)).toMatchObject({ status: "applied", auto: 1 });
    expect((await jobRow(jobId))?.status).toBe("rejected");
    const { results } = await env.DB.prepare("SELECT kind, title, message, link FROM notifications WHERE user_id = ?")
      .bind(user.userId)
      .all();
    expect(results).toEqual([
      {
        kind: "inbox_message",
        title: "Forwarded email: Your application to Hooli",
        message: "From Stripe Recruiting. Applied by itself: Hooli: Applied → Rejected. You can undo it on the inbox.",
        link: "/inbox",
      },
    ]);
  });

  it("other kinds wait, and the notification says what it proposes; with the kind switched off in the app, none is written", async () => {
    const user = await signUp();
    await storeAddress(user.userId, ["rejection"]);
    const id = await storeMessage(user.userId, {
      kind: "application_received",
      proposal: {
        changes: [{ type: "new_job", company: "Vandelay", position: "Importer", status: "applied" }],
        summary: "New application: Vandelay · Importer",
      },
    });
    await afterReceive(deps(), user.userId, id);
    expect((await messageRow(id))?.status).toBe("pending");
    expect(await count("jobs", user.userId)).toBe(0);
    const note = await env.DB.prepare("SELECT message FROM notifications WHERE user_id = ?").bind(user.userId).first();
    expect(note?.message).toBe("From Stripe Recruiting. It proposes: New application: Vandelay · Importer.");

    const quiet = await signUp();
    const saved = await api("PUT", "/notifications/settings", {
      ...as(quiet),
      body: { kinds: { inbox: { inApp: false } } },
    });
    expect(saved.status).toBe(200);
    const quietId = await storeMessage(quiet.userId, { proposal: {} });
    await afterReceive(deps(), quiet.userId, quietId);
    expect(await count("notifications", quiet.userId)).toBe(0);
  });

  it("an automatic kind refused by the plan's limit waits, and the notification says why", async () => {
    const user = await signUp();
    await storeAddress(user.userId, ["application_received"]);
    for (let i = 0; i < 10; i++) await createJob(user, { company: `Co ${i}` });
    const id = await storeMessage(user.userId, {
      proposal: {
        changes: [{ type: "new_job", company: "Soylent", position: "Chef", status: "applied" }],
        summary: "New application: Soylent · Chef",
      },
    });
    await afterReceive(deps(), user.userId, id);
    expect((await messageRow(id))?.status).toBe("pending");
    const note = await env.DB.prepare("SELECT message FROM notifications WHERE user_id = ?")
      .bind(user.userId)
      .first<{ message: string }>();
    expect(note?.message).toMatch(
      /^From Stripe Recruiting\. Not applied by itself: You've reached the job applications limit/,
    );
  });
});

describe("the daily digest", () => {
  it("tells each forwarded email as it stands at the digest, under Forwarded emails; a deleted one is left out", async () => {
    const user = await signUp();
    const kept = await storeMessage(user.userId, {
      subject: "Interview with Wonka",
      proposal: { changes: [{ type: "task", title: "Prepare", dueAt: null }], summary: "Add a task: Prepare" },
    });
    const gone = await storeMessage(user.userId, { subject: "Deleted before the digest" });
    await deleteMessage(deps(), user.userId, gone);
    await runAt(Date.now());
    const item = await env.DB.prepare("SELECT fire_at FROM due_items WHERE id = ?")
      .bind(`inbox_message:${kept}`)
      .first<{ fire_at: number }>();
    expect(item?.fire_at).toBeGreaterThan(Date.now());
    await runAt(item?.fire_at ?? 0);
    const mails = await emailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("Forwarded emails (1)");
    expect(mails[0].text).toContain("- Forwarded email: Interview with Wonka: http://localhost:8787/inbox");
    expect(mails[0].html).toContain("From Stripe Recruiting. It proposes: Add a task: Prepare.");
    expect(mails[0].text).not.toContain("Deleted before the digest");
    // Told in the app when it arrived (afterReceive), not again by the digest.
    expect(await count("notifications", user.userId)).toBe(0);
  });
});

describe("a proposal's values pass the forms' own rules", () => {
  it("a company longer than the form allows is refused with the field named, and nothing is written", async () => {
    const user = await signUp();
    const id = await storeMessage(user.userId, {
      proposal: {
        changes: [{ type: "new_job", company: "A".repeat(150), position: "Dev", status: "applied" }],
        summary: "New",
      },
    });
    const refused = await applyMessage(deps(), user.userId, id);
    expect(refused).toMatchObject({
      ok: false,
      code: "VALIDATION",
      message: "This email's application could not be applied: company: must be at most 100 characters",
    });
    expect(await count("jobs", user.userId)).toBe(0);
    expect((await messageRow(id))?.status).toBe("pending");
  });
});
