/**
 * Issue 6, accounts: bounded throttle rows, throttled sign-up and password confirmations, sign-in
 * throttled per (account, client), malformed session cookies, forgot-password answered before any
 * account work, and the email change (current password, notice to the old address).
 */
import { env, exports } from "cloudflare:workers";
import { authenticate, requestPasswordReset, THROTTLES } from "@worker/domain/auth/accounts.server";
import { limitKey } from "@worker/domain/rate-limit.server";
import { describe, expect, it } from "vitest";
import {
  api,
  formPost,
  lastOutboxEmail,
  outboxMark,
  page,
  signUp,
  testDeps,
  uniqueClientIp,
  uniqueEmail,
  waitForOutboxEmail,
  webLogin,
} from "../support";

const ORIGIN = "http://localhost";

async function rateLimitKeys(): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT key FROM rate_limits").all<{ key: string }>();
  return results.map((r) => r.key);
}

async function hasLimitRow(key: string): Promise<boolean> {
  return !!(await env.DB.prepare("SELECT 1 FROM rate_limits WHERE key = ?").bind(key).first());
}

/** A form post from a given client address. */
function postFrom(ip: string, path: string, fields: Record<string, string>, cookie?: string) {
  return exports.default.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: ORIGIN,
      "Content-Type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": ip,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

function loginFrom(ip: string, email: string, password: string) {
  return api("POST", "/auth/login", { body: { email, password }, headers: { "CF-Connecting-IP": ip } });
}

describe("throttle rows stay small", () => {
  it("keys every row by scope and a SHA-256, never by the raw address or client", async () => {
    const ip = uniqueClientIp();
    const email = `${"x".repeat(240)}@example.test`;
    expect((await loginFrom(ip, email, "wrong-pass")).status).toBe(401);
    await api("POST", "/auth/forgot-password", { body: { email }, headers: { "CF-Connecting-IP": ip } });
    const keys = await rateLimitKeys();
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).toMatch(/^[a-z]+:[a-z]+:[0-9a-f]{64}$/);
      expect(key).not.toContain("example.test");
      expect(key).not.toContain(ip);
    }
    expect(await hasLimitRow(limitKey("login:acct", email))).toBe(true);
  });

  it("refuses over-long emails and passwords with 400 on both faces, writing no throttle row", async () => {
    const before = (await rateLimitKeys()).length;
    const longEmail = `${"a".repeat(300)}@example.test`;
    const login = await api("POST", "/auth/login", { body: { email: longEmail, password: "secret1" } });
    expect(login.status).toBe(400);
    expect(login.body).toEqual({ success: false, message: "Email must be at most 254 characters" });
    const longPassword = await api("POST", "/auth/login", { body: { email: "a@b.test", password: "p".repeat(129) } });
    expect(longPassword.status).toBe(400);
    expect(longPassword.body.message).toBe("Password must be at most 128 characters");
    const forgot = await api("POST", "/auth/forgot-password", { body: { email: longEmail } });
    expect(forgot.status).toBe(400);
    expect(forgot.body.message).toBe("Email must be at most 254 characters");
    expect((await formPost("/login", { email: longEmail, password: "secret1" })).status).toBe(400);
    expect((await formPost("/forgot-password", { email: "e".repeat(10_000) })).status).toBe(400);
    expect((await rateLimitKeys()).length).toBe(before);
  });

  it("checks the client's limit before writing anything for the account", async () => {
    const ip = uniqueClientIp();
    const deps = testDeps();
    for (let i = 0; i < THROTTLES.loginClient.max; i++) {
      expect((await authenticate(deps, { email: uniqueEmail(), password: "x-x-x-x" }, ip)).ok).toBe(false);
    }
    const victim = uniqueEmail("victim");
    const rows = (await rateLimitKeys()).length;
    const res = await loginFrom(ip, victim, "x-x-x-x");
    expect(res.status).toBe(429);
    expect((await rateLimitKeys()).length).toBe(rows); // only the client's own row was counted again
    expect(await hasLimitRow(limitKey("login:acct", victim))).toBe(false);
    expect(await hasLimitRow(limitKey("login:pair", victim, ip))).toBe(false);

    const forgotIp = uniqueClientIp();
    for (let i = 0; i < THROTTLES.forgotClient.max; i++) await requestPasswordReset(deps, uniqueEmail(), forgotIp);
    const forgotRows = (await rateLimitKeys()).length;
    const forgot = await api("POST", "/auth/forgot-password", {
      body: { email: victim },
      headers: { "CF-Connecting-IP": forgotIp },
    });
    expect(forgot.status).toBe(429);
    expect((await rateLimitKeys()).length).toBe(forgotRows);
    expect(await hasLimitRow(limitKey("forgot:acct", victim))).toBe(false);
  });
});

describe("sign-in is throttled per account and client", () => {
  it("does not lock the owner out after ten wrong passwords from somewhere else", async () => {
    const owner = await signUp();
    const attacker = uniqueClientIp();
    for (let i = 0; i < 10; i++) expect((await loginFrom(attacker, owner.email, "guess-guess")).status).toBe(401);
    const blocked = await loginFrom(attacker, owner.email, owner.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
    expect((await loginFrom(uniqueClientIp(), owner.email, owner.password)).status).toBe(200);
    const web = await postFrom(uniqueClientIp(), "/login", { email: owner.email, password: owner.password });
    expect(web.status).toBe(302);
  });

  it("still stops a guess spread over many clients at the per-account ceiling", async () => {
    const owner = await signUp();
    const deps = testDeps();
    const { max: perPair } = THROTTLES.loginPair;
    const clients = Math.ceil(THROTTLES.loginAccount.max / perPair);
    for (let c = 0; c < clients; c++) {
      const ip = uniqueClientIp();
      for (let i = 0; i < perPair; i++) {
        const result = await authenticate(deps, { email: owner.email, password: "guess-guess" }, ip);
        expect(result).toMatchObject({ ok: false, code: "UNAUTHENTICATED" });
      }
    }
    const res = await loginFrom(uniqueClientIp(), owner.email, owner.password);
    expect(res.status).toBe(429);
  }, 60_000);

  it("clears only the pair's counter on success", async () => {
    const owner = await signUp();
    const ip = uniqueClientIp();
    for (let i = 0; i < 9; i++) await loginFrom(ip, owner.email, "guess-guess");
    expect((await loginFrom(ip, owner.email, owner.password)).status).toBe(200);
    expect(await hasLimitRow(limitKey("login:pair", owner.email, ip))).toBe(false);
    expect(await hasLimitRow(limitKey("login:acct", owner.email))).toBe(true);
    for (let i = 0; i < 10; i++) expect((await loginFrom(ip, owner.email, "guess-guess")).status).toBe(401);
  });
});

describe("registration is throttled per client", () => {
  it("answers 429 on the API after ten sign-ups from one client within the hour", async () => {
    const ip = uniqueClientIp();
    for (let i = 0; i < THROTTLES.registerClient.max; i++) await signUp({ clientIp: ip });
    const res = await api("POST", "/auth/register", {
      body: { name: "Eleventh", email: uniqueEmail(), password: "secret-1" },
      headers: { "CF-Connecting-IP": ip },
    });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      success: false,
      message: "Too many sign-up attempts. Please try again in 60 minutes.",
    });
    expect((await signUp({ clientIp: uniqueClientIp() })).token).toBeTruthy();
  });

  it("answers 429 on the /register form too, sharing the client's counter", async () => {
    const ip = uniqueClientIp();
    for (let i = 0; i < THROTTLES.registerClient.max - 1; i++) await signUp({ clientIp: ip });
    const fields = () => {
      const email = uniqueEmail("web");
      return { name: "Web Person", email, password: "secret-12", confirmPassword: "secret-12" };
    };
    expect((await postFrom(ip, "/register", fields())).status).toBe(302);
    const blocked = await postFrom(ip, "/register", fields());
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain("Too many sign-up attempts. Please try again in 60 minutes.");
  });
});

describe("password confirmations are throttled per account", () => {
  it("answers 429 to the eleventh password change attempt on the API, then on /profile", async () => {
    const a = await signUp();
    const { cookie } = await webLogin(a.email, a.password);
    for (let i = 0; i < THROTTLES.passwordConfirm.max; i++) {
      const wrong = await api("PATCH", "/auth/update-password", {
        token: a.token,
        body: { currentPassword: "wrong-one", newPassword: "whatever-1" },
      });
      expect(wrong.status).toBe(400);
    }
    const blocked = await api("PATCH", "/auth/update-password", {
      token: a.token,
      body: { currentPassword: a.password, newPassword: "whatever-1" },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many password attempts\. Please try again in \d+ minutes?\.$/);
    const web = await formPost(
      "/profile",
      { intent: "password", currentPassword: a.password, newPassword: "whatever-1", confirmPassword: "whatever-1" },
      cookie,
    );
    expect(web.status).toBe(429);
    expect(await web.text()).toContain("Too many password attempts.");
    expect((await api("GET", "/auth/me", { token: a.token })).status).toBe(200); // nothing changed
  });

  it("answers 429 to the eleventh account deletion attempt, and the account stays", async () => {
    const a = await signUp();
    const { cookie } = await webLogin(a.email, a.password);
    for (let i = 0; i < THROTTLES.passwordConfirm.max; i++) {
      expect((await formPost("/profile", { intent: "delete", password: "nope-nope" }, cookie)).status).toBe(400);
    }
    const blocked = await formPost("/profile", { intent: "delete", password: a.password }, cookie);
    expect(blocked.status).toBe(429);
    expect((await api("GET", "/auth/me", { token: a.token })).status).toBe(200);
  });
});

describe("malformed session cookies are no session", () => {
  const shapes = [
    `${"a".repeat(600)}.${"b".repeat(43)}`, // id over KV's 512-byte key limit
    `${"a".repeat(24)}.${"b".repeat(600)}`,
    `${"a".repeat(24)}.${"b".repeat(42)}!`,
    `${"A".repeat(24)}.${"b".repeat(43)}`,
    "a.b",
    ".",
    "....",
    "%ff%fe",
  ];

  it.each(shapes)("answers pages and cookie checks normally for op_session=%s", async (value) => {
    const cookie = `op_session=${value}`;
    const shown = await page("/dashboard", cookie);
    expect(shown.status).toBe(302);
    expect(shown.headers.get("location")).toBe("/login");
    expect((await page("/", cookie)).status).toBe(200);
    expect((await page("/login", cookie)).status).toBe(200);
    const check = await api("GET", "/auth/check-session", { headers: { Cookie: cookie } });
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ success: true, isAuthenticated: false });
    const extension = await api("GET", "/auth/check-extension-auth", { headers: { Cookie: cookie } });
    expect(extension.status).toBe(401);
  });

  it("still accepts the cookie we issue", async () => {
    const a = await signUp();
    const { cookie } = await webLogin(a.email, a.password);
    expect(cookie).toMatch(/^op_session=[a-z2-7]{24}\.[A-Za-z0-9_-]{43}$/);
    expect((await api("GET", "/auth/check-session", { headers: { Cookie: cookie } })).body.isAuthenticated).toBe(true);
  });
});

describe("forgot-password answers before any account work", () => {
  const never = () => new Promise<void>(() => {});

  it("answers without waiting for the email, the same way for known and unknown addresses", async () => {
    const a = await signUp();
    for (const email of [a.email, uniqueEmail("ghost")]) {
      const deferred: Promise<unknown>[] = [];
      const deps = testDeps({ email: { send: never }, defer: (p) => deferred.push(p) });
      const answer = await Promise.race([
        requestPasswordReset(deps, email, uniqueClientIp()),
        new Promise((resolve) => setTimeout(() => resolve("timed out"), 2_000)),
      ]);
      expect(answer).toEqual({ ok: true, value: undefined });
      expect(deferred).toHaveLength(1); // the lookup, the token and the email all run after the answer
    }
  });

  it("discards the token when the email cannot be sent, and the answer is still 200-shaped", async () => {
    const a = await signUp();
    const deferred: Promise<unknown>[] = [];
    const failing = { send: () => Promise.reject(new Error("provider down")) };
    const deps = testDeps({ email: failing, defer: (p) => deferred.push(p) });
    expect(await requestPasswordReset(deps, a.email, uniqueClientIp())).toEqual({ ok: true, value: undefined });
    await Promise.all(deferred);
    const token = await env.DB.prepare("SELECT 1 FROM password_reset_tokens WHERE user_id = ?").bind(a.userId).first();
    expect(token).toBeNull();
  });

  it("still delivers the link through the Worker (after the answer)", async () => {
    const a = await signUp();
    const res = await api("POST", "/auth/forgot-password", {
      body: { email: a.email },
      headers: { "CF-Connecting-IP": uniqueClientIp() },
    });
    expect(res.status).toBe(200);
    const mail = await waitForOutboxEmail(a.email, { subject: "Reset your Offerpath password" });
    expect(mail?.text).toMatch(/\/reset-password\/[A-Za-z0-9_-]{43}/);
  });
});

describe("changing the email", () => {
  const notice = "Your Offerpath email address was changed";

  it("needs the current password on /profile and tells the old address", async () => {
    const a = await signUp({ name: "Old Address" });
    const { cookie } = await webLogin(a.email, a.password);
    const profile = await (await page("/profile", cookie)).text();
    expect(profile).toContain("Your password, to change your email");
    const newEmail = uniqueEmail("moved");
    const fields = { intent: "profile", name: "Old Address", email: newEmail, timeZone: "Asia/Kolkata" };

    const missing = await formPost("/profile", fields, cookie);
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Enter your current password to change your email");
    const wrong = await formPost("/profile", { ...fields, currentPassword: "wrong-one" }, cookie);
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Current password is incorrect");
    expect((await api("GET", "/auth/me", { token: a.token })).body.user.email).toBe(a.email);

    const since = await outboxMark();
    const done = await formPost("/profile", { ...fields, currentPassword: a.password }, cookie);
    expect(done.status).toBe(302);
    expect((await api("GET", "/auth/me", { token: a.token })).body.user.email).toBe(newEmail);
    const mail = await waitForOutboxEmail(a.email, { subject: notice, since });
    expect(mail?.text).toContain(`changed from ${a.email} to ${newEmail}`);
  });

  it("keeps name and time-zone changes password-free when the email stays", async () => {
    const a = await signUp();
    const { cookie } = await webLogin(a.email, a.password);
    const res = await formPost(
      "/profile",
      { intent: "profile", name: "Renamed", email: a.email.toUpperCase(), timeZone: "UTC" },
      cookie,
    );
    expect(res.status).toBe(302);
    expect(await lastOutboxEmail(a.email)).toMatchObject({ subject: "Welcome to Offerpath" });
  });

  it("on the API: accepts the contract's body, checks a password when one is sent, and tells the old address", async () => {
    const a = await signUp();
    const wrong = await api("PATCH", "/auth/update-profile", {
      token: a.token,
      body: { email: uniqueEmail(), currentPassword: "wrong-one" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ success: false, message: "Current password is incorrect" });

    const since = await outboxMark();
    const newEmail = uniqueEmail("api-moved");
    const res = await api("PATCH", "/auth/update-profile", {
      token: a.token,
      body: { name: "Api Person", email: newEmail },
    });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(newEmail);
    const mail = await waitForOutboxEmail(a.email, { subject: notice, since });
    expect(mail?.text).toContain(newEmail);
  });
});
