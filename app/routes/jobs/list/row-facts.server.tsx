import { formatDate } from "@core/dates";
import { jobDateLabel, jobTypeLabel, locationLabel, pluralize, salaryDisplay } from "@core/format";
import type { JobDto } from "@worker/domain/jobs.server";
import { renderToStaticMarkup } from "react-dom/server";
import { PriorityBadge } from "~/components/ui/badge";
import { BriefcaseIcon, CalendarIcon, MapPinIcon } from "~/components/ui/icons";
import { rowPart } from "./parts";

/**
 * What the list's rows only show, as HTML parts (`ServerHtml`, decisions 065 and 067): each row's priority badge
 * and its facts, named by `rowPart`.
 */
export function rowFactsParts(jobs: JobDto[]): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const job of jobs) {
    parts[rowPart(job._id, "badge")] = renderToStaticMarkup(
      <PriorityBadge priority={job.priority} className="ml-auto shrink-0 lg:ml-2" />,
    );
    parts[rowPart(job._id, "facts")] = renderToStaticMarkup(<Facts job={job} />);
  }
  return parts;
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
