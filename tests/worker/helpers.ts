/** Shared test setup: each test makes its own users (storage is isolated per file, not per test). */
import { env, exports } from "cloudflare:workers";
import { makeDeps } from "@worker/composition";
import { readBatcher } from "@worker/db/read-batch";
import type { Deps } from "@worker/deps";

/** The Worker's own dependencies over the test bindings; a `db` override also carries `read`. */
export function testDeps(overrides: Partial<Deps> = {}): Deps {
  const read = overrides.db ? readBatcher(overrides.db) : undefined;
  return { ...makeDeps(env), defer: () => {}, ...(read && { read }), ...overrides };
}

export function uniqueEmail(tag = "user"): string {
  return `${tag}-${crypto.randomUUID().slice(0, 8)}@example.test`;
}

export type ApiAnswer = { status: number; body: Record<string, any>; headers: Headers };

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
  const res = await exports.default.fetch(`http://localhost/api/v1${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: Record<string, any> = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = { __text: text };
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

export type SignedUp = { userId: string; email: string; password: string; token: string; refreshToken: string };

/** A client address of its own (TEST-NET-2, RFC 5737), so per-client throttles of one test touch no other. */
export function uniqueClientIp(): string {
  const [a, b] = crypto.getRandomValues(new Uint8Array(2));
  return `198.51.${a}.${b}`;
}

/** Registration is throttled per client: each sign-up comes from its own address unless one is given. */
export async function signUp(
  opts: { name?: string; email?: string; password?: string; clientIp?: string } = {},
): Promise<SignedUp> {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? "correct-horse-1";
  const res = await api("POST", "/auth/register", {
    body: { name: opts.name ?? "Test User", email, password },
    headers: { "CF-Connecting-IP": opts.clientIp ?? uniqueClientIp() },
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { userId: res.body.user._id, email, password, token: res.body.token, refreshToken: res.body.refreshToken };
}

/** The reset link most recently kept in the local email outbox for an address. */
export async function lastOutboxEmail(to: string): Promise<{ subject: string; text: string } | null> {
  return env.DB.prepare(
    "SELECT subject, text FROM email_outbox WHERE to_address = ? ORDER BY created_at DESC, rowid DESC LIMIT 1",
  )
    .bind(to)
    .first<{ subject: string; text: string }>();
}

/**
 * Waits for an email that is sent after the answer (`deps.defer`, e.g. a reset link), newer than the
 * newest one already there when `since` was taken; null when none arrives within `timeoutMs`.
 */
export async function waitForOutboxEmail(
  to: string,
  opts: { subject?: string; since?: number; timeoutMs?: number } = {},
): Promise<{ subject: string; text: string } | null> {
  const deadline = Date.now() + (opts.timeoutMs ?? 2_000);
  for (;;) {
    const row = await env.DB.prepare(
      `SELECT subject, text FROM email_outbox WHERE to_address = ? AND rowid > ?${opts.subject ? " AND subject = ?" : ""}
       ORDER BY rowid DESC LIMIT 1`,
    )
      .bind(...[to, opts.since ?? 0, ...(opts.subject ? [opts.subject] : [])])
      .first<{ subject: string; text: string }>();
    if (row || Date.now() > deadline) return row;
    await scheduler.wait(20);
  }
}

/** A marker for `waitForOutboxEmail`: emails kept after this call are newer than it. */
export async function outboxMark(): Promise<number> {
  const row = await env.DB.prepare("SELECT COALESCE(MAX(rowid), 0) AS id FROM email_outbox").first<{ id: number }>();
  return row?.id ?? 0;
}

const ORIGIN = "http://localhost";

/** A same-origin form post to a screen, as a browser without JavaScript sends it. */
export async function post(path: string, fields: Record<string, string>, cookie?: string) {
  return exports.default.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: ORIGIN,
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

export async function get(path: string, cookie?: string) {
  return exports.default.fetch(`${ORIGIN}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
}

export function sessionCookieFrom(res: Response): string {
  const set = res.headers.getSetCookie().find((c) => c.startsWith("op_session="));
  if (!set) throw new Error("no session cookie set");
  return set.split(";")[0];
}

export async function webLogin(email: string, password: string, extra: Record<string, string> = {}) {
  const res = await post("/login", { email, password, ...extra });
  return { res, cookie: res.status === 302 ? sessionCookieFrom(res) : "" };
}

/** A signed-up user with both an API token and a web session cookie. */
export async function signUpForWeb(opts: { timeZone?: string } = {}) {
  const user = await signUp();
  const { cookie } = await webLogin(user.email, user.password, opts.timeZone ? { timeZone: opts.timeZone } : {});
  return { ...user, cookie };
}

export type WebUser = Awaited<ReturnType<typeof signUpForWeb>>;

/** Follows a screen's redirect with the flash-toast cookie it set, as a browser would; the page's HTML. */
export async function followToast(res: Response, cookie: string) {
  const toastCookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("op_toast="));
  return (await get(res.headers.get("location") ?? "/", [cookie, toastCookie].filter(Boolean).join("; "))).text();
}

/**
 * A storage binding (D1 and KV at once) whose every call throws `failure(call)`: a database that cannot
 * be reached, or proof that a route touched no storage. Opening a D1 Sessions API session and reading its
 * bookmark do no I/O, so they succeed as on the real binding (`withSession` hands back the same binding).
 */
export function failingStorage(failure: (call: string) => Error): D1Database & KVNamespace {
  const binding: D1Database & KVNamespace = new Proxy({} as D1Database & KVNamespace, {
    get: (_target, prop) => {
      if (prop === "then") return undefined;
      if (prop === "withSession") return () => binding;
      if (prop === "getBookmark") return () => null;
      return () => {
        throw failure(String(prop));
      };
    },
  });
  return binding;
}

/** A D1 binding whose every query fails, as when the database cannot be reached. */
export const unreachableD1: D1Database = failingStorage(() => new Error("D1_ERROR: Network connection lost."));
