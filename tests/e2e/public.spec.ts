import { fakeTurnstile } from "./fake-turnstile";
import { expect, expectNoAxeViolations, lastEmail, test } from "./fixtures";

const SUPPORT = "support@offerpath.app";

/** The server drops a form posted less than 3 s after it was rendered (decision 015): wait it out. */
const waitOutTheBotTimer = (page: import("@playwright/test").Page) => page.waitForTimeout(3_100);

test.describe("contact us, with JavaScript", () => {
  test("the button waits for the widget's token; the message is sent and verified", async ({ page }) => {
    let release: () => void = () => {};
    await fakeTurnstile(page, new Promise<void>((resolve) => (release = resolve)));
    await page.goto("/contact");
    const send = page.getByRole("button", { name: "Send message" });
    await expect(send).toBeDisabled();
    release();
    await expect(send).toBeEnabled();

    const subject = `Invoice question ${Date.now()}`;
    await page.getByLabel("Name").fill("Kavya Menon");
    await page.getByLabel("Email").fill("kavya@example.test");
    await page.getByLabel("Subject").fill(subject);
    await page.getByLabel("Message").fill("Could I get a GST invoice for my yearly plan?");
    await waitOutTheBotTimer(page);
    await send.click();

    await expect(page).toHaveURL(/\/contact\?sent$/);
    await expect(page.getByText("Message sent")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "We will contact you soon." }).first()).toBeVisible();
    await expect.poll(() => lastEmail(SUPPORT)).toContain(`subject="Contact form: ${subject}"`);
    expect(lastEmail(SUPPORT)).toContain("Human verification: passed (Turnstile)");
  });

  test("errors show inline and as a toast, and the widget starts over", async ({ page }) => {
    await fakeTurnstile(page);
    await page.goto("/contact");
    const send = page.getByRole("button", { name: "Send message" });
    await expect(send).toBeEnabled();
    await page.getByLabel("Email").fill("not-an-address");
    await send.click();

    const form = page.getByRole("main");
    await expect(form.getByText("Name is required")).toBeVisible();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByRole("region", { name: "Notifications" }).getByText("Name is required")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("not-an-address");
    await expect(send).toBeEnabled();
  });
});

test.describe("contact us, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts without the widget and the message is kept as unverified", async ({ page }) => {
    await page.goto("/contact");
    const subject = `No-JS question ${Date.now()}`;
    await page.getByLabel("Name").fill("Dev Patel");
    await page.getByLabel("Email").fill("dev@example.test");
    await page.getByLabel("Subject").fill(subject);
    await page.getByLabel("Message").fill("Does the extension work in Firefox?");
    await waitOutTheBotTimer(page);
    await page.getByRole("button", { name: "Send message" }).click();

    await expect(page).toHaveURL(/\/contact\?sent$/);
    await expect(page.getByText("Message sent")).toBeVisible();
    await expect.poll(() => lastEmail(SUPPORT)).toContain(`subject="Contact form (unverified): ${subject}"`);
  });

  test("field errors come back inline with what was typed", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("Subject").fill("Kept");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Message is required")).toBeVisible();
    await expect(page.getByLabel("Subject")).toHaveValue("Kept");
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "public site, with JavaScript" : "public site, without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("the landing page has its sections and a footer that leads to /contact", async ({ page }) => {
      await page.goto("/");
      for (const name of [
        "Everything your search needs",
        "Simple pricing",
        "How it works",
        "How people use it",
        "Frequently asked questions",
        "Ready to get organised?",
      ]) {
        await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
      }
      await expect(page.getByRole("link", { name: "Choose Premium", exact: true })).toBeVisible();
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("list", { name: "Offerpath on social media" }).getByRole("link")).toHaveCount(4);
      if (javaScriptEnabled) await fakeTurnstile(page);
      await footer.getByRole("link", { name: "Contact us" }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByRole("heading", { name: "Contact us", level: 1 })).toBeVisible();
    });

    test("unknown paths answer a real 404 page", async ({ page }) => {
      const res = await page.goto("/no-such-page");
      expect(res?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Page not found", level: 1 })).toBeVisible();
      await page.getByRole("link", { name: "Go to the home page" }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  });
}

test("the landing and policy pages load no script; hashed assets are cached for a year", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  for (const path of ["/", "/terms-of-use", "/privacy-policy", "/refund-policy", "/extension"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  // The FAQ opens without JavaScript.
  await page.goto("/");
  await page.getByText("Is Offerpath free?").click();
  await expect(page.getByText("The Free plan tracks up to 10 job applications")).toBeVisible();
  expect(scripts).toEqual([]);

  const css = await page.locator('link[rel="stylesheet"][href^="/assets/"]').first().getAttribute("href");
  expect(css).toBeTruthy();
  const asset = await page.request.get(css as string);
  expect(asset.status()).toBe(200);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

/**
 * Issue 30: the packages /extension links are made by the build that `npm start` and this server both run
 * (scripts/build-app.sh), not only by `npm run build`: each link answers its zip.
 */
test("the /extension page's two download links answer the extension's packages", async ({ page }) => {
  await page.goto("/extension");
  const links = page.locator('a[download][href$=".zip"]');
  await expect(links).toHaveCount(2);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.sort()).toEqual([
    "/downloads/offerpath-extension-chrome.zip",
    "/downloads/offerpath-extension-firefox.zip",
  ]);
  for (const href of hrefs) {
    const res = await page.request.get(href);
    expect(res.status(), href).toBe(200);
    const bytes = await res.body();
    expect([...bytes.subarray(0, 2)], href).toEqual([0x50, 0x4b]); // "PK": a zip
    expect(bytes.length, href).toBeGreaterThan(1000);
  }
});

test("robots.txt and sitemap.xml are served to visitors", async ({ page }) => {
  const robots = await page.request.get("/robots.txt", { maxRedirects: 0 });
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  const sitemap = await page.request.get("/sitemap.xml", { maxRedirects: 0 });
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  expect(await sitemap.text()).toContain("/contact</loc>");
});

for (const width of [1280, 390]) {
  test(`axe finds nothing on /contact and the 404 page at ${width}px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await fakeTurnstile(page);
    await page.goto("/contact");
    await expect(page.getByRole("button", { name: "Send message" })).toBeEnabled();
    await expectNoAxeViolations(page);
    await page.goto("/no-such-page");
    await expectNoAxeViolations(page);
  });
}
