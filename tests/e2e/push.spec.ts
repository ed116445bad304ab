/**
 * Push reminders in the browser (issue 35, docs/decisions/060-web-push.md): with the notification permission
 * granted (Chromium's permission override), "Turn on notifications on this device" registers the service
 * worker, subscribes with the server's VAPID key and the device appears in the list; Remove takes it away.
 * Without JavaScript the page says why the button cannot work.
 *
 * Chromium's `pushManager.subscribe` registers with Google's push service, which this machine cannot reach
 * (headless Chromium also refuses push registration), so only that call is replaced: it answers a
 * subscription made in the page with Web Crypto, as a browser's (an https endpoint, a P-256 key, an auth
 * secret), and records the key it was asked to subscribe with. Everything else is the real page and server.
 */
import type { BrowserContext } from "@playwright/test";
import { expect, login, signedIn, test } from "./fixtures";

/**
 * Grants the notification permission and replaces `pushManager.subscribe` and `getSubscription` (see above):
 * each subscription is made in the page with Web Crypto and kept in localStorage, so later pages'
 * `getSubscription()` find it as a browser's would; the keys asked for are recorded in `window.__pushCalls`.
 */
async function standInPush(context: BrowserContext) {
  await context.grantPermissions(["notifications"]);
  await context.addInitScript(() => {
    const KEY = "test-push-subscription";
    const b64url = (bytes: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
    const asSubscription = (json: { endpoint: string }) =>
      ({ endpoint: json.endpoint, toJSON: () => json, unsubscribe: async () => true }) as never;
    const calls: string[] = [];
    (window as unknown as { __pushCalls: string[] }).__pushCalls = calls;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      calls.push(b64url(options?.applicationServerKey as ArrayBuffer));
      const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
      const p256dh = b64url(await crypto.subtle.exportKey("raw", pair.publicKey));
      const auth = b64url(crypto.getRandomValues(new Uint8Array(16)).buffer);
      const json = {
        endpoint: `https://127.0.0.1:8859/push/${crypto.randomUUID()}`,
        expirationTime: null,
        keys: { p256dh, auth },
      };
      localStorage.setItem(KEY, JSON.stringify(json));
      return asSubscription(json);
    };
    PushManager.prototype.getSubscription = async () => {
      const saved = localStorage.getItem(KEY);
      return saved ? asSubscription(JSON.parse(saved)) : null;
    };
  });
}

test("turning push on adds this device to the list, and Remove takes it away", async ({ page, context }) => {
  await standInPush(context);
  await signedIn(page);
  await page.goto("/profile/notifications");
  await expect(page.getByRole("columnheader", { name: "Push" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Your devices" })).toHaveCount(0);
  await expect(page.getByText("No device gets push notifications yet.")).toBeVisible();

  const turnOn = page.getByRole("button", { name: "Turn on notifications on this device" });
  await expect(turnOn).toBeEnabled();
  await turnOn.click();
  // The label is read from the browser's User-Agent (Playwright's "Desktop Chrome" says Windows).
  await expect(page.getByText("Notifications turned on for Chrome on Windows")).toBeVisible();
  const devices = page.getByRole("list", { name: "Your devices" });
  await expect(devices.getByRole("listitem")).toHaveCount(1);
  await expect(devices).toContainText("Chrome on Windows");
  await expect(devices).toContainText(/Added \d{1,2} \w{3} \d{4}/);
  // The service worker is registered, and the subscription was asked for with the server's public key.
  expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration("/")))).toBe(true);
  const calls = await page.evaluate(() => (window as unknown as { __pushCalls: string[] }).__pushCalls);
  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatch(/^B[A-Za-z0-9_-]{86}$/);

  await devices.getByRole("button", { name: /^Remove Chrome on Windows, added / }).click();
  await expect(page.getByText("Device removed: it gets no more notifications")).toBeVisible();
  await expect(page.getByText("No device gets push notifications yet.")).toBeVisible();
});

test("signing out deletes this browser's subscription: the next sign-in lists no device", async ({ page, context }) => {
  await standInPush(context);
  const user = await signedIn(page);
  await page.goto("/profile/notifications");
  await page.getByRole("button", { name: "Turn on notifications on this device" }).click();
  await expect(page.getByRole("list", { name: "Your devices" }).getByRole("listitem")).toHaveCount(1);

  await page.goto("/dashboard");
  const menu = page.locator("details", { has: page.locator("summary", { hasText: "Account menu for" }) });
  await menu.locator("summary").click();
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem("test-push-subscription") ?? "{}").endpoint);
  expect(saved).toMatch(/^https:/);
  // The sign-out form posts this browser's endpoint (written into it as it is submitted).
  const posted = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/logout");
  await menu.getByRole("button", { name: "Sign out" }).click();
  expect(new URLSearchParams((await posted).postData() ?? "").get("pushEndpoint")).toBe(saved);
  await expect(page).toHaveURL(/\/login$/);

  await login(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/profile/notifications");
  await expect(page.getByText("No device gets push notifications yet.")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page says that turning push on needs JavaScript, and the button stays off", async ({ page }) => {
    await signedIn(page);
    await page.goto("/profile/notifications");
    // Playwright turns scripts off by emulation, under which Chromium's parser still treats <noscript> as
    // raw text: the note is checked in the page's HTML, where a browser without JavaScript shows it.
    expect(await page.content()).toMatch(
      /<noscript>(<p[^>]*>|&lt;p[^&]*&gt;)Turning notifications on needs JavaScript/,
    );
    await expect(page.getByRole("button", { name: "Turn on notifications on this device" })).toBeDisabled();
  });
});
