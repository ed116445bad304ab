/**
 * Web sessions after issue 11: one D1 statement (sessions ⋈ users ⋈ plans) checks the cookie, with
 * every property of the former KV + D1 check kept: expiry, the 24-hour sliding expiry of a browser
 * session, revocation at logout and password change, and no session for a forged or foreign cookie.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { formPost, page, signUpForWeb, webLogin } from "../support";

const HOUR = 60 * 60 * 1000;

const sessionIdOf = (cookie: string) => cookie.slice("op_session=".length).split(".")[0];

async function expiresAtOf(sessionId: string): Promise<number | null> {
  const row = await env.DB.prepare("SELECT expires_at FROM sessions WHERE id = ?")
    .bind(sessionId)
    .first<{ expires_at: number }>();
  return row?.expires_at ?? null;
}

async function setExpiresAt(sessionId: string, at: number) {
  await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE id = ?").bind(at, sessionId).run();
}

async function isSignedIn(cookie: string): Promise<boolean> {
  const res = await page("/dashboard", cookie);
  if (res.status === 200) return true;
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/login");
  return false;
}

// The first page view of a file pays for loading the server build: on two busy cores, more than 5 s.
describe("web session checks", { timeout: 20_000 }, () => {
  it("reads the user and plan with the session: the sidebar shows them", async () => {
    const u = await signUpForWeb();
    const html = await (await page("/dashboard", u.cookie)).text();
    expect(html).toContain(u.email);
    expect(html).toMatch(/free/i);
  });

  it("keeps no KV mirror of a web session (D1 answers the check)", async () => {
    const u = await signUpForWeb();
    expect(await env.SESSIONS.get(`session:${sessionIdOf(u.cookie)}`)).toBeNull();
    expect(await isSignedIn(u.cookie)).toBe(true);
  });

  it("signs out an expired session", async () => {
    const u = await signUpForWeb();
    await setExpiresAt(sessionIdOf(u.cookie), Date.now() - 1000);
    expect(await isSignedIn(u.cookie)).toBe(false);
  });

  it("slides a browser session that has less than half of its 24 hours left, after the answer", async () => {
    const u = await signUpForWeb();
    const id = sessionIdOf(u.cookie);
    await setExpiresAt(id, Date.now() + 2 * HOUR);
    expect(await isSignedIn(u.cookie)).toBe(true);
    let expiresAt = await expiresAtOf(id);
    for (let i = 0; i < 50 && expiresAt! < Date.now() + 20 * HOUR; i++) {
      await scheduler.wait(20);
      expiresAt = await expiresAtOf(id);
    }
    expect(expiresAt! - Date.now()).toBeGreaterThan(23 * HOUR);
  });

  it("leaves a session with more than half of its time left, and a remembered one, as they are", async () => {
    const u = await signUpForWeb();
    const id = sessionIdOf(u.cookie);
    const fresh = await expiresAtOf(id);
    expect(await isSignedIn(u.cookie)).toBe(true);
    const remembered = await webLogin(u.email, u.password, { remember: "on" });
    const rid = sessionIdOf(remembered.cookie);
    await setExpiresAt(rid, Date.now() + 2 * HOUR);
    expect(await isSignedIn(remembered.cookie)).toBe(true);
    await scheduler.wait(100);
    expect(await expiresAtOf(id)).toBe(fresh);
    expect((await expiresAtOf(rid))! - Date.now()).toBeLessThan(2 * HOUR);
  });

  it("signs out at once when the session row is revoked", async () => {
    const u = await signUpForWeb();
    await env.DB.prepare("DELETE FROM sessions WHERE id = ?").bind(sessionIdOf(u.cookie)).run();
    expect(await isSignedIn(u.cookie)).toBe(false);
  });

  it("logs out: the old cookie no longer signs in", async () => {
    const u = await signUpForWeb();
    const res = await formPost("/logout", {}, u.cookie);
    expect(res.status).toBe(302);
    expect(await isSignedIn(u.cookie)).toBe(false);
  });

  it("a password change on the profile screen signs out the user's other browsers", async () => {
    const u = await signUpForWeb();
    const other = await webLogin(u.email, u.password);
    const res = await formPost(
      "/profile",
      { intent: "password", currentPassword: u.password, newPassword: "new-secret-9", confirmPassword: "new-secret-9" },
      u.cookie,
    );
    expect(res.status).toBe(302);
    expect(await isSignedIn(other.cookie)).toBe(false);
  });

  it("refuses a wrong secret, an api session's id and an unknown id", async () => {
    const u = await signUpForWeb();
    const id = sessionIdOf(u.cookie);
    expect(await isSignedIn(`op_session=${id}.${"A".repeat(43)}`)).toBe(false);
    const api = await env.DB.prepare("SELECT id FROM sessions WHERE user_id = ? AND kind = 'api' LIMIT 1")
      .bind(u.userId)
      .first<{ id: string }>();
    expect(api).not.toBeNull();
    const secret = u.cookie.split(".")[1];
    expect(await isSignedIn(`op_session=${api!.id}.${secret}`)).toBe(false);
    expect(await isSignedIn(`op_session=${"a".repeat(24)}.${secret}`)).toBe(false);
  });
});
