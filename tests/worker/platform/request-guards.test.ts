/** The Worker's request guards: body limits, content types, cross-site posts and unreadable forms. */
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, formPost, page, signUpForWeb } from "../support";

const ORIGIN = "http://localhost";
const THREE_MB = "x".repeat(3 * 1024 * 1024);

function raw(path: string, init: RequestInit & { headers?: Record<string, string> }) {
  return exports.default.fetch(`${ORIGIN}${path}`, { redirect: "manual", ...init });
}

async function isSignedIn(cookie: string) {
  const res = await page("/dashboard", cookie);
  return res.status === 200;
}

describe("API bodies", () => {
  it("answers 413 to a 3 MB body twice in a row, and the next request still works", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await api("POST", "/auth/login", {
        rawBody: JSON.stringify({ email: "a@b.c", password: THREE_MB }),
        headers: { "Content-Type": "application/json" },
      });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ success: false, message: "Request body too large" });
    }
    const next = await api("POST", "/auth/login", { body: { email: "nobody@example.test", password: "whatever-1" } });
    expect(next.status).toBe(401);
  });

  it("answers 413 to a chunked body without a Content-Length", async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const chunk = new TextEncoder().encode("y".repeat(64 * 1024));
        for (let i = 0; i < 4; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const res = await raw("/api/v1/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: stream,
    });
    expect(res.status).toBe(413);
  });

  it.each([
    ["text/plain", '{"email":"a@b.c","password":"x"}'],
    ["application/x-www-form-urlencoded", "email=a%40b.c&password=x"],
    ["multipart/form-data; boundary=x", "--x--"],
  ])("answers 415 to a %s body on a JSON endpoint", async (type, body) => {
    const res = await api("POST", "/auth/login", { rawBody: body, headers: { "Content-Type": type } });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ success: false, message: "Content-Type must be application/json" });
  });

  it("accepts application/json with a charset, and a body-less POST without a type", async () => {
    const withCharset = await api("POST", "/auth/login", {
      rawBody: JSON.stringify({ email: "nobody@example.test", password: "whatever-1" }),
      headers: { "Content-Type": "application/json; charset=utf-8" },
    });
    expect(withCharset.status).toBe(401);
    const empty = await api("POST", "/auth/logout");
    expect(empty.status).toBe(401);
  });

  it("marks API answers no-store", async () => {
    const res = await api("GET", "/auth/check-session");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("cross-site web posts", () => {
  it.each([
    ["a foreign Origin", { Origin: "https://evil.example" }],
    ["Origin null", { Origin: "null" }],
    ["Sec-Fetch-Site cross-site", { "Sec-Fetch-Site": "cross-site" }],
    ["Sec-Fetch-Site same-site", { "Sec-Fetch-Site": "same-site" }],
    ["a foreign Referer", { Referer: "https://evil.example/page" }],
  ])("refuses POST /logout with %s and keeps the session", async (_label, headers) => {
    const user = await signUpForWeb();
    const res = await raw("/logout", {
      method: "POST",
      headers: { ...headers, Cookie: user.cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(res.status).toBe(403);
    expect(await isSignedIn(user.cookie)).toBe(true);
  });

  it("still lets the site's own logout form through", async () => {
    const user = await signUpForWeb();
    const res = await formPost("/logout", {}, user.cookie);
    expect(res.status).toBe(302);
    expect(await isSignedIn(user.cookie)).toBe(false);
  });

  it("accepts a same-origin Sec-Fetch-Site or Referer when Origin is absent", async () => {
    const user = await signUpForWeb();
    const res = await raw("/jobs/new", {
      method: "POST",
      headers: {
        Cookie: user.cookie,
        "Sec-Fetch-Site": "same-origin",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "company=&position=",
    });
    expect(res.status).toBe(400);
  });
});

describe("unreadable web forms", () => {
  const bodies: [string, string, string][] = [
    ["text/plain", "text/plain", "email=a@b.c&password=x"],
    ["JSON", "application/json", '{"email":"a@b.c"}'],
    ["a bad multipart boundary", "multipart/form-data; boundary=zzz", "--yyy\r\nnonsense\r\n--yyy--"],
    [
      "a multipart field with an empty name",
      "multipart/form-data; boundary=b",
      '--b\r\nContent-Disposition: form-data; name=""\r\n\r\nvalue\r\n--b--\r\n',
    ],
    ["no content type", "", "email=a%40b.c"],
  ];

  it.each(bodies)("answers 400 to %s on /login", async (_label, type, body) => {
    const headers: Record<string, string> = { Origin: ORIGIN };
    if (type) headers["Content-Type"] = type;
    const res = await raw("/login", { method: "POST", headers, body });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("The form could not be read");
  });

  it.each(bodies)("answers 400 to %s on a signed-in action", async (_label, type, body) => {
    const user = await signUpForWeb();
    const headers: Record<string, string> = { Origin: ORIGIN, Cookie: user.cookie };
    if (type) headers["Content-Type"] = type;
    const res = await raw("/jobs/new", { method: "POST", headers, body });
    expect(res.status).toBe(400);
  });

  it("answers 413 to a 3 MB form, and the next post still works", async () => {
    const res = await formPost("/login", { email: "a@b.c", password: THREE_MB });
    expect(res.status).toBe(413);
    const next = await formPost("/login", { email: "nobody@example.test", password: "whatever-1" });
    expect(next.status).toBe(401);
  });
});
