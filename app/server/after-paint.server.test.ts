import { describe, expect, it } from "vitest";
import { deferModuleScript } from "./after-paint.server";

/** React Router 8's `<Scripts>` module script as it renders a signed-in screen (route discovery on). */
const RR_SCRIPT = `;
import * as route0 from "/assets/root-a.js";
import * as route1 from "/assets/_app-b.js";
import * as route2 from "/assets/dashboard-c.js";
  window.__reactRouterManifest = {
  "entry": { "module": "/assets/entry.client-d.js", "imports": ["/assets/jsx-runtime-e.js"], "css": [] },
  "routes": { "routes/data/export": { "id": "routes/data/export", "module": "/assets/export-f.js" } },
  "url": "/assets/manifest-1.js",
  "version": "1"
};
  window.__reactRouterRouteModules = {"root":route0,"routes/_app":route1,"routes/dashboard":route2};

import("/assets/entry.client-d.js");`;

const PRELOADS = ["/assets/entry.client-d.js", "/assets/jsx-runtime-e.js", "/assets/root-a.js"];

/**
 * Runs the rewritten script with a browser's pieces recorded: the module loader `import()` (renamed, since
 * a test cannot hook the real one; each import notes the route registry as it stood then), the paint
 * observer, the load event, frames and timers, all held until the test lets them run.
 */
function run(script: string, visibility: "visible" | "hidden" = "visible", paints = true) {
  const imported: string[] = [];
  const registryAtImport: unknown[] = [];
  const preloaded: string[] = [];
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const delays: number[] = [];
  const paintObservers: Array<(list: { getEntriesByName(name: string): unknown[] }) => void> = [];
  const loadListeners: Array<() => void> = [];
  const window: Record<string, unknown> = {};
  const document = {
    visibilityState: visibility,
    createDocumentFragment: () => ({
      items: [] as { href: string }[],
      append(l: { href: string }) {
        this.items.push(l);
      },
    }),
    createElement: () => ({ rel: "", href: "" }),
    head: {
      append: (f: { items: { rel: string; href: string }[] }) =>
        preloaded.push(...f.items.map((l) => `${l.rel} ${l.href}`)),
    },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paints ? ["paint", "resource"] : ["resource"];
    constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      if (options.type === "paint" && options.buffered) paintObservers.push(this.callback);
    }
    disconnect() {}
  }
  const loader = (url: string) => {
    imported.push(url);
    registryAtImport.push(structuredClone(window.__reactRouterRouteModules));
    return Promise.resolve({ url });
  };
  const body = script.replaceAll("import(", "__import(");
  new Function(
    "window",
    "document",
    "requestAnimationFrame",
    "setTimeout",
    "PerformanceObserver",
    "addEventListener",
    "__import",
    body,
  )(
    window,
    document,
    (f: () => void) => frames.push(f),
    (f: () => void, ms: number) => {
      timers.push(f);
      delays.push(ms);
    },
    PerformanceObserver,
    (type: string, f: () => void) => type === "load" && loadListeners.push(f),
    loader,
  );
  const paint = (name: string) => {
    for (const observe of paintObservers) observe({ getEntriesByName: (n) => (n === name ? [{}] : []) });
  };
  return { imported, registryAtImport, preloaded, frames, timers, delays, paint, loadListeners, window };
}

const settled = () => new Promise((r) => setTimeout(r, 0));

describe("deferModuleScript", () => {
  it("starts nothing before the first contentful paint, then preloads and imports the route modules in order, then the entry", async () => {
    const deferred = deferModuleScript(RR_SCRIPT, PRELOADS);
    expect(deferred).not.toBeNull();
    // No static import is left: nothing is fetched while the page is parsed.
    expect(deferred).not.toMatch(/^\s*import\s/m);
    const page = run(deferred as string);
    page.paint("first-paint");
    expect(page.timers).toHaveLength(0);
    expect(page.imported).toEqual([]);
    page.paint("first-contentful-paint");
    expect(page.imported).toEqual([]);
    page.timers[0]();
    expect(page.preloaded).toEqual(PRELOADS.map((href) => `modulepreload ${href}`));
    await settled();
    expect(page.imported).toEqual([
      "/assets/root-a.js",
      "/assets/_app-b.js",
      "/assets/dashboard-c.js",
      "/assets/entry.client-d.js",
    ]);
    // The registry already holds the imported modules when the entry is imported.
    expect(page.registryAtImport.at(-1)).toEqual({
      root: { url: "/assets/root-a.js" },
      "routes/_app": { url: "/assets/_app-b.js" },
      "routes/dashboard": { url: "/assets/dashboard-c.js" },
    });
    expect((page.window.__reactRouterManifest as { version: string }).version).toBe("1");
    // The load event's fallback finds the work done and starts nothing twice.
    page.loadListeners[0]();
    for (const timer of page.timers.slice(1)) timer();
    await settled();
    expect(page.imported).toHaveLength(4);
    expect(page.preloaded).toHaveLength(PRELOADS.length);
  });

  it("a load event before the paint waits for it (3 s at most)", async () => {
    const page = run(deferModuleScript(RR_SCRIPT, PRELOADS) as string);
    page.loadListeners[0]();
    expect(page.frames).toHaveLength(0);
    expect(page.delays).toEqual([3000]);
    expect(page.imported).toEqual([]);
    page.paint("first-contentful-paint");
    expect(page.delays).toEqual([3000, 0]);
    page.timers[1]();
    await settled();
    expect(page.imported.at(-1)).toBe("/assets/entry.client-d.js");
    page.timers[0]();
    await settled();
    expect(page.imported).toHaveLength(4);
  });

  it("in a browser that reports no paints, starts a frame after the load event", async () => {
    const page = run(deferModuleScript(RR_SCRIPT, PRELOADS) as string, "visible", false);
    page.paint("first-contentful-paint");
    expect(page.timers).toHaveLength(0);
    page.loadListeners[0]();
    page.frames[0]();
    expect(page.imported).toEqual([]);
    page.timers[0]();
    await settled();
    expect(page.imported.at(-1)).toBe("/assets/entry.client-d.js");
  });

  it("loads at once in a background tab", async () => {
    const page = run(deferModuleScript(RR_SCRIPT, PRELOADS) as string, "hidden");
    await settled();
    expect(page.frames).toHaveLength(0);
    expect(page.imported).toContain("/assets/root-a.js");
  });

  it("imports the bare imports first (the manifest with route discovery off, a development runtime), in order", async () => {
    const script = `import "/@vite/runtime.js";import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-a.js";\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-d.js");`;
    const page = run(deferModuleScript(script, []) as string, "hidden");
    await settled();
    expect(page.imported).toEqual([
      "/@vite/runtime.js",
      "/assets/manifest-1.js",
      "/assets/root-a.js",
      "/assets/entry.client-d.js",
    ]);
  });

  it("keeps a route split into chunks (client loader and component) together", async () => {
    const script = `;\nimport * as route0_clientLoader from "/assets/a-loader.js";\nimport * as route0_main from "/assets/a.js";\nconst route0 = {...route0_clientLoader,...route0_main};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-d.js");`;
    const page = run(deferModuleScript(script, []) as string, "hidden");
    await settled();
    expect(page.imported.slice(0, 2)).toEqual(["/assets/a-loader.js", "/assets/a.js"]);
    expect(page.window.__reactRouterRouteModules).toEqual({ root: { url: "/assets/a.js" } });
  });

  it("leaves a script of another shape alone (a named import, an export, no import at all)", () => {
    expect(deferModuleScript(`import { a } from "/x.js";\nimport * as route0 from "/r.js";`, [])).toBeNull();
    expect(deferModuleScript(`import * as route0 from "/r.js";\nexport const x = 1;`, [])).toBeNull();
    expect(deferModuleScript(`window.x = 1;`, [])).toBeNull();
  });
});
