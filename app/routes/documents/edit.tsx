import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES } from "@core/enums";
import { safeRedirect } from "@core/safe-redirect";
import { documentUpdateSchema } from "@core/schemas/documents";
import { getDocument, updateDocument } from "@worker/domain/documents/documents.server";
import { DocumentNotFoundBoundary } from "~/components/documents/document-not-found";
import { FormCard } from "~/components/form-card";
import { notFoundMessage } from "~/components/not-found-boundary";
import { PageHeader } from "~/components/page-header";
import { SelectField, TextField } from "~/components/ui/field";
import { getDeps, getUser } from "~/server/context.server";
import { FIX_FIELDS, formConstraints, invalidSubmission, parseSubmission } from "~/server/forms.server";
import { valueOr404 } from "~/server/not-found.server";
import { redirectWithToast } from "~/server/toast.server";
import { useFormFields } from "~/ui/forms";
import type { Route } from "./+types/edit";

export const meta: Route.MetaFunction = ({ error }) => [
  { title: `${notFoundMessage(error) ?? "Edit document"} · Offerpath` },
];

const KIND_OPTIONS = DOCUMENT_TYPES.map((value) => ({ value, label: DOCUMENT_TYPE_LABELS[value] }));

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const doc = valueOr404(await getDocument(getDeps(context), getUser(context).id, params.id));
  // Both fields are sent by this form, and the name may not be left empty.
  const constraints = formConstraints(documentUpdateSchema);
  return {
    values: { name: doc.name, type: doc.type },
    constraints: { ...constraints, name: { ...constraints.name, required: true } },
    returnTo: safeRedirect(new URL(request.url).searchParams.get("returnTo"), "/documents"),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const submission = parseSubmission(await request.formData(), documentUpdateSchema);
  if (submission.status !== "success") return invalidSubmission(submission, { formError: FIX_FIELDS });
  const doc = valueOr404(await updateDocument(deps, getUser(context).id, params.id, submission.value));
  return redirectWithToast(
    safeRedirect(new URL(request.url).searchParams.get("returnTo"), "/documents"),
    { type: "success", message: `${doc.name} saved` },
    deps.config.SESSION_SECRET,
    request,
  );
}

export default function EditDocument({ loaderData, actionData }: Route.ComponentProps) {
  const { field, formError, clearOnEdit } = useFormFields({
    reply: actionData,
    defaultValue: loaderData.values,
    constraints: loaderData.constraints,
  });
  return (
    <>
      <PageHeader title="Edit document" />
      <FormCard
        clearOnEdit={clearOnEdit}
        formError={formError}
        bodyClassName="grid gap-5 sm:grid-cols-2"
        cancelTo={loaderData.returnTo}
        submitLabel="Save"
      >
        <TextField label="Name" {...field("name")} />
        <SelectField label="Kind" options={KIND_OPTIONS} {...field("type")} />
      </FormCard>
    </>
  );
}

export function ErrorBoundary() {
  return <DocumentNotFoundBoundary />;
}
