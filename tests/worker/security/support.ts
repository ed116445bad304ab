/**
 * Helpers for the security suite. Every actor signs up from its own client address (CF-Connecting-IP),
 * so per-client throttles on sign-up and sign-in never couple two tests in the same file.
 */
import { env, exports } from "cloudflare:workers";
import { expect, vi } from "vitest";
import { api, sessionCookieFrom, uniqueEmail } from "../helpers";

// Two shared cores and several suites at once: a sign-up plus a few requests can take seconds.
vi.setConfig({ testTimeout: 30_000 });

export const ORIGIN = "http://localhost";
export const EVIL = "https://evil.example";
export const PASSWORD = "correct-horse-1";

/** A client address no other test uses. */
export function freshIp(): string {
  const b = crypto.getRandomValues(new Uint8Array(3));
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

/** Any request to the Worker, redirects not followed. */
export function send(path: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(`${ORIGIN}${path}`, { redirect: "manual", ...init });
}

export type FormOpts = { cookie?: string; ip?: string; headers?: Record<string, string>; origin?: string | null };

/** A form post as a browser sends it: same-origin unless `origin` says otherwise (`null` = no Origin). */
export function formPost(path: string, fields: Record<string, string> | [string, string][], opts: FormOpts = {}) {
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  if (opts.origin !== null) headers.Origin = opts.origin ?? ORIGIN;
  if (opts.cookie) headers.Cookie = opts.cookie;
  if (opts.ip) headers["CF-Connecting-IP"] = opts.ip;
  Object.assign(headers, opts.headers);
  return send(path, { method: "POST", headers, body: new URLSearchParams(fields).toString() });
}

export function page(path: string, cookie?: string, headers: Record<string, string> = {}) {
  return send(path, { headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers } });
}

export type Actor = {
  userId: string;
  name: string;
  email: string;
  password: string;
  token: string;
  refreshToken: string;
  ip: string;
  cookie: string;
};

/** A new user with an API token pair and a web session cookie. */
export async function newUser(opts: { name?: string; web?: boolean } = {}): Promise<Actor> {
  const ip = freshIp();
  const email = uniqueEmail("sec");
  const name = opts.name ?? "Secure Tester";
  const res = await api("POST", "/auth/register", {
    body: { name, email, password: PASSWORD },
    headers: { "CF-Connecting-IP": ip },
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  let cookie = "";
  if (opts.web !== false) {
    const login = await formPost("/login", { email, password: PASSWORD }, { ip });
    if (login.status !== 302) throw new Error(`web sign-in failed: ${login.status}`);
    cookie = sessionCookieFrom(login);
  }
  return {
    userId: res.body.user._id,
    name,
    email,
    password: PASSWORD,
    token: res.body.token,
    refreshToken: res.body.refreshToken,
    ip,
    cookie,
  };
}

export function as(actor: Actor) {
  return { token: actor.token, headers: { "CF-Connecting-IP": actor.ip } };
}

export const JOB = {
  company: "Initech",
  position: "Engineer",
  status: "applied",
  jobType: "full-time",
  jobLocation: "Remote",
  notes: "original notes",
  salary: { min: 10, max: 20, currency: "INR" },
  applicationDate: "2026-01-15",
  priority: "medium",
  favorite: false,
};

export async function createJob(actor: Actor, fields: Record<string, unknown> = {}): Promise<string> {
  const res = await api("POST", "/jobs", { ...as(actor), body: { ...JOB, ...fields } });
  if (res.status !== 201) throw new Error(`create job failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.job._id;
}

export async function addInterview(actor: Actor, jobId: string, fields: Record<string, unknown> = {}) {
  const res = await api("POST", `/jobs/${jobId}/interviews`, {
    ...as(actor),
    body: { date: "2026-06-01T10:00", interviewType: "video", withPerson: "Ann", notes: "first", ...fields },
  });
  if (res.status !== 200) throw new Error(`add interview failed: ${res.status} ${JSON.stringify(res.body)}`);
  const list: { _id: string }[] = res.body.job.interviewHistory;
  return list[list.length - 1]._id;
}

/** A user with one job that has one interview. */
export async function userWithJob(opts: { name?: string; company?: string } = {}) {
  const actor = await newUser({ name: opts.name });
  const jobId = await createJob(actor, opts.company ? { company: opts.company } : {});
  const interviewId = await addInterview(actor, jobId);
  return { ...actor, jobId, interviewId };
}

/** Everything a user owns that an attack could change, read straight from D1. */
export async function snapshot(userId: string): Promise<string> {
  const [user, jobs, interviews, sessions] = await Promise.all([
    env.DB.prepare(
      "SELECT id, name, email, password_hash, current_plan_id, time_zone, is_active, updated_at FROM users WHERE id = ?",
    )
      .bind(userId)
      .all(),
    env.DB.prepare("SELECT * FROM jobs WHERE user_id = ? ORDER BY id").bind(userId).all(),
    env.DB.prepare("SELECT * FROM interviews WHERE user_id = ? ORDER BY id").bind(userId).all(),
    env.DB.prepare("SELECT id, expires_at FROM sessions WHERE user_id = ? ORDER BY id").bind(userId).all(),
  ]);
  return JSON.stringify({
    user: user.results,
    jobs: jobs.results,
    interviews: interviews.results,
    sessions: sessions.results,
  });
}

export async function jobRow(jobId: string) {
  return env.DB.prepare("SELECT * FROM jobs WHERE id = ?").bind(jobId).first<Record<string, unknown>>();
}

export async function countJobs(userId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM jobs WHERE user_id = ?")
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The newest reset link mailed to an address; emails go out after the answer, so poll for a while. */
export async function waitForResetToken(to: string, timeoutMs = 5000): Promise<string | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = await env.DB.prepare(
      "SELECT text FROM email_outbox WHERE to_address = ? AND subject LIKE '%eset%' ORDER BY created_at DESC, rowid DESC LIMIT 1",
    )
      .bind(to)
      .first<{ text: string }>();
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
    if (token) return token;
    if (Date.now() > deadline) return null;
    await sleep(50);
  }
}

/** True when the cookie opens a signed-in page. */
export async function isSignedIn(cookie: string): Promise<boolean> {
  return (await page("/dashboard", cookie)).status === 200;
}

/** A Location header that stays on this site (a path, or an absolute URL of this origin). */
export function expectSameSiteLocation(location: string | null) {
  expect(location).toBeTruthy();
  const value = location ?? "";
  expect(value.includes("\\"), value).toBe(false);
  expect(/^\s*\/\//.test(value), value).toBe(false);
  expect(new URL(value, ORIGIN).origin, value).toBe(ORIGIN);
}

/** Raw (unescaped) markup an injected value would produce if a page rendered it as HTML. */
export const XSS = {
  script: "<script>alert('xss')</script>",
  img: '"><img src=x onerror=alert(1)>',
};

export function expectNoRawMarkup(html: string) {
  expect(html).not.toContain(XSS.script);
  expect(html).not.toContain("<img src=x onerror=alert(1)>");
}

/** The four bodies that are not a readable form (issue 6 item 9). */
export const UNREADABLE_BODIES: [label: string, contentType: string, body: string][] = [
  ["text/plain", "text/plain", "email=a@b.c&password=x"],
  ["JSON", "application/json", '{"email":"a@b.c","password":"x"}'],
  ["a bad multipart boundary", "multipart/form-data; boundary=zzz", "--yyy\r\nnonsense\r\n--yyy--"],
  [
    "a multipart field with an empty name",
    "multipart/form-data; boundary=b",
    '--b\r\nContent-Disposition: form-data; name=""\r\n\r\nvalue\r\n--b--\r\n',
  ],
];
