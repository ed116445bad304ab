/**
 * /notifications: what fired for the user (issue 24), newest first, with mark read, mark all read, delete
 * and delete all read. Each is a plain form POST answered with a redirect back to the same page, so it
 * works without JavaScript; with it, React Router submits the same forms.
 */

import { formatDateTime } from "@core/dates";
import { notificationListQuerySchema } from "@core/schemas/notifications";
import {
  deleteNotification,
  deleteReadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "@worker/domain/notifications/inbox.server";
import { Form, Link, redirect } from "react-router";
import { PageHeader } from "~/components/page-header";
import { ServerHtml } from "~/components/server-html";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { BellIcon } from "~/components/ui/icons";
import { backTo } from "~/server/back-to.server";
import { getDeps, getUser } from "~/server/context.server";
import { paginationHtml } from "~/server/pagination.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/notifications";

export const meta: Route.MetaFunction = () => [{ title: "Notifications · Offerpath" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = getUser(context);
  const url = new URL(request.url);
  const query = notificationListQuerySchema.parse(Object.fromEntries(url.searchParams));
  const page = await listNotifications(getDeps(context), user.id, query, user.timeZone);
  return {
    notifications: page.notifications.map((n) => ({ ...n, when: formatDateTime(n.createdAt, user.timeZone) })),
    unreadCount: page.unreadCount,
    pagination: paginationHtml(page, { pathname: "/notifications", search: query.unread ? "?unread=true" : "" }),
    unreadOnly: query.unread,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "").slice(0, 64);
  const toast = (message: string, type: "success" | "error" = "success") =>
    redirectWithToast(backTo(request, "/notifications"), { type, message }, deps.config.SESSION_SECRET, request);
  switch (intent) {
    case "read": {
      const result = await markNotificationRead(deps, user.id, id);
      return result.ok ? toast("Marked as read") : toast(result.message, "error");
    }
    case "delete": {
      const result = await deleteNotification(deps, user.id, id);
      return result.ok ? toast("Notification deleted") : toast(result.message, "error");
    }
    case "read-all": {
      const n = await markAllNotificationsRead(deps, user.id);
      return toast(n ? "All notifications marked as read" : "Nothing was unread");
    }
    case "delete-read": {
      const n = await deleteReadNotifications(deps, user.id);
      return toast(
        n ? `${n} read ${n === 1 ? "notification" : "notifications"} deleted` : "No read notifications to delete",
      );
    }
    default:
      throw redirect("/notifications");
  }
}

const filterLink =
  "rounded-lg px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export default function Notifications({ loaderData }: Route.ComponentProps) {
  const { notifications, unreadCount, pagination, unreadOnly } = loaderData;
  return (
    <>
      <PageHeader
        title="Notifications"
        description={`${unreadCount} unread. Reminders you asked for: tasks, interviews, follow-ups and your plan, and the emails you forward.`}
        actions={
          <div className="flex flex-wrap gap-2">
            <Form method="post">
              <input type="hidden" name="intent" value="read-all" />
              <Button type="submit" variant="secondary" size="sm" disabled={unreadCount === 0}>
                Mark all read
              </Button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="delete-read" />
              <Button type="submit" variant="secondary" size="sm">
                Delete all read
              </Button>
            </Form>
            <Link to="/profile/notifications" className={`${filterLink} text-brand-700 hover:bg-brand-50`}>
              Settings
            </Link>
          </div>
        }
      />
      <nav aria-label="Show" className="mb-4 flex gap-2">
        <Link
          to="/notifications"
          aria-current={unreadOnly ? undefined : "page"}
          className={`${filterLink} ${unreadOnly ? "text-slate-700 hover:bg-slate-100" : "bg-brand-50 text-brand-700"}`}
        >
          All
        </Link>
        <Link
          to="/notifications?unread=true"
          aria-current={unreadOnly ? "page" : undefined}
          className={`${filterLink} ${unreadOnly ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100"}`}
        >
          Unread
        </Link>
      </nav>
      {notifications.length === 0 ? (
        <EmptyState
          icon={<BellIcon />}
          title={unreadOnly ? "Nothing unread" : "No notifications yet"}
          description="Task reminders, interviews coming up, follow-ups due, your plan's end and forwarded emails appear here."
        />
      ) : (
        <Card>
          <ul className="divide-y divide-slate-200">
            {notifications.map((n) => (
              <li
                key={n._id}
                className={`flex flex-col gap-3 p-4 sm:flex-row sm:items-start ${n.read ? "" : "bg-brand-50/40"}`}
              >
                <div className="min-w-0 flex-1">
                  <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                    {n.read ? null : <span className="size-2 shrink-0 rounded-full bg-brand-600" aria-hidden="true" />}
                    <Link to={n.link} className="hover:underline">
                      {n.title}
                    </Link>
                    {n.read ? null : <span className="sr-only">(unread)</span>}
                  </p>
                  <p className="mt-1 text-sm text-slate-700">{n.message}</p>
                  <p className="mt-1 text-xs text-slate-600">{n.when}</p>
                </div>
                <div className="flex shrink-0 gap-2">
                  {n.read ? null : (
                    <Form method="post">
                      <input type="hidden" name="intent" value="read" />
                      <input type="hidden" name="id" value={n._id} />
                      <Button type="submit" variant="ghost" size="sm" aria-label={`Mark read: ${n.title}`}>
                        Mark read
                      </Button>
                    </Form>
                  )}
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={n._id} />
                    <Button type="submit" variant="ghost" size="sm" aria-label={`Delete: ${n.title}`}>
                      Delete
                    </Button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {pagination ? <ServerHtml part="pagination" html={pagination} /> : null}
    </>
  );
}
