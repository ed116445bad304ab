/**
 * Sessions and tokens: fixation, tampered and replayed tokens, refresh-token reuse, account
 * enumeration, sign-in and reset throttles, JSON content types, and the headers that keep personal
 * pages out of caches and scripts under a nonce.
 */
import { env } from "cloudflare:workers";
import { sign } from "hono/jwt";
import { describe, expect, it } from "vitest";
import {
  api,
  as,
  countJobs,
  createJob,
  formPost,
  isSignedIn,
  PASSWORD,
  page,
  sessionCookieFrom,
  signUp,
  signUpForWeb,
  uniqueClientIp,
  uniqueEmail,
  userWithJob,
} from "../support";

function claimsOf(token: string): { sub: string; sid: string; iat: number; exp: number } {
  const payload = token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/");
  return JSON.parse(atob(payload));
}

function b64url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
}

const now = () => Math.floor(Date.now() / 1000);

describe("session fixation", () => {
  it("session fixation: a cookie planted before sign-in is not the one after, and it opens nothing", async () => {
    const user = await signUp();
    const planted = `op_session=attacker-chosen-id.${"s".repeat(43)}`;
    const res = await formPost("/login", { email: user.email, password: PASSWORD }, { ip: user.ip, cookie: planted });
    expect(res.status).toBe(302);
    const issued = sessionCookieFrom(res);
    expect(issued).not.toBe(planted);
    expect(await isSignedIn(planted)).toBe(false);
    expect(await isSignedIn(issued)).toBe(true);
  });

  it("session fixation: an attacker's own live cookie planted in the victim's browser is ended by the victim's sign-in", async () => {
    const attacker = await signUpForWeb();
    const victim = await signUp();
    const res = await formPost(
      "/login",
      { email: victim.email, password: PASSWORD },
      { ip: victim.ip, cookie: attacker.cookie },
    );
    expect(res.status).toBe(302);
    const issued = sessionCookieFrom(res);
    expect(issued).not.toBe(attacker.cookie);
    // The planted cookie never becomes the victim's session.
    const profile = await page("/profile", attacker.cookie);
    if (profile.status === 200) expect(await profile.text()).not.toContain(victim.email);
    const me = await api("GET", "/auth/check-session", { headers: { Cookie: issued } });
    expect(me.body.user.email).toBe(victim.email);
  });

  it("session fixation: a session cookie is dead after logout, even when replayed", async () => {
    const user = await signUpForWeb();
    const out = await formPost("/logout", {}, { cookie: user.cookie, ip: user.ip });
    expect(out.status).toBe(302);
    expect(await isSignedIn(user.cookie)).toBe(false);
    const check = await api("GET", "/auth/check-session", { headers: { Cookie: user.cookie } });
    expect(check.body.isAuthenticated).toBe(false);
  });

  it("session fixation: a password change ends every other web and API session", async () => {
    const user = await signUpForWeb();
    const change = await api("PATCH", "/auth/update-password", {
      ...as(user),
      body: { currentPassword: PASSWORD, newPassword: "brand-new-pass-1" },
    });
    expect(change.status).toBe(200);
    expect(await isSignedIn(user.cookie)).toBe(false);
    expect((await api("GET", "/auth/me", as(user))).status).toBe(401);
    expect((await api("GET", "/auth/me", { token: change.body.token })).status).toBe(200);
  });

  it("session fixation: a cookie with a valid id but a wrong secret is no session", async () => {
    const user = await signUpForWeb();
    const value = user.cookie.slice("op_session=".length);
    const [id] = value.split(".");
    expect(await isSignedIn(`op_session=${id}.${"A".repeat(43)}`)).toBe(false);
    expect(await isSignedIn(`op_session=${id}`)).toBe(false);
  });
});

describe("token tampering: only an untampered HS256 token of a live session is accepted", () => {
  it("token tampering: alg none is a 401", async () => {
    const user = await signUp();
    const claims = claimsOf(user.token);
    const token = `${b64url({ alg: "none", typ: "JWT" })}.${b64url(claims)}.`;
    expect((await api("GET", "/auth/me", { token })).status).toBe(401);
    expect((await api("GET", "/jobs", { token })).status).toBe(401);
  });

  it("token tampering: a wrong signature is a 401", async () => {
    const user = await signUp();
    const [h, p, s] = user.token.split(".");
    const flipped = `${h}.${p}.${s.slice(0, -2)}${s.endsWith("AA") ? "BB" : "AA"}`;
    expect((await api("GET", "/auth/me", { token: flipped })).status).toBe(401);
    const forged = await sign(claimsOf(user.token), "not-the-server-secret-0123456789abcdef", "HS256");
    expect((await api("GET", "/auth/me", { token: forged })).status).toBe(401);
  });

  it("token tampering: a payload changed to another user's id, keeping the signature, is a 401", async () => {
    const attacker = await signUp();
    const victim = await signUp();
    const [h, , s] = attacker.token.split(".");
    const token = `${h}.${b64url({ ...claimsOf(attacker.token), sub: victim.userId })}.${s}`;
    expect((await api("GET", "/auth/me", { token })).status).toBe(401);
  });

  it("token tampering: an expired token, correctly signed, is a 401", async () => {
    const user = await signUp();
    const claims = claimsOf(user.token);
    const token = await sign({ ...claims, iat: now() - 3600, exp: now() - 60 }, env.JWT_SECRET, "HS256");
    const res = await api("GET", "/auth/me", { token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: "Authentication invalid" });
  });

  it("token tampering: a correctly signed token naming another user's session is a 401", async () => {
    const attacker = await signUp();
    const victim = await userWithJob();
    const token = await sign(
      { sub: attacker.userId, sid: claimsOf(victim.token).sid, iat: now(), exp: now() + 600 },
      env.JWT_SECRET,
      "HS256",
    );
    expect((await api("GET", "/auth/me", { token })).status).toBe(401);
    const swapped = await sign(
      { sub: victim.userId, sid: claimsOf(attacker.token).sid, iat: now(), exp: now() + 600 },
      env.JWT_SECRET,
      "HS256",
    );
    expect((await api("GET", `/jobs/${victim.jobId}`, { token: swapped })).status).toBe(401);
  });

  it("token tampering: an HS512 token signed with the right secret is a 401 (HS256 only)", async () => {
    const user = await signUp();
    const token = await sign(claimsOf(user.token), env.JWT_SECRET, "HS512");
    expect((await api("GET", "/auth/me", { token })).status).toBe(401);
  });

  it.each(["", "Bearer", "Bearer ", "Bearer a.b.c", "Basic dXNlcjpwYXNz", `Bearer ${"x".repeat(10_000)}`])(
    "token tampering: Authorization %j is a 401",
    async (header) => {
      const res = await api("GET", "/jobs", { headers: { Authorization: header.slice(0, 10_020) } });
      expect(res.status).toBe(401);
    },
  );

  it("token tampering: a token of a logged-out session is a 401", async () => {
    const user = await signUp();
    expect((await api("POST", "/auth/logout", as(user))).status).toBe(200);
    expect((await api("GET", "/auth/me", as(user))).status).toBe(401);
  });
});

describe("refresh-token reuse", () => {
  async function refresh(refreshToken: string) {
    return api("POST", "/auth/refresh-token", { body: { refreshToken } });
  }

  it("refresh reuse: a retired token presented after its successor was used revokes the whole session", async () => {
    const user = await signUp();
    const first = await refresh(user.refreshToken);
    expect(first.status).toBe(200);
    const second = await refresh(first.body.refreshToken);
    expect(second.status).toBe(200);
    const reuse = await refresh(user.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({ success: false, message: "Invalid refresh token" });
    expect((await refresh(second.body.refreshToken)).status).toBe(401);
    expect((await api("GET", "/auth/me", { token: second.body.token })).status).toBe(401);
  });

  it("refresh reuse: a refresh token of a logged-out session is refused", async () => {
    const user = await signUp();
    await api("POST", "/auth/logout", as(user));
    expect((await refresh(user.refreshToken)).status).toBe(401);
  });

  it.each(["x", "a".repeat(5000), "null"])("refresh reuse: a made-up refresh token %# is a 401", async (token) => {
    expect((await refresh(token)).status).toBe(401);
  });

  it("refresh reuse: a refresh token sent as a non-string is a 400, never a 500", async () => {
    for (const refreshToken of [123, { $ne: "" }, ["a"], true]) {
      const res = await api("POST", "/auth/refresh-token", { body: { refreshToken } });
      expect(res.status, JSON.stringify(refreshToken)).toBe(400);
    }
  });
});

describe("account enumeration", () => {
  it("enumeration: API sign-in answers an unknown email exactly like a wrong password", async () => {
    const user = await signUp();
    const wrong = await api("POST", "/auth/login", {
      body: { email: user.email, password: "wrong-password-1" },
      headers: { "CF-Connecting-IP": uniqueClientIp() },
    });
    const unknown = await api("POST", "/auth/login", {
      body: { email: uniqueEmail("ghost"), password: "wrong-password-1" },
      headers: { "CF-Connecting-IP": uniqueClientIp() },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });

  it("enumeration: API forgot-password answers an unknown email exactly like a known one", async () => {
    const user = await signUp();
    const known = await api("POST", "/auth/forgot-password", {
      body: { email: user.email },
      headers: { "CF-Connecting-IP": uniqueClientIp() },
    });
    const unknown = await api("POST", "/auth/forgot-password", {
      body: { email: uniqueEmail("ghost") },
      headers: { "CF-Connecting-IP": uniqueClientIp() },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
  });

  it("enumeration: the web sign-in shows the same message for an unknown email and a wrong password", async () => {
    const user = await signUp();
    const wrong = await formPost(
      "/login",
      { email: user.email, password: "wrong-password-1" },
      { ip: uniqueClientIp() },
    );
    const unknown = await formPost(
      "/login",
      { email: uniqueEmail("ghost"), password: "wrong-password-1" },
      { ip: uniqueClientIp() },
    );
    expect(unknown.status).toBe(wrong.status);
    expect(await wrong.text()).toContain("Invalid credentials");
    expect(await unknown.text()).toContain("Invalid credentials");
  });

  it("enumeration: the web forgot-password page is the same for an unknown email and a known one", async () => {
    const user = await signUp();
    const ghost = uniqueEmail("ghost");
    const known = await formPost("/forgot-password", { email: user.email }, { ip: uniqueClientIp() });
    const unknown = await formPost("/forgot-password", { email: ghost }, { ip: uniqueClientIp() });
    expect(unknown.status).toBe(known.status);
    const strip = (html: string, email: string) =>
      html
        .replaceAll(email, "EMAIL")
        .replace(/nonce="[^"]*"/g, "")
        .replace(/<script[\s\S]*?<\/script>/g, "");
    expect(strip(await unknown.text(), ghost)).toBe(strip(await known.text(), user.email));
  });

  it("enumeration: sign-up with a taken email says so only to the API contract's message, with no user data", async () => {
    const user = await signUp();
    const res = await api("POST", "/auth/register", {
      body: { name: "Second Try", email: user.email, password: PASSWORD },
      headers: { "CF-Connecting-IP": uniqueClientIp() },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: "Email already in use" });
  });
});

describe("throttles", () => {
  it("throttle: sign-in guesses from one client against one account are throttled", async () => {
    const user = await signUp();
    const ip = uniqueClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const res = await api("POST", "/auth/login", {
        body: { email: user.email, password: `guess-${i}` },
        headers: { "CF-Connecting-IP": ip },
      });
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
    const blocked = await api("POST", "/auth/login", {
      body: { email: user.email, password: PASSWORD },
      headers: { "CF-Connecting-IP": ip },
    });
    expect(blocked.status).toBe(429);
  });

  it("throttle: guesses from an attacker's client do not lock the owner out from theirs", async () => {
    const user = await signUp();
    const attackerIp = uniqueClientIp();
    for (let i = 0; i < 14; i++) {
      await api("POST", "/auth/login", {
        body: { email: user.email, password: `guess-${i}` },
        headers: { "CF-Connecting-IP": attackerIp },
      });
    }
    const owner = await api("POST", "/auth/login", {
      body: { email: user.email, password: PASSWORD },
      headers: { "CF-Connecting-IP": user.ip },
    });
    expect(owner.status).toBe(200);
  });

  it("throttle: the web sign-in is throttled per account and client too", async () => {
    const user = await signUp();
    const ip = uniqueClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      statuses.push((await formPost("/login", { email: user.email, password: `guess-${i}` }, { ip })).status);
    }
    expect(statuses).toContain(429);
  });

  it("throttle: forgot-password for one account is throttled and the answer stays generic", async () => {
    const user = await signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await api("POST", "/auth/forgot-password", {
        body: { email: user.email },
        headers: { "CF-Connecting-IP": uniqueClientIp() },
      });
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
  });

  it("throttle: forgot-password from one client is throttled across many addresses", async () => {
    const ip = uniqueClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const res = await api("POST", "/auth/forgot-password", {
        body: { email: uniqueEmail("spray") },
        headers: { "CF-Connecting-IP": ip },
      });
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
  });
});

describe("415: JSON endpoints refuse other content types", () => {
  it.each([
    ["text/plain", "POST", "/jobs"],
    ["application/x-www-form-urlencoded", "POST", "/jobs"],
    ["multipart/form-data; boundary=x", "POST", "/jobs"],
    ["text/plain", "PATCH", "/jobs/:id"],
    ["text/plain", "POST", "/jobs/:id/interviews"],
    ["text/plain", "PATCH", "/auth/update-profile"],
    ["application/jsonp", "POST", "/jobs"],
  ])("415: %s on %s %s is refused and changes nothing", async (type, method, template) => {
    const user = await signUp();
    const jobId = await createJob(user);
    const res = await api(method, template.replace(":id", jobId), {
      ...as(user),
      rawBody: JSON.stringify({ company: "Typed", position: "P", name: "Typed Name", date: "2026-06-01T10:00" }),
      headers: { ...as(user).headers, "Content-Type": type },
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ success: false, message: "Content-Type must be application/json" });
    expect(await countJobs(user.userId)).toBe(1);
  });

  it("415: a string body sent without an explicit type (fetch labels it text/plain) is refused", async () => {
    const res = await api("POST", "/auth/login", {
      rawBody: JSON.stringify({ email: "a@example.test", password: "x" }),
      headers: { "CF-Connecting-IP": uniqueClientIp() },
    });
    expect(res.status).toBe(415);
  });
});

describe("response headers on personal data", () => {
  it.each(["/dashboard", "/today", "/applications", "/profile", "/jobs/new", "/jobs/:id", "/jobs/edit/:id", "/offers"])(
    "headers: signed-in HTML %s is Cache-Control no-store",
    async (template) => {
      const user = await userWithJob();
      const res = await page(template.replace(":id", user.jobId), user.cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control") ?? "").toContain("no-store");
    },
  );

  it.each(["/auth/me", "/jobs", "/jobs/:id", "/analytics/dashboard", "/auth/check-session", "/offers"])(
    "headers: personal API answer %s is Cache-Control no-store",
    async (template) => {
      const user = await userWithJob();
      const res = await api("GET", template.replace(":id", user.jobId), {
        ...as(user),
        headers: { ...as(user).headers, Cookie: user.cookie },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control") ?? "").toContain("no-store");
    },
  );

  it.each(["/register", "/dashboard", "/jobs/:id"])(
    "headers: HTML %s has a CSP with a script nonce and object-src 'none', and every script carries it",
    async (template) => {
      const user = await userWithJob();
      const signedIn = template !== "/register";
      const res = await page(template.replace(":id", user.jobId), signedIn ? user.cookie : undefined);
      expect(res.status).toBe(200);
      const csp = res.headers.get("Content-Security-Policy") ?? "";
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(csp).toMatch(/script-src[^;]*'nonce-/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      const html = await res.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    },
  );

  it("headers: HTML /login loads no framework; its CSP allows only its inline script, by hash (decision 023)", async () => {
    const res = await page("/login");
    expect(res.status).toBe(200);
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+';/);
    expect(csp).not.toMatch(/script-src[^;]*('unsafe-inline'|'self'|'nonce-)/);
    expect(csp).toContain("object-src 'none'");
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).not.toContain(" src=");
  });

  it("headers: the landing page ships no script and its CSP allows none (decision 023)", async () => {
    const res = await page("/");
    expect(res.status).toBe(200);
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("object-src 'none'");
    // Structured data (application/ld+json) is not script; nothing executable may be there.
    expect(await res.text()).not.toMatch(/<script\b(?![^>]*type="application\/ld\+json")/);
  });
});
