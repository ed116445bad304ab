/**
 * Access tokens for browser extensions (api-contract.md §3.1, §11.1): 30 days instead of 15 minutes,
 * still ended at once by anything that ends the session.
 */
import { env } from "cloudflare:workers";
import { authApi } from "@worker/api/auth";
import type { ApiEnv } from "@worker/api/http";
import { requestPasswordReset } from "@worker/domain/auth/accounts.server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { type ApiAnswer, api, signUp, testDeps, uniqueEmail } from "../support";

const DAY = 24 * 60 * 60 * 1000;
const CHROME = { Origin: "chrome-extension://abcdefghijklmnopabcdefghijklmnop" };

function lifetimeOf(token: string): number {
  const [, payload] = token.split(".");
  const claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
  return claims.exp - claims.iat;
}

/**
 * An extension token lives 30 days, capped at its session's end: issued in the same second as the
 * session it is exactly 30 days, a moment later (a rotation, a second boundary) up to a few seconds less.
 */
function expectThirtyDays(token: string) {
  const lifetime = lifetimeOf(token);
  expect(lifetime).toBeLessThanOrEqual(30 * 24 * 60 * 60);
  expect(lifetime).toBeGreaterThan(30 * 24 * 60 * 60 - 5);
}

/** POST /auth/validate through the real handler, as if the time were `at`. */
async function validateAt(at: number, token: string) {
  const app = new Hono<ApiEnv>();
  app.use("*", async (c, next) => {
    c.set("deps", testDeps({ now: () => new Date(at) }));
    await next();
  });
  app.route("/auth", authApi);
  const res = await app.request(
    "/auth/validate",
    { method: "POST", headers: { Authorization: `Bearer ${token}` } },
    env,
  );
  return { status: res.status, body: (await res.json()) as ApiAnswer["body"] };
}

describe("extension access tokens", () => {
  it("gives a Chrome-extension login a 30-day token that validate accepts two days later", async () => {
    const a = await signUp();
    const login = await api("POST", "/auth/login", {
      body: { email: a.email, password: a.password },
      headers: { Origin: "chrome-extension://abc" },
    });
    expect(login.status).toBe(200);
    expectThirtyDays(login.body.token);

    const later = await validateAt(Date.now() + 2 * DAY, login.body.token);
    expect(later.status).toBe(200);
    expect(later.body).toMatchObject({ success: true, valid: true, user: { email: a.email } });
    // A web token from the same moment is long dead by then.
    expect((await validateAt(Date.now() + 2 * DAY, a.token)).status).toBe(401);
  });

  it("dies at once when its session logs out", async () => {
    const a = await signUp();
    const login = await api("POST", "/auth/login", { body: { email: a.email, password: a.password }, headers: CHROME });
    expect((await api("POST", "/auth/validate", { token: login.body.token })).status).toBe(200);
    expect((await api("POST", "/auth/logout", { token: login.body.token })).status).toBe(200);
    const after = await api("POST", "/auth/validate", { token: login.body.token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ success: false, valid: false, message: "Authentication invalid" });
  });

  it("dies at once when the password changes elsewhere", async () => {
    const a = await signUp();
    const ext = await api("POST", "/auth/login", { body: { email: a.email, password: a.password }, headers: CHROME });
    const changed = await api("PATCH", "/auth/update-password", {
      token: a.token,
      body: { currentPassword: a.password, newPassword: "changed-pass-1" },
    });
    expect(changed.status).toBe(200);
    expect((await api("POST", "/auth/validate", { token: ext.body.token })).status).toBe(401);
  });

  it("keeps 15 minutes for web origins and requests without an Origin", async () => {
    const a = await signUp();
    const origins: Record<string, string>[] = [
      { Origin: "https://app.example.test" },
      {},
      { Origin: "https://chrome-extension.evil" },
    ];
    for (const headers of origins) {
      const login = await api("POST", "/auth/login", { body: { email: a.email, password: a.password }, headers });
      expect(login.status).toBe(200);
      expect(lifetimeOf(login.body.token), JSON.stringify(headers)).toBe(15 * 60);
    }
    expect(lifetimeOf(a.token)).toBe(15 * 60);
  });

  it("applies to every endpoint that issues an access token, for each extension scheme", async () => {
    const firefox = { Origin: "moz-extension://0a1b2c3d-4e5f-6789-abcd-ef0123456789" };
    const safari = { Origin: "safari-web-extension://0A1B2C3D-4E5F-6789-ABCD-EF0123456789" };
    const email = uniqueEmail("ext");
    const reg = await api("POST", "/auth/register", {
      body: { name: "Ext User", email, password: "ext-pass-1" },
      headers: CHROME,
    });
    expect(reg.status).toBe(201);
    expectThirtyDays(reg.body.token);

    const refreshed = await api("POST", "/auth/refresh-token", {
      body: { refreshToken: reg.body.refreshToken },
      headers: firefox,
    });
    expect(refreshed.status).toBe(200);
    expectThirtyDays(refreshed.body.token);

    const changed = await api("PATCH", "/auth/update-password", {
      token: refreshed.body.token,
      body: { currentPassword: "ext-pass-1", newPassword: "ext-pass-2" },
      headers: safari,
    });
    expect(changed.status).toBe(200);
    expectThirtyDays(changed.body.token);

    // The reset mail may be sent after the answer (deps.defer): collect that work and wait for it.
    const deferred: Promise<unknown>[] = [];
    await requestPasswordReset(testDeps({ defer: (p) => deferred.push(p) }), email, "extension-tokens-test");
    await Promise.all(deferred);
    const mail = await env.DB.prepare(
      "SELECT text FROM email_outbox WHERE to_address = ? AND text LIKE '%/reset-password/%' ORDER BY created_at DESC, rowid DESC LIMIT 1",
    )
      .bind(email)
      .first<{ text: string }>();
    const resetToken = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
    expect(resetToken).toBeTruthy();
    const reset = await api("POST", `/auth/reset-password/${resetToken}`, {
      body: { password: "ext-pass-3" },
      headers: CHROME,
    });
    expect(reset.status).toBe(200);
    expectThirtyDays(reset.body.token);
  });
});
