import type { MiddlewareHandler } from "hono";

/** Baseline security headers on every response, page or API. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // Responses built elsewhere (fetch passthroughs) may have immutable headers: copy before setting.
    c.res = new Response(c.res.body, c.res);
    const h = c.res.headers;
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("X-Frame-Options", "DENY");
    h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (!h.has("Content-Security-Policy")) h.set("Content-Security-Policy", "frame-ancestors 'none'");
    if (new URL(c.req.url).protocol === "https:") {
      h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
  };
}
