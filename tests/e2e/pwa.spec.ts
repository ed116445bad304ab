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
      const offline = /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|status of 40[49]|status of 503/.test(
        m.text(),
      );
      if (m.type() === "error" && !offline) errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    await use(undefined);
    expect(errors, "browser console errors").toEqual([]);
  },
});

const TODAY_CACHE = "offerpath-today-v2";

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

const ymd = (offsetDays = 0) => new Intl.DateTimeFormat("en-CA").format(new Date(Date.now() + offsetDays * 86_400_000));

async function savedToday(page: Page): Promise<boolean> {
  return page.evaluate(async (name) => !!(await (await caches.open(name)).match("/today")), TODAY_CACHE);
}

/** The HTML of the worker's copy of /today ("" when none). */
async function savedTodayText(page: Page): Promise<string> {
  return page.evaluate(async (name) => (await (await caches.open(name)).match("/today"))?.text() ?? "", TODAY_CACHE);
}

/** A new account, registered with a bearer for the API; `post` adds its data, `task` a task due today. */
async function account(page: Page, api: APIRequestContext) {
  const user = newUser();
  const auth = await registerWithBearer(page, user);
  const post = async (path: string, data: Record<string, unknown>) => {
    const res = await api.post(`/api/v1${path}`, { headers: auth, data });
    expect(res.ok(), await res.text()).toBe(true);
    return res.json();
  };
  const task = async (title: string, dueDate = ymd(0)) => (await post("/tasks", { title, dueDate })).task;
  return { user, auth, post, task };
}

/**
 * The set-up of every offline journey: signed in, /today opened and kept by the service worker (`saved` says
 * when the copy is there), then, unless `controlled` is false, loaded again so that the worker controls it.
 */
async function keepToday(
  page: Page,
  user: ReturnType<typeof newUser>,
  { saved = () => savedToday(page), controlled = true }: { saved?: () => Promise<boolean>; controlled?: boolean } = {},
) {
  await login(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/today");
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  // The worker registers after the load, then keeps this page and the files it loaded.
  await expect.poll(saved, { timeout: 15_000 }).toBe(true);
  if (!controlled) return;
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

async function taskStatus(api: APIRequestContext, auth: Record<string, string>, id: string): Promise<string> {
  return (await (await api.get(`/api/v1/tasks/${id}`, { headers: auth })).json()).task.status;
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
    const { user, auth, post, task } = await account(page, api);
    const first = await task("Email the recruiter");
    const second = await task("Prepare the case study", ymd(-1));
    const { job } = await post("/jobs", { company: "Initech", position: "Staff Engineer" });
    const soon = new Date(Date.now() + 60 * 60_000);
    await post(`/jobs/${job._id}/interviews`, {
      date: soon.toISOString(),
      interviewType: "video",
      withPerson: "Dana Lee",
      notes: "https://meet.example.com/initech",
    });

    await keepToday(page, user);
    await expectNoAxeViolations(page);

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

  test("the copy follows the page: a client-side visit and a task done online keep it current", async ({
    page,
    context,
  }) => {
    const { user, auth, task } = await account(page, api);
    const call = await task("Call the hiring manager");
    await keepToday(page, user, {
      saved: async () => (await savedTodayText(page)).includes("Call the hiring manager"),
    });

    // A task added elsewhere, then /today reached by a client-side navigation (React Router's /today.data).
    await task("Send the portfolio");
    await page.goto("/dashboard");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("link", { name: "Today", exact: true }).filter({ visible: true }).first().click();
    await expect(page.getByText("Send the portfolio")).toBeVisible();
    expect(await page.evaluate(() => "sameDocument" in window), "a client-side navigation").toBe(true);
    await expect.poll(() => savedTodayText(page), { timeout: 15_000 }).toContain("Send the portfolio");

    // Marked done online: the page revalidates, and the copy no longer lists it.
    await page.getByRole("button", { name: "Mark Call the hiring manager as done" }).click();
    await expect.poll(() => taskStatus(api, auth, call._id), { timeout: 15_000 }).toBe("completed");
    await expect.poll(() => savedTodayText(page), { timeout: 15_000 }).not.toContain("Call the hiring manager");

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(/You are offline: this is your plan as of/)).toBeVisible();
    await expect(page.getByText("Send the portfolio")).toBeVisible();
    await expect(page.getByText("Call the hiring manager")).toHaveCount(0);
  });

  test("lie-fi (online, but nothing gets through): a failed done is queued, the copy says it is the copy", async ({
    page,
    context,
  }) => {
    const { user, auth, task } = await account(page, api);
    const train = await task("Book the train");
    const letter = await task("Review the offer letter");
    await keepToday(page, user);

    // The live page; then the connection stops working while the browser still says online.
    await context.route("**/today*", (route) => route.abort());
    await page.getByRole("button", { name: "Mark Book the train as done" }).click();
    await expect(page.getByText("Done, waiting for a connection")).toHaveCount(1);
    await expect(page.getByText(/Offerpath cannot be reached: this is your plan as of/)).toBeVisible();
    expect(await taskStatus(api, auth, train._id)).toBe("pending");

    // Loaded again over that connection: the worker serves the copy, and the page says so.
    await page.reload();
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await expect(page.getByText(/Offerpath cannot be reached: this is your plan as of/)).toBeVisible();
    await page.getByRole("button", { name: "Mark Review the offer letter as done" }).click();
    await expect(page.getByText("Done, waiting for a connection")).toHaveCount(2);
    expect(await taskStatus(api, auth, letter._id)).toBe("pending");

    // The connection works again: the next visit sends both.
    await context.unrouteAll();
    await page.reload();
    await expect.poll(() => taskStatus(api, auth, train._id), { timeout: 15_000 }).toBe("completed");
    await expect.poll(() => taskStatus(api, auth, letter._id), { timeout: 15_000 }).toBe("completed");
  });

  test("sign-out empties the caches: no copy of /today is left on the device", async ({ page }) => {
    const { user } = await account(page, api);
    await keepToday(page, user, { controlled: false });

    const menu = page.locator("details", { has: page.locator("summary", { hasText: "Account menu for" }) });
    await menu.locator("summary").click();
    await menu.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate((name) => caches.has(name), TODAY_CACHE)).toBe(false);
    expect(await savedToday(page)).toBe(false);
  });
});
