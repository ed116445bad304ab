import { createTask } from "@worker/domain/tasks.server";
import { failureStatus } from "@worker/lib/result";
import { data } from "react-router";
import { PageHeader } from "~/components/page-header";
import { TaskForm } from "~/components/tasks/task-form";
import { failureForForm, parseForm } from "~/lib/forms";
import { taskCreateSchema } from "~/lib/schemas/task";
import { getDeps, getUser } from "~/server/context.server";
import { readTaskForm, submittedTaskValues, taskFormOptions, taskFormValues } from "~/server/task-form.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/new";

export const meta: Route.MetaFunction = () => [{ title: "Add New Task · Offerpath" }];

/** `?contactId=` and `?jobId=` (from a contact's or a job's page) preselect the related contact and job. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const url = new URL(request.url);
  const options = await taskFormOptions(deps, user.id);
  const values = taskFormValues(
    { jobId: url.searchParams.get("jobId"), contactId: url.searchParams.get("contactId"), options },
    user.timeZone,
  );
  const cancelTo = values.relatedContact
    ? `/contacts/${values.relatedContact}`
    : values.relatedJob
      ? `/jobs/${values.relatedJob}`
      : "/tasks";
  return { values, options, cancelTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const formData = await request.formData();
  const values = submittedTaskValues(formData);
  const parsed = parseForm(readTaskForm(formData, user.timeZone), taskCreateSchema);
  if (!parsed.ok)
    return data({ fieldErrors: parsed.fieldErrors, formError: "Please fix the highlighted fields.", values }, 400);
  const result = await createTask(deps, user.id, parsed.data);
  if (!result.ok) return data({ ...failureForForm(result), values }, failureStatus[result.code]);
  return redirectWithToast(
    "/tasks",
    { type: "success", message: "Task created successfully!" },
    deps.config.SESSION_SECRET,
    request,
  );
}

export default function NewTask({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Add New Task"
        description="Plan the next step of your search: a follow-up, a prep session, a call."
      />
      <TaskForm
        mode="new"
        values={{ ...loaderData.values, ...actionData?.values }}
        options={loaderData.options}
        errors={actionData?.fieldErrors}
        formError={actionData?.formError}
        cancelTo={loaderData.cancelTo}
      />
    </>
  );
}
