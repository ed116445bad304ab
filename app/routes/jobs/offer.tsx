import { offerSchema } from "@core/offers/offer";
import { BENEFIT_ROWS, offerFormValues, prepareOfferForm } from "@core/offers/offer-form";
import { getJob } from "@worker/domain/jobs.server";
import { deleteOffer, getOffer, putOffer } from "@worker/domain/offers/offers.server";
import { Form } from "react-router";
import { JobNotFoundBoundary } from "~/components/jobs/job-not-found";
import { notFoundMessage } from "~/components/not-found-boundary";
import { OfferForm } from "~/components/offers/offer-form";
import { PageHeader } from "~/components/page-header";
import { buttonClasses } from "~/components/ui/button";
import { TrashIcon } from "~/components/ui/icons";
import { getDeps, getUser } from "~/server/context.server";
import { FIX_FIELDS, failedSubmission, invalidSubmission, parseSubmission } from "~/server/forms.server";
import { notFound, valueOr404 } from "~/server/not-found.server";
import { redirectWithToast } from "~/server/toast.server";
import { isFormReply } from "~/ui/forms";
import type { Route } from "./+types/offer";

/** /jobs/{id}/offer: the application's offer, entered from its letter (issue 34), and its removal. */
export const meta: Route.MetaFunction = ({ loaderData, error }) => [
  {
    title: loaderData
      ? `Offer: ${loaderData.heading} · Offerpath`
      : `${notFoundMessage(error) ?? "Job not found"} · Offerpath`,
  },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const [job, offer] = await Promise.all([
    getJob(deps, user.id, params.id).then(valueOr404),
    getOffer(deps, user.id, params.id).then(valueOr404),
  ]);
  const values = offerFormValues(offer, job.salary.currency);
  return {
    jobId: job._id,
    heading: `${job.position} at ${job.company}`,
    hasOffer: offer !== null,
    values,
    benefitRows: typeof values.benefits === "object" ? Object.keys(values.benefits).length : BENEFIT_ROWS,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const formData = await request.formData();
  const toast = (type: "success" | "error", message: string) =>
    redirectWithToast(`/jobs/${params.id}`, { type, message }, deps.config.SESSION_SECRET, request);
  if (formData.get("intent") === "delete") {
    const removed = await deleteOffer(deps, user.id, params.id);
    if (!removed.ok && removed.message !== "This application has no offer") notFound(removed.message);
    return toast("success", "Offer deleted");
  }
  const submission = parseSubmission(formData, offerSchema, prepareOfferForm);
  if (submission.status !== "success") return invalidSubmission(submission, { formError: FIX_FIELDS });
  const result = await putOffer(deps, user.id, params.id, submission.value);
  if (!result.ok) {
    if (result.code === "NOT_FOUND") notFound(result.message);
    return failedSubmission(submission, result);
  }
  return toast("success", result.value.created ? "Offer saved" : "Offer updated");
}

export default function OfferPage({ loaderData, actionData }: Route.ComponentProps) {
  const { jobId, heading, hasOffer, values, benefitRows } = loaderData;
  return (
    <>
      <PageHeader
        title={hasOffer ? "Edit offer" : "Add offer"}
        description={`${heading}. Copy the figures from the offer letter; attach the letter itself under Documents on the application.`}
      />
      <OfferForm
        values={values}
        reply={isFormReply(actionData) ? actionData : undefined}
        benefitRows={benefitRows}
        cancelTo={`/jobs/${jobId}`}
        submitLabel={hasOffer ? "Update offer" : "Save offer"}
      />
      {hasOffer ? (
        <Form method="post" className="mt-6 flex justify-end">
          <button type="submit" name="intent" value="delete" className={buttonClasses({ variant: "danger" })}>
            <TrashIcon className="size-4" /> Delete offer
          </button>
        </Form>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return <JobNotFoundBoundary />;
}
