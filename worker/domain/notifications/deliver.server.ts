/**
 * The queue's consumer (docs/decisions/036-reminders.md). For each message it checks every item again
 * (still there, still at the time it was enqueued for, its task still open, its interview still ahead…),
 * claims what it sends (`sent_at`, conditional, so a redelivered or duplicated message sends nothing),
 * writes the in-app notification (one per item, `dedupe_key`), then emails. A failed email releases the
 * claim and the message is retried with a delay; after the queue's last retry it goes to the dead-letter
 * queue, whose consumer marks the items failed and logs them.
 */
import { addDays, formatDate } from "@core/dates";
import type { DueItemKind } from "../../db/schema";
import type { Deps } from "../../deps";
import { newId } from "../../lib/ids";
import { contentFor, digestEmail, type FiredContent, itemEmail, type SourceFacts } from "./content.server";
import type { ReminderMessage, ReminderQueue } from "./cron.server";
import { isDigestKind, type NotificationSettings, settingKindOf, settingsFromRow } from "./settings.server";
import { calendarDayOf, digestMoment, localDay } from "./times";

const HOUR_MS = 3_600_000;
/** A task reminder later than this (the cron was down) is not sent any more. */
export const STALE_REMINDER_MS = 24 * HOUR_MS;

type DueRow = {
  id: string;
  user_id: string;
  kind: DueItemKind;
  source_id: string;
  anchor: number;
  fire_at: number | null;
  enqueued_at: number | null;
  sent_at: number | null;
  status: string;
};
type UserRow = {
  id: string;
  email: string;
  name: string;
  time_zone: string;
  plan_ends_at: number | null;
  plan: string;
};

export type Delivery = { sent: number; skipped: number; emailed: boolean };

/** Retry delay after the nth failed attempt: 30 s, 60 s, 120 s… capped at 15 minutes. */
export const retryDelaySeconds = (attempts: number) => Math.min(900, 30 * 2 ** Math.max(0, attempts - 1));

/** Handles one batch of the reminders queue: each message on its own, acked or retried, never thrown. */
export async function consumeReminderBatch(
  deps: Deps,
  batch: MessageBatch<ReminderMessage>,
  queue: ReminderQueue,
): Promise<void> {
  for (const message of batch.messages) {
    try {
      await deliverMessage(deps, message.body, queue);
      message.ack();
    } catch (cause) {
      console.error(`Reminder ${describe(message.body)} failed (attempt ${message.attempts}); retrying`, cause);
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}

/** The dead-letter queue's consumer: what could not be sent is marked failed and logged, never dropped silently. */
export async function consumeDeadReminders(deps: Deps, batch: MessageBatch<ReminderMessage>): Promise<void> {
  const d1 = deps.db.$client;
  for (const message of batch.messages) {
    const items = itemsOf(message.body);
    try {
      await d1.batch(
        items.map((item) =>
          d1
            .prepare(
              "UPDATE due_items SET status = 'failed', error = ? WHERE id = ? AND fire_at = ? AND sent_at IS NULL",
            )
            .bind(`Email not sent after ${message.attempts} attempts`, item.id, item.fireAt),
        ),
      );
      console.error(`Reminder ${describe(message.body)} dead-lettered after ${message.attempts} attempts`);
      message.ack();
    } catch (cause) {
      console.error(`Dead reminder ${describe(message.body)} could not be recorded`, cause);
      message.retry();
    }
  }
}

function itemsOf(body: ReminderMessage): { id: string; fireAt: number }[] {
  return body.type === "item" ? [{ id: body.id, fireAt: body.fireAt }] : body.items;
}

function describe(body: ReminderMessage): string {
  return body.type === "item" ? body.id : `digest of ${body.userId} (${body.items.length} items)`;
}

/** Delivers one message; throws when the email could not be sent (the claim is released first). */
export async function deliverMessage(deps: Deps, body: ReminderMessage, queue: ReminderQueue): Promise<Delivery> {
  const d1 = deps.db.$client;
  const wanted = itemsOf(body).slice(0, 500);
  if (!wanted.length) return { sent: 0, skipped: 0, emailed: false };
  const now = deps.now().getTime();
  const ids = wanted.map((w) => w.id);
  const marks = ids.map(() => "?").join(",");
  const [dueResult] = await d1.batch([d1.prepare(`SELECT * FROM due_items WHERE id IN (${marks})`).bind(...ids)]);
  const byId = new Map((dueResult.results as DueRow[]).map((r) => [r.id, r]));
  // Only what is still enqueued for the time this message carries, and not sent yet.
  const current = wanted
    .map((w) => byId.get(w.id))
    .filter((r): r is DueRow => !!r && r.fire_at === wanted.find((w) => w.id === r.id)?.fireAt)
    .filter((r) => r.enqueued_at !== null && r.sent_at === null && r.status === "pending");
  if (!current.length) return { sent: 0, skipped: 0, emailed: false };
  const userId = current[0].user_id;
  const mine = current.filter((r) => r.user_id === userId);

  const [userResult, settingsResult] = await d1.batch([
    d1
      .prepare(
        `SELECT u.id, u.email, u.name, u.time_zone, u.plan_ends_at, p.name AS plan
         FROM users u JOIN plans p ON p.id = u.current_plan_id WHERE u.id = ?`,
      )
      .bind(userId),
    d1
      .prepare("SELECT email_enabled, digest_mode, digest_hour, kinds FROM notification_settings WHERE user_id = ?")
      .bind(userId),
  ]);
  const user = userResult.results[0] as UserRow | undefined;
  if (!user) return { sent: 0, skipped: 0, emailed: false };
  const settingsRow = settingsResult.results[0] as
    | { email_enabled: number; digest_mode: "digest" | "separate"; digest_hour: number; kinds: string }
    | undefined;
  const settings = settingsFromRow(
    settingsRow && {
      emailEnabled: !!settingsRow.email_enabled,
      digestMode: settingsRow.digest_mode,
      digestHour: settingsRow.digest_hour,
      kinds: JSON.parse(settingsRow.kinds || "{}"),
    },
  );

  // A digest for someone who wants separate emails: one message per item, sent on their own.
  if (body.type === "digest" && settings.digestMode === "separate" && mine.length > 1) {
    await queue.sendBatch(
      mine.map((r) => ({
        body: { type: "item", id: r.id, fireAt: r.fire_at as number },
        contentType: "json" as const,
      })),
    );
    return { sent: 0, skipped: 0, emailed: false };
  }

  const facts = await loadFacts(deps, mine, user, now);
  const fired: { row: DueRow; content: FiredContent }[] = [];
  const skipped: DueRow[] = [];
  for (const row of mine) {
    const fact = facts.get(row.id);
    const channels = settings.kinds[settingKindOf(row.kind)];
    if (!fact || (!channels.inApp && !(channels.email && settings.emailEnabled))) skipped.push(row);
    else fired.push({ row, content: contentFor(fact, user.time_zone) });
  }

  // The claim: only the first delivery of an item at this time gets its row back.
  const claimResults = await d1.batch([
    ...fired.map(({ row }) =>
      d1
        .prepare(
          "UPDATE due_items SET sent_at = ?, status = 'sent' WHERE id = ? AND fire_at = ? AND sent_at IS NULL RETURNING id",
        )
        .bind(now, row.id, row.fire_at),
    ),
    ...skipped.map((row) =>
      d1
        .prepare(
          "UPDATE due_items SET sent_at = ?, status = 'skipped' WHERE id = ? AND fire_at = ? AND sent_at IS NULL",
        )
        .bind(now, row.id, row.fire_at),
    ),
  ]);
  const claimed = fired.filter((_, i) => claimResults[i].results.length > 0);
  if (!claimed.length) return { sent: 0, skipped: skipped.length, emailed: false };

  const inApp = claimed.filter(({ row }) => settings.kinds[settingKindOf(row.kind)].inApp);
  if (inApp.length) {
    await d1.batch(
      inApp.map(({ row, content }) =>
        d1
          .prepare(
            `INSERT INTO notifications (id, user_id, kind, title, message, link, dedupe_key, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_id, dedupe_key) DO NOTHING`,
          )
          .bind(
            newId(),
            userId,
            content.kind,
            content.title,
            content.message,
            content.link,
            `${row.id}@${row.fire_at}`,
            now,
          ),
      ),
    );
  }

  const toEmail = settings.emailEnabled
    ? claimed.filter(({ row }) => settings.kinds[settingKindOf(row.kind)].email)
    : [];
  let emailed = false;
  if (toEmail.length) {
    const recipient = { userId, email: user.email, name: user.name };
    const asDigest = body.type === "digest" && settings.digestMode === "digest";
    try {
      if (asDigest) {
        const day = localDay(toEmail[0].row.fire_at as number, user.time_zone);
        const dayLabel = formatDate(new Date(digestMoment(day, 12, user.time_zone)), user.time_zone);
        await deps.email.send(
          digestEmail(
            deps,
            recipient,
            dayLabel,
            toEmail.map((x) => x.content),
          ),
        );
      } else {
        for (const { row, content } of toEmail) await deps.email.send(itemEmail(deps, recipient, row.kind, content));
      }
      emailed = true;
    } catch (cause) {
      // Released for the retry: the notification stays (its dedupe key keeps it one).
      await d1.batch(
        toEmail.map(({ row }) =>
          d1
            .prepare(
              "UPDATE due_items SET sent_at = NULL, status = 'pending' WHERE id = ? AND fire_at = ? AND sent_at = ?",
            )
            .bind(row.id, row.fire_at, now),
        ),
      );
      throw cause;
    }
  }

  await rearmOverdue(deps, claimed, settings, user.time_zone);
  return { sent: claimed.length, skipped: skipped.length, emailed };
}

/** An open task stays in the digest as overdue: its item is placed again at the next day's digest. */
async function rearmOverdue(
  deps: Deps,
  claimed: { row: DueRow }[],
  settings: NotificationSettings,
  tz: string,
): Promise<void> {
  const d1 = deps.db.$client;
  const tasks = claimed.filter(({ row }) => row.kind === "task_due");
  if (!tasks.length) return;
  await d1.batch(
    tasks.map(({ row }) => {
      const next = digestMoment(addDays(localDay(row.fire_at as number, tz), 1), settings.digestHour, tz);
      return d1
        .prepare(
          `UPDATE due_items SET fire_at = ?, enqueued_at = NULL, sent_at = NULL, status = 'pending'
           WHERE id = ? AND fire_at = ? AND status = 'sent'`,
        )
        .bind(next, row.id, row.fire_at);
    }),
  );
}

/** Each item's source as it is now; an item whose source no longer asks for it is left out (skipped). */
async function loadFacts(deps: Deps, rows: DueRow[], user: UserRow, now: number): Promise<Map<string, SourceFacts>> {
  const d1 = deps.db.$client;
  const tz = user.time_zone;
  const taskIds = rows.filter((r) => r.kind === "task_reminder" || r.kind === "task_due").map((r) => r.source_id);
  const interviewIds = rows.filter((r) => r.kind.startsWith("interview")).map((r) => r.source_id);
  const contactIds = rows.filter((r) => r.kind === "contact_follow_up").map((r) => r.source_id);
  const list = (ids: string[]) => (ids.length ? ids : [""]);
  const marks = (ids: string[]) =>
    list(ids)
      .map(() => "?")
      .join(",");
  const [taskResult, interviewResult, contactResult] = await d1.batch([
    d1
      .prepare(
        `SELECT id, title, status, due_date, reminder FROM tasks WHERE user_id = ? AND id IN (${marks(taskIds)})`,
      )
      .bind(user.id, ...list(taskIds)),
    d1
      .prepare(
        `SELECT i.id, i.job_id, i.date, i.interview_type, i.with_person, i.follow_up_date, j.company, j.position
         FROM interviews i JOIN jobs j ON j.id = i.job_id WHERE i.user_id = ? AND i.id IN (${marks(interviewIds)})`,
      )
      .bind(user.id, ...list(interviewIds)),
    d1
      .prepare(
        `SELECT id, name, company, follow_up_date FROM contacts WHERE user_id = ? AND id IN (${marks(contactIds)})`,
      )
      .bind(user.id, ...list(contactIds)),
  ]);
  type Task = { id: string; title: string; status: string; due_date: number | null; reminder: number | null };
  type Interview = {
    id: string;
    job_id: string;
    date: number;
    interview_type: string;
    with_person: string;
    follow_up_date: number | null;
    company: string;
    position: string;
  };
  type Contact = { id: string; name: string; company: string; follow_up_date: number | null };
  const tasks = new Map((taskResult.results as Task[]).map((t) => [t.id, t]));
  const interviews = new Map((interviewResult.results as Interview[]).map((i) => [i.id, i]));
  const contacts = new Map((contactResult.results as Contact[]).map((c) => [c.id, c]));

  const facts = new Map<string, SourceFacts>();
  for (const row of rows) {
    const fireAt = row.fire_at as number;
    const digestDay = isDigestKind(row.kind) ? localDay(fireAt, tz) : "";
    switch (row.kind) {
      case "task_reminder": {
        const t = tasks.get(row.source_id);
        if (!t || t.status === "completed" || t.status === "cancelled" || t.reminder !== row.anchor) break;
        if (now - fireAt > STALE_REMINDER_MS) break;
        facts.set(row.id, { kind: "task_reminder", taskId: t.id, title: t.title, due: t.due_date, overdue: false });
        break;
      }
      case "task_due": {
        const t = tasks.get(row.source_id);
        if (!t || t.status === "completed" || t.status === "cancelled" || t.due_date !== row.anchor) break;
        const dueDay = calendarDayOf(t.due_date, tz);
        if (dueDay > digestDay) break;
        facts.set(row.id, {
          kind: "task_due",
          taskId: t.id,
          title: t.title,
          due: t.due_date,
          overdue: dueDay < digestDay,
        });
        break;
      }
      case "interview_24h":
      case "interview_2h":
      case "interview_follow_up": {
        const i = interviews.get(row.source_id);
        if (!i) break;
        if (row.kind === "interview_follow_up") {
          if (i.follow_up_date !== row.anchor || calendarDayOf(i.follow_up_date, tz) !== digestDay) break;
        } else {
          if (i.date !== row.anchor || i.date <= now) break;
          // The 24-hour reminder of an interview less than 2 hours away is left to the 2-hour one.
          if (row.kind === "interview_24h" && i.date - now <= 2 * HOUR_MS) break;
        }
        facts.set(row.id, {
          kind: row.kind,
          jobId: i.job_id,
          company: i.company,
          position: i.position,
          date: i.date,
          interviewType: i.interview_type,
          withPerson: i.with_person,
        });
        break;
      }
      case "contact_follow_up": {
        const c = contacts.get(row.source_id);
        if (!c || c.follow_up_date !== row.anchor || calendarDayOf(c.follow_up_date, tz) !== digestDay) break;
        facts.set(row.id, { kind: "contact_follow_up", contactId: c.id, name: c.name, company: c.company });
        break;
      }
      case "plan_end": {
        if (user.plan_ends_at !== row.anchor || row.anchor <= now || user.plan === "free") break;
        facts.set(row.id, { kind: "plan_end", endsAt: row.anchor, planName: capitalizePlan(user.plan) });
        break;
      }
    }
  }
  return facts;
}

function capitalizePlan(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
