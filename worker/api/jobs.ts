/** `/jobs`: thin adapters over the jobs domain (api-contract.md §4). */
import { Hono } from "hono";
import {
  interviewCreateSchema,
  interviewUpdateSchema,
  jobCreateSchema,
  jobListQuerySchema,
  jobUpdateSchema,
} from "~/lib/schemas/job";
import {
  addInterview,
  createJob,
  deleteInterview,
  deleteJob,
  getJob,
  listJobs,
  updateInterview,
  updateJob,
} from "../domain/jobs.server";
import { type ApiEnv, apiValidationMessage, errorBody, failureResponse, parseBody } from "./http";
import { requireAuth } from "./middleware/require-auth";

export const jobsApi = new Hono<ApiEnv>();

jobsApi.use("*", requireAuth());

jobsApi.get("/", async (c) => {
  const query = jobListQuerySchema.safeParse(c.req.query());
  if (!query.success) return c.json(errorBody(apiValidationMessage(query.error)), 400);
  const page = await listJobs(c.get("deps"), c.get("userId"), query.data);
  return c.json({
    success: true,
    count: page.count,
    totalJobs: page.totalJobs,
    numOfPages: page.numOfPages,
    currentPage: page.currentPage,
    jobs: page.jobs,
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
  });
});

jobsApi.post("/", async (c) => {
  const input = await parseBody(c, jobCreateSchema);
  const result = await createJob(c.get("deps"), c.get("userId"), input);
  if (!result.ok) return failureResponse(c, result);
  return c.json({ success: true, job: result.value }, 201);
});

jobsApi.get("/:id", async (c) => {
  const result = await getJob(c.get("deps"), c.get("userId"), c.req.param("id"));
  if (!result.ok) return failureResponse(c, result);
  return c.json({ success: true, job: result.value });
});

jobsApi.on(["PATCH", "PUT"], "/:id", async (c) => {
  const input = await parseBody(c, jobUpdateSchema);
  const result = await updateJob(c.get("deps"), c.get("userId"), c.req.param("id"), input);
  if (!result.ok) return failureResponse(c, result);
  return c.json({ success: true, job: result.value });
});

jobsApi.delete("/:id", async (c) => {
  const result = await deleteJob(c.get("deps"), c.get("userId"), c.req.param("id"));
  if (!result.ok) return failureResponse(c, result);
  return c.json({ success: true, message: "Job deleted successfully" });
});

jobsApi.post("/:id/interviews", async (c) => {
  const input = await parseBody(c, interviewCreateSchema);
  const result = await addInterview(c.get("deps"), c.get("userId"), c.req.param("id"), input);
  if (!result.ok) return failureResponse(c, result);
  return c.json({ success: true, job: result.value });
});

jobsApi.patch("/:id/interviews/:interviewId", async (c) => {
  const input = await parseBody(c, interviewUpdateSchema);
  const { id, interviewId } = c.req.param();
  const result = await updateInterview(c.get("deps"), c.get("userId"), id, interviewId, input);
  if (!result.ok) return failureResponse(c, result);
  return c.json({ success: true, job: result.value });
});

jobsApi.delete("/:id/interviews/:interviewId", async (c) => {
  const { id, interviewId } = c.req.param();
  const result = await deleteInterview(c.get("deps"), c.get("userId"), id, interviewId);
  if (!result.ok) return failureResponse(c, result);
  return c.json({ success: true, job: result.value });
});
