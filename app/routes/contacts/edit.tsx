import { getContact, updateContact } from "@worker/domain/contacts.server";
import { failureStatus } from "@worker/lib/result";
import { data } from "react-router";
import { ContactForm, echoContactForm } from "~/components/contacts/contact-form";
import { ContactNotFoundBoundary } from "~/components/contacts/contact-not-found";
import { notFoundMessage } from "~/components/not-found-boundary";
import { PageHeader } from "~/components/page-header";
import { failureForForm, parseForm } from "~/lib/forms";
import { contactUpdateSchema } from "~/lib/schemas/contacts";
import { contactFormValues, readContactForm } from "~/server/contacts-form.server";
import { getDeps, getUser } from "~/server/context.server";
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
    focusFollowUp: new URL(request.url).searchParams.get("tab") === "followup",
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const body = readContactForm(await request.formData());
  const parsed = parseForm(body, contactUpdateSchema);
  if (!parsed.ok)
    return data({ fieldErrors: parsed.fieldErrors, formError: "Please fix the highlighted fields.", body }, 400);
  const result = await updateContact(deps, getUser(context).id, params.id, parsed.data);
  if (!result.ok) {
    if (result.code === "NOT_FOUND") notFound(result.message);
    return data({ ...failureForForm(result), body }, failureStatus[result.code]);
  }
  return redirectWithToast(
    `/contacts/${params.id}`,
    { type: "success", message: "Contact updated successfully!" },
    deps.config.SESSION_SECRET,
    request,
  );
}

export default function EditContact({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData ? echoContactForm(actionData.body, loaderData.values) : loaderData.values;
  return (
    <>
      <PageHeader title="Edit Contact" description={loaderData.name} />
      <ContactForm
        mode="edit"
        values={values}
        errors={actionData?.fieldErrors}
        formError={actionData?.formError}
        cancelTo={`/contacts/${loaderData.id}`}
        focusFollowUp={loaderData.focusFollowUp}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <ContactNotFoundBoundary />;
}
