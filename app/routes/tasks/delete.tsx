import { safeRedirect } from "@core/safe-redirect";
import { deleteTask, getTask } from "@worker/domain/tasks.server";
import { DeleteConfirmPage } from "~/components/delete-confirm-page";
import { notFoundMessage } from "~/components/not-found-boundary";
import { TaskNotFoundBoundary } from "~/components/tasks/task-not-found";
import { getDeps, getUser } from "~/server/context.server";
import { fetcherFailure } from "~/server/fetcher.server";
import { notFound, valueOr404 } from "~/server/not-found.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/delete";

export const meta: Route.MetaFunction = ({ error }) => [
  { title: `${notFoundMessage(error) ?? "Delete task"} · Offerpath` },
];

/** The confirm step for deleting a task without JavaScript; with it, a dialog posts here directly. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const task = valueOr404(await getTask(getDeps(context), getUser(context).id, params.id));
  const returnTo = safeRedirect(new URL(request.url).searchParams.get("returnTo"), `/tasks/${task._id}`);
  return { title: task.title, returnTo };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const js = (await request.formData()).get("js") === "1";
  const result = await deleteTask(deps, getUser(context).id, params.id);
  if (!result.ok) {
    if (js) return fetcherFailure(result);
    notFound(result.message);
  }
  const returnTo = safeRedirect(new URL(request.url).searchParams.get("returnTo"), "/tasks");
  const target = returnTo.startsWith(`/tasks/${params.id}`) ? "/tasks" : returnTo;
  return redirectWithToast(
    target,
    { type: "success", message: "Task deleted successfully" },
    deps.config.SESSION_SECRET,
    request,
  );
}

export default function DeleteTask({ loaderData }: Route.ComponentProps) {
  return (
    <DeleteConfirmPage
      title="Delete task"
      subject={loaderData.title}
      message="Are you sure you want to delete this task? This action cannot be undone."
      cancelTo={loaderData.returnTo}
    />
  );
}

export function ErrorBoundary() {
  return <TaskNotFoundBoundary />;
}
