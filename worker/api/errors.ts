import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { ConfigError } from "../config";
import { errorBody } from "./http";

/**
 * The API's one error handler: a client error keeps its status in the contract's envelope; anything
 * unexpected (a broken configuration included) is logged and answers `{success:false, message:"Something
 * went wrong"}` with status 500, never a stack. The Worker's entry uses it too, for what fails on an API
 * path before the API's own handlers run (building the dependencies).
 */
export const apiErrorHandler: ErrorHandler = (err, c) => {
  if (err instanceof HTTPException && err.status < 500) {
    const message = err.status === 400 && /malformed json/i.test(err.message) ? "Malformed JSON body" : err.message;
    return c.json(errorBody(message || "Bad request"), err.status);
  }
  if (err instanceof ConfigError) console.error(err.message);
  else console.error("Unhandled API error", c.req.method, c.req.path, err);
  return c.json(errorBody("Something went wrong"), 500);
};
