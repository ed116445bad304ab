import { addInterview, getJob, updateInterview } from "@worker/domain/jobs.server";
import { failureStatus } from "@worker/lib/result";
import { data } from "react-router";
import { InterviewForm } from "~/components/jobs/interview-form";
import { JobNotFoundBoundary } from "~/components/jobs/job-not-found";
import { notFoundMessage } from "~/components/not-found-boundary";
import { PageHeader } from "~/components/page-header";
import { parseForm } from "~/lib/forms";
import { interviewCreateSchema, interviewUpdateSchema } from "~/lib/schemas/job";
import { getDeps, getUser } from "~/server/context.server";
import { interviewFormValues, readInterviewForm } from "~/server/job-form.server";
import { notFound, valueOr404 } from "~/server/not-found.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/interview-form-route";

/** One module for /jobs/{jobId}/interviews/new and /jobs/{jobId}/interviews/edit/{interviewId}. */
export const meta: Route.MetaFunction = ({ params, error }) => [
  { title: `${notFoundMessage(error) ?? `${params.interviewId ? "Edit" : "Add"} Interview`} · Offerpath` },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const job = valueOr404(await getJob(deps, user.id, params.jobId));
  const interview = params.interviewId ? job.interviewHistory.find((i) => i._id === params.interviewId) : undefined;
  if (params.interviewId && !interview) notFound("Interview not found");
  return {
    jobId: job._id,
    heading: `${job.position} at ${job.company}`,
    mode: interview ? ("edit" as const) : ("new" as const),
    values: interviewFormValues(interview, deps.now(), user.timeZone),
    timeZone: user.timeZone,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const body = readInterviewForm(await request.formData(), user.timeZone);
  const editing = !!params.interviewId;
  const invalid = (fieldErrors: Record<string, string[] | undefined>) =>
    data({ fieldErrors, formError: undefined }, 400);
  let result: Awaited<ReturnType<typeof addInterview>>;
  if (editing) {
    const parsed = parseForm(body, interviewUpdateSchema);
    if (!parsed.ok) return invalid(parsed.fieldErrors);
    result = await updateInterview(deps, user.id, params.jobId, params.interviewId ?? "", parsed.data);
  } else {
    const parsed = parseForm(body, interviewCreateSchema);
    if (!parsed.ok) return invalid(parsed.fieldErrors);
    result = await addInterview(deps, user.id, params.jobId, parsed.data);
  }
  if (!result.ok) {
    if (result.code === "NOT_FOUND") notFound(result.message);
    return data({ fieldErrors: {}, formError: result.message }, failureStatus[result.code]);
  }
  return redirectWithToast(
    `/jobs/${params.jobId}`,
    { type: "success", message: editing ? "Interview updated successfully!" : "Interview added successfully!" },
    deps.config.SESSION_SECRET,
    request,
  );
}

export default function InterviewFormPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title={loaderData.mode === "edit" ? "Edit Interview" : "Add Interview"}
        description={loaderData.heading}
      />
      <InterviewForm
        mode={loaderData.mode}
        values={loaderData.values}
        errors={actionData?.fieldErrors}
        formError={actionData?.formError}
        cancelTo={`/jobs/${loaderData.jobId}`}
        timeZone={loaderData.timeZone}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <JobNotFoundBoundary />;
}
