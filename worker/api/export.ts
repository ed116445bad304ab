/**
 * `/export`: the account's data as a download (issue 22, docs/decisions/031-data-export.md), a thin adapter
 * over the data-export domain. 403 in the envelope on a plan without export, 400 for a bad query.
 */

import { exportQuerySchema } from "@core/schemas/data-export";
import { Hono } from "hono";
import { exportResponse, startExport } from "../domain/data-export/export.server";
import { type ApiEnv, apiValidationMessage, errorBody, failureResponse } from "./http";
import { requireAuth } from "./middleware/require-auth";

export const exportApi = new Hono<ApiEnv>();

exportApi.use("*", requireAuth());

exportApi.get("/", async (c) => {
  const query = exportQuerySchema.safeParse(c.req.query());
  if (!query.success) return c.json(errorBody(apiValidationMessage(query.error)), 400);
  const result = await startExport(c.get("deps"), c.get("userId"), query.data);
  if (!result.ok) return failureResponse(c, result);
  return exportResponse(result.value);
});
