/**
 * What every request body goes through before either face sees it: a size limit for the API and the
 * web actions alike, one cross-site check for every state-changing web request, and a form body that
 * can actually be read. Hostile input is answered here with a 4xx instead of a 500 further in.
 */
import { IMPORT_TOO_LARGE } from "@core/data-import";
import { BODY_TOO_LARGE, UPLOAD_REFUSALS } from "@core/limits";
import type { MiddlewareHandler } from "hono";

export const API_PREFIX = "/api/v1";
/** api-contract.md §1: bodies up to 100 kB. */
export const API_BODY_LIMIT = 100 * 1024;
/** The largest form a screen posts (a 20,000-character job description, percent-encoded) fits with room. */
export const WEB_BODY_LIMIT = 256 * 1024;
/**
 * A document's corrected text (issue 33): up to 200 KB of UTF-8, which JSON escapes or a browser's `\r\n`
 * line ends can double; the API's PUT and the text form (and its `.data` twin) may send this much.
 */
export const TEXT_BODY_LIMIT = 512 * 1024;
const TEXT_PATHS = [/^\/api\/v1\/documents\/[^/]+\/text$/, /^\/documents\/[^/]+\/text(\.data)?$/];
/**
 * An oversized body is still read (and dropped) up to this size before the 413 goes out: answering
 * while the client is still sending makes the local runtime's proxy drop the connection (a 500
 * "Network connection lost" and a broken next request). Past this, the stream is cancelled.
 */
const DRAIN_LIMIT = 32 * 1024 * 1024;

/**
 * File uploads (documents, decision 030): the only bodies that are not buffered here. They are parsed
 * once, by the route, so a 10 MB file is held in memory once; their size is still bounded (the declared
 * length up front, the bytes as they stream) and answered with a 413 that says the file cap.
 */
const UPLOAD_PATHS = [/^\/api\/v1\/documents$/, /^\/api\/v1\/jobs\/[^/]+\/documents$/, /^\/documents\/upload$/];
/** The largest file (10 MB, worker/domain/documents) plus room for the multipart framing and fields. */
export const UPLOAD_BODY_LIMIT = 10 * 1024 * 1024 + 64 * 1024;
const UPLOAD_TOO_LARGE = "Files can be up to 10 MB";

/**
 * Imports (docs/decisions/032-data-import.md): a whole account's export or a spreadsheet, up to 20 MB.
 * Streamed like the uploads, not buffered here: who sends the body is checked before anyone reads it
 * (the API's bearer token, the screens' session), so an anonymous 20 MB body costs no memory (issue 30).
 * The web import screen's upload (`/profile/data/import`, and its `.data` twin when JavaScript posts it)
 * has the same bound; the later CSV steps post small forms and keep the web limit.
 */
const IMPORT_PATHS = [/^\/api\/v1\/import\/(json|csv)$/, /^\/profile\/data\/import(\.data)?$/];
/** The largest import file. */
export const IMPORT_FILE_LIMIT = 20 * 1024 * 1024;
/** The largest import file plus room for the multipart framing and the options' fields. */
export const IMPORT_BODY_LIMIT = IMPORT_FILE_LIMIT + 64 * 1024;

/** True for a POST to an import path: its body may be up to IMPORT_BODY_LIMIT, JSON or multipart. */
export function isImportRequest(method: string, path: string): boolean {
  return method === "POST" && IMPORT_PATHS.some((p) => p.test(path));
}

/** True for a POST to an upload path: its body is not buffered, and not required to be JSON by the API. */
export function isUploadRequest(method: string, path: string): boolean {
  return method === "POST" && UPLOAD_PATHS.some((p) => p.test(path));
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

type BodyRead = { kind: "ok"; bytes: Uint8Array<ArrayBuffer> } | { kind: "too-large" };

/** Reads a body to its end, keeping at most `max` bytes. */
export async function readBodyCapped(body: ReadableStream<Uint8Array>, max: number): Promise<BodyRead> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > DRAIN_LIMIT) {
      await reader.cancel();
      return { kind: "too-large" };
    }
    if (size <= max) chunks.push(value);
  }
  if (size > max) return { kind: "too-large" };
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { kind: "ok", bytes };
}

/** The media type of a Content-Type header, lower-cased, without parameters ("" when absent). */
export function mediaType(contentType: string | null | undefined): string {
  return (contentType ?? "").split(";")[0].trim().toLowerCase();
}

/**
 * True when a state-changing browser request comes from this site. Origin decides when present
 * ("null" is foreign); otherwise Sec-Fetch-Site; otherwise Referer. A request with none of the three
 * is not from a browser form, so there is no ambient cookie to abuse through it.
 */
export function isSameSiteRequest(request: Request, trustedOrigins: readonly string[]): boolean {
  const own = new URL(request.url).origin;
  const allowed = (origin: string) => origin === own || trustedOrigins.includes(origin);
  const origin = request.headers.get("Origin");
  if (origin !== null) return allowed(origin);
  const site = request.headers.get("Sec-Fetch-Site");
  if (site !== null) return site === "same-origin" || site === "none";
  const referer = request.headers.get("Referer");
  if (referer !== null) {
    try {
      return allowed(new URL(referer).origin);
    } catch {
      return false;
    }
  }
  return true;
}

function isApiPath(path: string): boolean {
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}

function page(status: number, title: string, detail: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · Offerpath</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:6rem auto;padding:0 1.5rem;text-align:center;color:#0f172a"><h1 style="font-size:1.5rem">${title}</h1><p style="color:#475569">${detail}</p><p><a href="/" style="color:#1d4ed8">Go to the home page</a></p></body></html>`;
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

function seeOther(path: string): Response {
  return new Response(null, { status: 303, headers: { Location: path, "Cache-Control": "no-store" } });
}

function apiError(status: number, message: string): Response {
  return Response.json({ success: false, message }, { status, headers: { "Cache-Control": "no-store" } });
}

/**
 * Buffers every request body (bounded), refuses cross-site web posts, and refuses web posts whose
 * body is not a readable form. Downstream code sees a request whose body is already in memory.
 */
export function requestGuards(trustedOrigins: (env: Env) => readonly string[]): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    const request = c.req.raw;
    const api = isApiPath(c.req.path);
    const unsafe = !SAFE_METHODS.has(request.method);

    if (!api && unsafe && !isSameSiteRequest(request, trustedOrigins(c.env))) {
      await request.body?.cancel();
      return page(
        403,
        "This form came from another site",
        "For your safety, Offerpath only accepts forms sent from its own pages.",
      );
    }

    const uploading = isUploadRequest(request.method, c.req.path);
    const importing = isImportRequest(request.method, c.req.path);
    if (request.body && (uploading || importing)) {
      const [limit, tooLarge] = importing
        ? [IMPORT_BODY_LIMIT, IMPORT_TOO_LARGE]
        : [UPLOAD_BODY_LIMIT, UPLOAD_TOO_LARGE];
      const declared = Number(request.headers.get("Content-Length") ?? "0");
      if (declared > limit) {
        // Read (and drop) what the client sends before answering: see DRAIN_LIMIT.
        if (declared > DRAIN_LIMIT) await request.body.cancel();
        else await readBodyCapped(request.body, 0);
        if (api) return apiError(413, tooLarge);
        // A document form without JavaScript goes back to the documents page, which names the limit beside the form.
        if (uploading) return seeOther(`/documents?upload=${UPLOAD_REFUSALS.tooLarge}`);
        return page(413, "That file is too large", `${tooLarge}. Please go back and choose a smaller file.`);
      }
      c.req.raw = new Request(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body.pipeThrough(byteLimit(limit)),
        redirect: request.redirect,
        // @ts-expect-error: workerd and Node need it for a streamed request body; the DOM type lacks it
        duplex: "half",
      });
      await next();
      // An import refused before its body was read (no token, no session) is answered without reading it.
      if (importing) {
        await dropUnreadBody(c.req.raw, c.env.ENVIRONMENT === "development" ? DRAIN_LIMIT : undefined);
      }
      return;
    }

    if (request.body) {
      const text =
        (request.method === "PUT" || request.method === "POST") && TEXT_PATHS.some((p) => p.test(c.req.path));
      const limit = text ? TEXT_BODY_LIMIT : api ? API_BODY_LIMIT : WEB_BODY_LIMIT;
      const declared = Number(request.headers.get("Content-Length") ?? "0");
      let read: BodyRead = { kind: "too-large" };
      if (declared > DRAIN_LIMIT) await request.body.cancel();
      else read = await readBodyCapped(request.body, limit);
      if (read.kind === "too-large") {
        return api
          ? apiError(413, "Request body too large")
          : page(413, "That form is too large", "Please shorten what you entered and try again.");
      }
      c.req.raw = new Request(request.url, {
        method: request.method,
        headers: request.headers,
        body: read.bytes.byteLength > 0 ? read.bytes : null,
        redirect: request.redirect,
      });
    }

    if (!api && unsafe && !(await isReadableForm(c.req.raw))) {
      return page(400, "The form could not be read", "Please go back, check the form and send it again.");
    }
    await next();
  };
}

/**
 * How much of a refused import's body is read before the refusal goes: a small body is read whole; a
 * large one is not waited for, read or held, and its stream is cancelled. Clients such as curl stop
 * sending at an early error status, so a refusal that waited for the end would wait for bytes that never
 * come. Under local development the whole body is read and dropped first (up to DRAIN_LIMIT), as the
 * uploads do: the local runtime's proxy drops the connection of an answer sent while the client is still
 * sending (see DRAIN_LIMIT).
 */
const REFUSED_READ_LIMIT = 64 * 1024;

/** Reads and drops at most `limit` bytes of a body nobody read, then cancels the rest. */
export async function dropUnreadBody(request: Request, limit = REFUSED_READ_LIMIT): Promise<void> {
  const unread = request.body;
  if (!unread || request.bodyUsed || unread.locked) return;
  const reader = unread.getReader();
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // A body cut short, or past the import bound: nothing left to drop.
  }
}

/** Passes bytes through until `max` have gone by, then errors the stream (a body longer than it said). */
function byteLimit(max: number): TransformStream<Uint8Array, Uint8Array> {
  let seen = 0;
  return new TransformStream({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > max) controller.error(new Error(BODY_TOO_LARGE));
      else controller.enqueue(chunk);
    },
  });
}

/** An empty body, or a form body (URL-encoded or multipart) that parses and names every field. */
async function isReadableForm(request: Request): Promise<boolean> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (!request.body && !declared) return true;
  if (!FORM_TYPES.has(mediaType(request.headers.get("Content-Type")))) return false;
  try {
    const form = await request.clone().formData();
    for (const [name] of form) if (name === "") return false;
    return true;
  } catch {
    return false;
  }
}
