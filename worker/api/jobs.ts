/** `/jobs`: thin adapters over the jobs domain (api-contract.md §4), each declared beside its handler. */

import { documentAttachSchema } from "@core/schemas/documents";
import {
  BULK_ACTIONS,
  bulkUndoSchema,
  interviewCreateSchema,
  interviewUpdateSchema,
  JOB_SORTS,
  JOB_STATUSES,
  JOB_TYPES,
  jobBulkSchema,
  jobCreateSchema,
  jobListQuerySchema,
  jobLookupQuerySchema,
  jobMoveSchema,
  jobUpdateSchema,
} from "@core/schemas/job";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { moveJob } from "../domain/board.server";
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
import { bulkJobs, undoBulk } from "../domain/jobs-bulk.server";
import { mediaType } from "../request-guards";
import {
  bufferJsonBody,
  DOCUMENT_REFUSALS,
  drainUnreadBody,
  MULTIPART,
  readUpload,
  UPLOAD_MESSAGES,
  uploadAnswer,
  uploadBody,
} from "./documents";
import { type ApiEnv, apiValidationMessage, errorBody, failureResponse, parseBody } from "./http";
import { mountOfferRoutes } from "./job-offer";
import { mountJobMatch } from "./match";
import { requireAuth } from "./middleware/require-auth";
import { DocumentSchema, Job, listOf, ok, okMessage, orNull } from "./openapi/components";
import { describeListQuery } from "./openapi/list-query";
import { pathParams } from "./openapi/operation";
import { route } from "./openapi/route";

export const jobsApi = new OpenAPIHono<ApiEnv>();

jobsApi.use("/:id/documents", drainUnreadBody());
jobsApi.use("*", requireAuth());

const tag = "Jobs";
const job = ok({ job: Job });
const jobId = pathParams("id");
const interviewIds = pathParams("id", "interviewId");

describeListQuery(jobListQuerySchema.shape, {
  enums: { status: JOB_STATUSES, jobType: JOB_TYPES },
  sorts: JOB_SORTS,
});

route(
  jobsApi,
  {
    method: "get",
    path: "/",
    tag,
    summary: "List job applications",
    description: "`search` matches company or position. Pages by `page`, or by `cursor` from the previous answer.",
    auth: "bearer",
    query: jobListQuerySchema,
    success: { description: "One page of the caller's jobs.", schema: listOf("totalJobs", "jobs", Job) },
    errors: { 400: "<filter> must be one of: all, ..." },
  },
  async (c) => {
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
  },
);

route(
  jobsApi,
  {
    method: "post",
    path: "/",
    tag,
    summary: "Create a job application",
    auth: "bearer",
    body: jobCreateSchema,
    success: { status: 201, description: "The new job.", schema: job },
    errors: {
      400: ["company is required", "<field>: <reason>"],
      403: "You've reached the job applications limit for your {Plan} plan",
    },
  },
  async (c) => {
    const input = await parseBody(c, jobCreateSchema);
    const result = await createJob(c.get("deps"), c.get("userId"), input);
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, job: result.value }, 201);
  },
);

const bulkOutcome = ok({
  action: z.enum(BULK_ACTIONS),
  done: z.number().int().openapi({ description: "How many ids were done." }),
  failed: z.number().int().openapi({ description: "How many ids were refused." }),
  results: z.array(z.object({ id: z.string(), ok: z.boolean(), error: z.string().optional() })).openapi({
    description: "One per distinct id, in the order given.",
  }),
  undo: orNull(z.object({ token: z.string(), expiresAt: z.string() })).openapi({
    description:
      "For a status change or delete that changed something: the token `POST /jobs/bulk/undo` takes until `expiresAt` (10 seconds).",
  }),
});

/** Contract §4.7: one action on many of the caller's jobs, one batch, answered per id. Before `/:id`. */
route(
  jobsApi,
  {
    method: "post",
    path: "/bulk",
    tag,
    summary: "Change or delete many job applications",
    description:
      "One action on up to 500 of the caller's jobs in one write: `status` (value: a status), `favorite` (value: true or false), `priority` (value: low, medium or high) or `delete`. An id that is not the caller's is refused (`ok: false`, `Job not found`) and the others are done. A status change goes through the same rules as a single one (history, analytics, reminders, counters).",
    auth: "bearer",
    body: jobBulkSchema,
    success: { description: "The per-id results.", schema: bulkOutcome },
    errors: {
      400: [
        "ids is required",
        "ids: Select at most 500 applications at once",
        "action must be one of: status, favorite, priority, delete",
        "value: <reason>",
      ],
    },
  },
  async (c) => {
    const input = await parseBody(c, jobBulkSchema);
    const outcome = await bulkJobs(c.get("deps"), c.get("userId"), input);
    return c.json({ success: true, ...outcome });
  },
);

route(
  jobsApi,
  {
    method: "post",
    path: "/bulk/undo",
    tag,
    summary: "Undo a bulk status change or delete",
    description:
      "Within 10 seconds of it, once: a status change sets each job still at the status it set back to its previous status; a delete restores the jobs with their interviews, history, files and links.",
    auth: "bearer",
    body: bulkUndoSchema,
    success: {
      description: "What was restored.",
      schema: ok({ kind: z.enum(["status", "delete"]), restored: z.number().int(), of: z.number().int() }),
    },
    errors: {
      400: ["token is required", "This change can no longer be undone: the 10 seconds to undo it have passed."],
      404: "Nothing to undo: this change was already undone, or it is not yours.",
    },
  },
  async (c) => {
    const { token } = await parseBody(c, bulkUndoSchema);
    const result = await undoBulk(c.get("deps"), c.get("userId"), token);
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, ...result.value });
  },
);

mountJobMatch(jobsApi);

/** Contract §4.6: the caller's job for a posting's URL (normalised), or `job: null`. Before `/:id`. */
route(
  jobsApi,
  {
    method: "get",
    path: "/lookup",
    tag,
    summary: "Find the job for a posting's URL",
    description:
      "The caller's newest job whose URL, normalised (no scheme, so `http://` and `https://` of one address match, host lower-cased, no default port, no fragment, no trailing slash, tracking parameters such as `utm_*`, `trk`, `refId`, `gclid`, `fbclid` removed, the other parameters sorted), is the given one's; `job: null` when the account has none. The browser extension asks before saving (contract §4.6).",
    auth: "bearer",
    query: jobLookupQuerySchema,
    success: { description: "The matching job, or null.", schema: ok({ job: orNull(Job) }) },
    errors: { 400: ["url is required", "url: must be a valid http(s) URL"] },
  },
  async (c) => {
    const query = jobLookupQuerySchema.safeParse(c.req.query());
    if (!query.success) return c.json(errorBody(apiValidationMessage(query.error)), 400);
    const job = await lookupJobByUrl(c.get("deps"), c.get("userId"), query.data.url);
    return c.json({ success: true, job });
  },
);

route(
  jobsApi,
  {
    method: "get",
    path: "/{id}",
    tag,
    summary: "Get a job application",
    auth: "bearer",
    params: jobId,
    success: { description: "The job with its interviews.", schema: job },
    errors: { 404: "Job not found" },
  },
  async (c) => {
    const result = await getJob(c.get("deps"), c.get("userId"), c.req.param("id"));
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, job: result.value });
  },
);

for (const method of ["patch", "put"] as const) {
  route(
    jobsApi,
    {
      method,
      path: "/{id}",
      tag,
      summary: method === "patch" ? "Update a job" : "Update a job (same as PATCH)",
      description:
        "Only the fields present change; an echoed whole job is accepted (server-owned fields are ignored). A status change has no side effects.",
      auth: "bearer",
      params: jobId,
      body: jobUpdateSchema,
      success: { description: "The updated job.", schema: job },
      errors: { 400: "<field>: <reason>", 404: "Job not found" },
    },
    async (c) => {
      const input = await parseBody(c, jobUpdateSchema);
      const result = await updateJob(c.get("deps"), c.get("userId"), c.req.param("id"), input);
      if (!result.ok) return failureResponse(c, result);
      return c.json({ success: true, job: result.value });
    },
  );
}

/** Contract §4.8: a board move, the status through the same path as PATCH's and the card's place. */
route(
  jobsApi,
  {
    method: "patch",
    path: "/{id}/move",
    tag,
    summary: "Move a job on the board",
    description:
      "Moves the job to the column `status`, above the job `before` and below the job `after` (both in that column, both optional: with neither it goes to the top). The status changes as by PATCH `/jobs/{id}` (status history, counters and analytics follow); the card's place is kept per user (contract §4.8).",
    auth: "bearer",
    params: jobId,
    body: jobMoveSchema,
    success: { description: "The moved job, as GET `/jobs/{id}` answers it.", schema: job },
    errors: {
      400: [
        "status must be one of: ...",
        "before: that job is not in {status}",
        "after must be above before",
        "A job cannot be moved beside itself",
      ],
      404: ["Job not found", "before: job not found", "after: job not found"],
    },
  },
  async (c) => {
    const input = await parseBody(c, jobMoveSchema);
    const result = await moveJob(c.get("deps"), c.get("userId"), c.req.param("id"), input);
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, job: result.value });
  },
);

route(
  jobsApi,
  {
    method: "delete",
    path: "/{id}",
    tag,
    summary: "Delete a job application",
    description: "Deletes its interviews; tasks and contacts that named it then read null.",
    auth: "bearer",
    params: jobId,
    success: { description: "Deleted.", schema: okMessage("Job deleted successfully") },
    errors: { 404: "Job not found" },
  },
  async (c) => {
    const result = await deleteJob(c.get("deps"), c.get("userId"), c.req.param("id"));
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, message: "Job deleted successfully" });
  },
);

route(
  jobsApi,
  {
    method: "post",
    path: "/{id}/interviews",
    tag,
    summary: "Add an interview",
    description: "Moves the job to `interview` unless it is already `interview` or `offer`. Answers 200, not 201.",
    auth: "bearer",
    params: jobId,
    body: interviewCreateSchema,
    success: { description: "The whole job.", schema: job },
    errors: { 400: ["date is required", "<field>: <reason>"], 404: "Job not found" },
  },
  async (c) => {
    const input = await parseBody(c, interviewCreateSchema);
    const result = await addInterview(c.get("deps"), c.get("userId"), c.req.param("id"), input);
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, job: result.value });
  },
);

route(
  jobsApi,
  {
    method: "patch",
    path: "/{id}/interviews/{interviewId}",
    tag,
    summary: "Update an interview",
    auth: "bearer",
    params: interviewIds,
    body: interviewUpdateSchema,
    success: { description: "The whole job.", schema: job },
    errors: { 400: "<field>: <reason>", 404: ["Job not found", "Interview not found"] },
  },
  async (c) => {
    const input = await parseBody(c, interviewUpdateSchema);
    const { id, interviewId } = c.req.param();
    const result = await updateInterview(c.get("deps"), c.get("userId"), id, interviewId, input);
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, job: result.value });
  },
);

route(
  jobsApi,
  {
    method: "delete",
    path: "/{id}/interviews/{interviewId}",
    tag,
    summary: "Delete an interview",
    description: "Deleting the last interview of a job in `interview` moves it back to `applied`.",
    auth: "bearer",
    params: interviewIds,
    success: { description: "The whole job.", schema: job },
    errors: { 404: ["Job not found", "Interview not found"] },
  },
  async (c) => {
    const { id, interviewId } = c.req.param();
    const result = await deleteInterview(c.get("deps"), c.get("userId"), id, interviewId);
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, job: result.value });
  },
);

/**
 * Contract §4.1's document upload: a file (multipart `document`, optional `type` and `name`) stored and
 * linked to the job, or one of the caller's stored files attached (JSON `{documentId}`). Answers the whole
 * job, its `documents` in the contract's shape; an upload also answers the document (`duplicate` when
 * the account already had those bytes: linked, not stored twice).
 */
route(
  jobsApi,
  {
    method: "post",
    path: "/{id}/documents",
    tag: "Documents",
    summary: "Upload a document to a job, or attach a stored one",
    description:
      "Contract §4.1. Multipart as `POST /documents` (stored and linked; the same bytes already stored are linked, not stored twice), or JSON `{documentId}` to attach one of the caller's documents (twice is once). Answers 200 with the whole job, its `documents` in the contract's shape.",
    auth: "bearer",
    params: jobId,
    body: documentAttachSchema,
    multipart: uploadBody,
    success: {
      description: "The whole job; for an upload, also the document (and `duplicate` when the account had its bytes).",
      schema: ok({
        job: Job,
        // No text of its own here: the first use of a named schema gives the component its text.
        document: DocumentSchema.optional(),
        duplicate: z
          .literal(true)
          .optional()
          .openapi({ description: "Sent when the account already had these bytes." }),
        message: z.string().optional(),
      }),
    },
    errors: {
      400: [
        "document is required: send the file as the multipart field `document`",
        "documentId is required",
        "The file is empty",
      ],
      403: DOCUMENT_REFUSALS.storage,
      404: ["Job not found", "Document not found"],
      415: DOCUMENT_REFUSALS.unsupported,
    },
  },
  async (c) => {
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
    if (type !== MULTIPART)
      return c.json(errorBody("Content-Type must be multipart/form-data or application/json"), 415);
    const upload = await readUpload(c);
    const result = await uploadDocument(deps, userId, { ...upload, jobId });
    if (!result.ok) return failureResponse(c, result);
    const job = await getJob(deps, userId, jobId);
    if (!job.ok) return failureResponse(c, job);
    const { document, duplicate } = result.value;
    return c.json({ success: true, job: job.value, document, ...uploadAnswer(duplicate) });
  },
);

/** Unlinks a document from the job; the file stays in the account (`?type=` of the contract is ignored). */
route(
  jobsApi,
  {
    method: "delete",
    path: "/{id}/documents/{documentId}",
    tag: "Documents",
    summary: "Detach a document from a job",
    description: "The file stays in the account. The contract's `?type=` is accepted and ignored.",
    auth: "bearer",
    params: pathParams("id", "documentId"),
    success: { description: "The whole job.", schema: job },
    errors: { 404: ["Job not found", "Document not found"] },
  },
  async (c) => {
    const deps = c.get("deps");
    const userId = c.get("userId");
    const { id, documentId } = c.req.param();
    const detached = await detachDocument(deps, userId, id, documentId);
    if (!detached.ok) return failureResponse(c, detached);
    const job = await getJob(deps, userId, id);
    if (!job.ok) return failureResponse(c, job);
    return c.json({ success: true, job: job.value });
  },
);

// `/jobs/{id}/offer` (issue 34): the application's offer, declared in its own file.
mountOfferRoutes(jobsApi);
