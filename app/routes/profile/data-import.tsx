import { IMPORT_TOO_LARGE } from "@core/data-import";
import { isBodyTooLarge } from "@core/limits";
import { importCsvFile } from "@worker/domain/data-import/csv-import.server";
import { type ImportOutcome, importExportFile } from "@worker/domain/data-import/json-import.server";
import { keepUpload } from "@worker/domain/data-import/uploads.server";
import { data, Form, Link, redirect } from "react-router";
import { PageHeader } from "~/components/page-header";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { getDeps, getUser } from "~/server/context.server";
import type { Route } from "./+types/data-import";
import { ImportCountsList, SkippedList, UndoImportForm } from "./import-parts";

export const meta: Route.MetaFunction = () => [{ title: "Import your data · Offerpath" }];

const IMPORT_SCREEN_MESSAGES = {
  noFile: "Choose a file to import",
  unreadable: "The upload could not be read: it may have been interrupted. Please try again.",
  empty: "The file is empty",
  notJson: "The file is not valid JSON (an Offerpath export is a .json file)",
} as const;

type Answer =
  | { kind: "error"; form: "json" | "csv"; message: string }
  | { kind: "json"; fileName: string; outcome: ImportOutcome };

const refused = (form: "json" | "csv", message: string, status = 400) =>
  data<Answer>({ kind: "error", form, message }, { status });

/**
 * Imports on the web face (issue 22, decision 032), the same domain functions as the API: an Offerpath
 * export (JSON) imported at once, or a CSV kept for an hour and previewed at /profile/data/import/csv/:id.
 * The request guards give this path the import body bound (20 MB).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  let form: FormData;
  try {
    form = await request.formData();
  } catch (error) {
    // The request guards' counting stream cuts a body past the import bound that did not declare it.
    if (isBodyTooLarge(error)) return refused("json", IMPORT_TOO_LARGE, 413);
    return refused("json", IMPORT_SCREEN_MESSAGES.unreadable);
  }
  const which = form.get("intent") === "csv" ? "csv" : "json";
  const file = form.get("file");
  if (!(file instanceof File) || (file.size === 0 && !file.name)) return refused(which, IMPORT_SCREEN_MESSAGES.noFile);
  const bytes = new Uint8Array(await file.arrayBuffer());

  if (which === "csv") {
    const checked = await importCsvFile(deps, user.id, bytes, {
      mapping: new Map(),
      statusMap: new Map(),
      onDuplicate: "skip",
      dryRun: true,
    });
    if (!checked.ok) return refused("csv", checked.message, checked.code === "TOO_LARGE" ? 413 : 400);
    const id = await keepUpload(deps, user.id, file.name, bytes);
    return redirect(`/profile/data/import/csv/${id}`);
  }

  const text = new TextDecoder("utf-8", { ignoreBOM: false }).decode(bytes);
  if (!text.trim()) return refused("json", IMPORT_SCREEN_MESSAGES.empty);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refused("json", IMPORT_SCREEN_MESSAGES.notJson);
  }
  const result = await importExportFile(deps, user.id, value);
  if (!result.ok) return refused("json", result.message, result.code === "PLAN_LIMIT" ? 403 : 400);
  return data<Answer>({ kind: "json", fileName: file.name, outcome: result.value });
}

const fileClass =
  "block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-200";

function ImportForm({
  intent,
  accept,
  label,
  button,
}: {
  intent: string;
  accept: string;
  label: string;
  button: string;
}) {
  const id = `import-${intent}-file`;
  return (
    <Form method="post" encType="multipart/form-data" className="flex flex-col items-start gap-3">
      <input type="hidden" name="intent" value={intent} />
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {label}
      </label>
      <input id={id} type="file" name="file" accept={accept} required className={fileClass} />
      <Button type="submit">{button}</Button>
    </Form>
  );
}

export default function ImportData({ actionData }: Route.ComponentProps) {
  const answer = actionData as Answer | undefined;
  return (
    <>
      <PageHeader
        title="Import your data"
        description="Bring back an Offerpath export, or bring in a spreadsheet or another tracker's CSV."
      />
      <p className="mb-4 text-sm">
        <Link to="/profile/data" className="text-brand-700 underline">
          Back to your data
        </Link>
      </p>
      <div className="grid gap-6">
        {answer?.kind === "json" ? (
          <Alert tone="success" title={`Imported ${answer.fileName}`}>
            <ImportCountsList title="Imported" counts={answer.outcome.imported} />
            <ImportCountsList title="Already present (left as they are)" counts={answer.outcome.alreadyPresent} />
            <SkippedList skipped={answer.outcome.skipped} />
            <UndoImportForm importId={answer.outcome.importId} />
          </Alert>
        ) : null}
        <Card>
          <CardHeader
            title="From an Offerpath export (JSON)"
            description="Applications, interviews, tasks, contacts and their links. Importing the same file again creates nothing twice."
          />
          <CardBody className="space-y-3">
            {answer?.kind === "error" && answer.form === "json" ? (
              <Alert tone="error" title="Nothing was imported">
                {answer.message}
              </Alert>
            ) : null}
            <ImportForm intent="json" accept=".json,application/json" label="Export file (.json)" button="Import" />
          </CardBody>
        </Card>
        <Card>
          <CardHeader
            title="From a spreadsheet (CSV)"
            description="Upload the file, check how each column is read, then confirm. Files up to 20 MB; the upload is kept for an hour."
          />
          <CardBody className="space-y-3">
            {answer?.kind === "error" && answer.form === "csv" ? (
              <Alert tone="error" title="The file could not be read">
                {answer.message}
              </Alert>
            ) : null}
            <ImportForm intent="csv" accept=".csv,text/csv" label="Spreadsheet (.csv)" button="Upload and preview" />
          </CardBody>
        </Card>
      </div>
    </>
  );
}
