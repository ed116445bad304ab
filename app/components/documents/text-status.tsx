import type { DocumentTextStatus } from "@core/enums";
import type { AlertTone } from "~/components/ui/alert";

/** The short words a document's row shows beside its "Text" link. */
export const TEXT_STATUS_LABELS: Record<DocumentTextStatus, string> = {
  pending: "Reading the text…",
  done: "Text read",
  empty: "No text found",
  failed: "Text could not be read",
  unsupported: "Text not read from this kind of file",
};

/** What the text screen says above the text, or null when the text is simply there. */
export function textStatusNote(doc: {
  textStatus: DocumentTextStatus;
  textEdited: boolean;
  textTruncated: boolean;
}): { tone: AlertTone; title: string; detail: string } | null {
  if (doc.textEdited) {
    return doc.textStatus === "empty"
      ? { tone: "info", title: "No text", detail: "You saved this document without text." }
      : null;
  }
  switch (doc.textStatus) {
    case "pending":
      return {
        tone: "info",
        title: TEXT_STATUS_LABELS.pending,
        detail: "The file's text is read in the background, usually within a minute of an upload. Reload to see it.",
      };
    case "empty":
      return {
        tone: "info",
        title: TEXT_STATUS_LABELS.empty,
        detail: "This looks like a scan (a picture of text): paste the text below so the match can read it.",
      };
    case "failed":
      return {
        tone: "warning",
        title: TEXT_STATUS_LABELS.failed,
        detail: "The file may be damaged or protected. Paste its text below.",
      };
    case "unsupported":
      return {
        tone: "info",
        title: TEXT_STATUS_LABELS.unsupported,
        detail: "Text is read from PDF, Word (DOCX) and plain-text files. Paste this document's text below.",
      };
    default:
      return doc.textTruncated
        ? {
            tone: "info",
            title: "Only the start was read",
            detail: "The reading stops after 30 pages or 200 KB of text; that is more than any resume needs.",
          }
        : null;
  }
}
