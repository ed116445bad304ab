/**
 * `/notifications`: the in-app notifications and their settings (issue 24, contract §14), and the
 * one-click unsubscribe of RFC 8058 (POST, no session: the signed token is the authority).
 */

import { notificationListQuerySchema, notificationSettingsInputSchema } from "@core/schemas/notifications";
import { OpenAPIHono, z } from "@hono/zod-openapi";
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
import { Notification, NotificationSettings, ok, okMessage } from "./openapi/components";
import { pathParams } from "./openapi/operation";
import { route } from "./openapi/route";

export const notificationsApi = new OpenAPIHono<ApiEnv>();

// Not "Notifications": the API reference page (Scalar) has a toast region of that name, and landmarks must differ.
const tag = "Reminders";
const notificationId = pathParams("id");

/** The one-click unsubscribe: a POST whose form body the JSON-only API lets through (worker/api/index.ts). */
export function isOneClickUnsubscribe(method: string, path: string): boolean {
  return method === "POST" && path.startsWith("/api/v1/notifications/unsubscribe/");
}

// The link in an email's List-Unsubscribe header: a mail client posts `List-Unsubscribe=One-Click` to it.
route(
  notificationsApi,
  {
    method: "post",
    path: "/unsubscribe/{token}",
    tag,
    summary: "One-click unsubscribe (RFC 8058)",
    description:
      "The address of every reminder email's `List-Unsubscribe` header; mail clients post `List-Unsubscribe=One-Click` (form-encoded). No session: the token is signed for one user and one kind of email, which it switches off.",
    auth: "public",
    params: pathParams("token"),
    success: { description: "Unsubscribed.", schema: okMessage("Unsubscribed") },
    errors: { 400: "This unsubscribe link is not valid" },
  },
  async (c) => {
    const done = await unsubscribe(c.get("deps"), c.req.param("token"));
    if (!done) return c.json(errorBody("This unsubscribe link is not valid"), 400);
    return c.json({ success: true, message: "Unsubscribed" });
  },
);

notificationsApi.use("*", async (c, next) => {
  if (isOneClickUnsubscribe(c.req.method, c.req.path)) return next();
  return requireAuth()(c, next);
});

route(
  notificationsApi,
  {
    method: "get",
    path: "/",
    tag,
    summary: "List notifications",
    description: "Newest first; `unread=true` lists only the unread ones. `unreadCount` counts all unread.",
    auth: "bearer",
    query: notificationListQuerySchema,
    success: {
      description: "One page of the caller's notifications.",
      schema: ok({
        notifications: z.array(Notification),
        unreadCount: z.number().int(),
        currentPage: z.number().int(),
        numOfPages: z.number().int(),
      }),
    },
  },
  async (c) => {
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
  },
);

route(
  notificationsApi,
  {
    method: "get",
    path: "/unread-count",
    tag,
    summary: "Count unread notifications",
    description: "Counts up to 100 (the badge shows 99+ beyond).",
    auth: "bearer",
    success: { description: "The unread count.", schema: ok({ count: z.number().int() }) },
  },
  async (c) => c.json({ success: true, count: await unreadCount(c.get("deps"), c.get("userId")) }),
);

route(
  notificationsApi,
  {
    method: "get",
    path: "/settings",
    tag,
    summary: "Get notification settings",
    auth: "bearer",
    success: {
      description: "The caller's settings (defaults when never saved).",
      schema: ok({ settings: NotificationSettings }),
    },
  },
  async (c) => {
    const [settings, calendarUrl] = await Promise.all([
      getNotificationSettings(c.get("deps"), c.get("userId")),
      calendarUrlFor(c.get("deps"), c.get("userId")),
    ]);
    return c.json({ success: true, settings: { ...settings, calendarUrl } });
  },
);

route(
  notificationsApi,
  {
    method: "put",
    path: "/settings",
    tag,
    summary: "Change notification settings",
    description: "Any subset of the fields; what is left out stays as it is.",
    auth: "bearer",
    body: notificationSettingsInputSchema,
    success: { description: "The settings as saved.", schema: ok({ settings: NotificationSettings }) },
    errors: { 400: ["digestHour must be a whole hour from 0 to 23", "<field>: <reason>"] },
  },
  async (c) => {
    const input = await parseBody(c, notificationSettingsInputSchema);
    const settings = await updateNotificationSettings(c.get("deps"), c.get("userId"), input);
    const calendarUrl = await calendarUrlFor(c.get("deps"), c.get("userId"));
    return c.json({ success: true, settings: { ...settings, calendarUrl } });
  },
);

route(
  notificationsApi,
  {
    method: "patch",
    path: "/mark-all-read",
    tag,
    summary: "Mark every notification read",
    auth: "bearer",
    success: {
      description: "How many changed.",
      schema: ok({ message: z.literal("All notifications marked as read"), updated: z.number().int() }),
    },
  },
  async (c) => {
    const updated = await markAllNotificationsRead(c.get("deps"), c.get("userId"));
    return c.json({ success: true, message: "All notifications marked as read", updated });
  },
);

route(
  notificationsApi,
  {
    method: "delete",
    path: "/delete-all-read",
    tag,
    summary: "Delete every read notification",
    auth: "bearer",
    success: {
      description: "How many were deleted.",
      schema: ok({ message: z.literal("Read notifications deleted"), deleted: z.number().int() }),
    },
  },
  async (c) => {
    const deleted = await deleteReadNotifications(c.get("deps"), c.get("userId"));
    return c.json({ success: true, message: "Read notifications deleted", deleted });
  },
);

route(
  notificationsApi,
  {
    method: "patch",
    path: "/{id}/read",
    tag,
    summary: "Mark a notification read",
    auth: "bearer",
    params: notificationId,
    success: { description: "The notification.", schema: ok({ notification: Notification }) },
    errors: { 404: "Notification not found" },
  },
  async (c) => {
    const result = await markNotificationRead(c.get("deps"), c.get("userId"), c.req.param("id"));
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, notification: result.value });
  },
);

route(
  notificationsApi,
  {
    method: "delete",
    path: "/{id}",
    tag,
    summary: "Delete a notification",
    auth: "bearer",
    params: notificationId,
    success: { description: "Deleted.", schema: okMessage("Notification deleted") },
    errors: { 404: "Notification not found" },
  },
  async (c) => {
    const result = await deleteNotification(c.get("deps"), c.get("userId"), c.req.param("id"));
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, message: "Notification deleted" });
  },
);
