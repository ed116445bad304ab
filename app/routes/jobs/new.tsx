import { jobCreateSchema } from "@core/schemas/job";
import { listContactOptions } from "@worker/domain/contacts.server";
import { createJob, jobQuota } from "@worker/domain/jobs.server";
import { useRef } from "react";
import { HandoffBanner } from "~/components/jobs/handoff-banner";
import { JobForm } from "~/components/jobs/job-form";
import { PageHeader } from "~/components/page-header";
import { Alert } from "~/components/ui/alert";
import { getDeps, getUser } from "~/server/context.server";
import { FIX_FIELDS, failedSubmission, invalidSubmission, parseSubmission } from "~/server/forms.server";
import { jobFormConstraints, jobFormValues, prepareJobForm } from "~/server/job-form.server";
import { redirectWithToast } from "~/server/toast.server";
import { useExtensionHandoff } from "~/ui/extension-handoff";
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
    constraints: jobFormConstraints,
    expectingExtensionData: url.searchParams.has("jobDataId") || url.searchParams.has("extension"),
    atLimit: quota.atLimit,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const submission = parseSubmission(await request.formData(), jobCreateSchema, prepareJobForm);
  if (submission.status !== "success") return invalidSubmission(submission, { formError: FIX_FIELDS });
  const result = await createJob(deps, user.id, submission.value);
  if (!result.ok) return failedSubmission(submission, result);
  return redirectWithToast(
    "/applications",
    { type: "success", message: "Job application added successfully!" },
    deps.config.SESSION_SECRET,
    request,
  );
}

export default function NewJob({ loaderData, actionData }: Route.ComponentProps) {
  // The extension's hand-off is this page's alone (api-contract.md §11): /jobs/edit loads none of it.
  const formRef = useRef<HTMLFormElement>(null);
  const handoff = useExtensionHandoff(formRef, { enabled: true, expectingData: loaderData.expectingExtensionData });
  const clearForm = () => {
    formRef.current?.reset();
    handoff.dismiss();
  };
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
        values={loaderData.values}
        reply={actionData}
        constraints={loaderData.constraints}
        cancelTo="/applications"
        formRef={formRef}
        banner={<HandoffBanner state={handoff.state} onClear={clearForm} />}
        contacts={loaderData.contacts}
      />
    </>
  );
}
