/**
 * D1 read replication (decision 022): every answer that touched D1 hands back the newest bookmark
 * (API: the `x-d1-bookmark` header; screens: the `op_d1` cookie after a write or a signed-in view), and
 * a valid bookmark sent back is where the next request's reads start. Local D1 has no replicas, but its
 * sessions keep the newer of the bookmark they were given and their own, which makes that observable.
 */
import { describe, expect, it } from "vitest";
import { api, formPost, page, signUp, signUpForWeb, webLogin } from "../support";

const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;
/** Later than anything this test file's database reaches. */
const FUTURE = "00000000-7fffffff-00000000-00000000000000000000000000000000";
const GARBAGE = [
  "garbage",
  "first-primary",
  "ffffffff-ffffffff-ffffffff-ffffffffffffffffffffffffffffffff'--",
  "FFFFFFFF-FFFFFFFF-FFFFFFFF-FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF",
  "z".repeat(4000),
];

function bookmarkCookieOf(res: Response): string | null {
  const set = res.headers.getSetCookie().find((c) => c.startsWith("op_d1="));
  return set ? set.split(";")[0].slice("op_d1=".length) : null;
}

describe("API: the x-d1-bookmark header", { timeout: 20_000 }, () => {
  it("comes back on answers that read or wrote D1", async () => {
    const u = await signUp();
    const list = await api("GET", "/jobs", { token: u.token });
    expect(list.status).toBe(200);
    expect(list.headers.get("x-d1-bookmark")).toMatch(BOOKMARK);
    const created = await api("POST", "/jobs", { token: u.token, body: { company: "Acme", position: "Dev" } });
    expect(created.status).toBe(201);
    const afterWrite = created.headers.get("x-d1-bookmark");
    expect(afterWrite).toMatch(BOOKMARK);
    expect(afterWrite! > list.headers.get("x-d1-bookmark")!).toBe(true);
  });

  it("is where the next request's reads start when the client sends it back", async () => {
    const u = await signUp();
    const created = await api("POST", "/jobs", { token: u.token, body: { company: "Acme", position: "Dev" } });
    const mine = created.headers.get("x-d1-bookmark")!;
    const read = await api("GET", "/jobs", { token: u.token, headers: { "x-d1-bookmark": mine } });
    expect(read.status).toBe(200);
    expect(read.body.jobs.map((j: { company: string }) => j.company)).toEqual(["Acme"]);
    expect(read.headers.get("x-d1-bookmark")! >= mine).toBe(true);
    // A later bookmark than the database has seen is kept as the session's own: it was used.
    const ahead = await api("GET", "/jobs", { token: u.token, headers: { "x-d1-bookmark": FUTURE } });
    expect(ahead.status).toBe(200);
    expect(ahead.headers.get("x-d1-bookmark")).toBe(FUTURE);
  });

  it.each(GARBAGE)("ignores a bookmark that is not D1's (%s)", async (bad) => {
    const u = await signUp();
    const res = await api("GET", "/jobs", { token: u.token, headers: { "x-d1-bookmark": bad } });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-d1-bookmark")).toMatch(BOOKMARK);
    expect(res.headers.get("x-d1-bookmark")).not.toBe(bad);
  });

  it("ignores a bookmark on a write (writes start on the primary) and on a signed-out call", async () => {
    const u = await signUp();
    const res = await api("POST", "/jobs", {
      token: u.token,
      body: { company: "Acme", position: "Dev" },
      headers: { "x-d1-bookmark": "garbage" },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("x-d1-bookmark")).toMatch(BOOKMARK);
    const anonymous = await api("GET", "/jobs", { headers: { "x-d1-bookmark": "garbage" } });
    expect(anonymous.status).toBe(401);
  });

  it("is allowed and exposed to browser clients by CORS", async () => {
    const preflight = await api("OPTIONS", "/jobs", {
      headers: {
        Origin: "https://app.example.test",
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "authorization, x-d1-bookmark",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("Access-Control-Allow-Headers")?.toLowerCase()).toContain("x-d1-bookmark");
    const u = await signUp();
    const res = await api("GET", "/jobs", { token: u.token, headers: { Origin: "https://app.example.test" } });
    expect(res.headers.get("Access-Control-Expose-Headers")?.toLowerCase()).toContain("x-d1-bookmark");
  });
});

describe("screens: the op_d1 cookie", { timeout: 20_000 }, () => {
  it("is set by a sign-in, HttpOnly and Lax, and moves on with each signed-in view", async () => {
    const u = await signUp();
    const { res, cookie } = await webLogin(u.email, u.password);
    const set = res.headers.getSetCookie().find((c) => c.startsWith("op_d1="))!;
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    const first = bookmarkCookieOf(res)!;
    expect(first).toMatch(BOOKMARK);
    const shown = await page("/dashboard", `${cookie}; op_d1=${first}`);
    expect(shown.status).toBe(200);
    const next = bookmarkCookieOf(shown);
    expect(next).toMatch(BOOKMARK);
    expect(next! > first).toBe(true);
  });

  it("is where a page's reads start: a bookmark no newer than the page's own is not set again", async () => {
    const u = await signUpForWeb();
    const shown = await page("/applications", `${u.cookie}; op_d1=${FUTURE}`);
    expect(shown.status).toBe(200);
    expect(bookmarkCookieOf(shown)).toBeNull();
  });

  it.each(GARBAGE)("ignores a cookie that is not D1's bookmark (%s)", async (bad) => {
    const u = await signUpForWeb();
    const shown = await page("/dashboard", `${u.cookie}; op_d1=${encodeURIComponent(bad)}`);
    expect(shown.status).toBe(200);
    expect(bookmarkCookieOf(shown)).toMatch(BOOKMARK);
  });

  it("a form post that writes hands back a newer bookmark", async () => {
    const u = await signUpForWeb();
    const res = await formPost("/jobs/new", { company: "Acme", position: "Dev", status: "applied" }, u.cookie);
    expect(res.status).toBe(302);
    expect(bookmarkCookieOf(res)).toMatch(BOOKMARK);
  });

  it("is never set on an anonymous page view (public pages stay cacheable)", async () => {
    for (const path of ["/", "/login", "/terms-of-use"]) {
      const res = await page(path);
      expect(res.status).toBe(200);
      expect(bookmarkCookieOf(res)).toBeNull();
    }
  });
});
