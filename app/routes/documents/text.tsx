import { safeRedirect } from "@core/safe-redirect";
import { documentTextSchema, MAX_DOCUMENT_TEXT_BYTES } from "@core/schemas/documents";
import { DOCUMENT_TEXT_MESSAGES, getDocumentText, saveDocumentText } from "@worker/domain/documents/text.server";
import { DocumentNotFoundBoundary } from "~/components/documents/document-not-found";
import { textStatusNote } from "~/components/documents/text-status";
import { FormCard } from "~/components/form-card";
import { notFoundMessage } from "~/components/not-found-boundary";
import { PageHeader } from "~/components/page-header";
import { Alert } from "~/components/ui/alert";
import { TextAreaField } from "~/components/ui/field";
import { getDeps, getUser } from "~/server/context.server";
import { FIX_FIELDS, invalidSubmission, parseSubmission } from "~/server/forms.server";
import { valueOr404 } from "~/server/not-found.server";
import { redirectWithToast } from "~/server/toast.server";
import { useFormFields } from "~/ui/forms";
import type { Route } from "./+types/text";

export const meta: Route.MetaFunction = ({ error }) => [
  { title: `${notFoundMessage(error) ?? "Document text"} · Offerpath` },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const doc = valueOr404(await getDocumentText(getDeps(context), getUser(context).id, params.id));
  return {
    doc,
    maxKb: MAX_DOCUMENT_TEXT_BYTES / 1024,
    returnTo: safeRedirect(new URL(request.url).searchParams.get("returnTo"), "/documents"),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const submission = parseSubmission(await request.formData(), documentTextSchema);
  if (submission.status !== "success") return invalidSubmission(submission, { formError: FIX_FIELDS });
  const doc = valueOr404(await saveDocumentText(deps, getUser(context).id, params.id, submission.value.text));
  // Back to this screen (by its own address: an enhanced form's request is the route's `.data` URL).
  const returnTo = new URL(request.url).searchParams.get("returnTo");
  const back = `/documents/${encodeURIComponent(params.id)}/text`;
  return redirectWithToast(
    returnTo ? `${back}?returnTo=${encodeURIComponent(safeRedirect(returnTo, "/documents"))}` : back,
    { type: "success", message: `${DOCUMENT_TEXT_MESSAGES.saved}: ${doc.name}` },
    deps.config.SESSION_SECRET,
    request,
  );
}

export default function DocumentText({ loaderData, actionData }: Route.ComponentProps) {
  const { doc, maxKb, returnTo } = loaderData;
  const { field, formError, clearOnEdit } = useFormFields({ reply: actionData, defaultValue: { text: doc.text } });
  const note = textStatusNote(doc);
  return (
    <>
      <PageHeader
        title={`Text of ${doc.name}`}
        description="The match reads this text. Correct what the file's reading got wrong, or paste the text of a scan."
      />
      {note ? (
        <Alert tone={note.tone} title={note.title} className="mb-6">
          {note.detail}
        </Alert>
      ) : null}
      <FormCard
        clearOnEdit={clearOnEdit}
        formError={formError}
        bodyClassName="grid gap-5"
        cancelTo={returnTo}
        submitLabel="Save text"
        encType="multipart/form-data"
      >
        <TextAreaField
          label="Text"
          rows={20}
          textareaClassName="font-mono text-sm"
          hint={`Up to ${maxKb} KB. Once you save it, a later reading of the file never replaces it.`}
          {...field("text")}
        />
      </FormCard>
    </>
  );
}

export function ErrorBoundary() {
  return <DocumentNotFoundBoundary />;
}
