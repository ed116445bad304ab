import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import { BOOKMARK_HEADER } from "../../db/replicas";
import { isExtensionOrigin } from "../../lib/extension-origin";
import type { ApiEnv } from "../http";

/** CORS for the configured web origins and for browser-extension origins; preflights need no auth. */
export function apiCors(): MiddlewareHandler<ApiEnv> {
  return cors({
    origin: (origin, c) => {
      const allowed = c.get("deps").config.ALLOWED_ORIGINS;
      if (allowed.includes(origin) || isExtensionOrigin(origin)) return origin;
      return null;
    },
    allowMethods: ["GET", "POST", "PATCH", "PUT", "DELETE", "OPTIONS"],
    allowHeaders: ["Authorization", "Content-Type", BOOKMARK_HEADER],
    // Read-your-writes for API clients (decision 022): they read the bookmark and send it back.
    exposeHeaders: [BOOKMARK_HEADER],
    maxAge: 600,
  });
}
