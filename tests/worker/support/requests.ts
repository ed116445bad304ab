/** Requests to the Worker as each client sends them: the API's JSON, a browser's pages and form posts. */
import { exports } from "cloudflare:workers";

export const ORIGIN = "http://localhost";
/** A foreign site, for cross-site posts and redirects. */
export const EVIL = "https://evil.example";

/** Any request to the Worker, redirects not followed. */
export function send(path: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(`${ORIGIN}${path}`, { redirect: "manual", ...init });
}

export type ApiAnswer = { status: number; body: Record<string, any>; headers: Headers };

/** A call to /api/v1 with a JSON body (or a raw one) and a bearer token; the answer's JSON parsed. */
export async function api(
  method: string,
  path: string,
  opts: { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  let body: string | undefined = opts.rawBody;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers["Content-Type"] = "application/json";
  }
  const res = await exports.default.fetch(`${ORIGIN}/api/v1${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: Record<string, any> = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = { __text: text };
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

export type FormOpts = { cookie?: string; ip?: string; headers?: Record<string, string>; origin?: string | null };

/**
 * A form post as a browser without JavaScript sends it: same-origin unless `origin` says otherwise (`null`:
 * no Origin header). The third argument is the options, or just the session cookie.
 */
export function formPost(
  path: string,
  fields: Record<string, string> | [string, string][],
  opts: FormOpts | string = {},
): Promise<Response> {
  const o: FormOpts = typeof opts === "string" ? { cookie: opts } : opts;
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  if (o.origin !== null) headers.Origin = o.origin ?? ORIGIN;
  if (o.cookie) headers.Cookie = o.cookie;
  if (o.ip) headers["CF-Connecting-IP"] = o.ip;
  Object.assign(headers, o.headers);
  return send(path, { method: "POST", headers, body: new URLSearchParams(fields).toString() });
}

/** A page as a browser asks for it, with the session cookie if any. */
export function page(path: string, cookie?: string, headers: Record<string, string> = {}): Promise<Response> {
  return send(path, { headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers } });
}

export function sessionCookieFrom(res: Response): string {
  const set = res.headers.getSetCookie().find((c) => c.startsWith("op_session="));
  if (!set) throw new Error("no session cookie set");
  return set.split(";")[0];
}

/** Follows a screen's redirect with the flash-toast cookie it set, as a browser would; the page's HTML. */
export async function followToast(res: Response, cookie: string) {
  const toastCookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("op_toast="));
  return (await page(res.headers.get("location") ?? "/", [cookie, toastCookie].filter(Boolean).join("; "))).text();
}
