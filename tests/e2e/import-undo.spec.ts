/**
 * An import undone from its outcome screen, without JavaScript (issue 30): a spreadsheet without a location
 * column is imported (its applications show "Not specified", not "Remote"), one application is edited,
 * then "Undo this import" removes the others and names the edited one, which stays.
 */
import { expect as baseExpect, login, newUser, registerThroughApi, test } from "./fixtures";

const expect = baseExpect.configure({ timeout: 20_000 });

test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 }, actionTimeout: 20_000 });

test("undo an import from its outcome screen", async ({ page }) => {
  test.setTimeout(120_000);
  const user = newUser();
  expect((await registerThroughApi(page, user)).status()).toBe(201);
  await login(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/profile/data/import");
  await page.getByLabel("Spreadsheet (.csv)").setInputFiles({
    name: "jobs.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("Company,Job Title,Salary\r\nUndo Alpha,Engineer,50000\r\nUndo Beta,Designer,60000\r\n"),
  });
  await page.getByRole("button", { name: "Upload and preview" }).click();
  await page.getByRole("button", { name: "Import 2 rows" }).click();
  await expect(page).toHaveURL(/\/outcome$/);
  await expect(page.getByText("Imported: 2")).toBeVisible();
  const outcomeUrl = page.url();

  await page.goto("/applications");
  await expect(page.locator("dd", { hasText: "Not specified" })).toHaveCount(2);
  await expect(page.locator("dd", { hasText: "Remote" })).toHaveCount(0);

  // Edit one: it is kept by the undo and named.
  await page.getByRole("link", { name: "Designer" }).first().click();
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await page.getByLabel("Notes").fill("Called the recruiter");
  await page.getByRole("button", { name: "Update Application" }).click();
  await expect(page).toHaveURL(/\/applications/);
  await expect(page.locator("dd", { hasText: "Remote" })).toHaveCount(0); // the edit kept the empty location

  await page.goto(outcomeUrl);
  await page.screenshot({ path: "test-results/import-outcome-undo.png", fullPage: true });
  await page.getByRole("button", { name: "Undo this import" }).click();
  await expect(page.getByText("The import was undone")).toBeVisible();
  await expect(page.getByText("Removed: 1 application, 0 contacts, 0 tasks, 0 offers.")).toBeVisible();
  await expect(page.getByText("Application: Undo Beta — Designer")).toBeVisible();
  await page.screenshot({ path: "test-results/import-undo.png", fullPage: true });

  await page.goto("/applications");
  await expect(page.getByText("Undo Beta").first()).toBeVisible();
  await expect(page.getByText("Undo Alpha")).toHaveCount(0);
});
