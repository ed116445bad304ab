import { expect, expectNoAxeViolations, newUser, registerWithBearer, signedIn, test } from "./fixtures";

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
        "/today",
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
        "/inbox",
        // Last: visiting the board makes it the remembered view of /applications (decision 046).
        "/applications?view=board",
      ]) {
        await page.goto(path);
        await expectNoAxeViolations(page);
      }
    });
  });
}

/**
 * The dark theme (issue 31): the tests above check the light one. One journey per width keeps CI short:
 * the public pages in the system theme of a dark device (CSS's media query alone: these pages are cached
 * for every visitor and ship no script), then the signed-in screens with dark chosen in the profile's cookie
 * (`data-theme` rendered by the server), each with what colours it: badges of every status, a chart, an
 * alert, a toast, a refused form.
 */
for (const width of [1280, 390]) {
  test.describe(`axe in the dark theme at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 }, colorScheme: "dark" });

    test("public and signed-in screens have no violations", async ({ page, context, baseURL }) => {
      // About twenty screens, each checked by axe: minutes on two busy cores.
      test.setTimeout(420_000);
      // The API reference is the longest page for axe and has no colour that changes with the width: once.
      const reference = width === 1280 ? ["/developers/api"] : [];
      for (const path of ["/", "/login", "/register", "/terms-of-use", "/extension", ...reference]) {
        await page.goto(path);
        await expect(page.locator("html")).not.toHaveAttribute("data-theme");
        await expectNoAxeViolations(page);
      }

      const user = newUser();
      const auth = await registerWithBearer(page, user);
      const today = new Date().toISOString().slice(0, 10);
      for (const [company, status] of [
        ["Aurora Labs", "applied"],
        ["Boreal Co", "screening"],
        ["Cirrus Inc", "interview"],
        ["Delta Works", "offer"],
        ["Ember Ltd", "rejected"],
        ["Fjord AS", "withdrawn"],
      ]) {
        const job = await page.request.post("/api/v1/jobs", {
          data: { company, position: "Engineer", status, priority: "high", applicationDate: today },
          headers: auth,
        });
        expect(job.status()).toBe(201);
      }
      expect(
        (await page.request.post("/api/v1/tasks", { data: { title: "Send the portfolio" }, headers: auth })).status(),
      ).toBe(201);
      expect(
        (await page.request.post("/api/v1/contacts", { data: { name: "Meera Iyer" }, headers: auth })).status(),
      ).toBe(201);

      await context.addCookies([{ name: "op_theme", value: "dark", url: baseURL }]);
      await page.emulateMedia({ colorScheme: "light" }); // the cookie, not the device, makes these dark
      await page.goto("/login");
      await page.getByLabel("Email").fill(user.email);
      await page.getByRole("textbox", { name: "Password", exact: true }).fill(user.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      await expectNoAxeViolations(page);

      await page.goto("/jobs/new");
      await page.getByRole("button", { name: "Add Application" }).click(); // refused: the errors in red
      await expect(page.getByText("Company name is required").first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.locator('input[name="company"]').fill("Glacier GmbH");
      await page.locator('input[name="position"]').fill("Engineer");
      await page.getByRole("button", { name: "Add Application" }).click();
      await expect(page).toHaveURL(/\/applications$/);
      await expect(page.getByRole("status").first()).toBeVisible(); // the toast, checked with the list
      await expectNoAxeViolations(page);

      const jobHref = await page.getByRole("link", { name: "Engineer" }).first().getAttribute("href");
      for (const path of [
        `${jobHref}`,
        "/tasks",
        "/contacts",
        "/documents",
        "/analytics",
        "/profile",
        "/plans",
        "/notifications",
        "/payment-history",
        "/inbox",
        "/applications?view=board",
      ]) {
        await page.goto(path);
        await expectNoAxeViolations(page);
      }
    });
  });
}
