/** Glue between the job and interview forms and the jobs domain: form values in, form values out. */

import { dateOnlyValue, parseDateTimeLocal, toDateInputValue, toDateTimeLocalValue } from "@core/dates";
import { jobSourceFromText, jobSourceFromUrl } from "@core/job-source";
import { interviewCreateSchema, jobCreateSchema } from "@core/schemas/job";
import type { JobDto } from "@worker/domain/jobs.server";
import type { InterviewFormValues } from "~/components/jobs/interview-form";
import { EDIT_NAME_PREFIX, type JobFormValues } from "~/components/jobs/job-form";
import { formConstraints } from "./forms.server";

/** The job form's limits (the edit form shows the same rules as the new one). */
export const jobFormConstraints = formConstraints(jobCreateSchema);
export const interviewFormConstraints = formConstraints(interviewCreateSchema);

const PREFILL_KEYS = ["company", "position", "jobLocation", "jobUrl", "jobDescription", "notes"] as const;

/** The form's starting values: a job being edited, or the defaults plus any prefill from the URL. */
export function jobFormValues(
  opts: { job?: JobDto; prefill?: URLSearchParams; contactId?: string | null },
  now: Date,
  timeZone: string,
): JobFormValues {
  const { job, prefill } = opts;
  if (job) {
    return {
      company: job.company,
      position: job.position,
      jobLocation: job.jobLocation,
      jobType: job.jobType,
      status: job.status,
      applicationDate: job.applicationDate ? dateOnlyValue(new Date(job.applicationDate)) : "",
      salary: { min: String(job.salary.min), max: String(job.salary.max), currency: job.salary.currency },
      jobUrl: job.jobUrl,
      jobDescription: job.jobDescription,
      notes: job.notes,
      priority: job.priority,
      favorite: job.favorite ? "true" : "",
      contactPerson: job.contactPerson ?? "",
      source: job.source,
    };
  }
  const cap = (key: string) => (key === "jobDescription" ? (jobFormConstraints.jobDescription?.maxLength ?? 0) : 2048);
  const pick = (key: string) => (prefill?.get(key) ?? "").slice(0, cap(key));
  const values: JobFormValues = {
    company: "",
    position: "",
    jobLocation: "remote",
    jobType: "full-time",
    status: "applied",
    applicationDate: toDateInputValue(now, timeZone),
    salary: { min: "0", max: "0", currency: "INR" },
    jobUrl: "",
    jobDescription: "",
    notes: "",
    priority: "medium",
    favorite: "",
    contactPerson: opts.contactId ?? "",
    source: "",
  };
  for (const key of PREFILL_KEYS) if (pick(key)) values[key] = pick(key);
  // A posting's link tells its board (an ATS page: the company's site); a `source` given wins.
  const given = pick("source");
  values.source = given ? jobSourceFromText(given) : (jobSourceFromUrl(values.jobUrl) ?? "");
  return values;
}

/**
 * The job form's payload as the jobs schemas read it (an unticked favorite box means false). The edit
 * form names its fields under `EDIT_NAME_PREFIX` (`job.company`): pass `"edit"` to read those, so the
 * plain names the extension fills are ignored there.
 */
export function prepareJobForm(payload: Record<string, unknown>, mode: "new" | "edit" = "new") {
  const nested = mode === "edit" ? payload[EDIT_NAME_PREFIX.slice(0, -1)] : payload;
  const body: Record<string, unknown> =
    typeof nested === "object" && nested !== null && !Array.isArray(nested) ? { ...nested } : {};
  body.favorite = body.favorite === "true";
  return body;
}

export function interviewFormValues(
  interview: JobDto["interviewHistory"][number] | undefined,
  now: Date,
  timeZone: string,
): InterviewFormValues {
  if (!interview) {
    return {
      date: toDateTimeLocalValue(now, timeZone),
      interviewType: "phone",
      withPerson: "",
      notes: "",
      followUpDate: "",
    };
  }
  return {
    date: toDateTimeLocalValue(new Date(interview.date), timeZone),
    interviewType: interview.interviewType,
    withPerson: interview.withPerson,
    notes: interview.notes,
    followUpDate: interview.followUpDate ? dateOnlyValue(new Date(interview.followUpDate)) : "",
  };
}

/** The interview form's payload, with its wall-clock date and time read in the user's zone. */
export function prepareInterviewForm(payload: Record<string, unknown>, timeZone: string) {
  const body = { ...payload };
  if (typeof body.date === "string" && body.date) {
    body.date = parseDateTimeLocal(body.date, timeZone)?.toISOString() ?? body.date;
  }
  return body;
}
