/**
 * /analytics' "What gets answers" (issue 33, decision 056) in Chromium, with and without JavaScript: a
 * Premium user's applications by source, with a resume recorded when they were applied for, show in the
 * three new charts (their summaries, their numbers tables, the hidden rows said); axe finds nothing.
 */
import {
  expect as baseExpect,
  expectNoAxeViolations,
  login,
  newUser,
  payForPlan,
  registerWithBearer,
  test,
} from "./fixtures";

const expect = baseExpect.configure({ timeout: 20_000 });

for (const javaScriptEnabled of [true, false]) {
  test.describe(
    javaScriptEnabled ? "what gets answers, with JavaScript" : "what gets answers, without JavaScript",
    () => {
      test.use({ javaScriptEnabled, viewport: { width: 1280, height: 900 }, actionTimeout: 20_000 });

      test("by source, by resume version and score vs outcome, with intervals and hidden rows", async ({ page }) => {
        test.setTimeout(180_000);
        const user = newUser();
        const auth = await registerWithBearer(page, user);
        const today = new Date().toISOString().slice(0, 10);
        const upload = await page.request.post("/api/v1/documents", {
          headers: auth,
          multipart: {
            document: {
              name: "Resume answers.pdf",
              mimeType: "application/pdf",
              buffer: Buffer.from(`%PDF-1.7\n% ${user.email}\n%%EOF\n`),
            },
            type: "resume",
          },
        });
        expect(upload.status()).toBe(201);
        const resumeId = (await upload.json()).document._id;
        // Five from LinkedIn (two answered), two from Naukri (hidden: fewer than five).
        const plan = ["linkedin", "linkedin", "linkedin", "linkedin", "linkedin", "naukri", "naukri"];
        for (const [i, source] of plan.entries()) {
          const job = await page.request.post("/api/v1/jobs", {
            data: { company: `Answers Co ${i}`, position: "Engineer", applicationDate: today, source },
            headers: auth,
          });
          expect(job.status()).toBe(201);
          const id = (await job.json()).job._id;
          expect(
            (
              await page.request.post(`/api/v1/jobs/${id}/documents`, { data: { documentId: resumeId }, headers: auth })
            ).status(),
          ).toBe(200);
          if (i < 2)
            expect(
              (
                await page.request.patch(`/api/v1/jobs/${id}`, { data: { status: "screening" }, headers: auth })
              ).status(),
            ).toBe(200);
        }
        await login(page, user);
        await page.goto("/plans");
        await payForPlan(page, "Premium");

        await page.goto("/analytics");
        await expect(page.getByRole("heading", { name: "What gets answers" })).toBeVisible();
        const bySource = page.getByRole("figure").filter({ has: page.getByRole("heading", { name: "By source" }) });
        await expect(
          bySource.getByText(
            "Highest response rate: LinkedIn, 40% of 5 applications (90% interval 14.3–72.8%). 1 source with fewer than 5 applications is hidden.",
          ),
        ).toBeVisible();
        await expect(bySource.getByRole("img")).toBeVisible();
        await bySource.getByText("The numbers").click();
        await expect(
          bySource.getByRole("row", { name: /LinkedIn 5 40% \(14\.3–72\.8%\) 0% \(0–35\.1%\) 0/ }),
        ).toBeVisible();
        const byVersion = page
          .getByRole("figure")
          .filter({ has: page.getByRole("heading", { name: "By resume version" }) });
        await byVersion.getByText("The numbers").click();
        await expect(
          byVersion.getByRole("row", { name: /Resume answers\.pdf · .* · [0-9a-f]{7} 7 28\.6%/ }),
        ).toBeVisible();
        const bands = page.getByRole("figure").filter({ has: page.getByRole("heading", { name: "Score vs outcome" }) });
        await bands.getByText("The numbers").click();
        await expect(bands.getByRole("row", { name: /No score 7 28\.6%/ })).toBeVisible();

        if (javaScriptEnabled) {
          await expectNoAxeViolations(page);
          await page.setViewportSize({ width: 390, height: 900 });
          await page.reload();
          await expectNoAxeViolations(page);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        }
      });
    },
  );
}
