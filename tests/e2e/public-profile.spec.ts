/**
 * The public profile in Chromium, with and without JavaScript (issue 23): a Free user finds it from the
 * profile and sees the plan that includes it; after paying for Premium (the local Razorpay stand-in) they
 * publish it; a signed-out visitor reads /u/:handle (no script, axe clean); turned off, it is a 404 on
 * the visitor's next load.
 */
import { randomUUID } from "node:crypto";
import type { Browser } from "@playwright/test";
import {
  expect as baseExpect,
  expectNoAxeViolations,
  login,
  newUser,
  payForPlan,
  registerWithBearer,
  test,
} from "./fixtures";

/** A payment is several round trips: more than the default on busy cores. */
const expect = baseExpect.configure({ timeout: 20_000 });

/** A signed-out visitor's page in a context of its own (no cookies), JavaScript on so axe can run in it. */
async function visitor(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: true });
  return { page: await context.newPage(), close: () => context.close() };
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "public profile, with JavaScript" : "public profile, without JavaScript", () => {
    test.use({ javaScriptEnabled, viewport: { width: 1280, height: 900 }, actionTimeout: 20_000 });

    test("Free sees the offer; Premium publishes; a visitor reads it; turned off it is a 404", async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const user = newUser();
      const headers = await registerWithBearer(page, user);
      const job = await page.request.post("/api/v1/jobs", {
        data: { company: "Hidden Salary Co", position: "Engineer", notes: "PRIVATE-NOTE", status: "interview" },
        headers,
      });
      expect(job.status()).toBe(201);
      await login(page, user);
      await expect(page).toHaveURL(/\/dashboard$/);

      await page.goto("/profile");
      await page.getByRole("link", { name: "Set up your public profile" }).click();
      await expect(page).toHaveURL(/\/profile\/public$/);
      await expect(page.getByText("A public profile is included in the Premium plan")).toBeVisible();
      await expect(page.getByLabel("Handle")).toHaveCount(0);
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      await page.getByRole("link", { name: "See plans and upgrade" }).click();
      await expect(page).toHaveURL(/\/plans$/);
      await payForPlan(page, "Premium");

      await page.goto("/profile/public");
      const handle = `e2e-${randomUUID().slice(0, 8)}`;
      // A reserved word first: refused under the field, what was typed kept.
      await page.getByLabel("Publish my public profile").check();
      await page.getByLabel("Handle").fill("Admin");
      await page.getByLabel("Headline").fill("Frontend developer");
      await page.getByRole("button", { name: "Save public profile" }).click();
      await expect(page.getByText("Handle “admin” is reserved. Please choose another.")).toBeVisible();
      await expect(page.getByLabel("Headline")).toHaveValue("Frontend developer");

      await page.getByLabel("Handle").fill(handle.toUpperCase());
      await page.getByLabel("Target roles").fill("Frontend developer, Designer");
      await page.getByLabel("Locations").fill("Kochi");
      await page.getByLabel("Show that I am open to work").check();
      await page.getByRole("button", { name: "Save public profile" }).click();
      await expect(page.getByText(`Public profile saved. It is live at /u/${handle}.`)).toBeVisible();
      await expect(page.getByRole("link", { name: `${baseURL}/u/${handle}` })).toBeVisible();
      if (javaScriptEnabled) {
        await expectNoAxeViolations(page);
        await page.setViewportSize({ width: 390, height: 844 });
        await expectNoAxeViolations(page);
        await page.setViewportSize({ width: 1280, height: 900 });
      }

      const guest = await visitor(browser, baseURL);
      try {
        const answer = await guest.page.goto(`/u/${handle}`);
        expect(answer?.status()).toBe(200);
        await expect(guest.page.getByRole("heading", { level: 1, name: user.name })).toBeVisible();
        await expect(guest.page.getByText("Open to work")).toBeVisible();
        await expect(guest.page.getByText("Designer")).toBeVisible();
        await expect(guest.page.getByRole("heading", { name: "The search so far" })).toBeVisible();
        await expect(guest.page.getByRole("img", { name: /Applications per week/ })).toBeVisible();
        await expect(guest.page.locator("script:not([type='application/ld+json'])")).toHaveCount(0);
        const html = await guest.page.content();
        for (const secret of ["PRIVATE-NOTE", "Hidden Salary Co", user.email]) expect(html).not.toContain(secret);
        await expect(guest.page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
        await expect(guest.page.locator('meta[property="og:title"]')).toHaveAttribute(
          "content",
          `${user.name} · Frontend developer · Offerpath`,
        );
        await expectNoAxeViolations(guest.page);
        await guest.page.setViewportSize({ width: 390, height: 844 });
        await expectNoAxeViolations(guest.page);

        // The owner turns it off: the visitor's next load is a 404.
        await page.getByLabel("Publish my public profile").uncheck();
        await page.getByRole("button", { name: "Save public profile" }).click();
        await expect(page.getByText("Public profile saved. It is turned off: nobody can see it.")).toBeVisible();
        const gone = await guest.page.goto(`/u/${handle}`);
        expect(gone?.status()).toBe(404);
        await expect(guest.page.getByRole("heading", { name: "Profile not found" })).toBeVisible();
      } finally {
        await guest.close();
      }
    });
  });
}
