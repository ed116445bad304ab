import { JOB_STATUSES, PRIORITIES } from "@core/enums";
import { capitalize, pluralize } from "@core/format";
import { type FormEvent, useRef, useState } from "react";
import { useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { DownloadIcon, StarIcon, TrashIcon } from "~/components/ui/icons";
import { useBulkSelection } from "~/ui/bulk-selection";
import { useHydrated } from "~/ui/use-hydrated";

/** The form every selection box names (`form="bulk-form"`, shared with the board's cards). */
export const BULK_FORM_ID = "bulk-form";

const selectClasses =
  "min-w-0 rounded-lg border border-slate-300 bg-white py-1.5 pr-8 pl-3 text-sm text-slate-800 shadow-xs focus:outline-2 focus:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60";

/**
 * The bulk actions of /applications (issue 31, decision 047), in the list and on the board: one form,
 * `#bulk-form`, that the rows' and cards' boxes belong to wherever they are. Every action is a plain post
 * to /applications/bulk that works without JavaScript: a delete first shows a confirmation page naming how
 * many; "Select all on this page" sends the page's ids with the boxes. With JavaScript the bar counts the
 * selection, keeps "select all" in step, takes shift-click ranges, asks before a delete in a dialog and
 * submits without a page load (the export stays a download).
 */
export function BulkBar({
  pageIds,
  returnTo,
  allLabel = `Select all ${pageIds.length} on this page`,
}: {
  pageIds: string[];
  returnTo: string;
  /** What "select all" says it takes (the board names its folded columns' share). */
  allLabel?: string;
}) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const allBox = useRef<HTMLInputElement>(null);
  const { count, clear } = useBulkSelection(allBox);
  const [confirming, setConfirming] = useState<FormData | null>(null);
  const none = hydrated && count === 0;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const data = new FormData(event.currentTarget, submitter);
    // The CSV is a download: the browser posts it itself and stays on the page.
    if (data.get("intent") === "export") return;
    event.preventDefault();
    if (data.get("intent") === "delete") setConfirming(data);
    else submit(data, { method: "post", action: "/applications/bulk" });
  };

  return (
    <section aria-labelledby="bulk-heading" className="mb-4 rounded-xl border border-slate-200 bg-white p-3 shadow-xs">
      <h2 id="bulk-heading" className="sr-only">
        Bulk actions
      </h2>
      <form id={BULK_FORM_ID} method="post" action="/applications/bulk" onSubmit={onSubmit}>
        <input type="hidden" name="returnTo" value={returnTo} />
        {pageIds.map((id) => (
          <input key={id} type="hidden" name="pageIds" value={id} />
        ))}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
              <input
                ref={allBox}
                type="checkbox"
                name="allOnPage"
                value="1"
                className="size-4 rounded border-slate-300 accent-brand-600"
              />
              {allLabel}
            </label>
            <p aria-live="polite" className="text-sm text-slate-600">
              {hydrated ? `${pluralize(count, "application")} selected` : "Tick applications, then choose:"}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Button
              type="submit"
              name="intent"
              value="export"
              formAction="/applications/bulk/export"
              size="sm"
              variant="secondary"
              disabled={none}
            >
              <DownloadIcon /> Export CSV
            </Button>
            <Button type="submit" name="intent" value="delete" size="sm" variant="danger" disabled={none}>
              <TrashIcon /> Delete
            </Button>
          </div>
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
          <div className="flex items-center gap-2">
            <label htmlFor="bulk-status" className="sr-only">
              New status
            </label>
            <select
              id="bulk-status"
              name="status"
              defaultValue="applied"
              disabled={none}
              className={`w-36 ${selectClasses}`}
            >
              {JOB_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {capitalize(s)}
                </option>
              ))}
            </select>
            <Button type="submit" name="intent" value="status" size="sm" variant="secondary" disabled={none}>
              Set status
            </Button>
          </div>
          <div className="flex items-center gap-2">
            <label htmlFor="bulk-priority" className="sr-only">
              New priority
            </label>
            <select
              id="bulk-priority"
              name="priority"
              defaultValue="high"
              disabled={none}
              className={`w-28 ${selectClasses}`}
            >
              {PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {capitalize(p)}
                </option>
              ))}
            </select>
            <Button type="submit" name="intent" value="priority" size="sm" variant="secondary" disabled={none}>
              Set priority
            </Button>
          </div>
          <Button type="submit" name="intent" value="favorite" size="sm" variant="secondary" disabled={none}>
            <StarIcon className="text-amber-500" /> Favorite
          </Button>
          <Button type="submit" name="intent" value="unfavorite" size="sm" variant="secondary" disabled={none}>
            Unfavorite
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title={`Delete ${pluralize(count, "application")}?`}
        message={`The ${pluralize(count, "selected application")} and ${count === 1 ? "its" : "their"} interviews will be deleted. You can undo this for 10 seconds.`}
        confirmLabel={`Delete ${pluralize(count, "application")}`}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (!confirming) return;
          confirming.set("confirmed", "1");
          submit(confirming, { method: "post", action: "/applications/bulk" });
          setConfirming(null);
          clear();
        }}
      />
    </section>
  );
}
