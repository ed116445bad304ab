import { safeRedirect } from "@core/safe-redirect";
import { deleteJob, getJob } from "@worker/domain/jobs.server";
import { DeleteConfirmPage } from "~/components/delete-confirm-page";
import { JobNotFoundBoundary } from "~/components/jobs/job-not-found";
import { notFoundMessage } from "~/components/not-found-boundary";
import { getDeps, getUser } from "~/server/context.server";
import { valueOr404 } from "~/server/not-found.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/delete";

export const meta: Route.MetaFunction = ({ error }) => [
  { title: `${notFoundMessage(error) ?? "Delete job application"} · Offerpath` },
];

/** The confirm step for deleting a job without JavaScript; with it, a dialog posts here directly. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const job = valueOr404(await getJob(getDeps(context), getUser(context).id, params.id));
  const returnTo = safeRedirect(new URL(request.url).searchParams.get("returnTo"), `/jobs/${params.id}`);
  return { returnTo, position: job.position, company: job.company };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  valueOr404(await deleteJob(deps, getUser(context).id, params.id));
  const returnTo = safeRedirect(new URL(request.url).searchParams.get("returnTo"), "/applications");
  const target = returnTo.startsWith(`/jobs/${params.id}`) ? "/applications" : returnTo;
  return redirectWithToast(
    target,
    { type: "success", message: "Job application deleted." },
    deps.config.SESSION_SECRET,
    request,
  );
}

export default function DeleteJob({ loaderData }: Route.ComponentProps) {
  return (
    <DeleteConfirmPage
      title="Delete job application"
      subject={`${loaderData.position} at ${loaderData.company}`}
      message="Are you sure you want to delete this job application? This action cannot be undone."
      cancelTo={loaderData.returnTo}
    />
  );
}

export function ErrorBoundary() {
  return <JobNotFoundBoundary />;
}
