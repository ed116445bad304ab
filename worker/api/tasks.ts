/** `/tasks`: thin adapters over the tasks domain (api-contract.md §5). */

import { taskCreateSchema, taskListQuerySchema, taskUpdateSchema } from "@core/schemas/task";
import { Hono } from "hono";
import { completeTask, createTask, deleteTask, getTask, listTasks, updateTask } from "../domain/tasks.server";
import { type ApiEnv, apiValidationMessage, errorBody, failureResponse, parseBody } from "./http";
import { requireAuth } from "./middleware/require-auth";

export const tasksApi = new Hono<ApiEnv>();

tasksApi.use("*", requireAuth());

tasksApi.get("/", async (c) => {
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
});

tasksApi.post("/", async (c) => {
  const input = await parseBody(c, taskCreateSchema);
  const result = await createTask(c.get("deps"), c.get("userId"), input);
  if (!result.ok) return failureResponse(c, result);
  return c.json({ success: true, task: result.value }, 201);
});

tasksApi.get("/:id", async (c) => {
  const result = await getTask(c.get("deps"), c.get("userId"), c.req.param("id"));
  if (!result.ok) return failureResponse(c, result);
  return c.json({ success: true, task: result.value });
});

tasksApi.on(["PATCH", "PUT"], "/:id", async (c) => {
  const input = await parseBody(c, taskUpdateSchema);
  const result = await updateTask(c.get("deps"), c.get("userId"), c.req.param("id"), input);
  if (!result.ok) return failureResponse(c, result);
  return c.json({ success: true, task: result.value });
});

tasksApi.patch("/:id/complete", async (c) => {
  const result = await completeTask(c.get("deps"), c.get("userId"), c.req.param("id"));
  if (!result.ok) return failureResponse(c, result);
  return c.json({ success: true, message: "Task marked as completed", task: result.value });
});

tasksApi.delete("/:id", async (c) => {
  const result = await deleteTask(c.get("deps"), c.get("userId"), c.req.param("id"));
  if (!result.ok) return failureResponse(c, result);
  return c.json({ success: true, message: "Task deleted successfully" });
});
