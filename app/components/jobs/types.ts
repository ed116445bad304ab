import type { JobDto } from "@worker/domain/jobs.server";

/** A job as the screens receive it: the API's wire shape (api-contract.md §2.2), declared once by the domain. */
export type JobView = JobDto;

export type InterviewView = JobDto["interviewHistory"][number];
