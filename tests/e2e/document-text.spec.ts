import { fileURLToPath } from "node:url";
import { expect, login, newUser, registerThroughApi, test } from "./fixtures";

/** A real resume PDF with a text layer (tests/fixtures/documents/README.md). */
const resumePdf = fileURLToPath(new URL("../fixtures/documents/resume.pdf", import.meta.url));

for (const javaScriptEnabled of [true, false]) {
  test.describe(
    javaScriptEnabled ? "a document's text, with JavaScript" : "a document's text, without JavaScript",
    () => {
      test.use({ javaScriptEnabled });

      test("upload a PDF resume, see its text, correct it, and make it the default resume", async ({ page }) => {
        test.setTimeout(120_000);
        const user = newUser();
        expect((await registerThroughApi(page, user)).status()).toBe(201);
        await login(page, user);
        await expect(page).toHaveURL(/\/dashboard$/);

        await page.goto("/documents");
        await page.getByLabel(/Choose files?/).setInputFiles(resumePdf);
        await page.getByLabel("Kind").selectOption("resume");
        await page.getByRole("button", { name: "Upload" }).click();
        await expect(page.getByRole("link", { name: "resume.pdf", exact: true })).toBeVisible();

        // The text is read off the request path (the queue), within seconds here.
        await expect(async () => {
          await page.goto("/documents");
          await expect(page.getByRole("link", { name: "Text of resume.pdf: Text read" })).toBeVisible({
            timeout: 1000,
          });
        }).toPass({ timeout: 30_000 });
        await page.getByRole("link", { name: "Text of resume.pdf: Text read" }).click();
        await expect(page.getByRole("heading", { name: "Text of resume.pdf" })).toBeVisible();
        const text = page.getByLabel("Text", { exact: true });
        await expect(text).toHaveValue(/Asha Rao\nSoftware engineer/);
        await expect(text).toHaveValue(/Kubernetes/);

        await text.fill("Asha Rao\nTypeScript, Python, Kubernetes\nCorrected by hand");
        await page.getByRole("button", { name: "Save text" }).click();
        await expect(page.getByText("Text saved: resume.pdf")).toBeVisible();
        await expect(page.getByLabel("Text", { exact: true })).toHaveValue(
          "Asha Rao\nTypeScript, Python, Kubernetes\nCorrected by hand",
        );

        await page.goto("/documents");
        await page.getByRole("button", { name: "Use as default resume: resume.pdf" }).click();
        await expect(page.getByText("Default resume saved")).toBeVisible();
        await expect(page.getByText("Default resume", { exact: true })).toBeVisible();
      });
    },
  );
}
