import { formatDateTime } from "@core/dates";
import { capitalize } from "@core/format";
import { deleteInterview, getJob } from "@worker/domain/jobs.server";
import { DeleteConfirmPage } from "~/components/delete-confirm-page";
import { JobNotFoundBoundary } from "~/components/jobs/job-not-found";
import { notFoundMessage } from "~/components/not-found-boundary";
import { getDeps, getUser } from "~/server/context.server";
import { notFound, valueOr404 } from "~/server/not-found.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/interview-delete";

export const meta: Route.MetaFunction = ({ error }) => [
  { title: `${notFoundMessage(error) ?? "Delete interview"} · Offerpath` },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = getUser(context);
  const job = valueOr404(await getJob(getDeps(context), user.id, params.jobId));
  const interview = job.interviewHistory.find((i) => i._id === params.interviewId);
  if (!interview) notFound("Interview not found");
  return {
    jobId: params.jobId,
    title: `${capitalize(interview.interviewType)} interview, ${formatDateTime(new Date(interview.date), user.timeZone)}`,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  valueOr404(await deleteInterview(deps, getUser(context).id, params.jobId, params.interviewId));
  return redirectWithToast(
    `/jobs/${params.jobId}`,
    { type: "success", message: "Interview deleted successfully!" },
    deps.config.SESSION_SECRET,
    request,
  );
}

export default function DeleteInterview({ loaderData }: Route.ComponentProps) {
  return (
    <DeleteConfirmPage
      title="Delete interview"
      subject={loaderData.title}
      message="Are you sure you want to delete this interview? This action cannot be undone."
      cancelTo={`/jobs/${loaderData.jobId}`}
    />
  );
}

export function ErrorBoundary() {
  return <JobNotFoundBoundary />;
}
