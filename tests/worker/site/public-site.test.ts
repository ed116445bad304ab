/** The public site as search engines and visitors see it: robots, sitemap, 404s, metadata, structured data. */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { forgetPublicPlans } from "@worker/domain/plans.server";
import { app } from "@worker/index";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page, signUpForWeb, unreachableD1 } from "../support";

const APP_URL = "http://localhost:8787";

async function withEnv(overrides: Partial<Env>, path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const res = await app.request(path, init, { ...env, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

function metaContent(html: string, attr: "name" | "property", key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta[^>]*${attr}="${key.replace(/[:.]/g, "\\$&")}"[^>]*>`))?.[0];
  return tag?.match(/content="([^"]*)"/)?.[1];
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("robots.txt and sitemap.xml", () => {
  it("serves robots.txt to visitors, naming the sitemap and keeping signed-in screens out", async () => {
    const res = await page("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const body = await res.text();
    expect(body).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(body).toContain("Disallow: /dashboard\n");
    expect(body).toContain("Disallow: /api/\n");
    // Every signed-in screen (Lighthouse's SEO audit found /analytics crawlable), the public /extension page not.
    for (const path of ["/today", "/analytics", "/inbox", "/notifications", "/documents", "/extension/connect"]) {
      expect(body).toContain(`Disallow: ${path}\n`);
    }
    expect(body).not.toMatch(/Disallow: \/extension\n/);
    expect(body).not.toMatch(/Disallow: \/contact\n/);
    expect(body).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
  });

  it("serves robots.txt to a signed-in user too (no redirect)", async () => {
    const { cookie } = await signUpForWeb();
    expect((await page("/robots.txt", cookie)).status).toBe(200);
  });

  it("lists the public pages in sitemap.xml with absolute URLs", async () => {
    const res = await page("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const body = await res.text();
    expect(body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      [
        "/",
        "/contact",
        "/register",
        "/login",
        "/terms-of-use",
        "/privacy-policy",
        "/refund-policy",
        "/extension",
        "/developers/api",
      ].map((p) => `${APP_URL}${p}`),
    );
    expect(body).toContain("<lastmod>2025-05-07</lastmod>");
    expect(body).not.toContain("reset-password");
  });
});

describe("unknown paths", () => {
  it("answer a signed-out visitor with a real 404 page", async () => {
    for (const path of ["/no-such-page", "/jobs/x/y/z", "/wp-login.php"]) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html).toContain("Page not found");
      expect(html).toContain('href="/contact"');
      expect(metaContent(html, "name", "robots")).toBe("noindex");
    }
  });

  it("send a signed-in user to the dashboard", async () => {
    const { cookie } = await signUpForWeb();
    const res = await page("/no-such-page", cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/dashboard");
  });

  it("still send a visitor to /login from a protected screen", async () => {
    const res = await page("/dashboard");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/login/);
  });
});

describe("metadata of every public page", () => {
  const pages: [string, string][] = [
    ["/", "Offerpath — track your job search from application to offer"],
    ["/contact", "Contact us · Offerpath"],
    ["/login", "Sign in · Offerpath"],
    ["/register", "Create your account · Offerpath"],
    ["/forgot-password", "Forgot password · Offerpath"],
    ["/terms-of-use", "Terms of Use · Offerpath"],
    ["/privacy-policy", "Privacy Policy · Offerpath"],
    ["/refund-policy", "Refund Policy · Offerpath"],
    ["/developers/api", "API reference · Offerpath"],
    ["/extension", "Browser extension · Offerpath"],
  ];

  it.each(pages)(
    "%s has a title, a description, a canonical link and Open Graph / Twitter tags",
    async (path, title) => {
      const res = await page(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<title>${title}</title>`);
      const description = metaContent(html, "name", "description");
      expect(description?.length).toBeGreaterThan(40);
      expect(html).toContain(`<link rel="canonical" href="${APP_URL}${path}"/>`);
      expect(metaContent(html, "property", "og:title")).toBe(title);
      expect(metaContent(html, "property", "og:description")).toBe(description);
      expect(metaContent(html, "property", "og:url")).toBe(`${APP_URL}${path}`);
      expect(metaContent(html, "property", "og:type")).toBe("website");
      expect(metaContent(html, "name", "twitter:card")).toBe("summary");
      expect(metaContent(html, "name", "twitter:title")).toBe(title);
      expect(metaContent(html, "name", "twitter:description")).toBe(description);
    },
  );

  it("keeps reset links out of search results", async () => {
    const html = await (await page("/reset-password/not-a-token")).text();
    expect(metaContent(html, "name", "robots")).toBe("noindex");
    expect(html).not.toContain('rel="canonical"');
  });
});

describe("the landing page", () => {
  it("has the spec's sections, a footer with Contact us and social links", async () => {
    const html = await (await page("/")).text();
    for (const heading of [
      "Everything your search needs",
      "Simple pricing",
      "How it works",
      "How people use it",
      "Frequently asked questions",
      "Ready to get organised?",
    ]) {
      expect(html).toContain(heading);
    }
    expect(html).toContain('href="/contact"');
    expect(html).not.toContain("mailto:");
    for (const social of [
      "linkedin.com/company/offerpath",
      "x.com/offerpath",
      "instagram.com/offerpath",
      "github.com/offerpath",
    ]) {
      expect(html).toContain(
        `href="https://${social.startsWith("x.") || social.startsWith("github") ? "" : "www."}${social}"`,
      );
    }
  });

  it("carries SoftwareApplication structured data with the plans as offers (data, not a script to run)", async () => {
    const res = await page("/");
    const html = await res.text();
    const script = html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/);
    expect(script).not.toBeNull();
    const [, json] = script as RegExpMatchArray;
    const data = JSON.parse(json);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "SoftwareApplication",
      name: "Offerpath",
      url: `${APP_URL}/`,
      operatingSystem: "Web",
    });
    const { results: plans } = await env.DB.prepare(
      "SELECT name, price_monthly AS monthly, price_yearly AS yearly FROM plans WHERE is_active = 1 ORDER BY price_monthly",
    ).all<{ name: string; monthly: number; yearly: number }>();
    expect(data.offers).toHaveLength(plans.length);
    expect(
      data.offers.map((o: { name: string; price: number; priceCurrency: string }) => [
        o.name,
        o.price,
        o.priceCurrency,
      ]),
    ).toEqual(plans.map((p) => [`${p.name[0].toUpperCase()}${p.name.slice(1)} plan`, p.monthly, "INR"]));
    expect(data.offers[1].priceSpecification[1]).toEqual({
      "@type": "UnitPriceSpecification",
      price: plans[1].yearly,
      priceCurrency: "INR",
      billingDuration: "P1Y",
    });
  });

  it("renders with the database unreachable: the pricing this isolate last read, else a short notice", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    forgetPublicPlans();
    const noCache = await withEnv({ DB: unreachableD1 }, "/");
    expect(noCache.status).toBe(200);
    const noCacheHtml = await noCache.text();
    expect(noCacheHtml).toContain("Prices are unavailable right now.");
    expect(noCacheHtml).toContain("Everything your search needs");
    expect(
      JSON.parse(noCacheHtml.match(/<script type="application\/ld\+json"[^>]*>([^<]*)</)?.[1] ?? "{}").offers,
    ).toBeUndefined();
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/Plans could not be read/);

    // One good read fills this isolate's cache; an outage after it expires still shows those prices.
    expect(await (await page("/")).text()).toContain("Choose Premium");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 61_000);
    try {
      const cached = await withEnv({ DB: unreachableD1 }, "/");
      expect(cached.status).toBe(200);
      const html = await cached.text();
      expect(html).toContain("Choose Premium");
      expect(html).not.toContain("Prices are unavailable right now.");
    } finally {
      vi.useRealTimers();
    }
  });

  it("renders for a visitor whose session cannot be read while the database is down", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { cookie } = await signUpForWeb();
    const res = await withEnv({ DB: unreachableD1 }, "/", { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Sign Up");
  });
});
