import { dueDateInZone, dueDateLabel, formatDate, isOverdue } from "@core/dates";
import { jobDateLabel } from "@core/format";
import { INBOX_WAITING_CAP } from "@core/inbox-kinds";
import { followUpsDue } from "@worker/domain/contacts.server";
import { getDashboardSummary } from "@worker/domain/dashboard.server";
import { countWaiting } from "@worker/domain/inbox/apply.server";
import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { JobStatusBadge, PriorityBadge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardHeader } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import {
  BarChartIcon,
  BriefcaseIcon,
  CalendarIcon,
  CheckSquareIcon,
  ChevronRightIcon,
  InboxIcon,
  PlusIcon,
} from "~/components/ui/icons";
import { getDeps, getUser } from "~/server/context.server";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard · Offerpath" }];

export async function loader({ context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const [d, followUps, inboxWaiting] = await Promise.all([
    getDashboardSummary(deps, user.id),
    followUpsDue(deps, user.id, user.timeZone),
    countWaiting(deps, user.id, INBOX_WAITING_CAP),
  ]);
  const now = deps.now();
  const tz = user.timeZone;
  // The first card counts every application the list shows, saved ones included, and says how many are
  // only saved (the API's `total` keeps the contract's meaning: saved left out).
  const saved = d.stats.saved;
  const all = d.stats.total + saved;
  return {
    firstName: user.name.split(/\s+/)[0],
    inboxWaiting,
    firstSession: user.firstSession,
    followUps: {
      count: followUps.count,
      first: followUps.first.map((c) => ({
        id: c.id,
        name: c.name,
        company: c.company,
        // A date-only value: its own calendar day, compared with today in the user's zone.
        due: c.followUpDate ? dueDateLabel(dueDateInZone(c.followUpDate, tz), now, tz, "list") : "",
      })),
    },
    stats: [
      {
        label: "Applications",
        value: all,
        note: saved > 0 ? `${all} ${all === 1 ? "application" : "applications"} (${saved} saved)` : null,
        tone: "text-brand-700 bg-brand-50",
      },
      {
        label: "Active Applications",
        value: d.stats.applied + d.stats.screening + d.stats.interview,
        note: null,
        tone: "text-purple-700 bg-purple-50",
      },
      { label: "Interviews", value: d.stats.interview, note: null, tone: "text-amber-700 bg-amber-50" },
      { label: "Offers", value: d.stats.offer, note: null, tone: "text-green-700 bg-green-50" },
    ],
    // A date-only value (00:00 UTC of the date): shown as that calendar day whatever the user's zone; a
    // saved job has not been applied to, so it says when it was saved.
    recentJobs: d.recentJobs.map((j) => ({
      ...j,
      date: `${jobDateLabel(j.status)} ${formatDate(j.applicationDate, "UTC")}`,
    })),
    upcomingTasks: d.upcomingTasks.map((t) => {
      const due = t.dueDate ? dueDateInZone(new Date(t.dueDate), tz) : null;
      return {
        id: t._id,
        title: t.title,
        priority: t.priority,
        job: t.relatedJob ? `${t.relatedJob.company} · ${t.relatedJob.position}` : null,
        due: dueDateLabel(due, now, tz, "dashboard"),
        overdue: isOverdue(due, now, tz, t.status),
      };
    }),
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { firstName, firstSession, stats, recentJobs, upcomingTasks, followUps, inboxWaiting } = loaderData;
  const waiting = inboxWaiting >= INBOX_WAITING_CAP ? `${INBOX_WAITING_CAP - 1}+` : String(inboxWaiting);
  return (
    <>
      <PageHeader
        title={firstSession ? `Welcome, ${firstName}!` : `Welcome back, ${firstName}!`}
        description="Here's where your job search stands today."
        actions={
          <>
            <ButtonLink to="/analytics" variant="secondary">
              <BarChartIcon className="size-4" /> Analytics
            </ButtonLink>
            <ButtonLink to="/jobs/new">
              <PlusIcon className="size-4" /> Add Application
            </ButtonLink>
          </>
        }
      />
      <section aria-label="Application statistics" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {stats.map((s) => (
          <Card key={s.label} className="p-4 sm:p-5">
            <p className="text-sm font-medium text-slate-600">{s.label}</p>
            <p
              className={`mt-3 inline-flex min-w-12 justify-center rounded-lg px-2.5 py-1 text-2xl font-semibold ${s.tone}`}
            >
              {s.value}
            </p>
            {s.note ? <p className="mt-2 text-xs text-slate-600">{s.note}</p> : null}
          </Card>
        ))}
      </section>

      <Link
        to="/inbox"
        className="mt-6 flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs hover:border-brand-200 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <InboxIcon className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold text-slate-900">
            {inboxWaiting === 0
              ? "No forwarded emails waiting"
              : `${waiting} forwarded ${inboxWaiting === 1 ? "email" : "emails"} waiting for you`}
          </span>
          <span className="block text-sm text-slate-600">
            Forward application emails to your Offerpath address; each proposes its change to your tracker.
          </span>
        </span>
        <ChevronRightIcon className="size-5 shrink-0 text-slate-500" />
      </Link>

      <div className="mt-8 grid gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-3">
          <CardHeader
            title="Recent Applications"
            actions={
              <Link to="/applications" className="text-sm font-medium text-brand-700 hover:underline">
                View all
              </Link>
            }
          />
          {recentJobs.length === 0 ? (
            <EmptyState
              headingLevel={3}
              className="m-4 sm:m-6"
              icon={<BriefcaseIcon className="size-6" />}
              title="No applications yet"
              description="Add your first application to see it here."
              action={
                <ButtonLink to="/jobs/new" size="sm">
                  Add Application
                </ButtonLink>
              }
            />
          ) : (
            <ul className="divide-y divide-slate-100">
              {recentJobs.map((j) => (
                <li key={j.id} className="flex items-start justify-between gap-3 px-4 py-3 hover:bg-slate-50 sm:px-6">
                  <div className="min-w-0">
                    <Link
                      to={`/jobs/${j.id}`}
                      className="font-medium break-words text-slate-900 hover:text-brand-700 hover:underline"
                    >
                      {j.position}
                    </Link>
                    <p className="text-sm break-words text-slate-600">
                      {j.company}
                      {j.date ? <span className="text-slate-500"> · {j.date}</span> : null}
                    </p>
                  </div>
                  <div className="shrink-0">
                    <JobStatusBadge status={j.status} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>

        <Card className="lg:col-span-2">
          <CardHeader
            title="Upcoming Tasks"
            actions={
              <Link to="/tasks" className="text-sm font-medium text-brand-700 hover:underline">
                View all
              </Link>
            }
          />
          {upcomingTasks.length === 0 ? (
            <EmptyState
              headingLevel={3}
              className="m-4 sm:m-6"
              icon={<CheckSquareIcon className="size-6" />}
              title="No upcoming tasks"
              description="Pending tasks with the nearest due dates show up here."
            />
          ) : (
            <ul className="divide-y divide-slate-100">
              {upcomingTasks.map((t) => (
                <li key={t.id} className="flex items-start justify-between gap-3 px-4 py-3 sm:px-6">
                  <div className="min-w-0">
                    <Link
                      to={`/tasks/${t.id}`}
                      className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
                    >
                      {t.title}
                    </Link>
                    {t.job ? <p className="truncate text-sm text-slate-600">{t.job}</p> : null}
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-1">
                    <span
                      className={`inline-flex items-center gap-1 text-sm ${t.overdue ? "font-medium text-red-700" : "text-slate-700"}`}
                    >
                      <CalendarIcon className="size-4" />
                      {t.due}
                    </span>
                    <PriorityBadge priority={t.priority} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>

        <Card className="lg:col-span-5">
          <CardHeader
            title="Follow-ups due"
            description="Contacts whose follow-up date is today or past, in your time zone."
            actions={
              <Link to="/contacts?followUp=due" className="text-sm font-medium text-brand-700 hover:underline">
                View contacts<span className="sr-only"> with a follow-up due</span>
              </Link>
            }
          />
          <p className="px-4 pt-4 text-sm text-slate-700 sm:px-6">
            {followUps.count === 0
              ? "No follow-ups due. Set a follow-up date on a contact to be reminded of it."
              : `${followUps.count} ${followUps.count === 1 ? "contact is" : "contacts are"} waiting for you to follow up${followUps.count > followUps.first.length ? `; the ${followUps.first.length} waiting longest:` : ":"}`}
          </p>
          {followUps.first.length > 0 ? (
            <ul aria-label="Follow-ups due" className="mt-2 divide-y divide-slate-100">
              {followUps.first.map((c) => (
                <li key={c.id} className="flex items-start justify-between gap-3 px-4 py-3 sm:px-6">
                  <div className="min-w-0">
                    <Link
                      to={`/contacts/${c.id}`}
                      className="font-medium break-words text-slate-900 hover:text-brand-700 hover:underline"
                    >
                      {c.name}
                    </Link>
                    {c.company ? <p className="text-sm break-words text-slate-600">{c.company}</p> : null}
                  </div>
                  <span className="inline-flex shrink-0 items-center gap-1 text-sm text-slate-700">
                    <CalendarIcon className="size-4" />
                    {c.due}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="pb-4" />
        </Card>
      </div>
    </>
  );
}
