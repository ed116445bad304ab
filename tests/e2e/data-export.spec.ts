/**
 * Data export in Chromium, with and without JavaScript (issue 22): a Free user finds "Your data" from the
 * profile, sees which plans include export and follows the upgrade link; after paying for Basic (the local
 * Razorpay stand-in), each form downloads from a plain link and the files read back: the JSON, a CSV
 * (BOM, quoting, formulas neutralised) and the ZIP with the uploaded document's bytes.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { unzipSync } from "fflate";
import Papa from "papaparse";
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

async function download(page: Page, linkName: string) {
  const started = page.waitForEvent("download");
  await page.locator("main").getByRole("link", { name: linkName, exact: true }).click();
  const file = await started;
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "data export, with JavaScript" : "data export, without JavaScript", () => {
    test.use({ javaScriptEnabled, viewport: { width: 1280, height: 900 }, actionTimeout: 20_000 });

    test("Free sees the offer and the upgrade; Basic downloads JSON, CSV and ZIP that read back", async ({ page }) => {
      test.setTimeout(180_000);
      const user = newUser();
      const auth = await registerWithBearer(page, user);
      const job = await page.request.post("/api/v1/jobs", {
        data: { company: "Export Co, Ltd", position: "Engineer", notes: '=HYPERLINK("http://evil")' },
        headers: auth,
      });
      expect(job.status()).toBe(201);
      const pdf = Buffer.from(`%PDF-1.7\n% ${randomUUID()}\n1 0 obj << >> endobj\n%%EOF\n`);
      const uploaded = await page.request.post("/api/v1/documents", {
        multipart: { document: { name: "cv.pdf", mimeType: "application/pdf", buffer: pdf } },
        headers: auth,
      });
      expect(uploaded.status()).toBe(201);
      await login(page, user);
      await expect(page).toHaveURL(/\/dashboard$/);

      await page.goto("/profile");
      await page.getByRole("link", { name: "Export your data" }).click();
      await expect(page).toHaveURL(/\/profile\/data$/);
      await expect(
        page.getByText("Spreadsheets (CSV) and the ZIP are included in the Basic and Premium plans"),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Whole account (JSON)" })).toHaveCount(1);
      await expect(page.getByRole("link", { name: "Everything (ZIP)" })).toHaveCount(0);
      if (javaScriptEnabled) await expectNoAxeViolations(page); // axe runs as a script in the page
      await page.getByRole("link", { name: "See plans and upgrade" }).click();
      await expect(page).toHaveURL(/\/plans$/);

      await payForPlan(page, "Basic");

      await page.goto("/profile/data");
      if (javaScriptEnabled) await expectNoAxeViolations(page); // axe runs as a script in the page
      const json = await download(page, "Whole account (JSON)");
      expect(json.name).toMatch(/^offerpath-export-\d{4}-\d{2}-\d{2}\.json$/);
      const body = JSON.parse(json.bytes.toString("utf8"));
      expect(body).toMatchObject({
        format: "offerpath-export",
        version: 1,
        profile: { email: user.email, plan: "basic" },
      });
      expect(body.jobs.map((j: { company: string }) => j.company)).toEqual(["Export Co, Ltd"]);
      expect(body.payments).toHaveLength(1);

      const csv = await download(page, "Applications (CSV)");
      expect(csv.name).toMatch(/^offerpath-export-\d{4}-\d{2}-\d{2}-applications\.csv$/);
      expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = Papa.parse<Record<string, string>>(csv.bytes.toString("utf8").slice(1), { header: true }).data;
      expect(rows[0]).toMatchObject({ Company: "Export Co, Ltd", Notes: '\'=HYPERLINK("http://evil")' });

      const zip = await download(page, "Everything (ZIP)");
      expect(zip.name).toMatch(/^offerpath-export-\d{4}-\d{2}-\d{2}\.zip$/);
      const files = unzipSync(new Uint8Array(zip.bytes));
      const names = Object.keys(files);
      // Applications, interviews, tasks, contacts, interactions and offers (issue 34).
      expect(names.filter((n) => n.endsWith(".csv"))).toHaveLength(6);
      expect(names.some((n) => n.endsWith("-offers.csv"))).toBe(true);
      expect(names.filter((n) => n.endsWith(".json"))).toHaveLength(1);
      const doc = names.find((n) => n.startsWith("documents/") && n.endsWith("-cv.pdf"));
      expect(doc).toBeDefined();
      expect(Buffer.from(files[doc ?? ""])).toEqual(pdf);
    });
  });
}
