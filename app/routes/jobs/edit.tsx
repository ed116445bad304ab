import { listContactOptions } from "@worker/domain/contacts.server";
import { getJob, updateJob } from "@worker/domain/jobs.server";
import { failureStatus } from "@worker/lib/result";
import { data } from "react-router";
import { JobForm } from "~/components/jobs/job-form";
import { JobNotFoundBoundary } from "~/components/jobs/job-not-found";
import { notFoundMessage } from "~/components/not-found-boundary";
import { PageHeader } from "~/components/page-header";
import { failureForForm, parseForm } from "~/lib/forms";
import { jobUpdateSchema } from "~/lib/schemas/job";
import { getDeps, getUser } from "~/server/context.server";
import { jobFormValues, readJobForm } from "~/server/job-form.server";
import { notFound, valueOr404 } from "~/server/not-found.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/edit";
import { echo } from "./new";

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
  return { id: job._id, contacts, values: jobFormValues({ job }, deps.now(), user.timeZone) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const body = readJobForm(await request.formData(), "edit");
  const parsed = parseForm(body, jobUpdateSchema);
  if (!parsed.ok)
    return data({ fieldErrors: parsed.fieldErrors, formError: "Please fix the highlighted fields.", body }, 400);
  const result = await updateJob(deps, user.id, params.id, parsed.data);
  if (!result.ok) {
    if (result.code === "NOT_FOUND") notFound(result.message);
    return data({ ...failureForForm(result), body }, failureStatus[result.code]);
  }
  return redirectWithToast(
    "/applications",
    { type: "success", message: "Job application updated successfully!" },
    deps.config.SESSION_SECRET,
    request,
  );
}

export default function EditJob({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData ? { ...loaderData.values, ...echo(actionData.body) } : loaderData.values;
  return (
    <>
      <PageHeader title="Edit Job Application" />
      <JobForm
        mode="edit"
        values={values}
        errors={actionData?.fieldErrors}
        formError={actionData?.formError}
        cancelTo={`/jobs/${loaderData.id}`}
        contacts={loaderData.contacts}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <JobNotFoundBoundary />;
}
