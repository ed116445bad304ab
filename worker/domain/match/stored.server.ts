/**
 * Stored match scores (issue 33, owned by h33-match). This file is a placeholder in the documents' branch so
 * that the text's writers can call the hook; h33-match's real module replaces it at merge.
 */
import type { Deps } from "../../deps";

/** Called whenever a document's text changes (read from the file, or corrected by its owner). */
export async function onDocumentTextChanged(_deps: Deps, _userId: string, _documentId: string): Promise<void> {}
