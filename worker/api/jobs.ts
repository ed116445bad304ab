/** `/jobs`: thin adapters over the jobs domain (api-contract.md §4). */

import { documentAttachSchema } from "@core/schemas/documents";
import {
  interviewCreateSchema,
  interviewUpdateSchema,
  jobCreateSchema,
  jobListQuerySchema,
  jobLookupQuerySchema,
  jobUpdateSchema,
} from "@core/schemas/job";
import { Hono } from "hono";
import { attachDocument, detachDocument, uploadDocument } from "../domain/documents/documents.server";
import {
  addInterview,
  createJob,
  deleteInterview,
  deleteJob,
  getJob,
  listJobs,
  lookupJobByUrl,
  updateInterview,
  updateJob,
} from "../domain/jobs.server";
import { mediaType } from "../request-guards";
import { bufferJsonBody, drainUnreadBody, MULTIPART, readUpload, UPLOAD_MESSAGES, uploadAnswer } from "./documents";
import { type ApiEnv, apiValidationMessage, errorBody, failureResponse, parseBody } from "./http";
import { requireAuth } from "./middleware/require-auth";

export const jobsApi = new Hono<ApiEnv>();

jobsApi.use("/:id/documents", drainUnreadBody());
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

/** Contract §4.6: the caller's job for a posting's URL (normalised), or `job: null`. Before `/:id`. */
jobsApi.get("/lookup", async (c) => {
  const query = jobLookupQuerySchema.safeParse(c.req.query());
  if (!query.success) return c.json(errorBody(apiValidationMessage(query.error)), 400);
  const job = await lookupJobByUrl(c.get("deps"), c.get("userId"), query.data.url);
  return c.json({ success: true, job });
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

/**
 * Contract §4.1's document upload: a file (multipart `document`, optional `type` and `name`) stored and
 * linked to the job, or one of the caller's stored files attached (JSON `{documentId}`). Answers the whole
 * job, its `documents` in the contract's shape; an upload also answers the document (`duplicate` when
 * the account already had those bytes: linked, not stored twice).
 */
jobsApi.post("/:id/documents", async (c) => {
  const deps = c.get("deps");
  const userId = c.get("userId");
  const jobId = c.req.param("id");
  const type = mediaType(c.req.header("Content-Type"));
  if (!c.req.raw.body) return c.json(errorBody(UPLOAD_MESSAGES.missingFile), 400);
  if (type === "application/json") {
    await bufferJsonBody(c);
    const { documentId } = await parseBody(c, documentAttachSchema);
    const attached = await attachDocument(deps, userId, jobId, documentId);
    if (!attached.ok) return failureResponse(c, attached);
    const job = await getJob(deps, userId, jobId);
    if (!job.ok) return failureResponse(c, job);
    return c.json({ success: true, job: job.value });
  }
  if (type !== MULTIPART) return c.json(errorBody("Content-Type must be multipart/form-data or application/json"), 415);
  const upload = await readUpload(c);
  const result = await uploadDocument(deps, userId, { ...upload, jobId });
  if (!result.ok) return failureResponse(c, result);
  const job = await getJob(deps, userId, jobId);
  if (!job.ok) return failureResponse(c, job);
  const { document, duplicate } = result.value;
  return c.json({ success: true, job: job.value, document, ...uploadAnswer(duplicate) });
});

/** Unlinks a document from the job; the file stays in the account (`?type=` of the contract is ignored). */
jobsApi.delete("/:id/documents/:documentId", async (c) => {
  const deps = c.get("deps");
  const userId = c.get("userId");
  const { id, documentId } = c.req.param();
  const detached = await detachDocument(deps, userId, id, documentId);
  if (!detached.ok) return failureResponse(c, detached);
  const job = await getJob(deps, userId, id);
  if (!job.ok) return failureResponse(c, job);
  return c.json({ success: true, job: job.value });
});
