import { AlertCircleIcon, CheckCircleIcon } from "~/components/ui/icons";
import { OFFLINE, type UploadAnswer, type UploadItem } from "./types";

/** Posts one file with the form's other fields, reporting upload progress; resolves to the route's answer. */
export function sendFile(
  form: HTMLFormElement,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const body = new FormData();
    for (const [name, value] of new FormData(form)) if (name !== "document") body.append(name, value);
    body.append("document", file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", form.action);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      try {
        const answer = JSON.parse(xhr.responseText) as Partial<UploadAnswer>;
        resolve({ ok: xhr.status < 300 && answer.ok === true, message: String(answer.message ?? "") });
      } catch {
        resolve({ ok: false, message: `The upload failed (${xhr.status}). Please try again.` });
      }
    };
    xhr.onerror = () => resolve({ ok: false, message: OFFLINE });
    xhr.send(body);
  });
}

/** Each file of the batch: its name, progress and outcome. */
export default function UploadList({ items }: { items: UploadItem[] }) {
  return (
    <ul className="space-y-2" aria-label="Uploads">
      {items.map((item) => (
        <li key={item.key} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
          <div className="flex items-center justify-between gap-3">
            <span className="min-w-0 truncate font-medium text-slate-900">{item.name}</span>
            <span
              className={`flex shrink-0 items-center gap-1 ${
                item.state === "failed" ? "text-red-700" : item.state === "done" ? "text-green-700" : "text-slate-600"
              }`}
            >
              {item.state === "done" ? <CheckCircleIcon className="size-4" /> : null}
              {item.state === "failed" ? <AlertCircleIcon className="size-4" /> : null}
              {item.state === "uploading" ? `${item.percent}%` : item.state === "waiting" ? "Waiting" : null}
            </span>
          </div>
          <progress
            max={100}
            value={item.percent}
            aria-label={`Upload of ${item.name}`}
            className="mt-2 h-1.5 w-full overflow-hidden rounded-full accent-brand-600"
          />
          {item.state === "done" || item.state === "failed" ? (
            <p className={`mt-1 ${item.state === "failed" ? "text-red-700" : "text-slate-700"}`}>{item.message}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
