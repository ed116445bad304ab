/**
 * `/import`: an Offerpath export or a spreadsheet into the caller's account (issue 22,
 * docs/decisions/032-data-import.md). Bodies up to 20 MB (the request guards' import bound), streamed:
 * the token is checked first, and only then is the body read (issue 30).
 */

import { IMPORT_TOO_LARGE } from "@core/data-import";
import { csvImportOptionsSchema } from "@core/schemas/data-import";
import { type Context, Hono } from "hono";
import { importCsvFile } from "../domain/data-import/csv-import.server";
import { importExportFile } from "../domain/data-import/json-import.server";
import { undoImport } from "../domain/data-import/undo.server";
import { IMPORT_FILE_LIMIT, mediaType } from "../request-guards";
import { type ApiEnv, ApiError, apiValidationMessage, errorBody, failureResponse } from "./http";
import { requireAuth } from "./middleware/require-auth";

export const importApi = new Hono<ApiEnv>();

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
  return /too large/i.test(String(error)) ? new ApiError(413, IMPORT_MESSAGES.tooLarge) : new ApiError(400, message);
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

importApi.post("/json", async (c) => {
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
});

importApi.post("/csv", async (c) => {
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
});

/** Undoes an import as a whole for a day (issue 30, decision 040): its unedited rows go, the others are named. */
importApi.post("/:id/undo", async (c) => {
  const result = await undoImport(c.get("deps"), c.get("userId"), c.req.param("id"));
  if (!result.ok) return failureResponse(c, result);
  return c.json({ success: true, ...result.value });
});
