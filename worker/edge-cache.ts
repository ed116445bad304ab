/**
 * The public pages that are the same for every visitor, served from the colo's cache (decision 023).
 *
 * Only an anonymous GET without a query string is looked up or stored: a request carrying the session
 * or the flash-toast cookie renders fresh and is marked `private, no-store`, and a response that sets a
 * cookie or is not a 200 page is never stored. The cache key carries a version (the client build's
 * manifest version and a digest of the public plans), so a deploy or a price change is a new key
 * rather than a purge.
 *
 * The colour theme (issue 31, docs/decisions/048-dark-mode.md): a visitor who chose none gets the page
 * every such visitor gets, whose theme is CSS's `prefers-color-scheme` alone. One who chose light or dark
 * (the op_theme cookie, which outlives signing out) gets a copy rendered in that theme, cached under its
 * own key and sent as private, so no shared cache between the visitor and us can hand it to anyone else.
 */
import { themeFromCookie } from "@core/theme";
import type { MiddlewareHandler } from "hono";
import { SESSION_COOKIE } from "./domain/auth/web-cookie";

/** The pages cached for visitors; each also ships no JavaScript (`handle: staticPage`). */
export const EDGE_CACHED_PAGES: ReadonlySet<string> = new Set([
  "/",
  "/terms-of-use",
  "/privacy-policy",
  "/refund-policy",
]);

/** Browsers revalidate every time; the edge (and any shared cache) keeps a copy 5 minutes. */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";

/** A copy in a chosen theme: only the visitor's browser keeps it, and asks again every time. */
export const THEMED_PAGE_CACHE_CONTROL = "private, no-cache";

/**
 * The cache key of a page built from `version`: the page's address and version, and the theme when the
 * visitor chose one (a cookie value core/theme.ts ignores is no choice, here as in the rendered page).
 */
export function cacheKeyFor(request: Request, version: string): { keyUrl: string; themed: boolean } {
  const url = new URL(request.url);
  const theme = themeFromCookie(request.headers.get("Cookie"));
  const themed = theme !== "system";
  const keyUrl = `${url.origin}${url.pathname}?v=${encodeURIComponent(version)}${themed ? `&theme=${theme}` : ""}`;
  return { keyUrl, themed };
}

const PERSONAL_COOKIES = [SESSION_COOKIE, "op_toast"];

/** Whether a request carries nothing that could make its page personal (a session or a flash toast). */
export function isAnonymous(request: Request): boolean {
  const cookie = request.headers.get("Cookie");
  if (!cookie) return true;
  return !cookie.split(";").some((pair) => PERSONAL_COOKIES.includes(pair.split("=")[0].trim()));
}

/**
 * `version` names what a cached page was built from; null means "do not cache now" (e.g. the plans
 * could not be read, so the page shows a notice that must not outlive the outage).
 */
export function edgeCache(version: (env: Env) => Promise<string | null>): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (c.req.method !== "GET" || !EDGE_CACHED_PAGES.has(url.pathname)) return next();
    if (!isAnonymous(c.req.raw)) {
      await next();
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("Cache-Control", "private, no-store");
      return;
    }
    const v = url.search === "" ? await version(c.env) : null;
    if (v === null) return next();

    const { keyUrl, themed } = cacheKeyFor(c.req.raw, v);
    return serveCached(c, next, keyUrl, themed ? THEMED_PAGE_CACHE_CONTROL : PUBLIC_PAGE_CACHE_CONTROL);
  };
}

/**
 * The public profile pages, /u/:handle (issue 23, docs/decisions/035): cached like the pages above, but
 * keyed by `version(env, handle)`, which reads the profile's own version on every request (one indexed
 * row): null when the page is not shown, so a profile turned off, downgraded or deleted renders its 404 on
 * the very next request in every colo, whatever copies remain under old keys. Browsers and shared caches
 * are told to revalidate every time (`no-cache`), so none of them can keep serving a hidden page either.
 */
export function profileEdgeCache(
  version: (env: Env, handle: string) => Promise<string | null>,
): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const handle = /^\/u\/([^/]+)$/.exec(url.pathname)?.[1];
    if (c.req.method !== "GET" || !handle) return next();
    if (!isAnonymous(c.req.raw)) {
      await next();
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("Cache-Control", "private, no-store");
      return;
    }
    const v = url.search === "" ? await version(c.env, handle) : null;
    const { keyUrl, themed } = cacheKeyFor(c.req.raw, v ?? "");
    if (v === null) {
      await next();
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("Cache-Control", themed ? THEMED_PAGE_CACHE_CONTROL : PROFILE_PAGE_CACHE_CONTROL);
      return;
    }
    return serveCached(c, next, keyUrl, themed ? THEMED_PAGE_CACHE_CONTROL : PROFILE_PAGE_CACHE_CONTROL);
  };
}

/** What a visitor's browser (and any shared cache) is told about a profile page: ask again every time. */
export const PROFILE_PAGE_CACHE_CONTROL = "public, no-cache";

/**
 * The page under `keyUrl` from the colo's cache, or rendered and stored there (a 200 HTML page that sets
 * no cookie). The stored copy lives five minutes (`s-maxage`); `sentCacheControl` is what the visitor gets.
 */
async function serveCached(
  c: Parameters<MiddlewareHandler<{ Bindings: Env }>>[0],
  next: () => Promise<void>,
  keyUrl: string,
  sentCacheControl = PUBLIC_PAGE_CACHE_CONTROL,
): Promise<Response | undefined> {
  const cache = await caches.open("public-pages");
  const key = new Request(keyUrl);
  const hit = await cache.match(key);
  if (hit) {
    const res = new Response(hit.body, hit);
    res.headers.set("Cache-Control", sentCacheControl);
    res.headers.set("X-Edge-Cache", "HIT");
    return res;
  }
  await next();
  const html = c.res.headers.get("Content-Type")?.startsWith("text/html") ?? false;
  if (c.res.status !== 200 || !html || c.res.headers.has("Set-Cookie")) return undefined;
  // Hono's setter copies the response (headers made elsewhere may be immutable); work on its copy.
  c.res = new Response(c.res.body, c.res);
  c.res.headers.set("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
  c.res.headers.set("X-Edge-Cache", "MISS");
  const stored = c.res.clone();
  c.res.headers.set("Cache-Control", sentCacheControl);
  c.executionCtx.waitUntil(cache.put(key, stored));
  return undefined;
}

/** A short, stable digest of a value's JSON (part of a cache key, not a secret). */
export async function digest(value: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...hash.slice(0, 8)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
