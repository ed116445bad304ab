/**
 * The five-minute reminder run (cron `*\/5 * * * *`, docs/decisions/036-reminders.md). Two steps, each
 * reading only rows that need it, through partial indexes:
 *  1. place: digest items the triggers left without a time (`fire_at IS NULL`: new or changed tasks due,
 *     follow-ups, a new digest hour or zone) get their digest moment in the user's zone;
 *  2. claim and enqueue: what is due (`fire_at <= now`, not yet enqueued) is marked enqueued in the same
 *     statement that reads it (`UPDATE … WHERE enqueued_at IS NULL … RETURNING`), so two overlapping runs
 *     never enqueue an item twice (SQLite runs one write at a time); then it goes to the queue, one message per item or one digest per user.
 * If the queue refuses a batch, its claims are released for the next run: nothing is dropped.
 */

import { and, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { allRows } from "../../db/rows";
import { dueItems, notificationSettings, users } from "../../db/schema";
import { sqlBatch } from "../../db/sql-batch";
import type { Deps } from "../../deps";
import type { PushUnit } from "./push.server";
import { DEFAULT_DIGEST_HOUR, isDigestKind } from "./settings.server";
import { calendarDayOf, digestFireAt } from "./times";

/** What the queue carries: one item, or one user's digest items. */
export type ReminderMessage =
  | { type: "item"; id: string; fireAt: number }
  | { type: "digest"; userId: string; items: { id: string; fireAt: number }[] }
  /** The pushes still owed for reminders already shown and emailed (docs/decisions/060-web-push.md). */
  | { type: "push"; userId: string; units: PushUnit[] };

/** The producer binding's part we use (a Cloudflare Queue, or a test's recorder). */
export type ReminderQueue = { sendBatch(messages: Iterable<MessageSendRequest<ReminderMessage>>): Promise<unknown> };

/**
 * Digest items placed per statement (and at most maxRounds statements); the claim takes what fell due in
 * slices of sliceMs from the oldest waiting item, at most maxRounds slices per run; messages per sendBatch.
 */
export const REMINDER_RUN = { chunk: 500, maxRounds: 48, sliceMs: 60 * 60_000, queueBatch: 100 } as const;

export type ReminderRunReport = { placed: number; enqueued: number; messages: number; released: number };

export async function runReminderCron(deps: Deps, queue: ReminderQueue, now: Date): Promise<ReminderRunReport> {
  const report: ReminderRunReport = { placed: 0, enqueued: 0, messages: 0, released: 0 };
  const at = now.getTime();

  for (let round = 0; round < REMINDER_RUN.maxRounds; round++) {
    // drizzle's builders cannot name an index: the statement is `sql` over the schema's tables and columns.
    const unplaced = await allRows(
      deps.db,
      { id: dueItems.id, anchor: dueItems.anchor, tz: users.timeZone, hour: notificationSettings.digestHour },
      (columns) => sql`
        SELECT ${columns} FROM ${dueItems} INDEXED BY due_items_unscheduled_idx
        JOIN ${users} ON ${eq(users.id, dueItems.userId)}
        LEFT JOIN ${notificationSettings} ON ${eq(notificationSettings.userId, dueItems.userId)}
        WHERE ${isNull(dueItems.fireAt)} LIMIT ${REMINDER_RUN.chunk}`,
    );
    if (!unplaced.length) break;
    await sqlBatch(
      deps.db,
      unplaced.map((row) =>
        deps.db
          .update(dueItems)
          .set({ fireAt: digestFireAt(calendarDayOf(row.anchor, row.tz), row.hour ?? DEFAULT_DIGEST_HOUR, row.tz, at) })
          .where(and(eq(dueItems.id, row.id), isNull(dueItems.fireAt), eq(dueItems.anchor, row.anchor)))
          .getSQL(),
      ),
    );
    report.placed += unplaced.length;
    if (unplaced.length < REMINDER_RUN.chunk) break;
  }

  // Claimed by time slices from the oldest waiting item: one slice in normal running (what fell due since
  // the last run), bounded slices through a backlog (after an outage), so no statement grows without end.
  const waiting = and(isNull(dueItems.enqueuedAt), isNotNull(dueItems.fireAt));
  for (let round = 0; round < REMINDER_RUN.maxRounds; round++) {
    const [first] = await allRows(
      deps.db,
      { fireAt: dueItems.fireAt },
      (columns) => sql`
        SELECT ${columns} FROM ${dueItems} INDEXED BY due_items_due_idx
        WHERE ${waiting} ORDER BY ${dueItems.fireAt} LIMIT 1`,
    );
    const oldest = first?.fireAt ?? null;
    if (oldest === null || oldest > at) break;
    const upto = Math.min(at, oldest + REMINDER_RUN.sliceMs);
    const claimed = await allRows(
      deps.db,
      { id: dueItems.id, userId: dueItems.userId, kind: dueItems.kind, fireAt: dueItems.fireAt },
      (columns) => sql`
        UPDATE ${dueItems} INDEXED BY due_items_due_idx SET ${sql.identifier(dueItems.enqueuedAt.name)} = ${at}
        WHERE ${waiting} AND ${lte(dueItems.fireAt, upto)}
        RETURNING ${columns}`,
    );
    report.enqueued += claimed.length;
    const messages: ReminderMessage[] = [];
    const digests = new Map<string, { id: string; fireAt: number }[]>();
    for (const row of claimed) {
      const fireAt = row.fireAt as number;
      if (isDigestKind(row.kind)) {
        const list = digests.get(row.userId) ?? [];
        list.push({ id: row.id, fireAt });
        digests.set(row.userId, list);
      } else {
        messages.push({ type: "item", id: row.id, fireAt });
      }
    }
    for (const [userId, items] of digests) messages.push({ type: "digest", userId, items });
    for (let i = 0; i < messages.length; i += REMINDER_RUN.queueBatch) {
      const slice = messages.slice(i, i + REMINDER_RUN.queueBatch);
      try {
        await queue.sendBatch(slice.map((body) => ({ body, contentType: "json" as const })));
        report.messages += slice.length;
      } catch (cause) {
        console.error("Reminder queue refused a batch; its items are released for the next run", cause);
        const ids = slice.flatMap((m) =>
          m.type === "item" ? [m.id] : m.type === "digest" ? m.items.map((x) => x.id) : [],
        );
        await sqlBatch(
          deps.db,
          ids.map((id) =>
            deps.db
              .update(dueItems)
              .set({ enqueuedAt: null })
              .where(and(eq(dueItems.id, id), eq(dueItems.enqueuedAt, at)))
              .getSQL(),
          ),
        );
        report.released += ids.length;
      }
    }
    if (upto === at) break;
  }
  return report;
}
