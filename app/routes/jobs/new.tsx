import { listContactOptions } from "@worker/domain/contacts.server";
import { createJob, jobQuota } from "@worker/domain/jobs.server";
import { failureStatus } from "@worker/lib/result";
import { data } from "react-router";
import { JobForm } from "~/components/jobs/job-form";
import { PageHeader } from "~/components/page-header";
import { Alert } from "~/components/ui/alert";
import { failureForForm, parseForm } from "~/lib/forms";
import { jobCreateSchema } from "~/lib/schemas/job";
import { getDeps, getUser } from "~/server/context.server";
import { jobFormValues, readJobForm } from "~/server/job-form.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/new";

export const meta: Route.MetaFunction = () => [{ title: "Add New Job Application · Offerpath" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const url = new URL(request.url);
  const [quota, contacts] = await Promise.all([jobQuota(deps, user.id), listContactOptions(deps, user.id)]);
  return {
    contacts,
    values: jobFormValues(
      { prefill: url.searchParams, contactId: url.searchParams.get("contactId") },
      deps.now(),
      user.timeZone,
    ),
    expectingExtensionData: url.searchParams.has("jobDataId") || url.searchParams.has("extension"),
    atLimit: quota.atLimit,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const body = readJobForm(await request.formData());
  const parsed = parseForm(body, jobCreateSchema);
  if (!parsed.ok)
    return data({ fieldErrors: parsed.fieldErrors, formError: "Please fix the highlighted fields.", body }, 400);
  const result = await createJob(deps, user.id, parsed.data);
  if (!result.ok) {
    return data({ ...failureForForm(result), body }, failureStatus[result.code]);
  }
  return redirectWithToast(
    "/applications",
    { type: "success", message: "Job application added successfully!" },
    deps.config.SESSION_SECRET,
    request,
  );
}

export default function NewJob({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData ? { ...loaderData.values, ...echo(actionData.body) } : loaderData.values;
  return (
    <>
      <PageHeader title="Add New Job Application" description="Fill in what you know now; you can edit it any time." />
      {loaderData.atLimit && !actionData ? (
        <Alert tone="warning" className="mb-6">
          You've reached the job applications limit for your plan. Delete an application or upgrade to add more.
        </Alert>
      ) : null}
      <JobForm
        mode="new"
        values={values}
        errors={actionData?.fieldErrors}
        formError={actionData?.formError}
        cancelTo="/applications"
        expectingExtensionData={loaderData.expectingExtensionData}
        contacts={loaderData.contacts}
      />
    </>
  );
}

/** What the user typed, back into the form after a failed submit (no JavaScript needed). */
export function echo(body: Record<string, unknown>) {
  const s = (v: unknown) => (typeof v === "string" ? v : undefined);
  const salary = (body.salary ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {
    company: s(body.company),
    position: s(body.position),
    jobLocation: s(body.jobLocation),
    jobType: s(body.jobType),
    status: s(body.status),
    applicationDate: s(body.applicationDate),
    salaryMin: s(salary.min),
    salaryMax: s(salary.max),
    salaryCurrency: s(salary.currency),
    jobUrl: s(body.jobUrl),
    jobDescription: s(body.jobDescription),
    notes: s(body.notes),
    priority: s(body.priority),
    favorite: body.favorite === true,
    contactPerson: s(body.contactPerson),
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}
