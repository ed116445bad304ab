import type { Context, MiddlewareHandler } from "hono";
import { isApiSessionLive } from "../../domain/auth/sessions.server";
import { type AccessClaims, verifyAccessToken } from "../../domain/auth/tokens.server";
import { type ApiEnv, errorBody } from "../http";

/** The claims of a valid bearer token whose session is still live, or null. */
export async function bearerClaims(c: Context<ApiEnv>): Promise<AccessClaims | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header("Authorization") ?? "");
  const deps = c.get("deps");
  const claims = match ? await verifyAccessToken(deps, match[1]) : null;
  if (!claims || !(await isApiSessionLive(deps, claims.sessionId, claims.userId))) return null;
  return claims;
}

/** Reads the bearer token; sets `userId` and `sessionId` or answers 401 "Authentication invalid". */
export function requireAuth(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const claims = await bearerClaims(c);
    if (!claims) return c.json(errorBody("Authentication invalid"), 401);
    c.set("userId", claims.userId);
    c.set("sessionId", claims.sessionId);
    await next();
  };
}
