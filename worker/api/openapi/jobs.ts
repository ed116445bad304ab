/** The OpenAPI operations of worker/api/jobs.ts (api-contract.md §4), with the schemas its handlers use. */
import {
  interviewCreateSchema,
  interviewUpdateSchema,
  JOB_SORTS,
  JOB_STATUSES,
  JOB_TYPES,
  jobCreateSchema,
  jobListQuerySchema,
  jobLookupQuerySchema,
  jobUpdateSchema,
} from "@core/schemas/job";
import { Job, listOf, ok, okMessage } from "./components";
import { describeListQuery } from "./list-query";
import { operation, pathParams } from "./operation";

const tag = "Jobs";
const job = ok({ job: Job });
const jobId = pathParams("id");
const interviewIds = pathParams("id", "interviewId");

describeListQuery(jobListQuerySchema.shape, {
  enums: { status: JOB_STATUSES, jobType: JOB_TYPES },
  sorts: JOB_SORTS,
});

const update = (method: "patch" | "put") =>
  operation({
    method,
    path: "/jobs/{id}",
    tag,
    summary: method === "patch" ? "Update a job" : "Update a job (same as PATCH)",
    description:
      "Only the fields present change; an echoed whole job is accepted (server-owned fields are ignored). A status change has no side effects.",
    auth: "bearer",
    params: jobId,
    body: jobUpdateSchema,
    success: { description: "The updated job.", schema: job },
    errors: { 400: "<field>: <reason>", 404: "Job not found" },
  });

export const jobsOperations = [
  operation({
    method: "get",
    path: "/jobs/lookup",
    tag,
    summary: "Find the job for a posting's URL",
    description:
      "The caller's newest job whose URL, normalised (no scheme, so `http://` and `https://` of one address match, host lower-cased, no default port, no fragment, no trailing slash, tracking parameters such as `utm_*`, `trk`, `refId`, `gclid`, `fbclid` removed, the other parameters sorted), is the given one's; `job: null` when the account has none. The browser extension asks before saving (contract §4.6).",
    auth: "bearer",
    query: jobLookupQuerySchema,
    success: { description: "The matching job, or null.", schema: ok({ job: Job.nullable() }) },
    errors: { 400: ["url is required", "url: must be a valid http(s) URL"] },
  }),
  operation({
    method: "get",
    path: "/jobs",
    tag,
    summary: "List job applications",
    description: "`search` matches company or position. Pages by `page`, or by `cursor` from the previous answer.",
    auth: "bearer",
    query: jobListQuerySchema,
    success: { description: "One page of the caller's jobs.", schema: listOf("totalJobs", "jobs", Job) },
    errors: { 400: "<filter> must be one of: all, ..." },
  }),
  operation({
    method: "post",
    path: "/jobs",
    tag,
    summary: "Create a job application",
    auth: "bearer",
    body: jobCreateSchema,
    success: { status: 201, description: "The new job.", schema: job },
    errors: {
      400: ["company is required", "<field>: <reason>"],
      403: "You've reached the job applications limit for your {Plan} plan",
    },
  }),
  operation({
    method: "get",
    path: "/jobs/{id}",
    tag,
    summary: "Get a job application",
    auth: "bearer",
    params: jobId,
    success: { description: "The job with its interviews.", schema: job },
    errors: { 404: "Job not found" },
  }),
  update("patch"),
  update("put"),
  operation({
    method: "delete",
    path: "/jobs/{id}",
    tag,
    summary: "Delete a job application",
    description: "Deletes its interviews; tasks and contacts that named it then read null.",
    auth: "bearer",
    params: jobId,
    success: { description: "Deleted.", schema: okMessage("Job deleted successfully") },
    errors: { 404: "Job not found" },
  }),
  operation({
    method: "post",
    path: "/jobs/{id}/interviews",
    tag,
    summary: "Add an interview",
    description: "Moves the job to `interview` unless it is already `interview` or `offer`. Answers 200, not 201.",
    auth: "bearer",
    params: jobId,
    body: interviewCreateSchema,
    success: { description: "The whole job.", schema: job },
    errors: { 400: ["date is required", "<field>: <reason>"], 404: "Job not found" },
  }),
  operation({
    method: "patch",
    path: "/jobs/{id}/interviews/{interviewId}",
    tag,
    summary: "Update an interview",
    auth: "bearer",
    params: interviewIds,
    body: interviewUpdateSchema,
    success: { description: "The whole job.", schema: job },
    errors: { 400: "<field>: <reason>", 404: ["Job not found", "Interview not found"] },
  }),
  operation({
    method: "delete",
    path: "/jobs/{id}/interviews/{interviewId}",
    tag,
    summary: "Delete an interview",
    description: "Deleting the last interview of a job in `interview` moves it back to `applied`.",
    auth: "bearer",
    params: interviewIds,
    success: { description: "The whole job.", schema: job },
    errors: { 404: ["Job not found", "Interview not found"] },
  }),
];
