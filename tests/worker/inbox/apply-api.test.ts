/**
 * `/api/v1/inbox` (issue 32, contract §16): the list pages newest first by cursor; apply, undo, dismiss and
 * delete answer the message (or its refusal) in the contract's envelope; another user's message is a 404.
 */
import { describe, expect, it } from "vitest";
import { api, as, createJob, jobRow, signUp } from "../support";
import { messageRow, storeMessage } from "./helpers";

describe("/api/v1/inbox", () => {
  it("lists the caller's messages newest first, paged by cursor", async () => {
    const user = await signUp();
    const now = Date.now();
    for (let i = 1; i <= 3; i++) await storeMessage(user.userId, { subject: `Email ${i}`, receivedAt: now - i * 1000 });
    await storeMessage((await signUp()).userId, { subject: "Someone else's" });
    const first = await api("GET", "/inbox?limit=2", as(user));
    expect(first.status).toBe(200);
    expect(first.body.messages.map((m: { subject: string }) => m.subject)).toEqual(["Email 1", "Email 2"]);
    expect(first.body.prevCursor).toBeNull();
    expect(first.body.messages[0]).toMatchObject({
      sender: { name: "Stripe Recruiting", email: "no-reply@greenhouse.io" },
      kind: "application_received",
      status: "pending",
      auto: false,
      auth: { spf: "pass", dkim: "pass", dmarc: "pass" },
    });
    const second = await api("GET", `/inbox?limit=2&cursor=${first.body.nextCursor}`, as(user));
    expect(second.body.messages.map((m: { subject: string }) => m.subject)).toEqual(["Email 3"]);
    expect(second.body.nextCursor).toBeNull();
    const back = await api("GET", `/inbox?limit=2&cursor=${second.body.prevCursor}`, as(user));
    expect(back.body.messages.map((m: { subject: string }) => m.subject)).toEqual(["Email 1", "Email 2"]);
    expect((await api("GET", "/inbox")).status).toBe(401);
  });

  it("applies, undoes, dismisses and deletes; a second apply changes nothing", async () => {
    const user = await signUp();
    const jobId = await createJob(user, { status: "applied" });
    const id = await storeMessage(user.userId, {
      kind: "rejection",
      jobId,
      proposal: {
        jobId,
        changes: [{ type: "status", from: "applied", to: "rejected" }],
        summary: "Applied → Rejected",
      },
    });
    const applied = await api("POST", `/inbox/${id}/apply`, as(user));
    expect(applied.status).toBe(200);
    expect(applied.body.message).toMatchObject({ _id: id, status: "applied", auto: false, jobId });
    expect((await api("POST", `/inbox/${id}/apply`, as(user))).body.message.status).toBe("applied");
    expect((await jobRow(jobId))?.status).toBe("rejected");
    const dismissApplied = await api("POST", `/inbox/${id}/dismiss`, as(user));
    expect(dismissApplied).toMatchObject({
      status: 400,
      body: { success: false, message: "This email's proposal is applied: undo it first" },
    });
    const undone = await api("POST", `/inbox/${id}/undo`, as(user));
    expect(undone.body.message.status).toBe("undone");
    expect((await jobRow(jobId))?.status).toBe("applied");
    expect((await api("POST", `/inbox/${id}/dismiss`, as(user))).body.message.status).toBe("dismissed");
    expect(await api("DELETE", `/inbox/${id}`, as(user))).toMatchObject({
      status: 200,
      body: { success: true, message: "Message deleted" },
    });
    expect(await messageRow(id)).toBeNull();
    expect((await api("DELETE", `/inbox/${id}`, as(user))).status).toBe(404);
  });

  it("a refusal is the contract's envelope with its status", async () => {
    const user = await signUp();
    for (let i = 0; i < 10; i++) await createJob(user, { company: `Co ${i}` });
    const id = await storeMessage(user.userId, {
      proposal: {
        changes: [{ type: "new_job", company: "Globex", position: "Analyst", status: "applied" }],
        summary: "New",
      },
    });
    const refused = await api("POST", `/inbox/${id}/apply`, as(user));
    expect(refused).toMatchObject({ status: 403, body: { success: false } });
    expect(refused.body.message).toMatch(/job applications limit for your Free plan/);
    const nothing = await storeMessage(user.userId, { kind: "job_alert" });
    expect(await api("POST", `/inbox/${nothing}/apply`, as(user))).toMatchObject({
      status: 400,
      body: { success: false, message: "This email proposes no change to apply" },
    });
  });

  it("another user's message is a 404 for every call and is never listed", async () => {
    const owner = await signUp();
    const other = await signUp();
    const jobId = await createJob(owner, { status: "applied" });
    const id = await storeMessage(owner.userId, {
      jobId,
      proposal: { jobId, changes: [{ type: "status", from: "applied", to: "rejected" }], summary: "x" },
    });
    expect((await api("GET", "/inbox", as(other))).body.messages).toEqual([]);
    for (const [method, path] of [
      ["POST", `/inbox/${id}/apply`],
      ["POST", `/inbox/${id}/undo`],
      ["POST", `/inbox/${id}/dismiss`],
      ["DELETE", `/inbox/${id}`],
    ]) {
      expect(await api(method, path, as(other))).toMatchObject({
        status: 404,
        body: { success: false, message: "Message not found" },
      });
    }
    expect((await messageRow(id))?.status).toBe("pending");
    expect((await jobRow(jobId))?.status).toBe("applied");
  });
});
