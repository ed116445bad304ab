/**
 * The /today screen (issue 35): the caller's interviews today and tomorrow, open tasks due today or
 * before, and contacts whose follow-up is due, each read with the same rule its own list uses
 * (`dueWindowBounds`, `listTasksDueByToday`, `followUpsDue`) and bounded, in the caller's time zone.
 */

import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { interviews, jobs } from "../db/schema";
import type { Deps } from "../deps";
import { followUpsDue } from "./contacts.server";
import { dueWindowBounds, listTasksDueByToday } from "./tasks.server";

/** How many of each kind the screen lists; past it, a link to the full list says how many more. */
export const TODAY_LIMITS = { interviews: 20, tasks: 20, followUps: 20 } as const;

/**
 * What /today shows. Interviews from 00:00 today to 24:00 tomorrow in `timeZone`, soonest first, with their
 * application; tasks one more than the limit so the screen knows there are more.
 */
export async function getToday(deps: Deps, userId: string, timeZone: string) {
  const bounds = dueWindowBounds(deps.now(), timeZone);
  const [interviewRows, tasks, followUps] = await Promise.all([
    deps.read(
      deps.db
        .select({
          // Distinct result column names (jobs.id is the other id), so the select can go in a read batch.
          id: sql<string>`${interviews.id}`.as("interview_id"),
          jobId: jobs.id,
          company: jobs.company,
          position: jobs.position,
          date: interviews.date,
          interviewType: interviews.interviewType,
          withPerson: interviews.withPerson,
          notes: interviews.notes,
        })
        .from(interviews)
        .innerJoin(jobs, and(eq(jobs.id, interviews.jobId), eq(jobs.userId, userId)))
        .where(
          and(
            eq(interviews.userId, userId),
            gte(interviews.date, new Date(bounds.start)),
            lt(interviews.date, new Date(bounds.dayAfterTomorrow)),
          ),
        )
        .orderBy(asc(interviews.date), asc(interviews.id))
        .limit(TODAY_LIMITS.interviews),
    ),
    listTasksDueByToday(deps, userId, timeZone, TODAY_LIMITS.tasks + 1),
    followUpsDue(deps, userId, timeZone, TODAY_LIMITS.followUps),
  ]);
  return {
    interviews: interviewRows.map(({ notes, ...i }) => ({
      ...i,
      day: i.date.getTime() < bounds.tomorrow ? ("today" as const) : ("tomorrow" as const),
      meetingLink: meetingLinkIn(notes),
    })),
    tasks: tasks.slice(0, TODAY_LIMITS.tasks),
    moreTasks: tasks.length > TODAY_LIMITS.tasks,
    followUps,
  };
}

/**
 * The meeting link of an interview: the first http(s) address in its notes, where the interview form's notes
 * field asks for it (app/components/jobs/interview-form.tsx); none when the notes have no address.
 */
export function meetingLinkIn(notes: string): string | null {
  const match = /\bhttps?:\/\/[^\s<>"')\]]+/i.exec(notes);
  if (!match) return null;
  try {
    const url = new URL(match[0].replace(/[.,;:!?]+$/, ""));
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}
