/**
 * The app shell's two `<details>` menus (the account menu, and the navigation menu on a phone) close on a
 * click outside, on Escape (the focus back on their summary) and when a link inside one is followed (app/
 * components/app-shell.tsx). Without JavaScript each still opens and closes with its summary.
 */
import type { Page } from "@playwright/test";
import { expect, hydrated, signedIn, test } from "./fixtures";

const accountMenu = (page: Page) =>
  page.locator("details", { has: page.locator("summary", { hasText: "Account menu for" }) });

test("the account menu closes on a click outside it and on Escape, which gives the focus back", async ({ page }) => {
  await signedIn(page);
  await hydrated(page);
  const menu = accountMenu(page);
  await menu.locator("summary").click();
  await expect(menu).toHaveAttribute("open", "");
  await expect(menu.getByRole("link", { name: "Your Profile" })).toBeVisible();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(menu).not.toHaveAttribute("open");

  await menu.locator("summary").click();
  await expect(menu).toHaveAttribute("open", "");
  await page.keyboard.press("Escape");
  await expect(menu).not.toHaveAttribute("open");
  await expect(menu.locator("summary")).toBeFocused();
  // Closed, Escape is no longer the menu's: opening it again and pressing Escape still works.
  await menu.locator("summary").press("Enter");
  await expect(menu).toHaveAttribute("open", "");
  await page.keyboard.press("Escape");
  await expect(menu).not.toHaveAttribute("open");
});

test("a link followed from the phone's navigation menu closes it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page);
  await hydrated(page);
  const nav = page.locator("details", { has: page.locator("summary", { hasText: "Navigation menu" }) });
  await nav.locator("summary").click();
  await nav.getByRole("link", { name: "Tasks" }).click();
  await expect(page).toHaveURL(/\/tasks$/);
  await expect(nav).not.toHaveAttribute("open");
  // One menu open at a time: the account menu closes the navigation menu.
  await nav.locator("summary").click();
  await accountMenu(page).locator("summary").click();
  await expect(accountMenu(page)).toHaveAttribute("open", "");
  await expect(nav).not.toHaveAttribute("open");
});

test("the frame's links navigate in the app, and the current section's mark follows", async ({ page }) => {
  await signedIn(page);
  await hydrated(page);
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  // A page load would lose this mark: the frame's links go through the router, like the page's own.
  await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
  await nav.getByRole("link", { name: "Tasks" }).click();
  await expect(page).toHaveURL(/\/tasks$/);
  await expect(page.getByRole("heading", { name: "Tasks", level: 1 })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Tasks" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
  // A job's pages are under Applications, as the server draws them.
  await page.goto("/jobs/new");
  await expect(nav.getByRole("link", { name: "Applications" })).toHaveAttribute("aria-current", "page");
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
  await page
    .getByRole("banner")
    .getByRole("link", { name: /Notifications/ })
    .click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(nav.getByRole("link", { name: "Applications" })).not.toHaveAttribute("aria-current");
  await accountMenu(page).locator("summary").click();
  await accountMenu(page).getByRole("link", { name: "Subscription" }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(accountMenu(page)).not.toHaveAttribute("open");
  expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the account menu opens and closes with its summary", async ({ page }) => {
    await signedIn(page);
    const menu = accountMenu(page);
    await menu.locator("summary").click();
    await expect(menu.getByRole("button", { name: "Sign out" })).toBeVisible();
    await menu.locator("summary").click();
    await expect(menu.getByRole("button", { name: "Sign out" })).toBeHidden();
  });
});
