/**
 * Push reminders (issue 35, docs/decisions/060-web-push.md): devices turned on and removed in the settings
 * screen (ownership, validation), and the reminders' queue consumer pushing through a stand-in push service
 * over https (tests/push-service/stand-in.ts): the payload decrypted as the browser would (RFC 8291) and the
 * VAPID JWT checked (RFC 8292); 404/410 removes the device, 429/5xx retry through the queue, and a retry
 * never pushes twice to a device nor emails twice; the app keeps one notification.
 */
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { REMINDERS_DLQ, REMINDERS_QUEUE } from "@worker/domain/notifications/constants";
import { type ReminderMessage, runReminderCron } from "@worker/domain/notifications/cron.server";
import {
  consumeDeadReminders,
  consumeReminderBatch,
  deliverMessage,
} from "@worker/domain/notifications/deliver.server";
import { addPushDevice, listPushDevices } from "@worker/domain/notifications/push.server";
import { updateNotificationSettings } from "@worker/domain/notifications/settings.server";
import { describe, expect, it, vi } from "vitest";
import {
  answerPushes,
  decryptPush,
  followToast,
  formPost,
  type PushClient,
  page,
  pushClient,
  receivedPushes,
  signUpForWeb,
  testDeps,
  verifyVapid,
} from "../support";
import { at, createTask, emailsTo, recordingQueue, userIn } from "./helpers";

const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

function subscribeFields(client: PushClient): Record<string, string> {
  return {
    intent: "push-subscribe",
    endpoint: client.subscription.endpoint,
    p256dh: client.subscription.keys.p256dh,
    auth: client.subscription.keys.auth,
  };
}

async function deviceRows(userId: string) {
  const { results } = await env.DB.prepare(
    "SELECT id, endpoint, device_label, failure_count, last_failure, last_success_at FROM push_subscriptions WHERE user_id = ?",
  )
    .bind(userId)
    .all<{
      id: string;
      endpoint: string;
      device_label: string;
      failure_count: number;
      last_failure: string | null;
      last_success_at: number | null;
    }>();
  return results;
}

async function notificationCount(userId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM notifications WHERE user_id = ?")
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe("devices in the notification settings", () => {
  it("a device turned on is listed with its label and date, and removed with a plain form", async () => {
    const me = await signUpForWeb({ timeZone: "Asia/Kolkata" });
    const client = await pushClient();
    const res = await formPost("/profile/notifications", subscribeFields(client), {
      cookie: me.cookie,
      headers: { "User-Agent": CHROME_ANDROID },
    });
    expect(res.status).toBe(302);
    expect(await followToast(res, me.cookie)).toContain("Notifications turned on for Chrome on Android");
    const rows = await deviceRows(me.userId);
    expect(rows.map((r) => [r.endpoint, r.device_label])).toEqual([[client.endpoint, "Chrome on Android"]]);

    const html = await (await page("/profile/notifications", me.cookie)).text();
    expect(html).toContain("Turn on notifications on this device");
    expect(html).toContain("Turning notifications on needs JavaScript");
    expect(html).toContain("Chrome on Android");
    expect(html).toMatch(/aria-label="Remove Chrome on Android, added \d{1,2} \w{3} \d{4}"/);
    expect(html).toContain('name="kinds.task_reminder.push"');
    expect(html).toContain(env.VAPID_PUBLIC_KEY);

    // The same browser subscribing again keeps one row.
    await formPost("/profile/notifications", subscribeFields(client), me.cookie);
    expect(await deviceRows(me.userId)).toHaveLength(1);

    const removed = await formPost("/profile/notifications", { intent: "push-remove", id: rows[0].id }, me.cookie);
    expect(await followToast(removed, me.cookie)).toContain("Device removed");
    expect(await deviceRows(me.userId)).toEqual([]);
  });

  it("another user cannot remove a device, and a browser subscribing under another account moves to it", async () => {
    const owner = await signUpForWeb();
    const other = await signUpForWeb();
    const client = await pushClient();
    await formPost("/profile/notifications", subscribeFields(client), owner.cookie);
    const [row] = await deviceRows(owner.userId);
    const res = await formPost("/profile/notifications", { intent: "push-remove", id: row.id }, other.cookie);
    expect(await followToast(res, other.cookie)).toContain("Device not found");
    expect(await deviceRows(owner.userId)).toHaveLength(1);
    expect(await (await page("/profile/notifications", other.cookie)).text()).not.toContain(row.id);

    // The same browser, signed in as the other user: its pushes are theirs now, never both.
    await formPost("/profile/notifications", subscribeFields(client), other.cookie);
    expect(await deviceRows(owner.userId)).toEqual([]);
    expect((await deviceRows(other.userId)).map((r) => r.endpoint)).toEqual([client.endpoint]);
  });

  it("refuses an endpoint that is not https and keys of the wrong length, saving nothing", async () => {
    const me = await signUpForWeb();
    const client = await pushClient();
    const good = subscribeFields(client);
    const cases: Record<string, string>[] = [
      { ...good, endpoint: client.endpoint.replace("https:", "http:") },
      { ...good, endpoint: "not a url" },
      { ...good, p256dh: good.p256dh.slice(0, 60) },
      { ...good, p256dh: `A${good.p256dh.slice(1)}` },
      { ...good, auth: `${good.auth}AAAA` },
      { ...good, auth: "!!!!!!!!!!!!!!!!!!!!!!" },
      { intent: "push-subscribe" },
    ];
    for (const fields of cases) {
      const res = await formPost("/profile/notifications", fields, me.cookie);
      expect(res.status).toBe(302);
      expect(await followToast(res, me.cookie)).toContain("subscription could not be read");
    }
    expect(await deviceRows(me.userId)).toEqual([]);
  });

  it("signing out deletes this browser's subscription by its endpoint, and never another account's", async () => {
    const me = await signUpForWeb();
    const other = await signUpForWeb();
    const mine = await pushClient();
    const kept = await pushClient();
    const theirs = await pushClient();
    await formPost("/profile/notifications", subscribeFields(mine), me.cookie);
    await formPost("/profile/notifications", subscribeFields(kept), me.cookie);
    await formPost("/profile/notifications", subscribeFields(theirs), other.cookie);

    // Another account's endpoint posted with this sign-out is not touched.
    const wrong = await formPost("/logout", { pushEndpoint: theirs.endpoint }, me.cookie);
    expect(wrong.status).toBe(302);
    expect((await deviceRows(other.userId)).map((r) => r.endpoint)).toEqual([theirs.endpoint]);
    expect(await deviceRows(me.userId)).toHaveLength(2);

    const again = await signUpForWeb();
    await formPost("/profile/notifications", subscribeFields(mine), again.cookie);
    const res = await formPost("/logout", { pushEndpoint: mine.endpoint }, again.cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login");
    expect(await deviceRows(again.userId)).toEqual([]);
    // A sign-out without an endpoint (no subscription, or no JavaScript) still signs out and deletes nothing.
    const plain = await formPost("/logout", {}, other.cookie);
    expect(plain.headers.get("location")).toBe("/login");
    expect(await deviceRows(other.userId)).toHaveLength(1);
  });

  it("without VAPID keys push is off: nothing is saved, and the domain says why", async () => {
    const me = await signUpForWeb();
    const client = await pushClient();
    const deps = testDeps({ push: null });
    const added = await addPushDevice(deps, me.userId, client.subscription, "Chrome on Linux");
    expect(added).toMatchObject({ ok: false, code: "UNAVAILABLE" });
    expect(await listPushDevices(deps, me.userId)).toEqual([]);
  });

  it("the endpoint allow-list applies unless the configuration turns it off: a push service's host, port 443", async () => {
    const me = await signUpForWeb();
    const base = testDeps();
    // Any environment (here "test"): only PUSH_ENDPOINT_ALLOWLIST=off lifts it, and the tests set it for the stand-in.
    const deps = testDeps({ config: { ...base.config, PUSH_ENDPOINT_ALLOWLIST: "on" } });
    expect(deps.config.isProduction).toBe(false);
    const client = await pushClient();
    const refused = [
      client.endpoint,
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://fcm.googleapis.com.evil.test/fcm/send/abc",
      "https://evil.test/fcm.googleapis.com",
    ];
    for (const endpoint of refused) {
      expect(await addPushDevice(deps, me.userId, { ...client.subscription, endpoint }, "x"), endpoint).toMatchObject({
        ok: false,
        code: "VALIDATION",
        message: "endpoint is not a browser's push service (https on port 443)",
      });
    }
    for (const endpoint of ["https://fcm.googleapis.com/fcm/send/abc", "https://web.push.apple.com:443/QGx"]) {
      expect(await addPushDevice(deps, me.userId, { ...client.subscription, endpoint }, "x"), endpoint).toMatchObject({
        ok: true,
      });
    }
  });

  it("production refuses the allow-list turned off, and has it on by default", async () => {
    const { loadConfig } = await import("@worker/config");
    const production = {
      ...env,
      ENVIRONMENT: "production",
      EMAIL_API_KEY: "re_live_key",
      TURNSTILE_SECRET_KEY: "0x4AAAAAAAproductionsecretvalue",
      PASSWORD_HASH_COST: "14",
    };
    expect(() => loadConfig({ ...production, PUSH_ENDPOINT_ALLOWLIST: "off" })).toThrow(
      /PUSH_ENDPOINT_ALLOWLIST=off is refused in production/,
    );
    const { PUSH_ENDPOINT_ALLOWLIST: _off, ...unset } = production;
    expect(loadConfig(unset).PUSH_ENDPOINT_ALLOWLIST).toBe("on");
  });

  it("a p256dh that is not a P-256 point is refused with a clear 400, nothing saved", async () => {
    const { api } = await import("../support");
    const me = await userIn("UTC");
    const client = await pushClient();
    const res = await api("POST", "/push/subscriptions", {
      token: me.token,
      body: { ...client.subscription, keys: { ...client.subscription.keys, p256dh: OFF_CURVE_P256DH } },
    });
    expect(res).toMatchObject({
      status: 400,
      body: {
        success: false,
        message: "keys.p256dh is not a P-256 public key: the browser's subscription cannot be used",
      },
    });
    expect(await deviceRows(me.userId)).toEqual([]);
  });
});

/** 65 bytes, 0x04 then x = y = 1: the right length and first byte, but not a point on P-256. */
const OFF_CURVE_P256DH = btoa(String.fromCharCode(4, ...new Array(31).fill(0), 1, ...new Array(31).fill(0), 1))
  .replace(/\+/g, "-")
  .replace(/\//g, "_")
  .replace(/=+$/, "");

/** A user with a task reminder due at `time`, the cron run, and its message (not yet delivered). */
async function dueReminder(iso: string, title: string) {
  const user = await userIn("Asia/Kolkata");
  const taskId = await createTask(user, { title, reminder: iso });
  const time = at(iso);
  const queue = recordingQueue();
  await runReminderCron(testDeps({ now: () => new Date(time) }), queue, new Date(time));
  const body = queue.sent.find((m) => m.type === "item" && m.id === `task_reminder:${taskId}`) as ReminderMessage;
  expect(body).toBeTruthy();
  return { user, taskId, time, queue, body };
}

async function itemStatus(body: ReminderMessage): Promise<string | undefined> {
  const row = await env.DB.prepare("SELECT status FROM due_items WHERE id = ?")
    .bind(body.type === "item" ? body.id : "")
    .first<{ status: string }>();
  return row?.status;
}

/** A queue that keeps each message with its delay (what a Cloudflare Queue is sent). */
function sendingQueue() {
  const sent: { body: ReminderMessage; delaySeconds?: number }[] = [];
  return {
    sent,
    async sendBatch(messages: Iterable<MessageSendRequest<ReminderMessage>>) {
      for (const m of messages) sent.push({ body: m.body, delaySeconds: m.delaySeconds });
    },
  };
}

/** One message as the queue hands it over, and what the consumer did with it (acked, or retried with a delay). */
function fakeBatch(body: ReminderMessage, attempts: number) {
  const outcome: { acked?: true; retried?: QueueRetryOptions } = {};
  const message = {
    id: `m-${attempts}`,
    timestamp: new Date(),
    attempts,
    body,
    ack: () => {
      outcome.acked = true;
    },
    retry: (options?: QueueRetryOptions) => {
      outcome.retried = options ?? {};
    },
  };
  const batch = {
    queue: REMINDERS_QUEUE,
    messages: [message],
    ackAll: () => {},
    retryAll: () => {},
  } as unknown as MessageBatch<ReminderMessage>;
  return { batch, outcome };
}

async function withDevice(userId: string, opts: { unreachable?: boolean } = {}) {
  const client = await pushClient(opts);
  const added = await addPushDevice(testDeps(), userId, client.subscription, "Firefox on Linux");
  if (!added.ok) throw new Error(added.message);
  return client;
}

describe("pushes from the reminders' queue consumer", () => {
  it("pushes the reminder encrypted for the device with a valid VAPID JWT; email and push once, one notification", async () => {
    const { user, taskId, time, queue, body } = await dueReminder("2027-07-01T04:00:00.000Z", "Call Priya back");
    const phone = await withDevice(user.userId);
    const laptop = await withDevice(user.userId);
    const deps = testDeps({ now: () => new Date(time) });
    await deliverMessage(deps, body, queue);
    // A duplicate delivery of the same message sends nothing more.
    await deliverMessage(deps, body, queue);

    for (const device of [phone, laptop]) {
      const pushes = await receivedPushes(device);
      expect(pushes).toHaveLength(1);
      const [push] = pushes;
      expect(push.headers["content-encoding"]).toBe("aes128gcm");
      expect(Number(push.headers.ttl)).toBeGreaterThan(0);
      const payload = JSON.parse(await decryptPush(device, push));
      expect(payload).toEqual({
        title: "Reminder: Call Priya back",
        body: expect.any(String),
        url: `/tasks/${taskId}`,
        tag: `task_reminder:${taskId}`,
      });
      const vapid = await verifyVapid(push, device.endpoint);
      expect(vapid).toMatchObject({ valid: true, audOk: true, expOk: true, publicKey: env.VAPID_PUBLIC_KEY });
      expect(vapid.header.alg).toBe("ES256");
      expect(vapid.claims.sub).toBe(env.VAPID_SUBJECT);
    }
    expect((await emailsTo(user.email)).map((m) => m.subject)).toEqual(["Reminder: Call Priya back"]);
    expect(await notificationCount(user.userId)).toBe(1);
    expect((await deviceRows(user.userId)).every((r) => r.last_success_at !== null)).toBe(true);
  });

  it("a stored key the payload cannot be encrypted for removes that device; the others' deliveries are recorded", async () => {
    const { user, time, queue, body } = await dueReminder("2027-07-06T04:00:00.000Z", "Broken key");
    const fine = await withDevice(user.userId);
    const broken = await pushClient();
    // Stored before keys were checked on the way in: 65 bytes starting 0x04, but off the curve.
    await env.DB.prepare(
      "INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth, device_label, created_at) VALUES (?, ?, ?, ?, ?, 'Old', ?)",
    )
      .bind("broken-device", user.userId, broken.endpoint, OFF_CURVE_P256DH, broken.subscription.keys.auth, time)
      .run();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const deps = testDeps({ now: () => new Date(time) });
    const delivery = await deliverMessage(deps, body, queue);
    errors.mockRestore();
    expect(delivery.sent).toBe(1);
    expect((await deviceRows(user.userId)).map((r) => r.endpoint)).toEqual([fine.endpoint]);
    expect(await receivedPushes(broken)).toEqual([]);
    // Redelivered (at least once): the device that accepted is not pushed again.
    await deliverMessage(deps, body, queue);
    expect(await receivedPushes(fine)).toHaveLength(1);
    expect((await emailsTo(user.email)).map((m) => m.subject)).toEqual(["Reminder: Broken key"]);
  });

  it("a push service's 404 or 410 removes that device; the others still get it", async () => {
    const { user, time, queue, body } = await dueReminder("2027-07-02T04:00:00.000Z", "Gone devices");
    const gone = await withDevice(user.userId);
    const expired = await withDevice(user.userId);
    const kept = await withDevice(user.userId);
    await answerPushes(gone, [404]);
    await answerPushes(expired, [410]);
    const deps = testDeps({ now: () => new Date(time) });
    const delivery = await deliverMessage(deps, body, queue);
    expect(delivery.sent).toBe(1);
    expect((await deviceRows(user.userId)).map((r) => r.endpoint)).toEqual([kept.endpoint]);
    expect(await receivedPushes(kept)).toHaveLength(1);
    expect(await receivedPushes(gone)).toHaveLength(1);
  });

  it("429 and 5xx hold nothing back: the item is sent with its email, and only the pushes owed are retried, within 15 minutes", async () => {
    const { user, time, body } = await dueReminder("2027-07-03T04:00:00.000Z", "Busy push service");
    const busy = await withDevice(user.userId);
    const fine = await withDevice(user.userId);
    await answerPushes(busy, [429, 503]);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const deps = testDeps({ now: () => new Date(time) });
    const queue = sendingQueue();

    // The item's delivery: acked, the item sent, the email gone; the push the busy device refused is owed.
    const first = fakeBatch(body, 1);
    await consumeReminderBatch(deps, first.batch, queue);
    expect(first.outcome).toEqual({ acked: true });
    expect(await itemStatus(body)).toBe("sent");
    expect((await emailsTo(user.email)).map((m) => m.subject)).toEqual(["Reminder: Busy push service"]);
    expect(queue.sent).toHaveLength(1);
    const [owed] = queue.sent;
    expect(owed.body).toMatchObject({ type: "push", userId: user.userId });
    // The push service asked for an hour (Retry-After: 3600): the queue's usual delays are the most it waits.
    expect(owed.delaySeconds).toBe(900);

    // The owed pushes: 503, retried (Retry-After or not, never more than 15 minutes), then accepted.
    const second = fakeBatch(owed.body, 1);
    await consumeReminderBatch(deps, second.batch, queue);
    expect(second.outcome).toEqual({ retried: { delaySeconds: 30 } });
    const [busyRow] = (await deviceRows(user.userId)).filter((r) => r.endpoint === busy.endpoint);
    expect(busyRow).toMatchObject({ failure_count: 2, last_failure: "HTTP 503" });
    const third = fakeBatch(owed.body, 2);
    await consumeReminderBatch(deps, third.batch, queue);
    expect(third.outcome).toEqual({ acked: true });
    // Delivered twice more (at least once): nothing is pushed again.
    await consumeReminderBatch(deps, fakeBatch(owed.body, 3).batch, queue);
    await consumeReminderBatch(deps, fakeBatch(body, 2).batch, queue);
    errors.mockRestore();

    expect(await receivedPushes(busy)).toHaveLength(3);
    const fineOnes = await receivedPushes(fine);
    expect(fineOnes).toHaveLength(1);
    expect(JSON.parse(await decryptPush(fine, fineOnes[0])).title).toBe("Reminder: Busy push service");
    expect(JSON.parse(await decryptPush(busy, (await receivedPushes(busy))[2])).title).toBe(
      "Reminder: Busy push service",
    );
    expect((await emailsTo(user.email)).map((m) => m.subject)).toEqual(["Reminder: Busy push service"]);
    expect(await notificationCount(user.userId)).toBe(1);
    expect(await itemStatus(body)).toBe("sent");
    expect(queue.sent).toHaveLength(1);
  });

  it("pushes owed after the queue's last retry leave the item sent: its email went", async () => {
    const { user, time, body } = await dueReminder("2027-07-08T04:00:00.000Z", "Never pushed");
    await withDevice(user.userId, { unreachable: true });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const queue = sendingQueue();
    await deliverMessage(testDeps({ now: () => new Date(time) }), body, queue);
    const [owed] = queue.sent;
    const batch = createMessageBatch<ReminderMessage>(REMINDERS_DLQ, [
      { id: "dead-push", timestamp: time, attempts: 5, body: owed.body },
    ]);
    const ctx = createExecutionContext();
    await consumeDeadReminders(testDeps(), batch);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["dead-push"]);
    errors.mockRestore();
    expect(await itemStatus(body)).toBe("sent");
    expect(await emailsTo(user.email)).toHaveLength(1);
  });

  it("a push service that cannot be reached is retried too, without holding back the email", async () => {
    const { user, time, body } = await dueReminder("2027-07-04T04:00:00.000Z", "No answer");
    await withDevice(user.userId, { unreachable: true });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const queue = sendingQueue();
    const delivery = await deliverMessage(testDeps({ now: () => new Date(time) }), body, queue);
    expect(delivery).toMatchObject({ sent: 1, emailed: true });
    await expect(deliverMessage(testDeps({ now: () => new Date(time) }), queue.sent[0].body, queue)).rejects.toThrow(
      /push service asked for a retry/,
    );
    errors.mockRestore();
    const [row] = await deviceRows(user.userId);
    expect(row.failure_count).toBe(2);
    expect(row.last_failure).toMatch(/^No answer/);
    expect(await emailsTo(user.email)).toHaveLength(1);
  });

  it("a redirect from a push service is not followed: the push goes only to the endpoint that was checked", async () => {
    const { user, time, queue, body } = await dueReminder("2027-07-07T04:00:00.000Z", "Redirected");
    const device = await withDevice(user.userId);
    // The stand-in's answers carry `Location: https://127.0.0.1/message/N`; following it would reach port 443.
    await answerPushes(device, [307]);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const delivery = await deliverMessage(testDeps({ now: () => new Date(time) }), body, queue);
    errors.mockRestore();
    expect(delivery.sent).toBe(1);
    const [row] = await deviceRows(user.userId);
    expect(row).toMatchObject({ failure_count: 1, last_failure: "HTTP 307" });
    expect(await receivedPushes(device)).toHaveLength(1);
    expect(queue.sent.filter((m) => m.type === "push")).toEqual([]);
  });

  it("a kind with push off is not pushed; the email and the notification still go", async () => {
    const { user, time, queue, body } = await dueReminder("2027-07-05T04:00:00.000Z", "Not pushed");
    const device = await withDevice(user.userId);
    await updateNotificationSettings(testDeps(), user.userId, { kinds: { task_reminder: { push: false } } });
    await deliverMessage(testDeps({ now: () => new Date(time) }), body, queue);
    expect(await receivedPushes(device)).toEqual([]);
    expect(await emailsTo(user.email)).toHaveLength(1);
    expect(await notificationCount(user.userId)).toBe(1);
  });
});

describe("housekeeping", () => {
  it("deletes what reminders reached after a week, and keeps the rest", async () => {
    const { runHousekeeping } = await import("@worker/domain/housekeeping.server");
    const user = await userIn("Asia/Kolkata");
    const now = Date.now();
    const insert = env.DB.prepare(
      "INSERT INTO reminder_deliveries (user_id, dedupe_key, target, delivered_at) VALUES (?, ?, 'email', ?)",
    );
    await env.DB.batch([
      insert.bind(user.userId, "old@1", now - 8 * 86_400_000),
      insert.bind(user.userId, "new@1", now - 86_400_000),
    ]);
    const report = await runHousekeeping(testDeps(), new Date(now));
    expect(report.reminderDeliveries).toBeGreaterThanOrEqual(1);
    const { results } = await env.DB.prepare("SELECT dedupe_key FROM reminder_deliveries WHERE user_id = ?")
      .bind(user.userId)
      .all<{ dedupe_key: string }>();
    expect(results.map((r) => r.dedupe_key)).toEqual(["new@1"]);
  });
});

describe("the API: /push", () => {
  it("gives the key and the devices, adds a subscription, refuses a bad one, and removes only the caller's", async () => {
    const { api } = await import("../support");
    const me = await userIn("UTC");
    const other = await userIn("UTC");
    const empty = await api("GET", "/push", { token: me.token });
    expect(empty.body).toEqual({ success: true, publicKey: env.VAPID_PUBLIC_KEY, devices: [] });

    const client = await pushClient();
    const added = await api("POST", "/push/subscriptions", {
      token: me.token,
      body: client.subscription,
      headers: { "User-Agent": CHROME_ANDROID },
    });
    expect(added.status).toBe(200);
    expect(added.body.device).toMatchObject({ label: "Chrome on Android", failureCount: 0, lastSuccessAt: null });

    const http = await api("POST", "/push/subscriptions", {
      token: me.token,
      body: { ...client.subscription, endpoint: client.endpoint.replace("https:", "http:") },
    });
    expect(http).toMatchObject({ status: 400, body: { success: false, message: "endpoint must be an https URL" } });
    const shortKey = await api("POST", "/push/subscriptions", {
      token: me.token,
      body: { ...client.subscription, keys: { ...client.subscription.keys, auth: "AAAA" } },
    });
    expect(shortKey).toMatchObject({
      status: 400,
      body: { message: "keys.auth must be the browser's key, base64url" },
    });

    const listed = await api("GET", "/push", { token: me.token });
    expect(listed.body.devices.map((d: { _id: string }) => d._id)).toEqual([added.body.device._id]);
    expect((await api("GET", "/push", { token: other.token })).body.devices).toEqual([]);

    const notMine = await api("DELETE", `/push/subscriptions/${added.body.device._id}`, { token: other.token });
    expect(notMine).toMatchObject({ status: 404, body: { message: "Device not found" } });
    const removed = await api("DELETE", `/push/subscriptions/${added.body.device._id}`, { token: me.token });
    expect(removed.body).toEqual({ success: true, message: "Device removed" });
    expect((await api("GET", "/push", { token: me.token })).body.devices).toEqual([]);
    expect((await api("GET", "/push")).status).toBe(401);
  });

  it("deleting the account deletes its devices and what its reminders reached", async () => {
    const { deleteAccount } = await import("@worker/domain/auth/accounts.server");
    const me = await userIn("UTC");
    await withDevice(me.userId);
    await env.DB.prepare(
      "INSERT INTO reminder_deliveries (user_id, dedupe_key, target, delivered_at) VALUES (?, 'x@1', 'email', 1)",
    )
      .bind(me.userId)
      .run();
    expect(await deleteAccount(testDeps(), me.userId, me.password)).toMatchObject({ ok: true });
    for (const table of ["push_subscriptions", "reminder_deliveries"]) {
      const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE user_id = ?`)
        .bind(me.userId)
        .first<{ n: number }>();
      expect(row?.n, table).toBe(0);
    }
  });
});
