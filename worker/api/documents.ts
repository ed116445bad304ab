/**
 * `/documents`: thin adapters over the documents domain (issue 21, docs/decisions/030-documents-on-r2.md),
 * and the multipart reading that `POST /jobs/:id/documents` (worker/api/jobs.ts) shares.
 *
 * Uploads are the API's only bodies that are not JSON. The request guards pass them through unbuffered
 * and bounded (worker/request-guards.ts); the route reads the multipart body once (`formData()`, no
 * clone), so a 10 MB file is in memory once, and an unreadable or cut-off body is a 400, never a 500.
 */

import { documentListQuerySchema, documentUpdateSchema, documentUploadFieldsSchema } from "@core/schemas/documents";
import type { Context, MiddlewareHandler } from "hono";
import { Hono } from "hono";
import {
  DOCUMENT_MESSAGES,
  deleteDocument,
  getDocument,
  listDocuments,
  type UploadInput,
  updateDocument,
  uploadDocument,
} from "../domain/documents/documents.server";
import { documentResponse } from "../domain/documents/download.server";
import { API_BODY_LIMIT, mediaType, readBodyCapped } from "../request-guards";
import { type ApiEnv, ApiError, apiValidationMessage, errorBody, failureResponse, parseBody } from "./http";
import { requireAuth } from "./middleware/require-auth";

export const MULTIPART = "multipart/form-data";

export const UPLOAD_MESSAGES = {
  missingFile: "document is required: send the file as the multipart field `document`",
  unreadable: "The upload could not be read: send a complete multipart/form-data body",
  multipartOnly: "Content-Type must be multipart/form-data",
  tooLarge: "Files can be up to 10 MB",
} as const;

/**
 * On an upload route, a body the answer did not read (a 401, a 415, a 404 for the job) is read and
 * dropped before the answer goes: answering while the client is still sending makes the local runtime's
 * proxy drop the connection (worker/request-guards.ts, DRAIN_LIMIT). The guards' counting stream bounds it.
 */
export function drainUnreadBody(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await next();
    const body = c.req.raw.body;
    if (c.req.method === "POST" && body && !c.req.raw.bodyUsed) {
      await body.pipeTo(new WritableStream()).catch(() => {});
    }
  };
}

/**
 * The upload in a multipart body: the file (`document`) and the text fields, validated. Throws the
 * contract's envelope: 415 for another content type, 413 for a body past the upload cap, 400 for a body
 * that is not a complete multipart form, a missing or empty `document` part, or a bad field.
 */
export async function readUpload(c: Context<ApiEnv>): Promise<Omit<UploadInput, "jobId">> {
  if (mediaType(c.req.header("Content-Type")) !== MULTIPART) throw new ApiError(415, UPLOAD_MESSAGES.multipartOnly);
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch (error) {
    // The guards' counting stream fails a body longer than the cap that did not declare its length.
    if (/too large/i.test(String(error))) throw new ApiError(413, UPLOAD_MESSAGES.tooLarge);
    throw new ApiError(400, UPLOAD_MESSAGES.unreadable);
  }
  const file = form.get("document");
  if (file === null || typeof file === "string") throw new ApiError(400, UPLOAD_MESSAGES.missingFile);
  const text = (name: string) => {
    const value = form.get(name);
    return value === null ? undefined : value;
  };
  const fields = documentUploadFieldsSchema.safeParse({ type: text("type"), name: text("name") });
  if (!fields.success) throw new ApiError(400, apiValidationMessage(fields.error));
  return { file, fileName: file.name, type: fields.data.type, name: fields.data.name };
}

/**
 * Reads a JSON body on an upload path (attaching a stored file to a job) as the guards read every other
 * API body: at most 100 kB (contract §1), then 413 "Request body too large".
 */
export async function bufferJsonBody(c: Context<ApiEnv>): Promise<void> {
  const request = c.req.raw;
  if (!request.body) return;
  const read = await readBodyCapped(request.body, API_BODY_LIMIT).catch(() => ({ kind: "too-large" as const }));
  if (read.kind === "too-large") throw new ApiError(413, "Request body too large");
  c.req.raw = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: read.bytes.byteLength > 0 ? read.bytes : null,
  });
}

/** The answer to an upload: 201 for a new file; 200 with `duplicate` for bytes the account already has. */
export function uploadAnswer(duplicate: boolean) {
  return duplicate ? { duplicate: true as const, message: DOCUMENT_MESSAGES.duplicate } : {};
}

export const documentsApi = new Hono<ApiEnv>();

documentsApi.use("*", drainUnreadBody());
documentsApi.use("*", requireAuth());

documentsApi.get("/", async (c) => {
  const query = documentListQuerySchema.safeParse(c.req.query());
  if (!query.success) return c.json(errorBody(apiValidationMessage(query.error)), 400);
  const page = await listDocuments(c.get("deps"), c.get("userId"), query.data);
  return c.json({
    success: true,
    count: page.documents.length,
    totalDocuments: page.totalDocuments,
    numOfPages: page.numOfPages,
    currentPage: page.currentPage,
    documents: page.documents,
    storage: { usedBytes: page.storage.usedBytes, limitBytes: page.storage.limitBytes },
  });
});

documentsApi.post("/", async (c) => {
  if (!c.req.raw.body) return c.json(errorBody(UPLOAD_MESSAGES.missingFile), 400);
  const upload = await readUpload(c);
  const result = await uploadDocument(c.get("deps"), c.get("userId"), upload);
  if (!result.ok) return failureResponse(c, result);
  const { document, duplicate } = result.value;
  return c.json({ success: true, document, ...uploadAnswer(duplicate) }, duplicate ? 200 : 201);
});

documentsApi.get("/:id", async (c) => {
  const result = await getDocument(c.get("deps"), c.get("userId"), c.req.param("id"));
  if (!result.ok) return failureResponse(c, result);
  return c.json({ success: true, document: result.value });
});

documentsApi.patch("/:id", async (c) => {
  const input = await parseBody(c, documentUpdateSchema);
  const result = await updateDocument(c.get("deps"), c.get("userId"), c.req.param("id"), input);
  if (!result.ok) return failureResponse(c, result);
  return c.json({ success: true, document: result.value });
});

documentsApi.delete("/:id", async (c) => {
  const result = await deleteDocument(c.get("deps"), c.get("userId"), c.req.param("id"));
  if (!result.ok) return failureResponse(c, result);
  return c.json({ success: true, message: "Document deleted successfully" });
});

// GET answers HEAD too (Hono): the same headers, no body.
documentsApi.get("/:id/content", async (c) => {
  const result = await documentResponse(c.get("deps"), c.get("userId"), c.req.param("id"), c.req.raw);
  if (!result.ok) return failureResponse(c, result);
  return result.value;
});
