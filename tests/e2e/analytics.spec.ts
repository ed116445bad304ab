/**
 * /analytics in Chromium, with and without JavaScript (issue 23): a Free user sees the labelled sample
 * and the plan that includes it, follows the upgrade, pays for Premium through the local Razorpay
 * stand-in and then sees their own figures; the period picker is a GET form; each chart's numbers open
 * from a <details>; axe finds nothing at 1280 and 390 px.
 */
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

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "analytics, with JavaScript" : "analytics, without JavaScript", () => {
    test.use({ javaScriptEnabled, viewport: { width: 1280, height: 900 }, actionTimeout: 20_000 });

    test("Free sees the sample and the upgrade; Premium sees its own figures by period", async ({ page }) => {
      test.setTimeout(180_000);
      const user = newUser();
      const auth = await registerWithBearer(page, user);
      const today = new Date().toISOString().slice(0, 10);
      for (const company of ["Zephyr Analytics Co", "Quasar Labs"]) {
        const job = await page.request.post("/api/v1/jobs", {
          data: { company, position: "Engineer", applicationDate: today },
          headers: auth,
        });
        expect(job.status()).toBe(201);
        if (company === "Quasar Labs") {
          const id = (await job.json()).job._id;
          expect(
            (await page.request.patch(`/api/v1/jobs/${id}`, { data: { status: "screening" }, headers: auth })).status(),
          ).toBe(200);
        }
      }
      await login(page, user);
      await expect(page).toHaveURL(/\/dashboard$/);

      await page.getByRole("navigation").getByRole("link", { name: "Analytics" }).first().click();
      await expect(page).toHaveURL(/\/analytics$/);
      await expect(page.getByText("Sample data: these figures are made up")).toBeVisible();
      await expect(page.getByText("Advanced analytics is included in the Premium plan")).toBeVisible();
      await expect(page.getByText("Zephyr Analytics Co")).toHaveCount(0);
      if (javaScriptEnabled) await expectNoAxeViolations(page);

      await page.getByRole("link", { name: "See plans and upgrade" }).click();
      await expect(page).toHaveURL(/\/plans$/);
      await payForPlan(page, "Premium");

      await page.goto("/dashboard");
      await page.locator("main").getByRole("link", { name: "Analytics" }).click();
      await expect(page).toHaveURL(/\/analytics$/);
      await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
      await expect(page.getByText("Sample data")).toHaveCount(0);
      await expect(page.getByText("Most applications: Quasar Labs (1).")).toBeVisible();
      const funnel = page.getByRole("figure").filter({ has: page.getByRole("heading", { name: "Funnel" }) });
      await expect(funnel.getByText("2 applied; 1 reached screening (50%)")).toBeVisible();
      await expect(funnel.getByRole("img")).toBeVisible();
      await funnel.getByText("The numbers").click();
      await expect(funnel.getByRole("row", { name: /Screening 1 50%/ })).toBeVisible();

      await page.getByLabel("Period", { exact: true }).selectOption("last-week");
      await page.getByRole("button", { name: "Show" }).click();
      await expect(page).toHaveURL(/\/analytics\?period=last-week$/);
      await expect(page.getByText(/^Last 7 days:/)).toBeVisible();
      await expect(page.getByLabel("Period", { exact: true })).toHaveValue("last-week");

      if (javaScriptEnabled) {
        await expectNoAxeViolations(page);
        await page.setViewportSize({ width: 390, height: 900 });
        await page.reload();
        await expectNoAxeViolations(page);
        const box = await page.locator("main svg[role=img]").first().boundingBox();
        expect(box?.width ?? 0).toBeLessThanOrEqual(390);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
    });
  });
}
