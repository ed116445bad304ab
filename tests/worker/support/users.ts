/**
 * Test users: each signs up from a client address of its own (CF-Connecting-IP), so per-client throttles
 * on sign-up and sign-in never couple two tests in the same file (storage is isolated per file, not per test).
 */
import { api, formPost, page, sessionCookieFrom } from "./requests";

export const PASSWORD = "correct-horse-1";

export function uniqueEmail(tag = "user"): string {
  return `${tag}-${crypto.randomUUID().slice(0, 8)}@example.test`;
}

/** A client address no other test uses (never contacted: it only keys the throttles). */
export function uniqueClientIp(): string {
  const b = crypto.getRandomValues(new Uint8Array(3));
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

export type SignedUp = {
  userId: string;
  name: string;
  email: string;
  password: string;
  token: string;
  refreshToken: string;
  /** The client address the user signed up from; later requests may send it too (`as`). */
  ip: string;
};

/** A user signed up through the API, with its token pair. */
export async function signUp(
  opts: { name?: string; email?: string; password?: string; clientIp?: string } = {},
): Promise<SignedUp> {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? PASSWORD;
  const name = opts.name ?? "Test User";
  const ip = opts.clientIp ?? uniqueClientIp();
  const res = await api("POST", "/auth/register", {
    body: { name, email, password },
    headers: { "CF-Connecting-IP": ip },
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return {
    userId: res.body.user._id,
    name,
    email,
    password,
    token: res.body.token,
    refreshToken: res.body.refreshToken,
    ip,
  };
}

/** Signs in on the web face; the session cookie when it worked. */
export async function webLogin(email: string, password: string, extra: Record<string, string> = {}, ip?: string) {
  const res = await formPost("/login", { email, password, ...extra }, { ip });
  return { res, cookie: res.status === 302 ? sessionCookieFrom(res) : "" };
}

export type WebUser = SignedUp & { cookie: string };

/**
 * A signed-up user with both an API token pair and a web session cookie; `timeZone` is saved on the account
 * first (signing in never changes it, decision 044) and is what the sign-in form reports.
 */
export async function signUpForWeb(opts: { name?: string; timeZone?: string } = {}): Promise<WebUser> {
  const user = await signUp({ name: opts.name });
  const extra: Record<string, string> = opts.timeZone ? { timeZone: opts.timeZone } : {};
  if (opts.timeZone) {
    const saved = await api("PATCH", "/auth/update-profile", { ...as(user), body: { timeZone: opts.timeZone } });
    if (saved.status !== 200) throw new Error(`saving the zone failed: ${saved.status}`);
  }
  const { res, cookie } = await webLogin(user.email, user.password, extra, user.ip);
  if (!cookie) throw new Error(`web sign-in failed: ${res.status}`);
  return { ...user, cookie };
}

/** The API options of a user's own requests: their token, from their own address. */
export function as(user: Pick<SignedUp, "token" | "ip">) {
  return { token: user.token, headers: { "CF-Connecting-IP": user.ip } };
}

/** True when the cookie opens a signed-in page. */
export async function isSignedIn(cookie: string): Promise<boolean> {
  return (await page("/dashboard", cookie)).status === 200;
}
