import { formatDate } from "@core/dates";
import { jobDateLabel, jobTypeLabel, locationLabel, pluralize, salaryDisplay } from "@core/format";
import type { JobDto } from "@worker/domain/jobs.server";
import { renderToStaticMarkup } from "react-dom/server";
import { PriorityBadge } from "~/components/ui/badge";
import { BriefcaseIcon, CalendarIcon, MapPinIcon } from "~/components/ui/icons";

/** What a list row only shows, as HTML (`ServerHtml`, decision 065): its priority badge and its facts. */
export type RowFacts = { badge: string; facts: string };

export function rowFacts(job: JobDto): RowFacts {
  return {
    badge: renderToStaticMarkup(<PriorityBadge priority={job.priority} className="ml-auto shrink-0 lg:ml-2" />),
    facts: renderToStaticMarkup(<Facts job={job} />),
  };
}

function Facts({ job }: { job: JobDto }) {
  return (
    <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-slate-600">
      <div className="flex items-center gap-1.5">
        <dt className="sr-only">Job type</dt>
        <BriefcaseIcon className="size-4" />
        <dd>{jobTypeLabel(job.jobType)}</dd>
      </div>
      <div className="flex items-center gap-1.5">
        <dt className="sr-only">Location</dt>
        <MapPinIcon className="size-4" />
        <dd>{locationLabel(job.jobLocation)}</dd>
      </div>
      <div className="flex items-center gap-1.5">
        <CalendarIcon className="size-4" />
        <dt>{jobDateLabel(job.status)}:</dt>
        <dd>{job.applicationDate ? formatDate(new Date(job.applicationDate), "UTC") : "—"}</dd>
      </div>
      <div>
        <dt className="sr-only">Salary</dt>
        <dd>{salaryDisplay(job.salary)}</dd>
      </div>
      <div>
        <dt className="sr-only">Interviews</dt>
        <dd>{pluralize(job.interviewHistory.length, "interview")}</dd>
      </div>
      {/* The stored resume match (decision 055): read with the row, never computed for the list. */}
      <div className="flex items-center gap-1" data-match-score={job.matchScore ?? ""}>
        <dt>Match:</dt>
        <dd className="font-medium text-slate-900">{job.matchScore ?? "—"}</dd>
      </div>
    </dl>
  );
}
