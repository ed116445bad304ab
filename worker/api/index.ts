/**
 * The JSON API at /api/v1: small sub-apps joined with `route()`, one error handler, the contract's
 * envelopes everywhere (api-contract.md §1).
 */
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { ConfigError } from "../config";
import { BOOKMARK_HEADER, openD1Session, parseBookmark } from "../db/replicas";
import { makeDeps } from "../deps";
import { mediaType } from "../request-guards";
import { type ApiEnv, errorBody } from "./http";
import { apiCors } from "./middleware/cors";
import { routes } from "./routes";

export const api = new Hono<ApiEnv>();

// One D1 session per request (decision 022): reads start from the client's `x-d1-bookmark` (a bad value
// is ignored), writes on the primary; every answer that touched D1 carries the newest bookmark back.
api.use("*", async (c, next) => {
  const d1 = openD1Session(c.env.DB, c.req.raw, parseBookmark(c.req.header(BOOKMARK_HEADER)));
  c.set("deps", makeDeps(c.env, c.executionCtx as ExecutionContext, d1));
  await next();
  const bookmark = parseBookmark(d1.getBookmark());
  if (bookmark) c.res.headers.set(BOOKMARK_HEADER, bookmark);
});
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

api.onError((err, c) => {
  if (err instanceof HTTPException && err.status < 500) {
    const message = err.status === 400 && /malformed json/i.test(err.message) ? "Malformed JSON body" : err.message;
    return c.json(errorBody(message || "Bad request"), err.status);
  }
  if (err instanceof ConfigError) console.error(err.message);
  else console.error("Unhandled API error", c.req.method, c.req.path, err);
  return c.json(errorBody("Something went wrong"), 500);
});
