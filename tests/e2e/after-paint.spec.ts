/**
 * A signed-in screen paints its server HTML before any script is fetched, then hydrates (decision 061,
 * app/server/after-paint.server.ts): the production document carries no module preload, and the browser's own
 * timings show the first script requested after the first contentful paint.
 */
import { expect, hydrated, signedIn, test } from "./fixtures";

test("a signed-in screen fetches its scripts only after its first paint, then hydrates", async ({ page }) => {
  await signedIn(page);
  const served = await (await page.request.get("/dashboard")).text();
  expect(served).not.toMatch(/<link[^>]*rel="modulepreload"/);
  expect(served).not.toMatch(/^import \* as route\d+ from/m);

  await page.goto("/dashboard");
  await hydrated(page);
  const timings = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname));
    return {
      paint: paint?.startTime ?? null,
      firstScript: Math.min(...scripts.map((s) => s.startTime)),
      count: scripts.length,
    };
  });
  expect(timings.paint).not.toBeNull();
  expect(timings.count).toBeGreaterThan(3);
  expect(timings.firstScript).toBeGreaterThanOrEqual(timings.paint as number);
});

test("the service worker, registered on the first visit, keeps every module the page uses, fetched after the load event", async ({
  page,
}) => {
  await signedIn(page);
  await hydrated(page);
  const modules = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname),
  );
  expect(modules.length).toBeGreaterThan(3);
  // What no worker served (the first visit) is handed to it once the page's modules are in.
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          const kept = new Set(
            (await (await caches.open("offerpath-assets-v1")).keys()).map((r) => new URL(r.url).pathname),
          );
          return wanted.filter((path) => !kept.has(path));
        }, modules),
      { timeout: 15_000 },
    )
    .toEqual([]);
});

test("signed-in screens do not move as they hydrate (no layout shift on a phone)", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signedIn(page);
  // The profile's card once dropped its "password, to change your email" field at hydration, moving every card
  // below it (a shift Lighthouse counted); the others are the screens with parts drawn by the server.
  for (const path of ["/profile", "/dashboard", "/applications", "/applications?view=board", "/tasks", "/contacts"]) {
    await page.goto(path);
    await hydrated(page);
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) sum += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(sum), 500);
        }),
    );
    expect(shifted, path).toBeLessThan(0.01);
  }
});
