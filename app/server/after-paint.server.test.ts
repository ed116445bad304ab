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
 * a test cannot hook the real one), frames and timers held until the test lets them run.
 */
function run(script: string, visibility: "visible" | "hidden" = "visible") {
  const imported: string[] = [];
  const preloaded: string[] = [];
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
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
  const loader = (url: string) => {
    imported.push(url);
    return Promise.resolve({ url });
  };
  const body = script.replaceAll("import(", "__import(");
  new Function("window", "document", "requestAnimationFrame", "setTimeout", "__import", body)(
    window,
    document,
    (f: () => void) => frames.push(f),
    (f: () => void) => timers.push(f),
    loader,
  );
  return { imported, preloaded, frames, timers, window };
}

describe("deferModuleScript", () => {
  it("starts nothing before the first frame, then preloads and imports the route modules, then the entry", async () => {
    const deferred = deferModuleScript(RR_SCRIPT, PRELOADS);
    expect(deferred).not.toBeNull();
    // No static import is left: nothing is fetched while the page is parsed.
    expect(deferred).not.toMatch(/^\s*import\s/m);
    const page = run(deferred as string);
    expect(page.imported).toEqual([]);
    expect(page.preloaded).toEqual([]);
    expect(page.frames).toHaveLength(1);
    page.frames[0]();
    expect(page.imported).toEqual([]);
    page.timers[0]();
    expect(page.preloaded).toEqual(PRELOADS.map((href) => `modulepreload ${href}`));
    expect(page.imported).toEqual(["/assets/root-a.js", "/assets/_app-b.js", "/assets/dashboard-c.js"]);
    await new Promise((r) => setTimeout(r, 0));
    // The registry holds the imported modules, and the entry comes last, after it.
    expect(page.window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-a.js" },
      "routes/_app": { url: "/assets/_app-b.js" },
      "routes/dashboard": { url: "/assets/dashboard-c.js" },
    });
    expect((page.window.__reactRouterManifest as { version: string }).version).toBe("1");
    expect(page.imported.at(-1)).toBe("/assets/entry.client-d.js");
  });

  it("loads at once in a background tab, which has no frames", () => {
    const page = run(deferModuleScript(RR_SCRIPT, PRELOADS) as string, "hidden");
    expect(page.frames).toHaveLength(0);
    expect(page.imported).toContain("/assets/root-a.js");
  });

  it("moves the manifest's bare import (route discovery off) with the others", () => {
    const script = `import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-a.js";\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-d.js");`;
    const page = run(deferModuleScript(script, []) as string);
    page.frames[0]();
    page.timers[0]();
    expect(page.imported).toEqual(["/assets/root-a.js", "/assets/manifest-1.js"]);
  });

  it("keeps a route split into chunks (client loader and component) together", async () => {
    const script = `;\nimport * as route0_clientLoader from "/assets/a-loader.js";\nimport * as route0_main from "/assets/a.js";\nconst route0 = {...route0_clientLoader,...route0_main};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-d.js");`;
    const page = run(deferModuleScript(script, []) as string);
    page.frames[0]();
    page.timers[0]();
    await new Promise((r) => setTimeout(r, 0));
    expect(page.window.__reactRouterRouteModules).toEqual({ root: { url: "/assets/a.js" } });
  });

  it("leaves a script of another shape alone (a development runtime's import, an export)", () => {
    expect(deferModuleScript(`import { a } from "/x.js";\nimport * as route0 from "/r.js";`, [])).toBeNull();
    expect(deferModuleScript(`import * as route0 from "/r.js";\nexport const x = 1;`, [])).toBeNull();
    expect(deferModuleScript(`window.x = 1;`, [])).toBeNull();
  });
});
