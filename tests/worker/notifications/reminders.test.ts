/**
 * Reminders fire once, at the right minute, in the user's zone (issue 24): task reminders, interviews 24 h
 * and 2 h before, the daily digest (tasks due and overdue, follow-ups), the plan's end; nothing for what
 * was completed, deleted or changed; overlapping runs and a redelivered message send one email.
 */
import { env } from "cloudflare:workers";
import { runReminderCron } from "@worker/domain/notifications/cron.server";
import { deliverMessage } from "@worker/domain/notifications/deliver.server";
import { listNotifications } from "@worker/domain/notifications/inbox.server";
import { updateNotificationSettings } from "@worker/domain/notifications/settings.server";
import { describe, expect, it } from "vitest";
import { api, page, type SignedUp, testDeps, webLogin } from "../support";
import { at, createContact, createInterview, createTask, emailsTo, recordingQueue, runAt, userIn } from "./helpers";

const subjects = async (to: string) => (await emailsTo(to)).map((m) => m.subject);

async function signUpForWebAs(user: SignedUp): Promise<string> {
  const { cookie } = await webLogin(user.email, user.password, {}, user.ip);
  if (!cookie) throw new Error("web sign-in failed");
  return cookie;
}

describe("task reminders", () => {
  it("fire at their minute in Asia/Kolkata, once", async () => {
    const user = await userIn("Asia/Kolkata");
    // 09:30 in Kolkata (UTC+5:30) is 04:00 UTC.
    await createTask(user, { title: "Call Priya", reminder: "2027-01-15T04:00:00.000Z" });
    await runAt(at("2027-01-15T03:55:00Z"));
    expect(await subjects(user.email)).toEqual([]);
    await runAt(at("2027-01-15T04:00:00Z"));
    expect(await subjects(user.email)).toEqual(["Reminder: Call Priya"]);
    await runAt(at("2027-01-15T04:05:00Z"));
    await runAt(at("2027-01-15T05:00:00Z"));
    expect(await subjects(user.email)).toEqual(["Reminder: Call Priya"]);
    const notes = await api("GET", "/notifications", { token: user.token });
    expect(notes.body.notifications.map((n: { title: string }) => n.title)).toEqual(["Reminder: Call Priya"]);
  });

  it("fire at their minute in America/Los_Angeles on the day the clocks go forward", async () => {
    const user = await userIn("America/Los_Angeles");
    // 14 March 2027, 09:00 PDT (UTC-7, the clocks went forward at 02:00) is 16:00 UTC, not 17:00 as in winter.
    await createTask(user, { title: "Prepare the take-home", reminder: "2027-03-14T16:00:00.000Z" });
    await runAt(at("2027-03-14T15:55:00Z"));
    expect(await subjects(user.email)).toEqual([]);
    await runAt(at("2027-03-14T16:00:00Z"));
    expect(await subjects(user.email)).toEqual(["Reminder: Prepare the take-home"]);
  });

  it("nothing fires for a completed, cancelled, deleted or cleared task; a changed reminder fires at its new time only", async () => {
    const user = await userIn("Asia/Kolkata");
    const completed = await createTask(user, { title: "Completed", reminder: "2027-01-20T04:00:00.000Z" });
    const deleted = await createTask(user, { title: "Deleted", reminder: "2027-01-20T04:00:00.000Z" });
    const cleared = await createTask(user, { title: "Cleared", reminder: "2027-01-20T04:00:00.000Z" });
    const moved = await createTask(user, { title: "Moved", reminder: "2027-01-20T04:00:00.000Z" });
    const cancelled = await createTask(user, { title: "Cancelled", reminder: "2027-01-20T04:00:00.000Z" });
    const cancel = await api("PATCH", `/tasks/${cancelled}`, { token: user.token, body: { status: "cancelled" } });
    expect(cancel.status).toBe(200);
    expect((await api("PATCH", `/tasks/${completed}/complete`, { token: user.token })).status).toBe(200);
    expect((await api("DELETE", `/tasks/${deleted}`, { token: user.token })).status).toBe(200);
    expect((await api("PATCH", `/tasks/${cleared}`, { token: user.token, body: { reminder: null } })).status).toBe(200);
    const move = await api("PATCH", `/tasks/${moved}`, {
      token: user.token,
      body: { reminder: "2027-01-20T06:00:00.000Z" },
    });
    expect(move.status).toBe(200);
    await runAt(at("2027-01-20T04:00:00Z"));
    await runAt(at("2027-01-20T05:00:00Z"));
    expect(await subjects(user.email)).toEqual([]);
    await runAt(at("2027-01-20T06:00:00Z"));
    expect(await subjects(user.email)).toEqual(["Reminder: Moved"]);
    // Moving it again re-arms it.
    await api("PATCH", `/tasks/${moved}`, { token: user.token, body: { reminder: "2027-01-21T06:00:00.000Z" } });
    await runAt(at("2027-01-21T06:00:00Z"));
    expect(await subjects(user.email)).toEqual(["Reminder: Moved", "Reminder: Moved"]);
  });

  it("a task completed after the cron enqueued its reminder is not reminded of (the consumer checks again)", async () => {
    const user = await userIn("Asia/Kolkata");
    const id = await createTask(user, { title: "Done in between", reminder: "2027-01-22T04:00:00.000Z" });
    const time = at("2027-01-22T04:00:00Z");
    const deps = testDeps({ now: () => new Date(time) });
    const queue = recordingQueue();
    await runReminderCron(deps, queue, new Date(time));
    const mine = queue.sent.filter((m) => m.type === "item" && m.id === `task_reminder:${id}`);
    expect(mine).toHaveLength(1);
    await api("PATCH", `/tasks/${id}/complete`, { token: user.token });
    await deliverMessage(deps, mine[0], queue);
    expect(await subjects(user.email)).toEqual([]);
  });

  it("two overlapping cron runs enqueue it once, and a redelivered message sends one email", async () => {
    const user = await userIn("Asia/Kolkata");
    const id = await createTask(user, { title: "Only once", reminder: "2027-01-23T04:00:00.000Z" });
    const time = at("2027-01-23T04:00:00Z");
    const deps = testDeps({ now: () => new Date(time) });
    const a = recordingQueue();
    const b = recordingQueue();
    await Promise.all([runReminderCron(deps, a, new Date(time)), runReminderCron(deps, b, new Date(time))]);
    const mine = [...a.sent, ...b.sent].filter((m) => m.type === "item" && m.id === `task_reminder:${id}`);
    expect(mine).toHaveLength(1);
    // The same message delivered twice at once and once more later (a consumer retry).
    await Promise.all([deliverMessage(deps, mine[0], a), deliverMessage(deps, mine[0], a)]);
    await deliverMessage(deps, mine[0], a);
    expect(await subjects(user.email)).toEqual(["Reminder: Only once"]);
  });
});

describe("interviews", () => {
  it("remind 24 hours and 2 hours before, in Pacific/Kiritimati (UTC+14), once each", async () => {
    const user = await userIn("Pacific/Kiritimati");
    // 1 February 2027, 10:00 in Kiritimati is 31 January 20:00 UTC.
    await createInterview(user, "2027-01-31T20:00:00.000Z");
    await runAt(at("2027-01-30T19:55:00Z"));
    expect(await subjects(user.email)).toEqual([]);
    await runAt(at("2027-01-30T20:00:00Z"));
    await runAt(at("2027-01-30T20:05:00Z"));
    expect(await subjects(user.email)).toEqual(["Interview tomorrow: Engineer at Acme"]);
    await runAt(at("2027-01-31T17:55:00Z"));
    expect(await subjects(user.email)).toHaveLength(1);
    await runAt(at("2027-01-31T18:00:00Z"));
    await runAt(at("2027-01-31T19:00:00Z"));
    const mails = await emailsTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual([
      "Interview tomorrow: Engineer at Acme",
      "Interview in 2 hours: Engineer at Acme",
    ]);
    // The time is the user's: 10:00 am on 1 Feb.
    expect(mails[1].text).toContain("1 Feb 2027, 10:00 am");
  });

  it('the day-before reminder says "today" for an interview later the same day (issue 30)', async () => {
    const user = await userIn("Asia/Kolkata");
    // 10 March 2027, 18:00 in Kolkata is 12:30 UTC; added that morning, the day-before reminder goes at once.
    await createInterview(user, "2027-03-10T12:30:00.000Z");
    await runAt(at("2027-03-10T04:00:00Z"));
    const mails = await emailsTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual(["Interview today: Engineer at Acme"]);
    expect(mails[0].text).toContain("10 Mar 2027, 6:00 pm");
    const sameDay = await listNotifications(
      testDeps({ now: () => new Date(at("2027-03-10T05:00:00Z")) }),
      user.userId,
      {
        page: 1,
        limit: 10,
        unread: false,
      },
    );
    expect(sameDay.notifications.map((n) => n.title)).toEqual(["Interview today: Engineer at Acme"]);
  });

  it("in the app, shows an interview's time in the zone the account has when it is read (issue 30)", async () => {
    const user = await userIn("Pacific/Kiritimati");
    await createInterview(user, "2027-01-31T20:00:00.000Z");
    await runAt(at("2027-01-31T18:00:00Z"));
    expect((await emailsTo(user.email)).map((m) => m.text).join("\n")).toContain("1 Feb 2027, 10:00 am");
    // The account moves to Kolkata (UTC+5:30): 20:00 UTC is 1:30 am there.
    expect(
      (await api("PATCH", "/auth/update-profile", { token: user.token, body: { timeZone: "Asia/Kolkata" } })).status,
    ).toBe(200);
    const listed = await api("GET", "/notifications", { token: user.token });
    const messages = listed.body.notifications.map((n: { message: string }) => n.message);
    expect(messages).toEqual(["Video interview with Priya on 1 Feb 2027, 1:30 am."]);
    const read = await api("PATCH", `/notifications/${listed.body.notifications[0]._id}/read`, { token: user.token });
    expect(read.body.notification.message).toBe("Video interview with Priya on 1 Feb 2027, 1:30 am.");
    const web = await signUpForWebAs(user);
    const html = await (await page("/notifications", web)).text();
    expect(html).toContain("Video interview with Priya on 1 Feb 2027, 1:30 am.");
    expect(html).not.toContain("\u27e6");
  });

  it("a deleted interview or one moved in between does not remind at the old time", async () => {
    const user = await userIn("Asia/Kolkata");
    const gone = await createInterview(user, "2027-02-10T10:00:00.000Z");
    const moved = await createInterview(user, "2027-02-10T10:00:00.000Z");
    await api("DELETE", `/jobs/${gone.jobId}/interviews/${gone.interviewId}`, { token: user.token });
    await api("PATCH", `/jobs/${moved.jobId}/interviews/${moved.interviewId}`, {
      token: user.token,
      body: { date: "2027-02-12T10:00:00.000Z" },
    });
    await runAt(at("2027-02-09T10:00:00Z"));
    await runAt(at("2027-02-10T08:00:00Z"));
    expect(await subjects(user.email)).toEqual([]);
    await runAt(at("2027-02-11T10:00:00Z"));
    expect(await subjects(user.email)).toEqual(["Interview tomorrow: Engineer at Acme"]);
  });
});

describe("the daily digest", () => {
  it("goes out at the chosen local hour with today's tasks, the overdue ones and today's follow-ups, then again for what stays overdue", async () => {
    const user = await userIn("Asia/Kolkata");
    await updateNotificationSettings(testDeps(), user.userId, { digestHour: 19 });
    await createTask(user, { title: "Due today", dueDate: "2027-03-01" });
    await createTask(user, { title: "Overdue", dueDate: "2027-02-27" });
    const done = await createTask(user, { title: "Done already", dueDate: "2027-03-01" });
    await api("PATCH", `/tasks/${done}/complete`, { token: user.token });
    const contact = await createContact(user, "2027-03-01");
    // Placed by a run on the day before (the overdue task then waits for the next digest).
    await runAt(at("2027-02-28T10:00:00Z"));
    await runAt(at("2027-02-28T13:30:00Z"));
    // 19:00 in Kolkata is 13:30 UTC.
    const before = (await emailsTo(user.email)).length;
    await runAt(at("2027-03-01T13:25:00Z"));
    expect((await emailsTo(user.email)).length).toBe(before);
    await runAt(at("2027-03-01T13:30:00Z"));
    await runAt(at("2027-03-01T13:35:00Z"));
    const mails = (await emailsTo(user.email)).slice(before);
    expect(mails).toHaveLength(1);
    const digest = mails[0];
    expect(digest.subject).toBe("Your Offerpath day, 1 Mar 2027: 3 items");
    expect(digest.text).toContain("Due today (1)\n- Due today: Due today: http://localhost:8787/tasks/");
    expect(digest.text).toContain("Overdue (1)\n- Overdue: Overdue:");
    expect(digest.text).toContain(
      `Follow-ups today (1)\n- Follow up with Meera Rao: http://localhost:8787/contacts/${contact}`,
    );
    expect(digest.text).not.toContain("Done already");
    expect(digest.html).toContain("<h2");
    expect(digest.html).toContain(`href="http://localhost:8787/contacts/${contact}"`);
    expect(digest.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(digest.headers?.["List-Unsubscribe"]).toMatch(
      /^<http:\/\/localhost:8787\/api\/v1\/notifications\/unsubscribe\/[^>]+\.digest\.[^>]+>$/,
    );
    // The next day both tasks are overdue; the follow-up was yesterday's.
    await runAt(at("2027-03-02T13:30:00Z"));
    const next = (await emailsTo(user.email)).slice(before + 1);
    expect(next.map((m) => m.subject)).toEqual(["Your Offerpath day, 2 Mar 2027: 2 items"]);
    expect(next[0].text).toContain("Overdue (2)");
    expect(next[0].text).not.toContain("Meera");
  });

  it("at 08:00 by default in America/Los_Angeles across the clock change, and in Pacific/Kiritimati before UTC's day starts", async () => {
    const la = await userIn("America/Los_Angeles");
    await createTask(la, { title: "Spring forward", dueDate: "2027-03-14" });
    const kiri = await userIn("Pacific/Kiritimati");
    await createContact(kiri, "2027-03-14");
    // An interview's follow-up date goes in the same digest.
    await createInterview(kiri, "2027-03-20T20:00:00.000Z", "2027-03-14");
    await runAt(at("2027-03-13T00:00:00Z"));
    // Kiritimati's 14 March 08:00 is 13 March 18:00 UTC.
    await runAt(at("2027-03-13T17:55:00Z"));
    expect(await subjects(kiri.email)).toEqual([]);
    await runAt(at("2027-03-13T18:00:00Z"));
    const kiriMails = await emailsTo(kiri.email);
    expect(kiriMails.map((m) => m.subject)).toEqual(["Your Offerpath day, 14 Mar 2027: 2 items"]);
    expect(kiriMails[0].text).toContain("Follow-ups today (2)");
    expect(kiriMails[0].text).toContain("- Follow up: Engineer at Acme: http://localhost:8787/jobs/");
    // Los Angeles' 08:00 on 14 March is PDT already: 15:00 UTC (16:00 UTC the day before).
    await runAt(at("2027-03-14T14:55:00Z"));
    expect(await subjects(la.email)).toEqual([]);
    await runAt(at("2027-03-14T15:00:00Z"));
    expect(await subjects(la.email)).toEqual(["Your Offerpath day, 14 Mar 2027: 1 item"]);
  });

  it("comes as separate emails when the user prefers, and only in the app when email is off", async () => {
    const separate = await userIn("Pacific/Honolulu");
    await updateNotificationSettings(testDeps(), separate.userId, { digestMode: "separate" });
    await createTask(separate, { title: "First", dueDate: "2027-04-05" });
    await createTask(separate, { title: "Second", dueDate: "2027-04-05" });
    const quiet = await userIn("Pacific/Honolulu");
    await updateNotificationSettings(testDeps(), quiet.userId, { emailEnabled: false });
    await createTask(quiet, { title: "In the app only", dueDate: "2027-04-05" });
    await runAt(at("2027-04-04T00:00:00Z"));
    // 08:00 in Honolulu (UTC-10, no DST) is 18:00 UTC.
    await runAt(at("2027-04-05T18:00:00Z"));
    expect((await subjects(separate.email)).sort()).toEqual(["Due today: First", "Due today: Second"]);
    expect(await subjects(quiet.email)).toEqual([]);
    const inApp = await api("GET", "/notifications", { token: quiet.token });
    expect(inApp.body.notifications.map((n: { title: string }) => n.title)).toEqual(["Due today: In the app only"]);
  });
});

describe("the plan's end", () => {
  it("a paid plan gets a reminder the day before it ends, once", async () => {
    const user = await userIn("Asia/Kolkata");
    const ends = at("2027-05-10T06:00:00Z");
    await env.DB.prepare("UPDATE users SET current_plan_id = 'plan_premium', plan_ends_at = ? WHERE id = ?")
      .bind(ends, user.userId)
      .run();
    await runAt(ends - 86_400_000 - 300_000);
    expect(await subjects(user.email)).toEqual([]);
    await runAt(ends - 86_400_000);
    await runAt(ends - 86_400_000 + 300_000);
    const mails = await emailsTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual(["Your Offerpath plan ends tomorrow"]);
    expect(mails[0].text).toContain("Premium plan ends on 10 May 2027, 11:30 am");
  });
});
