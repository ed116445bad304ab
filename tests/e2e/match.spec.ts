/**
 * The resume match on the application's page (issue 33, decision 055): a resume with text attached, the
 * "Match" panel with its terms and sentences, and "compare with another resume" with and without
 * JavaScript; axe. The documents' text is written straight into the local D1 the server runs on (the
 * extraction itself is tested in workerd).
 */
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, login, newUser, registerThroughApi, test } from "./fixtures";
import { localD1 } from "./local-d1";

const POSTING = [
  "Backend Engineer.",
  "You will build services in Python and SQL.",
  "We run everything on Kubernetes and Docker.",
].join("\n");

async function setup(page: Page) {
  const user = newUser();
  const res = await registerThroughApi(page, user);
  expect(res.status()).toBe(201);
  const headers = { Authorization: `Bearer ${(await res.json()).token}` };
  const job = await page.request.post("/api/v1/jobs", {
    data: { company: "Acme", position: "Backend Engineer", jobDescription: POSTING },
    headers,
  });
  const jobId: string = (await job.json()).job._id;
  const upload = async (name: string, path: string) => {
    const answer = await page.request.post(path, {
      headers,
      multipart: {
        document: { name, mimeType: "text/plain", buffer: Buffer.from(`${name} ${randomUUID()}`) },
        type: "resume",
      },
    });
    expect(answer.ok()).toBe(true);
    return (await answer.json()).document._id as string;
  };
  const main = await upload("Backend resume.txt", `/api/v1/jobs/${jobId}/documents`);
  const other = await upload("Platform resume.txt", "/api/v1/documents");
  const text = (id: string, t: string) => `UPDATE documents SET text = '${t}', text_status = 'done' WHERE id = '${id}'`;
  localD1(text(main, "Built data services in Python with PostgreSQL."));
  localD1(text(other, "Ran Kubernetes and Docker in production. Wrote SQL and Python tools."));
  await login(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  /** The score the API computes for this job against a document: the page must show the same. */
  const score = async (documentId?: string) => {
    const query = documentId ? `?documentId=${documentId}` : "";
    const answer = await page.request.get(`/api/v1/jobs/${jobId}/match${query}`, { headers });
    return (await answer.json()).match.score as number;
  };
  return { jobId, main, other, own: await score(), compared: await score(other) };
}

for (const javaScript of [true, false]) {
  test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript });

    test("an application's match: the terms with their sentences, then another resume compared", async ({ page }) => {
      const { jobId, own, compared } = await setup(page);
      await page.goto(`/jobs/${jobId}`);
      const panel = page.locator("#match");
      await expect(panel.getByRole("heading", { level: 2 })).toHaveText(`Match ${own}`);
      await expect(panel).toContainText("Backend resume.txt");
      await expect(panel).toContainText("attached to this application");
      const python = panel.locator('[data-term="python"]');
      await expect(python).toContainText("On your resume");
      await expect(python).toContainText("Posting: You will build services in Python and SQL.");
      await expect(python).toContainText("Resume: Built data services in Python with PostgreSQL.");
      await expect(panel.locator('[data-term="docker"]')).toContainText("Missing");

      if (javaScript) {
        // The panel is HTML the server drew (decision 067): its GET form still goes through the router, the
        // page neither loaded again (a load would lose this mark) nor scrolled back to the top.
        await page.locator("html[data-hydrated]").waitFor();
        await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
      }
      await panel
        .getByRole("combobox", { name: "Compare with another resume" })
        .selectOption({ label: "Platform resume.txt" });
      // The panel at the top of the window: the page is scrolled down to it.
      await panel.evaluate((box) => box.scrollIntoView());
      const scrolled = await page.evaluate(() => window.scrollY);
      await panel.getByRole("button", { name: "Compare" }).click();
      await expect(page).toHaveURL(/matchDoc=/);
      await expect(panel.getByRole("heading", { level: 2 })).toHaveText(`Match ${compared}`);
      await expect(panel).toContainText("chosen to compare");
      await expect(panel.locator('[data-term="kubernetes"]')).toContainText("Resume: Ran Kubernetes and Docker");
      if (javaScript) {
        expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
        expect(scrolled).toBeGreaterThan(0);
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      }
      if (javaScript) await expectNoAxeViolations(page);
    });
  });
}
