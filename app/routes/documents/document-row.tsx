import { formatDate } from "@core/dates";
import { DOCUMENT_TYPE_LABELS } from "@core/enums";
import { useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { TEXT_STATUS_LABELS } from "~/components/documents/text-status";
import type { DocumentView } from "~/components/documents/types";
import { Badge } from "~/components/ui/badge";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { DownloadIcon, FileTextIcon, PencilIcon, TrashIcon } from "~/components/ui/icons";

const iconLink = "rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900";

export function DocumentRow(props: {
  document: DocumentView & { sizeText: string };
  timeZone: string;
  returnTo: string;
  isDefaultResume: boolean;
}) {
  const { document: doc, timeZone, returnTo, isDefaultResume } = props;
  const submit = useSubmit();
  const [confirming, setConfirming] = useState(false);
  const back = `?returnTo=${encodeURIComponent(returnTo)}`;
  const href = `/documents/${doc._id}/download`;
  const deleteHref = `/documents/${doc._id}/delete${back}`;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:p-5">
      <div className="flex min-w-0 flex-1 gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600"
        >
          <FileTextIcon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <a href={href} className="break-words font-semibold text-slate-900 hover:text-brand-700 hover:underline">
              {doc.name}
            </a>
            <Badge tone="blue">{DOCUMENT_TYPE_LABELS[doc.type]}</Badge>
            {isDefaultResume ? <Badge tone="green">Default resume</Badge> : null}
          </div>
          <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            <div className="flex gap-1">
              <dt className="sr-only">Size</dt>
              <dd>{doc.sizeText}</dd>
            </div>
            <div className="flex gap-1">
              <dt>Uploaded</dt>
              <dd>{formatDate(new Date(doc.createdAt), timeZone)}</dd>
            </div>
            <div className="flex gap-1">
              <dt className="sr-only">Text</dt>
              <dd>
                <Link
                  to={`/documents/${doc._id}/text${back}`}
                  className="font-medium text-brand-700 hover:underline"
                  aria-label={`Text of ${doc.name}: ${TEXT_STATUS_LABELS[doc.textStatus]}`}
                >
                  {TEXT_STATUS_LABELS[doc.textStatus]}
                </Link>
              </dd>
            </div>
          </dl>
          {doc.type === "resume" && !isDefaultResume ? (
            <Form method="post" className="mt-2">
              <input type="hidden" name="intent" value="defaultResume" />
              <input type="hidden" name="documentId" value={doc._id} />
              <button
                type="submit"
                className="text-sm font-medium text-brand-700 hover:underline"
                aria-label={`Use as default resume: ${doc.name}`}
              >
                Use as default resume
              </button>
            </Form>
          ) : null}
          {doc.jobs.length ? (
            <div className="mt-2 text-sm">
              <p className="text-slate-600">Sent with:</p>
              <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1" aria-label={`Applications with ${doc.name}`}>
                {doc.jobs.map((job) => (
                  <li key={job._id}>
                    <Link to={`/jobs/${job._id}`} className="font-medium text-brand-700 hover:underline">
                      {`${job.position} at ${job.company}`}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="mt-2 text-sm text-slate-600">Not attached to an application</p>
          )}
        </div>
      </div>
      <div className="flex items-center gap-1 self-end sm:self-start">
        <a href={href} download className={iconLink} aria-label={`Download ${doc.name}`}>
          <DownloadIcon className="size-4" />
        </a>
        <Link to={`/documents/edit/${doc._id}${back}`} className={iconLink} aria-label={`Edit ${doc.name}`}>
          <PencilIcon className="size-4" />
        </Link>
        <Link
          to={deleteHref}
          onClick={(e) => {
            e.preventDefault();
            setConfirming(true);
          }}
          className="rounded-md p-2 text-red-700 hover:bg-red-50"
          aria-label={`Delete ${doc.name}`}
        >
          <TrashIcon className="size-4" />
        </Link>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete document"
        message={deleteMessage(doc)}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          submit(null, { method: "post", action: deleteHref });
        }}
      />
    </li>
  );
}

/** The question the dialog and the no-JavaScript confirm page ask. */
export function deleteMessage(doc: { jobs: unknown[] }): string {
  const linked = doc.jobs.length
    ? ` It will be removed from ${doc.jobs.length === 1 ? "the application" : `${doc.jobs.length} applications`} it is attached to.`
    : "";
  return `Are you sure you want to delete this document?${linked} This action cannot be undone.`;
}
