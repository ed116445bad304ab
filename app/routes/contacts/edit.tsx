import { contactUpdateSchema } from "@core/schemas/contacts";
import { getContact, updateContact } from "@worker/domain/contacts.server";
import { ContactForm } from "~/components/contacts/contact-form";
import { ContactNotFoundBoundary } from "~/components/contacts/contact-not-found";
import { notFoundMessage } from "~/components/not-found-boundary";
import { PageHeader } from "~/components/page-header";
import { contactFormConstraints, contactFormValues, prepareContactForm } from "~/server/contacts-form.server";
import { getDeps, getUser } from "~/server/context.server";
import { FIX_FIELDS, failedSubmission, invalidSubmission, parseSubmission } from "~/server/forms.server";
import { notFound, valueOr404 } from "~/server/not-found.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/edit";

export const meta: Route.MetaFunction = ({ error }) => [
  { title: `${notFoundMessage(error) ?? "Edit Contact"} · Offerpath` },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const contact = valueOr404(await getContact(getDeps(context), getUser(context).id, params.id));
  return {
    id: contact._id,
    name: contact.name,
    values: contactFormValues(contact),
    constraints: contactFormConstraints,
    focusFollowUp: new URL(request.url).searchParams.get("tab") === "followup",
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const submission = parseSubmission(await request.formData(), contactUpdateSchema, prepareContactForm);
  if (submission.status !== "success") return invalidSubmission(submission, { formError: FIX_FIELDS });
  const result = await updateContact(deps, getUser(context).id, params.id, submission.value);
  if (!result.ok) {
    if (result.code === "NOT_FOUND") notFound(result.message);
    return failedSubmission(submission, result);
  }
  return redirectWithToast(
    `/contacts/${params.id}`,
    { type: "success", message: "Contact updated successfully!" },
    deps.config.SESSION_SECRET,
    request,
  );
}

export default function EditContact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Edit Contact" description={loaderData.name} />
      <ContactForm
        mode="edit"
        values={loaderData.values}
        reply={actionData}
        constraints={loaderData.constraints}
        cancelTo={`/contacts/${loaderData.id}`}
        focusFollowUp={loaderData.focusFollowUp}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <ContactNotFoundBoundary />;
}
