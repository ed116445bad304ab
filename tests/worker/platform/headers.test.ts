/** Response headers: the page CSP with a per-response nonce, and no caching of personal data. */
import { describe, expect, it } from "vitest";
import { page, signUpForWeb } from "../support";

function scriptNonces(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bnonce="([^"]+)"/g)].map((m) => m[1]);
}

describe("Content-Security-Policy", () => {
  it("allows scripts only from this origin or with this response's nonce", async () => {
    const res = await page("/register");
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    const html = await res.text();
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const nonces = scriptNonces(html);
    expect(nonces.length).toBeGreaterThan(0);
    expect(new Set(nonces)).toEqual(new Set([nonce]));
    expect(html.match(/<script\b/g)?.length).toBe(nonces.length);
  });

  it("uses a new nonce on every response", async () => {
    const a = (await page("/register")).headers.get("Content-Security-Policy");
    const b = (await page("/register")).headers.get("Content-Security-Policy");
    expect(a).not.toBe(b);
  });
});

describe("Cache-Control", () => {
  it("lets shared caches keep the public API document (decision 027), never a personal API answer", async () => {
    const doc = await page("/api/v1/openapi.json");
    expect(doc.status).toBe(200);
    expect(doc.headers.get("Cache-Control")).toBe("public, max-age=300");
    const me = await page("/api/v1/auth/me");
    expect(me.status).toBe(401);
    expect(me.headers.get("Cache-Control")).toBe("no-store");
  });

  it("keeps signed-in pages out of every cache", async () => {
    const user = await signUpForWeb();
    for (const path of ["/dashboard", "/applications", "/profile", "/jobs/new"]) {
      const res = await page(path, user.cookie);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
  });
});
