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
