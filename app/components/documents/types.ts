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
