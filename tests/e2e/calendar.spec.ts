import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import ICAL from "ical.js";
import { expect, expectNoAxeViolations, login, newUser, registerWithBearer, test } from "./fixtures";

/** Signs up through the API (keeping the token to seed an interview) and signs in through the form. */
async function signedInWithInterview(page: Page) {
  const user = newUser();
  const headers = await registerWithBearer(page, user);
  const job = await page.request.post("/api/v1/jobs", {
    data: { company: "Kettle & Co, Ltd", position: "Frontend Engineer", jobLocation: "Pune" },
    headers,
  });
  const jobId = (await job.json()).job._id as string;
  const added = await page.request.post(`/api/v1/jobs/${jobId}/interviews`, {
    data: {
      date: "2030-03-08T17:00:00Z",
      interviewType: "in-person",
      withPerson: "Meera; CTO",
      notes: "Bring, the deck",
    },
    headers,
  });
  expect(added.status()).toBe(200);
  await login(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { jobId };
}

function events(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
}

const feedAddress = (page: Page) => page.getByLabel("Feed address");

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "calendar feed, with JavaScript" : "calendar feed, without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("creates the feed from the profile, subscribes to it, regenerates and turns it off", async ({ page }) => {
      await signedInWithInterview(page);
      await page.goto("/profile");
      await page.getByRole("link", { name: "Set up calendar feed" }).click();
      await expect(page).toHaveURL(/\/profile\/calendar$/);
      await expect(page.getByRole("heading", { name: "Calendar feed", level: 1 })).toBeVisible();
      await page.getByRole("button", { name: "Create feed" }).click();
      await expect(page.getByText("Your calendar feed is ready")).toBeVisible();

      const first = await feedAddress(page).inputValue();
      expect(first).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      const feed = await page.request.get(first);
      expect(feed.status()).toBe(200);
      expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
      const [interview] = events(await feed.text());
      expect(interview.summary).toBe("Interview: Frontend Engineer at Kettle & Co, Ltd");
      expect(interview.startDate.toJSDate().toISOString()).toBe("2030-03-08T17:00:00.000Z");
      expect(interview.description).toContain("Bring, the deck");
      const etag = feed.headers().etag;
      expect((await page.request.get(first, { headers: { "If-None-Match": etag } })).status()).toBe(304);
      if (javaScriptEnabled) await expectNoAxeViolations(page); // axe runs as a script in the page

      await page.getByRole("button", { name: "Regenerate address" }).click();
      await expect(page.getByText("New address created")).toBeVisible();
      const second = await feedAddress(page).inputValue();
      expect(second).not.toBe(first);
      expect((await page.request.get(first)).status()).toBe(404);
      expect((await page.request.get(second)).status()).toBe(200);

      await page.goto("/profile");
      await expect(page.getByText(second)).toBeVisible();
      await page.getByRole("link", { name: "Manage calendar feed" }).click();
      // On the feed's page (the profile has a "Turn off keyboard shortcuts" button of its own).
      await expect(page).toHaveURL(/\/profile\/calendar$/);
      await page.getByRole("button", { name: "Turn off", exact: true }).click();
      await expect(page.getByText("Calendar feed turned off")).toBeVisible();
      await expect(page.getByRole("button", { name: "Create feed" })).toBeVisible();
      expect((await page.request.get(second)).status()).toBe(404);
      if (javaScriptEnabled) await expectNoAxeViolations(page); // axe runs as a script in the page
    });

    test("Add to calendar on an interview: the .ics download and the Google Calendar link", async ({ page }) => {
      const { jobId } = await signedInWithInterview(page);
      await page.goto(`/jobs/${jobId}`);
      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: "Download round 1 as an .ics file" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe("interview-kettle-co-ltd-2030-03-08.ics");
      const [event] = events(readFileSync(await file.path(), "utf8"));
      expect(event.summary).toBe("Interview: Frontend Engineer at Kettle & Co, Ltd");
      expect(event.location).toBe("Pune");
      expect(event.description).toContain("In-person interview with Meera; CTO.");

      const google = new URL(
        (await page.getByRole("link", { name: /Google Calendar for round 1/ }).getAttribute("href")) ?? "",
      );
      expect(google.hostname).toBe("calendar.google.com");
      expect(google.searchParams.get("action")).toBe("TEMPLATE");
      expect(google.searchParams.get("text")).toBe("Interview: Frontend Engineer at Kettle & Co, Ltd");
      expect(google.searchParams.get("dates")).toBe("20300308T170000Z/20300308T180000Z");
      expect(google.searchParams.get("location")).toBe("Pune");
      if (javaScriptEnabled) await expectNoAxeViolations(page); // axe runs as a script in the page
    });
  });
}

test("with JavaScript, Copy puts the address on the clipboard", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signedInWithInterview(page);
  await page.goto("/profile/calendar", { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Create feed" }).click();
  const address = await feedAddress(page).inputValue();
  await page.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
});
