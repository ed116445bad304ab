/**
 * /analytics (issue 23): the advanced figures in the user's time zone for plans with advancedAnalytics;
 * on other plans the same page built from made-up data, labelled "Sample data", with the plan that
 * includes it. Charts are server-rendered SVG; the period picker is a GET form, so no script is needed.
 */

import {
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  OUTCOME_LABELS,
  PERIOD_LABELS,
  parsePeriod,
  SALARY_BAND_LABELS,
} from "@core/analytics";
import { MIN_APPLICATIONS_SHOWN } from "@core/answers";
import { formatDate, formatDateTime, toDateInputValue } from "@core/dates";
import { capitalize, jobTypeLabel, pluralize } from "@core/format";
import { getAdvancedAnalytics } from "@worker/domain/analytics/advanced.server";
import { sampleAnalytics } from "@worker/domain/analytics/sample";
import { Form } from "react-router";
import {
  BarList,
  ChartFigure,
  ColumnChart,
  IntervalBars,
  OUTCOME_SEGMENTS,
  StackedBars,
} from "~/components/charts/charts";
import { PageHeader } from "~/components/page-header";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { getDeps, getUser } from "~/server/context.server";
import { notFound } from "~/server/not-found.server";
import type { Route } from "./+types/analytics";

export const meta: Route.MetaFunction = () => [{ title: "Analytics · Offerpath" }];

const AREAS = ["applications", "interviews", "tasks", "networking", "answers"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const period = parsePeriod(new URL(request.url).searchParams.get("period"), "last-3-months");
  const result = await getAdvancedAnalytics(deps, user.id, period, AREAS);
  if (result.ok) {
    const { applications, interviews, tasks, networking, answers, today, start, timeZone } = result.value;
    if (!applications || !interviews || !tasks || !networking || !answers) throw new Error("analytics areas missing");
    return {
      sample: false as const,
      refusal: null,
      period,
      today,
      start,
      timeZone,
      applications,
      interviews,
      tasks,
      networking,
      answers,
    };
  }
  if (result.code !== "PLAN_LIMIT") notFound(result.message);
  const now = deps.now();
  const s = sampleAnalytics(period, toDateInputValue(now, user.timeZone), now);
  return { sample: true as const, refusal: result.message, timeZone: user.timeZone, ...s };
}

type Data = Route.ComponentProps["loaderData"];

const day = (key: string) => formatDate(new Date(`${key}T00:00:00Z`), "UTC");
const binLabel = (key: string) => (key.length === 7 ? key : day(key));
const label = (value: string) => capitalize(value.replace(/-/g, " "));
const pct = (n: number) => `${n}%`;

function Section({ title, sample, children }: { title: string; sample: boolean; children: React.ReactNode }) {
  return (
    <Card className="break-inside-avoid">
      <CardHeader
        title={
          <>
            {title}
            {sample ? (
              <span className="ml-2 rounded-md border border-amber-300 bg-amber-50 px-1.5 py-0.5 align-middle text-xs font-semibold text-amber-900">
                Sample data
              </span>
            ) : null}
          </>
        }
      />
      <CardBody className="grid gap-8 lg:grid-cols-2">{children}</CardBody>
    </Card>
  );
}

function Stat({ label: text, value, hint }: { label: string; value: string | number; hint?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 p-3">
      <dt className="text-xs font-medium text-slate-600">{text}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums text-slate-900">{value}</dd>
      {hint ? <dd className="text-xs text-slate-600">{hint}</dd> : null}
    </div>
  );
}

function PeriodPicker({ period }: { period: AnalyticsPeriod }) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-2 print:hidden">
      <div>
        <label htmlFor="analytics-period" className="block text-sm font-medium text-slate-800">
          Period
        </label>
        <select
          id="analytics-period"
          name="period"
          defaultValue={period}
          className="mt-1 block rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {ANALYTICS_PERIODS.map((p) => (
            <option key={p} value={p}>
              {PERIOD_LABELS[p]}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Show
      </button>
    </Form>
  );
}

function outcomeRows(
  rows: { _id: string; open: number; offer: number; rejected: number; withdrawn: number; total: number }[],
  name: (id: string) => string,
) {
  return rows
    .filter((r) => r.total > 0)
    .map((r) => ({
      label: name(r._id),
      values: { open: r.open, offer: r.offer, rejected: r.rejected, withdrawn: r.withdrawn },
    }));
}

function OutcomeChart({
  title,
  rows,
  name,
}: {
  title: string;
  rows: Data["applications"]["outcomes"]["jobType"];
  name: (id: string) => string;
}) {
  const shown = rows.filter((r) => r.total > 0);
  const best = [...shown].sort((a, b) => b.offer / b.total - a.offer / a.total)[0];
  return (
    <ChartFigure
      title={title}
      summary={
        shown.length === 0
          ? "No applications in this period."
          : best.offer === 0
            ? `No offers yet among ${shown.reduce((n, r) => n + r.total, 0)} applications.`
            : `Highest offer rate: ${name(best._id)}, ${best.offer} ${best.offer === 1 ? "offer" : "offers"} from ${best.total}.`
      }
      table={{
        columns: ["", ...OUTCOME_SEGMENTS.map((s) => s.label), "Total"],
        rows: shown.map((r) => [name(r._id), r.open, r.offer, r.rejected, r.withdrawn, r.total]),
      }}
    >
      {(l) => <StackedBars {...l} rows={outcomeRows(rows, name)} />}
    </ChartFigure>
  );
}

function Applications({ a, sample, unitWord }: { a: Data["applications"]; sample: boolean; unitWord: string }) {
  const f = a.funnel;
  const perWeek = a.applicationsPerWeek;
  const busiest = [...perWeek].sort((x, y) => y.count - x.count)[0];
  return (
    <Section title="Applications" sample={sample}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:col-span-2 lg:grid-cols-6">
        <Stat label="Applications" value={a.totalApplications} />
        <Stat label="Response rate" value={pct(a.responseRate)} hint={`${a.respondedApplications} responded`} />
        <Stat
          label="Median days to a first response"
          value={a.medianDaysToFirstResponse ?? "–"}
          hint={`from ${pluralize(a.timedResponses, "timed response")}`}
        />
        <Stat label="Offers" value={f.offer} hint={`${pct(f.overallOfferRate)} of applications`} />
        <Stat label="No response after 14 days" value={a.stalled.after14Days} />
        <Stat label="No response after 30 days" value={a.stalled.after30Days} />
      </dl>
      <ChartFigure
        title="Funnel"
        summary={`${f.applied} applied; ${f.screening} reached screening (${pct(f.screeningRate)}), ${f.interview} an interview (${pct(f.interviewRate)} of those screened) and ${f.offer} an offer (${pct(f.offerRate)} of those interviewed).`}
        table={{
          columns: ["Stage", "Applications", "Conversion from the stage before"],
          rows: [
            ["Applied", f.applied, "–"],
            ["Screening", f.screening, pct(f.screeningRate)],
            ["Interview", f.interview, pct(f.interviewRate)],
            ["Offer", f.offer, pct(f.offerRate)],
          ],
        }}
      >
        {(l) => (
          <BarList
            {...l}
            data={[
              { label: "Applied", value: f.applied },
              { label: "Screening", value: f.screening, note: pct(f.screeningRate) },
              { label: "Interview", value: f.interview, note: pct(f.interviewRate) },
              { label: "Offer", value: f.offer, note: pct(f.offerRate) },
            ]}
          />
        )}
      </ChartFigure>
      <ChartFigure
        title={`Applications per ${unitWord}`}
        summary={
          busiest && busiest.count > 0
            ? `${a.totalApplications} applications over ${pluralize(perWeek.length, unitWord)}; the busiest ${unitWord} began ${binLabel(busiest._id)} with ${busiest.count}.`
            : "No applications in this period."
        }
        table={{
          columns: [capitalize(unitWord), "Applications"],
          rows: perWeek.map((b) => [binLabel(b._id), b.count]),
        }}
      >
        {(l) => <ColumnChart {...l} data={perWeek.map((b) => ({ label: binLabel(b._id), value: b.count }))} />}
      </ChartFigure>
      <ChartFigure
        title="Average days in each stage"
        summary={
          a.timeInStage.some((s) => s.averageDays !== null)
            ? `Stays that ended in this period: ${a.timeInStage
                .filter((s) => s.averageDays !== null)
                .map((s) => `${label(s.stage)} ${s.averageDays} days`)
                .join(", ")}.`
            : "No application left a stage in this period."
        }
        table={{
          columns: ["Stage", "Average days", "Stays ended"],
          rows: a.timeInStage.map((s) => [label(s.stage), s.averageDays ?? "–", s.stays]),
        }}
      >
        {(l) => (
          <BarList
            {...l}
            data={a.timeInStage.map((s) => ({
              label: label(s.stage),
              value: s.averageDays ?? 0,
              text: `${s.averageDays ?? "–"} d · ${pluralize(s.stays, "stay")}`,
            }))}
          />
        )}
      </ChartFigure>
      <ChartFigure
        title="Companies with most applications"
        summary={
          a.topCompanies.length
            ? `Most applications: ${a.topCompanies[0]._id} (${a.topCompanies[0].count}).`
            : "No applications in this period."
        }
        table={{ columns: ["Company", "Applications"], rows: a.topCompanies.map((c) => [c._id, c.count]) }}
      >
        {(l) => <BarList {...l} data={a.topCompanies.map((c) => ({ label: c._id, value: c.count }))} />}
      </ChartFigure>
      <OutcomeChart title="Outcomes by job type" rows={a.outcomes.jobType} name={jobTypeLabel} />
      <OutcomeChart title="Outcomes by location type" rows={a.outcomes.locationType} name={label} />
      <OutcomeChart title="Outcomes by priority" rows={a.outcomes.priority} name={label} />
      <OutcomeChart
        title="Outcomes by salary band"
        rows={a.outcomes.salaryBand}
        name={(b) => SALARY_BAND_LABELS[b as keyof typeof SALARY_BAND_LABELS] ?? b}
      />
    </Section>
  );
}

function Interviews({
  i,
  sample,
  unitWord,
  timeZone,
}: {
  i: Data["interviews"];
  sample: boolean;
  unitWord: string;
  timeZone: string;
}) {
  const types = Object.entries(i.interviewTypeDistribution) as [string, number][];
  const o = i.interviewOutcomes;
  return (
    <Section title="Interviews" sample={sample}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:col-span-2">
        <Stat label="Interviews" value={i.totalInterviews} />
        <Stat label="Led to an offer" value={o.success} hint={`${pct(i.successRate)} of interviews`} />
        <Stat label="Application rejected" value={o.rejected} />
        <Stat label="Still pending" value={o.pending} />
      </dl>
      <ChartFigure
        title={`Interviews per ${unitWord}`}
        summary={`${i.totalInterviews} interviews over ${pluralize(i.interviewsPerWeek.length, unitWord)}.`}
        table={{
          columns: [capitalize(unitWord), "Interviews"],
          rows: i.interviewsPerWeek.map((b) => [binLabel(b._id), b.count]),
        }}
      >
        {(l) => (
          <ColumnChart {...l} data={i.interviewsPerWeek.map((b) => ({ label: binLabel(b._id), value: b.count }))} />
        )}
      </ChartFigure>
      <ChartFigure
        title="Interviews by type"
        summary={
          i.totalInterviews
            ? `Most were ${label([...types].sort((x, y) => y[1] - x[1])[0][0])} interviews.`
            : "No interviews in this period."
        }
        table={{ columns: ["Type", "Interviews"], rows: types.map(([t, n]) => [label(t), n]) }}
      >
        {(l) => <BarList {...l} data={types.map(([t, n]) => ({ label: label(t), value: n }))} />}
      </ChartFigure>
      <ChartFigure
        title="Outcomes of interviews"
        summary={`Of ${o.total} interviews, ${o.success} belong to applications with an offer, ${o.rejected} to rejected ones and ${o.pending} are still pending.`}
        table={{
          columns: ["Outcome", "Interviews"],
          rows: [
            ["Offer", o.success],
            ["Rejected", o.rejected],
            ["Pending", o.pending],
          ],
        }}
      >
        {(l) => (
          <BarList
            {...l}
            data={[
              { label: "Offer", value: o.success },
              { label: "Rejected", value: o.rejected },
              { label: "Pending", value: o.pending },
            ]}
          />
        )}
      </ChartFigure>
      <div className="min-w-0">
        <h3 className="text-sm font-semibold text-slate-900">Upcoming interviews</h3>
        {i.upcomingInterviews.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">None scheduled.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 text-sm">
            {i.upcomingInterviews.map((u) => (
              <li key={`${u._id}-${u.interviewDate}`} className="py-2">
                <span className="font-medium text-slate-900">{u.company}</span>
                <span className="text-slate-700">{` · ${u.position}`}</span>
                <span className="block text-slate-600">
                  {`${formatDateTime(new Date(u.interviewDate), timeZone)} · ${label(u.interviewType)}${u.withPerson ? ` with ${u.withPerson}` : ""}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}

function Tasks({ t, sample, unitWord }: { t: Data["tasks"]; sample: boolean; unitWord: string }) {
  const cats = t.byCategory.filter((c) => c.total > 0);
  return (
    <Section title="Tasks" sample={sample}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:col-span-2">
        <Stat label="Tasks created" value={t.totalTasks} />
        <Stat label="Completion rate" value={pct(t.completionRate)} hint={`${t.completedTasks} completed`} />
        <Stat label="Average days to complete" value={t.avgCompletionTimeDays ?? "–"} />
        <Stat label="Overdue now" value={t.overdueTasks} />
      </dl>
      <ChartFigure
        title={`Overdue tasks at the end of each ${unitWord}`}
        summary={`${t.overdueTasks} tasks are overdue today.`}
        table={{
          columns: [capitalize(unitWord), "Overdue at its end"],
          rows: t.overdueTrend.map((b) => [binLabel(b._id), b.count]),
        }}
      >
        {(l) => <ColumnChart {...l} data={t.overdueTrend.map((b) => ({ label: binLabel(b._id), value: b.count }))} />}
      </ChartFigure>
      <ChartFigure
        title="Completion by category"
        summary={
          cats.length
            ? `The share of each category's tasks created in this period that are completed.`
            : "No tasks created in this period."
        }
        table={{
          columns: ["Category", "Created", "Completed", "Rate"],
          rows: t.byCategory.map((c) => [label(c._id), c.total, c.completed, pct(c.completionRate)]),
        }}
      >
        {(l) => (
          <BarList
            {...l}
            max={100}
            data={cats.map((c) => ({
              label: label(c._id),
              value: c.completionRate,
              text: `${pct(c.completionRate)} · ${c.completed}/${c.total}`,
            }))}
          />
        )}
      </ChartFigure>
    </Section>
  );
}

function Networking({ n, sample, unitWord }: { n: Data["networking"]; sample: boolean; unitWord: string }) {
  const rel = n.relationshipDistribution.filter((r) => r.count > 0);
  return (
    <Section title="Networking" sample={sample}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:col-span-2">
        <Stat label="Interactions" value={n.totalInteractions} />
        <Stat
          label="Contacts reached"
          value={n.contactsWithInteractions}
          hint={`${pct(n.engagementRate)} of ${n.totalContacts}`}
        />
        <Stat label="Contacts" value={n.totalContacts} />
        <Stat label="Follow-ups due" value={n.followUpsDue} />
      </dl>
      <ChartFigure
        title={`Interactions per ${unitWord}`}
        summary={`${n.totalInteractions} interactions over ${pluralize(n.interactionsPerWeek.length, unitWord)}.`}
        table={{
          columns: [capitalize(unitWord), "Interactions"],
          rows: n.interactionsPerWeek.map((b) => [binLabel(b._id), b.count]),
        }}
      >
        {(l) => (
          <ColumnChart {...l} data={n.interactionsPerWeek.map((b) => ({ label: binLabel(b._id), value: b.count }))} />
        )}
      </ChartFigure>
      <ChartFigure
        title="Interactions by method"
        summary="How you reached your contacts in this period."
        table={{
          columns: ["Method", "Interactions"],
          rows: n.interactionMethodDistribution.map((m) => [label(m._id), m.count]),
        }}
      >
        {(l) => (
          <BarList
            {...l}
            data={n.interactionMethodDistribution.map((m) => ({ label: label(m._id), value: m.count }))}
          />
        )}
      </ChartFigure>
      <ChartFigure
        title="Contacts by relationship"
        summary={`${n.totalContacts} contacts in all.`}
        table={{
          columns: ["Relationship", "Contacts"],
          rows: n.relationshipDistribution.map((r) => [label(r._id), r.count]),
        }}
      >
        {(l) => <BarList {...l} data={rel.map((r) => ({ label: label(r._id), value: r.count }))} />}
      </ChartFigure>
      <ChartFigure
        title="Contacts with most interactions"
        summary={
          n.topContacts.length
            ? `Most: ${n.topContacts[0].name} (${n.topContacts[0].interactionCount}).`
            : "No interactions in this period."
        }
        table={{
          columns: ["Contact", "Company", "Interactions"],
          rows: n.topContacts.map((c) => [c.name, c.company, c.interactionCount]),
        }}
      >
        {(l) => <BarList {...l} data={n.topContacts.map((c) => ({ label: c.name, value: c.interactionCount }))} />}
      </ChartFigure>
      <div className="min-w-0">
        <h3 className="text-sm font-semibold text-slate-900">Follow-ups due</h3>
        {n.dueFollowUps.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">None due.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 text-sm">
            {n.dueFollowUps.map((c) => (
              <li key={c._id} className="py-2">
                <span className="font-medium text-slate-900">{c.name}</span>
                {c.company ? <span className="text-slate-700">{` · ${c.company}`}</span> : null}
                {c.followUpDay ? <span className="block text-slate-600">{`Due ${day(c.followUpDay)}`}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}

type Answer = Pick<
  Data["answers"]["bySource"]["rows"][number],
  | "applications"
  | "responseRate"
  | "responseInterval"
  | "interviewRate"
  | "interviewInterval"
  | "medianDaysToFirstResponse"
>;
type Interval = Answer["responseInterval"];

const interval = (i: Interval) => (i ? `${i.low}–${i.high}%` : "–");
const rateText = (rate: number, i: Interval) => `${pct(rate)} (${interval(i)})`;
const hiddenText = (hidden: number, what: string) =>
  hidden > 0
    ? ` ${pluralize(hidden, what)} with fewer than ${MIN_APPLICATIONS_SHOWN} applications ${hidden === 1 ? "is" : "are"} hidden.`
    : "";

/** One "what gets answers" table: its chart (response rate with its interval), summary and numbers. */
function AnswerChart({
  title,
  rows,
  hidden,
  what,
  name,
  empty,
}: {
  title: string;
  rows: (Answer & { label: string })[];
  hidden: number;
  what: string;
  name: string;
  empty: string;
}) {
  const best = [...rows].sort((a, b) => b.responseRate - a.responseRate || b.applications - a.applications)[0];
  const summary =
    rows.length === 0
      ? `${empty}${hiddenText(hidden, what)}`
      : `Highest response rate: ${best.label}, ${pct(best.responseRate)} of ${pluralize(best.applications, "application")} (90% interval ${interval(best.responseInterval)}).${hiddenText(hidden, what)}`;
  return (
    <ChartFigure
      title={title}
      summary={summary}
      table={{
        columns: [
          name,
          "Applications",
          "Response rate (90% interval)",
          "Interview rate (90% interval)",
          "Median days to a first response",
        ],
        rows: rows.map((r) => [
          r.label,
          r.applications,
          rateText(r.responseRate, r.responseInterval),
          rateText(r.interviewRate, r.interviewInterval),
          r.medianDaysToFirstResponse ?? "–",
        ]),
      }}
    >
      {(l) => (
        <IntervalBars
          {...l}
          data={rows.map((r) => ({
            label: r.label,
            value: r.responseRate,
            low: r.responseInterval?.low ?? 0,
            high: r.responseInterval?.high ?? 0,
            text: rateText(r.responseRate, r.responseInterval),
          }))}
        />
      )}
    </ChartFigure>
  );
}

const versionLabel = (v: Data["answers"]["byResumeVersion"]["rows"][number]) =>
  `${v.name} · ${v.since === null ? "" : `${formatDate(new Date(v.since), "UTC")} · `}${v.shortHash}`;

function Answers({ a, sample }: { a: Data["answers"]; sample: boolean }) {
  return (
    <Section title="What gets answers" sample={sample}>
      <p className="text-sm text-slate-700 lg:col-span-2">
        {`Response and interview rates of the applications made in this period, by where you found the posting, by the resume version you sent and by its match score. Each rate comes with its 90% interval (Wilson): with few applications the true rate could be anywhere in it. Rows with fewer than ${MIN_APPLICATIONS_SHOWN} applications are hidden.`}
      </p>
      <AnswerChart
        title="By source"
        rows={a.bySource.rows}
        hidden={a.bySource.hidden}
        what="source"
        name="Source"
        empty="No source has enough applications in this period. Choose a source on each application."
      />
      <AnswerChart
        title="By resume version"
        rows={a.byResumeVersion.rows.map((v) => ({ ...v, label: versionLabel(v) }))}
        hidden={a.byResumeVersion.hidden}
        what="version"
        name="Resume version (name · date · hash)"
        empty="No resume version has enough applications in this period. Attach your resume to applications: the version is recorded when one moves to applied."
      />
      <AnswerChart
        title="Score vs outcome"
        rows={a.scoreVsOutcome.rows}
        hidden={a.scoreVsOutcome.hidden}
        what="band"
        name="Match score"
        empty="No match band has enough applications in this period."
      />
    </Section>
  );
}

export default function Analytics({ loaderData: d }: Route.ComponentProps) {
  const unitWord = d.applications.perWeekUnit;
  const range = d.start ? `${day(d.start)} to ${day(d.today)}` : `all time to ${day(d.today)}`;
  return (
    <>
      <PageHeader
        title="Analytics"
        description={`${PERIOD_LABELS[d.period]}: ${range}, days in ${d.timeZone}.`}
        actions={<PeriodPicker period={d.period} />}
      />
      {d.sample ? (
        <Alert
          tone="warning"
          title="Sample data: these figures are made up"
          className="mb-6"
          actions={<ButtonLink to="/plans">See plans and upgrade</ButtonLink>}
        >
          <p>{d.refusal} This page shows what you would see, built from an invented job search.</p>
        </Alert>
      ) : null}
      <div className="grid gap-6">
        <Applications a={d.applications} sample={d.sample} unitWord={unitWord} />
        <Interviews i={d.interviews} sample={d.sample} unitWord={unitWord} timeZone={d.timeZone} />
        <Tasks t={d.tasks} sample={d.sample} unitWord={d.tasks.perWeekUnit} />
        <Networking n={d.networking} sample={d.sample} unitWord={d.networking.perWeekUnit} />
        <Answers a={d.answers} sample={d.sample} />
      </div>
      <p className="mt-6 text-xs text-slate-600">
        {`Applications count on their application day and by their current status; "${OUTCOME_LABELS.open}" means applied, screening or interview. A response is a move to screening, interview, offer or rejected; days to it are known for moves recorded since status history began; an interview is reaching the interview stage. Salary bands are in each posting's own currency. A resume version is a file's content (its SHA-256): the resumes attached when an application moved to applied, or attached while it was applied.`}
      </p>
    </>
  );
}
