/**
 * Shared Playwright fixtures: any browser console error or page error fails the test, and helpers make
 * a fresh user per test (through the real API) and read the local email outbox of the e2e server.
 */

import { randomInt, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page, type Route } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 8788);

/** A client address of its own (RFC 2544 range): the server throttles sign-in and sign-up per client. */
function testClientAddress(): string {
  return `198.18.${randomInt(256)}.${randomInt(256)}`;
}

/**
 * The page has hydrated, or has no scripts to hydrate with. A signed-in screen's scripts start only after its
 * first paint (decision 061), after the load event that `page.goto` waits for; the root marks the page once
 * React has taken it over (app/root.tsx).
 */
const HYDRATED = () =>
  !document.querySelector('script[type="module"]') || document.documentElement.hasAttribute("data-hydrated");

/**
 * After `page.goto` and `page.reload` (waiting for the load event, their default), waits for the page to have
 * hydrated, as a person would before relying on what JavaScript adds; never fails for it (a page whose
 * scripts are held or offline goes on as it is after 10 s). Journeys that test the page before hydration
 * open it with `openBeforeHydration` or another `waitUntil`.
 */
async function untilHydrated(page: Page) {
  await page.waitForFunction(HYDRATED, undefined, { timeout: 10_000 }).catch(() => undefined);
}

export const test = base.extend<{ failOnConsoleErrors: undefined }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const thenHydrated = async <R>(loaded: Promise<R>, waitUntil = "load") => {
      const res = await loaded;
      if (waitUntil === "load") await untilHydrated(page);
      return res;
    };
    page.goto = (url, options) => thenHydrated(goto(url, options), options?.waitUntil);
    page.reload = (options) => thenHydrated(reload(options), options?.waitUntil);
    await use(page);
  },
  // Each test is its own client, as people on different machines are: the local server reads the client
  // from CF-Connecting-IP (Cloudflare sets it in production), and one shared address would run into the
  // per-client sign-in and sign-up limits after a few dozen journeys.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "CF-Connecting-IP": testClientAddress() });
  },
  failOnConsoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (m) => {
        // Form actions answer expected 4xx statuses (401 wrong password, 400 validation): the browser logs
        // those documents as failed resources. Anything else, 5xx included, is a real error.
        const expected4xx = /^Failed to load resource: the server responded with a status of 4\d\d/.test(m.text());
        if (m.type() === "error" && !expected4xx) errors.push(m.text());
      });
      page.on("pageerror", (e) => errors.push(e.message));
      await use(undefined);
      expect(errors, "browser console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export type TestUser = { name: string; email: string; password: string };

export function newUser(): TestUser {
  const id = randomUUID().slice(0, 8);
  return { name: `Ira Test${id}`, email: `e2e-${id}@example.test`, password: `pass-${id}` };
}

/**
 * Registers through the API (fast). Sign-up is throttled per client (10 an hour) and the local server reads
 * the client from CF-Connecting-IP, so each API sign-up comes from an address of its own (RFC 2544 range).
 */
/**
 * Registers in the test runner's zone (the browser's by default), as the register form's script would:
 * without JavaScript the sign-in form sends no zone, and the default (Asia/Kolkata) would put "today"
 * a day ahead of the runner's between 18:30 and 24:00 UTC.
 */
export function registerThroughApi(
  page: Page,
  user: TestUser,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
) {
  return page.request.post("/api/v1/auth/register", {
    data: { name: user.name, email: user.email, password: user.password, timeZone },
    headers: { "CF-Connecting-IP": testClientAddress() },
  });
}

/** Registers through the API (as registerThroughApi) and answers the headers that act as the new account. */
export async function registerWithBearer(page: Page, user: TestUser): Promise<{ Authorization: string }> {
  const res = await registerThroughApi(page, user);
  expect(res.status()).toBe(201);
  const { token } = await res.json();
  return { Authorization: `Bearer ${token}` };
}

/**
 * On /plans: selects `plan` and pays for it on the local Razorpay stand-in (the e2e server runs with
 * RAZORPAY_KEY_ID=rzp_test_local), up to "Payment Successful!". A payment is several round trips.
 */
export async function payForPlan(page: Page, plan: "Basic" | "Premium") {
  const slow = expect.configure({ timeout: 20_000 });
  await page.getByRole("link", { name: `Select Plan ${plan}` }).click();
  await page.getByRole("button", { name: /Pay Now/ }).click();
  await slow(page.getByRole("heading", { name: "Local payment stand-in (not Razorpay)" })).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await slow(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
}

const CLIENT_ENTRY = /\/assets\/entry\.client-[^/]*\.js$/;

/**
 * `test.use(NO_SERVICE_WORKER)` for every journey that calls `openBeforeHydration`. The site's service worker
 * (public/sw.js, registered once a page has hydrated and the browser is idle) serves /assets/* itself, and a
 * request a service worker answers never reaches `page.route` (Playwright's documented limit): once it had
 * registered on the page before (the dashboard after signing in, a race with the idle callback), the entry was
 * not held, the page hydrated while the journey typed "before hydration", and the contacts journey failed
 * now and then (its tags were typed into the chips that had replaced the plain field).
 */
export const NO_SERVICE_WORKER = { serviceWorkers: "block" } as const;

/**
 * Opens `path` with React Router's client entry held back, so the page stays server-rendered HTML (what a
 * slow phone shows before hydration). The returned function lets the entry through; the caller then waits
 * for a sign of hydration of its own (docs/decisions/026). It fails, naming the cause, if the hold did not
 * hold: the page is under a service worker, or had hydrated before being let through.
 */
export async function openBeforeHydration(page: Page, path: string): Promise<() => Promise<void>> {
  let letThrough: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    letThrough = resolve;
  });
  const hold = async (route: Route) => {
    await gate;
    await route.continue();
  };
  const notHeld = "its requests bypass page.route, so the client entry is not held: test.use(NO_SERVICE_WORKER)";
  await page.route(CLIENT_ENTRY, hold);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  if (await page.evaluate(() => !!navigator.serviceWorker?.controller))
    throw new Error(`openBeforeHydration(${path}): a service worker controls the page; ${notHeld}`);
  // Later loads of the entry (a reload) go straight through once the gate is open.
  return async () => {
    if (await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated")))
      throw new Error(`openBeforeHydration(${path}): the page hydrated before it was let through; ${notHeld}`);
    letThrough();
  };
}

/**
 * Waits until the page has hydrated (the root's mark, app/root.tsx), failing after 30 s: for journeys that
 * opened a page before hydration (`openBeforeHydration`) and rely on what JavaScript adds. Generous, since
 * hydration on a busy machine can take seconds once the scripts are let through.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(HYDRATED, undefined, { timeout: 30_000 });
}

/** Registers through the API (fast), then signs in through the real login form. */
export async function signedIn(page: Page, user = newUser()): Promise<TestUser> {
  const res = await registerThroughApi(page, user);
  expect(res.status()).toBe(201);
  await login(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  return user;
}

export async function login(page: Page, user: TestUser, path = "/login") {
  await page.goto(path);
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * The newest email sent to an address. No provider runs locally: the e2e server prints each email from
 * the outbox to its console, which scripts/e2e-server.sh keeps in a log.
 */
export function lastEmail(to: string): string {
  const log = readFileSync(`.wrangler/e2e-server-${PORT}.log`, "utf8");
  const start = log.lastIndexOf(`[email outbox] to=${to} `);
  if (start < 0) return "";
  const next = log.indexOf("[email outbox]", start + 1);
  return log.slice(start, next < 0 ? undefined : next);
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
