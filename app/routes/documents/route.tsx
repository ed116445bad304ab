import { pluralize } from "@core/format";
import { defaultResumeSchema } from "@core/schemas/documents";
import { formatBytes, listDocuments } from "@worker/domain/documents/documents.server";
import { DOCUMENT_TEXT_MESSAGES, defaultResumeId, setDefaultResume } from "@worker/domain/documents/text.server";
import { useLocation } from "react-router";
import { StorageMeter } from "~/components/documents/storage-meter";
import { UploadForm } from "~/components/documents/upload-form";
import { PageHeader } from "~/components/page-header";
import { ServerHtml } from "~/components/server-html";
import { Alert } from "~/components/ui/alert";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { FileTextIcon } from "~/components/ui/icons";
import { getDeps, getUser } from "~/server/context.server";
import { storageView, uploadRefusalMessage, uploadSettings } from "~/server/documents.server";
import { paginationHtml } from "~/server/pagination.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/route";
import { DocumentRow } from "./document-row";

export const meta: Route.MetaFunction = () => [{ title: "Documents · Offerpath" }];

const PAGE_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = getUser(context);
  const url = new URL(request.url);
  const requested = Number(url.searchParams.get("page"));
  const page = Number.isInteger(requested) && requested > 0 && requested <= 10_000 ? requested : 1;
  const deps = getDeps(context);
  const [list, defaultResume] = await Promise.all([
    listDocuments(deps, user.id, { page, limit: PAGE_SIZE }),
    defaultResumeId(deps, user.id),
  ]);
  return {
    defaultResume,
    documents: list.documents.map((d) => ({ ...d, sizeText: formatBytes(d.size) })),
    totalDocuments: list.totalDocuments,
    pagination: paginationHtml(list, { pathname: "/documents", search: "" }, "mt-4"),
    storage: storageView(list.storage),
    upload: uploadSettings,
    timeZone: user.timeZone,
    refused: uploadRefusalMessage(url.searchParams.get("upload")),
  };
}

/** The "Use as default resume" form of a resume's row (works without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const form = await request.formData();
  const parsed = defaultResumeSchema.safeParse({ documentId: form.get("documentId") ?? "" });
  const result =
    form.get("intent") === "defaultResume" && parsed.success
      ? await setDefaultResume(deps, getUser(context).id, parsed.data.documentId)
      : null;
  // Back to the same page of the list (by its own address: an enhanced form's request is the `.data` URL).
  const page = Number(new URL(request.url).searchParams.get("page"));
  const back = Number.isInteger(page) && page > 1 && page <= 10_000 ? `/documents?page=${page}` : "/documents";
  const toast =
    result?.ok === true
      ? {
          type: "success" as const,
          message: result.value.documentId ? DOCUMENT_TEXT_MESSAGES.defaultSet : DOCUMENT_TEXT_MESSAGES.defaultCleared,
        }
      : { type: "error" as const, message: result?.message ?? "That form could not be read" };
  return redirectWithToast(back, toast, deps.config.SESSION_SECRET, request);
}

export default function Documents({ loaderData }: Route.ComponentProps) {
  const { documents, totalDocuments, pagination, storage, upload, timeZone, refused, defaultResume } = loaderData;
  const location = useLocation();
  const returnTo = location.pathname + location.search;
  return (
    <>
      <PageHeader
        title="Documents"
        description="Resumes, cover letters and other files, and the applications they went with."
      />
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-2">
          <CardHeader title="Upload" />
          <CardBody className="space-y-5">
            {refused ? <Alert tone="error">{refused}</Alert> : null}
            <StorageMeter storage={storage} />
            <UploadForm settings={upload} returnTo={returnTo} />
          </CardBody>
        </Card>
        <section aria-labelledby="documents-heading" className="lg:col-span-3">
          <h2 id="documents-heading" className="mb-3 text-base font-semibold text-slate-900">
            Your files <span className="font-normal text-slate-600">({pluralize(totalDocuments, "document")})</span>
          </h2>
          <p className="mb-3 text-sm text-slate-600">
            Your default resume is the one an application's match reads when no resume is attached to it.
          </p>
          {documents.length === 0 ? (
            <EmptyState
              headingLevel={3}
              icon={<FileTextIcon />}
              title="No documents yet"
              description="Upload a resume or a cover letter to keep track of which one went to which company."
            />
          ) : (
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-xs">
              {documents.map((doc) => (
                <DocumentRow
                  key={doc._id}
                  document={doc}
                  timeZone={timeZone}
                  returnTo={returnTo}
                  isDefaultResume={doc._id === defaultResume}
                />
              ))}
            </ul>
          )}
          {pagination ? <ServerHtml part="pagination" html={pagination} /> : null}
        </section>
      </div>
    </>
  );
}
