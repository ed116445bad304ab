import { jobQuota, listJobs, updateJob } from "@worker/domain/jobs.server";
import { data, redirect, useLocation } from "react-router";
import { PageHeader } from "~/components/page-header";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { BriefcaseIcon, PlusIcon } from "~/components/ui/icons";
import { Pagination } from "~/components/ui/pagination";
import { pluralize } from "~/lib/format";
import { safeRedirect } from "~/lib/safe-redirect";
import { jobListQuerySchema, jobUpdateSchema } from "~/lib/schemas/job";
import { getDeps, getUser } from "~/lib/server/context.server";
import { redirectWithToast } from "~/lib/server/toast.server";
import type { Route } from "./+types/route";
import { FilterBar } from "./filter-bar";
import { JobRow } from "./job-row";

export const meta: Route.MetaFunction = () => [{ title: "Applications · Offerpath" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const url = new URL(request.url);
  const parsed = jobListQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) throw redirect("/applications");
  const query = parsed.data;
  const [page, quota] = await Promise.all([listJobs(deps, user.id, query), jobQuota(deps, user.id)]);
  return {
    ...page,
    quota,
    filters: {
      status: query.status ?? "all",
      jobType: query.jobType ?? "all",
      favorite: query.favorite ? "true" : "",
      search: url.searchParams.get("search") ?? "",
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
  if (!result.ok) return data({ ok: false, error: result.message }, result.code === "NOT_FOUND" ? 404 : 400);
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
  const location = useLocation();
  const returnTo = location.pathname + location.search;
  const hrefForPage = (page: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(page));
    return `?${params}`;
  };
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
      {jobs.length === 0 ? (
        <EmptyState
          icon={<BriefcaseIcon />}
          title="No applications found"
          description={
            filtered
              ? "Nothing matches these filters. Try clearing some."
              : "Add your first application to get started."
          }
          action={
            filtered ? (
              <ButtonLink to="/applications" variant="secondary">
                Clear filters
              </ButtonLink>
            ) : (
              <ButtonLink to="/jobs/new">Add Application</ButtonLink>
            )
          }
        />
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600" aria-live="polite">
            Showing {jobs.length} of {pluralize(totalJobs, "application")}
          </p>
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-xs">
            {jobs.map((job) => (
              <JobRow key={job._id} job={job} returnTo={returnTo} />
            ))}
          </ul>
          <Pagination className="mt-6" currentPage={currentPage} numOfPages={numOfPages} hrefForPage={hrefForPage} />
        </>
      )}
    </>
  );
}
