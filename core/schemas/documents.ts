/**
 * Document schemas, client-safe (issue 21): the documents API, the upload forms and the rename form validate
 * with these. The file itself is not a schema field: the server reads it from the multipart body and decides
 * its type from its bytes (worker/domain/documents/file-types.ts).
 */
import { z } from "zod";
import { DOCUMENT_TYPES } from "../enums";
import { MAX_LIMIT, MAX_PAGE, positiveInt, reference } from "./fields";

export { DOCUMENT_TYPES };

/** The longest name kept for a document (the server cleans and caps a file's own name to this). */
export const MAX_DOCUMENT_NAME_LENGTH = 120;

const TYPE_MESSAGE = `type must be one of: ${DOCUMENT_TYPES.join(", ")}`;

/** A document's kind; "" (a form's empty select) means "not given". */
const documentType = z
  .union([z.enum(DOCUMENT_TYPES, { error: TYPE_MESSAGE }), z.literal("")], { error: TYPE_MESSAGE })
  .optional()
  .transform((v) => (v === "" ? undefined : v));

const nameField = z
  .string({ error: "name must be text" })
  .trim()
  .max(MAX_DOCUMENT_NAME_LENGTH, { error: `must be at most ${MAX_DOCUMENT_NAME_LENGTH} characters` });

/** `GET /documents`: page and limit (api-contract.md §1 Lists). */
export const documentListQuerySchema = z.object({
  page: positiveInt(1, MAX_PAGE),
  limit: positiveInt(10, MAX_LIMIT),
});
export type DocumentListQuery = z.output<typeof documentListQuerySchema>;

/**
 * The text fields of an upload (`POST /documents`, `POST /jobs/:id/documents`, the upload forms): an
 * optional kind and an optional name to show instead of the file's own ("" means the file's own).
 */
export const documentUploadFieldsSchema = z.object({
  type: documentType,
  name: nameField.optional().transform((v) => v || undefined),
});
export type DocumentUploadFields = z.output<typeof documentUploadFieldsSchema>;

/** `PATCH /documents/:id` and the rename form: only the fields present change. */
export const documentUpdateSchema = z
  .object({
    name: nameField.min(1, { error: "Name cannot be empty" }).optional(),
    type: documentType,
  })
  .strip();
export type DocumentUpdateInput = z.output<typeof documentUpdateSchema>;

/** `POST /jobs/:id/documents` with JSON: attach one of the caller's stored documents (an id or `{_id}`). */
export const documentAttachSchema = z.object({
  documentId: reference.optional().pipe(z.string({ error: "documentId is required" })),
});
export type DocumentAttachInput = z.output<typeof documentAttachSchema>;

/** The most text kept per document (issue 33): 200 KB of UTF-8, read from the file or corrected by its owner. */
export const MAX_DOCUMENT_TEXT_BYTES = 200 * 1024;
const TEXT_TOO_LONG = `The text can be up to ${MAX_DOCUMENT_TEXT_BYTES / 1024} KB`;

/**
 * `PUT /documents/:id/text` and the text form: the owner's correction of a document's text. Line ends become
 * `\n` (a browser sends a textarea's as `\r\n`) and NULs go before the size is measured; empty text is allowed
 * (it means "no text").
 */
export const documentTextSchema = z.object({
  text: z
    .string({ error: "text must be text" })
    .transform((s) => s.replace(/\0/g, "").replace(/\r\n?/g, "\n"))
    .refine((s) => new TextEncoder().encode(s).length <= MAX_DOCUMENT_TEXT_BYTES, { error: TEXT_TOO_LONG }),
});
export type DocumentTextInput = z.output<typeof documentTextSchema>;

/** The documents screen's "default resume" form: a document id, or "" for none. */
export const defaultResumeSchema = z.object({
  documentId: z
    .string({ error: "documentId must be text" })
    .trim()
    .max(64, { error: "documentId is not a document" })
    .transform((v) => v || null)
    .nullable(),
});
export type DefaultResumeInput = z.output<typeof defaultResumeSchema>;
