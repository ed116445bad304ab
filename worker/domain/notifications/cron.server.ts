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
import type { DueItemKind } from "../../db/schema";
import type { Deps } from "../../deps";
import { DEFAULT_DIGEST_HOUR, isDigestKind } from "./settings.server";
import { calendarDayOf, digestFireAt } from "./times";

/** What the queue carries: one item, or one user's digest items. */
export type ReminderMessage =
  | { type: "item"; id: string; fireAt: number }
  | { type: "digest"; userId: string; items: { id: string; fireAt: number }[] };

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
  const d1 = deps.db.$client;
  const at = now.getTime();

  for (let round = 0; round < REMINDER_RUN.maxRounds; round++) {
    const { results } = await d1
      .prepare(
        `SELECT d.id, d.kind, d.anchor, u.time_zone AS tz, s.digest_hour AS hour
         FROM due_items d INDEXED BY due_items_unscheduled_idx
         JOIN users u ON u.id = d.user_id
         LEFT JOIN notification_settings s ON s.user_id = d.user_id
         WHERE d.fire_at IS NULL LIMIT ?`,
      )
      .bind(REMINDER_RUN.chunk)
      .all<{ id: string; kind: DueItemKind; anchor: number; tz: string; hour: number | null }>();
    if (!results.length) break;
    await d1.batch(
      results.map((row) =>
        d1
          .prepare("UPDATE due_items SET fire_at = ? WHERE id = ? AND fire_at IS NULL AND anchor = ?")
          .bind(
            digestFireAt(calendarDayOf(row.anchor, row.tz), row.hour ?? DEFAULT_DIGEST_HOUR, row.tz, at),
            row.id,
            row.anchor,
          ),
      ),
    );
    report.placed += results.length;
    if (results.length < REMINDER_RUN.chunk) break;
  }

  // Claimed by time slices from the oldest waiting item: one slice in normal running (what fell due since
  // the last run), bounded slices through a backlog (after an outage), so no statement grows without end.
  for (let round = 0; round < REMINDER_RUN.maxRounds; round++) {
    const oldest = await d1
      .prepare(
        `SELECT fire_at FROM due_items INDEXED BY due_items_due_idx
         WHERE enqueued_at IS NULL AND fire_at IS NOT NULL ORDER BY fire_at LIMIT 1`,
      )
      .first<number>("fire_at");
    if (oldest === null || oldest > at) break;
    const upto = Math.min(at, oldest + REMINDER_RUN.sliceMs);
    const { results: claimed } = await d1
      .prepare(
        `UPDATE due_items INDEXED BY due_items_due_idx SET enqueued_at = ?1
         WHERE enqueued_at IS NULL AND fire_at IS NOT NULL AND fire_at <= ?2
         RETURNING id, user_id, kind, fire_at`,
      )
      .bind(at, upto)
      .all<{ id: string; user_id: string; kind: DueItemKind; fire_at: number }>();
    report.enqueued += claimed.length;
    const messages: ReminderMessage[] = [];
    const digests = new Map<string, { id: string; fireAt: number }[]>();
    for (const row of claimed) {
      if (isDigestKind(row.kind)) {
        const list = digests.get(row.user_id) ?? [];
        list.push({ id: row.id, fireAt: row.fire_at });
        digests.set(row.user_id, list);
      } else {
        messages.push({ type: "item", id: row.id, fireAt: row.fire_at });
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
        const ids = slice.flatMap((m) => (m.type === "item" ? [m.id] : m.items.map((x) => x.id)));
        await d1.batch(
          ids.map((id) =>
            d1.prepare("UPDATE due_items SET enqueued_at = NULL WHERE id = ? AND enqueued_at = ?").bind(id, at),
          ),
        );
        report.released += ids.length;
      }
    }
    if (upto === at) break;
  }
  return report;
}
