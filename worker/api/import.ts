/**
 * `/import`: an Offerpath export or a spreadsheet into the caller's account (issue 22,
 * docs/decisions/032-data-import.md). Bodies up to 20 MB (the request guards' import bound), streamed:
 * the token is checked first, and only then is the body read (issue 30).
 */

import { IMPORT_TOO_LARGE } from "@core/data-import";
import { isBodyTooLarge } from "@core/limits";
import { CSV_FIELDS, csvImportOptionsSchema, DATE_ORDERS, DUPLICATE_ACTIONS } from "@core/schemas/data-import";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { importCsvFile } from "../domain/data-import/csv-import.server";
import { importExportFile } from "../domain/data-import/json-import.server";
import { undoImport } from "../domain/data-import/undo.server";
import { IMPORT_FILE_LIMIT, mediaType } from "../request-guards";
import { type ApiEnv, ApiError, apiValidationMessage, errorBody, failureResponse } from "./http";
import { requireAuth } from "./middleware/require-auth";
import { ErrorEnvelope, ExportFile, ok } from "./openapi/components";
import { pathParams } from "./openapi/operation";
import { route } from "./openapi/route";

export const importApi = new OpenAPIHono<ApiEnv>();

importApi.use("*", requireAuth());

export const IMPORT_MESSAGES = {
  type: "Send the file as the JSON body or as multipart/form-data with a file field",
  noFile: "Choose a file to import (the form field file)",
  tooLarge: IMPORT_TOO_LARGE,
  empty: "The file is empty",
  notJson: "The file is not valid JSON (an Offerpath export is a .json file)",
  unreadableForm: "The form could not be read",
} as const;

/** A body the guards' counting stream cut off (longer than the import bound) is a 413; any other failure a 400. */
function unreadable(error: unknown, message: string): ApiError {
  return isBodyTooLarge(error) ? new ApiError(413, IMPORT_MESSAGES.tooLarge) : new ApiError(400, message);
}

/** The import's file: the multipart field `file`, or the whole body. Read once, after authentication. */
export async function importFile(c: Context<ApiEnv>, allowRaw: boolean) {
  const type = mediaType(c.req.header("Content-Type"));
  if (type === "multipart/form-data") {
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch (error) {
      throw unreadable(error, IMPORT_MESSAGES.unreadableForm);
    }
    const file = form.get("file");
    if (!(file instanceof File)) throw new ApiError(400, IMPORT_MESSAGES.noFile);
    if (file.size > IMPORT_FILE_LIMIT) throw new ApiError(413, IMPORT_MESSAGES.tooLarge);
    return { bytes: new Uint8Array(await file.arrayBuffer()), form };
  }
  if (!allowRaw || type !== "application/json") throw new ApiError(415, IMPORT_MESSAGES.type);
  try {
    return { bytes: new Uint8Array(await c.req.raw.arrayBuffer()), form: null };
  } catch (error) {
    throw unreadable(error, IMPORT_MESSAGES.unreadableForm);
  }
}

const tag = "Import";

const counts = z.object({
  jobs: z.number().int(),
  interviews: z.number().int(),
  tasks: z.number().int(),
  contacts: z.number().int(),
  interactions: z.number().int(),
  offers: z.number().int().openapi({
    description:
      "JSON imports: offers written (with a new application, or onto one already here that had none); already present: the file's offers for an application that has its own, left as it is.",
  }),
});

const skipped = z.array(
  z.object({
    row: z
      .number()
      .int()
      .openapi({ description: "1-based: the record's place in its area of the file, or the CSV's data row." }),
    area: z.string().optional().openapi({ description: "JSON imports: `jobs` or `contacts`." }),
    reason: z.string(),
  }),
);

const envelope = (description: string) => ({ description, schema: ErrorEnvelope });

route(
  importApi,
  {
    method: "post",
    path: "/json",
    tag,
    summary: "Import an Offerpath export",
    description:
      "Restores applications with their interviews and offers, contacts with their interactions, tasks and the links between them, in one atomic write. An offer is written for an application, new or already here, that has none: an application's own offer is never replaced. The file is the JSON body or the multipart field `file`. A record imported before (or one of the account's own) is left as it is: the same file twice creates nothing the second time (`alreadyPresent`). Plan limits hold: records past the limit are not imported and are listed in `skipped` with the reason. Profile, documents and payments are not imported.",
    auth: "bearer",
    body: ExportFile,
    multipart: z.object({
      file: z.string().openapi({ type: "string", format: "binary", description: "The file, at most 20 MB." }),
    }),
    success: {
      description: "What was imported.",
      schema: ok({
        imported: counts,
        updated: z.number().int(),
        alreadyPresent: counts,
        skipped,
        importId: z.string().openapi({ description: "The import's id: `POST /import/{id}/undo` undoes it for a day." }),
      }),
    },
    errors: {
      400: [
        IMPORT_MESSAGES.empty,
        IMPORT_MESSAGES.notJson,
        'file.format: must be "offerpath-export" (this is not an Offerpath export)',
        "file.version: must be 1: this file is from another version of Offerpath's export",
        "jobs[3].company: must be at most 100 characters",
        'tasks[0].relatedJob: links to job "…", which is not in the file',
      ],
    },
    ownResponses: { 413: envelope(`"${IMPORT_MESSAGES.tooLarge}"`), 415: envelope(`"${IMPORT_MESSAGES.type}"`) },
  },
  async (c) => {
    const { bytes } = await importFile(c, true);
    const text = new TextDecoder("utf-8", { ignoreBOM: false }).decode(bytes);
    if (!text.trim()) throw new ApiError(400, IMPORT_MESSAGES.empty);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new ApiError(400, IMPORT_MESSAGES.notJson);
    }
    const result = await importExportFile(c.get("deps"), c.get("userId"), value);
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, ...result.value });
  },
);

const csvBody = z
  .object({
    file: z
      .string()
      .openapi({ type: "string", format: "binary", description: "The CSV (UTF-8), at most 20 MB and 10,000 rows." }),
    mapping: z
      .string()
      .optional()
      .openapi({
        description: `JSON \`{"<header>":"<field>"}\`, fields: ${CSV_FIELDS.join(", ")}. Headers not named are guessed.`,
      }),
    statusMap: z
      .string()
      .optional()
      .openapi({ description: 'JSON `{"<value>":"<status>"}`, e.g. `{"Ghosted":"rejected"}`.' }),
    dateOrder: z
      .enum(DATE_ORDERS)
      .optional()
      .openapi({ description: "How 03/04/2026 reads; guessed from the column when absent." }),
    onDuplicate: z.enum(DUPLICATE_ACTIONS).optional().openapi({
      description: "A row matching an application (same company, position and URL): skip (default) or update it.",
    }),
    dryRun: z.enum(["true", "false"]).optional().openapi({ description: "`true`: the preview, nothing written." }),
  })
  .openapi({ required: ["file"] });

const csvSkipped = z.array(
  z.object({
    row: z.number().int().openapi({ description: "The CSV's row, numbered as in the spreadsheet (the header is 1)." }),
    reason: z.string(),
    code: z.enum(["invalid", "repeat", "duplicate", "planLimit"]).openapi({
      description:
        "Why: `invalid` (the job form's rules), `repeat` (an earlier row of the file), `duplicate` (an application you have), `planLimit` (past the plan's limit).",
    }),
  }),
);
const csvOutcome = ok({
  imported: counts,
  updated: z.number().int(),
  skipped: csvSkipped,
  importId: z.string().openapi({ description: "The import's id: `POST /import/{id}/undo` undoes it for a day." }),
});
const csvPreview = ok({
  dryRun: z.literal(true),
  headers: z.array(z.string()),
  mapping: z.record(z.string(), z.enum(CSV_FIELDS)),
  // The domain types it as a string; it is one of DATE_ORDERS.
  dateOrder: z.string().openapi({ description: `The order used: ${DATE_ORDERS.join(", ")}.` }),
  dateOrderAmbiguous: z.boolean(),
  statusValues: z.record(z.string(), z.string().nullable()),
  rows: z.number().int(),
  preview: z.array(z.object({ row: z.number().int(), job: z.record(z.string(), z.unknown()) })),
  errors: z.array(z.object({ row: z.number().int(), reason: z.string() })),
  importable: z.number().int().openapi({ description: "Rows without an error: what an import would try to write." }),
  planRoom: z
    .object({
      plan: z.string(),
      limit: z.number().int().nullable().openapi({ description: "The plan's applications limit; null: no limit." }),
      used: z.number().int(),
      remaining: z
        .number()
        .int()
        .nullable()
        .openapi({ description: "How many more applications the plan allows; null: no limit." }),
    })
    .openapi({ description: "The plan's room for more applications, before confirming." }),
});

route(
  importApi,
  {
    method: "post",
    path: "/csv",
    tag,
    summary: "Import applications from a CSV",
    description:
      "Multipart: `file` and the options. Each column's field is guessed from its header (Company, Job Title / Position / Role / Title, Status / Stage, Date Applied / Applied On, URL / Link / Job Link, Location, Salary, Notes, Contact); status words are mapped (Wishlist → saved, Interviewing → interview, …; Ghosted needs `statusMap`). Rows are numbered as in the spreadsheet (the header is row 1). A row that fails the job form's rules, or matches an application (skip), is listed in `skipped`; the rest are written in one atomic batch within the plan's limit. With `dryRun=true` the answer is the preview and nothing is written.",
    auth: "bearer",
    multipart: csvBody,
    success: { description: "What was imported, or the preview (dryRun).", schema: z.union([csvOutcome, csvPreview]) },
    errors: {
      400: [
        IMPORT_MESSAGES.empty,
        "The file has a header but no rows",
        "The file is not a CSV: it looks like a binary file",
        "The file is not UTF-8 text (Latin-1 or another encoding?): save it as “CSV UTF-8” and upload it again",
        "The file is UTF-16 text: save it as “CSV UTF-8” and upload it again",
        "The file's quoting is broken near row <n>: a quoted field is not closed",
        "mapping: must be one of: …",
      ],
    },
    ownResponses: {
      413: envelope(`"${IMPORT_MESSAGES.tooLarge}"; "The file has <n> rows; an import takes up to 10000: split it"`),
      415: envelope('"Send the CSV as multipart/form-data with a file field"'),
    },
  },
  async (c) => {
    if (mediaType(c.req.header("Content-Type")) !== "multipart/form-data") {
      return c.json(errorBody("Send the CSV as multipart/form-data with a file field"), 415);
    }
    const { bytes, form } = await importFile(c, false);
    const fields: Record<string, string> = {};
    for (const name of ["mapping", "statusMap", "dateOrder", "onDuplicate", "dryRun"]) {
      const value = form?.get(name);
      if (typeof value === "string") fields[name] = value;
    }
    const options = csvImportOptionsSchema.safeParse(fields);
    if (!options.success) return c.json(errorBody(apiValidationMessage(options.error)), 400);
    const result = await importCsvFile(c.get("deps"), c.get("userId"), bytes, options.data);
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, ...result.value });
  },
);

/** Undoes an import as a whole for a day (issue 30, decision 040): its unedited rows go, the others are named. */
route(
  importApi,
  {
    method: "post",
    path: "/{id}/undo",
    tag,
    summary: "Undo an import",
    description:
      "Deletes, in one atomic write, the applications, contacts and tasks the import created (`importId` of its answer), with their interviews and interactions, and the offers it wrote (onto the applications it created or onto those already in the account), for a day after the import. A row edited since the import, or still referred to by another row (a task's application or contact, an application's contact person or offer), is kept and listed in `kept`. Applications an import updated are not reverted.",
    auth: "bearer",
    params: pathParams("id"),
    success: {
      description: "What was removed, and what was kept.",
      schema: ok({
        removed: z.object({
          jobs: z.number().int(),
          contacts: z.number().int(),
          tasks: z.number().int(),
          offers: z.number().int(),
        }),
        kept: z.array(
          z.object({ area: z.enum(["jobs", "contacts", "tasks", "offers"]), id: z.string(), name: z.string() }),
        ),
      }),
    },
    errors: {
      400: [
        "This import has been undone already",
        "An import can be undone for a day after it; this one is older. Delete its records one by one instead.",
      ],
      404: "Import not found",
    },
  },
  async (c) => {
    const result = await undoImport(c.get("deps"), c.get("userId"), c.req.param("id"));
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, ...result.value });
  },
);
