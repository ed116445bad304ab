import { PRIORITIES, TASK_CATEGORIES, TASK_STATUSES } from "@core/enums";
import { FilterForm, FilterSearch, FilterSelect, withAll } from "~/components/list/filter-form";
import { taskLabel } from "~/components/tasks/labels";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/ui/use-hydrated";

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

export function FilterBar({ filters }: { filters: Filters }) {
  const hydrated = useHydrated();
  return (
    <FilterForm
      label="Filter tasks"
      className="mb-6 grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs lg:grid-cols-6"
    >
      {/* Apply shares the search's row, so its going away on hydration moves nothing below (CLS). */}
      <div className="col-span-2 flex items-center gap-3 lg:col-span-6">
        <FilterSearch
          id="filter-search"
          label="Search title or description"
          value={filters.search}
          className="flex-1"
        />
        {hydrated ? null : (
          <Button type="submit" size="sm" variant="secondary">
            Apply
          </Button>
        )}
      </div>
      <FilterSelect
        id="filter-status"
        name="status"
        label="Status"
        value={filters.status}
        options={withAll("All statuses", TASK_STATUSES, taskLabel)}
      />
      <FilterSelect
        id="filter-priority"
        name="priority"
        label="Priority"
        value={filters.priority}
        options={withAll("All priorities", PRIORITIES, taskLabel)}
      />
      <FilterSelect
        id="filter-category"
        name="category"
        label="Category"
        value={filters.category}
        options={withAll("All categories", TASK_CATEGORIES, taskLabel)}
      />
      <FilterSelect id="filter-due" name="dueDate" label="Due date" value={filters.dueDate} options={DUE} />
      <div className="col-span-2">
        <FilterSelect id="filter-sort" name="sort" label="Sort by" value={filters.sort} options={SORTS} />
      </div>
    </FilterForm>
  );
}
