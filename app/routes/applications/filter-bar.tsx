import { useRef } from "react";
import { Form, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { SearchIcon } from "~/components/ui/icons";
import { capitalize, jobTypeLabel } from "~/lib/format";
import { JOB_STATUSES, JOB_TYPES } from "~/lib/schemas/job";
import { useHydrated } from "~/lib/use-hydrated";

export type Filters = { status: string; jobType: string; favorite: string; search: string; sort: string };

const SORTS = [
  ["newest", "Newest first"],
  ["oldest", "Oldest first"],
  ["a-z", "Company A–Z"],
  ["z-a", "Company Z–A"],
  ["priority-high", "Priority: high first"],
  ["application-date", "Application date"],
] as const;

const selectClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs focus:outline-2 focus:-outline-offset-1 focus:outline-brand-600";

/**
 * A GET form: filters live in the URL (bookmarkable, no JavaScript needed). It never sends `page`, so any
 * change starts again at page 1. With JavaScript each change applies at once and search waits for a pause.
 */
export function FilterBar({ filters }: { filters: Filters }) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const apply = (form: HTMLFormElement, delay = 0) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), delay);
  };
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter applications"
      className="mb-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-12"
      onChange={(e) => {
        const isSearch = e.target instanceof HTMLInputElement && e.target.name === "search";
        apply(e.currentTarget, isSearch ? 350 : 0);
      }}
    >
      <div className="relative sm:col-span-2 lg:col-span-4">
        <label htmlFor="filter-search" className="sr-only">
          Search company or position
        </label>
        <SearchIcon className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-500" />
        <input
          id="filter-search"
          type="search"
          name="search"
          defaultValue={filters.search}
          maxLength={40}
          placeholder="Search company or position"
          className={`${selectClass} pl-9`}
        />
      </div>
      <div className="lg:col-span-2">
        <label htmlFor="filter-status" className="sr-only">
          Status
        </label>
        <select id="filter-status" name="status" defaultValue={filters.status} className={selectClass}>
          <option value="all">All statuses</option>
          {JOB_STATUSES.map((s) => (
            <option key={s} value={s}>
              {capitalize(s)}
            </option>
          ))}
        </select>
      </div>
      <div className="lg:col-span-2">
        <label htmlFor="filter-type" className="sr-only">
          Job type
        </label>
        <select id="filter-type" name="jobType" defaultValue={filters.jobType} className={selectClass}>
          <option value="all">All job types</option>
          {JOB_TYPES.map((t) => (
            <option key={t} value={t}>
              {jobTypeLabel(t)}
            </option>
          ))}
        </select>
      </div>
      <div className="lg:col-span-2">
        <label htmlFor="filter-sort" className="sr-only">
          Sort by
        </label>
        <select id="filter-sort" name="sort" defaultValue={filters.sort} className={selectClass}>
          {SORTS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center justify-between gap-3 lg:col-span-2">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            name="favorite"
            value="true"
            defaultChecked={filters.favorite === "true"}
            className="size-4 rounded accent-brand-600"
          />
          Favorites only
        </label>
        {hydrated ? null : (
          <Button type="submit" size="sm" variant="secondary">
            Apply
          </Button>
        )}
      </div>
    </Form>
  );
}
