/**
 * The original extension's fill as it really runs (issue 30): its content script lives in an ISOLATED
 * world, which shares the page's DOM but none of its JavaScript (React's `_valueTracker` expando is not
 * there), so its fill of a checkbox is: set `.checked` to the payload's value, dispatch untrusted `input`
 * and `change`, then an untrusted `click`, whose default action toggles the box. Replayed from an isolated
 * world made with CDP (`Page.createIsolatedWorld`, what Chromium gives a content script), before and after
 * hydration, for `favorite` false and true: the box ends as the payload says, and a person's click still
 * toggles it.
 */
import type { Page } from "@playwright/test";
import { expect, hydrated, NO_SERVICE_WORKER, openBeforeHydration, signedIn, test } from "./fixtures";

/**
 * How the click is made: `new MouseEvent("click", { bubbles: true })` is not cancelable (its default,
 * the toggle, cannot be prevented), one with `cancelable: true` is, and `el.click()` makes a cancelable one.
 */
type Click = "plain" | "cancelable" | "method";
const CLICKS: Click[] = ["plain", "cancelable", "method"];

/** The extension's content.js fill (api-contract.md §11.1), as a script for another world. */
const FILL = (values: Record<string, string | boolean>, click: Click) => `(() => {
  const values = ${JSON.stringify(values)};
  const click = ${JSON.stringify(click)};
  const filled = [];
  for (const [name, value] of Object.entries(values)) {
    const el = document.querySelector('[name="' + name + '"]');
    if (!el) continue;
    if (el.type === "checkbox") el.checked = value === true;
    else el.value = String(value);
    el.dispatchEvent(new Event("input", { bubbles: true }));
    el.dispatchEvent(new Event("change", { bubbles: true }));
    if (el._valueTracker) el._valueTracker.setValue("");
    if (click === "method") el.click();
    else el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: click === "cancelable" }));
    filled.push(name + (typeof el._valueTracker === "undefined" ? ":isolated" : ":page"));
  }
  return filled;
})()`;

/** Runs the fill in a fresh isolated world of the page's main frame; answers what it filled. */
async function isolatedFill(
  page: Page,
  values: Record<string, string | boolean>,
  click: Click = "plain",
): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { frameTree } = await cdp.send("Page.getFrameTree");
  const { executionContextId } = await cdp.send("Page.createIsolatedWorld", {
    frameId: frameTree.frame.id,
    worldName: "offerpath-extension-test",
  });
  const { result, exceptionDetails } = await cdp.send("Runtime.evaluate", {
    expression: FILL(values, click),
    contextId: executionContextId,
    returnByValue: true,
  });
  await cdp.detach();
  if (exceptionDetails) throw new Error(exceptionDetails.text);
  return result.value as string[];
}

const capture = { company: "Isolated Capture Ltd", jobLocation: "Pune", jobType: "contract" };

test.describe("the original extension's fill from its isolated world", () => {
  // A journey below holds the client entry with page.route, which a service worker's answers bypass.
  test.use(NO_SERVICE_WORKER);

  for (const favorite of [false, true]) {
    test(`favorite ${favorite}: the box ends ${favorite ? "ticked" : "clear"} before and after hydration, and saves so`, async ({
      page,
    }) => {
      await signedIn(page);
      const box = page.getByLabel("Mark as favorite");
      const saved: string[] = [];

      // Before hydration: the tab has loaded, React has not run yet.
      const hydrate = await openBeforeHydration(page, "/jobs/new");
      const early = `Early isolated ${favorite}`;
      expect(await isolatedFill(page, { ...capture, position: early, favorite })).toContain("favorite:isolated");
      expect(await box.isChecked(), "before hydration").toBe(favorite);
      await hydrate();
      await hydrated(page);
      expect(await box.isChecked()).toBe(favorite);
      await page.getByRole("button", { name: "Add Application" }).click();
      await expect(page).toHaveURL(/\/applications$/);
      saved.push(early);

      // After hydration, with each way of making the click; the plain one (not cancelable) is saved.
      for (const click of [...CLICKS].reverse()) {
        await page.goto("/jobs/new");
        await hydrated(page);
        const late = `Late isolated ${favorite}`;
        const filled = await isolatedFill(page, { ...capture, position: late, favorite }, click);
        expect(filled).toContain("favorite:isolated");
        expect(await box.isChecked(), `after hydration, ${click} click`).toBe(favorite);
        if (click === "plain") {
          await page.getByRole("button", { name: "Add Application" }).click();
          await expect(page).toHaveURL(/\/applications$/);
          saved.push(late);
        }
      }

      for (const position of saved) {
        await page.getByRole("link", { name: position, exact: true }).click();
        await expect(page.getByRole("heading", { level: 1, name: position })).toBeVisible();
        await expect(page.getByTitle("Favorite")).toHaveCount(favorite ? 1 : 0);
        await page.goBack();
      }
    });
  }

  test("a person's own click still toggles the box right after a fill", async ({ page }) => {
    await signedIn(page);
    await page.goto("/jobs/new");
    await hydrated(page);
    const box = page.getByLabel("Mark as favorite");
    await isolatedFill(page, { ...capture, position: "Clicked after", favorite: false });
    await expect(box).not.toBeChecked();
    await page.click('input[name="favorite"]');
    await expect(box).toBeChecked();
    await page.getByText("Mark as favorite").click();
    await expect(box).not.toBeChecked();
    for (const click of CLICKS) {
      await isolatedFill(page, { favorite: true }, click);
      await expect(box).toBeChecked();
      await isolatedFill(page, { favorite: false }, click);
      await expect(box).not.toBeChecked();
    }
    await isolatedFill(page, { favorite: true });
    await expect(box).toBeChecked();
    await page.click('input[name="favorite"]');
    await expect(box).not.toBeChecked();
  });
});
