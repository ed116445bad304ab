/**
 * Bulk actions on /applications (issue 31, decision 047): selecting (a box per row, "select all on this
 * page", shift-click ranges), a status change and a delete, each undone from the toast, with JavaScript
 * and without it (the confirmation page of a delete, the Undo form of the flash).
 */
import type { Page } from "@playwright/test";
import { expect as baseExpect, expectNoAxeViolations, login, newUser, registerWithBearer, test } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });

const COMPANIES = ["Acme", "Globex", "Initech", "Umbrella", "Hooli"];

/** A user with five applications (Acme first, so the list, newest first, shows Hooli at the top), signed in. */
async function userWithApplications(page: Page) {
  const user = newUser();
  const headers = await registerWithBearer(page, user);
  for (const company of COMPANIES) {
    const res = await page.request.post("/api/v1/jobs", {
      headers,
      data: { company, position: `${company} Engineer`, status: "applied" },
    });
    expect(res.status()).toBe(201);
  }
  await login(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  return headers;
}

const box = (page: Page, company: string) =>
  page.getByRole("checkbox", { name: `Select ${company} – ${company} Engineer` });
const statusOf = (page: Page, company: string) => page.getByLabel(`Status of ${company} Engineer at ${company}`);
const toasts = (page: Page) => page.getByRole("region", { name: "Notifications" });

test.describe("with JavaScript", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("select all, shift-click a range, change the status and undo it from the toast", async ({ page }) => {
    test.setTimeout(120_000);
    await userWithApplications(page);
    await page.goto("/applications");
    const all = page.getByRole("checkbox", { name: "Select all 5 on this page" });
    await expect(page.getByText("0 applications selected")).toBeVisible();

    await all.check();
    await expect(page.getByText("5 applications selected")).toBeVisible();
    for (const c of COMPANIES) await expect(box(page, c)).toBeChecked();
    await all.uncheck();
    await expect(page.getByText("0 applications selected")).toBeVisible();

    // Newest first: Hooli, Umbrella, Initech, Globex, Acme. Hooli, then shift+Initech ticks the three.
    await box(page, "Hooli").click();
    await box(page, "Initech").click({ modifiers: ["Shift"] });
    await expect(page.getByText("3 applications selected")).toBeVisible();
    for (const c of ["Hooli", "Umbrella", "Initech"]) await expect(box(page, c)).toBeChecked();
    for (const c of ["Globex", "Acme"]) await expect(box(page, c)).not.toBeChecked();
    await expect(all).not.toBeChecked();
    await expectNoAxeViolations(page);

    await page.getByLabel("New status").selectOption("interview");
    await page.getByRole("button", { name: "Set status" }).click();
    await expect(toasts(page).getByText("Status set to Interview for 3 applications.")).toBeVisible();
    for (const c of ["Hooli", "Umbrella", "Initech"]) await expect(statusOf(page, c)).toHaveValue("interview");
    await expect(statusOf(page, "Acme")).toHaveValue("applied");

    await toasts(page).getByRole("button", { name: "Undo" }).click();
    await expect(toasts(page).getByText("Undone: 3 applications back to their previous status.")).toBeVisible();
    for (const c of COMPANIES) await expect(statusOf(page, c)).toHaveValue("applied");
  });

  test("the toast's Undo goes when the 10 seconds end, even while the pointer holds the toast open", async ({
    page,
  }) => {
    await userWithApplications(page);
    await page.goto("/applications");
    await box(page, "Acme").check();
    await page.getByLabel("New status").selectOption("offer");
    await page.getByRole("button", { name: "Set status" }).click();
    const done = toasts(page).getByText("Status set to Offer for 1 application.");
    await expect(done).toBeVisible();
    await done.hover();
    await expect(toasts(page).getByRole("button", { name: "Undo" })).toBeVisible();
    // Paused by the pointer, the toast stays; its Undo does not outlive the server's window.
    await expect(toasts(page).getByRole("button", { name: "Undo" })).toHaveCount(0, { timeout: 12_000 });
    await expect(done).toBeVisible();
  });

  test("delete after the dialog names how many, then undo it from the toast", async ({ page }) => {
    await userWithApplications(page);
    await page.goto("/applications");
    await box(page, "Globex").check();
    await box(page, "Acme").check();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Delete 2 applications?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Delete 2 applications" }).click();
    await expect(toasts(page).getByText("2 applications deleted.")).toBeVisible();
    await expect(page.getByText("Showing 3 of 3 applications")).toBeVisible();
    await expect(page.getByRole("link", { name: "Acme Engineer", exact: true })).toHaveCount(0);

    await toasts(page).getByRole("button", { name: "Undo" }).click();
    await expect(toasts(page).getByText("Undone: 2 applications restored.")).toBeVisible();
    await expect(page.getByText("Showing 5 of 5 applications")).toBeVisible();
    await expect(page.getByRole("link", { name: "Acme Engineer", exact: true })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("a status change and a delete are plain posts, each undone from the flash on the page after", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await userWithApplications(page);
    await page.goto("/applications");
    await box(page, "Hooli").check();
    await box(page, "Umbrella").check();
    await page.getByLabel("New status").selectOption("offer");
    await page.getByRole("button", { name: "Set status" }).click();
    await expect(page).toHaveURL(/\/applications$/);
    await expect(toasts(page).getByText("Status set to Offer for 2 applications.")).toBeVisible();
    await expect(statusOf(page, "Hooli")).toHaveValue("offer");
    await toasts(page).getByRole("button", { name: "Undo" }).click();
    await expect(toasts(page).getByText("Undone: 2 applications back to their previous status.")).toBeVisible();
    await expect(statusOf(page, "Hooli")).toHaveValue("applied");

    // "Select all on this page" is a field of its own: the post takes every application of the page.
    await page.getByRole("checkbox", { name: "Select all 5 on this page" }).check();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page).toHaveURL(/\/applications\/bulk$/);
    await expect(page.getByText("Delete 5 applications?")).toBeVisible();
    for (const c of COMPANIES) await expect(page.getByText(`${c} Engineer at ${c}`)).toBeVisible();
    const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(wide, "the confirmation page scrolls sideways at 390 px").toBe(false);
    await page.getByRole("button", { name: "Delete 5 applications" }).click();
    await expect(page).toHaveURL(/\/applications$/);
    await expect(toasts(page).getByText("5 applications deleted.")).toBeVisible();
    await expect(page.getByText("No applications found")).toBeVisible();

    await toasts(page).getByRole("button", { name: "Undo" }).click();
    await expect(toasts(page).getByText("Undone: 5 applications restored.")).toBeVisible();
    await expect(page.getByText("Showing 5 of 5 applications")).toBeVisible();
  });

  test("the confirmation's Cancel goes back and deletes nothing", async ({ page }) => {
    await userWithApplications(page);
    await page.goto("/applications");
    await box(page, "Acme").check();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText("Delete 1 application?")).toBeVisible();
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/applications$/);
    await expect(page.getByText("Showing 5 of 5 applications")).toBeVisible();
  });
});
