/**
 * Counts and messages that client code needs beside the zod schemas. Plain constants: a screen can import
 * them without pulling zod into its client chunk (the schemas re-export them for the server). A field's
 * own limits live in its schema; forms read them as constraints the loader computes.
 */
/** The list shows this much of a description, then an ellipsis (spec §9). */
export const TASK_DESCRIPTION_PREVIEW = 150;

/**
 * Why a web upload was refused before any file was read (too large, or not a readable form): the Worker's
 * request guards and the upload action send a form without JavaScript back to `/documents?upload=<why>`,
 * which says it beside the form.
 */
export const UPLOAD_REFUSALS = { tooLarge: "too-large", unreadable: "unreadable" } as const;
export type UploadRefusal = (typeof UPLOAD_REFUSALS)[keyof typeof UPLOAD_REFUSALS];

/** The contact-us form (/contact, POST /api/v1/contactus): the messages it shows. */
export const CONTACT_MESSAGES = {
  required: "Please provide all required fields: name, email, subject, and message",
  noToken: "Please verify that you are not a robot.",
  verificationFailed: "Human verification failed. Please try again.",
  unavailable: "There was an error processing your request. Please try again later.",
  received: "Your message has been received. We will contact you soon.",
  /** The form's own fallback when an answer carries no message (spec §8). */
  fallback: "There was an error submitting your message. Please try again later.",
} as const;

/** What the request guards' counting stream errors with when a body runs past its bound (worker/request-guards.ts). */
export const BODY_TOO_LARGE = "Request body too large";

/**
 * Whether reading a body failed because it was too large (the guards cut it off, or the runtime refused it):
 * the one test every reader of an upload or an import makes, whether the stream's error reaches it as is or
 * inside the runtime's own (formData, arrayBuffer).
 */
export function isBodyTooLarge(error: unknown): boolean {
  return /too large/i.test(String(error));
}

/**
 * Forward to track (issue 32): each private address takes at most this many messages a UTC day (more are
 * refused, and counted so the inbox can say so), each with at most INBOX_MAX_MESSAGE_BYTES of headers and
 * text (attachments are not kept, so an offer letter's PDF does not count) and at most INBOX_MAX_RAW_BYTES
 * as delivered, attachments included; the inbox keeps them this long.
 */
export const INBOX_DAILY_CAP = 200;
export const INBOX_MAX_MESSAGE_BYTES = 1024 * 1024;
export const INBOX_MAX_RAW_BYTES = 10 * 1024 * 1024;
export const INBOX_KEEP_DAYS = 30;
/** Bulk actions on applications (issue 31, decision 047): ids per request, and how long a change can be undone. */
export const BULK_MAX_IDS = 500;
export const UNDO_WINDOW_MS = 10_000;
export const BULK_MESSAGES = {
  noIds: "Select at least one application",
  tooMany: `Select at most ${BULK_MAX_IDS} applications at once`,
  undoExpired: "This change can no longer be undone: the 10 seconds to undo it have passed.",
  undoNotFound: "Nothing to undo: this change was already undone, or it is not yours.",
} as const;
