import type { MiddlewareHandler } from "hono";
import { isApiSessionLive } from "../../domain/auth/sessions.server";
import { verifyAccessToken } from "../../domain/auth/tokens.server";
import { type ApiEnv, errorBody } from "../http";

/** Reads the bearer token; sets `userId` and `sessionId` or answers 401 "Authentication invalid". */
export function requireAuth(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const header = c.req.header("Authorization") ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const deps = c.get("deps");
    const claims = match ? await verifyAccessToken(deps, match[1]) : null;
    if (!claims || !(await isApiSessionLive(deps, claims.sessionId, claims.userId))) {
      return c.json(errorBody("Authentication invalid"), 401);
    }
    c.set("userId", claims.userId);
    c.set("sessionId", claims.sessionId);
    await next();
  };
}

export function clientKey(c: { req: { header(name: string): string | undefined } }): string {
  return c.req.header("CF-Connecting-IP") ?? "unknown";
}
