import type { Context, MiddlewareHandler } from "hono";
import { isApiSessionLive } from "../../domain/auth/sessions.server";
import { type AccessClaims, verifyAccessToken } from "../../domain/auth/tokens.server";
import { type ApiEnv, errorBody } from "../http";

/** The claims of a correctly signed, unexpired bearer token, or null. Touches no storage. */
async function signedClaims(c: Context<ApiEnv>): Promise<AccessClaims | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header("Authorization") ?? "");
  return match ? verifyAccessToken(c.get("deps"), match[1]) : null;
}

/** The claims of a valid bearer token whose session is still live, or null. */
export async function bearerClaims(c: Context<ApiEnv>): Promise<AccessClaims | null> {
  const claims = await signedClaims(c);
  if (!claims || !(await isApiSessionLive(c.get("deps"), claims.sessionId, claims.userId))) return null;
  return claims;
}

const READS = new Set(["GET", "HEAD"]);

const unauthenticated = (c: Context<ApiEnv>) => c.json(errorBody("Authentication invalid"), 401);

/**
 * Reads the bearer token; sets `userId` and `sessionId` or answers 401 "Authentication invalid".
 *
 * A read (GET, HEAD: every one under this middleware only reads) does not wait for the session check
 * before it starts: the token's signature already proves whose data it asks for, so the session lookup
 * and the route's own queries go out together, one storage round trip instead of two (issue 11). Nothing
 * leaves before the check answers: if the session was revoked, the route's answer is dropped for the
 * 401. A write always waits for the check, so a revoked session never changes anything.
 */
export function requireAuth(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const claims = await signedClaims(c);
    if (!claims) return unauthenticated(c);
    const live = isApiSessionLive(c.get("deps"), claims.sessionId, claims.userId);
    c.set("userId", claims.userId);
    c.set("sessionId", claims.sessionId);
    if (!READS.has(c.req.method)) {
      if (!(await live)) return unauthenticated(c);
      await next();
      return;
    }
    // What the chain set before the route (CORS above all): the 401 keeps it, or a browser client on
    // another origin sees a network failure instead of the 401 that sends its user to sign in.
    const chainHeaders = new Headers(c.res.headers);
    // Hono turns a route's error into its onError answer inside next(), so the check is always awaited.
    const [alive] = await Promise.all([live, next()]);
    if (!alive) {
      // Replace, not merge: nothing of the route's answer (body or headers) may reach a revoked session.
      chainHeaders.set("Content-Type", "application/json");
      c.res = undefined;
      c.res = new Response(JSON.stringify(errorBody("Authentication invalid")), {
        status: 401,
        headers: chainHeaders,
      });
    }
  };
}
