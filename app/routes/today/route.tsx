import { dueDateInZone, dueDateLabel, formatDateTime, isOverdue } from "@core/dates";
import { capitalize } from "@core/format";
import { completeTask } from "@worker/domain/tasks.server";
import { getToday } from "@worker/domain/today.server";
import { data, Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { Card, CardHeader } from "~/components/ui/card";
import { getDeps, getUser } from "~/server/context.server";
import { fetcherFailure } from "~/server/fetcher.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/route";
import { askWorker, OfflineBanner, TaskDoneButton, useTodayOffline } from "./offline";

export const meta: Route.MetaFunction = () => [{ title: "Today · Offerpath" }];

export async function loader({ context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const { id, timeZone: tz } = getUser(context);
  const today = await getToday(deps, id, tz);
  const now = deps.now();
  const clock = new Intl.DateTimeFormat("en-IN", { timeZone: tz, hour: "numeric", minute: "2-digit" });
  return {
    asOf: formatDateTime(now, tz),
    interviews: today.interviews.map((i) => ({
      id: i.id,
      jobId: i.jobId,
      company: i.company,
      position: i.position,
      day: i.day,
      time: clock.format(i.date),
      type: capitalize(i.interviewType),
      withPerson: i.withPerson,
      meetingLink: i.meetingLink,
    })),
    tasks: today.tasks.map((t) => {
      const due = t.dueDate ? dueDateInZone(new Date(t.dueDate), tz) : null;
      return {
        id: t._id,
        title: t.title,
        updatedAt: new Date(t.updatedAt).getTime(),
        due: dueDateLabel(due, now, tz, "list"),
        overdue: isOverdue(due, now, tz, t.status),
        job: t.relatedJob ? `${t.relatedJob.company} · ${t.relatedJob.position}` : null,
      };
    }),
    moreTasks: today.moreTasks,
    followUps: {
      count: today.followUps.count,
      first: today.followUps.first.map((c) => ({
        id: c.id,
        name: c.name,
        company: c.company,
        due: c.followUpDate ? dueDateLabel(dueDateInZone(c.followUpDate, tz), now, tz, "list") : "",
      })),
    },
  };
}

/**
 * Done, from this page (`intent=complete`) with the `updatedAt` the page showed: a task changed since is
 * not completed (409). A script's post (`js=1`: a fetcher, or the offline queue replayed by the service
 * worker) gets the status back; a plain form post is redirected here with a toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const form = await request.formData();
  const taskId = String(form.get("taskId") ?? "");
  const seen = Number(form.get("updatedAt"));
  if (form.get("intent") !== "complete" || !taskId || !Number.isSafeInteger(seen) || seen <= 0) {
    return data({ ok: false, error: "Unknown action" }, 400);
  }
  const result = await completeTask(deps, getUser(context).id, taskId, { unchangedSince: new Date(seen) });
  if (form.get("js") === "1") return result.ok ? { ok: true, error: undefined } : fetcherFailure(result);
  const toast = result.ok
    ? ({ type: "success", message: "Task marked as completed" } as const)
    : ({ type: "error", message: result.message } as const);
  return redirectWithToast("/today", toast, deps.config.SESSION_SECRET, request);
}

/**
 * A done whose post fails at the network level (a TypeError from fetch: the browser may still say online)
 * is handed to the service worker's queue, as one marked done offline, rather than lost. The answer is
 * 503 so the router does not revalidate over a connection that just failed.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    const queued = await askWorker({
      type: "today-queue",
      taskId: String(form.get("taskId")),
      updatedAt: Number(form.get("updatedAt")),
      title: String(form.get("title") ?? ""),
    });
    return data(
      queued
        ? { ok: false, queued: true, error: undefined }
        : { ok: false, error: "No connection: the task was not marked done." },
      503,
    );
  }
}

export default function Today({ loaderData }: Route.ComponentProps) {
  const { asOf, interviews, tasks, moreTasks, followUps } = loaderData;
  const offline = useTodayOffline(loaderData);
  const interviewsOn = (day: "today" | "tomorrow") => interviews.filter((i) => i.day === day);
  return (
    <>
      <PageHeader title="Today" description="Interviews, tasks due and follow-ups, also without a connection." />
      <OfflineBanner state={offline} asOf={asOf} />
      <div className="grid gap-6 lg:grid-cols-2">
        {(["today", "tomorrow"] as const).map((day) => (
          <Card key={day}>
            <CardHeader title={day === "today" ? "Interviews today" : "Interviews tomorrow"} />
            {interviewsOn(day).length === 0 ? (
              <p className="px-5 py-4 text-sm text-slate-600">No interviews {day}.</p>
            ) : (
              <ul className="divide-y divide-slate-200">
                {interviewsOn(day).map((i) => (
                  <li key={i.id} className="px-5 py-3 text-sm">
                    <p className="font-semibold text-slate-900">
                      {i.time} ·{" "}
                      <Link to={`/jobs/${i.jobId}`} className="hover:underline">
                        {i.company}
                      </Link>
                    </p>
                    <p className="text-slate-700">
                      {i.position} · {i.type}
                      {i.withPerson ? ` · with ${i.withPerson}` : ""}
                    </p>
                    {i.meetingLink ? (
                      <a
                        href={i.meetingLink}
                        rel="noopener noreferrer"
                        className="font-medium break-all text-brand-700 underline"
                      >
                        {i.meetingLink}
                      </a>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </Card>
        ))}
        <Card>
          <CardHeader title="Tasks due today and overdue" />
          {tasks.length === 0 ? (
            <p className="px-5 py-4 text-sm text-slate-600">Nothing due.</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {tasks.map((t) => (
                <li key={t.id} className="flex items-start gap-3 px-5 py-3 text-sm" data-task-row={t.id}>
                  <TaskDoneButton task={t} state={offline} />
                  <div className="min-w-0">
                    <Link to={`/tasks/${t.id}`} className="font-semibold text-slate-900 hover:underline">
                      {t.title}
                    </Link>
                    <p className={t.overdue ? "font-medium text-red-700" : "text-slate-700"}>
                      {t.overdue ? `Overdue · due ${t.due}` : `Due ${t.due}`}
                      {t.job ? ` · ${t.job}` : ""}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {moreTasks ? (
            <p className="px-5 pb-4 text-sm">
              <Link to="/tasks?dueDate=overdue" className="font-medium text-brand-700 underline">
                More overdue tasks
              </Link>
            </p>
          ) : null}
        </Card>
        <Card>
          <CardHeader title="Follow-ups due" />
          {followUps.count === 0 ? (
            <p className="px-5 py-4 text-sm text-slate-600">No follow-ups due.</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {followUps.first.map((c) => (
                <li key={c.id} className="px-5 py-3 text-sm">
                  <Link to={`/contacts/${c.id}`} className="font-semibold text-slate-900 hover:underline">
                    {c.name}
                  </Link>
                  <p className="text-slate-700">
                    {c.company ? `${c.company} · ` : ""}follow up {c.due}
                  </p>
                </li>
              ))}
            </ul>
          )}
          {followUps.count > followUps.first.length ? (
            <p className="px-5 pb-4 text-sm">
              <Link to="/contacts?followUp=due" className="font-medium text-brand-700 underline">
                All {followUps.count} follow-ups due
              </Link>
            </p>
          ) : null}
        </Card>
      </div>
    </>
  );
}
