import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, signedIn, test } from "./fixtures";

/** An application in status offer, and its page's address. */
async function addApplication(page: Page, company: string): Promise<string> {
  await page.goto("/jobs/new");
  await page.locator('input[name="company"]').fill(company);
  await page.locator('input[name="position"]').fill("Frontend Engineer");
  await page.locator('select[name="status"]').selectOption("offer");
  await page.getByRole("button", { name: "Add Application" }).click();
  await expect(page).toHaveURL(/\/applications$/);
  const href = await page.getByRole("link", { name: "Frontend Engineer", exact: true }).first().getAttribute("href");
  if (!href) throw new Error("no link to the application");
  return href;
}

/** The figures of an offer letter, typed as a person copies them (Indian commas). */
async function enterLetter(page: Page) {
  await page.getByLabel("Basic salary").fill("7,20,000");
  await page.getByLabel("House rent allowance (HRA)").fill("3,60,000");
  await page.getByLabel("Special allowance").fill("7,20,000");
  await page.getByLabel("Variable pay / performance bonus at target").fill("2,00,000");
  await page.getByLabel("Expected payout (% of target)").fill("80");
  await page.getByLabel("Joining bonus / sign-on bonus").fill("1,00,000");
  await page.getByLabel("Clawback period (months)").fill("12");
  await page.getByLabel("Benefit 1", { exact: true }).fill("Group health insurance");
  await page.getByLabel("Benefit 1: value per annum").fill("15000");
  await page.getByLabel("State (for professional tax)").selectOption("karnataka");
  await page.getByLabel("A metro city for HRA").check();
  await page.getByLabel("Accept by (the offer's deadline)").fill("2027-02-10");
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "offers, with JavaScript" : "offers, without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("enter an offer from its letter, see a refused figure under its field, then the decoded figures", async ({
      page,
    }) => {
      await signedIn(page);
      const href = await addApplication(page, javaScriptEnabled ? "Initech" : "Globex");
      await page.goto(href);
      await page.getByRole("link", { name: "Add offer" }).click();
      await expect(page.getByRole("heading", { name: "Add offer" })).toBeVisible();
      await enterLetter(page);
      await page.getByLabel("Relocation allowance").fill("-5");
      await page.getByRole("button", { name: "Save offer" }).click();
      await expect(page.getByText("Please fix the highlighted fields.")).toBeVisible();
      await expect(page.getByLabel("Relocation allowance")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText("must be 0 or more")).toBeVisible();
      // What was typed stays.
      await expect(page.getByLabel("Basic salary")).toHaveValue("7,20,000");
      await page.getByLabel("Relocation allowance").fill("");
      await page.getByRole("button", { name: "Save offer" }).click();

      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole("heading", { name: "Offer, decoded" })).toBeVisible();
      // 18,00,000 fixed + 2,00,000 variable + PF 86,400 + gratuity 34,632 + 15,000 insurance.
      await expect(page.getByText("₹21,36,032")).toBeVisible();
      await expect(page.getByText("₹19,73,600")).toBeVisible();
      await expect(page.getByRole("table", { name: "In-hand pay under the new and the old regime" })).toBeVisible();
      await expect(page.getByText(/^The (new|old) regime leaves ₹[\d,]+ more in the hand a year/)).toBeVisible();
      await expect(page.getByText(/Tax year used:/)).toBeVisible();

      await page.getByLabel("Your rent a month").fill("40000");
      await page.getByRole("button", { name: "Work it out again" }).click();
      await expect(page).toHaveURL(/rentPerMonth=40000/);
      await expect(page.getByLabel("Your rent a month")).toHaveValue("40000");
    });
  });
}

for (const width of [1280, 390]) {
  test.describe(`offers: axe at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the offer form, a refused one, and the decoded offer have no violations", async ({ page }) => {
      test.setTimeout(180_000);
      await signedIn(page);
      const href = await addApplication(page, "Hooli");
      await page.goto(`${href}/offer`);
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Save offer" }).click();
      await expect(page.getByText("Please fix the highlighted fields.")).toBeVisible();
      await expectNoAxeViolations(page);
      await enterLetter(page);
      await page.getByRole("button", { name: "Save offer" }).click();
      await expect(page.getByRole("heading", { name: "Offer, decoded" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
