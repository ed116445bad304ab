/**
 * CSV import in Chromium through the screens (issue 22): a Huntr-style file without JavaScript (its date
 * order asked, Ghosted mapped by hand, a repeated row skipped and downloadable as CSV) and a Teal-style file
 * with JavaScript (a row without a company skipped), each ending on the applications list.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import Papa from "papaparse";
import { expect as baseExpect, expectNoAxeViolations, login, newUser, registerThroughApi, test } from "./fixtures";

const expect = baseExpect.configure({ timeout: 20_000 });
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures-data/${name}`, import.meta.url));

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? "CSV import, with JavaScript" : "CSV import, without JavaScript", () => {
    test.use({ javaScriptEnabled, viewport: { width: 1280, height: 900 }, actionTimeout: 20_000 });

    test(javaScriptEnabled ? "a Teal-style file" : "a Huntr-style file", async ({ page }) => {
      test.setTimeout(120_000);
      const user = newUser();
      expect((await registerThroughApi(page, user)).status()).toBe(201);
      await login(page, user);
      await expect(page).toHaveURL(/\/dashboard$/);

      await page.goto("/profile/data");
      await page.getByRole("link", { name: "Import data" }).click();
      await expect(page).toHaveURL(/\/profile\/data\/import$/);
      if (javaScriptEnabled) await expectNoAxeViolations(page); // axe runs as a script in the page
      await page.getByLabel("Spreadsheet (.csv)").setInputFiles(fixture(javaScriptEnabled ? "teal.csv" : "huntr.csv"));
      await page.getByRole("button", { name: "Upload and preview" }).click();
      await expect(page).toHaveURL(/\/profile\/data\/import\/csv\/[a-z0-9]{24}$/);
      await expect(page.getByRole("heading", { name: "Check your spreadsheet" })).toBeVisible();
      if (javaScriptEnabled) await expectNoAxeViolations(page);

      if (!javaScriptEnabled) {
        await expect(page.getByLabel('Column "Job Title"')).toHaveValue("position");
        await expect(page.getByLabel('Column "List"')).toHaveValue("status");
        await expect(page.getByLabel('Column "Date Applied"')).toHaveValue("applicationDate");
        await expect(page.getByLabel('"Wishlist"')).toHaveValue("saved");
        await expect(page.getByLabel('"Ghosted"')).toHaveValue("");
        await page.getByLabel('"Ghosted"').selectOption("rejected");
        await page.getByLabel(/how are they written/).selectOption("MDY");
        await page.getByRole("button", { name: "Update the preview" }).click();
        await expect(page.getByLabel('"Ghosted"')).toHaveValue("rejected");
        await expect(page.getByRole("cell", { name: "2026-03-04" })).toBeVisible(); // 03/04/2026 read month first
        await page.getByRole("button", { name: /^Import \d+ rows$/ }).click();
      } else {
        await expect(page.getByLabel('Column "Job Position"')).toHaveValue("position");
        await expect(page.getByLabel('Column "Applied On"')).toHaveValue("applicationDate");
        await expect(page.getByLabel('"Bookmarked"')).toHaveValue("saved");
        await expect(page.getByText("Rows that would be skipped: 1")).toBeVisible();
        await page.getByRole("button", { name: "Import 2 rows" }).click();
      }

      await expect(page).toHaveURL(/\/outcome$/);
      await expect(page.getByText(javaScriptEnabled ? "Imported: 2" : "Imported: 4")).toBeVisible();
      await expect(page.locator("li", { hasText: /^Skipped: 1$/ })).toBeVisible();
      const skippedRow = javaScriptEnabled ? /Row 4: / : "Row 6: Same company, position and URL as row 2: skipped";
      await expect(page.getByText(skippedRow)).toBeVisible();
      if (javaScriptEnabled) await expectNoAxeViolations(page);

      const started = page.waitForEvent("download");
      await page.getByRole("link", { name: "Download the skipped rows (CSV)" }).click();
      const file = await started;
      const text = readFileSync(await file.path(), "utf8").replace(/^\uFEFF/, "");
      const rows = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
      expect(rows.map((r) => r.Row)).toEqual([javaScriptEnabled ? "4" : "6"]);

      await page.getByRole("link", { name: "See your applications" }).click();
      await expect(page).toHaveURL(/\/applications$/);
      for (const company of javaScriptEnabled
        ? ["Stark Industries", "Wayne Enterprises"]
        : ["Acme Robotics", "Hooli"]) {
        await expect(page.getByText(company).first()).toBeVisible();
      }
    });
  });
}
