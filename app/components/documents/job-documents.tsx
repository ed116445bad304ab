import { DOCUMENT_TYPE_LABELS, type DocumentType } from "@core/enums";
import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { SelectField } from "~/components/ui/field";
import { DownloadIcon, FileTextIcon } from "~/components/ui/icons";
import type { UploadSettings } from "./types";
import { UploadForm } from "./upload-form";

type Linked = { _id: string; name: string; type: DocumentType; sizeText: string };

type Props = {
  jobId: string;
  documents: Linked[];
  /** The user's documents not attached to this application yet. */
  others: { _id: string; name: string; type: DocumentType }[];
  upload: UploadSettings;
};

/** An application's files: download or detach each, attach one already stored, or upload a new one. */
export function JobDocuments({ jobId, documents, others, upload }: Props) {
  return (
    <Card>
      <CardHeader title="Documents" titleId="job-documents" description="The files that went with this application." />
      {documents.length ? (
        <ul className="divide-y divide-slate-100" aria-labelledby="job-documents">
          {documents.map((doc) => (
            <li key={doc._id} className="flex flex-wrap items-center gap-3 px-4 py-3 sm:px-6">
              <FileTextIcon className="size-5 shrink-0 text-slate-500" />
              <div className="min-w-0 flex-1">
                <a
                  href={`/documents/${doc._id}/download`}
                  className="break-words font-medium text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {doc.name}
                </a>
                <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                  <Badge tone="blue">{DOCUMENT_TYPE_LABELS[doc.type]}</Badge>
                  {doc.sizeText}
                </p>
              </div>
              <div className="flex items-center gap-1">
                <a
                  href={`/documents/${doc._id}/download`}
                  download
                  className="rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                  aria-label={`Download ${doc.name}`}
                >
                  <DownloadIcon className="size-4" />
                </a>
                <Form method="post">
                  <input type="hidden" name="intent" value="detach" />
                  <input type="hidden" name="documentId" value={doc._id} />
                  <Button type="submit" variant="ghost" size="sm" aria-label={`Detach ${doc.name}`}>
                    Detach
                  </Button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="px-4 py-4 text-sm text-slate-600 sm:px-6">No documents attached yet.</p>
      )}
      <CardBody className="space-y-6 border-t border-slate-200">
        {others.length ? (
          <Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="attach" />
            <SelectField
              label="Attach an existing file"
              name="documentId"
              required
              placeholder="Choose a document"
              options={others.map((d) => ({ value: d._id, label: `${d.name} (${DOCUMENT_TYPE_LABELS[d.type]})` }))}
              className="min-w-0 flex-1"
            />
            <Button type="submit" variant="secondary">
              Attach
            </Button>
          </Form>
        ) : null}
        <div>
          <h3 className="mb-3 text-sm font-semibold text-slate-900">Upload a new one</h3>
          <UploadForm settings={upload} returnTo={`/jobs/${jobId}`} jobId={jobId} />
        </div>
      </CardBody>
    </Card>
  );
}
