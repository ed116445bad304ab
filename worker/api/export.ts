/**
 * `/export`: the account's data as a download (issue 22, docs/decisions/031-data-export.md), a thin adapter
 * over the data-export domain. 403 in the envelope on a plan without export, 400 for a bad query.
 */

import { exportQuerySchema } from "@core/schemas/data-export";
import { OpenAPIHono } from "@hono/zod-openapi";
import { exportResponse, startExport } from "../domain/data-export/export.server";
import { type ApiEnv, apiValidationMessage, errorBody, failureResponse } from "./http";
import { requireAuth } from "./middleware/require-auth";
import { ExportFile, fileBytes } from "./openapi/components";
import { route } from "./openapi/route";

export const exportApi = new OpenAPIHono<ApiEnv>();

exportApi.use("*", requireAuth());

route(
  exportApi,
  {
    method: "get",
    path: "/",
    tag: "Export",
    summary: "Export the account's data",
    description:
      "`format=json`, on every plan: the whole account in the versioned format of docs/export-format.md. Plans with data export (`exportData`: Basic and Premium) also get `format=csv&area=jobs|interviews|tasks|contacts|interactions`: one area as CSV (UTF-8 with a BOM, RFC 4180, dates in the user's time zone, formulas neutralised). `format=zip`: the JSON, every CSV and the documents' files. Streamed.",
    auth: "bearer",
    query: exportQuerySchema,
    success: { description: "The file.", schema: fileBytes },
    file: true,
    rawResponses: {
      200: {
        description: "The file, as an attachment: the export document (JSON), a CSV or a ZIP.",
        headers: {
          "Content-Disposition": {
            description:
              '`attachment; filename="offerpath-export-YYYY-MM-DD[-area].ext"`, the day in the user\'s time zone.',
            schema: { type: "string" },
          },
        },
        content: {
          // A JSON document (what a client parses and a validator checks), downloaded as a file.
          "application/json": { schema: ExportFile },
          "text/csv": { schema: fileBytes },
          "application/zip": { schema: fileBytes },
        },
      },
    },
    errors: {
      400: "format must be one of: json, csv, zip",
      403: "CSV and ZIP export is included in the Basic and Premium plans. Upgrade at /plans for them; the JSON backup is on every plan.",
    },
  },
  async (c) => {
    const query = exportQuerySchema.safeParse(c.req.query());
    if (!query.success) return c.json(errorBody(apiValidationMessage(query.error)), 400);
    const result = await startExport(c.get("deps"), c.get("userId"), query.data);
    if (!result.ok) return failureResponse(c, result);
    return exportResponse(result.value);
  },
);
