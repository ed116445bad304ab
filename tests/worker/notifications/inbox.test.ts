/**
 * Notifications in the app (issue 24): the API under the original product's paths and the /notifications
 * screen's forms, owner-only; the settings; the one-click unsubscribe signed per user and kind.
 */
import { env } from "cloudflare:workers";
import { unsubscribeToken } from "@worker/domain/notifications/unsubscribe.server";
import { describe, expect, it } from "vitest";
import { api, formPost, page, send, signUpForWeb, testDeps } from "../support";

async function addNotifications(userId: string, n: number, read = false) {
  for (let i = 0; i < n; i++) {
    await env.DB.prepare(
      `INSERT INTO notifications (id, user_id, kind, title, message, link, read, dedupe_key, created_at)
       VALUES (?, ?, 'task_reminder', ?, 'Task due soon.', '/tasks/x', ?, ?, ?)`,
    )
      .bind(
        crypto.randomUUID().slice(0, 24),
        userId,
        `Reminder ${i}`,
        read ? 1 : 0,
        crypto.randomUUID(),
        Date.now() + i,
      )
      .run();
  }
}

describe("GET/PATCH/DELETE /api/v1/notifications", () => {
  it("lists newest first with the unread count and pages, marks read, deletes; never another user's", async () => {
    const me = await signUpForWeb();
    const other = await signUpForWeb();
    await addNotifications(me.userId, 3);
    await addNotifications(me.userId, 2, true);
    await addNotifications(other.userId, 1);
    const list = await api("GET", "/notifications?limit=2&page=1", { token: me.token });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ success: true, unreadCount: 3, currentPage: 1, numOfPages: 3 });
    expect(Object.keys(list.body.notifications[0]).sort()).toEqual(
      ["_id", "createdAt", "kind", "link", "message", "read", "title"].sort(),
    );
    const unread = await api("GET", "/notifications?unread=true", { token: me.token });
    expect(unread.body.notifications).toHaveLength(3);
    expect((await api("GET", "/notifications/unread-count", { token: me.token })).body).toEqual({
      success: true,
      count: 3,
    });

    const theirs = (await api("GET", "/notifications", { token: other.token })).body.notifications[0]._id;
    expect((await api("PATCH", `/notifications/${theirs}/read`, { token: me.token })).status).toBe(404);
    expect((await api("DELETE", `/notifications/${theirs}`, { token: me.token })).status).toBe(404);

    const first = unread.body.notifications[0]._id;
    const read = await api("PATCH", `/notifications/${first}/read`, { token: me.token });
    expect(read.body.notification).toMatchObject({ _id: first, read: true });
    expect((await api("GET", "/notifications/unread-count", { token: me.token })).body.count).toBe(2);
    expect((await api("PATCH", "/notifications/mark-all-read", { token: me.token })).status).toBe(200);
    expect((await api("GET", "/notifications/unread-count", { token: me.token })).body.count).toBe(0);
    expect((await api("DELETE", `/notifications/${first}`, { token: me.token })).status).toBe(200);
    const cleared = await api("DELETE", "/notifications/delete-all-read", { token: me.token });
    expect(cleared.body).toMatchObject({ success: true, deleted: 4 });
    expect((await api("GET", "/notifications", { token: other.token })).body.notifications).toHaveLength(1);
    expect((await api("GET", "/notifications")).status).toBe(401);
  });

  it("settings: defaults, a partial PUT, a bad hour refused with its message, calendarUrl null until a feed exists, then its address", async () => {
    const me = await signUpForWeb();
    const got = await api("GET", "/notifications/settings", { token: me.token });
    expect(got.body.settings).toMatchObject({
      emailEnabled: true,
      digestMode: "digest",
      digestHour: 8,
      calendarUrl: null,
    });
    expect(got.body.settings.kinds.task_due).toEqual({ inApp: true, email: true, push: true });
    const put = await api("PUT", "/notifications/settings", {
      token: me.token,
      body: { digestHour: 19, kinds: { follow_up: { email: false } } },
    });
    expect(put.status).toBe(200);
    expect(put.body.settings).toMatchObject({ digestHour: 19, digestMode: "digest" });
    expect(put.body.settings.kinds.follow_up).toEqual({ inApp: true, email: false, push: true });
    const bad = await api("PUT", "/notifications/settings", { token: me.token, body: { digestHour: 24 } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, message: "digestHour must be a whole hour from 0 to 23" });
    const unknown = await api("PUT", "/notifications/settings", {
      token: me.token,
      body: { kinds: { spam: { email: true } } },
    });
    expect(unknown.status).toBe(400);
    const feed = await api("POST", "/calendar/regenerate", { token: me.token });
    expect(feed.body.calendarUrl).toMatch(/\/calendar\/[^/]+\.ics$/);
    const withFeed = await api("GET", "/notifications/settings", { token: me.token });
    expect(withFeed.body.settings.calendarUrl).toBe(feed.body.calendarUrl);
  });
});

describe("the screens", () => {
  it("the shell shows the unread count; /notifications marks read and deletes with plain form posts", async () => {
    const me = await signUpForWeb();
    await addNotifications(me.userId, 2);
    const html = await (await page("/dashboard", me.cookie)).text();
    expect(html).toMatch(/href="\/notifications"[^>]*>.*Notifications.*2.*unread\)/s);
    const list = await (await page("/notifications", me.cookie)).text();
    expect(list).toContain("Reminder 1");
    const id = (await api("GET", "/notifications", { token: me.token })).body.notifications[0]._id;
    const res = await formPost("/notifications", { intent: "read", id }, { cookie: me.cookie });
    expect(res.status).toBe(302);
    expect((await api("GET", "/notifications/unread-count", { token: me.token })).body.count).toBe(1);
    await formPost("/notifications", { intent: "read-all" }, { cookie: me.cookie });
    await formPost("/notifications", { intent: "delete", id }, { cookie: me.cookie });
    await formPost("/notifications", { intent: "delete-read" }, { cookie: me.cookie });
    expect((await api("GET", "/notifications", { token: me.token })).body.notifications).toEqual([]);
  });

  it("/profile/notifications saves every choice from a plain form post", async () => {
    const me = await signUpForWeb();
    const form = await (await page("/profile/notifications", me.cookie)).text();
    expect(form).toContain('name="kinds.task_reminder.email"');
    const res = await formPost(
      "/profile/notifications",
      { digestMode: "separate", digestHour: "7", "kinds.task_reminder.inApp": "on", "kinds.interview.email": "on" },
      { cookie: me.cookie },
    );
    expect(res.status).toBe(302);
    const saved = (await api("GET", "/notifications/settings", { token: me.token })).body.settings;
    expect(saved).toMatchObject({ emailEnabled: false, digestMode: "separate", digestHour: 7 });
    expect(saved.kinds.task_reminder).toEqual({ inApp: true, email: false, push: false });
    expect(saved.kinds.interview).toEqual({ inApp: false, email: true, push: false });
    const bad = await formPost(
      "/profile/notifications",
      { digestMode: "hourly", digestHour: "99" },
      { cookie: me.cookie },
    );
    expect(bad.status).toBe(400);
  });
});

describe("unsubscribe", () => {
  it("the visible link works signed out: GET asks, POST unsubscribes that kind only", async () => {
    const me = await signUpForWeb();
    const token = unsubscribeToken(testDeps(), me.userId, "digest");
    const ask = await page(`/unsubscribe/${token}`);
    expect(ask.status).toBe(200);
    const askHtml = await ask.text();
    expect(askHtml).toContain(me.email);
    // Asking changes nothing (mail scanners follow links).
    expect((await api("GET", "/notifications/settings", { token: me.token })).body.settings.kinds.task_due.email).toBe(
      true,
    );
    const done = await formPost(`/unsubscribe/${token}`, {});
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("You are unsubscribed");
    const kinds = (await api("GET", "/notifications/settings", { token: me.token })).body.settings.kinds;
    expect(kinds.task_due).toEqual({ inApp: true, email: false, push: true });
    expect(kinds.follow_up).toEqual({ inApp: true, email: false, push: true });
    expect(kinds.task_reminder).toEqual({ inApp: true, email: true, push: true });
  });

  it("the one-click POST of RFC 8058 unsubscribes", async () => {
    const me = await signUpForWeb();
    const token = unsubscribeToken(testDeps(), me.userId, "interview");
    const res = await send(`/api/v1/notifications/unsubscribe/${token}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    const kinds = (await api("GET", "/notifications/settings", { token: me.token })).body.settings.kinds;
    expect(kinds.interview.email).toBe(false);
    expect(kinds.task_reminder.email).toBe(true);
  });

  it("a tampered token, another user's token or another kind's signature is refused", async () => {
    const me = await signUpForWeb();
    const other = await signUpForWeb();
    const deps = testDeps();
    const mine = unsubscribeToken(deps, me.userId, "task_reminder");
    const [, , sig] = mine.split(".");
    const flipped = sig.slice(0, -2) + (sig.at(-2) === "A" ? "B" : "A") + sig.at(-1);
    const forged = [
      `${me.userId}.task_reminder.${flipped}`,
      `${other.userId}.task_reminder.${sig}`,
      `${me.userId}.interview.${sig}`,
      `${me.userId}.task_reminder.`,
      "nonsense",
      `${me.userId}.everything.${sig}`,
    ];
    for (const token of forged) {
      const oneClick = await send(`/api/v1/notifications/unsubscribe/${encodeURIComponent(token)}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(oneClick.status, token).toBe(400);
      expect((await formPost(`/unsubscribe/${encodeURIComponent(token)}`, {})).status, token).toBe(400);
      expect((await page(`/unsubscribe/${encodeURIComponent(token)}`)).status, token).toBe(404);
    }
    for (const user of [me, other]) {
      const kinds = (await api("GET", "/notifications/settings", { token: user.token })).body.settings.kinds;
      expect(Object.values(kinds).every((k) => (k as { email: boolean }).email)).toBe(true);
    }
  });
});
