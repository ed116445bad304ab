import { Link, useFetcher } from "react-router";
import { RowActions } from "~/components/list/row-actions";
import { type FetcherAnswer, useFailureToast } from "~/components/list/use-failure-toast";
import { contactOptionLabel, jobOptionLabel, taskLabel, taskStatusTone } from "~/components/tasks/labels";
import type { TaskDue, TaskView } from "~/components/tasks/types";
import { Badge, PriorityBadge } from "~/components/ui/badge";
import { BriefcaseIcon, CalendarIcon, CheckCircleIcon, CircleIcon, UserIcon } from "~/components/ui/icons";
import { useHydrated } from "~/ui/use-hydrated";

/** Row colours (spec §4): completed green, overdue red, high priority yellow. */
function rowTone(completed: boolean, overdue: boolean, priority: string) {
  if (completed) return "border-l-green-500 bg-green-50";
  if (overdue) return "border-l-red-500 bg-red-50";
  if (priority === "high") return "border-l-amber-400 bg-amber-50";
  return "border-l-transparent bg-white";
}

export function TaskRow({ task, returnTo }: { task: TaskView & { due: TaskDue }; returnTo: string }) {
  const hydrated = useHydrated();
  const completeFetcher = useFetcher<FetcherAnswer>({ key: `complete-${task._id}` });
  const deleteFetcher = useFetcher<FetcherAnswer>({ key: `delete-task-${task._id}` });
  useFailureToast(completeFetcher, "Failed to update task");
  useFailureToast(deleteFetcher, "Failed to delete task");

  // Optimistic: completed while the request is in flight; the server's value otherwise.
  const completed = task.status === "completed" || completeFetcher.state !== "idle";
  const overdue = task.due.overdue && !completed;
  const deleting = deleteFetcher.state !== "idle";
  if (deleting) return null;

  const deleteHref = `/tasks/${task._id}/delete?returnTo=${encodeURIComponent(returnTo)}`;
  return (
    <li data-row className={`flex gap-3 border-l-4 p-4 sm:gap-4 sm:p-5 ${rowTone(completed, overdue, task.priority)}`}>
      <div className="shrink-0 pt-0.5">
        {completed ? (
          <span className="flex size-8 items-center justify-center text-green-700" data-testid="completed-marker">
            <CheckCircleIcon className="size-6" />
            <span className="sr-only">Completed</span>
          </span>
        ) : (
          <completeFetcher.Form method="post" action={`/tasks/${task._id}`}>
            <input type="hidden" name="intent" value="complete" />
            <input type="hidden" name="returnTo" value={returnTo} />
            <input type="hidden" name="js" value={hydrated ? "1" : ""} />
            <button
              type="submit"
              aria-label={`Mark ${task.title} as complete`}
              title="Mark as complete"
              className="flex size-8 items-center justify-center rounded-full text-slate-500 hover:bg-green-100 hover:text-green-700 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <CircleIcon className="size-6" />
            </button>
          </completeFetcher.Form>
        )}
      </div>

      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Link
            to={`/tasks/${task._id}`}
            data-row-open
            className={`text-base font-semibold break-words hover:text-brand-700 hover:underline ${completed ? "text-slate-600 line-through" : "text-slate-900"}`}
          >
            {task.title}
          </Link>
          <PriorityBadge priority={task.priority} />
          <Badge tone="indigo">{taskLabel(task.category)}</Badge>
          {task.status !== "pending" ? (
            <Badge tone={taskStatusTone(completed ? "completed" : task.status)}>
              {taskLabel(completed ? "completed" : task.status)}
            </Badge>
          ) : null}
        </div>
        {task.description ? <p className="mt-1 text-sm break-words text-slate-700">{task.description}</p> : null}
        <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-slate-700">
          <div className={`flex items-center gap-1.5 ${overdue ? "font-semibold text-red-800" : ""}`}>
            <dt className="sr-only">Due</dt>
            <CalendarIcon className="size-4 shrink-0" />
            <dd>{overdue ? `${task.due.label} · Overdue` : task.due.label}</dd>
          </div>
          {task.relatedJob ? (
            <div className="flex min-w-0 items-center gap-1.5">
              <dt className="sr-only">Related job</dt>
              <BriefcaseIcon className="size-4 shrink-0" />
              <dd className="min-w-0 truncate">
                <Link to={`/jobs/${task.relatedJob._id}`} className="text-brand-700 hover:underline">
                  {jobOptionLabel(task.relatedJob)}
                </Link>
              </dd>
            </div>
          ) : null}
          {task.relatedContact ? (
            <div className="flex min-w-0 items-center gap-1.5">
              <dt className="sr-only">Related contact</dt>
              <UserIcon className="size-4 shrink-0" />
              <dd className="min-w-0 truncate">
                <Link to={`/contacts/${task.relatedContact._id}`} className="text-brand-700 hover:underline">
                  {contactOptionLabel(task.relatedContact)}
                </Link>
              </dd>
            </div>
          ) : null}
        </dl>
      </div>

      <RowActions
        name={task.title}
        viewTo={`/tasks/${task._id}`}
        editTo={`/tasks/edit/${task._id}`}
        deleteHref={deleteHref}
        dialog={{ title: "Delete task", message: "Are you sure you want to delete this task?" }}
        onDelete={() => deleteFetcher.submit({ js: "1" }, { method: "post", action: deleteHref })}
        className="flex shrink-0 flex-col items-center sm:flex-row sm:items-start"
        tone="tinted"
      />
    </li>
  );
}
