import { taskUpdateSchema } from "@core/schemas/task";
import { getTask, updateTask } from "@worker/domain/tasks.server";
import { notFoundMessage } from "~/components/not-found-boundary";
import { PageHeader } from "~/components/page-header";
import { TaskForm } from "~/components/tasks/task-form";
import { TaskNotFoundBoundary } from "~/components/tasks/task-not-found";
import { getDeps, getUser } from "~/server/context.server";
import { FIX_FIELDS, failedSubmission, invalidSubmission, parseSubmission } from "~/server/forms.server";
import { notFound, valueOr404 } from "~/server/not-found.server";
import { prepareTaskForm, taskFormConstraints, taskFormOptions, taskFormValues } from "~/server/task-form.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/edit";

export const meta: Route.MetaFunction = ({ error }) => [
  { title: `${notFoundMessage(error) ?? "Edit Task"} · Offerpath` },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const [task, options] = await Promise.all([
    getTask(deps, user.id, params.id).then(valueOr404),
    taskFormOptions(deps, user.id),
  ]);
  return { id: task._id, values: taskFormValues({ task }, user.timeZone), options, constraints: taskFormConstraints };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const prepare = (payload: Record<string, unknown>) => prepareTaskForm(payload, user.timeZone);
  const submission = parseSubmission(await request.formData(), taskUpdateSchema, prepare);
  if (submission.status !== "success") return invalidSubmission(submission, { formError: FIX_FIELDS });
  const result = await updateTask(deps, user.id, params.id, submission.value);
  if (!result.ok) {
    if (result.code === "NOT_FOUND") notFound(result.message);
    return failedSubmission(submission, result);
  }
  return redirectWithToast(
    "/tasks",
    { type: "success", message: "Task updated successfully!" },
    deps.config.SESSION_SECRET,
    request,
  );
}

export default function EditTask({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Edit Task" />
      <TaskForm
        mode="edit"
        values={loaderData.values}
        options={loaderData.options}
        reply={actionData}
        constraints={loaderData.constraints}
        cancelTo={`/tasks/${loaderData.id}`}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <TaskNotFoundBoundary />;
}
