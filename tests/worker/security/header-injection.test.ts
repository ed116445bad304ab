/**
 * Header injection (issue 30): a single-line field never carries a line break into an email header. The
 * schemas turn control characters of single-line fields into spaces, and the email port makes every header
 * value one line whatever the domain hands it (a row stored before the rule included).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { at, createTask, emailsTo, runAt, userIn } from "../notifications/helpers";
import { api } from "../support";

const INJECTION = "Call Priya\r\nBcc: x@evil.test";

describe("header injection through a task title", () => {
  it("a task titled with CR LF + Bcc is stored on one line and its reminder's subject is one line", async () => {
    const user = await userIn("Asia/Kolkata");
    const id = await createTask(user, { title: INJECTION, reminder: "2027-02-01T04:00:00.000Z" });
    const task = await api("GET", `/tasks/${id}`, { token: user.token });
    expect(task.body.task.title).toBe("Call Priya Bcc: x@evil.test");
    await runAt(at("2027-02-01T04:00:00Z"));
    const mails = await emailsTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual(["Reminder: Call Priya Bcc: x@evil.test"]);
  });

  it("a title stored with a line break before the rule still reaches the outbox as a one-line subject", async () => {
    const user = await userIn("Asia/Kolkata");
    const id = await createTask(user, { title: "Legacy", reminder: "2027-02-02T04:00:00.000Z" });
    await env.DB.prepare("UPDATE tasks SET title = ? WHERE id = ?").bind(INJECTION, id).run();
    await runAt(at("2027-02-02T04:00:00Z"));
    const [mail] = await emailsTo(user.email);
    expect(mail.subject).toBe("Reminder: Call Priya Bcc: x@evil.test");
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it("a job's company and position, a contact's name and company lose their line breaks", async () => {
    const user = await userIn("Asia/Kolkata");
    const job = await api("POST", "/jobs", {
      token: user.token,
      body: { company: "Acme\r\nBcc: x@evil.test", position: "Engineer\n\tLead" },
    });
    expect(job.status).toBe(201);
    expect(job.body.job).toMatchObject({ company: "Acme Bcc: x@evil.test", position: "Engineer Lead" });
    const contact = await api("POST", "/contacts", {
      token: user.token,
      body: { name: "Meera\r\nRao", company: "Globex\u2028Inc" },
    });
    expect(contact.status).toBe(201);
    expect(contact.body.contact).toMatchObject({ name: "Meera Rao", company: "Globex Inc" });
  });
});
