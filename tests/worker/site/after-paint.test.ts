/**
 * The signed-in screens' scripts start after the first paint (app/server/after-paint.server.ts, decision 061):
 * the rewrite run on React Router's real `<Scripts>` output. The tests render with Vite in development mode,
 * where the document keeps its scripts as they are (Vite's runtime must load first), so the rewrite is applied
 * here to the page the worker rendered; the production build serves it rewritten (the Playwright journeys run
 * on it, and tests/e2e/after-paint.spec.ts checks the served document and the browser's timings).
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { app } from "@worker/index";
import { beforeAll, describe, expect, it } from "vitest";
import { deferScriptsAfterPaint } from "~/server/after-paint.server";
import { signUpForWeb } from "../support";

const ORIGIN = "http://localhost:8787";

async function rendered(path: string, cookie: string) {
  const ctx = createExecutionContext();
  const res = await app.request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } }, env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

let cookie = "";
beforeAll(async () => {
  cookie = (await signUpForWeb()).cookie;
  await rendered("/dashboard", cookie);
}, 60_000);

describe("a signed-in screen's scripts, deferred until after the first paint", () => {
  it("drops every module preload and every static import, and loads the same modules after a frame", async () => {
    const res = await rendered("/dashboard", cookie);
    expect(res.status).toBe(200);
    const original = await res.clone().text();
    const preloads = [...original.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    const routeImports = [...original.matchAll(/^import \* as route\d+ from "([^"]+)";$/gm)].map((m) => m[1]);
    expect(preloads.length).toBeGreaterThan(2);
    expect(routeImports.length).toBeGreaterThanOrEqual(3);

    const html = await deferScriptsAfterPaint(res.body as ReadableStream, new Headers(res.headers), 200).text();
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    const modules = [...html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(modules).toHaveLength(1);
    const [script] = modules;
    expect(script).not.toMatch(/^\s*import\s/m);
    expect(script).toContain("first-contentful-paint");
    for (const url of routeImports) expect(script).toContain(`import("${url}")`);
    for (const href of preloads) expect(script).toContain(JSON.stringify(href));
    expect(script).toContain("window.__reactRouterRouteModules");
    // The rest of the page is untouched: the server's HTML, the loader data and the scripts' nonce.
    expect(html.replace(/<script\b[^>]*type="module"[\s\S]*?<\/script>/, "")).toBe(
      original
        .replace(/<link rel="modulepreload"[^>]*>/g, "")
        .replace(/<script\b[^>]*type="module"[\s\S]*?<\/script>/, ""),
    );
  });
});
