import { JOB_STATUSES, JOB_TYPES } from "@core/enums";
import { capitalize, jobTypeLabel } from "@core/format";
import { FavoritesAndApply, FilterForm, FilterSearch, FilterSelect, withAll } from "~/components/list/filter-form";

export type Filters = { status: string; jobType: string; favorite: string; search: string; sort: string };

const SORTS = [
  ["newest", "Newest first"],
  ["oldest", "Oldest first"],
  ["a-z", "Company A–Z"],
  ["z-a", "Company Z–A"],
  ["priority-high", "Priority: high first"],
  ["application-date", "Application date"],
  ["match-high", "Match: highest first"],
  ["match-low", "Match: lowest first"],
] as const;

/** The list's filters; on the board the same, less the sort (a board keeps each column in its own order). */
export function FilterBar({ filters, view = "list" }: { filters: Filters; view?: "list" | "board" }) {
  return (
    <FilterForm
      label="Filter applications"
      className="mb-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-12"
    >
      {view === "board" ? <input type="hidden" name="view" value="board" /> : null}
      <FilterSearch
        id="filter-search"
        label="Search company or position"
        value={filters.search}
        className="sm:col-span-2 lg:col-span-4"
      />
      <FilterSelect
        id="filter-status"
        name="status"
        label="Status"
        value={filters.status}
        options={withAll("All statuses", JOB_STATUSES, capitalize)}
        className="lg:col-span-2"
      />
      <FilterSelect
        id="filter-type"
        name="jobType"
        label="Job type"
        value={filters.jobType}
        options={withAll("All job types", JOB_TYPES, jobTypeLabel)}
        className="lg:col-span-2"
      />
      {view === "board" ? null : (
        <FilterSelect
          id="filter-sort"
          name="sort"
          label="Sort by"
          value={filters.sort}
          options={SORTS}
          className="lg:col-span-2"
        />
      )}
      <FavoritesAndApply favorite={filters.favorite} />
    </FilterForm>
  );
}
