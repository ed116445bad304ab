/** The OpenAPI operations of worker/api/tasks.ts (api-contract.md §5), with the schemas its handlers use. */
import { PRIORITIES, TASK_CATEGORIES, TASK_STATUSES } from "@core/enums";
import { DUE_WINDOWS, TASK_SORTS, taskCreateSchema, taskListQuerySchema, taskUpdateSchema } from "@core/schemas/task";
import { listOf, ok, okMessage, Task } from "./components";
import { describeListQuery } from "./list-query";
import { describeField, operation, pathParams } from "./operation";

const tag = "Tasks";
const task = ok({ task: Task });
const taskId = pathParams("id");

describeListQuery(taskListQuerySchema.shape, {
  enums: { status: TASK_STATUSES, priority: PRIORITIES, category: TASK_CATEGORIES },
  sorts: TASK_SORTS,
});
describeField(taskListQuerySchema.shape.dueDate, {
  type: "string",
  enum: ["", "all", ...DUE_WINDOWS],
  description:
    "Days in the caller's time zone: `today`, `upcoming` (today to 7 days on), `overdue` (before today and not completed; replaces `status`).",
});
for (const name of ["relatedJob", "relatedContact"] as const) {
  describeField(taskListQuerySchema.shape[name], { type: "string", description: "Exact id filter." });
}

const update = (method: "patch" | "put") =>
  operation({
    method,
    path: "/tasks/{id}",
    tag,
    summary: method === "patch" ? "Update a task" : "Update a task (same as PATCH)",
    description:
      "Only the fields present change. Setting `status` to `completed` sets `completedAt`; another status clears it.",
    auth: "bearer",
    params: taskId,
    body: taskUpdateSchema,
    success: { description: "The updated task, references populated.", schema: task },
    errors: {
      400: ["<field>: <reason>", "relatedJob does not match any of your job applications"],
      404: "Task not found",
    },
  });

export const tasksOperations = [
  operation({
    method: "get",
    path: "/tasks",
    tag,
    summary: "List tasks",
    description: "`search` matches title or description. Pages by `page`, or by `cursor` from the previous answer.",
    auth: "bearer",
    query: taskListQuerySchema,
    success: { description: "One page of the caller's tasks.", schema: listOf("totalTasks", "tasks", Task) },
    errors: { 400: "<filter> must be one of: all, ..." },
  }),
  operation({
    method: "post",
    path: "/tasks",
    tag,
    summary: "Create a task",
    auth: "bearer",
    body: taskCreateSchema,
    success: { status: 201, description: "The new task, references populated.", schema: task },
    errors: {
      400: ["title is required", "<field>: <reason>", "relatedJob does not match any of your job applications"],
    },
  }),
  operation({
    method: "get",
    path: "/tasks/{id}",
    tag,
    summary: "Get a task",
    auth: "bearer",
    params: taskId,
    success: { description: "The task, references populated.", schema: task },
    errors: { 404: "Task not found" },
  }),
  update("patch"),
  update("put"),
  operation({
    method: "patch",
    path: "/tasks/{id}/complete",
    tag,
    summary: "Mark a task completed",
    description: "Keeps `completedAt` if the task was already completed. No body.",
    auth: "bearer",
    params: taskId,
    success: {
      description: "The completed task.",
      schema: okMessage("Task marked as completed").extend({ task: Task }),
    },
    errors: { 404: "Task not found" },
  }),
  operation({
    method: "delete",
    path: "/tasks/{id}",
    tag,
    summary: "Delete a task",
    auth: "bearer",
    params: taskId,
    success: { description: "Deleted.", schema: okMessage("Task deleted successfully") },
    errors: { 404: "Task not found" },
  }),
];
