/**
 * The screens' D1 bookmark (decision 022): the browser carries the newest bookmark it has seen in the
 * `op_d1` cookie, and each request's reads start from it, so a page never shows less than that browser
 * has already written or seen. Only writes and signed-in views set it: an anonymous page view gets no
 * cookie, so public pages stay cacheable.
 */
import { parse, serialize } from "hono/utils/cookie";
import { isReadMethod, parseBookmark } from "./db/replicas";
import { isSecureRequest, readSessionCookie, SESSION_COOKIE } from "./domain/auth/web-cookie";

export const BOOKMARK_COOKIE = "op_d1";

/** The valid bookmark the browser sent, or null (absent or not shaped like D1's: ignored). */
export function readBookmarkCookie(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  return parseBookmark(parse(cookieHeader, BOOKMARK_COOKIE)[BOOKMARK_COOKIE]);
}

/** A browser-session cookie: once the browser closes, every replica has long caught up. */
export function bookmarkCookie(bookmark: string, secure: boolean): string {
  return serialize(BOOKMARK_COOKIE, bookmark, { path: "/", httpOnly: true, sameSite: "Lax", secure });
}

/** Sets the bookmark cookie when the request moved the bookmark on and wrote or was signed in. */
export function carryBookmark(
  request: Request,
  response: Response,
  sent: string | null,
  current: string | null,
): Response {
  const bookmark = parseBookmark(current);
  if (!bookmark || bookmark === sent) return response;
  const signedIn =
    readSessionCookie(request.headers.get("Cookie")) !== null ||
    response.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (isReadMethod(request.method) && !signedIn) return response;
  const cookie = bookmarkCookie(bookmark, isSecureRequest(request.url));
  try {
    response.headers.append("Set-Cookie", cookie);
    return response;
  } catch {
    // Immutable headers (a Response.redirect): copy the response.
    const copy = new Response(response.body, response);
    copy.headers.append("Set-Cookie", cookie);
    return copy;
  }
}
