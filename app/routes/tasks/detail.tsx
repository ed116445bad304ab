import { formatDateTime } from "@core/dates";
import { safeRedirect } from "@core/safe-redirect";
import { completeTask, getTask } from "@worker/domain/tasks.server";
import { useState } from "react";
import { data, Form, Link, useNavigation, useSubmit } from "react-router";
import { notFoundMessage } from "~/components/not-found-boundary";
import { contactOptionLabel, jobOptionLabel, taskLabel, taskStatusTone } from "~/components/tasks/labels";
import { TaskNotFoundBoundary } from "~/components/tasks/task-not-found";
import { Badge, PriorityBadge } from "~/components/ui/badge";
import { Button, ButtonLink, buttonClasses } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { CheckCircleIcon, CheckIcon, PencilIcon, TrashIcon } from "~/components/ui/icons";
import { getDeps, getUser } from "~/server/context.server";
import { fetcherFailure } from "~/server/fetcher.server";
import { notFound, valueOr404 } from "~/server/not-found.server";
import { taskDue } from "~/server/task-form.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/detail";

export const meta: Route.MetaFunction = ({ loaderData, error }) => [
  { title: `${loaderData?.task.title ?? notFoundMessage(error) ?? "Task not found"} · Offerpath` },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const task = valueOr404(await getTask(deps, user.id, params.id));
  const tz = user.timeZone;
  return {
    task,
    due: taskDue(task, deps.now(), tz),
    reminder: task.reminder ? formatDateTime(new Date(task.reminder), tz) : null,
    completedAt: task.completedAt ? formatDateTime(new Date(task.completedAt), tz) : null,
    createdAt: formatDateTime(new Date(task.createdAt), tz),
    updatedAt: formatDateTime(new Date(task.updatedAt), tz),
  };
}

/**
 * Mark as Complete, from this page and from the list's circle (`intent=complete`). A script's fetcher
 * (`js=1`) gets data back and keeps its page; a plain form post is redirected with a toast.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const form = await request.formData();
  if (form.get("intent") !== "complete") return data({ ok: false, error: "Unknown action" }, 400);
  const js = form.get("js") === "1";
  const result = await completeTask(deps, getUser(context).id, params.id);
  if (!result.ok) {
    if (js) return fetcherFailure(result);
    notFound(result.message);
  }
  if (js) return { ok: true, error: undefined };
  return redirectWithToast(
    safeRedirect(form.get("returnTo"), `/tasks/${params.id}`),
    { type: "success", message: "Task marked as completed" },
    deps.config.SESSION_SECRET,
    request,
  );
}

export default function TaskDetail({ loaderData }: Route.ComponentProps) {
  const { task, due, reminder, completedAt, createdAt, updatedAt } = loaderData;
  const submit = useSubmit();
  const navigation = useNavigation();
  const completing = navigation.state === "submitting" && navigation.formData?.get("intent") === "complete";
  const [confirming, setConfirming] = useState(false);
  const completed = task.status === "completed";
  const deleteHref = `/tasks/${task._id}/delete`;

  const rows: Array<[string, React.ReactNode]> = [
    [
      "Due date",
      due.date ? (
        <span key="d" className={due.overdue ? "font-semibold text-red-800" : undefined}>
          {dueText(due)}
        </span>
      ) : (
        "No due date"
      ),
    ],
    ["Reminder", reminder ?? "None"],
    [
      "Related job",
      task.relatedJob ? (
        <Link key="j" to={`/jobs/${task.relatedJob._id}`} className="text-brand-700 hover:underline">
          {jobOptionLabel(task.relatedJob)}
        </Link>
      ) : (
        "None"
      ),
    ],
    [
      "Related contact",
      task.relatedContact ? (
        <Link key="c" to={`/contacts/${task.relatedContact._id}`} className="text-brand-700 hover:underline">
          {contactOptionLabel(task.relatedContact)}
        </Link>
      ) : (
        "None"
      ),
    ],
    ["Created", createdAt],
    ["Last updated", updatedAt],
  ];
  if (completedAt) rows.push(["Completed", completedAt]);

  return (
    <>
      <div className="mb-6">
        <Link to="/tasks" className="text-sm font-medium text-brand-700 hover:underline">
          ← Back to tasks
        </Link>
      </div>
      <div className="mb-8 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900 sm:text-3xl">{task.title}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <Badge tone={taskStatusTone(task.status)}>{taskLabel(task.status)}</Badge>
            <PriorityBadge priority={task.priority} />
            <Badge tone="indigo">{taskLabel(task.category)}</Badge>
          </div>
          {completed && completedAt ? (
            <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-green-800">
              <CheckCircleIcon className="size-4" /> Completed {completedAt}
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {completed ? null : (
            <Form method="post">
              <input type="hidden" name="intent" value="complete" />
              <input type="hidden" name="returnTo" value={`/tasks/${task._id}`} />
              <Button type="submit" loading={completing}>
                <CheckIcon className="size-4" /> Mark as Complete
              </Button>
            </Form>
          )}
          <ButtonLink to={`/tasks/edit/${task._id}`} variant="secondary">
            <PencilIcon className="size-4" /> Edit
          </ButtonLink>
          <Link
            to={deleteHref}
            onClick={(e) => {
              e.preventDefault();
              setConfirming(true);
            }}
            className={buttonClasses({ variant: "danger" })}
          >
            <TrashIcon className="size-4" /> Delete
          </Link>
        </div>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-3">
          <CardHeader title="Description" />
          <CardBody>
            <p
              className={`text-sm break-words whitespace-pre-line ${task.description ? "text-slate-800" : "text-slate-600 italic"}`}
            >
              {task.description || "No description added."}
            </p>
          </CardBody>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader title="Task Details" />
          <CardBody>
            <dl className="grid grid-cols-1 gap-y-4 text-sm sm:grid-cols-2 sm:gap-x-4">
              {rows.map(([label, value]) => (
                <div key={label} className="min-w-0">
                  <dt className="font-medium text-slate-600">{label}</dt>
                  <dd className="mt-1 break-words text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </CardBody>
        </Card>
      </div>

      <ConfirmDialog
        open={confirming}
        title="Delete task"
        message="Are you sure you want to delete this task? This action cannot be undone."
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          submit(null, { method: "post", action: deleteHref });
        }}
      />
    </>
  );
}

/** "Today · 8 May 2026", "11 May 2026", "Yesterday · 7 May 2026 · Overdue". */
function dueText(due: { label: string; date: string | null; overdue: boolean }) {
  const relative = ["Today", "Tomorrow", "Yesterday"].includes(due.label) ? due.label : null;
  return [relative, due.date, due.overdue ? "Overdue" : null].filter(Boolean).join(" · ");
}

export function ErrorBoundary() {
  return <TaskNotFoundBoundary />;
}
