import type { ApplicationsView } from "@core/board";
import { applicationsViewSchema, type JobListQuery } from "@core/schemas/job";
import type { Deps } from "@worker/deps";
import { readBoard, saveApplicationsView } from "@worker/domain/board.server";
import type { CurrentUser } from "~/server/context.server";
import { cardPart } from "../parts";
import { cardFacts } from "./card-facts.server";

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
  const facts: Record<string, string> = {};
  for (const card of columns.flatMap((column) => column.cards)) {
    facts[cardPart(card.id)] = cardFacts(card, now, user.timeZone);
  }
  return { columns, facts, moving: params.move ?? null };
}

export function rememberView(deps: Deps, user: CurrentUser, view: ApplicationsView) {
  return saveApplicationsView(deps, user.id, view);
}
