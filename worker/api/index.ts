/**
 * The JSON API at /api/v1: small sub-apps joined with `route()`, one error handler, the contract's
 * envelopes everywhere (api-contract.md §1).
 */
import { Hono } from "hono";
import { mediaType } from "../request-guards";
import { apiErrorHandler } from "./errors";
import { type ApiEnv, errorBody } from "./http";
import { apiCors } from "./middleware/cors";
import { routes } from "./routes";

export const api = new Hono<ApiEnv>();

// `deps` is set by the Worker's entry (worker/index.ts), the composition root's one caller.
api.use("*", apiCors());
// The body's size was already bounded by the Worker's request guards (413 there).
api.use("*", async (c, next) => {
  if (c.req.raw.body !== null && mediaType(c.req.header("Content-Type")) !== "application/json") {
    return c.json(errorBody("Content-Type must be application/json"), 415);
  }
  await next();
  // Answers carry the caller's own data unless a route says otherwise (public plan lists may cache).
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
});

for (const [path, sub] of routes) api.route(path, sub);

// Last: any method on any unmatched path under /api/v1 (the parent app would otherwise hand it to React Router).
api.all("*", (c) => c.json(errorBody("Route not found"), 404));

api.onError(apiErrorHandler);
