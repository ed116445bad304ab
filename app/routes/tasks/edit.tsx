import { getTask, updateTask } from "@worker/domain/tasks.server";
import { failureStatus } from "@worker/lib/result";
import { data } from "react-router";
import { notFoundMessage } from "~/components/not-found-boundary";
import { PageHeader } from "~/components/page-header";
import { TaskForm } from "~/components/tasks/task-form";
import { TaskNotFoundBoundary } from "~/components/tasks/task-not-found";
import { failureForForm, parseForm } from "~/lib/forms";
import { taskUpdateSchema } from "~/lib/schemas/task";
import { getDeps, getUser } from "~/server/context.server";
import { notFound, valueOr404 } from "~/server/not-found.server";
import { readTaskForm, submittedTaskValues, taskFormOptions, taskFormValues } from "~/server/task-form.server";
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
  return { id: task._id, values: taskFormValues({ task }, user.timeZone), options };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const formData = await request.formData();
  const values = submittedTaskValues(formData);
  const parsed = parseForm(readTaskForm(formData, user.timeZone), taskUpdateSchema);
  if (!parsed.ok)
    return data({ fieldErrors: parsed.fieldErrors, formError: "Please fix the highlighted fields.", values }, 400);
  const result = await updateTask(deps, user.id, params.id, parsed.data);
  if (!result.ok) {
    if (result.code === "NOT_FOUND") notFound(result.message);
    return data({ ...failureForForm(result), values }, failureStatus[result.code]);
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
        values={{ ...loaderData.values, ...actionData?.values }}
        options={loaderData.options}
        errors={actionData?.fieldErrors}
        formError={actionData?.formError}
        cancelTo={`/tasks/${loaderData.id}`}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <TaskNotFoundBoundary />;
}
