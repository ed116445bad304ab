import { expect, expectNoAxeViolations, signedIn, test } from "./fixtures";

const PUBLIC = [
  "/",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password/not-a-token",
  "/terms-of-use",
  "/developers/api",
  "/extension",
];

for (const width of [1280, 390]) {
  test.describe(`axe at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("public screens have no violations", async ({ page }) => {
      // Eight screens, each checked by axe (the API reference is large): more than a minute on busy cores.
      test.setTimeout(180_000);
      for (const path of PUBLIC) {
        await page.goto(path);
        await expectNoAxeViolations(page);
      }
    });

    test("the policy pages have no violations", async ({ page }) => {
      for (const path of ["/privacy-policy", "/refund-policy"]) {
        await page.goto(path);
        await expectNoAxeViolations(page);
      }
    });

    test("signed-in screens have no violations", async ({ page }) => {
      // Eleven screens, each checked by axe: minutes, not seconds, on two busy cores.
      test.setTimeout(240_000);
      await signedIn(page);
      await page.goto("/jobs/new");
      await page.locator('input[name="company"]').fill("Acme");
      await page.locator('input[name="position"]').fill("Engineer");
      await page.getByRole("button", { name: "Add Application" }).click();
      await expect(page).toHaveURL(/\/applications$/);
      const jobHref = await page.getByRole("link", { name: "Engineer", exact: true }).getAttribute("href");
      for (const path of [
        "/dashboard",
        "/profile",
        "/profile/calendar",
        "/applications",
        "/applications?search=nothing-matches",
        "/jobs/new",
        `${jobHref}`,
        `/jobs/edit/${jobHref?.split("/").pop()}`,
        `${jobHref}/interviews/new`,
        `${jobHref}/delete`,
        "/jobs/unknown-id",
      ]) {
        await page.goto(path);
        await expectNoAxeViolations(page);
      }
    });
  });
}
