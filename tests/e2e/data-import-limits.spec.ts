/**
 * The CSV import and the plan's limit (issue 30): a Free user at 9 of 10 applications is told before
 * confirming that 1 row will be imported, with the way to the plans, and the outcome groups the skipped
 * rows by reason (without JavaScript). With JavaScript, the preview's counts follow the status map and the
 * column mapping as they change, without pressing "Update the preview".
 */
import type { Page } from "@playwright/test";
import { expect as baseExpect, login, newUser, registerWithBearer, test } from "./fixtures";

const expect = baseExpect.configure({ timeout: 20_000 });

async function signedInWithJobs(page: Page, jobs: number) {
  const user = newUser();
  const auth = await registerWithBearer(page, user);
  for (let i = 0; i < jobs; i++) {
    const res = await page.request.post("/api/v1/jobs", {
      data: { company: `Already ${i}`, position: "Engineer" },
      headers: auth,
    });
    expect(res.status()).toBe(201);
  }
  await login(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function uploadCsv(page: Page, csv: string) {
  await page.goto("/profile/data/import");
  await page
    .getByLabel("Spreadsheet (.csv)")
    .setInputFiles({ name: "jobs.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Upload and preview" }).click();
  await expect(page).toHaveURL(/\/profile\/data\/import\/csv\/[a-z0-9]{24}$/);
}

test.describe("CSV import at the plan's limit, without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 }, actionTimeout: 20_000 });

  test("the preview says how many rows fit; the outcome groups the skipped rows with the upgrade link", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signedInWithJobs(page, 9);
    const rows = Array.from({ length: 30 }, (_, i) => `Company ${i},Engineer,Applied`);
    await uploadCsv(page, ["Company,Job Title,Status", ...rows, ",No company,Applied"].join("\n"));

    await expect(
      page.getByText("Your Free plan has room for 1 more application: 1 of 30 rows will be imported"),
    ).toBeVisible();
    await expect(page.getByText("29 past your plan's limit, 1 with an error.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Upgrade your plan to import every row" })).toHaveAttribute(
      "href",
      "/plans",
    );
    await page.screenshot({ path: testInfo.outputPath("preview.png"), fullPage: true });
    await page.getByRole("button", { name: "Import 1 of 30 rows" }).click();

    await expect(page).toHaveURL(/\/outcome$/);
    await expect(page.getByText("Imported: 1", { exact: true })).toBeVisible();
    await expect(page.getByText("Skipped: 30", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Over your plan's limit: 29" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Not valid as an application: 1" })).toBeVisible();
    await expect(page.getByText("Rows 3, 4, 5, 6, 7 and 24 more, in the download below.")).toBeVisible();
    await expect(page.getByText("Row 32: Company name is required")).toBeVisible();
    await expect(page.getByRole("link", { name: "Upgrade your plan to import these rows" })).toHaveAttribute(
      "href",
      "/plans",
    );
    await page.screenshot({ path: testInfo.outputPath("outcome.png"), fullPage: true });
    await page.getByRole("link", { name: "Upgrade your plan to import these rows" }).click();
    await expect(page).toHaveURL(/\/plans$/);
  });
});

test.describe("CSV preview with JavaScript", () => {
  test.use({ viewport: { width: 1280, height: 900 }, actionTimeout: 20_000 });

  test("the counts follow the status map and the column mapping as they change", async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await signedInWithJobs(page, 0);
    await uploadCsv(
      page,
      [
        "Company,Job Title,Status",
        "Acme,Engineer,Applied",
        "Globex,Designer,Ghosted",
        "Initech,Analyst,Ghosted",
        "Hooli,PM,Offer",
      ].join("\n"),
    );
    await page.waitForFunction(() => {
      const form = document.querySelector("#main form[method=post]");
      return !!form && Object.keys(form).some((key) => key.startsWith("__react"));
    });
    await expect(page.getByText("Rows that would be skipped: 2")).toBeVisible();
    await expect(page.getByRole("button", { name: "Import 2 rows" })).toBeVisible();

    // Ghosted gets a status: its two rows count, with no press of "Update the preview".
    await page.getByLabel('"Ghosted"').selectOption("rejected");
    await expect(page.getByRole("button", { name: "Import 4 rows" })).toBeVisible();
    await expect(page.getByText("Rows that would be skipped")).toHaveCount(0);
    await expect(page.getByText("4 rows will be imported; 0 would be skipped.")).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("live-preview.png"), fullPage: true });

    // The company column ignored: every row lacks a company.
    await page.getByLabel('Column "Company"').selectOption("ignore");
    await expect(page.getByText("Rows that would be skipped: 4")).toBeVisible();
    await expect(page.getByRole("button", { name: "Import 0 rows" })).toBeVisible();
    await page.getByLabel('Column "Company"').selectOption("company");
    await expect(page.getByRole("button", { name: "Import 4 rows" })).toBeVisible();
    // The choices made are the ones imported.
    await expect(page.getByLabel('"Ghosted"')).toHaveValue("rejected");
    await page.getByRole("button", { name: "Import 4 rows" }).click();
    await expect(page).toHaveURL(/\/outcome$/);
    await expect(page.getByText("Imported: 4", { exact: true })).toBeVisible();
  });
});
