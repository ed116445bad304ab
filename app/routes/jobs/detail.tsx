import { formatDate, formatDateTime } from "@core/dates";
import { capitalize, jobDateLabel, jobTypeLabel, locationLabel, salaryDisplay } from "@core/format";
import { MATCH_FORMULA_TEXT } from "@core/match";
import { decodeInputSchema } from "@core/offers/decode";
import { matchQuerySchema } from "@core/schemas/match";
import { interviewCalendarLinks } from "@worker/domain/calendar/responses.server";
import {
  attachDocument,
  detachDocument,
  formatBytes,
  listDocuments,
  listJobDocuments,
} from "@worker/domain/documents/documents.server";
import { getJob } from "@worker/domain/jobs.server";
import { jobMatch, resumeOptions } from "@worker/domain/match/match.server";
import { decodeOfferOn, getOffer, offerOfDto, todayOf } from "@worker/domain/offers/offers.server";
import { useState } from "react";
import { data, Link, useSubmit } from "react-router";
import { JobDocuments } from "~/components/documents/job-documents";
import { JobNotFoundBoundary } from "~/components/jobs/job-not-found";
import type { InterviewView, JobView } from "~/components/jobs/types";
import { MatchPanel } from "~/components/match/match-panel";
import { notFoundMessage } from "~/components/not-found-boundary";
import { DecodedOfferCard } from "~/components/offers/decoded-offer";
import { Badge, JobStatusBadge, PriorityBadge } from "~/components/ui/badge";
import { ButtonLink, buttonClasses } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
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
import { getDeps, getUser } from "~/server/context.server";
import { uploadSettings } from "~/server/documents.server";
import { notFound, valueOr404 } from "~/server/not-found.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/detail";

export const meta: Route.MetaFunction = ({ loaderData, error }) => [
  {
    title: loaderData?.job
      ? `${loaderData.job.position} at ${loaderData.job.company} · Offerpath`
      : `${notFoundMessage(error) ?? "Job not found"} · Offerpath`,
  },
];

/** The user's files offered by "Attach an existing file". */
const ATTACHABLE = 100;

/** The resume match (decision 055), against `?matchDoc=` when one is chosen: one job, computed for this view. */
async function matchFor(deps: ReturnType<typeof getDeps>, userId: string, jobId: string, url: URL) {
  const query = matchQuerySchema.safeParse({ documentId: url.searchParams.get("matchDoc") ?? undefined });
  const chosen = query.success ? (query.data.documentId ?? null) : null;
  const [own, compared, options] = await Promise.all([
    chosen ? null : jobMatch(deps, userId, jobId),
    chosen ? jobMatch(deps, userId, jobId, chosen) : null,
    resumeOptions(deps, userId),
  ]);
  if (compared?.ok) return { answer: compared.value, chosen, chosenMissing: false, options };
  const result = own ?? (await jobMatch(deps, userId, jobId));
  if (!result.ok) return null;
  return { answer: result.value, chosen: null, chosenMissing: chosen !== null, options };
}

/** The user's own figures for the decoded offer, from the URL (`?rentPerMonth=…`): kept as typed. */
const MINE = ["rentPerMonth", "other80C", "deduction80D"] as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const [job, linked, mine, match, offer, today] = await Promise.all([
    getJob(deps, user.id, params.id).then(valueOr404),
    listJobDocuments(deps, user.id, params.id),
    listDocuments(deps, user.id, { page: 1, limit: ATTACHABLE }),
    matchFor(deps, user.id, params.id, new URL(request.url)),
    getOffer(deps, user.id, params.id),
    todayOf(deps, user.id),
  ]);
  const attached = new Set(linked.map((d) => d._id));
  const query = new URL(request.url).searchParams;
  const typed = Object.fromEntries(MINE.map((k) => [k, query.get(k) ?? ""])) as Record<(typeof MINE)[number], string>;
  // Figures that do not read (a negative rent) are left out rather than refused: the page still shows the offer.
  const input = decodeInputSchema.safeParse(typed);
  const stored = offer.ok ? offer.value : null;
  return {
    offer: stored
      ? {
          deadline: stored.deadline,
          decoded: decodeOfferOn(offerOfDto(stored), input.success ? input.data : {}, today),
          mine: typed,
          mineRefused: !input.success,
        }
      : null,
    job,
    timeZone: user.timeZone,
    googleLinks: interviewCalendarLinks(deps, user.timeZone, job),
    documents: linked.map(({ _id, name, type, size }) => ({ _id, name, type, sizeText: formatBytes(size) })),
    others: mine.documents.filter((d) => !attached.has(d._id)).map(({ _id, name, type }) => ({ _id, name, type })),
    upload: uploadSettings,
    match,
    matchFormula: MATCH_FORMULA_TEXT,
  };
}

/** The Documents section's Attach and Detach (plain posts, with or without JavaScript). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const form = await request.formData();
  const intent = form.get("intent");
  const documentId = String(form.get("documentId") ?? "");
  if (intent !== "attach" && intent !== "detach") return data({ ok: false, error: "Unknown action" }, 400);
  const back = (type: "success" | "error", message: string) =>
    redirectWithToast(`/jobs/${params.id}`, { type, message }, deps.config.SESSION_SECRET, request);
  if (!documentId) return back("error", "Choose a document to attach");
  const change = intent === "attach" ? attachDocument : detachDocument;
  const result = await change(deps, user.id, params.id, documentId);
  if (!result.ok) {
    if (result.code === "JOB_NOT_FOUND") notFound(result.message);
    return back("error", result.message);
  }
  return back("success", intent === "attach" ? "Document attached" : "Document detached");
}

export default function JobDetail({ loaderData }: Route.ComponentProps) {
  const { job, timeZone, googleLinks, documents, others, upload, match, matchFormula, offer } = loaderData;
  const submit = useSubmit();
  const [confirm, setConfirm] = useState<null | { kind: "job" } | { kind: "interview"; id: string }>(null);

  const deleteJobHref = `/jobs/${job._id}/delete`;
  const onConfirm = () => {
    if (!confirm) return;
    const action = confirm.kind === "job" ? deleteJobHref : `/jobs/${job._id}/interviews/${confirm.id}/delete`;
    setConfirm(null);
    submit(null, { method: "post", action });
  };

  return (
    <>
      <div className="mb-6">
        <Link to="/applications" className="text-sm font-medium text-brand-700 hover:underline">
          ← Back to applications
        </Link>
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
          <ButtonLink to={`/jobs/edit/${job._id}`} variant="secondary">
            <PencilIcon className="size-4" /> Edit
          </ButtonLink>
          <Link
            to={deleteJobHref}
            onClick={(e) => {
              e.preventDefault();
              setConfirm({ kind: "job" });
            }}
            className={buttonClasses({ variant: "danger" })}
          >
            <TrashIcon className="size-4" /> Delete
          </Link>
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
              <ButtonLink to={`/jobs/${job._id}/interviews/new`} size="sm">
                <PlusIcon className="size-4" /> Add Interview
              </ButtonLink>
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
                  onDelete={() => setConfirm({ kind: "interview", id: interview._id })}
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
            formula={matchFormula}
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
                <ButtonLink to={`/jobs/${job._id}/offer`} size="sm">
                  <PlusIcon className="size-4" /> Add offer
                </ButtonLink>
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

      <div className="mt-6">
        <JobDocuments jobId={job._id} documents={documents} others={others} upload={upload} />
      </div>

      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.kind === "interview" ? "Delete interview" : "Delete application"}
        message={
          confirm?.kind === "interview"
            ? "Are you sure you want to delete this interview? This action cannot be undone."
            : "Are you sure you want to delete this job application? This action cannot be undone."
        }
        onCancel={() => setConfirm(null)}
        onConfirm={onConfirm}
      />
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
  onDelete: () => void;
}) {
  const { jobId, interview, round, timeZone, googleLink, onDelete } = props;
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
        <Link
          to={`/jobs/${jobId}/interviews/edit/${interview._id}`}
          className="rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          aria-label={`Edit round ${round}`}
        >
          <PencilIcon className="size-4" />
        </Link>
        <Link
          to={`/jobs/${jobId}/interviews/${interview._id}/delete`}
          onClick={(e) => {
            e.preventDefault();
            onDelete();
          }}
          className="rounded-md p-2 text-red-700 hover:bg-red-50"
          aria-label={`Delete round ${round}`}
        >
          <TrashIcon className="size-4" />
        </Link>
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

export function ErrorBoundary() {
  return <JobNotFoundBoundary />;
}
