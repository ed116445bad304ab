/**
 * `/documents`: thin adapters over the documents domain (issue 21, docs/decisions/030-documents-on-r2.md),
 * and the multipart reading that `POST /jobs/:id/documents` (worker/api/jobs.ts) shares.
 *
 * Uploads are the API's only bodies that are not JSON. The request guards pass them through unbuffered
 * and bounded (worker/request-guards.ts); the route reads the multipart body once (`formData()`, no
 * clone), so a 10 MB file is in memory once, and an unreadable or cut-off body is a 400, never a 500.
 */

import { isBodyTooLarge } from "@core/limits";
import {
  documentListQuerySchema,
  documentTextSchema,
  documentUpdateSchema,
  documentUploadFieldsSchema,
} from "@core/schemas/documents";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
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
import { getDocumentText, saveDocumentText } from "../domain/documents/text.server";
import { API_BODY_LIMIT, mediaType, readBodyCapped } from "../request-guards";
import { type ApiEnv, ApiError, apiValidationMessage, errorBody, failureResponse, parseBody } from "./http";
import { requireAuth } from "./middleware/require-auth";
import { DocumentSchema, DocumentTextSchema, fileBytes, ok, okMessage } from "./openapi/components";
import { describeField, pathParams } from "./openapi/operation";
import { route } from "./openapi/route";

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
    if (isBodyTooLarge(error)) throw new ApiError(413, UPLOAD_MESSAGES.tooLarge);
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

const tag = "Documents";
const ACCEPTED =
  "PDF, DOCX, DOC, ODT, RTF, plain text, Markdown, PNG or JPEG, decided from the file's first bytes (never its name or Content-Type)";

/** The refusals of an upload, in the document (the domain writes them: worker/domain/documents). */
export const DOCUMENT_REFUSALS = {
  unsupported:
    "That type of file is not accepted. Upload a PDF, Word (DOCX, DOC), OpenDocument text (ODT), RTF, plain text, Markdown, PNG or JPEG file.",
  storage:
    "Not enough storage: this file is {size} and your {Plan} plan has {free} of {limit} free. Delete files to free {needed}, or upgrade your plan.",
};

/** The multipart body: the file part and the text fields `readUpload` validates with. */
export const uploadBody = documentUploadFieldsSchema
  .extend({
    document: z
      .string()
      .openapi({ type: "string", format: "binary", description: `The file, at most 10 MB: ${ACCEPTED}.` }),
  })
  .openapi({
    required: ["document"],
    description: "`multipart/form-data`, read once; nothing is stored from a refused upload.",
  });

describeField(documentListQuerySchema.shape.page, {
  type: "integer",
  minimum: 1,
  default: 1,
  description: "Anything but a positive integer means 1.",
});
describeField(documentListQuerySchema.shape.limit, {
  type: "integer",
  minimum: 1,
  maximum: 100,
  default: 10,
  description: "Anything but a positive integer means 10; capped at 100.",
});

const document = ok({ document: DocumentSchema });
const duplicate = ok({
  document: DocumentSchema,
  duplicate: z.literal(true),
  message: z.literal(DOCUMENT_MESSAGES.duplicate),
});
const documentId = pathParams("id");
const json = (description: string, schema: z.ZodType) => ({
  description,
  content: { "application/json": { schema } },
});
const fileHeaders = {
  "Content-Disposition": {
    description:
      "`inline` for PDF, PNG and JPEG, `attachment` otherwise; `filename` (ASCII) and `filename*` (RFC 5987, the exact name).",
    schema: { type: "string" as const },
  },
  "Content-Security-Policy": { description: "`default-src 'none'; …; sandbox`", schema: { type: "string" as const } },
  "X-Content-Type-Options": { description: "`nosniff`", schema: { type: "string" as const } },
  ETag: {
    description: "Send it back as If-None-Match for a 304, or as If-Match to require this version.",
    schema: { type: "string" as const },
  },
  "Last-Modified": { description: "When the file was uploaded (HTTP date).", schema: { type: "string" as const } },
};

export const documentsApi = new OpenAPIHono<ApiEnv>();

documentsApi.use("*", drainUnreadBody());
documentsApi.use("*", requireAuth());

route(
  documentsApi,
  {
    method: "get",
    path: "/",
    tag,
    summary: "List documents",
    description: "Newest first, with the account's storage against its plan.",
    auth: "bearer",
    query: documentListQuerySchema,
    success: {
      description: "One page of the caller's documents and the storage meter.",
      schema: ok({
        count: z.number().int().openapi({ description: "Items on this page." }),
        totalDocuments: z.number().int(),
        numOfPages: z.number().int(),
        currentPage: z.number().int(),
        documents: z.array(DocumentSchema),
        storage: z.object({
          usedBytes: z.number().int().openapi({ description: "Stored bytes, uploads in flight included." }),
          limitBytes: z.number().int().openapi({ description: "The plan's storage in bytes; -1 means unlimited." }),
        }),
      }),
    },
  },
  async (c) => {
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
  },
);

route(
  documentsApi,
  {
    method: "post",
    path: "/",
    tag,
    summary: "Upload a document",
    description:
      "Multipart: `document` (the file), optional `type` and `name` (shown instead of the file's own). The same bytes already stored are not stored twice: the answer is then 200 with the stored document and `duplicate: true`.",
    auth: "bearer",
    multipart: uploadBody,
    success: { status: 201, description: "Stored.", schema: z.union([document, duplicate]) },
    rawResponses: {
      201: json("Stored.", document),
      200: json("The account already had these bytes: the stored document, nothing stored.", duplicate),
    },
    errors: {
      400: [
        "document is required: send the file as the multipart field `document`",
        "The file is empty",
        "type must be one of: …",
      ],
      403: [
        DOCUMENT_REFUSALS.storage,
        "Your {Plan} plan keeps up to {n} documents. Delete one to upload another, or upgrade your plan.",
      ],
      415: DOCUMENT_REFUSALS.unsupported,
    },
  },
  async (c) => {
    if (!c.req.raw.body) return c.json(errorBody(UPLOAD_MESSAGES.missingFile), 400);
    const upload = await readUpload(c);
    const result = await uploadDocument(c.get("deps"), c.get("userId"), upload);
    if (!result.ok) return failureResponse(c, result);
    const { document, duplicate } = result.value;
    return c.json({ success: true, document, ...uploadAnswer(duplicate) }, duplicate ? 200 : 201);
  },
);

route(
  documentsApi,
  {
    method: "get",
    path: "/{id}",
    tag,
    summary: "Get a document",
    auth: "bearer",
    params: documentId,
    success: { description: "The document.", schema: document },
    errors: { 404: "Document not found" },
  },
  async (c) => {
    const result = await getDocument(c.get("deps"), c.get("userId"), c.req.param("id"));
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, document: result.value });
  },
);

route(
  documentsApi,
  {
    method: "patch",
    path: "/{id}",
    tag,
    summary: "Rename a document or change its type",
    description: "Only the fields present change; the bytes never do.",
    auth: "bearer",
    params: documentId,
    body: documentUpdateSchema,
    success: { description: "The updated document.", schema: document },
    errors: { 400: ["name is required", "type must be one of: …"], 404: "Document not found" },
  },
  async (c) => {
    const input = await parseBody(c, documentUpdateSchema);
    const result = await updateDocument(c.get("deps"), c.get("userId"), c.req.param("id"), input);
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, document: result.value });
  },
);

route(
  documentsApi,
  {
    method: "delete",
    path: "/{id}",
    tag,
    summary: "Delete a document",
    description: "Removes the file and its links to applications; its bytes go back to the plan's storage.",
    auth: "bearer",
    params: documentId,
    success: { description: "Deleted.", schema: okMessage("Document deleted successfully") },
    errors: { 404: "Document not found" },
  },
  async (c) => {
    const result = await deleteDocument(c.get("deps"), c.get("userId"), c.req.param("id"));
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, message: "Document deleted successfully" });
  },
);

// GET answers HEAD too (Hono): the same headers, no body.
route(
  documentsApi,
  {
    method: "get",
    path: "/{id}/content",
    tag,
    summary: "Download a document's bytes",
    description:
      "Streamed with the type decided at upload (never HTML or SVG). HEAD answers the same headers. One byte range (`Range: bytes=a-b`) answers 206; several ranges or a malformed header answer the whole file. Conditional headers are evaluated in RFC 9110's order (13.2.2).",
    auth: "bearer",
    params: documentId,
    success: { description: "The bytes.", schema: fileBytes },
    file: true,
    rawResponses: {
      200: { description: "The bytes.", headers: fileHeaders, content: { "*/*": { schema: fileBytes } } },
      206: {
        description: "The requested range, with `Content-Range: bytes a-b/size`.",
        headers: fileHeaders,
        content: { "*/*": { schema: fileBytes } },
      },
      304: { description: "Not modified (If-None-Match matched the ETag, or If-Modified-Since is not older)." },
      412: {
        description:
          "Precondition failed (RFC 9110 13.1.1, 13.1.4): If-Match names another version, or the file changed after If-Unmodified-Since.",
      },
      416: { description: "Range not satisfiable; `Content-Range: bytes */size`." },
    },
    errors: { 404: "Document not found" },
  },
  async (c) => {
    const result = await documentResponse(c.get("deps"), c.get("userId"), c.req.param("id"), c.req.raw);
    if (!result.ok) return failureResponse(c, result);
    return result.value;
  },
);

route(
  documentsApi,
  {
    method: "get",
    path: "/{id}/text",
    tag,
    summary: "Get a document's text",
    description:
      "The text read from the file off the request path (within minutes of an upload: `pending` until then), or the owner's correction. A scanned PDF has no text layer: `empty`.",
    auth: "bearer",
    params: documentId,
    success: { description: "The document's text and its status.", schema: ok({ document: DocumentTextSchema }) },
    errors: { 404: "Document not found" },
  },
  async (c) => {
    const result = await getDocumentText(c.get("deps"), c.get("userId"), c.req.param("id"));
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, document: result.value });
  },
);

route(
  documentsApi,
  {
    method: "put",
    path: "/{id}/text",
    tag,
    summary: "Correct a document's text",
    description:
      'Replaces the text (at most 200 KB of UTF-8; `\\r\\n` becomes `\\n`, NULs are dropped). A corrected text is never replaced by a later reading; `""` means no text (`empty`). This body may be up to 512 kB (contract §1\'s 100 kB is for every other body).',
    auth: "bearer",
    params: documentId,
    body: documentTextSchema,
    success: { description: "The saved text.", schema: ok({ document: DocumentTextSchema }) },
    errors: { 400: ["text must be text", "The text can be up to 200 KB"], 404: "Document not found" },
  },
  async (c) => {
    const input = await parseBody(c, documentTextSchema);
    const result = await saveDocumentText(c.get("deps"), c.get("userId"), c.req.param("id"), input.text);
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, document: result.value });
  },
);
