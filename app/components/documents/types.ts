import type { DocumentDto } from "@worker/domain/documents/documents.server";

/** A document as the screens show it: the domain's serialized document. */
export type DocumentView = DocumentDto;

/** What the upload form says and checks, handed over by the loader (the domain decides it). */
export type UploadSettings = {
  /** The file input's `accept`; the server still decides the type from the bytes. */
  accept: string;
  /** "PDF, Word (DOCX, DOC), …": the accepted types in words. */
  acceptedText: string;
  maxFileBytes: number;
  /** "Files can be up to 10 MB". */
  tooLargeText: string;
};

/** The account's storage against its plan, with its sentence ("12.4 MB of 50 MB"). */
export type StorageView = {
  usedBytes: number;
  /** -1: unlimited. */
  limitBytes: number;
  text: string;
};

/** What /documents/upload answers a request that asks for JSON (this form's enhanced uploads). */
export type UploadAnswer = { ok: boolean; message: string };

/** One file of an enhanced upload, as its progress list shows it. */
export type UploadItem = {
  key: string;
  name: string;
  percent: number;
  state: "waiting" | "uploading" | "done" | "failed";
  message: string;
};

/** An upload that never reached the server (no connection, or the upload code could not load). */
export const OFFLINE = "The upload failed: check your connection and try again.";
