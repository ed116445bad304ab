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
