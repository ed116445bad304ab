/**
 * The web session cookie: `op_session=<session id>.<secret>`, HttpOnly, SameSite=Lax, Secure on https.
 * Without "remember me" it is a browser-session cookie (no Max-Age), gone when the browser closes.
 */
import { parse, serialize } from "hono/utils/cookie";

export const SESSION_COOKIE = "op_session";

export function readSessionCookie(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  return parse(cookieHeader, SESSION_COOKIE)[SESSION_COOKIE] ?? null;
}

/**
 * The exact shape `createWebSession` issues: a 24-character id from `newId` (lower-case base32) and a
 * 43-character secret from `randomToken(32)` (base64url, no padding). Anything else is no session.
 */
const COOKIE_VALUE = /^([a-z2-7]{24})\.([A-Za-z0-9_-]{43})$/;

/** Splits a cookie value into its session id and secret, or null when it is not shaped like ours. */
export function parseSessionCookieValue(
  value: string | null | undefined,
): { sessionId: string; secret: string } | null {
  if (typeof value !== "string" || value.length !== 68) return null;
  const match = COOKIE_VALUE.exec(value);
  return match ? { sessionId: match[1], secret: match[2] } : null;
}

export function sessionCookie(value: string, opts: { secure: boolean; persistentUntil?: Date }): string {
  return serialize(SESSION_COOKIE, value, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: opts.secure,
    ...(opts.persistentUntil ? { expires: opts.persistentUntil } : {}),
  });
}

export function clearedSessionCookie(secure: boolean): string {
  return serialize(SESSION_COOKIE, "", { path: "/", httpOnly: true, sameSite: "Lax", secure, maxAge: 0 });
}

export function isSecureRequest(url: string): boolean {
  return new URL(url).protocol === "https:";
}
