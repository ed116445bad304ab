import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES, type DocumentType } from "@core/enums";
import { type ComponentType, type DragEvent, type FormEvent, lazy, Suspense, useId, useRef, useState } from "react";
import { Form, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import { UploadIcon } from "~/components/ui/icons";
import { OFFLINE, type UploadItem, type UploadSettings } from "./types";

/**
 * What runs only once an upload starts, the sending and the progress list, loaded then (decision 062): the
 * page's first load carries the form alone. If it cannot load, each file is reported not uploaded (the
 * status line below says how many) and the page stays whole.
 */
const progress = () => import("./upload-progress");
const UploadList = lazy<ComponentType<{ items: UploadItem[] }>>(() =>
  progress().catch(() => ({ default: () => null })),
);

const KIND_OPTIONS = DOCUMENT_TYPES.map((value) => ({ value, label: DOCUMENT_TYPE_LABELS[value] }));

type Props = {
  settings: UploadSettings;
  /** Where the upload route sends a browser without JavaScript back to. */
  returnTo: string;
  /** Attach the uploaded files to this application. */
  jobId?: string;
  defaultType?: DocumentType;
};

/**
 * The upload form: a plain multipart post to /documents/upload that works without JavaScript. With it,
 * each chosen or dropped file is sent on its own (XMLHttpRequest, for real progress), its outcome listed,
 * and the page's data revalidated at the end.
 */
export function UploadForm({ settings, returnTo, jobId, defaultType = "resume" }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const fileId = `upload-file-${id}`;

  async function upload(files: File[]) {
    const form = formRef.current;
    if (!form || files.length === 0 || busy) return;
    setBusy(true);
    const batch: UploadItem[] = files.map((file, n) => ({
      key: `${Date.now()}-${n}`,
      name: file.name,
      percent: 0,
      state: "waiting",
      message: "Waiting",
    }));
    setItems(batch);
    const update = (key: string, patch: Partial<UploadItem>) =>
      setItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));
    for (const [n, file] of files.entries()) {
      const { key } = batch[n];
      if (file.size > settings.maxFileBytes) {
        update(key, { state: "failed", message: settings.tooLargeText });
        continue;
      }
      update(key, { state: "uploading", message: "Uploading" });
      const answer = await progress().then(
        ({ sendFile }) => sendFile(form, file, (percent) => update(key, { percent })),
        () => ({ ok: false, message: OFFLINE }),
      );
      update(
        key,
        answer.ok
          ? { state: "done", percent: 100, message: answer.message }
          : { state: "failed", message: answer.message },
      );
    }
    if (inputRef.current) inputRef.current.value = "";
    setBusy(false);
    revalidator.revalidate();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void upload(Array.from(inputRef.current?.files ?? []));
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void upload(Array.from(event.dataTransfer.files));
  }

  const done = items.filter((i) => i.state === "done").length;
  const failed = items.filter((i) => i.state === "failed").length;
  const finished = items.length > 0 && done + failed === items.length;
  const summary = !items.length
    ? ""
    : finished
      ? [done ? `${done} of ${items.length} uploaded.` : "", failed ? `${failed} not uploaded.` : ""].join(" ").trim()
      : `Uploading ${items.length === 1 ? "1 file" : `${items.length} files`}…`;

  return (
    <Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      action="/documents/upload"
      onSubmit={onSubmit}
      className="space-y-4"
    >
      <input type="hidden" name="returnTo" value={returnTo} />
      {jobId ? <input type="hidden" name="jobId" value={jobId} /> : null}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the file input inside is the accessible way */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="drop-zone"
        className={`rounded-lg border-2 border-dashed p-4 text-center transition-colors sm:p-6 ${
          dragging ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-slate-50"
        }`}
      >
        <UploadIcon className="mx-auto size-6 text-slate-500" />
        <label htmlFor={fileId} className="mt-2 block text-sm font-medium text-slate-900">
          Choose files <span className="font-normal text-slate-600">or drop them here</span>
        </label>
        <input
          ref={inputRef}
          id={fileId}
          type="file"
          name="document"
          multiple
          required
          accept={settings.accept}
          aria-describedby={`${fileId}-hint`}
          className="mx-auto mt-3 block w-full max-w-sm text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800 file:shadow-xs file:ring-1 file:ring-slate-300 file:ring-inset hover:file:bg-slate-50"
        />
        <p id={`${fileId}-hint`} className="mt-2 text-xs text-slate-600">
          {settings.acceptedText}. {settings.tooLargeText}.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Kind"
          name="type"
          options={KIND_OPTIONS}
          defaultValue={defaultType}
          className="min-w-40 flex-1 sm:flex-none"
        />
        <Button type="submit" loading={busy}>
          <UploadIcon className="size-4" /> Upload
        </Button>
      </div>
      {items.length ? (
        <Suspense fallback={null}>
          <UploadList items={items} />
        </Suspense>
      ) : null}
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {summary}
      </p>
    </Form>
  );
}
