/**
 * Forward to track (issue 32), the receiving end: a user turns on their forwarding address on /inbox, a message
 * delivered to it through wrangler's local Email Routing endpoint arrives, regenerating kills the old address and
 * turning off refuses mail; with and without JavaScript; axe at 1280 and 390 px; the address on /profile.
 */
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, signedIn, test } from "./fixtures";

function rawEmail(subject: string): string {
  return [
    "From: Acme Recruiting <no-reply@greenhouse.io>",
    "To: ira@example.test",
    `Subject: ${subject}`,
    "Date: Tue, 24 Nov 2026 10:15:00 +0000",
    `Message-ID: <${crypto.randomUUID()}@greenhouse.example>`,
    "Content-Type: text/plain; charset=utf-8",
    "",
    "Thank you for applying to Acme. We have received your application.",
    "",
  ].join("\r\n");
}

/** Delivers a message as Email Routing would, through wrangler's local endpoint; answers its status and text. */
async function deliver(page: Page, to: string, subject: string) {
  const res = await page.request.post(`/cdn-cgi/local/email?from=ira%40example.test&to=${encodeURIComponent(to)}`, {
    data: rawEmail(subject),
  });
  return { status: res.status(), text: await res.text() };
}

const addressOn = (page: Page) => page.getByTestId("inbox-address");

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "inbox address, with JavaScript" : "inbox address, without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("turns the address on, receives a message, regenerates and turns it off", async ({ page }) => {
      await signedIn(page);
      await page.goto("/inbox");
      await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
      await page.getByRole("button", { name: "Turn on my address" }).click();
      await expect(page.getByText("Your forwarding address is on")).toBeVisible();
      const first = (await addressOn(page).textContent()) ?? "";
      expect(first).toMatch(/^[a-z2-7]{26}@in\.offerpath\.app$/);
      // The copy button needs JavaScript; without it the address is selectable text alone.
      await expect(page.getByRole("button", { name: "Copy address" })).toHaveCount(javaScriptEnabled ? 1 : 0);

      const arrived = await deliver(page, first, "Thank you for applying to Acme");
      expect(arrived).toEqual({ status: 200, text: "Worker successfully processed email" });
      await page.reload();
      await expect(page.getByRole("heading", { name: "Thank you for applying to Acme" })).toBeVisible();

      const unknown = await deliver(page, `${"a".repeat(26)}@in.offerpath.app`, "Nobody's");
      expect(unknown.status).toBe(400);
      expect(unknown.text).toContain("This address does not accept mail");

      await page.getByText("Regenerate address…").click();
      await expect(page.getByText("the current one stops working at once")).toBeVisible();
      await page.getByRole("button", { name: "Yes, regenerate it" }).click();
      await expect(page.getByText("New address created")).toBeVisible();
      const second = (await addressOn(page).textContent()) ?? "";
      expect(second).not.toBe(first);
      expect((await deliver(page, first, "To the old address")).status).toBe(400);
      expect((await deliver(page, second, "To the new address")).status).toBe(200);

      await page.goto("/profile");
      await expect(page.getByText(second)).toBeVisible();
      await page.getByRole("link", { name: "Open your inbox" }).click();
      await expect(page.getByRole("heading", { name: "To the new address" })).toBeVisible();
      await expect(page.getByText("To the old address")).toHaveCount(0);

      await page.getByRole("button", { name: "Turn off" }).click();
      await expect(page.getByText("Forwarding address turned off")).toBeVisible();
      expect((await deliver(page, second, "While off")).status).toBe(400);
      await page.getByRole("button", { name: "Turn on again" }).click();
      await expect(addressOn(page)).toHaveText(second);
    });
  });
}

for (const width of [1280, 390]) {
  test(`the inbox's address panel and its instructions pass axe at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedIn(page);
    await page.goto("/inbox");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Turn on my address" }).click();
    await expect(page.getByText("Your forwarding address is on")).toBeVisible();
    for (const name of ["Gmail", "Outlook (Outlook.com and the new Outlook)", "Apple Mail and iCloud Mail"]) {
      await page.getByText(name, { exact: true }).click();
    }
    await page.getByText("Regenerate address…").click();
    await expectNoAxeViolations(page);
    // Nothing scrolls sideways on a phone, the long address and the filter included.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
