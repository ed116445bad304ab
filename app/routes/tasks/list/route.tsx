import { listTasks } from "@worker/domain/tasks.server";
import { redirect, useLocation } from "react-router";
import { PageHeader } from "~/components/page-header";
import { descriptionPreview } from "~/components/tasks/labels";
import { ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { CheckSquareIcon, PlusIcon } from "~/components/ui/icons";
import { Pagination } from "~/components/ui/pagination";
import { pluralize } from "~/lib/format";
import { taskListQuerySchema } from "~/lib/schemas/task";
import { getDeps, getUser } from "~/lib/server/context.server";
import { taskDue } from "~/lib/server/task-form.server";
import type { Route } from "./+types/route";
import { FilterBar } from "./filter-bar";
import { TaskRow } from "./task-row";

export const meta: Route.MetaFunction = () => [{ title: "Tasks · Offerpath" }];

/** The screen's default order is the due date, soonest first (spec §9); the API's is newest. */
const DEFAULT_SORT = "dueDate-asc";

export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const url = new URL(request.url);
  const params = Object.fromEntries(url.searchParams);
  const parsed = taskListQuerySchema.safeParse({ ...params, sort: params.sort || DEFAULT_SORT });
  if (!parsed.success) throw redirect("/tasks");
  const query = parsed.data;
  const page = await listTasks(deps, user.id, query);
  const now = deps.now();
  return {
    ...page,
    // The list shows a description's first 150 characters: only those travel to the page.
    tasks: page.tasks.map((task) => ({
      ...task,
      description: descriptionPreview(task.description),
      due: taskDue(task, now, user.timeZone),
    })),
    filters: {
      status: query.status ?? "all",
      priority: query.priority ?? "all",
      category: query.category ?? "all",
      dueDate: query.dueDate ?? "all",
      search: url.searchParams.get("search") ?? "",
      sort: query.sort,
    },
    filtered: Boolean(query.status || query.priority || query.category || query.dueDate || query.search),
  };
}

export default function Tasks({ loaderData }: Route.ComponentProps) {
  const { tasks, totalTasks, numOfPages, currentPage, filters, filtered } = loaderData;
  const location = useLocation();
  const returnTo = location.pathname + location.search;
  const hrefForPage = (page: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(page));
    return `?${params}`;
  };
  return (
    <>
      <PageHeader
        title="Tasks"
        description={pluralize(totalTasks, filtered ? "matching task" : "task")}
        actions={
          <ButtonLink to="/tasks/new">
            <PlusIcon className="size-4" /> Add New Task
          </ButtonLink>
        }
      />
      <FilterBar key={Object.values(filters).join("|")} filters={filters} />
      {tasks.length === 0 ? (
        <EmptyState
          icon={<CheckSquareIcon />}
          title="No tasks found"
          description={
            filtered ? "Nothing matches these filters. Try clearing some." : "Get started by creating a new task."
          }
          action={
            filtered ? (
              <ButtonLink to="/tasks" variant="secondary">
                Clear filters
              </ButtonLink>
            ) : (
              <ButtonLink to="/tasks/new">Add Task</ButtonLink>
            )
          }
        />
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600" aria-live="polite">
            Showing {tasks.length} of {pluralize(totalTasks, "task")}
          </p>
          <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs">
            {tasks.map((task) => (
              <TaskRow key={task._id} task={task} returnTo={returnTo} />
            ))}
          </ul>
          <Pagination className="mt-6" currentPage={currentPage} numOfPages={numOfPages} hrefForPage={hrefForPage} />
        </>
      )}
    </>
  );
}
