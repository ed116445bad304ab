/**
 * The JSON API at /api/v1: small sub-apps joined with `route()`, one error handler, the contract's
 * envelopes everywhere (api-contract.md §1).
 */
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { isImportRequest, isUploadRequest, mediaType } from "../request-guards";
import { apiErrorHandler } from "./errors";
import { type ApiEnv, errorBody, validationHook } from "./http";
import { apiCors } from "./middleware/cors";
import { isOneClickUnsubscribe } from "./notifications";
import { finishDocument, OPENAPI_OBJECT, registerSecuritySchemes } from "./openapi/document";
import { operation } from "./openapi/operation";
import { routes } from "./routes";

export const api = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
// Each area declares its operations beside their handlers (route(), decision 027); mounting an area below
// brings them into this registry under the area's prefix.
registerSecuritySchemes(api.openAPIRegistry);

// `deps` is set by the Worker's entry (worker/index.ts), the composition root's one caller.
api.use("*", apiCors());
// The body's size was already bounded by the Worker's request guards (413 there).
api.use("*", async (c, next) => {
  // Uploads (POST /documents, POST /jobs/:id/documents) check their own type, after authentication:
  // multipart/form-data, or JSON to attach a stored file (worker/api/documents.ts). Imports too
  // (worker/api/import.ts): JSON or multipart.
  const json = mediaType(c.req.header("Content-Type")) === "application/json";
  // The one-click unsubscribe (RFC 8058) is posted by mail clients as a form: `List-Unsubscribe=One-Click`.
  const ownType =
    isUploadRequest(c.req.method, c.req.path) ||
    isImportRequest(c.req.method, c.req.path) ||
    isOneClickUnsubscribe(c.req.method, c.req.path);
  if (c.req.raw.body !== null && !json && !ownType) {
    return c.json(errorBody("Content-Type must be application/json"), 415);
  }
  await next();
  // Answers carry the caller's own data unless a route says otherwise (public plan lists may cache).
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
});

for (const [path, sub] of routes) api.route(path, sub);

let document: ReturnType<typeof api.getOpenAPI31Document> | undefined;
/** The OpenAPI 3.1 document, generated once per isolate (it changes only with a deploy). */
export function apiDocument() {
  document ??= finishDocument(api.getOpenAPI31Document(OPENAPI_OBJECT));
  return document;
}

/** The document is the same for everyone and changes only with a deploy. */
export const OPENAPI_CACHE_CONTROL = "public, max-age=300";

// Declared with `api.openapi(...)`, the library's own way, so the API's defaultHook stays in use (decision 027).
api.openapi(
  operation({
    method: "get",
    path: "/openapi.json",
    tag: "Meta",
    summary: "This document",
    description: "OpenAPI 3.1, generated from the schemas that validate the requests.",
    auth: "public",
    success: { description: "The OpenAPI document.", schema: z.record(z.string(), z.unknown()) },
  }),
  (c) => c.json(apiDocument(), 200, { "Cache-Control": OPENAPI_CACHE_CONTROL }),
);

// Last: any method on any unmatched path under /api/v1 (the parent app would otherwise hand it to React Router).
api.all("*", (c) => c.json(errorBody("Route not found"), 404));

api.onError(apiErrorHandler);
