import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, login, newUser, registerThroughApi, test } from "./fixtures";

/** A small PDF of its own bytes (the server decides the type from them; the same bytes twice are one file). */
const pdf = (tag = randomUUID()) => Buffer.from(`%PDF-1.7\n% ${tag}\n1 0 obj << >> endobj\n%%EOF\n`);

/** Signs up (through the API, keeping the token for seeding jobs) and signs in through the form. */
async function signedInWithToken(page: Page) {
  const user = newUser();
  const res = await registerThroughApi(page, user);
  expect(res.status()).toBe(201);
  const { token } = await res.json();
  await login(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  return token as string;
}

async function createJob(page: Page, token: string, company: string) {
  const res = await page.request.post("/api/v1/jobs", {
    data: { company, position: "Frontend Engineer" },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).job._id as string;
}

async function downloadedBytes(page: Page, linkName: string) {
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: linkName }).click();
  return readFileSync(await (await download).path());
}

const uploadStatus = (page: Page) => page.getByRole("status").filter({ hasText: /uploaded|Uploading/ });

test.describe("documents, with JavaScript", () => {
  test("uploads several files with progress, drops one, downloads the same bytes, renames and deletes", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signedInWithToken(page);
    await page.goto("/documents", { waitUntil: "networkidle" });
    await expect(page.getByText("No documents yet")).toBeVisible();
    await expect(page.getByText("Storage: 0 bytes of 5 MB")).toBeVisible();

    const cv = pdf();
    await page.getByLabel(/Choose files/).setInputFiles([
      { name: "cv.pdf", mimeType: "application/pdf", buffer: cv },
      { name: "page.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html><script>alert(1)</script></html>") },
    ]);
    await page.getByLabel("Kind").selectOption("resume");
    await page.getByRole("button", { name: "Upload" }).click();
    const uploads = page.getByRole("list", { name: "Uploads" });
    await expect(uploads.getByText("cv.pdf uploaded")).toBeVisible();
    await expect(uploads.getByText(/^page\.pdf: That type of file is not accepted/)).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Upload of cv.pdf" })).toHaveAttribute("value", "100");
    await expect(uploadStatus(page)).toHaveText("1 of 2 uploaded. 1 not uploaded.");
    // The list and the meter were revalidated, without a reload.
    await expect(page.getByRole("link", { name: "cv.pdf", exact: true })).toBeVisible();
    await expect(page.getByText(`Storage: ${cv.length} bytes of 5 MB`)).toBeVisible();

    // Drag and drop onto the drop zone.
    const dropped = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(["%PDF-1.7\n% dropped\n%%EOF\n"], "dropped.pdf", { type: "application/pdf" }));
      return transfer;
    });
    await page.getByTestId("drop-zone").dispatchEvent("drop", { dataTransfer: dropped });
    await expect(uploads.getByText("dropped.pdf uploaded")).toBeVisible();
    await expect(page.getByRole("link", { name: "dropped.pdf", exact: true })).toBeVisible();

    // The same bytes again: already stored.
    await page.getByLabel(/Choose files/).setInputFiles({ name: "copy.pdf", mimeType: "application/pdf", buffer: cv });
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(uploads.getByText("You have already uploaded this file (cv.pdf).")).toBeVisible();

    expect(await downloadedBytes(page, "Download cv.pdf")).toEqual(cv);

    await page.getByRole("link", { name: "Edit cv.pdf" }).click();
    await page.getByLabel("Name").fill("Resume 2026.pdf");
    await page.getByLabel("Kind").selectOption("coverLetter");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/documents$/);
    await expect(page.getByText("Resume 2026.pdf saved")).toBeVisible();
    const row = page.getByRole("listitem").filter({ hasText: "Resume 2026.pdf" });
    await expect(row.getByText("Cover letter")).toBeVisible();

    await page.getByRole("link", { name: "Delete Resume 2026.pdf" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Resume 2026.pdf deleted")).toBeVisible();
    await expect(page.getByRole("link", { name: "Resume 2026.pdf", exact: true })).toHaveCount(0);
  });

  test("uploads to an application, attaches an existing file and detaches it", async ({ page }) => {
    const token = await signedInWithToken(page);
    const jobId = await createJob(page, token, "Globex");
    await page.goto("/documents", { waitUntil: "networkidle" });
    await page
      .getByLabel(/Choose files/)
      .setInputFiles({ name: "letter.pdf", mimeType: "application/pdf", buffer: pdf() });
    await page.getByLabel("Kind").selectOption("coverLetter");
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByRole("link", { name: "letter.pdf", exact: true })).toBeVisible();

    await page.goto(`/jobs/${jobId}`, { waitUntil: "networkidle" });
    await expect(page.getByText("No documents attached yet.")).toBeVisible();
    const cv = pdf();
    await page
      .getByLabel(/Choose files/)
      .setInputFiles({ name: "cv-globex.pdf", mimeType: "application/pdf", buffer: cv });
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByRole("list", { name: "Uploads" }).getByText("cv-globex.pdf uploaded")).toBeVisible();
    await expect(page.getByRole("link", { name: "cv-globex.pdf", exact: true })).toBeVisible();
    expect(await downloadedBytes(page, "Download cv-globex.pdf")).toEqual(cv);

    await page.getByLabel("Attach an existing file").selectOption({ label: "letter.pdf (Cover letter)" });
    await page.getByRole("button", { name: "Attach" }).click();
    await expect(page.getByText("Document attached")).toBeVisible();
    await expect(page.getByRole("link", { name: "letter.pdf", exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Detach letter.pdf" }).click();
    await expect(page.getByText("Document detached")).toBeVisible();
    await expect(page.getByRole("link", { name: "letter.pdf", exact: true })).toHaveCount(0);

    await page.goto("/documents");
    const row = page.getByRole("listitem").filter({ hasText: "cv-globex.pdf" });
    await expect(row.getByRole("link", { name: "Frontend Engineer at Globex" })).toBeVisible();
  });

  test("the documents screens pass axe at 390 and 1280 px", async ({ page }) => {
    const token = await signedInWithToken(page);
    const jobId = await createJob(page, token, "Initech");
    await page.goto(`/jobs/${jobId}`, { waitUntil: "networkidle" });
    await page.getByLabel(/Choose files/).setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: pdf() });
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByRole("link", { name: "cv.pdf", exact: true })).toBeVisible();
    await page.goto("/documents");
    const edit = await page.getByRole("link", { name: "Edit cv.pdf" }).getAttribute("href");
    const remove = await page.getByRole("link", { name: "Delete cv.pdf" }).getAttribute("href");
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/documents", `/jobs/${jobId}`, `${edit}`, `${remove}`, "/subscription"]) {
        await page.goto(path, { waitUntil: "networkidle" });
        await expectNoAxeViolations(page);
      }
    }
  });
});

test.describe("documents, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("uploads, shows the meter, downloads the same bytes, attaches, detaches and deletes with plain forms", async ({
    page,
  }) => {
    const token = await signedInWithToken(page);
    const jobId = await createJob(page, token, "Umbrella");
    await page.goto("/documents");
    const cv = pdf();
    await page.getByLabel(/Choose files/).setInputFiles([
      { name: "cv.pdf", mimeType: "application/pdf", buffer: cv },
      { name: "notes.md", mimeType: "text/markdown", buffer: Buffer.from("# Notes\n\nfor the portfolio\n") },
    ]);
    await page.getByLabel("Kind").selectOption("portfolio");
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page).toHaveURL(/\/documents$/);
    await expect(page.getByText("cv.pdf uploaded notes.md uploaded")).toBeVisible();
    const used = cv.length + "# Notes\n\nfor the portfolio\n".length;
    await expect(page.getByText(`Storage: ${used} bytes of 5 MB`)).toBeVisible();
    expect(await downloadedBytes(page, "Download cv.pdf")).toEqual(cv);

    await page.getByLabel(/Choose files/).setInputFiles({
      name: "page.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'></svg>"),
    });
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByText(/page\.pdf: That type of file is not accepted/)).toBeVisible();

    await page.goto(`/jobs/${jobId}`);
    await page.getByLabel(/Choose files/).setInputFiles({ name: "again.pdf", mimeType: "application/pdf", buffer: cv });
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
    await expect(page.getByText("You have already uploaded this file (cv.pdf). It is now attached")).toBeVisible();
    await expect(page.getByRole("link", { name: "cv.pdf", exact: true })).toBeVisible();

    await page.getByLabel("Attach an existing file").selectOption({ label: "notes.md (Portfolio)" });
    await page.getByRole("button", { name: "Attach" }).click();
    await expect(page.getByText("Document attached")).toBeVisible();
    await expect(page.getByRole("link", { name: "notes.md", exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Detach notes.md" }).click();
    await expect(page.getByText("Document detached")).toBeVisible();
    await expect(page.getByRole("link", { name: "notes.md", exact: true })).toHaveCount(0);

    await page.goto("/documents");
    await page.getByRole("link", { name: "Delete notes.md" }).click();
    await expect(page.getByRole("heading", { name: "Delete document" })).toBeVisible();
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/documents$/);
    await expect(page.getByText("notes.md deleted")).toBeVisible();
    await expect(page.getByRole("link", { name: "notes.md", exact: true })).toHaveCount(0);
  });
});
