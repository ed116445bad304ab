/**
 * Refresh-token rotation (api-contract.md §3.1): race grace, the unused-successor rule, reuse detection
 * and the 30-day absolute expiry. Time is moved by calling the real `/auth` handlers with deps whose
 * clock the test sets.
 */
import { env } from "cloudflare:workers";
import { authApi } from "@worker/api/auth";
import type { ApiEnv } from "@worker/api/http";
import { REFRESH_TTL_MS, rotateRefreshToken } from "@worker/domain/auth/sessions.server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { type ApiAnswer, api, signUp, testDeps } from "../support";

const HOUR = 60 * 60 * 1000;

/** Calls the real `/auth` handlers as if the time were `at`. */
async function authAt(at: number, method: string, path: string, body?: unknown, token?: string) {
  const app = new Hono<ApiEnv>();
  app.use("*", async (c, next) => {
    c.set("deps", testDeps({ now: () => new Date(at) }));
    await next();
  });
  app.route("/auth", authApi);
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await app.request(
    `/auth${path}`,
    { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
    env,
  );
  return { status: res.status, body: (await res.json()) as ApiAnswer["body"] };
}

const refreshAt = (at: number, refreshToken: string) => authAt(at, "POST", "/refresh-token", { refreshToken });
const meAt = (at: number, token: string) => authAt(at, "GET", "/me", undefined, token);

describe("a client that never stores the rotated token (the web client, contract §3.5)", () => {
  it("refreshes with its sign-in token ten times across hours and always gets the same unused successor", async () => {
    const a = await signUp();
    const start = Date.now();
    const successors = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const at = start + i * 2 * HOUR + 5 * 60 * 1000;
      const res = await refreshAt(at, a.refreshToken);
      expect(res.status, `refresh ${i + 1}`).toBe(200);
      expect(res.body.success).toBe(true);
      successors.add(res.body.refreshToken);
      // Each answer carries a fresh access token that works at that time.
      expect((await meAt(at + 60_000, res.body.token)).status, `access token ${i + 1}`).toBe(200);
    }
    expect(successors.size).toBe(1);
    expect([...successors][0]).not.toBe(a.refreshToken);
  });

  it("still ends at the chain's absolute expiry, 30 days from sign-in", async () => {
    const a = await signUp();
    const start = Date.now();
    const s1 = await refreshAt(start + 29 * 24 * HOUR, a.refreshToken);
    expect(s1.status).toBe(200);
    const late = start + REFRESH_TTL_MS + 60_000;
    expect((await refreshAt(late, a.refreshToken)).body).toEqual({ success: false, message: "Invalid refresh token" });
    // Rotation never extended it: the successor ends at the same moment.
    expect((await refreshAt(late, s1.body.refreshToken)).status).toBe(401);
  });
});

describe("a client that rotates keeps full reuse detection", () => {
  it("revokes the session when a thief replays the sign-in token after its successor was used", async () => {
    const a = await signUp();
    const start = Date.now();
    const s1 = await refreshAt(start + HOUR, a.refreshToken);
    const s2 = await refreshAt(start + 2 * HOUR, s1.body.refreshToken);
    expect(s2.status).toBe(200);
    expect(s2.body.refreshToken).not.toBe(s1.body.refreshToken);

    const thief = await refreshAt(start + 3 * HOUR, a.refreshToken);
    expect(thief.status).toBe(401);
    expect(thief.body).toEqual({ success: false, message: "Invalid refresh token" });
    // The whole session is gone: the rightful client's newest pair is dead too.
    expect((await refreshAt(start + 3 * HOUR, s2.body.refreshToken)).status).toBe(401);
    expect((await meAt(start + 3 * HOUR, s2.body.token)).status).toBe(401);
  });

  it("counts a replay as reuse once the successor was presented, even if the successor's own successor never was", async () => {
    const a = await signUp();
    const start = Date.now();
    const s1 = await refreshAt(start + HOUR, a.refreshToken);
    const s2 = await refreshAt(start + HOUR + 60_000, s1.body.refreshToken); // S2 is never presented
    expect(s2.status).toBe(200);
    expect((await refreshAt(start + 2 * HOUR, a.refreshToken)).status).toBe(401);
    expect((await refreshAt(start + 2 * HOUR, s2.body.refreshToken)).status).toBe(401);
  });

  it("serves a middle token again while its own successor is unused", async () => {
    const a = await signUp();
    const start = Date.now();
    const s1 = await refreshAt(start + HOUR, a.refreshToken);
    const s2 = await refreshAt(start + 2 * HOUR, s1.body.refreshToken);
    const again = await refreshAt(start + 5 * HOUR, s1.body.refreshToken);
    expect(again.status).toBe(200);
    expect(again.body.refreshToken).toBe(s2.body.refreshToken);
  });
});

describe("the concurrent race", () => {
  it("gives simultaneous presentations of one token a single successor, through the API", async () => {
    const a = await signUp();
    const answers = await Promise.all(
      [1, 2, 3].map(() => api("POST", "/auth/refresh-token", { body: { refreshToken: a.refreshToken } })),
    );
    for (const res of answers) expect(res.status).toBe(200);
    expect(new Set(answers.map((r) => r.body.refreshToken)).size).toBe(1);
    const next = await api("POST", "/auth/refresh-token", { body: { refreshToken: answers[0].body.refreshToken } });
    expect(next.status).toBe(200);
  });

  it("gives simultaneous presentations a single successor in the domain too", async () => {
    const a = await signUp();
    const deps = testDeps();
    const results = await Promise.all([1, 2, 3, 4].map(() => rotateRefreshToken(deps, a.refreshToken)));
    const tokens = results.map((r) => (r.ok ? r.value.refreshToken : r.message));
    expect(new Set(tokens).size).toBe(1);
    expect(results.every((r) => r.ok)).toBe(true);
  });
});
