import { formatDate, formatDateTime } from "@core/dates";
import { capitalize, jobDateLabel, jobTypeLabel, locationLabel, salaryDisplay } from "@core/format";
import type { MatchAnswer, ResumeOption } from "@core/match/answer";
import type { DecodedOffer } from "@core/offers/decode";
import { renderToStaticMarkup } from "react-dom/server";
import type { InterviewView, JobView } from "~/components/jobs/types";
import { Badge, JobStatusBadge, PriorityBadge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import {
  CalendarIcon,
  ExternalLinkIcon,
  MapPinIcon,
  PencilIcon,
  PlusIcon,
  StarIcon,
  TrashIcon,
} from "~/components/ui/icons";
import { DecodedOfferCard } from "./decoded-offer.server";
import { MatchPanel } from "./match-panel.server";

export type JobPageProps = {
  job: JobView;
  timeZone: string;
  /** Google Calendar's event form for each interview, by its id. */
  googleLinks: Record<string, string | undefined>;
  match: {
    answer: MatchAnswer;
    formula: string;
    options: ResumeOption[];
    chosen: string | null;
    chosenMissing: boolean;
  } | null;
  offer: {
    decoded: DecodedOffer;
    deadline: string | null;
    mine: { rentPerMonth: string; other80C: string; deduction80D: string };
  } | null;
};

/**
 * The application's page above its documents, as HTML (docs/decisions/067): what it is, its details and
 * interviews, the resume match and the decoded offer. Links, GET forms and the deletes' links (`data-confirm`:
 * the page asks in its dialog with JavaScript, and on the delete's own page without), so the loader draws it and
 * the browser carries none of its code. One render, so the fields' generated ids are unique in the page.
 */
export function jobPageHtml(props: JobPageProps): string {
  return renderToStaticMarkup(<JobPage {...props} />, { identifierPrefix: "job-page-" });
}

function JobPage({ job, timeZone, googleLinks, match, offer }: JobPageProps) {
  return (
    <>
      <div className="mb-6">
        <a href="/applications" className="text-sm font-medium text-brand-700 hover:underline">
          ← Back to applications
        </a>
      </div>
      <div className="mb-8 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{job.position}</h1>
            <JobStatusBadge status={job.status} />
            {job.favorite ? (
              <span className="text-amber-500" title="Favorite">
                <StarIcon filled className="size-5" />
                <span className="sr-only">Favorite</span>
              </span>
            ) : null}
          </div>
          <p className="mt-1 text-lg text-slate-700">{job.company}</p>
          <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1.5">
              <MapPinIcon className="size-4" />
              {locationLabel(job.jobLocation)}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <CalendarIcon className="size-4" />
              {jobDateLabel(job.status)} {job.applicationDate ? formatDate(new Date(job.applicationDate), "UTC") : "—"}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={`/jobs/edit/${job._id}`} className={buttonClasses({ variant: "secondary" })}>
            <PencilIcon className="size-4" /> Edit
          </a>
          <a href={`/jobs/${job._id}/delete`} data-confirm="job" className={buttonClasses({ variant: "danger" })}>
            <TrashIcon className="size-4" /> Delete
          </a>
          {job.jobUrl ? (
            <a
              href={job.jobUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: "primary" })}
            >
              <ExternalLinkIcon className="size-4" /> View Job Posting
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            <button type="button" disabled className={buttonClasses({ variant: "primary" })}>
              <ExternalLinkIcon className="size-4" /> View Job Posting
            </button>
          )}
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-5">
        <JobDetails job={job} timeZone={timeZone} />
        <Card className="lg:col-span-3">
          <CardHeader
            title="Interview History"
            actions={
              <a href={`/jobs/${job._id}/interviews/new`} className={buttonClasses({ size: "sm" })}>
                <PlusIcon className="size-4" /> Add Interview
              </a>
            }
          />
          {job.interviewHistory.length === 0 ? (
            <EmptyState
              headingLevel={3}
              className="m-4 sm:m-6"
              icon={<CalendarIcon />}
              title="No interviews scheduled yet"
              description="Add each round as it's booked to keep your history in one place."
            />
          ) : (
            <ol className="divide-y divide-slate-100">
              {job.interviewHistory.map((interview, index) => (
                <InterviewItem
                  key={interview._id}
                  jobId={job._id}
                  interview={interview}
                  round={index + 1}
                  timeZone={timeZone}
                  googleLink={googleLinks[interview._id]}
                />
              ))}
            </ol>
          )}
        </Card>
      </div>

      {match ? (
        <div className="mt-6" id="match">
          <MatchPanel
            jobId={job._id}
            answer={match.answer}
            formula={match.formula}
            options={match.options}
            chosen={match.chosen}
            chosenMissing={match.chosenMissing}
          />
        </div>
      ) : null}

      <div className="mt-6">
        {offer ? (
          <DecodedOfferCard jobId={job._id} decoded={offer.decoded} deadline={offer.deadline} mine={offer.mine} />
        ) : (
          <Card>
            <CardHeader
              title="Offer"
              actions={
                <a href={`/jobs/${job._id}/offer`} className={buttonClasses({ size: "sm" })}>
                  <PlusIcon className="size-4" /> Add offer
                </a>
              }
            />
            <CardBody>
              <p className="text-sm text-slate-600">
                Enter the offer letter's figures to see what it pays in your hand, a month and over four years, under
                either tax regime.
              </p>
            </CardBody>
          </Card>
        )}
      </div>
    </>
  );
}

function JobDetails({ job, timeZone }: { job: JobView; timeZone: string }) {
  const rows: Array<[string, React.ReactNode]> = [
    ["Job type", jobTypeLabel(job.jobType)],
    ["Salary", salaryDisplay(job.salary)],
    ["Priority", <PriorityBadge key="p" priority={job.priority} />],
    ["Status", <JobStatusBadge key="s" status={job.status} />],
    ["Added", formatDateTime(new Date(job.createdAt), timeZone)],
    ["Last updated", formatDateTime(new Date(job.updatedAt), timeZone)],
  ];
  return (
    <Card className="lg:col-span-2">
      <CardHeader title="Job Details" />
      <CardBody>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-4 text-sm">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="font-medium text-slate-600">{label}</dt>
              <dd className="mt-1 text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <Section title="Job Description" text={job.jobDescription} empty="No description added." />
        <Section title="Notes" text={job.notes} empty="No notes yet." />
      </CardBody>
    </Card>
  );
}

function Section({ title, text, empty }: { title: string; text: string; empty: string }) {
  return (
    <div className="mt-6 border-t border-slate-100 pt-5">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <p className={`mt-2 text-sm whitespace-pre-line ${text ? "text-slate-700" : "text-slate-600 italic"}`}>
        {text || empty}
      </p>
    </div>
  );
}

function InterviewItem(props: {
  jobId: string;
  interview: InterviewView;
  round: number;
  timeZone: string;
  googleLink: string | undefined;
}) {
  const { jobId, interview, round, timeZone, googleLink } = props;
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start sm:justify-between sm:px-6">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold text-slate-900">Round {round}</span>
          <Badge tone="blue">{capitalize(interview.interviewType)}</Badge>
        </div>
        <p className="mt-1 text-sm text-slate-700">{formatDateTime(new Date(interview.date), timeZone)}</p>
        {interview.withPerson ? <p className="mt-1 text-sm text-slate-700">With {interview.withPerson}</p> : null}
        {interview.notes ? <p className="mt-2 text-sm whitespace-pre-line text-slate-600">{interview.notes}</p> : null}
        {interview.followUpDate ? (
          <p className="mt-2 text-sm text-slate-600">
            Follow up on {formatDate(new Date(interview.followUpDate), "UTC")}
          </p>
        ) : null}
        <AddToCalendar
          round={round}
          icsHref={`/jobs/${jobId}/interviews/${interview._id}/calendar.ics`}
          googleLink={googleLink}
        />
      </div>
      <div className="flex shrink-0 gap-1">
        <a
          href={`/jobs/${jobId}/interviews/edit/${interview._id}`}
          className="rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          aria-label={`Edit round ${round}`}
        >
          <PencilIcon className="size-4" />
        </a>
        <a
          href={`/jobs/${jobId}/interviews/${interview._id}/delete`}
          data-confirm="interview"
          className="rounded-md p-2 text-red-700 hover:bg-red-50"
          aria-label={`Delete round ${round}`}
        >
          <TrashIcon className="size-4" />
        </a>
      </div>
    </li>
  );
}

/** "Add to calendar": the interview as an .ics file, or Google Calendar's event form filled in. */
function AddToCalendar({ round, icsHref, googleLink }: { round: number; icsHref: string; googleLink?: string }) {
  const linkClass = "font-medium text-brand-700 hover:underline";
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
      <span className="inline-flex items-center gap-1.5">
        <CalendarIcon className="size-4" />
        Add to calendar:
      </span>
      <a href={icsHref} download className={linkClass} aria-label={`Download round ${round} as an .ics file`}>
        .ics file
      </a>
      {googleLink ? (
        <a href={googleLink} target="_blank" rel="noopener noreferrer" className={linkClass}>
          Google Calendar<span className="sr-only"> for round {round} (opens in a new tab)</span>
        </a>
      ) : null}
    </p>
  );
}
