/** `/tasks`: thin adapters over the tasks domain (api-contract.md §5), each declared beside its handler. */

import { PRIORITIES, TASK_CATEGORIES, TASK_STATUSES } from "@core/enums";
import { DUE_WINDOWS, TASK_SORTS, taskCreateSchema, taskListQuerySchema, taskUpdateSchema } from "@core/schemas/task";
import { OpenAPIHono } from "@hono/zod-openapi";
import { completeTask, createTask, deleteTask, getTask, listTasks, updateTask } from "../domain/tasks.server";
import { type ApiEnv, apiValidationMessage, errorBody, failureResponse, parseBody } from "./http";
import { requireAuth } from "./middleware/require-auth";
import { listOf, ok, okMessage, Task } from "./openapi/components";
import { describeListQuery } from "./openapi/list-query";
import { describeField, pathParams } from "./openapi/operation";
import { route } from "./openapi/route";

export const tasksApi = new OpenAPIHono<ApiEnv>();

tasksApi.use("*", requireAuth());

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

route(
  tasksApi,
  {
    method: "get",
    path: "/",
    tag,
    summary: "List tasks",
    description: "`search` matches title or description. Pages by `page`, or by `cursor` from the previous answer.",
    auth: "bearer",
    query: taskListQuerySchema,
    success: { description: "One page of the caller's tasks.", schema: listOf("totalTasks", "tasks", Task) },
    errors: { 400: "<filter> must be one of: all, ..." },
  },
  async (c) => {
    const query = taskListQuerySchema.safeParse(c.req.query());
    if (!query.success) return c.json(errorBody(apiValidationMessage(query.error)), 400);
    const page = await listTasks(c.get("deps"), c.get("userId"), query.data);
    return c.json({
      success: true,
      count: page.count,
      totalTasks: page.totalTasks,
      numOfPages: page.numOfPages,
      currentPage: page.currentPage,
      tasks: page.tasks,
      nextCursor: page.nextCursor,
      prevCursor: page.prevCursor,
    });
  },
);

route(
  tasksApi,
  {
    method: "post",
    path: "/",
    tag,
    summary: "Create a task",
    auth: "bearer",
    body: taskCreateSchema,
    success: { status: 201, description: "The new task, references populated.", schema: task },
    errors: {
      400: ["title is required", "<field>: <reason>", "relatedJob does not match any of your job applications"],
    },
  },
  async (c) => {
    const input = await parseBody(c, taskCreateSchema);
    const result = await createTask(c.get("deps"), c.get("userId"), input);
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, task: result.value }, 201);
  },
);

route(
  tasksApi,
  {
    method: "get",
    path: "/{id}",
    tag,
    summary: "Get a task",
    auth: "bearer",
    params: taskId,
    success: { description: "The task, references populated.", schema: task },
    errors: { 404: "Task not found" },
  },
  async (c) => {
    const result = await getTask(c.get("deps"), c.get("userId"), c.req.param("id"));
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, task: result.value });
  },
);

for (const method of ["patch", "put"] as const) {
  route(
    tasksApi,
    {
      method,
      path: "/{id}",
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
    },
    async (c) => {
      const input = await parseBody(c, taskUpdateSchema);
      const result = await updateTask(c.get("deps"), c.get("userId"), c.req.param("id"), input);
      if (!result.ok) return failureResponse(c, result);
      return c.json({ success: true, task: result.value });
    },
  );
}

route(
  tasksApi,
  {
    method: "patch",
    path: "/{id}/complete",
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
  },
  async (c) => {
    const result = await completeTask(c.get("deps"), c.get("userId"), c.req.param("id"));
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, message: "Task marked as completed", task: result.value });
  },
);

route(
  tasksApi,
  {
    method: "delete",
    path: "/{id}",
    tag,
    summary: "Delete a task",
    auth: "bearer",
    params: taskId,
    success: { description: "Deleted.", schema: okMessage("Task deleted successfully") },
    errors: { 404: "Task not found" },
  },
  async (c) => {
    const result = await deleteTask(c.get("deps"), c.get("userId"), c.req.param("id"));
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, message: "Task deleted successfully" });
  },
);
