import type { ApplicationsView } from "@core/board";
import { DAY_MS, formatDate } from "@core/dates";
import { pluralize } from "@core/format";
import { applicationsViewSchema, type JobListQuery } from "@core/schemas/job";
import type { Deps } from "@worker/deps";
import { type BoardCard, type BoardColumn, readBoard, saveApplicationsView } from "@worker/domain/board.server";
import type { CurrentUser } from "~/server/context.server";
import type { BoardCardData, BoardColumnData } from "./types";

/**
 * The view /applications opens (the address's `view`, else the one last picked) and, for the board, its
 * columns. A `view` in the address that differs from the one remembered is remembered (the List / Board
 * switch's links carry it); the write goes out with the reads.
 */
export function readApplicationsView(request: Request, user: CurrentUser) {
  const url = new URL(request.url);
  const params = applicationsViewSchema.parse(Object.fromEntries(url.searchParams));
  const view: ApplicationsView = params.view ?? user.applicationsView;
  return { view, picked: params.view !== undefined && params.view !== user.applicationsView, params };
}

export async function boardData(
  deps: Deps,
  user: CurrentUser,
  query: JobListQuery,
  params: ReturnType<typeof readApplicationsView>["params"],
) {
  const columns = await readBoard(deps, user.id, {
    status: query.status,
    jobType: query.jobType,
    favorite: query.favorite,
    search: query.search,
    expand: params.more ? { status: params.more, shown: params.shown } : undefined,
  });
  const now = deps.now().getTime();
  const shown = (columns satisfies BoardColumn[]).map(
    (column): BoardColumnData => ({
      ...column,
      cards: column.cards.map((card) => ({ ...card, shown: cardTexts(card, now, user.timeZone) })),
    }),
  );
  return { columns: shown, moving: params.move ?? null };
}

/** What a card says of its stage and its next date, as the user reads them (their time zone). */
function cardTexts(card: BoardCard, now: number, timeZone: string): BoardCardData["shown"] {
  const days = Math.max(0, Math.floor((now - card.stageSince) / DAY_MS));
  const { nextInterview, nextTaskDue } = card;
  const next =
    nextTaskDue !== null && (nextInterview === null || nextTaskDue < nextInterview)
      ? // A due date is a calendar date (00:00 UTC), shown as such.
        `Task due ${formatDate(new Date(nextTaskDue), "UTC")}`
      : nextInterview === null
        ? null
        : `Interview ${formatDate(new Date(nextInterview), timeZone)}`;
  return { stage: days === 0 ? "New in this stage" : `${pluralize(days, "day")} in this stage`, next };
}

export function rememberView(deps: Deps, user: CurrentUser, view: ApplicationsView) {
  return saveApplicationsView(deps, user.id, view);
}
