/**
 * /extension/connect (issue 25, contract §11.5): "Sign in with Offerpath" for the browser extension. A
 * signed-in web user's POST makes a session of its own for the extension (30-day access token), put in the
 * page once for the extension; the GET makes nothing; a cross-site POST and a visitor get nothing.
 */
import { env } from "cloudflare:workers";
import { CONNECT_DATA_ID } from "@core/extension";
import { describe, expect, it } from "vitest";
import { describeLog, measure } from "../perf/d1-meter";
import { api, EVIL, formPost, page, signUpForWeb } from "../support";

const sessionsOf = async (userId: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ?").bind(userId).first<{ n: number }>())
    ?.n ?? 0;

function sessionIn(html: string) {
  const m = html.match(new RegExp(`<script type="application/json" id="${CONNECT_DATA_ID}">([^<]*)</script>`));
  return m ? (JSON.parse(m[1]) as { type: string; token: string; refreshToken: string; user: { name: string } }) : null;
}

const claims = (jwt: string) =>
  JSON.parse(atob(jwt.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))) as { exp: number; iat: number };

describe("/extension/connect", () => {
  it("asks first: the page makes no session until the user connects", async () => {
    const u = await signUpForWeb();
    const before = await sessionsOf(u.userId);
    const res = await page("/extension/connect", u.cookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Connect the extension");
    expect(sessionIn(html)).toBeNull();
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await sessionsOf(u.userId)).toBe(before);
  });

  it("connecting makes a session of the extension's own, with the 30-day token, that logout ends", async () => {
    const u = await signUpForWeb();
    const before = await sessionsOf(u.userId);
    const res = await formPost("/extension/connect", {}, u.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const session = sessionIn(await res.text());
    expect(session).toMatchObject({ type: "offerpath-session", user: { name: expect.any(String) } });
    expect(await sessionsOf(u.userId)).toBe(before + 1);
    const { exp, iat } = claims(session?.token as string);
    expect(exp - iat).toBe(30 * 24 * 60 * 60);
    expect((await api("GET", "/auth/me", { token: session?.token })).status).toBe(200);
    // The web session is another session: signing the extension out leaves the web signed in.
    expect((await api("POST", "/auth/logout", { token: session?.token })).status).toBe(200);
    expect((await api("GET", "/auth/me", { token: session?.token })).status).toBe(401);
    expect((await page("/extension/connect", u.cookie)).status).toBe(200);
  });

  it("gives nothing to a visitor or to a cross-site form", async () => {
    const visitor = await page("/extension/connect");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe("/login?redirectTo=%2Fextension%2Fconnect");
    const u = await signUpForWeb();
    const before = await sessionsOf(u.userId);
    const forged = await formPost("/extension/connect", {}, { cookie: u.cookie, origin: EVIL });
    expect(forged.status).toBe(403);
    expect(sessionIn(await forged.text())).toBeNull();
    expect(await sessionsOf(u.userId)).toBe(before);
  });

  it("reads and writes a handful of rows", async () => {
    const u = await signUpForWeb();
    const get = await measure("/extension/connect", { headers: { Cookie: u.cookie } });
    expect(get.res.status).toBe(200);
    expect(get.meter.rowsRead, describeLog(get.meter)).toBeLessThanOrEqual(20);
    const post = await measure("/extension/connect", {
      method: "POST",
      headers: { Cookie: u.cookie, Origin: "http://localhost", "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(post.res.status).toBe(200);
    expect(post.meter.rowsRead, describeLog(post.meter)).toBeLessThanOrEqual(20);
  });
});
