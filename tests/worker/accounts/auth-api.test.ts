import { env } from "cloudflare:workers";
import { hashPassword, SCRYPT_PARAMS } from "@worker/domain/auth/password";
import { rotateRefreshToken } from "@worker/domain/auth/sessions.server";
import { issueAccessToken } from "@worker/domain/auth/tokens.server";
import { sign } from "hono/jwt";
import { describe, expect, it } from "vitest";
import { api, lastOutboxEmail, signUp, testDeps, uniqueEmail, waitForOutboxEmail } from "../support";

const resetLinkIn = (text: string) => /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
/** The reset email is sent after the answer (deps.defer): wait for it. */
const resetEmailTo = (to: string) => waitForOutboxEmail(to, { subject: "Reset your Offerpath password" });

describe("register", () => {
  it("creates a user on the free plan and answers the contract's shape", async () => {
    const email = uniqueEmail("Reg").toUpperCase();
    const res = await api("POST", "/auth/register", { body: { name: "  Asha Rao ", email, password: "secret1" } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: "User registered successfully" });
    expect(res.body.user).toMatchObject({ name: "Asha Rao", email: email.toLowerCase(), isActive: true });
    expect(res.body.user.currentPlan).toEqual({ _id: "plan_free", name: "free" });
    expect(typeof res.body.user._id).toBe("string");
    expect(res.body.user).not.toHaveProperty("passwordHash");
    expect(res.body.token.split(".")).toHaveLength(3);
    expect(res.body.refreshToken.length).toBeGreaterThanOrEqual(43);
    const welcome = await lastOutboxEmail(email.toLowerCase());
    expect(welcome?.subject).toBe("Welcome to Offerpath");
  });

  it("refuses a duplicate email, whatever its case", async () => {
    const { email } = await signUp();
    const res = await api("POST", "/auth/register", {
      body: { name: "Other", email: email.toUpperCase(), password: "secret1" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: "Email already in use" });
  });

  it.each([
    [{ email: uniqueEmail(), password: "secret1" }, "name is required"],
    [{ name: "Al", email: uniqueEmail(), password: "secret1" }, "Name must be at least 3 characters"],
    [{ name: "Asha", email: "not-an-email", password: "secret1" }, "email: Please enter a valid email address"],
    [{ name: "Asha", email: uniqueEmail(), password: "12345" }, "Password must be at least 6 characters"],
    [{ name: "Asha", email: uniqueEmail(), password: "x".repeat(129) }, "Password must be at most 128 characters"],
  ])("answers 400 naming the field for %j", async (body, message) => {
    const res = await api("POST", "/auth/register", { body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message });
  });
});

describe("login, me, logout", () => {
  it("signs in with any case of the email and reads /me", async () => {
    const { email, password } = await signUp({ name: "Meera Iyer" });
    const login = await api("POST", "/auth/login", { body: { email: email.toUpperCase(), password } });
    expect(login.status).toBe(200);
    expect(login.body.message).toBe("Login successful");
    expect(login.body.user.lastLogin).toMatch(/Z$/);
    const me = await api("GET", "/auth/me", { token: login.body.token });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ name: "Meera Iyer", email, currentPlan: { name: "free" } });
  });

  it("answers 401 Invalid credentials for a wrong password and an unknown email alike", async () => {
    const { email } = await signUp();
    const wrong = await api("POST", "/auth/login", { body: { email, password: "nope-nope" } });
    const unknown = await api("POST", "/auth/login", { body: { email: uniqueEmail(), password: "nope-nope" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: "Invalid credentials" });
    expect(unknown.body).toEqual(wrong.body);
  });

  it("asks for both fields", async () => {
    const res = await api("POST", "/auth/login", { body: { email: "a@b.test" } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please provide email and password");
  });

  it("keeps other sessions when one logs out, and the logged-out one is dead", async () => {
    const a = await signUp();
    const b = await api("POST", "/auth/login", { body: { email: a.email, password: a.password } });
    const out = await api("POST", "/auth/logout", { token: a.token });
    expect(out.body).toEqual({ success: true, message: "Logged out successfully" });
    expect((await api("GET", "/auth/me", { token: a.token })).status).toBe(401);
    expect((await api("POST", "/auth/refresh-token", { body: { refreshToken: a.refreshToken } })).status).toBe(401);
    expect((await api("GET", "/auth/me", { token: b.body.token })).status).toBe(200);
  });

  it("rejects missing, malformed, forged, alg-none and expired bearer tokens with 401", async () => {
    const a = await signUp();
    const [, payload] = a.token.split(".");
    const forged = await sign(
      { sub: a.userId, sid: "x", exp: Math.floor(Date.now() / 1000) + 600 },
      "wrong-secret-wrong-secret-wrong-secret!",
      "HS256",
    );
    const none = `${btoa(JSON.stringify({ alg: "none", typ: "JWT" })).replace(/=+$/, "")}.${payload}.`;
    const past = testDeps({ now: () => new Date(Date.now() - 16 * 60 * 1000) });
    const sid = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))).sid;
    const expired = await issueAccessToken(past, { userId: a.userId, sessionId: sid });
    const fresh = await issueAccessToken(testDeps(), { userId: a.userId, sessionId: sid });
    for (const auth of [undefined, "Bearer", "Basic abc", `Bearer ${forged}`, `Bearer ${none}`, `Bearer ${expired}`]) {
      const res = await api("GET", "/auth/me", { headers: auth ? { Authorization: auth } : {} });
      expect(res.status, String(auth)).toBe(401);
      expect(res.body).toEqual({ success: false, message: "Authentication invalid" });
    }
    expect((await api("GET", "/auth/me", { token: fresh })).status).toBe(200);
  });

  it("a revoked session's token reads nothing and writes nothing, though reads start before the check", async () => {
    const a = await signUp();
    const created = await api("POST", "/jobs", { token: a.token, body: { company: "Secret Co", position: "Dev" } });
    expect(created.status).toBe(201);
    const jobId = created.body.job._id;
    expect((await api("POST", "/auth/logout", { token: a.token })).status).toBe(200);
    for (const path of ["/jobs", `/jobs/${jobId}`, "/analytics/dashboard", "/auth/me", "/payments/history"]) {
      const res = await api("GET", path, { token: a.token });
      expect(res.status, path).toBe(401);
      expect(res.body, path).toEqual({ success: false, message: "Authentication invalid" });
    }
    const write = await api("POST", "/jobs", { token: a.token, body: { company: "Late Co", position: "Dev" } });
    expect(write.status).toBe(401);
    // A browser client on another origin must be able to read the 401 (CORS kept), or it sees a network
    // failure and cannot send its user to sign in.
    const origin = "https://app.example.test";
    for (const [method, path, body] of [
      ["GET", "/jobs", undefined],
      ["GET", `/jobs/${jobId}`, undefined],
      ["POST", "/jobs", { company: "Late Co", position: "Dev" }],
    ] as const) {
      const res = await api(method, path, { token: a.token, body, headers: { Origin: origin } });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.headers.get("Access-Control-Allow-Origin"), `${method} ${path}`).toBe(origin);
      expect(res.headers.get("Access-Control-Expose-Headers"), `${method} ${path}`).toContain("x-d1-bookmark");
      expect(res.headers.get("Cache-Control"), `${method} ${path}`).toBe("no-store");
      expect(res.headers.get("Content-Type"), `${method} ${path}`).toBe("application/json");
      expect(res.body).toEqual({ success: false, message: "Authentication invalid" });
    }
    const b = await api("POST", "/auth/login", { body: { email: a.email, password: a.password } });
    const list = await api("GET", "/jobs", { token: b.body.token });
    expect(list.body.jobs.map((j: { company: string }) => j.company)).toEqual(["Secret Co"]);
  });

  it("validate answers valid:true, and 401 with valid:false when the token is bad", async () => {
    const a = await signUp();
    const ok = await api("POST", "/auth/validate", { token: a.token });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, valid: true, user: { email: a.email } });
    const bad = await api("POST", "/auth/validate", { token: "garbage" });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ success: false, valid: false, message: "Authentication invalid" });
  });

  it("check-session without a cookie says not authenticated; check-extension-auth is 401", async () => {
    expect((await api("GET", "/auth/check-session")).body).toEqual({ success: true, isAuthenticated: false });
    expect((await api("GET", "/auth/check-extension-auth")).status).toBe(401);
  });
});

describe("refresh tokens", () => {
  it("rotates: the answer carries a new refresh token that works once more", async () => {
    const a = await signUp();
    const first = await api("POST", "/auth/refresh-token", { body: { refreshToken: a.refreshToken } });
    expect(first.status).toBe(200);
    expect(first.body.refreshToken).not.toBe(a.refreshToken);
    expect((await api("GET", "/auth/me", { token: first.body.token })).status).toBe(200);
    const second = await api("POST", "/auth/refresh-token", { body: { refreshToken: first.body.refreshToken } });
    expect(second.status).toBe(200);
    expect(second.body.refreshToken).not.toBe(first.body.refreshToken);
  });

  it("gives two racing refreshes of one token the same successor, and loses no session", async () => {
    const a = await signUp();
    const [x, y] = await Promise.all([
      api("POST", "/auth/refresh-token", { body: { refreshToken: a.refreshToken } }),
      api("POST", "/auth/refresh-token", { body: { refreshToken: a.refreshToken } }),
    ]);
    expect(x.status).toBe(200);
    expect(y.status).toBe(200);
    expect(x.body.refreshToken).toBe(y.body.refreshToken);
    const next = await api("POST", "/auth/refresh-token", { body: { refreshToken: x.body.refreshToken } });
    expect(next.status).toBe(200);
  });

  it("treats a retired token presented after its successor was used as reuse and revokes the session", async () => {
    const a = await signUp();
    const first = await api("POST", "/auth/refresh-token", { body: { refreshToken: a.refreshToken } });
    const rotated = await api("POST", "/auth/refresh-token", { body: { refreshToken: first.body.refreshToken } });
    const later = testDeps({ now: () => new Date(Date.now() + 60 * 60 * 1000) });
    const reuse = await rotateRefreshToken(later, a.refreshToken);
    expect(reuse).toMatchObject({ ok: false, code: "UNAUTHENTICATED", message: "Invalid refresh token" });
    // The whole session is gone: its successor and its access tokens are dead too.
    expect(
      (await api("POST", "/auth/refresh-token", { body: { refreshToken: rotated.body.refreshToken } })).status,
    ).toBe(401);
    expect((await api("GET", "/auth/me", { token: rotated.body.token })).status).toBe(401);
  });

  it("rejects an unknown or empty refresh token", async () => {
    expect((await api("POST", "/auth/refresh-token", { body: { refreshToken: "nope" } })).body).toEqual({
      success: false,
      message: "Invalid refresh token",
    });
    const empty = await api("POST", "/auth/refresh-token", { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Refresh token is required");
  });
});

describe("throttling", () => {
  it("answers 429 after 10 failed sign-ins to one account within 15 minutes", async () => {
    const a = await signUp();
    for (let i = 0; i < 10; i++) {
      const res = await api("POST", "/auth/login", { body: { email: a.email, password: "wrong-pass" } });
      expect(res.status).toBe(401);
    }
    const blocked = await api("POST", "/auth/login", { body: { email: a.email, password: a.password } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
  });

  it("answers 429 to one client trying many accounts", async () => {
    const headers = { "CF-Connecting-IP": "203.0.113.77" };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await api("POST", "/auth/login", { body: { email: uniqueEmail(), password: "x-x-x-x" }, headers });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  }, 60_000);

  it("throttles forgot-password per account", async () => {
    const a = await signUp();
    for (let i = 0; i < 3; i++) {
      expect((await api("POST", "/auth/forgot-password", { body: { email: a.email } })).status).toBe(200);
    }
    const blocked = await api("POST", "/auth/forgot-password", { body: { email: a.email } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many password reset requests/);
  });
});

describe("password reset", () => {
  it("answers the same for known and unknown emails, and mails only the known one", async () => {
    const a = await signUp();
    const unknownEmail = uniqueEmail("ghost");
    const known = await api("POST", "/auth/forgot-password", { body: { email: a.email } });
    const unknown = await api("POST", "/auth/forgot-password", { body: { email: unknownEmail } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toBe("If your email is registered, you will receive a password reset link shortly.");
    expect(resetLinkIn((await resetEmailTo(a.email))?.text ?? "")).toBeTruthy();
    expect(await lastOutboxEmail(unknownEmail)).toBeNull();
    expect((await api("POST", "/auth/forgot-password", { body: {} })).body.message).toBe(
      "Please provide your email address",
    );
  });

  it("resets once with a >=128-bit token, revokes every session and answers a fresh pair", async () => {
    const a = await signUp();
    await api("POST", "/auth/forgot-password", { body: { email: a.email } });
    const token = resetLinkIn((await resetEmailTo(a.email))!.text)!;
    expect(token.length).toBeGreaterThanOrEqual(22);
    const stored = await env.DB.prepare("SELECT token_hash FROM password_reset_tokens WHERE token_hash = ?")
      .bind(token)
      .first();
    expect(stored).toBeNull(); // only a hash is stored
    expect((await api("GET", `/auth/check-reset-token/${token}`)).body).toEqual({
      success: true,
      message: "Token is valid",
    });
    expect((await api("GET", `/auth/check-reset-token/${token}`)).status).toBe(200); // checking does not consume

    const short = await api("POST", `/auth/reset-password/${token}`, { body: { password: "123" } });
    expect(short.status).toBe(400);
    const done = await api("POST", `/auth/reset-password/${token}`, { body: { password: "brand-new-1" } });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe("Password reset successful");
    expect((await api("GET", "/auth/me", { token: done.body.token })).status).toBe(200);

    expect((await api("GET", "/auth/me", { token: a.token })).status).toBe(401);
    expect((await api("POST", "/auth/refresh-token", { body: { refreshToken: a.refreshToken } })).status).toBe(401);
    const again = await api("POST", `/auth/reset-password/${token}`, { body: { password: "another-1" } });
    expect(again.body).toEqual({ success: false, message: "Invalid or expired reset token" });
    expect((await api("GET", `/auth/check-reset-token/${token}`)).status).toBe(400);
    expect((await api("POST", "/auth/login", { body: { email: a.email, password: "brand-new-1" } })).status).toBe(200);
  });

  it("expires a reset token after 30 minutes", async () => {
    const a = await signUp();
    const deferred: Promise<unknown>[] = [];
    const past = testDeps({ now: () => new Date(Date.now() - 31 * 60 * 1000), defer: (p) => deferred.push(p) });
    const { requestPasswordReset } = await import("@worker/domain/auth/accounts.server");
    await requestPasswordReset(past, a.email, "test-client-expiry");
    await Promise.all(deferred);
    const token = resetLinkIn((await lastOutboxEmail(a.email))!.text)!;
    const res = await api("POST", `/auth/reset-password/${token}`, { body: { password: "brand-new-1" } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Invalid or expired reset token");
  });
});

describe("profile and password", () => {
  it("updates only the given fields, lower-cases the email and keeps it unique", async () => {
    const a = await signUp({ name: "First Name" });
    const b = await signUp();
    const newEmail = uniqueEmail("New").toUpperCase();
    const res = await api("PATCH", "/auth/update-profile", { token: a.token, body: { email: newEmail, name: "" } });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ name: "First Name", email: newEmail.toLowerCase() });
    const clash = await api("PATCH", "/auth/update-profile", { token: a.token, body: { email: b.email } });
    expect(clash.status).toBe(400);
    expect(clash.body.message).toBe("Email already in use by another account");
  });

  it("answers 400, never 401, for a wrong current password", async () => {
    const a = await signUp();
    const res = await api("PATCH", "/auth/update-password", {
      token: a.token,
      body: { currentPassword: "wrong-one", newPassword: "whatever-1" },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Current password is incorrect");
  });

  it("ends every session on a password change and answers a fresh pair", async () => {
    const a = await signUp();
    const other = await api("POST", "/auth/login", { body: { email: a.email, password: a.password } });
    const res = await api("PATCH", "/auth/update-password", {
      token: a.token,
      body: { currentPassword: a.password, newPassword: "changed-pass-1" },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Password updated successfully");
    expect((await api("GET", "/auth/me", { token: a.token })).status).toBe(401);
    expect((await api("GET", "/auth/me", { token: other.body.token })).status).toBe(401);
    expect((await api("POST", "/auth/refresh-token", { body: { refreshToken: other.body.refreshToken } })).status).toBe(
      401,
    );
    expect((await api("GET", "/auth/me", { token: res.body.token })).status).toBe(200);
  });
});

describe("the API envelope", () => {
  it("answers malformed and non-object JSON with 400 Malformed JSON body", async () => {
    for (const rawBody of ["{", "[1,2]", '"text"', "null"]) {
      const res = await api("POST", "/auth/register", { rawBody, headers: { "Content-Type": "application/json" } });
      expect(res.status, rawBody).toBe(400);
      expect(res.body).toEqual({ success: false, message: "Malformed JSON body" });
    }
  });

  it("answers bodies over 100 kB with 413", async () => {
    const res = await api("POST", "/auth/register", {
      rawBody: JSON.stringify({ name: "x".repeat(110 * 1024) }),
      headers: { "Content-Type": "application/json" },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, message: "Request body too large" });
  });

  it("allows CORS for configured and extension origins only", async () => {
    for (const origin of ["https://app.example.test", "chrome-extension://abcdefghijklmnop"]) {
      const res = await api("OPTIONS", "/jobs", {
        headers: {
          Origin: origin,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "authorization,content-type",
        },
      });
      expect(res.headers.get("access-control-allow-origin"), origin).toBe(origin);
    }
    const foreign = await api("OPTIONS", "/jobs", {
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" },
    });
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("password storage", () => {
  it("uses an OWASP scrypt parameter set that fits a Worker and stores the parameters with the hash", async () => {
    const { N, r, p } = SCRYPT_PARAMS;
    expect(N).toBeGreaterThanOrEqual(2 ** 13);
    expect(N * r * p).toBeGreaterThanOrEqual(2 ** 13 * 8 * 10); // OWASP: N=2^13,r=8,p=10 or stronger
    expect(128 * N * r).toBeLessThanOrEqual(64 * 1024 * 1024); // memory: well inside a Worker's 128 MB
    const hash = await hashPassword("secret1");
    expect(hash).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$[A-Za-z0-9+/=]{24}\\$[A-Za-z0-9+/=]{44}$`));
    const row = await env.DB.prepare("SELECT password_hash FROM users LIMIT 1").first<{ password_hash: string }>();
    if (row) expect(row.password_hash.startsWith("scrypt$")).toBe(true);
  });

  it("hashes with the configured cost and still verifies, without downgrading, a production-cost hash", async () => {
    const cost = testDeps().config.PASSWORD_HASH_COST;
    expect(cost).toBeLessThan(14); // the suite runs cheap; production refuses this (worker/config.test.ts)
    const a = await signUp({ password: "cheap-pass-1" });
    const stored = () =>
      env.DB.prepare("SELECT password_hash FROM users WHERE id = ?").bind(a.userId).first<{ password_hash: string }>();
    expect((await stored())?.password_hash).toMatch(new RegExp(`^scrypt\\$${2 ** cost}\\$8\\$5\\$`));

    const strong = await hashPassword("strong-pass-1");
    await env.DB.prepare("UPDATE users SET password_hash = ? WHERE id = ?").bind(strong, a.userId).run();
    const login = await api("POST", "/auth/login", { body: { email: a.email, password: "strong-pass-1" } });
    expect(login.status).toBe(200);
    expect((await stored())?.password_hash).toBe(strong);
  });
});
