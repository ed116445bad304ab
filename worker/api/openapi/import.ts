/** The OpenAPI operations of worker/api/import.ts (issue 22, docs/decisions/032-data-import.md). */

import { CSV_FIELDS, DATE_ORDERS, DUPLICATE_ACTIONS } from "@core/schemas/data-import";
import { z } from "@hono/zod-openapi";
import { ErrorEnvelope, ok } from "./components";
import { operation, pathParams } from "./operation";

const tag = "Import";

const counts = z.object({
  jobs: z.number().int(),
  interviews: z.number().int(),
  tasks: z.number().int(),
  contacts: z.number().int(),
  interactions: z.number().int(),
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

const exportFile = z
  .object({
    format: z.literal("offerpath-export"),
    version: z.literal(1),
    jobs: z.array(z.record(z.string(), z.unknown())).optional(),
    tasks: z.array(z.record(z.string(), z.unknown())).optional(),
    contacts: z.array(z.record(z.string(), z.unknown())).optional(),
  })
  .openapi({
    description:
      "An Offerpath export (docs/export-format.md); other keys (profile, documents, payments) are not imported.",
  });

const fileOnly = z.object({
  file: z.string().openapi({ type: "string", format: "binary", description: "The file, at most 20 MB." }),
});

const tooLarge = {
  description: '"Import files can be up to 20 MB"',
  schema: ErrorEnvelope,
};
const wrongType = {
  description: '"Send the file as the JSON body or as multipart/form-data with a file field"',
  schema: ErrorEnvelope,
};

export const importOperations = [
  operation({
    method: "post",
    path: "/import/json",
    tag,
    summary: "Import an Offerpath export",
    description:
      "Restores applications with their interviews, contacts with their interactions, tasks and the links between them, in one atomic write. The file is the JSON body or the multipart field `file`. A record imported before (or one of the account's own) is left as it is: the same file twice creates nothing the second time (`alreadyPresent`). Plan limits hold: records past the limit are not imported and are listed in `skipped` with the reason.",
    auth: "bearer",
    body: exportFile,
    multipart: fileOnly,
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
        "The file is empty",
        "The file is not valid JSON (an Offerpath export is a .json file)",
        'file.format: must be "offerpath-export" (this is not an Offerpath export)',
        "file.version: must be 1: this file is from another version of Offerpath's export",
        "jobs[3].company: must be at most 100 characters",
        'tasks[0].relatedJob: links to job "…", which is not in the file',
      ],
    },
    ownResponses: { 413: tooLarge, 415: wrongType },
  }),
];

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

const rowError = z.object({ row: z.number().int(), reason: z.string() });

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
  dateOrder: z.enum(DATE_ORDERS),
  dateOrderAmbiguous: z.boolean(),
  statusValues: z.record(z.string(), z.string().nullable()),
  rows: z.number().int(),
  preview: z.array(z.object({ row: z.number().int(), job: z.record(z.string(), z.unknown()) })),
  errors: z.array(rowError),
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

importOperations.push(
  operation({
    method: "post",
    path: "/import/csv",
    tag,
    summary: "Import applications from a CSV",
    description:
      "Multipart: `file` and the options. Each column's field is guessed from its header (Company, Job Title / Position / Role / Title, Status / Stage, Date Applied / Applied On, URL / Link / Job Link, Location, Salary, Notes, Contact); status words are mapped (Wishlist → saved, Interviewing → interview, …; Ghosted needs `statusMap`). Rows are numbered as in the spreadsheet (the header is row 1). A row that fails the job form's rules, or matches an application (skip), is listed in `skipped`; the rest are written in one atomic batch within the plan's limit. With `dryRun=true` the answer is the preview and nothing is written.",
    auth: "bearer",
    multipart: csvBody,
    success: { description: "What was imported, or the preview (dryRun).", schema: z.union([csvOutcome, csvPreview]) },
    errors: {
      400: [
        "The file is empty",
        "The file has a header but no rows",
        "The file is not a CSV: it looks like a binary file",
        "The file is not UTF-8 text (Latin-1 or another encoding?): save it as “CSV UTF-8” and upload it again",
        "The file is UTF-16 text: save it as “CSV UTF-8” and upload it again",
        "The file's quoting is broken near row <n>: a quoted field is not closed",
        "mapping: must be one of: …",
      ],
    },
    ownResponses: {
      413: {
        description:
          '"Import files can be up to 20 MB"; "The file has <n> rows; an import takes up to 10000: split it"',
        schema: ErrorEnvelope,
      },
      415: { description: '"Send the CSV as multipart/form-data with a file field"', schema: ErrorEnvelope },
    },
  }),
);

// Undo of an import (issue 30, decision 040): self-contained, so it moves with its handler.
importOperations.push(
  operation({
    method: "post",
    path: "/import/{id}/undo",
    tag,
    summary: "Undo an import",
    description:
      "Deletes, in one atomic write, the applications, contacts and tasks the import created (`importId` of its answer), with their interviews and interactions, for a day after the import. A row edited since the import, or still referred to by another row (a task's application or contact, an application's contact person), is kept and listed in `kept`. Applications an import updated are not reverted.",
    auth: "bearer",
    params: pathParams("id"),
    success: {
      description: "What was removed, and what was kept.",
      schema: ok({
        removed: z.object({ jobs: z.number().int(), contacts: z.number().int(), tasks: z.number().int() }),
        kept: z.array(z.object({ area: z.enum(["jobs", "contacts", "tasks"]), id: z.string(), name: z.string() })),
      }),
    },
    errors: {
      400: [
        "This import has been undone already",
        "An import can be undone for a day after it; this one is older. Delete its records one by one instead.",
      ],
      404: "Import not found",
    },
  }),
);
