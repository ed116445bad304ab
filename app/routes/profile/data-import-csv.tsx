import { CSV_FIELDS, DATE_ORDERS } from "@core/data-import";
import { JOB_STATUSES } from "@core/enums";
import { type CsvImportOptions, csvImportOptionsSchema } from "@core/schemas/data-import";
import { type CsvPreview, importCsvFile } from "@worker/domain/data-import/csv-import.server";
import { keepOutcome, readOutcome, readUpload, UPLOAD_GONE } from "@worker/domain/data-import/uploads.server";
import { data, Form, Link, redirect } from "react-router";
import { NotFoundBoundary } from "~/components/not-found-boundary";
import { PageHeader } from "~/components/page-header";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { getDeps, getUser } from "~/server/context.server";
import { notFound } from "~/server/not-found.server";
import type { Route } from "./+types/data-import-csv";

export const meta: Route.MetaFunction = () => [{ title: "Check your spreadsheet · Offerpath" }];

const DEFAULTS: CsvImportOptions = { mapping: {}, statusMap: {}, onDuplicate: "skip", dryRun: true };

type Screen = { name: string; preview: CsvPreview; options: CsvImportOptions; askDateOrder: boolean; error?: string };

async function previewOf(context: Route.LoaderArgs["context"], uploadId: string, options: CsvImportOptions) {
  const deps = getDeps(context);
  const user = getUser(context);
  const upload = await readUpload(deps, user.id, uploadId);
  if (!upload) notFound(UPLOAD_GONE);
  const result = await importCsvFile(deps, user.id, upload.bytes, { ...options, dryRun: true });
  if (!result.ok) notFound(result.message);
  return { upload, preview: result.value as CsvPreview };
}

/** Step (b): the kept file's preview with what was guessed, each choice a select. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { upload, preview } = await previewOf(context, params.uploadId, DEFAULTS);
  return { name: upload.name, preview, options: DEFAULTS, askDateOrder: preview.dateOrderAmbiguous } satisfies Screen;
}

/** The screen's choices as the API's option fields: `column-<i>`/`header-<i>`, `status-<i>`/`statusValue-<i>`. */
function optionFields(form: FormData): Record<string, string> {
  const mapping: Record<string, string> = {};
  const statusMap: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    const column = /^column-(\d{1,4})$/.exec(name);
    if (column) {
      const header = form.get(`header-${column[1]}`);
      if (typeof header === "string" && value) mapping[header] = value;
    }
    const status = /^status-(\d{1,4})$/.exec(name);
    if (status) {
      const original = form.get(`statusValue-${status[1]}`);
      if (typeof original === "string" && value) statusMap[original] = value;
    }
  }
  const text = (name: string) => (typeof form.get(name) === "string" ? String(form.get(name)) : "");
  return {
    mapping: JSON.stringify(mapping),
    statusMap: JSON.stringify(statusMap),
    dateOrder: text("dateOrder"),
    onDuplicate: text("onDuplicate"),
  };
}

/** "preview" shows the file again with the choices made; "confirm" imports it and shows the outcome. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const form = await request.formData();
  // A confirm of an upload imported meanwhile (a second click, another tab) shows that import's outcome.
  if (form.get("intent") === "confirm" && (await readOutcome(deps, user.id, params.uploadId))) {
    return redirect(`/profile/data/import/csv/${params.uploadId}/outcome`);
  }
  const parsed = csvImportOptionsSchema.safeParse(optionFields(form));
  const options = parsed.success ? { ...parsed.data, dryRun: false } : DEFAULTS;
  const { upload, preview } = await previewOf(context, params.uploadId, options);
  const screen: Screen = {
    name: upload.name,
    preview,
    options,
    askDateOrder: preview.dateOrderAmbiguous || Boolean(options.dateOrder),
  };
  if (!parsed.success) {
    return data({ ...screen, error: parsed.error.issues.map((i) => i.message).join("; ") }, { status: 400 });
  }
  if (form.get("intent") !== "confirm") return screen;
  // The upload is claimed inside the import's write: of concurrent confirms, one imports, the others see its outcome.
  const result = await importCsvFile(deps, user.id, upload.bytes, options, upload.id);
  if (!result.ok && result.code === "CONFLICT") return redirect(`/profile/data/import/csv/${upload.id}/outcome`);
  if (!result.ok) return data({ ...screen, error: result.message }, { status: 400 });
  if ("dryRun" in result.value) throw new Error("An import answered a preview");
  await keepOutcome(deps, user.id, upload.id, result.value);
  return redirect(`/profile/data/import/csv/${upload.id}/outcome`);
}

const FIELD_LABELS: Record<(typeof CSV_FIELDS)[number], string> = {
  company: "Company",
  position: "Position",
  status: "Status",
  applicationDate: "Date applied",
  jobUrl: "Job URL",
  jobLocation: "Location",
  salary: "Salary",
  notes: "Notes",
  contact: "Contact (into the notes)",
  jobType: "Job type",
  jobDescription: "Job description",
  priority: "Priority",
  ignore: "Ignore this column",
};
const DATE_ORDER_LABELS = {
  DMY: "Day/Month/Year (03/04/2026 is 3 April)",
  MDY: "Month/Day/Year (03/04/2026 is 4 March)",
  YMD: "Year/Month/Day",
};
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const selectClass = "h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm";
const SHOWN = ["company", "position", "status", "applicationDate", "jobUrl", "jobLocation"] as const;

function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value).slice(0, 80);
}

export default function CsvPreviewScreen({ loaderData, actionData }: Route.ComponentProps) {
  const screen = (actionData ?? loaderData) as Screen;
  const { preview, options } = screen;
  const statusValues = Object.entries(preview.statusValues);
  return (
    <>
      <PageHeader title="Check your spreadsheet" description={`${screen.name}: ${preview.rows} rows`} />
      <p className="mb-4 text-sm">
        <Link to="/profile/data/import" className="text-brand-700 underline">
          Choose another file
        </Link>
      </p>
      <Form method="post" className="grid gap-6">
        {screen.error ? (
          <Alert tone="error" title="Nothing was imported">
            {screen.error}
          </Alert>
        ) : null}
        <Card>
          <CardHeader
            title="Columns"
            description="What each column of your file is read as (guessed from its header)."
          />
          <CardBody className="grid gap-3 sm:grid-cols-2">
            {preview.headers.map((header, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a column's place in the file is what names it (headers may repeat)
              <div key={`${i}-${header}`} className="flex flex-col gap-1">
                <input type="hidden" name={`header-${i}`} value={header} />
                <label htmlFor={`column-${i}`} className="text-sm font-medium">{`Column "${header}"`}</label>
                <select
                  id={`column-${i}`}
                  name={`column-${i}`}
                  defaultValue={preview.mapping[header] ?? "ignore"}
                  className={selectClass}
                >
                  {CSV_FIELDS.map((f) => (
                    <option key={f} value={f}>
                      {FIELD_LABELS[f]}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </CardBody>
        </Card>
        {statusValues.length > 0 ? (
          <Card>
            <CardHeader title="Statuses" description="Each status in your file, as an Offerpath status." />
            <CardBody className="grid gap-3 sm:grid-cols-2">
              {statusValues.map(([value, mapped], i) => (
                <div key={value} className="flex flex-col gap-1">
                  <input type="hidden" name={`statusValue-${i}`} value={value} />
                  <label htmlFor={`status-${i}`} className="text-sm font-medium">
                    {value ? `"${value}"` : "(empty)"}
                  </label>
                  <select id={`status-${i}`} name={`status-${i}`} defaultValue={mapped ?? ""} className={selectClass}>
                    <option value="">Choose a status</option>
                    {JOB_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {capital(s)}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
            </CardBody>
          </Card>
        ) : null}
        <Card>
          <CardHeader title="Dates and duplicates" />
          <CardBody className="grid gap-4">
            {screen.askDateOrder ? (
              <div className="flex flex-col gap-1">
                <label htmlFor="dateOrder" className="text-sm font-medium">
                  Your dates can be read two ways: how are they written?
                </label>
                <select
                  id="dateOrder"
                  name="dateOrder"
                  defaultValue={options.dateOrder ?? preview.dateOrder}
                  className={selectClass}
                >
                  {DATE_ORDERS.map((o) => (
                    <option key={o} value={o}>
                      {DATE_ORDER_LABELS[o]}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <fieldset>
              <legend className="text-sm font-medium">
                A row with the same company, position and URL as an application you have
              </legend>
              {(["skip", "update"] as const).map((choice) => (
                <label key={choice} className="mt-1 flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="onDuplicate"
                    value={choice}
                    defaultChecked={options.onDuplicate === choice}
                  />
                  {choice === "skip" ? "Skip it" : "Update the application"}
                </label>
              ))}
            </fieldset>
          </CardBody>
        </Card>
        <Card>
          <CardHeader title="The first rows, as they would be saved" />
          <CardBody className="overflow-x-auto">
            <table className="min-w-full text-left text-sm">
              <thead>
                <tr>
                  <th className="pr-3">Row</th>
                  {SHOWN.map((f) => (
                    <th key={f} className="pr-3">
                      {FIELD_LABELS[f]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {preview.preview.map(({ row, job }) => (
                  <tr key={row}>
                    <td className="pr-3">{row}</td>
                    {SHOWN.map((f) => (
                      <td key={f} className="pr-3">
                        {cell(f === "applicationDate" ? String(job[f] ?? "").slice(0, 10) : job[f])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            {preview.errors.length > 0 ? (
              <div className="mt-4">
                <h3 className="text-sm font-semibold">{`Rows that would be skipped: ${preview.errors.length}`}</h3>
                <ul className="list-disc pl-5 text-sm">
                  {preview.errors.slice(0, 50).map((e) => (
                    <li key={e.row}>{`Row ${e.row}: ${e.reason}`}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </CardBody>
        </Card>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="preview" variant="secondary">
            Update the preview
          </Button>
          <Button type="submit" name="intent" value="confirm">
            {`Import ${preview.rows - preview.errors.length} rows`}
          </Button>
        </div>
      </Form>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundBoundary backTo="/profile/data/import" backLabel="Upload a file" description={(message) => message} />
  );
}
