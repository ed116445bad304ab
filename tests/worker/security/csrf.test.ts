/**
 * Cross-site request forgery on every state-changing form action: a post from another site is a 403
 * and changes nothing, whichever signal (Origin, Sec-Fetch-Site, Referer) gives it away.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  api,
  EVIL,
  formPost,
  isSignedIn,
  PASSWORD,
  signUp,
  snapshot,
  uniqueClientIp,
  uniqueEmail,
  userWithJob,
  waitForResetToken,
} from "../support";

type Victim = Awaited<ReturnType<typeof userWithJob>>;

const CROSS_SITE: [string, { origin: string | null; headers?: Record<string, string> }][] = [
  ["Origin: https://evil.example", { origin: EVIL }],
  ["Origin: null", { origin: "null" }],
  ["Sec-Fetch-Site: cross-site (no Origin)", { origin: null, headers: { "Sec-Fetch-Site": "cross-site" } }],
  ["a Referer from another site (no Origin)", { origin: null, headers: { Referer: `${EVIL}/trap.html` } }],
];

/** Every signed-in action with fields that would change something if accepted. */
const SIGNED_IN_ACTIONS: [string, (v: Victim) => string, (v: Victim) => Record<string, string>][] = [
  ["/logout", () => "/logout", () => ({})],
  [
    "/profile intent=profile",
    () => "/profile",
    (v) => ({ intent: "profile", name: "Forged Name", email: v.email, timeZone: "UTC" }),
  ],
  [
    "/profile intent=password",
    () => "/profile",
    (v) => ({
      intent: "password",
      currentPassword: v.password,
      newPassword: "forged-pass-1",
      confirmPassword: "forged-pass-1",
    }),
  ],
  ["/profile intent=delete", () => "/profile", (v) => ({ intent: "delete", password: v.password })],
  [
    "/applications intent=status",
    () => "/applications",
    (v) => ({ intent: "status", jobId: v.jobId, status: "rejected" }),
  ],
  [
    "/applications intent=favorite",
    () => "/applications",
    (v) => ({ intent: "favorite", jobId: v.jobId, favorite: "true" }),
  ],
  ["/jobs/new", () => "/jobs/new", () => ({ company: "Forged Inc", position: "Forged" })],
  ["/jobs/edit/:id", (v) => `/jobs/edit/${v.jobId}`, () => ({ company: "Forged Inc", position: "Forged" })],
  ["/jobs/:id/delete", (v) => `/jobs/${v.jobId}/delete`, () => ({})],
  [
    "/jobs/:id/interviews/new",
    (v) => `/jobs/${v.jobId}/interviews/new`,
    () => ({ date: "2026-06-01T10:00", interviewType: "phone", withPerson: "", notes: "forged", followUpDate: "" }),
  ],
  [
    "/jobs/:id/interviews/edit/:iid",
    (v) => `/jobs/${v.jobId}/interviews/edit/${v.interviewId}`,
    () => ({ date: "2026-06-01T10:00", interviewType: "other", withPerson: "", notes: "forged", followUpDate: "" }),
  ],
  ["/jobs/:id/interviews/:iid/delete", (v) => `/jobs/${v.jobId}/interviews/${v.interviewId}/delete`, () => ({})],
];

describe("CSRF: every signed-in form action refuses a cross-site post", () => {
  it.each(SIGNED_IN_ACTIONS)(
    "CSRF: %s from https://evil.example is a 403 and changes nothing",
    async (_l, path, fields) => {
      const victim = await userWithJob();
      const before = await snapshot(victim.userId);
      const res = await formPost(path(victim), fields(victim), { cookie: victim.cookie, ip: victim.ip, origin: EVIL });
      expect(res.status).toBe(403);
      expect(await snapshot(victim.userId)).toBe(before);
      expect(await isSignedIn(victim.cookie)).toBe(true);
    },
  );

  it.each(CROSS_SITE)("CSRF: a job created with %s is refused", async (_label, signal) => {
    const victim = await userWithJob();
    const before = await snapshot(victim.userId);
    const res = await formPost(
      "/jobs/new",
      { company: "Forged Inc", position: "Forged" },
      { cookie: victim.cookie, ip: victim.ip, ...signal },
    );
    expect(res.status).toBe(403);
    expect(await snapshot(victim.userId)).toBe(before);
  });

  it.each(CROSS_SITE)("CSRF: an account deletion with %s is refused", async (_label, signal) => {
    const victim = await userWithJob();
    const before = await snapshot(victim.userId);
    const res = await formPost(
      "/profile",
      { intent: "delete", password: victim.password },
      { cookie: victim.cookie, ip: victim.ip, ...signal },
    );
    expect(res.status).toBe(403);
    expect(await snapshot(victim.userId)).toBe(before);
  });

  it("CSRF: a sibling subdomain (Sec-Fetch-Site: same-site) cannot delete a job", async () => {
    const victim = await userWithJob();
    const before = await snapshot(victim.userId);
    const res = await formPost(
      `/jobs/${victim.jobId}/delete`,
      {},
      { cookie: victim.cookie, ip: victim.ip, origin: null, headers: { "Sec-Fetch-Site": "same-site" } },
    );
    expect(res.status).toBe(403);
    expect(await snapshot(victim.userId)).toBe(before);
  });
});

describe("CSRF: every signed-out form action refuses a cross-site post", () => {
  it("CSRF: a cross-site POST /login (login CSRF) is a 403 and sets no session cookie", async () => {
    const user = await signUp();
    const res = await formPost("/login", { email: user.email, password: PASSWORD }, { ip: user.ip, origin: EVIL });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("op_session=") && !c.startsWith("op_session=;"))).toBe(
      false,
    );
  });

  it("CSRF: a cross-site POST /register is a 403 and creates no account", async () => {
    const email = uniqueEmail("csrf");
    const res = await formPost(
      "/register",
      { name: "Forged Account", email, password: PASSWORD, confirmPassword: PASSWORD },
      { ip: uniqueClientIp(), origin: EVIL },
    );
    expect(res.status).toBe(403);
    const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first();
    expect(row).toBeNull();
  });

  it("CSRF: a cross-site POST /forgot-password is a 403 and sends nothing", async () => {
    const user = await signUp();
    const res = await formPost("/forgot-password", { email: user.email }, { ip: user.ip, origin: EVIL });
    expect(res.status).toBe(403);
    expect(await waitForResetToken(user.email, 500)).toBeNull();
    const tokens = await env.DB.prepare("SELECT count(*) AS n FROM password_reset_tokens WHERE user_id = ?")
      .bind(user.userId)
      .first<{ n: number }>();
    expect(tokens?.n).toBe(0);
  });

  it("CSRF: a cross-site POST /reset-password/:token is a 403, keeps the password and the token", async () => {
    const user = await signUp();
    const ask = await api("POST", "/auth/forgot-password", {
      body: { email: user.email },
      headers: { "CF-Connecting-IP": user.ip },
    });
    expect(ask.status).toBe(200);
    const token = (await waitForResetToken(user.email)) ?? "";
    expect(token).not.toBe("");
    const before = await snapshot(user.userId);
    const res = await formPost(
      `/reset-password/${token}`,
      { password: "forged-pass-1", confirmPassword: "forged-pass-1" },
      { ip: user.ip, origin: EVIL },
    );
    expect(res.status).toBe(403);
    expect(await snapshot(user.userId)).toBe(before);
    const check = await api("GET", `/auth/check-reset-token/${token}`);
    expect(check.status).toBe(200);
  });

  it("CSRF: a cross-site text/plain POST to the JSON sign-up API is a 415 and creates nothing", async () => {
    const email = uniqueEmail("csrfapi");
    const res = await api("POST", "/auth/register", {
      rawBody: JSON.stringify({ name: "Forged Account", email, password: PASSWORD }),
      headers: { "Content-Type": "text/plain", Origin: EVIL, "CF-Connecting-IP": uniqueClientIp() },
    });
    expect(res.status).toBe(415);
    const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first();
    expect(row).toBeNull();
  });
});
