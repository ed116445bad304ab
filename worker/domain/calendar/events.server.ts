/**
 * What a user's calendar shows, read with bounded queries on (owner, date) indexes: interviews (an hour
 * long, an alarm 2 hours before), interview and contact follow-ups (all-day), and open tasks at their due
 * date with their reminder as an alarm (docs/decisions/037-calendar-feed.md). Each kind reads from
 * `windowStart` on, at most FEED_LIMIT_PER_KIND rows (open tasks: per status), soonest first.
 */

import { calendarDayIn, DAY_MS } from "@core/dates";
import type { INTERVIEW_TYPES } from "@core/enums";
import { and, asc, eq, gte, inArray, isNotNull, isNull } from "drizzle-orm";
import { contacts, interviews, jobs, tasks } from "../../db/schema";
import type { Deps } from "../../deps";
import { followUpColumns } from "../contacts.server";
import type { CalendarEvent } from "./ics";

/** How far back the feed reaches: calendars keep what they saw, the feed only needs the recent past. */
export const FEED_DAYS_BACK = 90;
/** The most items of each kind one feed carries (a hard bound on a poll's reads). */
export const FEED_LIMIT_PER_KIND = 1000;
/** An interview without a length of its own lasts an hour. */
export const INTERVIEW_MINUTES = 60;
/** Interviews alarm this long before they start (as the reminders do). */
export const INTERVIEW_ALARM_SECONDS = 2 * 60 * 60;

type InterviewType = (typeof INTERVIEW_TYPES)[number];

const OPEN_TASK = ["pending", "in-progress"] as const;

/** 00:00 UTC of `now`'s UTC day, minus FEED_DAYS_BACK days: the same for every poll of a day. */
export function feedWindowStart(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - FEED_DAYS_BACK * DAY_MS);
}

const TYPE_LABEL: Record<InterviewType, string> = {
  phone: "Phone interview",
  video: "Video interview",
  "in-person": "In-person interview",
  technical: "Technical interview",
  other: "Interview",
};

/**
 * A date-only value (00:00 UTC, decision 008) is that calendar day; any other instant is the day it
 * falls on in the user's zone. Answers 00:00 UTC of the day, the form an all-day event takes.
 */
function calendarDay(date: Date, timeZone: string): Date {
  return new Date(`${calendarDayIn(date, timeZone)}T00:00:00Z`);
}

const lines = (...parts: Array<string | null | undefined | false>) => parts.filter(Boolean).join("\n\n");

export type EventContext = { appUrl: string; host: string; timeZone: string };

export function eventContext(deps: Deps, timeZone: string): EventContext {
  return { appUrl: deps.config.APP_URL, host: new URL(deps.config.APP_URL).host, timeZone };
}

type InterviewRow = {
  interviewId: string;
  jobId: string;
  date: Date;
  interviewType: InterviewType;
  withPerson: string;
  notes: string;
  followUpDate: Date | null;
  company: string;
  position: string;
  jobLocation: string;
  sequence: number;
};

/** An interview as an event: an hour from its start, at the job's place when it is in person. */
export function interviewEvent(ctx: EventContext, i: InterviewRow): CalendarEvent {
  const url = `${ctx.appUrl}/jobs/${i.jobId}`;
  const who = i.withPerson ? ` with ${i.withPerson}` : "";
  return {
    uid: `interview-${i.interviewId}@${ctx.host}`,
    summary: `Interview: ${i.position} at ${i.company}`,
    description: lines(`${TYPE_LABEL[i.interviewType]}${who}.`, i.notes, `Application: ${url}`),
    url,
    location: i.interviewType === "in-person" && i.jobLocation ? i.jobLocation : undefined,
    when: { kind: "time", start: i.date, end: new Date(i.date.getTime() + INTERVIEW_MINUTES * 60_000) },
    alarms: [{ secondsBefore: INTERVIEW_ALARM_SECONDS }],
    sequence: i.sequence,
  };
}

function interviewFollowUpEvent(ctx: EventContext, i: InterviewRow & { followUpDate: Date }): CalendarEvent {
  const url = `${ctx.appUrl}/jobs/${i.jobId}`;
  return {
    uid: `interview-follow-up-${i.interviewId}@${ctx.host}`,
    summary: `Follow up: ${i.position} at ${i.company}`,
    description: lines(`Follow up after the ${TYPE_LABEL[i.interviewType].toLowerCase()}.`, `Application: ${url}`),
    url,
    when: { kind: "day", day: calendarDay(i.followUpDate, ctx.timeZone) },
    alarms: [],
    sequence: i.sequence,
  };
}

type TaskRow = { id: string; title: string; description: string; dueDate: Date | null; reminder: Date | null };

/**
 * A task at its due date (all-day for a date-only due date, else at its instant), or at its reminder
 * when it has no due date; its reminder is the event's alarm.
 */
function taskEvent(ctx: EventContext, t: TaskRow & { reminder: Date }): CalendarEvent;
function taskEvent(ctx: EventContext, t: TaskRow): CalendarEvent | null;
function taskEvent(ctx: EventContext, t: TaskRow): CalendarEvent | null {
  const url = `${ctx.appUrl}/tasks/${t.id}`;
  const base = { uid: `task-${t.id}@${ctx.host}`, url, description: lines(t.description, `Task: ${url}`) };
  const alarms = t.reminder ? [{ at: t.reminder }] : [];
  if (t.dueDate) {
    const when =
      t.dueDate.getTime() % DAY_MS === 0
        ? { kind: "day" as const, day: t.dueDate }
        : { kind: "time" as const, start: t.dueDate };
    return { ...base, summary: `Task due: ${t.title}`, when, alarms };
  }
  if (!t.reminder) return null;
  return { ...base, summary: `Reminder: ${t.title}`, when: { kind: "time", start: t.reminder }, alarms };
}

type ContactRow = { id: string; name: string; company: string; followUpDate: Date };

function contactFollowUpEvent(ctx: EventContext, c: ContactRow): CalendarEvent {
  const url = `${ctx.appUrl}/contacts/${c.id}`;
  return {
    uid: `contact-follow-up-${c.id}@${ctx.host}`,
    summary: `Follow up with ${c.name}${c.company ? ` (${c.company})` : ""}`,
    description: `Contact: ${url}`,
    url,
    when: { kind: "day", day: calendarDay(c.followUpDate, ctx.timeZone) },
    alarms: [],
  };
}

const interviewColumns = {
  interviewId: interviews.id,
  jobId: interviews.jobId,
  date: interviews.date,
  interviewType: interviews.interviewType,
  withPerson: interviews.withPerson,
  notes: interviews.notes,
  followUpDate: interviews.followUpDate,
  company: jobs.company,
  position: jobs.position,
  jobLocation: jobs.jobLocation,
  sequence: interviews.sequence,
};

function interviewsFrom(deps: Deps, userId: string) {
  return deps.db
    .select(interviewColumns)
    .from(interviews)
    .innerJoin(jobs, and(eq(jobs.id, interviews.jobId), eq(jobs.userId, userId)));
}

const taskColumns = {
  id: tasks.id,
  title: tasks.title,
  description: tasks.description,
  dueDate: tasks.dueDate,
  reminder: tasks.reminder,
};

/**
 * Every event of the user's feed from `windowStart` on: six index range reads, sent as one D1 call.
 * Ownership is in each query's WHERE.
 */
export async function feedEvents(deps: Deps, userId: string, timeZone: string, windowStart: Date) {
  const ctx = eventContext(deps, timeZone);
  const limit = FEED_LIMIT_PER_KIND;
  const [meetings, followUps, dueTasks, reminderTasks, people] = await Promise.all([
    deps.read(
      interviewsFrom(deps, userId)
        .where(and(eq(interviews.userId, userId), gte(interviews.date, windowStart)))
        .orderBy(asc(interviews.date))
        .limit(limit),
    ),
    deps.read(
      interviewsFrom(deps, userId)
        .where(
          and(
            eq(interviews.userId, userId),
            isNotNull(interviews.followUpDate),
            gte(interviews.followUpDate, windowStart),
          ),
        )
        .orderBy(asc(interviews.followUpDate))
        .limit(limit),
    ),
    // One read per open status, each in order on (user_id, status, due_date, id): an IN list would make
    // SQLite walk (user_id, due_date) instead and read the completed tasks too.
    Promise.all(
      OPEN_TASK.map((status) =>
        deps.read(
          deps.db
            .select(taskColumns)
            .from(tasks)
            .where(and(eq(tasks.userId, userId), eq(tasks.status, status), gte(tasks.dueDate, windowStart)))
            .orderBy(asc(tasks.dueDate), asc(tasks.id))
            .limit(limit),
        ),
      ),
    ).then((lists) => lists.flat()),
    deps.read(
      deps.db
        .select(taskColumns)
        .from(tasks)
        .where(
          and(
            eq(tasks.userId, userId),
            isNotNull(tasks.reminder),
            isNull(tasks.dueDate),
            gte(tasks.reminder, windowStart),
            inArray(tasks.status, OPEN_TASK),
          ),
        )
        .orderBy(asc(tasks.reminder))
        .limit(limit),
    ),
    deps.read(
      deps.db
        .select(followUpColumns)
        .from(contacts)
        .where(
          and(eq(contacts.userId, userId), isNotNull(contacts.followUpDate), gte(contacts.followUpDate, windowStart)),
        )
        .orderBy(asc(contacts.followUpDate))
        .limit(limit),
    ),
  ]);
  const events: CalendarEvent[] = [];
  for (const i of meetings) events.push(interviewEvent(ctx, i));
  for (const i of followUps)
    if (i.followUpDate) events.push(interviewFollowUpEvent(ctx, { ...i, followUpDate: i.followUpDate }));
  for (const t of dueTasks) {
    const event = taskEvent(ctx, t);
    if (event) events.push(event);
  }
  for (const t of reminderTasks) if (t.reminder) events.push(taskEvent(ctx, { ...t, reminder: t.reminder }));
  for (const c of people)
    if (c.followUpDate) events.push(contactFollowUpEvent(ctx, { ...c, followUpDate: c.followUpDate }));
  return events;
}

/** One of the caller's interviews with its job's title and place, or null (another user's is null too). */
export async function findInterviewForCalendar(deps: Deps, userId: string, jobId: string, interviewId: string) {
  const [row] = await interviewsFrom(deps, userId)
    .where(and(eq(interviews.id, interviewId), eq(interviews.jobId, jobId), eq(interviews.userId, userId)))
    .limit(1);
  return row ?? null;
}
