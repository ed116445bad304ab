import { interviewCreateSchema, interviewUpdateSchema } from "@core/schemas/job";
import { addInterview, getJob, updateInterview } from "@worker/domain/jobs.server";
import { InterviewForm } from "~/components/jobs/interview-form";
import { JobNotFoundBoundary } from "~/components/jobs/job-not-found";
import { notFoundMessage } from "~/components/not-found-boundary";
import { PageHeader } from "~/components/page-header";
import { getDeps, getUser } from "~/server/context.server";
import { failedSubmission, invalidSubmission, parseSubmission } from "~/server/forms.server";
import { interviewFormConstraints, interviewFormValues, prepareInterviewForm } from "~/server/job-form.server";
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
    constraints: interviewFormConstraints,
    timeZone: user.timeZone,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const formData = await request.formData();
  const prepare = (payload: Record<string, unknown>) => prepareInterviewForm(payload, user.timeZone);
  const editing = !!params.interviewId;
  let result: Awaited<ReturnType<typeof addInterview>>;
  let submission: ReturnType<typeof parseSubmission>;
  if (editing) {
    const parsed = parseSubmission(formData, interviewUpdateSchema, prepare);
    if (parsed.status !== "success") return invalidSubmission(parsed);
    submission = parsed;
    result = await updateInterview(deps, user.id, params.jobId, params.interviewId ?? "", parsed.value);
  } else {
    const parsed = parseSubmission(formData, interviewCreateSchema, prepare);
    if (parsed.status !== "success") return invalidSubmission(parsed);
    submission = parsed;
    result = await addInterview(deps, user.id, params.jobId, parsed.value);
  }
  if (!result.ok) {
    if (result.code === "NOT_FOUND") notFound(result.message);
    return failedSubmission(submission, result, { fieldsAsFormError: true });
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
        reply={actionData}
        constraints={loaderData.constraints}
        cancelTo={`/jobs/${loaderData.jobId}`}
        timeZone={loaderData.timeZone}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <JobNotFoundBoundary />;
}
