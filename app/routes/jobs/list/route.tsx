import { pluralize } from "@core/format";
import { safeRedirect } from "@core/safe-redirect";
import { jobListQuerySchema, jobUpdateSchema } from "@core/schemas/job";
import { jobQuota, listJobs, updateJob } from "@worker/domain/jobs.server";
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
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/route";
import { FilterBar } from "./filter-bar";
import { JobRow } from "./job-row";

export const meta: Route.MetaFunction = () => [{ title: "Applications · Offerpath" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const { query, search } = readListQuery(request, jobListQuerySchema, "/applications");
  const [page, quota] = await Promise.all([listJobs(deps, user.id, query), jobQuota(deps, user.id)]);
  return {
    ...page,
    quota,
    filters: {
      status: query.status ?? "all",
      jobType: query.jobType ?? "all",
      favorite: query.favorite ? "true" : "",
      search,
      sort: query.sort,
    },
    filtered: Boolean(query.status || query.jobType || query.favorite || query.search),
  };
}

/** Inline status change and favorite toggle; a fetcher gets data back, a plain form post is redirected. */
export async function action({ request, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const form = await request.formData();
  const intent = form.get("intent");
  const jobId = String(form.get("jobId") ?? "");
  const returnTo = safeRedirect(form.get("returnTo"), "/applications");
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
  const { jobs, totalJobs, numOfPages, currentPage, filters, filtered, quota } = loaderData;
  const returnTo = useReturnTo();
  return (
    <>
      <PageHeader
        title="Applications"
        description={
          quota.limit
            ? `${quota.used} of ${quota.limit} applications on your plan`
            : pluralize(totalJobs, "application")
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
      <FilterBar key={[filters.status, filters.jobType, filters.favorite, filters.sort].join("|")} filters={filters} />
      {/* The bulk form of the list and the board alike: their boxes name it (form="bulk-form"). */}
      {jobs.length > 0 ? <BulkBar pageIds={jobs.map((j) => j._id)} returnTo={returnTo} /> : null}
      <ListResults
        shown={jobs.length}
        total={totalJobs}
        noun="application"
        currentPage={currentPage}
        numOfPages={numOfPages}
        prevCursor={loaderData.prevCursor}
        nextCursor={loaderData.nextCursor}
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
        {jobs.map((job) => (
          <JobRow key={job._id} job={job} returnTo={returnTo} />
        ))}
      </ListResults>
    </>
  );
}
