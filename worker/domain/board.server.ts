import { DAY_MS } from "@core/dates";
/**
 * The applications board (issue 31, decision 046): its columns read in one wave, a card's move, and the
 * view of /applications each user last picked. A card's place is a rank key (core/rank-keys.ts) in
 * `jobs.board_rank`; a move writes the moved job's row alone (two rows after a rare race, below), and the
 * status through `updateJob`, the one path of every status change.
 */

import { type ApplicationsView, BOARD_COLUMNS, BOARD_PAGE } from "@core/board";
import type { JobStatus } from "@core/enums";
import { keyBetween, topKey } from "@core/rank-keys";
import type { JobListQuery, JobMoveInput } from "@core/schemas/job";
import { and, asc, desc, eq, gte, ne, or, type SQL, sql } from "drizzle-orm";
import { interviews, jobs, tasks, users } from "../db/schema";
import type { Deps } from "../deps";
import { fail, type Result } from "../lib/result";
import { type SearchPlan, searchPlan, selectMatching } from "../lib/search";
import { readCounts } from "./counters.server";
import { type JobDto, updateJob } from "./jobs.server";

/** What a card shows (decision 046): no more than the board needs, so a page of cards stays small. */
export type BoardCard = {
  id: string;
  company: string;
  position: string;
  status: JobStatus;
  favorite: boolean;
  priority: "high" | "medium" | "low";
  /** When the job entered its current status (epoch ms). */
  stageSince: number;
  /** Its next interview from now (epoch ms), when among the user's next BOARD_UPCOMING; or null. */
  nextInterview: number | null;
  /** The first due date from today of its open tasks, when among the user's next BOARD_UPCOMING; or null. */
  nextTaskDue: number | null;
};

export type BoardColumn = {
  status: JobStatus;
  /** How many of the user's applications the column holds (the counters), or, filtered, how many matched up to `shown` + 1. */
  count: number;
  /** False when a filtered column holds more than it shows and its exact count was not read ("25+"). */
  exact: boolean;
  cards: BoardCard[];
  /** More cards than `cards` match: the column offers "Show more". */
  more: boolean;
};

export type BoardQuery = Pick<JobListQuery, "status" | "jobType" | "favorite" | "search"> & {
  /** The column whose "Show more" was followed, and how many of its cards to show. */
  expand?: { status: JobStatus; shown: number };
};

const cardFields = {
  id: jobs.id,
  company: jobs.company,
  position: jobs.position,
  status: jobs.status,
  favorite: jobs.favorite,
  priority: jobs.priority,
  stageSince: jobs.stageSince,
};

/**
 * How many of the user's nearest interviews and open tasks' due dates the board reads (decision 046): a
 * card shows its next one when it is among them. A lookup per card would cost a row or two per card
 * (25 cards × 7 columns); these cost at most this many rows each, whatever the account's size.
 */
export const BOARD_UPCOMING = 30;

/** The earliest time per job of rows already in time order. */
function firstByJob(rows: { jobId: string | null; at: Date | null }[]) {
  const first = new Map<string, number>();
  for (const { jobId, at } of rows) if (jobId && at && !first.has(jobId)) first.set(jobId, at.getTime());
  return first;
}

/**
 * The board's columns (all, or the one the status filter names), each with its first cards in their
 * order and its count: one wave of reads, one statement per column plus the counters' row. Without a
 * filter or search the counts are the counters' (exact, no scan) and a column reads just the cards it
 * shows; with one, a column reads one card more than it shows to know whether there are more, and says
 * "25+" rather than count every match.
 */
export async function readBoard(deps: Deps, userId: string, query: BoardQuery): Promise<BoardColumn[]> {
  const search: SearchPlan | undefined = query.search
    ? searchPlan(jobs, "jobs_fts", userId, ["company", "position"], [jobs.company, jobs.position], query.search)
    : undefined;
  const filtered = Boolean(query.jobType || query.favorite || query.search);
  const statuses = BOARD_COLUMNS.filter((s) => !query.status || s === query.status);
  const now = deps.now().getTime();
  const shownIn = (status: JobStatus) => (query.expand?.status === status ? query.expand.shown : BOARD_PAGE);
  const upcomingInterviews = deps.read(
    deps.db
      .select({ jobId: interviews.jobId, at: interviews.date })
      .from(interviews)
      .where(and(eq(interviews.userId, userId), gte(interviews.date, new Date(now))))
      .orderBy(asc(interviews.date))
      .limit(BOARD_UPCOMING),
  );
  // Tasks are due on a date (00:00 UTC): one due today is still ahead.
  const tasksDue = deps.read(
    deps.db
      .select({ jobId: tasks.relatedJobId, at: tasks.dueDate })
      .from(tasks)
      .where(
        and(
          eq(tasks.userId, userId),
          // Written out, not bound, so SQLite sees the partial index's own condition (migration 0025).
          sql`${tasks.status} IN ('pending', 'in-progress') AND ${tasks.relatedJobId} IS NOT NULL`,
          gte(tasks.dueDate, new Date(now - DAY_MS)),
        ),
      )
      .orderBy(asc(tasks.dueDate))
      .limit(BOARD_UPCOMING),
  );
  const reads = statuses.map((status) => {
    const conditions: SQL[] = [eq(jobs.userId, userId), eq(jobs.status, status)];
    if (query.jobType) conditions.push(eq(jobs.jobType, query.jobType));
    if (query.favorite) conditions.push(eq(jobs.favorite, true));
    if (search?.condition) conditions.push(search.condition);
    return deps.read(
      selectMatching(deps.db, cardFields, jobs, search)
        .where(and(...conditions))
        .orderBy(asc(jobs.boardRank), asc(jobs.id))
        .limit(shownIn(status) + (filtered ? 1 : 0)),
    );
  });
  const [counts, interviewRows, taskRows, ...columns] = await Promise.all([
    filtered ? null : readCounts(deps, userId),
    upcomingInterviews,
    tasksDue,
    ...reads,
  ]);
  const nextInterview = firstByJob(interviewRows);
  const nextTaskDue = firstByJob(taskRows);
  return statuses.map((status, i) => {
    const rows = columns[i] ?? [];
    const shown = shownIn(status);
    const cards = rows.slice(0, shown).map((r) => ({
      ...r,
      stageSince: r.stageSince.getTime(),
      nextInterview: nextInterview.get(r.id) ?? null,
      nextTaskDue: nextTaskDue.get(r.id) ?? null,
    }));
    if (counts) {
      const count = counts.jobs.byStatus[status];
      return { status, count, exact: true, cards, more: count > cards.length };
    }
    const more = rows.length > shown;
    return { status, count: cards.length, exact: !more, cards, more };
  });
}

type Placed = { id: string; status: JobStatus; boardRank: string };

const placed = { id: jobs.id, status: jobs.status, boardRank: jobs.boardRank };

/** (rank, id) order: the board's order within a column. */
const above = (a: Placed, b: Placed) => a.boardRank < b.boardRank || (a.boardRank === b.boardRank && a.id < b.id);

/**
 * Moves the caller's job to `status` (its column), between `after` (the card it lands below) and
 * `before` (the card it lands above); with neither, to the top of the column; with one, right beside it.
 * The status changes through `updateJob`, so history, counters, analytics and reminders follow as for any
 * status change; the rank key is written in the same statement. Failures: NOT_FOUND "Job not found"
 * (the job, or a `before`/`after` that is not the caller's), VALIDATION (a neighbour that is the job
 * itself, not in that column, or `after` not above `before`).
 */
export async function moveJob(deps: Deps, userId: string, jobId: string, input: JobMoveInput): Promise<Result<JobDto>> {
  const named = [jobId, input.before, input.after].filter((id): id is string => Boolean(id));
  if (input.before === jobId || input.after === jobId) {
    return fail("VALIDATION", "A job cannot be moved beside itself", input.before === jobId ? "before" : "after");
  }
  if (jobId.length > 64) return fail("NOT_FOUND", "Job not found");
  // One primary-key read each, sent together (an IN list led SQLite to the owner's whole index).
  const rows = await Promise.all(
    named.map((id) =>
      deps.read(
        deps.db
          .select(placed)
          .from(jobs)
          .where(and(eq(jobs.id, id), eq(jobs.userId, userId)))
          .limit(1),
      ),
    ),
  );
  const byId = new Map(rows.flat().map((r) => [r.id, r]));
  const job = byId.get(jobId);
  if (!job) return fail("NOT_FOUND", "Job not found");
  const neighbour = (field: "before" | "after"): Result<Placed | null> => {
    const id = input[field];
    if (!id) return { ok: true, value: null };
    const row = byId.get(id);
    if (!row) return fail("NOT_FOUND", `${field}: job not found`, field);
    if (row.status !== input.status) return fail("VALIDATION", `${field}: that job is not in ${input.status}`, field);
    return { ok: true, value: row };
  };
  const before = neighbour("before");
  if (!before.ok) return before;
  const after = neighbour("after");
  if (!after.ok) return after;
  let next = before.value;
  let prev = after.value;
  if (prev && next && !above(prev, next)) return fail("VALIDATION", "after must be above before", "after");
  // One neighbour named (or none: the top): the other is the card beside it now, the moved job left out.
  if (!prev && !next) next = (await cardBeside(deps, userId, input.status, jobId, null, "below")) ?? null;
  else if (!prev && next) prev = (await cardBeside(deps, userId, input.status, jobId, next, "above")) ?? null;
  else if (prev && !next) next = (await cardBeside(deps, userId, input.status, jobId, prev, "below")) ?? null;

  let rank: string;
  if (!prev) {
    const top = topKey(deps.now().getTime(), jobId);
    rank = !next || top < next.boardRank ? top : keyBetween(null, next.boardRank);
  } else if (!next) {
    rank = keyBetween(prev.boardRank, null);
  } else if (prev.boardRank < next.boardRank) {
    rank = keyBetween(prev.boardRank, next.boardRank);
  } else {
    // Two moves into one gap at the same moment gave two cards one key: the lower one gets a key of its
    // own (below it, the next card's or none), then the job goes between. Two rows, once.
    const further = await cardBeside(deps, userId, input.status, jobId, next, "below");
    const nextRank = keyBetween(
      prev.boardRank,
      further && further.boardRank > prev.boardRank ? further.boardRank : null,
    );
    await deps.db
      .update(jobs)
      .set({ boardRank: nextRank })
      .where(and(eq(jobs.id, next.id), eq(jobs.userId, userId)));
    rank = keyBetween(prev.boardRank, nextRank);
  }
  return updateJob(deps, userId, job.id, job.status === input.status ? {} : { status: input.status }, {
    boardRank: rank,
  });
}

/** The card right above or below `of` in a column (by rank, then id), `jobId` left out; `of` null: the first. */
async function cardBeside(
  deps: Deps,
  userId: string,
  status: JobStatus,
  jobId: string,
  of: Placed | null,
  side: "above" | "below",
): Promise<Placed | undefined> {
  const conditions: SQL[] = [eq(jobs.userId, userId), eq(jobs.status, status), ne(jobs.id, jobId)];
  if (of) {
    const cmp = side === "above" ? sql`<` : sql`>`;
    conditions.push(
      or(
        sql`${jobs.boardRank} ${cmp} ${of.boardRank}`,
        and(eq(jobs.boardRank, of.boardRank), sql`${jobs.id} ${cmp} ${of.id}`),
      ) as SQL,
    );
  }
  const order = side === "above" ? [desc(jobs.boardRank), desc(jobs.id)] : [asc(jobs.boardRank), asc(jobs.id)];
  const [row] = await deps.read(
    deps.db
      .select(placed)
      .from(jobs)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(1),
  );
  return row;
}

/** Remembers the view of /applications the user picked (one row, and only when it changes). */
export async function saveApplicationsView(deps: Deps, userId: string, view: ApplicationsView) {
  await deps.db
    .update(users)
    .set({ applicationsView: view })
    .where(and(eq(users.id, userId), ne(users.applicationsView, view)));
}
