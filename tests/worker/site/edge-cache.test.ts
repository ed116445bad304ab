/** The health route, zero-JS public pages and their edge cache (decision 023). */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { forgetPublicPlans } from "@worker/domain/plans.server";
import { app } from "@worker/index";
import { beforeAll, describe, expect, it } from "vitest";
import { api, failingStorage, signUpForWeb } from "../support";

const ORIGIN = "http://localhost:8787";

/** Proves a route touched no storage: every call but opening a D1 session throws. */
const untouchable = failingStorage((call) => new Error(`storage touched: ${call}`));

/** One request through the worker, with its waitUntil work (the cache write) finished before returning. */
async function fetchPage(path: string, init: RequestInit = {}, overrides: Partial<Env> = {}) {
  const ctx = createExecutionContext();
  const res = await app.request(`${ORIGIN}${path}`, init, { ...env, ...overrides }, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, html };
}

// The first page rendered loads the whole server build: slow on two busy cores, so not inside a test.
beforeAll(async () => {
  await fetchPage("/login");
}, 60_000);

describe("GET /api/v1/health", () => {
  it("answers ok without caching", async () => {
    const res = await api("GET", "/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("touches neither D1 nor KV", async () => {
    const ctx = createExecutionContext();
    const res = await app.request("/api/v1/health", {}, { ...env, DB: untouchable, SESSIONS: untouchable }, ctx);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });
});

describe("public pages ship no JavaScript", () => {
  for (const path of [
    "/",
    "/terms-of-use",
    "/privacy-policy",
    "/refund-policy",
    "/developers/api",
    "/extension",
    "/no-such-page",
  ]) {
    it(`${path}: no script to run, no module preload, a CSP that allows no script`, async () => {
      const { res, html } = await fetchPage(path);
      expect(res.status).toBe(path === "/no-such-page" ? 404 : 200);
      expect(html).toContain("Offerpath");
      expect(html).not.toMatch(/<script\b(?![^>]*type="application\/ld\+json")/);
      expect(html).not.toContain("modulepreload");
      expect(html).not.toContain("__reactRouter");
      expect(res.headers.get("Content-Security-Policy")).toContain("script-src 'none'");
    });
  }

  it("the sign-in page loads no framework: its only script is the time-zone line, allowed by its hash", async () => {
    const { res, html } = await fetchPage("/login");
    expect(res.status).toBe(200);
    expect(html).toContain('name="password"');
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("__reactRouter");
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].filter(
      (m) => !m[0].includes("application/ld+json"),
    );
    expect(scripts).toHaveLength(1);
    expect(scripts[0][0]).not.toContain(" src=");
    expect(scripts[0][1]).toContain("timeZone");
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(scripts[0][1]));
    const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
    const scriptSrc = /script-src ([^;]*)/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
    expect(scriptSrc).toBe(`'sha256-${hash}'`);
  });

  for (const [path, shows] of [
    ["/forgot-password", "Send reset link"],
    ["/reset-password/not-a-token", "Request a new link"],
  ]) {
    it(`${path} loads no JavaScript either (its form posts by itself)`, async () => {
      const { res, html } = await fetchPage(path);
      expect(res.status).toBe(200);
      expect(html).toContain(shows);
      expect(html).not.toMatch(/<script\b(?![^>]*type="application\/ld\+json")/);
      expect(res.headers.get("Content-Security-Policy")).toContain("script-src 'none'");
    });
  }

  it("while a screen with a form still hydrates (its scripts carry the response's nonce)", async () => {
    const { res, html } = await fetchPage("/register");
    expect(html).toContain('rel="modulepreload"');
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`nonce="${nonce}"`);
  });
});

describe("the edge cache of public pages", () => {
  it("stores the landing page for visitors and serves the copy next time", async () => {
    forgetPublicPlans();
    const first = await fetchPage("/terms-of-use");
    expect(first.res.headers.get("Cache-Control")).toBe(
      "public, max-age=0, s-maxage=300, stale-while-revalidate=86400",
    );
    expect(first.res.headers.get("Set-Cookie")).toBeNull();
    const second = await fetchPage("/terms-of-use");
    expect(second.res.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(second.html).toBe(first.html);
    // The worker's baseline headers are on the copy too.
    expect(second.res.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("never caches a signed-in visitor's page", async () => {
    const user = await signUpForWeb();
    await fetchPage("/");
    const { res, html } = await fetchPage("/", { headers: { Cookie: user.cookie } });
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("X-Edge-Cache")).toBeNull();
    expect(html).toContain("Go to dashboard");
  });

  it("renders a page carrying a flash toast fresh and keeps it private", async () => {
    await fetchPage("/");
    const { res } = await fetchPage("/", { headers: { Cookie: "op_toast=anything" } });
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("X-Edge-Cache")).toBeNull();
  });

  it("does not cache a URL with a query string (no cache-busting copies)", async () => {
    const { res } = await fetchPage("/?utm_source=x");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control") ?? "").not.toContain("public");
    expect(res.headers.get("X-Edge-Cache")).toBeNull();
  });

  it("keeps screens other than the public pages out of it", async () => {
    const { res } = await fetchPage("/login");
    expect(res.headers.get("Cache-Control") ?? "").not.toContain("public");
    expect(res.headers.get("X-Edge-Cache")).toBeNull();
  });

  it("serves new prices as soon as the plans change (the plans are part of the key)", async () => {
    forgetPublicPlans();
    await fetchPage("/");
    expect((await fetchPage("/")).res.headers.get("X-Edge-Cache")).toBe("HIT");
    const { results } = await env.DB.prepare("SELECT id, price_monthly FROM plans WHERE price_monthly > 0").all<{
      id: string;
      price_monthly: number;
    }>();
    const plan = results[0];
    await env.DB.prepare("UPDATE plans SET price_monthly = 12345 WHERE id = ?").bind(plan.id).run();
    try {
      forgetPublicPlans(); // what a new isolate, or this one a minute later, does
      const after = await fetchPage("/");
      expect(after.res.headers.get("X-Edge-Cache")).toBe("MISS");
      expect(after.html).toContain("₹12,345");
    } finally {
      await env.DB.prepare("UPDATE plans SET price_monthly = ? WHERE id = ?").bind(plan.price_monthly, plan.id).run();
      forgetPublicPlans();
    }
  });
});

describe("the edge cache and the colour theme (issue 31, decision 048)", () => {
  it("keeps one copy per chosen theme, sent as private; no choice is the shared copy, themed by CSS alone", async () => {
    forgetPublicPlans();
    const system = await fetchPage("/refund-policy");
    expect(system.html).not.toContain("data-theme");
    expect(system.html).toContain('<meta name="color-scheme" content="light dark"/>');

    const dark = await fetchPage("/refund-policy", { headers: { Cookie: "op_theme=dark" } });
    expect(dark.res.headers.get("X-Edge-Cache")).toBe("MISS");
    expect(dark.html).toContain('<html lang="en" data-theme="dark">');
    expect(dark.res.headers.get("Cache-Control")).toBe("private, no-cache");
    const darkAgain = await fetchPage("/refund-policy", { headers: { Cookie: "op_theme=dark" } });
    expect(darkAgain.res.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(darkAgain.html).toBe(dark.html);
    expect(darkAgain.res.headers.get("Cache-Control")).toBe("private, no-cache");

    const light = await fetchPage("/refund-policy", { headers: { Cookie: "op_theme=light" } });
    expect(light.html).toContain('<html lang="en" data-theme="light">');

    // A visitor without a choice still gets the shared copy, not the last themed one.
    const plain = await fetchPage("/refund-policy");
    expect(plain.res.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(plain.html).toBe(system.html);
    expect(plain.res.headers.get("Cache-Control")).toBe(
      "public, max-age=0, s-maxage=300, stale-while-revalidate=86400",
    );
  });

  it("treats a theme cookie it does not know as no choice: the shared copy, not a key per value", async () => {
    forgetPublicPlans();
    const system = await fetchPage("/privacy-policy");
    for (const value of ["blue", "DARK", "system", "dark%0d%0a"]) {
      const odd = await fetchPage("/privacy-policy", { headers: { Cookie: `op_theme=${value}` } });
      expect(odd.res.headers.get("X-Edge-Cache")).toBe("HIT");
      expect(odd.html).toBe(system.html);
    }
  });
});
