import { JOB_STATUSES } from "@core/enums";
import { capitalize } from "@core/format";
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import type { JobView } from "~/components/jobs/types";
import { type FetcherAnswer, useFailureToast } from "~/components/list/use-failure-toast";
import { ServerHtml } from "~/components/server-html";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { EyeIcon, PencilIcon, StarIcon, TrashIcon } from "~/components/ui/icons";
import { useEarlyChange } from "~/ui/use-early-change";
import { useHydrated } from "~/ui/use-hydrated";
import { rowPart } from "./parts";

/**
 * The parts of the rows that only show their job (each one's priority badge, and its facts: type, place, date,
 * salary, interviews, match), drawn as HTML by the loader (./row-facts.server.tsx, decisions 065 and 067) and named
 * by `rowPart`: the rows' code carries none of their markup, nor the date and money formats. Null for a
 * document, which holds them.
 */
type RowParts = Record<string, string> | null;

/** The list view's rows: the code only that view loads (the route loads it lazily, decision 062 round 4). */
export function JobRows({ jobs, parts, returnTo }: { jobs: JobView[]; parts: RowParts; returnTo: string }) {
  return jobs.map((job) => <JobRow key={job._id} job={job} parts={parts} returnTo={returnTo} />);
}

function JobRow({ job, parts, returnTo }: { job: JobView; parts: RowParts; returnTo: string }) {
  const hydrated = useHydrated();
  const statusFetcher = useFetcher<FetcherAnswer>({ key: `status-${job._id}` });
  const favoriteFetcher = useFetcher<FetcherAnswer>({ key: `favorite-${job._id}` });
  const deleteFetcher = useFetcher<FetcherAnswer>({ key: `delete-${job._id}` });
  const [confirming, setConfirming] = useState(false);
  useFailureToast(statusFetcher, "Failed to update job");
  useFailureToast(favoriteFetcher, "Failed to update favorite status");
  useFailureToast(deleteFetcher, "Failed to delete job");
  // Saves the status picked in the form, answered as JSON (`js=1`) even when the pick came before the
  // `js` field turned on.
  const saveStatus = (form: HTMLFormElement) => {
    const picked = new FormData(form);
    picked.set("js", "1");
    statusFetcher.submit(picked, { method: "post" });
  };
  // A status picked before hydration (its Update button is gone now) is saved as a later pick would be.
  const statusForm = useRef<HTMLFormElement>(null);
  useEarlyChange(statusForm, (form) => {
    if (new FormData(form).get("status") !== job.status) saveStatus(form);
  });
  // The select is uncontrolled. React resets a controlled select to its value at every render, and while
  // the page hydrates a render can come between a pick and its change handler, which then saved the old
  // status (decision 026). So its value is set here: to the saved status when that changes, or when a
  // save ends (back to it if the save failed). Mounting writes nothing, since the DOM may hold a pick.
  const statusSelect = useRef<HTMLSelectElement>(null);
  const lastSeen = useRef({ status: job.status, state: statusFetcher.state });
  useEffect(() => {
    const idle = statusFetcher.state === "idle";
    const settled = idle && (lastSeen.current.status !== job.status || lastSeen.current.state !== "idle");
    lastSeen.current = { status: job.status, state: statusFetcher.state };
    if (settled && statusSelect.current) statusSelect.current.value = job.status;
  }, [job.status, statusFetcher.state]);

  // Optimistic values: what the user asked for while it is in flight; the server's value otherwise.
  const pendingStatus = statusFetcher.formData?.get("status");
  const status = typeof pendingStatus === "string" ? pendingStatus : job.status;
  const pendingFavorite = favoriteFetcher.formData?.get("favorite");
  const favorite = typeof pendingFavorite === "string" ? pendingFavorite === "true" : job.favorite;
  const deleting = deleteFetcher.state !== "idle" && !deleteFetcher.data?.error;
  if (deleting) return null;

  const hidden = (
    <>
      <input type="hidden" name="jobId" value={job._id} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <input type="hidden" name="js" value={hydrated ? "1" : ""} />
    </>
  );

  return (
    <li data-row className="flex flex-col gap-4 p-4 sm:p-5 lg:flex-row lg:items-center">
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          {/* The selection for the bulk actions: a field of the page's one bulk form (bulk-bar.tsx). */}
          <input
            type="checkbox"
            name="ids"
            value={job._id}
            form="bulk-form"
            data-row-select
            aria-label={`Select ${job.company} – ${job.position}`}
            className="mt-1 size-4 shrink-0 rounded border-slate-300 accent-brand-600"
          />
          <favoriteFetcher.Form method="post" className="-mt-1 -ml-1">
            {hidden}
            <input type="hidden" name="intent" value="favorite" />
            <input type="hidden" name="favorite" value={favorite ? "false" : "true"} />
            <button
              type="submit"
              aria-pressed={favorite}
              aria-label={favorite ? `Remove ${job.position} from favorites` : `Mark ${job.position} as favorite`}
              className="rounded-md p-1 text-amber-500 hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <StarIcon filled={favorite} className={`size-5 ${favorite ? "" : "text-slate-400"}`} />
            </button>
          </favoriteFetcher.Form>
          <div className="min-w-0">
            <Link
              to={`/jobs/${job._id}`}
              data-row-open
              className="text-base font-semibold text-slate-900 hover:text-brand-700 hover:underline"
            >
              {job.position}
            </Link>
            <p className="text-sm font-medium text-slate-700">{job.company}</p>
          </div>
          <ServerHtml part={rowPart(job._id, "badge")} html={parts?.[rowPart(job._id, "badge")]} />
        </div>
        <ServerHtml part={rowPart(job._id, "facts")} html={parts?.[rowPart(job._id, "facts")]} />
      </div>

      <div className="flex flex-wrap items-center gap-2 lg:justify-end">
        {/* A fixed width: with JavaScript the select takes the no-JS Update button's place, so hydration
            does not re-wrap the row on a narrow phone and move the rows below (CLS). */}
        <statusFetcher.Form ref={statusForm} method="post" className="flex w-[13.5rem] items-center gap-2">
          {hidden}
          <input type="hidden" name="intent" value="status" />
          <label htmlFor={`status-${job._id}`} className="sr-only">
            Status of {job.position} at {job.company}
          </label>
          <select
            id={`status-${job._id}`}
            name="status"
            ref={statusSelect}
            defaultValue={job.status}
            onChange={(e) => e.currentTarget.form && saveStatus(e.currentTarget.form)}
            className={`min-w-0 flex-1 rounded-lg border border-slate-300 bg-white py-1.5 pr-8 pl-3 text-sm font-medium shadow-xs focus:outline-2 focus:outline-brand-600 ${statusText(status)}`}
          >
            {JOB_STATUSES.map((s) => (
              <option key={s} value={s}>
                {capitalize(s)}
              </option>
            ))}
          </select>
          {hydrated ? null : (
            <Button type="submit" size="sm" variant="secondary">
              Update
            </Button>
          )}
        </statusFetcher.Form>
        <div className="flex items-center">
          <Link
            to={`/jobs/${job._id}`}
            className="rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            aria-label={`View ${job.position} at ${job.company}`}
          >
            <EyeIcon className="size-4" />
          </Link>
          <Link
            to={`/jobs/edit/${job._id}`}
            className="rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            aria-label={`Edit ${job.position} at ${job.company}`}
          >
            <PencilIcon className="size-4" />
          </Link>
          <Link
            to={`/jobs/${job._id}/delete?returnTo=${encodeURIComponent(returnTo)}`}
            onClick={(e) => {
              e.preventDefault();
              setConfirming(true);
            }}
            className="rounded-md p-2 text-red-700 hover:bg-red-50"
            aria-label={`Delete ${job.position} at ${job.company}`}
          >
            <TrashIcon className="size-4" />
          </Link>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete application"
        message="Are you sure you want to delete this job application?"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          deleteFetcher.submit(null, {
            method: "post",
            action: `/jobs/${job._id}/delete?returnTo=${encodeURIComponent(returnTo)}`,
          });
        }}
      />
    </li>
  );
}

function statusText(status: string) {
  const tones: Record<string, string> = {
    applied: "text-blue-800",
    screening: "text-purple-800",
    interview: "text-amber-800",
    offer: "text-green-800",
    rejected: "text-red-800",
    withdrawn: "text-slate-700",
    saved: "text-indigo-800",
  };
  return tones[status] ?? "text-slate-700";
}
