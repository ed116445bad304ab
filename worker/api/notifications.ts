/**
 * `/notifications`: the in-app notifications and their settings (issue 24, contract §14), and the
 * one-click unsubscribe of RFC 8058 (POST, no session: the signed token is the authority).
 */

import { notificationListQuerySchema, notificationSettingsInputSchema } from "@core/schemas/notifications";
import { Hono } from "hono";
import { calendarUrlFor } from "../domain/calendar/feeds.server";
import {
  deleteNotification,
  deleteReadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadCount,
} from "../domain/notifications/inbox.server";
import { getNotificationSettings, updateNotificationSettings } from "../domain/notifications/settings.server";
import { unsubscribe } from "../domain/notifications/unsubscribe.server";
import { type ApiEnv, apiValidationMessage, errorBody, failureResponse, parseBody } from "./http";
import { requireAuth } from "./middleware/require-auth";

export const notificationsApi = new Hono<ApiEnv>();

/** The one-click unsubscribe: a POST whose form body the JSON-only API lets through (worker/api/index.ts). */
export function isOneClickUnsubscribe(method: string, path: string): boolean {
  return method === "POST" && path.startsWith("/api/v1/notifications/unsubscribe/");
}

// The link in an email's List-Unsubscribe header: a mail client posts `List-Unsubscribe=One-Click` to it.
notificationsApi.post("/unsubscribe/:token", async (c) => {
  const done = await unsubscribe(c.get("deps"), c.req.param("token"));
  if (!done) return c.json(errorBody("This unsubscribe link is not valid"), 400);
  return c.json({ success: true, message: "Unsubscribed" });
});

notificationsApi.use("*", async (c, next) => {
  if (isOneClickUnsubscribe(c.req.method, c.req.path)) return next();
  return requireAuth()(c, next);
});

notificationsApi.get("/", async (c) => {
  const query = notificationListQuerySchema.safeParse(c.req.query());
  if (!query.success) return c.json(errorBody(apiValidationMessage(query.error)), 400);
  const page = await listNotifications(c.get("deps"), c.get("userId"), query.data);
  return c.json({
    success: true,
    notifications: page.notifications,
    unreadCount: page.unreadCount,
    currentPage: page.currentPage,
    numOfPages: page.numOfPages,
  });
});

notificationsApi.get("/unread-count", async (c) => {
  return c.json({ success: true, count: await unreadCount(c.get("deps"), c.get("userId")) });
});

notificationsApi.get("/settings", async (c) => {
  const [settings, calendarUrl] = await Promise.all([
    getNotificationSettings(c.get("deps"), c.get("userId")),
    calendarUrlFor(c.get("deps"), c.get("userId")),
  ]);
  return c.json({ success: true, settings: { ...settings, calendarUrl } });
});

notificationsApi.put("/settings", async (c) => {
  const input = await parseBody(c, notificationSettingsInputSchema);
  const settings = await updateNotificationSettings(c.get("deps"), c.get("userId"), input);
  const calendarUrl = await calendarUrlFor(c.get("deps"), c.get("userId"));
  return c.json({ success: true, settings: { ...settings, calendarUrl } });
});

notificationsApi.patch("/mark-all-read", async (c) => {
  const updated = await markAllNotificationsRead(c.get("deps"), c.get("userId"));
  return c.json({ success: true, message: "All notifications marked as read", updated });
});

notificationsApi.delete("/delete-all-read", async (c) => {
  const deleted = await deleteReadNotifications(c.get("deps"), c.get("userId"));
  return c.json({ success: true, message: "Read notifications deleted", deleted });
});

notificationsApi.patch("/:id/read", async (c) => {
  const result = await markNotificationRead(c.get("deps"), c.get("userId"), c.req.param("id"));
  if (!result.ok) return failureResponse(c, result);
  return c.json({ success: true, notification: result.value });
});

notificationsApi.delete("/:id", async (c) => {
  const result = await deleteNotification(c.get("deps"), c.get("userId"), c.req.param("id"));
  if (!result.ok) return failureResponse(c, result);
  return c.json({ success: true, message: "Notification deleted" });
});
