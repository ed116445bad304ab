/**
 * Installable and offline (issue 35, docs/decisions/059): the manifest and its icons as Chromium reads
 * them, the service worker keeping /today, the page without a connection, a task done offline reaching
 * the server when back on line, a change made meanwhile shown rather than overwritten, and sign-out
 * emptying the caches.
 */
import { type APIRequestContext, type Page, request as playwrightRequest } from "@playwright/test";
import { expect, expectNoAxeViolations, test as fixtures, login, newUser, registerWithBearer } from "./fixtures";

// Offline, the browser logs each request that cannot reach the network (the worker's own tries, React
// Router's route discovery): expected here, and only those.
const test = fixtures.extend({
  // Replaces the shared fixture of the same name, which runs for every test (auto).
  failOnConsoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      const offline = /ERR_INTERNET_DISCONNECTED|Failed to fetch|status of 40[49]|status of 503/.test(m.text());
      if (m.type() === "error" && !offline) errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    await use(undefined);
    expect(errors, "browser console errors").toEqual([]);
  },
});

const TODAY_CACHE = "offerpath-today-v1";

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

const ymd = (offsetDays = 0) => new Intl.DateTimeFormat("en-CA").format(new Date(Date.now() + offsetDays * 86_400_000));

async function savedToday(page: Page): Promise<boolean> {
  return page.evaluate(async (name) => !!(await (await caches.open(name)).match("/today")), TODAY_CACHE);
}

test("installable: the manifest, its icons at their sizes, and Chromium finds no installability error", async ({
  page,
}) => {
  const user = newUser();
  await registerWithBearer(page, user);
  await login(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);

  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/icons/apple-touch-icon.png");
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);

  const res = await page.request.get("/manifest.webmanifest");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: expect.stringContaining("Offerpath"),
    short_name: "Offerpath",
    start_url: "/dashboard",
    scope: "/",
    display: "standalone",
    theme_color: expect.stringMatching(/^#/),
    background_color: expect.stringMatching(/^#/),
  });
  expect(manifest.shortcuts.map((s: { name: string; url: string }) => [s.name, s.url])).toEqual([
    ["Add application", "/jobs/new"],
    ["Today", "/today"],
  ]);
  const icons: { src: string; sizes: string; purpose?: string }[] = [
    ...manifest.icons,
    ...manifest.shortcuts.flatMap((s: { icons: unknown[] }) => s.icons),
    { src: "/icons/apple-touch-icon.png", sizes: "180x180" },
  ];
  expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual(
    expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
  );
  for (const icon of icons) {
    const png = await page.request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await png.body()).join("x"), icon.src).toBe(icon.sizes);
  }

  // Chromium's own reading: the manifest parses without errors and the page is installable.
  const cdp = await page.context().newCDPSession(page);
  const parsed = await cdp.send("Page.getAppManifest", {});
  expect(parsed.errors).toEqual([]);
  expect(parsed.url).toContain("/manifest.webmanifest");
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  // Playwright's contexts are off-the-record profiles, where Chromium installs nothing ("in-incognito"):
  // that is the one error allowed; any about the manifest, its icons or the page would show beside it.
  expect(installabilityErrors.map((e) => e.errorId)).toEqual(["in-incognito"]);

  // /sw.js is revalidated on every check and may be registered from the root.
  const sw = await page.request.get("/sw.js");
  expect(sw.status()).toBe(200);
  expect(sw.headers()["cache-control"]).toContain("no-cache");
  expect((await sw.text()).startsWith('importScripts("/sw-push.js");')).toBe(true);
});

test.describe("Today offline", () => {
  let api: APIRequestContext;
  test.beforeEach(async ({ baseURL }) => {
    api = await playwrightRequest.newContext({ baseURL });
  });
  test.afterEach(async () => {
    await api.dispose();
  });

  test("the copy of /today with 'as of', a task done offline sent when back on line, a change meanwhile shown", async ({
    page,
    context,
  }) => {
    const user = newUser();
    const auth = await registerWithBearer(page, user);
    const mk = async (path: string, data: Record<string, unknown>) => {
      const res = await api.post(`/api/v1${path}`, { headers: auth, data });
      expect(res.ok(), await res.text()).toBe(true);
      return res.json();
    };
    const { task: first } = await mk("/tasks", { title: "Email the recruiter", dueDate: ymd(0) });
    const { task: second } = await mk("/tasks", { title: "Prepare the case study", dueDate: ymd(-1) });
    const { job } = await mk("/jobs", { company: "Initech", position: "Staff Engineer" });
    const soon = new Date(Date.now() + 60 * 60_000);
    await mk(`/jobs/${job._id}/interviews`, {
      date: soon.toISOString(),
      interviewType: "video",
      withPerson: "Dana Lee",
      notes: "https://meet.example.com/initech",
    });

    await login(page, user);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/today");
    await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
    await expectNoAxeViolations(page);
    // The worker registers after the load, then keeps this page and the files it loaded.
    await expect.poll(() => savedToday(page), { timeout: 15_000 }).toBe(true);
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(/You are offline: this is your plan as of/)).toBeVisible();
    await expect(page.getByText("Email the recruiter")).toBeVisible();
    await expect(page.getByText("Dana Lee", { exact: false })).toBeVisible();
    await expect(page.getByRole("link", { name: "https://meet.example.com/initech" })).toBeVisible();
    await expectNoAxeViolations(page);

    // Meanwhile the second task changes on another device.
    const renamed = await api.patch(`/api/v1/tasks/${second._id}`, {
      headers: auth,
      data: { title: "Prepare the new case study" },
    });
    expect(renamed.status()).toBe(200);

    await page.getByRole("button", { name: "Mark Email the recruiter as done" }).click();
    await page.getByRole("button", { name: "Mark Prepare the case study as done" }).click();
    await expect(page.getByText("Done, waiting for a connection")).toHaveCount(2);
    // Nothing reached the server yet.
    const pending = await api.get(`/api/v1/tasks/${first._id}`, { headers: auth });
    expect((await pending.json()).task.status).toBe("pending");

    await context.setOffline(false);
    await expect
      .poll(async () => (await (await api.get(`/api/v1/tasks/${first._id}`, { headers: auth })).json()).task.status, {
        timeout: 15_000,
      })
      .toBe("completed");
    // The changed task was not completed over the change: the page says so.
    const kept = (await (await api.get(`/api/v1/tasks/${second._id}`, { headers: auth })).json()).task;
    expect(kept).toMatchObject({ status: "pending", title: "Prepare the new case study" });
    const alert = page.getByRole("alert").filter({ hasText: "Not marked done while you were offline" });
    await expect(alert).toContainText("Prepare the case study: it changed after your copy was saved");
    await expect(page.getByText(/You are offline/)).toHaveCount(0);
  });

  test("sign-out empties the caches: no copy of /today is left on the device", async ({ page }) => {
    const user = newUser();
    await registerWithBearer(page, user);
    await login(page, user);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/today");
    await expect.poll(() => savedToday(page), { timeout: 15_000 }).toBe(true);

    const menu = page.locator("details", { has: page.locator("summary", { hasText: "Account menu for" }) });
    await menu.locator("summary").click();
    await menu.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate((name) => caches.has(name), TODAY_CACHE)).toBe(false);
    expect(await savedToday(page)).toBe(false);
  });
});
