import { pluralize } from "@core/format";
import { safeRedirect } from "@core/safe-redirect";
import { jobListQuerySchema, jobUpdateSchema } from "@core/schemas/job";
import { jobQuota, listJobs, updateJob } from "@worker/domain/jobs.server";
import { lazy } from "react";
import { data } from "react-router";
import { BulkBar } from "~/components/jobs/bulk-bar";
import { ListResults, useReturnTo } from "~/components/list/list-results";
import { PageHeader } from "~/components/page-header";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { BriefcaseIcon, PlusIcon } from "~/components/ui/icons";
import { getDeps, getUser } from "~/server/context.server";
import { fetcherFailure } from "~/server/fetcher.server";
import { readListQuery } from "~/server/list-query.server";
import { paginationHtml } from "~/server/pagination.server";
import { pageAddress, sendParts } from "~/server/server-parts.server";
import { redirectWithToast } from "~/server/toast.server";
import { boardSelectAllLabel } from "~/ui/bulk-selection";
import type { Route } from "./+types/route";
import { boardData, readApplicationsView, rememberView } from "./board/board-data.server";
import { moveAction } from "./board/move-action.server";
import { boardMoveHref } from "./board/move-href";
import { ViewSwitch, viewHrefs } from "./board/view-switch";
import { FilterBar } from "./filter-bar";
import { rowFactsParts } from "./row-facts.server";

/**
 * Each view's own code, loaded by the view that shows it: the list view never shows the board's columns nor
 * the board view the list's rows, so neither loads the other's (decision 062, round 4). No Suspense boundary
 * of their own: they hydrate with the page (the root's boundary, decision 064), once their chunk is there,
 * with the server's HTML in place meanwhile; a later switch is a navigation, a transition that keeps the
 * view shown until the other's code has come.
 */
const loadRows = () => import("./job-row");
const loadBoard = () => import("./board/board");
const JobRows = lazy(() => loadRows().then((m) => ({ default: m.JobRows })));
const Board = lazy(() => loadBoard().then((m) => ({ default: m.Board })));
// The document's view (its HTML names it) starts loading with this module, a frame before hydration
// (app/entry.client.tsx) instead of at the view's first render.
if (typeof document !== "undefined" && !document.documentElement.hasAttribute("data-hydrated")) {
  (document.querySelector('nav[data-view="board"]') ? loadBoard : loadRows)();
}

export const meta: Route.MetaFunction = () => [{ title: "Applications · Offerpath" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const { query, search } = readListQuery(request, jobListQuerySchema, "/applications");
  const { view, picked, params } = readApplicationsView(request, user);
  const address = pageAddress(request);
  const shared = {
    filters: {
      status: query.status ?? "all",
      jobType: query.jobType ?? "all",
      favorite: query.favorite ? "true" : "",
      search,
      sort: query.sort,
    },
    filtered: Boolean(query.status || query.jobType || query.favorite || query.search),
    viewHrefs: viewHrefs(address.search),
  };
  const remember = picked ? rememberView(deps, user, view) : undefined;
  if (view === "board") {
    const [board, quota] = await Promise.all([boardData(deps, user, query, params), jobQuota(deps, user.id), remember]);
    const allLabel = boardSelectAllLabel(board.columns.map((c) => ({ status: c.status, cards: c.cards.length })));
    // Back to the board without an open Move form after a move or a bulk action.
    const returnTo = boardMoveHref(`${address.pathname}${address.search}`, null);
    const facts = sendParts(request, context, board.facts);
    return { view, board: { ...board, facts, returnTo, allLabel }, quota, ...shared };
  }
  const [page, quota] = await Promise.all([listJobs(deps, user.id, query), jobQuota(deps, user.id), remember]);
  // What the rows only show, drawn here (decisions 065, 067).
  const parts = sendParts(request, context, rowFactsParts(page.jobs));
  return { view, ...page, parts, pagination: paginationHtml(page, address), quota, ...shared };
}

/** Inline status change and favorite toggle; a fetcher gets data back, a plain form post is redirected. */
export async function action({ request, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const form = await request.formData();
  const intent = form.get("intent");
  const jobId = String(form.get("jobId") ?? "");
  const returnTo = safeRedirect(form.get("returnTo"), "/applications");
  if (intent === "move") return moveAction(deps, getUser(context).id, form, request, returnTo);
  const input =
    intent === "status"
      ? jobUpdateSchema.safeParse({ status: form.get("status") })
      : intent === "favorite"
        ? jobUpdateSchema.safeParse({ favorite: form.get("favorite") === "true" })
        : null;
  const failure = intent === "favorite" ? "Failed to update favorite status" : "Failed to update job";
  if (!input?.success) return data({ ok: false, error: failure }, 400);
  const result = await updateJob(deps, getUser(context).id, jobId, input.data);
  if (!result.ok) return fetcherFailure(result);
  if (form.get("js") === "1") return { ok: true, error: undefined };
  const message =
    intent === "favorite"
      ? input.data.favorite
        ? "Added to favorites."
        : "Removed from favorites."
      : "Status updated.";
  return redirectWithToast(returnTo, { type: "success", message }, deps.config.SESSION_SECRET, request);
}

export default function Applications({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, quota, view } = loaderData;
  const returnTo = useReturnTo();
  const header = (
    <>
      <PageHeader
        title="Applications"
        description={
          quota.limit
            ? `${quota.used} of ${quota.limit} applications on your plan`
            : pluralize(view === "board" ? quota.used : loaderData.totalJobs, "application")
        }
        actions={
          <ButtonLink to="/jobs/new">
            <PlusIcon className="size-4" /> Add New Application
          </ButtonLink>
        }
      />
      {actionData?.error ? (
        <Alert tone="error" className="mb-6">
          {actionData.error}
        </Alert>
      ) : null}
      <ViewSwitch view={view} hrefs={loaderData.viewHrefs} preload={{ list: loadRows, board: loadBoard }} />
      <FilterBar
        key={[filters.status, filters.jobType, filters.favorite, filters.sort].join("|")}
        filters={filters}
        view={view}
      />
    </>
  );
  // The bulk form of the list and the board alike: their boxes name it (form="bulk-form").
  if (loaderData.view === "board") {
    const { allLabel, ...board } = loaderData.board;
    const cardIds = board.columns.flatMap((column) => column.cards.map((card) => card.id));
    return (
      <>
        {header}
        {cardIds.length > 0 ? <BulkBar pageIds={cardIds} returnTo={board.returnTo} allLabel={allLabel} /> : null}
        <Board {...board} filtered={loaderData.filtered} />
      </>
    );
  }
  const { jobs, totalJobs, filtered } = loaderData;
  return (
    <>
      {header}
      {jobs.length > 0 ? <BulkBar pageIds={jobs.map((j) => j._id)} returnTo={returnTo} /> : null}
      <ListResults
        shown={jobs.length}
        total={totalJobs}
        noun="application"
        pagination={loaderData.pagination}
        filtered={filtered}
        empty={{
          icon: <BriefcaseIcon />,
          title: "No applications found",
          description: "Add your first application to get started.",
          clearTo: "/applications",
          addTo: "/jobs/new",
          addLabel: "Add Application",
        }}
        listClassName="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-xs"
      >
        <JobRows jobs={jobs} parts={loaderData.parts} returnTo={returnTo} />
      </ListResults>
    </>
  );
}
