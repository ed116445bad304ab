/** Keyboard shortcuts (issue 31, docs/decisions/049): the dialog, the keys, and the profile's switch. */
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, login, newUser, registerWithBearer, signedIn, test } from "./fixtures";

/** Signs up with three applications (the list shows the newest first: Gamma, Beta, Alpha) and signs in. */
async function signedInWithJobs(page: Page) {
  const user = newUser();
  const headers = await registerWithBearer(page, user);
  const ids: string[] = [];
  for (const position of ["Alpha Engineer", "Beta Engineer", "Gamma Engineer"]) {
    const res = await page.request.post("/api/v1/jobs", { data: { company: "Acme", position }, headers });
    expect(res.status()).toBe(201);
    ids.push((await res.json()).job._id);
  }
  await login(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { ids };
}

const dialog = (page: Page) => page.getByRole("dialog", { name: "Keyboard shortcuts" });

/** The shortcuts load after hydration: their (closed) dialog is in the page once they listen. */
async function shortcutsReady(page: Page) {
  await expect(page.locator("#shortcuts-dialog")).toBeAttached();
}

test.describe("keyboard shortcuts", () => {
  test("? opens the list in a modal dialog, Escape closes it and the focus goes back", async ({ page }) => {
    await signedInWithJobs(page);
    await page.goto("/applications");
    await shortcutsReady(page);
    const addLink = page.getByRole("link", { name: "Add New Application" });
    await addLink.focus();
    await page.keyboard.press("?");
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toContainText("Go to applications");
    await expect(dialog(page).getByRole("button", { name: "Close" })).toBeFocused();
    await expectNoAxeViolations(page);
    // The page behind the modal dialog is inert: Tab reaches only the dialog's controls (and, past the
    // last one, the browser's own UI, where the document's active element is its body).
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      const outside = await page.evaluate(() => {
        const focused = document.activeElement;
        return focused && focused !== document.body && !focused.closest("dialog") ? focused.outerHTML : null;
      });
      expect(outside).toBeNull();
    }
    // Shortcuts wait while it is open.
    await page.keyboard.press("g");
    await page.keyboard.press("d");
    await expect(page).toHaveURL(/\/applications$/);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(addLink).toBeFocused();
    await expect(page).toHaveURL(/\/applications$/);
  });

  test("the account menu opens the same dialog, and the focus goes back to the menu", async ({ page }) => {
    await signedIn(page);
    await shortcutsReady(page);
    const menu = page.locator("summary", { hasText: "Account menu for" });
    await menu.click();
    await page.getByRole("link", { name: "Keyboard shortcuts" }).click();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole("button", { name: "Close" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(menu).toBeFocused();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("g then d, a, t or c goes to that screen; n opens the screen's new form", async ({ page }) => {
    await signedIn(page);
    await shortcutsReady(page);
    // Dashboard has no new form: n does nothing there.
    await page.keyboard.press("n");
    await page.keyboard.press("g");
    await page.keyboard.press("a");
    await expect(page).toHaveURL(/\/applications$/);
    await page.keyboard.press("n");
    await expect(page).toHaveURL(/\/jobs\/new$/);
    await page.keyboard.press("g");
    await page.keyboard.press("t");
    await expect(page).toHaveURL(/\/tasks$/);
    await page.keyboard.press("n");
    await expect(page).toHaveURL(/\/tasks\/new$/);
    await page.keyboard.press("g");
    await page.keyboard.press("c");
    await expect(page).toHaveURL(/\/contacts$/);
    await page.keyboard.press("n");
    await expect(page).toHaveURL(/\/contacts\/new$/);
    await page.keyboard.press("g");
    await page.keyboard.press("d");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("/ focuses the search, and keys typed there are text, not shortcuts", async ({ page }) => {
    await signedInWithJobs(page);
    await page.goto("/applications");
    await shortcutsReady(page);
    await page.keyboard.press("/");
    const search = page.getByRole("searchbox", { name: "Search company or position" });
    await expect(search).toBeFocused();
    await expect(search).toHaveValue("");
    await page.keyboard.type("ga");
    await expect(search).toHaveValue("ga");
    await page.keyboard.press("n");
    await page.keyboard.press("?");
    await expect(search).toHaveValue("gan?");
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/applications\?search=gan%3F&/);
  });

  test("j and k move between the application rows, Enter opens one", async ({ page }) => {
    const { ids } = await signedInWithJobs(page);
    await page.goto("/applications");
    await shortcutsReady(page);
    const rows = page.locator("main [data-row]");
    await expect(rows).toHaveCount(3);
    const link = (position: string) => page.getByRole("link", { name: position, exact: true });

    await page.keyboard.press("j");
    await expect(link("Gamma Engineer")).toBeFocused();
    await expect(rows.nth(0)).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("j");
    await page.keyboard.press("j");
    await expect(link("Alpha Engineer")).toBeFocused();
    // The last row stays the last.
    await page.keyboard.press("j");
    await expect(link("Alpha Engineer")).toBeFocused();
    await page.keyboard.press("k");
    await expect(link("Beta Engineer")).toBeFocused();
    await expect(rows.nth(1)).toHaveAttribute("data-row-current", "");
    await expect(page.locator("main [data-row-current]")).toHaveCount(1);
    await expect(rows.nth(2)).not.toHaveAttribute("aria-current", "true");

    // Enter on the page (the focus left the row) opens the current row; on its link the browser does.
    await page.locator("main h1").click();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/jobs/${ids[1]}$`));
    await page.goBack();
    await expect(rows).toHaveCount(3);
    await page.keyboard.press("j");
    await expect(link("Gamma Engineer")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/jobs/${ids[2]}$`));
  });

  test("j moves through task and contact rows too", async ({ page }) => {
    const user = newUser();
    const headers = await registerWithBearer(page, user);
    expect(
      (await page.request.post("/api/v1/tasks", { data: { title: "Send the portfolio" }, headers })).status(),
    ).toBe(201);
    expect((await page.request.post("/api/v1/contacts", { data: { name: "Meera Iyer" }, headers })).status()).toBe(201);
    await login(page, user);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/tasks");
    await shortcutsReady(page);
    await page.keyboard.press("j");
    await expect(page.getByRole("link", { name: "Send the portfolio", exact: true })).toBeFocused();
    await page.goto("/contacts");
    await shortcutsReady(page);
    await page.keyboard.press("j");
    await expect(page.getByRole("link", { name: "Meera Iyer", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/contacts\/[^/]+$/);
  });

  // The rows' selection boxes ([data-row-select], `form="bulk-form"`) are the bulk actions' (decision 047).
  test("x selects and unselects the current row", async ({ page }) => {
    await signedInWithJobs(page);
    await page.goto("/applications");
    await shortcutsReady(page);
    const boxes = page.locator("main [data-row] [data-row-select]");
    await expect(boxes).toHaveCount(3);
    await page.keyboard.press("j");
    await page.keyboard.press("j");
    await page.keyboard.press("x");
    await expect(boxes.nth(1)).toBeChecked();
    await expect(boxes.nth(0)).not.toBeChecked();
    await page.keyboard.press("x");
    await expect(boxes.nth(1)).not.toBeChecked();
  });

  test("modifier keys are the browser's: Ctrl, Alt or Meta with a shortcut key does nothing", async ({ page }) => {
    await signedInWithJobs(page);
    await page.goto("/applications");
    await shortcutsReady(page);
    await page.keyboard.press("Alt+j");
    await page.keyboard.press("Control+Shift+/");
    await expect(page.locator("main [data-row-current]")).toHaveCount(0);
    await expect(dialog(page)).toBeHidden();
    await page.keyboard.press("g");
    await page.keyboard.press("Alt+t");
    await page.keyboard.press("t");
    await expect(page).toHaveURL(/\/applications$/);
  });

  test("turned off in the profile, no key does anything; turned on again, they work", async ({ page }) => {
    await signedInWithJobs(page);
    await page.goto("/profile");
    await shortcutsReady(page);
    await page.getByRole("button", { name: "Turn off keyboard shortcuts" }).click();
    await expect(page.getByText("Keyboard shortcuts turned off.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Turn on keyboard shortcuts" })).toBeVisible();
    await page.goto("/applications");
    await expect(page.getByRole("link", { name: "Gamma Engineer", exact: true })).toBeVisible();
    // Hydrated (the filters apply without their Apply button), and still no shortcuts module.
    await expect(page.getByRole("button", { name: "Apply" })).toBeHidden();
    await page.keyboard.press("?");
    await page.keyboard.press("j");
    await page.keyboard.press("g");
    await page.keyboard.press("t");
    await expect(page).toHaveURL(/\/applications$/);
    await expect(page.locator("#shortcuts-dialog")).toHaveCount(0);
    await expect(page.locator("main [data-row-current]")).toHaveCount(0);
    // The account menu's item leads to the switch instead of a dialog.
    await page.locator("summary", { hasText: "Account menu for" }).click();
    await page.getByRole("link", { name: "Keyboard shortcuts" }).click();
    await expect(page).toHaveURL(/\/profile#keyboard-shortcuts$/);
    await page.getByRole("button", { name: "Turn on keyboard shortcuts" }).click();
    await expect(page.getByText("Keyboard shortcuts turned on.")).toBeVisible();
    await shortcutsReady(page);
    await page.keyboard.press("g");
    await page.keyboard.press("a");
    await expect(page).toHaveURL(/\/applications$/);
  });
});

test.describe("keyboard shortcuts, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the menu's item lists them in the profile, whose switch is a plain form", async ({ page }) => {
    await signedIn(page);
    await page.locator("summary", { hasText: "Account menu for" }).click();
    await page.getByRole("link", { name: "Keyboard shortcuts" }).click();
    await expect(page).toHaveURL(/\/profile#keyboard-shortcuts$/);
    const section = page.locator("#keyboard-shortcuts");
    await section.getByText("All shortcuts").click();
    await expect(section.getByText("Go to applications")).toBeVisible();
    await section.getByRole("button", { name: "Turn off keyboard shortcuts" }).click();
    await expect(page.getByText("Keyboard shortcuts turned off.")).toBeVisible();
    await expect(section).toContainText("Shortcuts are off.");
    await section.getByRole("button", { name: "Turn on keyboard shortcuts" }).click();
    await expect(section).toContainText("Shortcuts are on.");
  });
});
