/**
 * The OpenAPI operations of worker/api/documents.ts and of a job's documents in worker/api/jobs.ts
 * (issue 21, contract §4.1, docs/decisions/030-documents-on-r2.md), with the schemas their handlers use.
 */

import {
  DOCUMENT_TYPES,
  documentAttachSchema,
  documentListQuerySchema,
  documentUpdateSchema,
  documentUploadFieldsSchema,
} from "@core/schemas/documents";
import { z } from "@hono/zod-openapi";
import { Job, JobRef, ok, okMessage } from "./components";
import { describeField, operation, pathParams } from "./operation";

const tag = "Documents";
const ACCEPTED =
  "PDF, DOCX, DOC, ODT, RTF, plain text, Markdown, PNG or JPEG, decided from the file's first bytes (never its name or Content-Type)";
const UNSUPPORTED =
  "That type of file is not accepted. Upload a PDF, Word (DOCX, DOC), OpenDocument text (ODT), RTF, plain text, Markdown, PNG or JPEG file.";
const STORAGE_REFUSAL =
  "Not enough storage: this file is {size} and your {Plan} plan has {free} of {limit} free. Delete files to free {needed}, or upgrade your plan.";

const id = z.string().openapi({ description: "An opaque id: compare with string equality.", example: "k3x9q2" });
const dateTime = z.string().openapi({ format: "date-time", example: "2025-05-08T07:59:31.123Z" });

export const DocumentSchema = z
  .object({
    _id: id,
    name: z.string().openapi({
      description:
        "The cleaned name: no path parts, control characters or bidirectional marks, at most 120 characters, ending in an extension true to the bytes (a PDF named `cv.png` is `cv.png.pdf`).",
      example: "Resume 2026.pdf",
    }),
    type: z.enum(DOCUMENT_TYPES),
    contentType: z.string().openapi({ description: "Decided from the bytes.", example: "application/pdf" }),
    size: z.number().int().openapi({ description: "Bytes." }),
    sha256: z.string().openapi({ description: "Hex SHA-256 of the bytes; one copy per account." }),
    createdAt: dateTime,
    updatedAt: dateTime,
    jobs: z.array(JobRef).openapi({ description: "The applications the file goes with." }),
  })
  .openapi("Document");

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

const file = z
  .string()
  .openapi({ type: "string", format: "binary", description: `The file, at most 10 MB: ${ACCEPTED}.` });

/** The multipart body: the file part and the text fields the handler validates with. */
const uploadBody = documentUploadFieldsSchema.extend({ document: file }).openapi({
  required: ["document"],
  description: "`multipart/form-data`, read once; nothing is stored from a refused upload.",
});

const document = ok({ document: DocumentSchema });
const duplicate = ok({
  document: DocumentSchema,
  duplicate: z.literal(true),
  message: z.literal("You have already uploaded this file"),
});
const documentId = pathParams("id");
const jobUpload = ok({
  job: Job,
  document: DocumentSchema.optional().openapi({ description: "Sent for an upload." }),
  duplicate: z.literal(true).optional().openapi({ description: "Sent when the account already had these bytes." }),
  message: z.string().optional(),
});

const json = (description: string, schema: z.ZodType) => ({
  description,
  content: { "application/json": { schema } },
});
const bytes = z.string().openapi({ type: "string", format: "binary" });
const fileHeaders = {
  "Content-Disposition": {
    description:
      "`inline` for PDF, PNG and JPEG, `attachment` otherwise; `filename` (ASCII) and `filename*` (RFC 5987, the exact name).",
    schema: { type: "string" as const },
  },
  "Content-Security-Policy": { description: "`default-src 'none'; …; sandbox`", schema: { type: "string" as const } },
  "X-Content-Type-Options": { description: "`nosniff`", schema: { type: "string" as const } },
  ETag: { description: "Send it back as If-None-Match for a 304.", schema: { type: "string" as const } },
};

export const documentsOperations = [
  operation({
    method: "get",
    path: "/documents",
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
  }),
  operation({
    method: "post",
    path: "/documents",
    tag,
    summary: "Upload a document",
    description:
      "Multipart: `document` (the file), optional `type` and `name` (shown instead of the file's own). The same bytes already stored are not stored twice: the answer is then 200 with the stored document and `duplicate: true`.",
    auth: "bearer",
    multipart: uploadBody,
    success: { status: 201, description: "Stored.", schema: document },
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
        STORAGE_REFUSAL,
        "Your {Plan} plan keeps up to {n} documents. Delete one to upload another, or upgrade your plan.",
      ],
      415: UNSUPPORTED,
    },
  }),
  operation({
    method: "get",
    path: "/documents/{id}",
    tag,
    summary: "Get a document",
    auth: "bearer",
    params: documentId,
    success: { description: "The document.", schema: document },
    errors: { 404: "Document not found" },
  }),
  operation({
    method: "patch",
    path: "/documents/{id}",
    tag,
    summary: "Rename a document or change its type",
    description: "Only the fields present change; the bytes never do.",
    auth: "bearer",
    params: documentId,
    body: documentUpdateSchema,
    success: { description: "The updated document.", schema: document },
    errors: { 400: ["name is required", "type must be one of: …"], 404: "Document not found" },
  }),
  operation({
    method: "delete",
    path: "/documents/{id}",
    tag,
    summary: "Delete a document",
    description: "Removes the file and its links to applications; its bytes go back to the plan's storage.",
    auth: "bearer",
    params: documentId,
    success: { description: "Deleted.", schema: okMessage("Document deleted successfully") },
    errors: { 404: "Document not found" },
  }),
  operation({
    method: "get",
    path: "/documents/{id}/content",
    tag,
    summary: "Download a document's bytes",
    description:
      "Streamed with the type decided at upload (never HTML or SVG). HEAD answers the same headers. One byte range (`Range: bytes=a-b`) answers 206; several ranges or a malformed header answer the whole file.",
    auth: "bearer",
    params: documentId,
    success: { description: "The bytes.", schema: bytes },
    rawResponses: {
      200: { description: "The bytes.", headers: fileHeaders, content: { "*/*": { schema: bytes } } },
      206: {
        description: "The requested range, with `Content-Range: bytes a-b/size`.",
        headers: fileHeaders,
        content: { "*/*": { schema: bytes } },
      },
      304: { description: "Not modified (If-None-Match matched the ETag)." },
      416: { description: "Range not satisfiable; `Content-Range: bytes */size`." },
    },
    errors: { 404: "Document not found" },
  }),
  operation({
    method: "post",
    path: "/jobs/{id}/documents",
    tag,
    summary: "Upload a document to a job, or attach a stored one",
    description:
      "Contract §4.1. Multipart as `POST /documents` (stored and linked; the same bytes already stored are linked, not stored twice), or JSON `{documentId}` to attach one of the caller's documents (twice is once). Answers 200 with the whole job, its `documents` in the contract's shape.",
    auth: "bearer",
    params: pathParams("id"),
    body: documentAttachSchema,
    multipart: uploadBody,
    success: { description: "The whole job (and the uploaded document).", schema: jobUpload },
    errors: {
      400: [
        "document is required: send the file as the multipart field `document`",
        "documentId is required",
        "The file is empty",
      ],
      403: STORAGE_REFUSAL,
      404: ["Job not found", "Document not found"],
      415: UNSUPPORTED,
    },
  }),
  operation({
    method: "delete",
    path: "/jobs/{id}/documents/{documentId}",
    tag,
    summary: "Detach a document from a job",
    description: "The file stays in the account. The contract's `?type=` is accepted and ignored.",
    auth: "bearer",
    params: pathParams("id", "documentId"),
    success: { description: "The whole job.", schema: ok({ job: Job }) },
    errors: { 404: ["Job not found", "Document not found"] },
  }),
];
