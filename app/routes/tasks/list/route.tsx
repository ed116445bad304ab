import { pluralize } from "@core/format";
import { taskListQuerySchema } from "@core/schemas/task";
import { listTasks } from "@worker/domain/tasks.server";
import { ListResults, useReturnTo } from "~/components/list/list-results";
import { PageHeader } from "~/components/page-header";
import { descriptionPreview } from "~/components/tasks/labels";
import { ButtonLink } from "~/components/ui/button";
import { CheckSquareIcon, PlusIcon } from "~/components/ui/icons";
import { getDeps, getUser } from "~/server/context.server";
import { readListQuery } from "~/server/list-query.server";
import { paginationHtml } from "~/server/pagination.server";
import { pageAddress } from "~/server/server-parts.server";
import { taskDue } from "~/server/task-form.server";
import type { Route } from "./+types/route";
import { FilterBar } from "./filter-bar";
import { TaskRow } from "./task-row";

export const meta: Route.MetaFunction = () => [{ title: "Tasks · Offerpath" }];

/** The screen's default order is the due date, soonest first (spec §9); the API's is newest. */
const DEFAULT_SORT = "dueDate-asc";

export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const { query, search } = readListQuery(request, taskListQuerySchema, "/tasks", { sort: DEFAULT_SORT });
  const page = await listTasks(deps, user.id, query);
  const now = deps.now();
  return {
    ...page,
    pagination: paginationHtml(page, pageAddress(request)),
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
      search,
      sort: query.sort,
    },
    filtered: Boolean(query.status || query.priority || query.category || query.dueDate || query.search),
  };
}

export default function Tasks({ loaderData }: Route.ComponentProps) {
  const { tasks, totalTasks, filters, filtered } = loaderData;
  const returnTo = useReturnTo();
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
      <ListResults
        shown={tasks.length}
        total={totalTasks}
        noun="task"
        pagination={loaderData.pagination}
        filtered={filtered}
        empty={{
          icon: <CheckSquareIcon />,
          title: "No tasks found",
          description: "Get started by creating a new task.",
          clearTo: "/tasks",
          addTo: "/tasks/new",
          addLabel: "Add Task",
        }}
        listClassName="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs"
      >
        {tasks.map((task) => (
          <TaskRow key={task._id} task={task} returnTo={returnTo} />
        ))}
      </ListResults>
    </>
  );
}
