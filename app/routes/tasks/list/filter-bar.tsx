import { useRef } from "react";
import { Form, useSubmit } from "react-router";
import { taskLabel } from "~/components/tasks/labels";
import { Button } from "~/components/ui/button";
import { SearchIcon } from "~/components/ui/icons";
import { PRIORITIES, TASK_CATEGORIES, TASK_STATUSES } from "~/lib/enums";
import { useHydrated } from "~/lib/use-hydrated";

export type Filters = {
  status: string;
  priority: string;
  category: string;
  dueDate: string;
  search: string;
  sort: string;
};

const SORTS = [
  ["dueDate-asc", "Due date: soonest first"],
  ["dueDate-desc", "Due date: latest first"],
  ["newest", "Newest first"],
  ["oldest", "Oldest first"],
  ["priority-high", "Priority: high first"],
  ["priority-low", "Priority: low first"],
] as const;

const DUE = [
  ["all", "Any due date"],
  ["today", "Due today"],
  ["upcoming", "Next 7 days"],
  ["overdue", "Overdue"],
] as const;

const selectClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs focus:outline-2 focus:-outline-offset-1 focus:outline-brand-600";

function Select(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <div>
      <label htmlFor={props.id} className="sr-only">
        {props.label}
      </label>
      <select id={props.id} name={props.name} defaultValue={props.value} className={selectClass}>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

const all = (label: string, values: readonly string[]) =>
  [["all", label] as const, ...values.map((v) => [v, taskLabel(v)] as const)] as const;

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
      aria-label="Filter tasks"
      className="mb-6 grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs lg:grid-cols-6"
      onChange={(e) => {
        const isSearch = e.target instanceof HTMLInputElement && e.target.name === "search";
        apply(e.currentTarget, isSearch ? 350 : 0);
      }}
    >
      <div className={`relative col-span-2 ${hydrated ? "lg:col-span-6" : "lg:col-span-5"}`}>
        <label htmlFor="filter-search" className="sr-only">
          Search title or description
        </label>
        <SearchIcon className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-500" />
        <input
          id="filter-search"
          type="search"
          name="search"
          defaultValue={filters.search}
          maxLength={40}
          placeholder="Search title or description"
          className={`${selectClass} pl-9`}
        />
      </div>
      {hydrated ? null : (
        <Button type="submit" variant="secondary" className="col-span-2 lg:col-span-1 lg:row-start-1 lg:col-start-6">
          Apply
        </Button>
      )}
      <Select
        id="filter-status"
        name="status"
        label="Status"
        value={filters.status}
        options={all("All statuses", TASK_STATUSES)}
      />
      <Select
        id="filter-priority"
        name="priority"
        label="Priority"
        value={filters.priority}
        options={all("All priorities", PRIORITIES)}
      />
      <Select
        id="filter-category"
        name="category"
        label="Category"
        value={filters.category}
        options={all("All categories", TASK_CATEGORIES)}
      />
      <Select id="filter-due" name="dueDate" label="Due date" value={filters.dueDate} options={DUE} />
      <div className="col-span-2">
        <Select id="filter-sort" name="sort" label="Sort by" value={filters.sort} options={SORTS} />
      </div>
    </Form>
  );
}
