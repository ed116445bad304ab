import { taskCreateSchema } from "@core/schemas/task";
import { createTask } from "@worker/domain/tasks.server";
import { PageHeader } from "~/components/page-header";
import { TaskForm } from "~/components/tasks/task-form";
import { getDeps, getUser } from "~/server/context.server";
import { FIX_FIELDS, failedSubmission, invalidSubmission, parseSubmission } from "~/server/forms.server";
import { prepareTaskForm, taskFormConstraints, taskFormOptions, taskFormValues } from "~/server/task-form.server";
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
  return { values, options, constraints: taskFormConstraints, cancelTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const prepare = (payload: Record<string, unknown>) => prepareTaskForm(payload, user.timeZone);
  const submission = parseSubmission(await request.formData(), taskCreateSchema, prepare);
  if (submission.status !== "success") return invalidSubmission(submission, { formError: FIX_FIELDS });
  const result = await createTask(deps, user.id, submission.value);
  if (!result.ok) return failedSubmission(submission, result);
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
        values={loaderData.values}
        options={loaderData.options}
        reply={actionData}
        constraints={loaderData.constraints}
        cancelTo={loaderData.cancelTo}
      />
    </>
  );
}
