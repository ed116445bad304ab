/** What the documents screens (the list, a job's page, the subscription) take from the documents domain. */

import type { UploadRefusal } from "@core/limits";
import {
  DOCUMENT_MESSAGES,
  formatBytes,
  MAX_FILE_BYTES,
  type Storage,
} from "@worker/domain/documents/documents.server";
import { ACCEPT_ATTRIBUTE, ACCEPTED_TYPES_TEXT } from "@worker/domain/documents/file-types";
import type { StorageView, UploadSettings } from "~/components/documents/types";

export const uploadSettings: UploadSettings = {
  accept: ACCEPT_ATTRIBUTE,
  acceptedText: ACCEPTED_TYPES_TEXT,
  maxFileBytes: MAX_FILE_BYTES,
  tooLargeText: DOCUMENT_MESSAGES.tooLarge,
};

/** What the documents page says beside its form after a refused upload (`?upload=<why>`). */
export const UPLOAD_REFUSAL_MESSAGES: Record<UploadRefusal, string> = {
  "too-large": `That file is too large: ${DOCUMENT_MESSAGES.tooLarge}. Nothing was stored; choose a smaller file.`,
  unreadable: "The upload could not be read: it may have been interrupted. Nothing was stored; please try again.",
};

/** The message for a documents page address's `upload` value, or null. */
export function uploadRefusalMessage(value: string | null): string | null {
  return value && Object.hasOwn(UPLOAD_REFUSAL_MESSAGES, value)
    ? UPLOAD_REFUSAL_MESSAGES[value as UploadRefusal]
    : null;
}

/** "12.4 MB of 50 MB", or "of unlimited" on a plan without a limit. */
export function storageView(storage: Storage): StorageView {
  const limit = storage.limitBytes < 0 ? "unlimited" : formatBytes(storage.limitBytes);
  return {
    usedBytes: storage.usedBytes,
    limitBytes: storage.limitBytes,
    text: `${formatBytes(storage.usedBytes)} of ${limit}`,
  };
}
