/**
 * D1 read replication through the Sessions API (docs/decisions/022-read-replicas-and-placement.md).
 * Each request runs its queries in one `D1DatabaseSession`: reads (GET, HEAD, OPTIONS) start from the
 * bookmark the client brought back (a cookie for the screens, the `x-d1-bookmark` header for the API),
 * so any replica at least that new may answer and the user reads their own writes; other methods write,
 * and whatever they read first (credentials, tokens, throttles, ownership) is read on the primary.
 */

/** The API's request and response header carrying a bookmark (docs/api-bookmarks.md). */
export const BOOKMARK_HEADER = "x-d1-bookmark";

/**
 * D1's bookmark shape, e.g. `0000007b-0000b26e-00001538-0c3e87bb37b3db5cc52eedb93cd3b96b`. Anything
 * else is ignored: production D1 refuses an unknown bookmark at the first query (a 500), and local
 * workerd echoes any string back.
 */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

export function parseBookmark(value: string | null | undefined): string | null {
  return typeof value === "string" && value.length === 59 && BOOKMARK.test(value) ? value : null;
}

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isReadMethod(method: string): boolean {
  return READ_METHODS.has(method.toUpperCase());
}

/**
 * GET routes that start on the primary all the same: they check a token that was just written and
 * arrive from an email or another site, often in a browser without our bookmark (a password-reset link),
 * or they write after reading (the Payment Link callback).
 */
const PRIMARY_READS = [/^\/reset-password\//, /^\/payment\/callback(\/|$)/, /^\/api\/v1\/auth\/check-reset-token\//];

export function startsOnPrimary(method: string, path: string): boolean {
  return !isReadMethod(method) || PRIMARY_READS.some((route) => route.test(path));
}

/**
 * The request's D1 session: a write request (and the few reads of `PRIMARY_READS`) starts on the primary
 * ("first-primary"); a read starts from the client's bookmark when it brought a valid one, else anywhere
 * ("first-unconstrained").
 */
export function openD1Session(d1: D1Database, request: Request, bookmark: string | null): D1DatabaseSession {
  if (startsOnPrimary(request.method, new URL(request.url).pathname)) return d1.withSession("first-primary");
  return d1.withSession(bookmark ?? "first-unconstrained");
}
