/** The OpenAPI operation of worker/api/export.ts (issue 22, docs/export-format.md). */

import { exportQuerySchema } from "@core/schemas/data-export";
import { z } from "@hono/zod-openapi";
import { operation } from "./operation";

const bytes = z.string().openapi({ type: "string", format: "binary" });
const disposition = {
  "Content-Disposition": {
    description: '`attachment; filename="offerpath-export-YYYY-MM-DD[-area].ext"`, the day in the user\'s time zone.',
    schema: { type: "string" as const },
  },
};

export const exportOperations = [
  operation({
    method: "get",
    path: "/export",
    tag: "Export",
    summary: "Export the account's data",
    description:
      "`format=json`, on every plan: the whole account in the versioned format of docs/export-format.md. Plans with data export (`exportData`: Basic and Premium) also get `format=csv&area=jobs|interviews|tasks|contacts|interactions`: one area as CSV (UTF-8 with a BOM, RFC 4180, dates in the user's time zone, formulas neutralised). `format=zip`: the JSON, every CSV and the documents' files. Streamed.",
    auth: "bearer",
    query: exportQuerySchema,
    success: { description: "The file.", schema: bytes },
    rawResponses: {
      200: {
        description: "The file, as an attachment.",
        headers: disposition,
        content: {
          "application/json": { schema: bytes },
          "text/csv": { schema: bytes },
          "application/zip": { schema: bytes },
        },
      },
    },
    errors: {
      400: "format must be one of: json, csv, zip",
      403: "CSV and ZIP export is included in the Basic and Premium plans. Upgrade at /plans for them; the JSON backup is on every plan.",
    },
  }),
];
