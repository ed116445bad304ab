import { jobUpdateSchema } from "@core/schemas/job";
import { listContactOptions } from "@worker/domain/contacts.server";
import { getJob, updateJob } from "@worker/domain/jobs.server";
import { JobForm } from "~/components/jobs/job-form";
import { JobNotFoundBoundary } from "~/components/jobs/job-not-found";
import { notFoundMessage } from "~/components/not-found-boundary";
import { PageHeader } from "~/components/page-header";
import { getDeps, getUser } from "~/server/context.server";
import { FIX_FIELDS, failedSubmission, invalidSubmission, parseSubmission } from "~/server/forms.server";
import { jobFormConstraints, jobFormValues, prepareJobForm } from "~/server/job-form.server";
import { notFound, valueOr404 } from "~/server/not-found.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/edit";

export const meta: Route.MetaFunction = ({ error }) => [
  { title: `${notFoundMessage(error) ?? "Edit Job Application"} · Offerpath` },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const [job, contacts] = await Promise.all([
    getJob(deps, user.id, params.id).then(valueOr404),
    listContactOptions(deps, user.id),
  ]);
  return {
    id: job._id,
    contacts,
    values: jobFormValues({ job }, deps.now(), user.timeZone),
    constraints: jobFormConstraints,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const submission = parseSubmission(await request.formData(), jobUpdateSchema, (p) => prepareJobForm(p, "edit"));
  if (submission.status !== "success") return invalidSubmission(submission, { formError: FIX_FIELDS });
  const result = await updateJob(deps, user.id, params.id, submission.value);
  if (!result.ok) {
    if (result.code === "NOT_FOUND") notFound(result.message);
    return failedSubmission(submission, result);
  }
  return redirectWithToast(
    "/applications",
    { type: "success", message: "Job application updated successfully!" },
    deps.config.SESSION_SECRET,
    request,
  );
}

export default function EditJob({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Edit Job Application" />
      <JobForm
        mode="edit"
        values={loaderData.values}
        reply={actionData}
        constraints={loaderData.constraints}
        cancelTo={`/jobs/${loaderData.id}`}
        contacts={loaderData.contacts}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <JobNotFoundBoundary />;
}
