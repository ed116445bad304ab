/**
 * The in-app notifications (issue 24): one row per fired item, listed newest first, read and deleted by
 * their owner only (every statement names `user_id`). Shared by the API (/api/v1/notifications) and the
 * /notifications screen.
 */

import { DEFAULT_TIME_ZONE } from "@core/dates";
import type { NotificationListQuery } from "@core/schemas/notifications";
import { and, desc, eq, type SQL } from "drizzle-orm";
import { notifications, users } from "../../db/schema";
import type { Deps } from "../../deps";
import { newId } from "../../lib/ids";
import { fail, ok, type Result } from "../../lib/result";
import { renderContent } from "./content.server";

/** The unread badge counts this far, then shows "99+" (a count never reads more than this many rows). */
export const UNREAD_BADGE_CAP = 100;
/** The list's total and unread counts stop here: a page never reads more index entries than this to count. */
export const LIST_COUNT_CAP = 1000;

/**
 * How many rows match `where`, counting at most `cap`: the ids are read from the index (a SEARCH, never a
 * scan of a subquery) and counted here.
 */
async function cappedCount(deps: Deps, where: ReturnType<typeof and>, cap: number): Promise<number> {
  const rows = await deps.read(deps.db.select({ id: notifications.id }).from(notifications).where(where).limit(cap));
  return rows.length;
}

export type NotificationView = {
  _id: string;
  kind: string;
  title: string;
  message: string;
  link: string;
  read: boolean;
  createdAt: Date;
};

const columns = {
  _id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  message: notifications.message,
  link: notifications.link,
  read: notifications.read,
  createdAt: notifications.createdAt,
};

/** The account's zone now: the stored texts' times are shown in it, whenever they fired (issue 30). */
async function zoneOf(deps: Deps, userId: string): Promise<string> {
  const [row] = await deps.read(
    deps.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId)).limit(1),
  );
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}

export type NotificationPage = {
  notifications: NotificationView[];
  unreadCount: number;
  currentPage: number;
  numOfPages: number;
  total: number;
};

/**
 * A page of the caller's notifications, times shown in `timeZone` (the screen knows it; the API reads the
 * account's in the same batch).
 */
export async function listNotifications(
  deps: Deps,
  userId: string,
  query: NotificationListQuery,
  timeZone?: string,
): Promise<NotificationPage> {
  const mine = query.unread
    ? and(eq(notifications.userId, userId), eq(notifications.read, false))
    : eq(notifications.userId, userId);
  const [rows, total, unread, zone] = await Promise.all([
    deps.read(
      deps.db
        .select(columns)
        .from(notifications)
        .where(mine)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
    ),
    cappedCount(deps, mine, LIST_COUNT_CAP),
    cappedCount(deps, and(eq(notifications.userId, userId), eq(notifications.read, false)), LIST_COUNT_CAP),
    timeZone ?? zoneOf(deps, userId),
  ]);
  const now = deps.now();
  return {
    notifications: rows.map((row) => renderContent(row, zone, now)),
    unreadCount: unread,
    currentPage: query.page,
    numOfPages: Math.max(1, Math.ceil(total / query.limit)),
    total,
  };
}

/** Unread notifications, counted up to UNREAD_BADGE_CAP (the shell's badge on every page). */
export async function unreadCount(deps: Deps, userId: string): Promise<number> {
  return cappedCount(deps, and(eq(notifications.userId, userId), eq(notifications.read, false)), UNREAD_BADGE_CAP);
}

/** What one notification says and where it leads; `dedupeKey` names what fired it (one per user and key). */
export type NewNotification = {
  userId: string;
  kind: string;
  title: string;
  message: string;
  link: string;
  dedupeKey: string;
  createdAt: Date;
};

/**
 * The one insert of a notification (the reminders' consumer and the forwarded emails' arrival): a second
 * write with the same (user, dedupe key), a redelivery or a retry, keeps the first and writes nothing.
 */
export function insertNotification(deps: Pick<Deps, "db">, row: NewNotification): SQL {
  return deps.db
    .insert(notifications)
    .values({ id: newId(), ...row })
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .getSQL();
}

const notFound = () => fail("NOT_FOUND", "Notification not found");

export async function markNotificationRead(deps: Deps, userId: string, id: string): Promise<Result<NotificationView>> {
  const [[row], zone] = await Promise.all([
    deps.db
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning(columns),
    zoneOf(deps, userId),
  ]);
  return row ? ok(renderContent(row, zone, deps.now())) : notFound();
}

export async function markAllNotificationsRead(deps: Deps, userId: string): Promise<number> {
  const rows = await deps.db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteNotification(deps: Deps, userId: string, id: string): Promise<Result<null>> {
  const rows = await deps.db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length ? ok(null) : notFound();
}

export async function deleteReadNotifications(deps: Deps, userId: string): Promise<number> {
  const rows = await deps.db
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, true)))
    .returning({ id: notifications.id });
  return rows.length;
}
