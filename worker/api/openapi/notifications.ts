/** The OpenAPI operations of worker/api/notifications.ts (issue 24, api-contract.md §14). */

import {
  notificationListQuerySchema,
  notificationSettingsInputSchema,
  SETTING_KINDS,
} from "@core/schemas/notifications";
import { z } from "@hono/zod-openapi";
import { ok, okMessage } from "./components";
import { operation, pathParams } from "./operation";

// Not "Notifications": the API reference page (Scalar) has a toast region of that name, and landmarks must differ.
const tag = "Reminders";
const id = z.string().openapi({ description: "An opaque id: compare with string equality." });

const Notification = z
  .object({
    _id: id,
    kind: z.string().openapi({
      description:
        "task_reminder, interview_24h, interview_2h, task_due, task_overdue, contact_follow_up, interview_follow_up or plan_end.",
      example: "task_reminder",
    }),
    title: z.string(),
    message: z.string(),
    link: z.string().openapi({ description: "The item's page, a path of this site.", example: "/tasks/k3x9q2" }),
    read: z.boolean(),
    createdAt: z.string().openapi({ format: "date-time" }),
  })
  .openapi("Notification");

const channels = z.object({ inApp: z.boolean(), email: z.boolean() });
const Settings = z
  .object({
    emailEnabled: z.boolean().openapi({ description: "False: no reminder emails at all; in-app notifications stay." }),
    digestMode: z.enum(["digest", "separate"]),
    digestHour: z.number().int().openapi({ description: "0-23, in the user's time zone.", example: 8 }),
    kinds: z.object(Object.fromEntries(SETTING_KINDS.map((k) => [k, channels]))),
    calendarUrl: z
      .string()
      .nullable()
      .openapi({ description: "The private iCalendar feed's address; null while the feed is not available." }),
  })
  .openapi("NotificationSettings");

const notificationId = pathParams("id");

export const notificationsOperations = [
  operation({
    method: "get",
    path: "/notifications",
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
  }),
  operation({
    method: "get",
    path: "/notifications/unread-count",
    tag,
    summary: "Count unread notifications",
    description: "Counts up to 100 (the badge shows 99+ beyond).",
    auth: "bearer",
    success: { description: "The unread count.", schema: ok({ count: z.number().int() }) },
  }),
  operation({
    method: "patch",
    path: "/notifications/mark-all-read",
    tag,
    summary: "Mark every notification read",
    auth: "bearer",
    success: {
      description: "How many changed.",
      schema: ok({ message: z.literal("All notifications marked as read"), updated: z.number().int() }),
    },
  }),
  operation({
    method: "delete",
    path: "/notifications/delete-all-read",
    tag,
    summary: "Delete every read notification",
    auth: "bearer",
    success: {
      description: "How many were deleted.",
      schema: ok({ message: z.literal("Read notifications deleted"), deleted: z.number().int() }),
    },
  }),
  operation({
    method: "patch",
    path: "/notifications/{id}/read",
    tag,
    summary: "Mark a notification read",
    auth: "bearer",
    params: notificationId,
    success: { description: "The notification.", schema: ok({ notification: Notification }) },
    errors: { 404: "Notification not found" },
  }),
  operation({
    method: "delete",
    path: "/notifications/{id}",
    tag,
    summary: "Delete a notification",
    auth: "bearer",
    params: notificationId,
    success: { description: "Deleted.", schema: okMessage("Notification deleted") },
    errors: { 404: "Notification not found" },
  }),
  operation({
    method: "get",
    path: "/notifications/settings",
    tag,
    summary: "Get notification settings",
    auth: "bearer",
    success: { description: "The caller's settings (defaults when never saved).", schema: ok({ settings: Settings }) },
  }),
  operation({
    method: "put",
    path: "/notifications/settings",
    tag,
    summary: "Change notification settings",
    description: "Any subset of the fields; what is left out stays as it is.",
    auth: "bearer",
    body: notificationSettingsInputSchema,
    success: { description: "The settings as saved.", schema: ok({ settings: Settings }) },
    errors: { 400: ["digestHour must be a whole hour from 0 to 23", "<field>: <reason>"] },
  }),
  operation({
    method: "post",
    path: "/notifications/unsubscribe/{token}",
    tag,
    summary: "One-click unsubscribe (RFC 8058)",
    description:
      "The address of every reminder email's `List-Unsubscribe` header; mail clients post `List-Unsubscribe=One-Click` (form-encoded). No session: the token is signed for one user and one kind of email, which it switches off.",
    auth: "public",
    params: pathParams("token"),
    success: { description: "Unsubscribed.", schema: okMessage("Unsubscribed") },
    errors: { 400: "This unsubscribe link is not valid" },
  }),
];
