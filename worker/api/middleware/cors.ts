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
    // Range and If-None-Match: a document's content is read in parts and revalidated (decision 030).
    allowHeaders: ["Authorization", "Content-Type", BOOKMARK_HEADER, "Range", "If-None-Match"],
    // Read-your-writes for API clients (decision 022): they read the bookmark and send it back; a
    // document's download says its name, its part and its length.
    exposeHeaders: [BOOKMARK_HEADER, "Content-Disposition", "Content-Range", "Content-Length", "ETag"],
    maxAge: 600,
  });
}
