/**
 * The queue's consumer (docs/decisions/036-reminders.md). For each message it checks every item again
 * (still there, still at the time it was enqueued for, its task still open, its interview still ahead…),
 * claims what it sends (`sent_at`, conditional, so a redelivered or duplicated message sends nothing),
 * writes the in-app notification (one per item, `dedupe_key`), then emails and pushes to the user's devices
 * (docs/decisions/060-web-push.md). What each reminder reached is recorded per target (`reminder_deliveries`:
 * each email as it is sent, each device as it accepts); a failed email releases the claim and the message is
 * retried with a delay, and the retry sends only to the targets not reached yet; after the queue's last retry
 * it goes to the dead-letter queue, whose consumer marks the items failed and logs them. A push service's
 * 429/5xx holds nothing back: the items are sent once the app and the email are, and the pushes still owed go
 * in a `push` message of their own, retried within the queue's usual delays.
 */
import { addDays, dateOnlyValue, formatDate } from "@core/dates";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  contacts,
  dueItems,
  inboxMessages,
  interviews,
  jobs,
  notificationSettings,
  offers,
  plans,
  reminderDeliveries,
  tasks,
  users,
} from "../../db/schema";
import { sqlBatch } from "../../db/sql-batch";
import type { Deps } from "../../deps";
import { inboxArrivalOf } from "../inbox/arrival";
import { insertReminderDeliveries } from "../writes.server";
import {
  contentFor,
  digestEmail,
  type FiredContent,
  itemEmail,
  renderContent,
  type SourceFacts,
} from "./content.server";
import type { ReminderMessage, ReminderQueue } from "./cron.server";
import { insertNotification } from "./inbox.server";
import { type PushUnit, pushReminders } from "./push.server";
import { isDigestKind, type NotificationSettings, settingKindOf, settingsFromRow } from "./settings.server";
import { calendarDayOf, digestMoment, localDay } from "./times";

const HOUR_MS = 3_600_000;
/** A task reminder later than this (the cron was down) is not sent any more. */
export const STALE_REMINDER_MS = 24 * HOUR_MS;

type DueRow = typeof dueItems.$inferSelect;
type UserRow = { id: string; email: string; name: string; timeZone: string; planEndsAt: number | null; plan: string };

export type Delivery = { sent: number; skipped: number; emailed: boolean };

/** The longest a retry waits: 15 minutes, a push service's Retry-After included. */
export const MAX_RETRY_DELAY_SECONDS = 900;
/** Retry delay after the nth failed attempt: 30 s, 60 s, 120 s… capped at 15 minutes. */
export const retryDelaySeconds = (attempts: number) =>
  Math.min(MAX_RETRY_DELAY_SECONDS, 30 * 2 ** Math.max(0, attempts - 1));
/** A push service's Retry-After is honoured within the queue's usual delays (never more than 15 minutes). */
const pushRetryDelay = (attempts: number, asked = 0) =>
  Math.min(MAX_RETRY_DELAY_SECONDS, Math.max(asked, retryDelaySeconds(attempts)));

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
      const asked = cause instanceof PushRetry ? cause.retryAfter : 0;
      message.retry({ delaySeconds: pushRetryDelay(message.attempts, asked) });
    }
  }
}

/** The dead-letter queue's consumer: what could not be sent is marked failed and logged, never dropped silently. */
export async function consumeDeadReminders(deps: Deps, batch: MessageBatch<ReminderMessage>): Promise<void> {
  for (const message of batch.messages) {
    const items = itemsOf(message.body);
    if (message.body.type === "push") {
      // The reminders were shown and emailed already: only some devices never took the push.
      console.error(
        `Reminder ${describe(message.body)} not accepted by every device after ${message.attempts} attempts`,
      );
      message.ack();
      continue;
    }
    try {
      await sqlBatch(
        deps.db,
        items.map((item) =>
          deps.db
            .update(dueItems)
            .set({ status: "failed", error: `Email not sent after ${message.attempts} attempts` })
            .where(and(eq(dueItems.id, item.id), eq(dueItems.fireAt, item.fireAt), isNull(dueItems.sentAt)))
            .getSQL(),
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
  if (body.type === "push") return [];
  return body.type === "item" ? [{ id: body.id, fireAt: body.fireAt }] : body.items;
}

function describe(body: ReminderMessage): string {
  if (body.type === "push") return `pushes of ${body.userId} (${body.units.length})`;
  return body.type === "item" ? body.id : `digest of ${body.userId} (${body.items.length} items)`;
}

/**
 * Delivers one message; throws when the email could not be sent (the claim is released first), or, for a `push`
 * message, when a push service asked again for a retry.
 */
export async function deliverMessage(deps: Deps, body: ReminderMessage, queue: ReminderQueue): Promise<Delivery> {
  if (body.type === "push") {
    const round = await pushReminders(deps, body.userId, body.units);
    if (round.retry) throw new PushRetry(round.retryAfter);
    return { sent: 0, skipped: 0, emailed: false };
  }
  const wanted = itemsOf(body).slice(0, 500);
  if (!wanted.length) return { sent: 0, skipped: 0, emailed: false };
  const now = deps.now().getTime();
  const dueRows = await deps.db
    .select()
    .from(dueItems)
    .where(
      inArray(
        dueItems.id,
        wanted.map((w) => w.id),
      ),
    );
  const byId = new Map(dueRows.map((r) => [r.id, r]));
  // Only what is still enqueued for the time this message carries, and not sent yet.
  const current = wanted
    .map((w) => byId.get(w.id))
    .filter((r): r is DueRow => !!r && r.fireAt === wanted.find((w) => w.id === r.id)?.fireAt)
    .filter((r) => r.enqueuedAt !== null && r.sentAt === null && r.status === "pending");
  if (!current.length) return { sent: 0, skipped: 0, emailed: false };
  const userId = current[0].userId;
  const mine = current.filter((r) => r.userId === userId);

  const [userRows, settingsRows] = await deps.db.batch([
    deps.db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        timeZone: users.timeZone,
        planEndsAt: users.planEndsAt,
        plan: sql<string>`${plans.name}`.as("plan"),
      })
      .from(users)
      .innerJoin(plans, eq(plans.id, users.currentPlanId))
      .where(eq(users.id, userId)),
    deps.db
      .select({
        emailEnabled: notificationSettings.emailEnabled,
        digestMode: notificationSettings.digestMode,
        digestHour: notificationSettings.digestHour,
        kinds: notificationSettings.kinds,
      })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId)),
  ]);
  if (!userRows[0]) return { sent: 0, skipped: 0, emailed: false };
  const user: UserRow = { ...userRows[0], planEndsAt: userRows[0].planEndsAt?.getTime() ?? null };
  const settings = settingsFromRow(settingsRows[0]);

  // A digest for someone who wants separate emails: one message per item, sent on their own.
  if (body.type === "digest" && settings.digestMode === "separate" && mine.length > 1) {
    await queue.sendBatch(
      mine.map((r) => ({
        body: { type: "item", id: r.id, fireAt: r.fireAt as number },
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
    const wanted = channels.inApp || (channels.email && settings.emailEnabled) || (channels.push && !!deps.push);
    if (!fact || !wanted) skipped.push(row);
    else fired.push({ row, content: contentFor(fact, user.timeZone) });
  }

  // The claim: only the first delivery of an item at this time gets its row back.
  const claimResults = await sqlBatch(deps.db, [
    ...fired.map(({ row }) =>
      deps.db
        .update(dueItems)
        .set({ sentAt: now, status: "sent" })
        .where(and(eq(dueItems.id, row.id), eq(dueItems.fireAt, row.fireAt as number), isNull(dueItems.sentAt)))
        .returning({ id: dueItems.id })
        .getSQL(),
    ),
    ...skipped.map((row) =>
      deps.db
        .update(dueItems)
        .set({ sentAt: now, status: "skipped" })
        .where(and(eq(dueItems.id, row.id), eq(dueItems.fireAt, row.fireAt as number), isNull(dueItems.sentAt)))
        .getSQL(),
    ),
  ]);
  const claimed = fired.filter((_, i) => claimResults[i].results.length > 0);
  if (!claimed.length) return { sent: 0, skipped: skipped.length, emailed: false };

  // A forwarded email was told in the app when it arrived (worker/domain/inbox/after-receive.server.ts).
  const inApp = claimed.filter(
    ({ row }) => row.kind !== "inbox_message" && settings.kinds[settingKindOf(row.kind)].inApp,
  );
  if (inApp.length) {
    await sqlBatch(
      deps.db,
      inApp.map(({ row, content }) =>
        insertNotification(deps, {
          userId,
          kind: content.kind,
          title: content.title,
          message: content.message,
          link: content.link,
          dedupeKey: `${row.id}@${row.fireAt}`,
          createdAt: new Date(now),
        }),
      ),
    );
  }

  // What an earlier delivery of this message reached already (a retry after one channel failed).
  const keyOf = (row: DueRow) => `${row.id}@${row.fireAt}`;
  const emailed = await deps.db
    .select({ dedupeKey: reminderDeliveries.dedupeKey })
    .from(reminderDeliveries)
    .where(
      and(
        eq(reminderDeliveries.userId, userId),
        eq(reminderDeliveries.target, "email"),
        inArray(
          reminderDeliveries.dedupeKey,
          claimed.map(({ row }) => keyOf(row)),
        ),
      ),
    );
  const alreadyEmailed = new Set(emailed.map((e) => e.dedupeKey));
  const toEmail = settings.emailEnabled
    ? claimed.filter(({ row }) => settings.kinds[settingKindOf(row.kind)].email && !alreadyEmailed.has(keyOf(row)))
    : [];
  const asDigest = body.type === "digest" && settings.digestMode === "digest";
  let failure: unknown = null;
  let didEmail = false;
  if (toEmail.length) {
    const recipient = { userId, email: user.email, name: user.name };
    // Each email is recorded as soon as it is sent: a retry after the second of three failed sends only the rest.
    const sentEmail = (rows: DueRow[]) =>
      sqlBatch(
        deps.db,
        insertReminderDeliveries(
          userId,
          rows.map((row) => ({ dedupeKey: keyOf(row), target: "email" })),
          now,
        ),
      );
    try {
      if (asDigest) {
        const day = localDay(toEmail[0].row.fireAt as number, user.timeZone);
        const dayLabel = formatDate(new Date(digestMoment(day, 12, user.timeZone)), user.timeZone);
        await deps.email.send(
          digestEmail(
            deps,
            recipient,
            dayLabel,
            toEmail.map((x) => x.content),
          ),
        );
        didEmail = true;
        await sentEmail(toEmail.map((x) => x.row));
      } else {
        for (const { row, content } of toEmail) {
          await deps.email.send(itemEmail(deps, recipient, row.kind, content));
          didEmail = true;
          await sentEmail([row]);
        }
      }
    } catch (cause) {
      failure = cause;
    }
  }

  // Push (docs/decisions/060-web-push.md): each device once per reminder, recorded as it accepts.
  const toPush = deps.push ? claimed.filter(({ row }) => settings.kinds[settingKindOf(row.kind)].push) : [];
  let owed: { units: PushUnit[]; retryAfter?: number } | null = null;
  if (toPush.length) {
    const units: PushUnit[] =
      asDigest && toPush.length > 1
        ? [digestPush(toPush, user.timeZone, deps.now())]
        : toPush.map(({ row, content }) => itemPush(row, content, deps.now()));
    try {
      const round = await pushReminders(deps, userId, units);
      if (round.retry) owed = { units, retryAfter: round.retryAfter };
    } catch (cause) {
      console.error(`Pushes of ${userId} failed; to retry`, cause);
      owed = { units };
    }
  }

  // The pushes still owed go on their own (a push service's 429/5xx holds back neither the items nor the email).
  if (owed && !failure) {
    try {
      await queue.sendBatch([
        {
          body: { type: "push", userId, units: owed.units },
          contentType: "json",
          delaySeconds: pushRetryDelay(1, owed.retryAfter),
        },
      ]);
    } catch (cause) {
      failure = cause;
    }
  }

  if (failure) {
    // Released for the retry: the notification stays (its dedupe key keeps it one), and what was emailed or
    // pushed is recorded, so the next delivery sends only what is missing.
    await sqlBatch(
      deps.db,
      claimed.map(({ row }) =>
        deps.db
          .update(dueItems)
          .set({ sentAt: null, status: "pending" })
          .where(and(eq(dueItems.id, row.id), eq(dueItems.fireAt, row.fireAt as number), eq(dueItems.sentAt, now)))
          .getSQL(),
      ),
    );
    throw failure;
  }

  await rearmOverdue(deps, claimed, settings, user.timeZone);
  return { sent: claimed.length, skipped: skipped.length, emailed: didEmail };
}

/** A push service asked again to be tried later (429, 5xx) or could not be reached: the `push` message is retried. */
export class PushRetry extends Error {
  constructor(readonly retryAfter?: number) {
    super("A push service asked for a retry");
  }
}

/** One reminder's system notification: its title and message in the account's zone, a tap opens its page. */
function itemPush(row: DueRow, content: FiredContent, now: Date): PushUnit {
  const shown = renderContent(content, content.timeZone, now);
  return {
    keys: [`${row.id}@${row.fireAt}`],
    content: { title: shown.title, body: shown.message, url: shown.link, tag: row.id },
  };
}

/** The daily digest as one notification: how many items, the first titles, a tap opens the notifications. */
function digestPush(items: { row: DueRow; content: FiredContent }[], tz: string, now: Date): PushUnit {
  const titles = items.map(({ content }) => renderContent(content, content.timeZone, now).title);
  const day = localDay(items[0].row.fireAt as number, tz);
  return {
    keys: items.map(({ row }) => `${row.id}@${row.fireAt}`),
    content: {
      title: `Your Offerpath day: ${items.length} items`,
      body: titles.join(" · "),
      url: "/notifications",
      tag: `digest:${day}`,
    },
  };
}

/** An open task stays in the digest as overdue: its item is placed again at the next day's digest. */
async function rearmOverdue(
  deps: Deps,
  claimed: { row: DueRow }[],
  settings: NotificationSettings,
  tz: string,
): Promise<void> {
  const due = claimed.filter(({ row }) => row.kind === "task_due");
  if (!due.length) return;
  await sqlBatch(
    deps.db,
    due.map(({ row }) => {
      const fireAt = row.fireAt as number;
      const next = digestMoment(addDays(localDay(fireAt, tz), 1), settings.digestHour, tz);
      return deps.db
        .update(dueItems)
        .set({ fireAt: next, enqueuedAt: null, sentAt: null, status: "pending" })
        .where(and(eq(dueItems.id, row.id), eq(dueItems.fireAt, fireAt), eq(dueItems.status, "sent")))
        .getSQL();
    }),
  );
}

/** Each item's source as it is now; an item whose source no longer asks for it is left out (skipped). */
async function loadFacts(deps: Deps, rows: DueRow[], user: UserRow, now: number): Promise<Map<string, SourceFacts>> {
  const tz = user.timeZone;
  const idsOf = (match: (kind: DueRow["kind"]) => boolean) => rows.filter((r) => match(r.kind)).map((r) => r.sourceId);
  const taskIds = idsOf((kind) => kind === "task_reminder" || kind === "task_due");
  const interviewIds = idsOf((kind) => kind.startsWith("interview"));
  const contactIds = idsOf((kind) => kind === "contact_follow_up");
  const messageIds = idsOf((kind) => kind === "inbox_message");
  const offerIds = idsOf((kind) => kind === "offer_deadline_eve" || kind === "offer_deadline_day");
  const [taskRows, interviewRows, contactRows, messageRows, offerRows] = await deps.db.batch([
    deps.db
      .select({
        id: tasks.id,
        title: tasks.title,
        status: tasks.status,
        dueDate: tasks.dueDate,
        reminder: tasks.reminder,
      })
      .from(tasks)
      .where(and(eq(tasks.userId, user.id), inArray(tasks.id, taskIds))),
    deps.db
      .select({
        id: interviews.id,
        jobId: interviews.jobId,
        date: interviews.date,
        interviewType: interviews.interviewType,
        withPerson: interviews.withPerson,
        followUpDate: interviews.followUpDate,
        company: jobs.company,
        position: jobs.position,
      })
      .from(interviews)
      .innerJoin(jobs, eq(jobs.id, interviews.jobId))
      .where(and(eq(interviews.userId, user.id), inArray(interviews.id, interviewIds))),
    deps.db
      .select({ id: contacts.id, name: contacts.name, company: contacts.company, followUpDate: contacts.followUpDate })
      .from(contacts)
      .where(and(eq(contacts.userId, user.id), inArray(contacts.id, contactIds))),
    deps.db
      .select()
      .from(inboxMessages)
      .where(and(eq(inboxMessages.userId, user.id), inArray(inboxMessages.id, messageIds))),
    deps.db
      .select({
        id: offers.id,
        jobId: offers.jobId,
        deadline: offers.deadline,
        company: jobs.company,
        position: jobs.position,
      })
      .from(offers)
      .innerJoin(jobs, and(eq(jobs.id, offers.jobId), eq(jobs.userId, offers.userId)))
      .where(and(eq(offers.userId, user.id), inArray(offers.id, offerIds))),
  ]);
  const ms = (date: Date | null) => date?.getTime() ?? null;
  const taskById = new Map(taskRows.map((t) => [t.id, { ...t, dueDate: ms(t.dueDate), reminder: ms(t.reminder) }]));
  const interviewById = new Map(
    interviewRows.map((i) => [i.id, { ...i, date: i.date.getTime(), followUpDate: ms(i.followUpDate) }]),
  );
  const contactById = new Map(contactRows.map((c) => [c.id, { ...c, followUpDate: ms(c.followUpDate) }]));
  const messageById = new Map(messageRows.map((m) => [m.id, m]));
  const offerById = new Map(offerRows.map((o) => [o.id, o]));

  const facts = new Map<string, SourceFacts>();
  for (const row of rows) {
    const fireAt = row.fireAt as number;
    const digestDay = isDigestKind(row.kind) ? localDay(fireAt, tz) : "";
    switch (row.kind) {
      case "task_reminder": {
        const t = taskById.get(row.sourceId);
        if (!t || t.status === "completed" || t.status === "cancelled" || t.reminder !== row.anchor) break;
        if (now - fireAt > STALE_REMINDER_MS) break;
        facts.set(row.id, { kind: "task_reminder", taskId: t.id, title: t.title, due: t.dueDate, overdue: false });
        break;
      }
      case "task_due": {
        const t = taskById.get(row.sourceId);
        if (!t || t.status === "completed" || t.status === "cancelled" || t.dueDate !== row.anchor) break;
        const dueDay = calendarDayOf(t.dueDate, tz);
        if (dueDay > digestDay) break;
        facts.set(row.id, {
          kind: "task_due",
          taskId: t.id,
          title: t.title,
          due: t.dueDate,
          overdue: dueDay < digestDay,
        });
        break;
      }
      case "interview_24h":
      case "interview_2h":
      case "interview_follow_up": {
        const i = interviewById.get(row.sourceId);
        if (!i) break;
        if (row.kind === "interview_follow_up") {
          if (i.followUpDate !== row.anchor || calendarDayOf(i.followUpDate, tz) !== digestDay) break;
        } else {
          if (i.date !== row.anchor || i.date <= now) break;
          // The 24-hour reminder of an interview less than 2 hours away is left to the 2-hour one.
          if (row.kind === "interview_24h" && i.date - now <= 2 * HOUR_MS) break;
        }
        facts.set(row.id, {
          kind: row.kind,
          jobId: i.jobId,
          company: i.company,
          position: i.position,
          date: i.date,
          interviewType: i.interviewType,
          withPerson: i.withPerson,
        });
        break;
      }
      case "contact_follow_up": {
        const c = contactById.get(row.sourceId);
        if (!c || c.followUpDate !== row.anchor || calendarDayOf(c.followUpDate, tz) !== digestDay) break;
        facts.set(row.id, { kind: "contact_follow_up", contactId: c.id, name: c.name, company: c.company });
        break;
      }
      case "inbox_message": {
        // As it stands at the digest; a message the user deleted meanwhile is not mentioned.
        const m = messageById.get(row.sourceId);
        if (m) facts.set(row.id, inboxArrivalOf(m));
        break;
      }
      case "offer_deadline_eve":
      case "offer_deadline_day": {
        // Still that deadline, and the item fires on its own day (the day before, or the day) in the user's
        // zone: one placed past its day (added after that morning's digest hour) says nothing late.
        const o = offerById.get(row.sourceId);
        if (!o?.deadline) break;
        const day = dateOnlyValue(new Date(row.anchor));
        const expected = row.kind === "offer_deadline_eve" ? addDays(o.deadline, -1) : o.deadline;
        if (day !== expected || localDay(fireAt, tz) !== day) break;
        facts.set(row.id, {
          kind: row.kind,
          jobId: o.jobId,
          company: o.company,
          position: o.position,
          deadline: o.deadline,
        });
        break;
      }
      case "plan_end": {
        if (user.planEndsAt !== row.anchor || row.anchor <= now || user.plan === "free") break;
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
