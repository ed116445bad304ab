/**
 * The reminders' delivery through the real Cloudflare Queue and cron (issue 24): the Worker's scheduled
 * handler enqueues on the 5-minute cron, its queue() handler sends; a failing sender is retried with a
 * delay, then the dead-letter queue's consumer marks the item failed; nothing is lost silently.
 */
import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { REMINDER_CRON, REMINDERS_DLQ, REMINDERS_QUEUE } from "@worker/domain/notifications/constants";
import type { ReminderMessage } from "@worker/domain/notifications/cron.server";
import { consumeReminderBatch, deliverMessage, retryDelaySeconds } from "@worker/domain/notifications/deliver.server";
import worker from "@worker/index";
import { describe, expect, it, vi } from "vitest";
import { testDeps } from "../support";
import { at, createTask, emailsTo, recordingQueue, userIn } from "./helpers";

async function dueItem(id: string) {
  return env.DB.prepare("SELECT fire_at, enqueued_at, sent_at, status, error FROM due_items WHERE id = ?")
    .bind(id)
    .first<{
      fire_at: number;
      enqueued_at: number | null;
      sent_at: number | null;
      status: string;
      error: string | null;
    }>();
}

describe("the 5-minute cron and the queue, as the Worker runs them", () => {
  it("the scheduled handler enqueues a due reminder and the queue consumer emails it, once", async () => {
    const user = await userIn("Asia/Kolkata");
    const now = Date.now();
    const taskId = await createTask(user, {
      title: "Through the real queue",
      reminder: new Date(now - 60_000).toISOString(),
    });
    for (let i = 0; i < 2; i++) {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ scheduledTime: now, cron: REMINDER_CRON }), env, ctx);
      await waitOnExecutionContext(ctx);
    }
    await vi.waitUntil(async () => (await emailsTo(user.email)).length > 0, { timeout: 10_000, interval: 100 });
    // Give a duplicate every chance to arrive.
    await new Promise((r) => setTimeout(r, 1500));
    const mails = await emailsTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual(["Reminder: Through the real queue"]);
    expect(mails[0].html).toContain("Open in Offerpath");
    expect(mails[0].headers?.["List-Unsubscribe"]).toContain("/api/v1/notifications/unsubscribe/");
    expect((await dueItem(`task_reminder:${taskId}`))?.status).toBe("sent");
  });

  it("the daily cron does not run the reminders, and the reminders' cron does not run the daily jobs", async () => {
    const user = await userIn("Asia/Kolkata");
    const taskId = await createTask(user, {
      title: "Daily cron",
      reminder: new Date(Date.now() - 60_000).toISOString(),
    });
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "17 3 * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect((await dueItem(`task_reminder:${taskId}`))?.enqueued_at).toBeNull();
  });
});

describe("a failing sender", () => {
  it("is retried with a delay (the claim released, the in-app notification kept once), then sends once", async () => {
    const user = await userIn("Asia/Kolkata");
    const taskId = await createTask(user, { title: "Flaky provider", reminder: "2027-06-01T04:00:00.000Z" });
    const time = at("2027-06-01T04:00:00Z");
    const queue = recordingQueue();
    const failing = testDeps({
      now: () => new Date(time),
      email: {
        send: async () => {
          throw new Error("Email provider answered 503");
        },
      },
    });
    const { runReminderCron } = await import("@worker/domain/notifications/cron.server");
    await runReminderCron(failing, queue, new Date(time));
    const body = queue.sent.find((m) => m.type === "item" && m.id === `task_reminder:${taskId}`) as ReminderMessage;
    expect(body).toBeTruthy();

    for (const attempts of [1, 2]) {
      const batch = createMessageBatch<ReminderMessage>(REMINDERS_QUEUE, [
        { id: `m-${attempts}`, timestamp: time, attempts, body },
      ]);
      const ctx = createExecutionContext();
      await consumeReminderBatch(failing, batch, queue);
      const result = await getQueueResult(batch, ctx);
      expect(result.explicitAcks).toEqual([]);
      expect(result.retryMessages.map((m) => m.msgId)).toEqual([`m-${attempts}`]);
      // The delay grows with the attempts: 30 s, 60 s, … (the pool's result does not report it).
      expect(retryDelaySeconds(attempts)).toBe(30 * attempts);
      expect(result.retryBatch.retry).toBe(false);
      const row = await dueItem(`task_reminder:${taskId}`);
      expect(row?.sent_at).toBeNull();
      expect(row?.status).toBe("pending");
    }
    expect(await emailsTo(user.email)).toEqual([]);

    // The provider is back: the next delivery sends, and one more changes nothing.
    const working = testDeps({ now: () => new Date(time + 60_000) });
    await deliverMessage(working, body, queue);
    await deliverMessage(working, body, queue);
    expect((await emailsTo(user.email)).map((m) => m.subject)).toEqual(["Reminder: Flaky provider"]);
    const inApp = await env.DB.prepare("SELECT count(*) AS n FROM notifications WHERE user_id = ?")
      .bind(user.userId)
      .first<{ n: number }>();
    expect(inApp?.n).toBe(1);
  });

  it("after its last retry lands in the dead-letter queue, whose consumer marks the item failed", async () => {
    const user = await userIn("Asia/Kolkata");
    const taskId = await createTask(user, { title: "Never delivered", reminder: "2027-06-02T04:00:00.000Z" });
    const time = at("2027-06-02T04:00:00Z");
    const queue = recordingQueue();
    const { runReminderCron } = await import("@worker/domain/notifications/cron.server");
    await runReminderCron(testDeps({ now: () => new Date(time) }), queue, new Date(time));
    const body = queue.sent.find((m) => m.type === "item" && m.id === `task_reminder:${taskId}`) as ReminderMessage;
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    // As the queue hands it over after max_retries (wrangler.toml): to the same Worker's queue() handler.
    const batch = createMessageBatch<ReminderMessage>(REMINDERS_DLQ, [
      { id: "dead-1", timestamp: time, attempts: 5, body },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch as MessageBatch<never>, env, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toEqual(["dead-1"]);
    const row = await dueItem(`task_reminder:${taskId}`);
    expect(row?.status).toBe("failed");
    expect(row?.error).toBe("Email not sent after 5 attempts");
    expect(errors.mock.calls.some((c) => String(c[0]).includes("dead-lettered"))).toBe(true);
    errors.mockRestore();
    expect(await emailsTo(user.email)).toEqual([]);
  });
});
