import { contactQuota, createContact } from "@worker/domain/contacts.server";
import { failureStatus } from "@worker/lib/result";
import { data } from "react-router";
import { ContactForm, echoContactForm } from "~/components/contacts/contact-form";
import { PageHeader } from "~/components/page-header";
import { Alert } from "~/components/ui/alert";
import { failureForForm, parseForm } from "~/lib/forms";
import { contactCreateSchema } from "~/lib/schemas/contacts";
import { contactFormValues, readContactForm } from "~/server/contacts-form.server";
import { getDeps, getUser } from "~/server/context.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/new";

export const meta: Route.MetaFunction = () => [{ title: "Add New Contact · Offerpath" }];

export async function loader({ context }: Route.LoaderArgs) {
  const quota = await contactQuota(getDeps(context), getUser(context).id);
  return { values: contactFormValues(), atLimit: quota.atLimit };
}

export async function action({ request, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const body = readContactForm(await request.formData());
  const parsed = parseForm(body, contactCreateSchema);
  if (!parsed.ok)
    return data({ fieldErrors: parsed.fieldErrors, formError: "Please fix the highlighted fields.", body }, 400);
  const result = await createContact(deps, getUser(context).id, parsed.data);
  if (!result.ok) return data({ ...failureForForm(result), body }, failureStatus[result.code]);
  return redirectWithToast(
    "/contacts",
    { type: "success", message: "Contact added successfully!" },
    deps.config.SESSION_SECRET,
    request,
  );
}

export default function NewContact({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData ? echoContactForm(actionData.body, loaderData.values) : loaderData.values;
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
        values={values}
        errors={actionData?.fieldErrors}
        formError={actionData?.formError}
        cancelTo="/contacts"
      />
    </>
  );
}
