import { CSV_FIELDS, DATE_ORDERS, type DateOrder } from "@core/data-import";
import { JOB_STATUSES } from "@core/enums";
import { type CsvImportOptions, csvImportOptionsSchema } from "@core/schemas/data-import";
import { type CsvPreview, importCsvFile, planRoom } from "@worker/domain/data-import/csv-import.server";
import { keepOutcome, readOutcome, readUpload, UPLOAD_GONE } from "@worker/domain/data-import/uploads.server";
import type { FormEvent } from "react";
import { data, Form, Link, redirect, useFetcher } from "react-router";
import { NotFoundBoundary } from "~/components/not-found-boundary";
import { PageHeader } from "~/components/page-header";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { getDeps, getUser } from "~/server/context.server";
import { notFound } from "~/server/not-found.server";
import type { Route } from "./+types/data-import-csv";
import { PlanRoomNotice, plannedImport } from "./import-parts";

export const meta: Route.MetaFunction = () => [{ title: "Check your spreadsheet · Offerpath" }];

const DEFAULTS: CsvImportOptions = { mapping: new Map(), statusMap: new Map(), onDuplicate: "skip", dryRun: true };
/** The skipped rows the preview lists; the count says how many there are in all. */
const LISTED_ERRORS = 50;

/**
 * What the screen shows: the preview as lists of pairs (a header or status value named `__proto__` or
 * `constructor` is an entry like any other, issue 30), the first skipped rows only, and the choices made.
 */
type Screen = {
  name: string;
  columns: Array<{ header: string; field: string }>;
  statuses: Array<{ value: string; mapped: string | null }>;
  rows: number;
  importable: number;
  planRoom: CsvPreview["planRoom"];
  preview: CsvPreview["preview"];
  errors: CsvPreview["errors"];
  errorCount: number;
  dateOrder: DateOrder;
  askDateOrder: boolean;
  onDuplicate: CsvImportOptions["onDuplicate"];
  error?: string;
};

function screenOf(name: string, preview: CsvPreview, options: CsvImportOptions, askDateOrder: boolean): Screen {
  const mapping = new Map(Object.entries(preview.mapping));
  return {
    name,
    columns: preview.headers.map((header) => ({ header, field: mapping.get(header) ?? "ignore" })),
    statuses: Object.entries(preview.statusValues).map(([value, mapped]) => ({ value, mapped })),
    rows: preview.rows,
    importable: preview.importable,
    planRoom: preview.planRoom,
    preview: preview.preview,
    errors: preview.errors.slice(0, LISTED_ERRORS),
    errorCount: preview.errors.length,
    dateOrder: options.dateOrder ?? (preview.dateOrder as DateOrder),
    askDateOrder,
    onDuplicate: options.onDuplicate,
  };
}

async function previewOf(context: Route.LoaderArgs["context"], uploadId: string, options: CsvImportOptions) {
  const deps = getDeps(context);
  const user = getUser(context);
  // The plan's room is read with the kept file, in one wave with the layout's reads (decision 025).
  const [upload, room] = await Promise.all([readUpload(deps, user.id, uploadId), planRoom(deps, user.id)]);
  if (!upload) notFound(UPLOAD_GONE);
  const result = await importCsvFile(deps, user.id, upload.bytes, { ...options, dryRun: true }, { planRoom: room });
  if (!result.ok) notFound(result.message);
  return { upload, preview: result.value as CsvPreview };
}

/** Step (b): the kept file's preview with what was guessed, each choice a select. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { upload, preview } = await previewOf(context, params.uploadId, DEFAULTS);
  return screenOf(upload.name, preview, DEFAULTS, preview.dateOrderAmbiguous);
}

/** The screen's choices as the API's option fields: `column-<i>`/`header-<i>`, `status-<i>`/`statusValue-<i>`. */
function optionFields(form: FormData): Record<string, string> {
  const mapping = new Map<string, string>();
  const statusMap = new Map<string, string>();
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    const column = /^column-(\d{1,4})$/.exec(name);
    if (column) {
      const header = form.get(`header-${column[1]}`);
      if (typeof header === "string" && value) mapping.set(header, value);
    }
    const status = /^status-(\d{1,4})$/.exec(name);
    if (status) {
      const original = form.get(`statusValue-${status[1]}`);
      if (typeof original === "string" && value) statusMap.set(original, value);
    }
  }
  const text = (name: string) => (typeof form.get(name) === "string" ? String(form.get(name)) : "");
  // Object.fromEntries defines own properties, so a header named `__proto__` stays a key of the JSON.
  return {
    mapping: JSON.stringify(Object.fromEntries(mapping)),
    statusMap: JSON.stringify(Object.fromEntries(statusMap)),
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
  const screen = screenOf(upload.name, preview, options, preview.dateOrderAmbiguous || Boolean(options.dateOrder));
  if (!parsed.success) {
    return data({ ...screen, error: parsed.error.issues.map((i) => i.message).join("; ") }, { status: 400 });
  }
  if (form.get("intent") !== "confirm") return screen;
  // The upload is claimed inside the import's write: of concurrent confirms, one imports, the others see its outcome.
  const result = await importCsvFile(deps, user.id, upload.bytes, options, { uploadId: upload.id });
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
  source: "Source (where you found it)",
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
  // With JavaScript, every change of a select or choice previews again through a fetcher, so the counts
  // follow the mapping and the status map; without it, "Update the preview" posts the same form.
  const fetcher = useFetcher<typeof action>();
  const screen = (fetcher.data ?? actionData ?? loaderData) as Screen;
  const planned = plannedImport(screen.importable, screen.planRoom);
  const previewAgain = (event: FormEvent<HTMLFormElement>) => {
    const fields = new FormData(event.currentTarget);
    fields.set("intent", "preview");
    fetcher.submit(fields, { method: "post" });
  };
  return (
    <>
      <PageHeader title="Check your spreadsheet" description={`${screen.name}: ${screen.rows} rows`} />
      <p className="mb-4 text-sm">
        <Link to="/profile/data/import" className="text-brand-700 underline">
          Choose another file
        </Link>
      </p>
      <Form method="post" className="grid gap-6" onChange={previewAgain}>
        {screen.error ? (
          <Alert tone="error" title="Nothing was imported">
            {screen.error}
          </Alert>
        ) : null}
        <PlanRoomNotice importable={screen.importable} room={screen.planRoom} />
        <Card>
          <CardHeader
            title="Columns"
            description="What each column of your file is read as (guessed from its header)."
          />
          <CardBody className="grid gap-3 sm:grid-cols-2">
            {screen.columns.map(({ header, field }, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a column's place in the file is what names it (headers may repeat)
              <div key={`${i}-${header}`} className="flex flex-col gap-1">
                <input type="hidden" name={`header-${i}`} value={header} />
                <label htmlFor={`column-${i}`} className="text-sm font-medium">{`Column "${header}"`}</label>
                <select id={`column-${i}`} name={`column-${i}`} defaultValue={field} className={selectClass}>
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
        {screen.statuses.length > 0 ? (
          <Card>
            <CardHeader title="Statuses" description="Each status in your file, as an Offerpath status." />
            <CardBody className="grid gap-3 sm:grid-cols-2">
              {screen.statuses.map(({ value, mapped }, i) => (
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
                <select id="dateOrder" name="dateOrder" defaultValue={screen.dateOrder} className={selectClass}>
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
                    defaultChecked={screen.onDuplicate === choice}
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
                {screen.preview.map(({ row, job }) => (
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
            {screen.errorCount > 0 ? (
              <div className="mt-4">
                <h3 className="text-sm font-semibold">{`Rows that would be skipped: ${screen.errorCount}`}</h3>
                <ul className="list-disc pl-5 text-sm">
                  {screen.errors.map((e) => (
                    <li key={e.row}>{`Row ${e.row}: ${e.reason}`}</li>
                  ))}
                </ul>
                {screen.errorCount > screen.errors.length ? (
                  <p className="text-sm text-slate-600">{`And ${screen.errorCount - screen.errors.length} more.`}</p>
                ) : null}
              </div>
            ) : null}
          </CardBody>
        </Card>
        <p className="text-sm" aria-live="polite" aria-busy={fetcher.state !== "idle"}>
          {planned.capped
            ? `${planned.summary}: ${(screen.importable - planned.count).toLocaleString("en-US")} past your plan's limit, ${screen.errorCount.toLocaleString("en-US")} with an error.`
            : `${planned.summary}; ${screen.errorCount.toLocaleString("en-US")} would be skipped.`}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="preview" variant="secondary">
            Update the preview
          </Button>
          <Button type="submit" name="intent" value="confirm">
            {planned.button}
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
