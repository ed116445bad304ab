/**
 * A document's bytes for its owner, the same answer on both faces: streamed from R2 (never read into
 * memory), with the original name (RFC 6266 / 5987), an ETag, single byte ranges (PDF viewers seek) and
 * headers that keep a file from ever acting as a page: `nosniff`, a `sandbox` CSP, PDFs and images
 * inline, every other type as an attachment. Nothing is ever served as HTML or SVG (the types are
 * decided from the bytes at upload, file-types.ts).
 */
import type { Deps } from "../../deps";
import { fail, ok, type Result } from "../../lib/result";
import { DOCUMENT_MESSAGES, findReadyDocument, objectKey } from "./documents.server";
import { INLINE_TYPES } from "./file-types";
import { contentDisposition } from "./names";
import { evaluatePreconditions } from "./preconditions";
import { parseRange } from "./ranges";

/** The CSP of a served file: no script, no plugin, no network; an opaque origin. */
export const FILE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/** The caller's document as an HTTP answer to `request` (GET or HEAD). Failures: NOT_FOUND. */
export async function documentResponse(
  deps: Deps,
  userId: string,
  documentId: string,
  request: Request,
): Promise<Result<Response>> {
  const doc = await findReadyDocument(deps, userId, documentId);
  if (!doc) return fail("NOT_FOUND", DOCUMENT_MESSAGES.notFound);
  const headers = new Headers({
    "Content-Type": doc.contentType,
    "Content-Disposition": contentDisposition(INLINE_TYPES.has(doc.contentType) ? "inline" : "attachment", doc.name),
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": FILE_CSP,
    "Cache-Control": "private, no-cache",
    "Accept-Ranges": "bytes",
  });
  const range = parseRange(request.headers.get("Range"), doc.size);
  if (range === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${doc.size}`);
    return ok(new Response(null, { status: 416, headers }));
  }
  // The preconditions are ours to evaluate (RFC 9110 13.2.2: a failed If-Match is 412, not the 304 R2's
  // `onlyIf` leaves to guess); the body not sent is cancelled, never read.
  const object = await deps.files.get(objectKey(userId, doc.id), range ? { range } : {});
  if (!object) return fail("NOT_FOUND", DOCUMENT_MESSAGES.notFound);
  headers.set("ETag", object.httpEtag);
  headers.set("Last-Modified", object.uploaded.toUTCString());
  const precondition = evaluatePreconditions(request.headers, { etag: object.httpEtag, lastModified: object.uploaded });
  if (precondition !== null) {
    await object.body.cancel();
    return ok(new Response(null, { status: precondition, headers }));
  }
  const head = request.method === "HEAD";
  if (range) {
    headers.set("Content-Range", `bytes ${range.offset}-${range.offset + range.length - 1}/${doc.size}`);
    headers.set("Content-Length", String(range.length));
    if (head) await object.body.cancel();
    return ok(new Response(head ? null : object.body, { status: 206, headers }));
  }
  headers.set("Content-Length", String(doc.size));
  if (head) await object.body.cancel();
  return ok(new Response(head ? null : object.body, { status: 200, headers }));
}
