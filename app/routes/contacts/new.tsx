import { contactCreateSchema } from "@core/schemas/contacts";
import { contactQuota, createContact } from "@worker/domain/contacts.server";
import { ContactForm } from "~/components/contacts/contact-form";
import { PageHeader } from "~/components/page-header";
import { Alert } from "~/components/ui/alert";
import { contactFormConstraints, contactFormValues, prepareContactForm } from "~/server/contacts-form.server";
import { getDeps, getUser } from "~/server/context.server";
import { FIX_FIELDS, failedSubmission, invalidSubmission, parseSubmission } from "~/server/forms.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/new";

export const meta: Route.MetaFunction = () => [{ title: "Add New Contact · Offerpath" }];

export async function loader({ context }: Route.LoaderArgs) {
  const quota = await contactQuota(getDeps(context), getUser(context).id);
  return { values: contactFormValues(), constraints: contactFormConstraints, atLimit: quota.atLimit };
}

export async function action({ request, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const submission = parseSubmission(await request.formData(), contactCreateSchema, prepareContactForm);
  if (submission.status !== "success") return invalidSubmission(submission, { formError: FIX_FIELDS });
  const result = await createContact(deps, getUser(context).id, submission.value);
  if (!result.ok) return failedSubmission(submission, result);
  return redirectWithToast(
    "/contacts",
    { type: "success", message: "Contact added successfully!" },
    deps.config.SESSION_SECRET,
    request,
  );
}

export default function NewContact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Add New Contact" description="Recruiters, referrers and the people you meet along the way." />
      {loaderData.atLimit && !actionData ? (
        <Alert tone="warning" className="mb-6">
          You've reached the contacts limit for your plan. Delete a contact or upgrade to add more.
        </Alert>
      ) : null}
      <ContactForm
        mode="new"
        values={loaderData.values}
        reply={actionData}
        constraints={loaderData.constraints}
        cancelTo="/contacts"
      />
    </>
  );
}
