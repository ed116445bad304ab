import type { Page } from "@playwright/test";
import { expect, hydrated, NO_SERVICE_WORKER, openBeforeHydration, signedIn, test } from "./fixtures";

async function addJob(page: Page, fields: { company: string; position: string; status?: string; favorite?: boolean }) {
  await page.goto("/jobs/new");
  await page.locator('input[name="company"]').fill(fields.company);
  await page.locator('input[name="position"]').fill(fields.position);
  if (fields.status) await page.locator('select[name="status"]').selectOption(fields.status);
  await page.locator('input[name="salary.min"]').fill("1200000");
  await page.locator('input[name="salary.max"]').fill("1800000");
  if (fields.favorite) await page.getByLabel("Mark as favorite").check();
  await page.getByRole("button", { name: "Add Application" }).click();
  await expect(page).toHaveURL(/\/applications$/);
}

const row = (page: Page, position: string) => page.getByRole("listitem").filter({ hasText: position });

test.describe("jobs, with JavaScript", () => {
  // A journey below holds the client entry with page.route, which a service worker's answers bypass.
  test.use(NO_SERVICE_WORKER);

  test("add, validate, filter, change status inline, favorite, edit and delete", async ({ page }) => {
    await signedIn(page);
    await page.goto("/jobs/new");
    await page.getByRole("button", { name: "Add Application" }).click();
    await expect(page.getByText("Company name is required")).toBeVisible();
    await page.locator('input[name="company"]').fill("A");
    await expect(page.getByText("Company name is required")).toBeHidden(); // clears when the field is edited

    await addJob(page, { company: "Razorpay", position: "Frontend Engineer" });
    await expect(page.getByText("Job application added successfully!")).toBeVisible();
    await addJob(page, { company: "Zerodha", position: "Backend Developer", status: "screening" });
    await expect(row(page, "Frontend Engineer")).toContainText("₹12,00,000 – ₹18,00,000");
    await expect(row(page, "Frontend Engineer")).toContainText("0 interviews");

    await page.getByLabel("Status", { exact: true }).selectOption("screening");
    await expect(page).toHaveURL(/status=screening/);
    await expect(row(page, "Backend Developer")).toBeVisible();
    await expect(row(page, "Frontend Engineer")).toHaveCount(0);
    await page.goto("/applications");
    await page.getByLabel("Search company or position").fill("razor");
    await expect(page).toHaveURL(/search=razor/);
    await expect(row(page, "Backend Developer")).toHaveCount(0);
    await page.goto("/applications");

    await page.getByLabel("Status of Frontend Engineer at Razorpay").selectOption("offer");
    await expect(page.getByLabel("Status of Frontend Engineer at Razorpay")).toHaveValue("offer");
    await page.getByRole("button", { name: "Mark Frontend Engineer as favorite" }).click();
    await expect(page.getByRole("button", { name: "Remove Frontend Engineer from favorites" })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Status of Frontend Engineer at Razorpay")).toHaveValue("offer");
    await page.getByLabel("Favorites only").check();
    await expect(page).toHaveURL(/favorite=true/);
    await expect(row(page, "Backend Developer")).toHaveCount(0);
    await page.goto("/applications");

    await page.getByRole("link", { name: "Edit Backend Developer at Zerodha" }).click();
    await expect(page.getByRole("heading", { name: "Edit Job Application" })).toBeVisible();
    await page.getByLabel("Position").fill("Staff Backend Developer");
    await page.getByRole("button", { name: "Update Application" }).click();
    await expect(page.getByText("Job application updated successfully!")).toBeVisible();

    await page.getByRole("link", { name: "Delete Staff Backend Developer at Zerodha" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Are you sure you want to delete this job application?");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(row(page, "Staff Backend Developer")).toHaveCount(0);
    // Reload only once the delete has answered: a reload inside the optimistic window cancels the request.
    await expect(page.getByText("Job application deleted.")).toBeVisible();
    await page.reload();
    await expect(row(page, "Staff Backend Developer")).toHaveCount(0);
    await expect(row(page, "Frontend Engineer")).toBeVisible();
  });

  test("a status or a filter picked before the page hydrates is applied once it does", async ({ page }) => {
    await signedIn(page);
    await addJob(page, { company: "Razorpay", position: "Frontend Engineer" });
    await addJob(page, { company: "Zerodha", position: "Backend Developer", status: "screening" });

    // Before hydration the status select waits for its Update button, which hydration removes.
    const buttonsGone = () => expect(page.getByRole("button", { name: /^(Update|Apply)$/ })).toHaveCount(0);
    let hydrate = await openBeforeHydration(page, "/applications");
    const status = page.getByLabel("Status of Frontend Engineer at Razorpay");
    await status.selectOption("offer");
    const saved = page.waitForResponse((res) => res.request().method() === "POST");
    await hydrate();
    await buttonsGone();
    await expect(status).toHaveValue("offer");
    expect((await saved).status()).toBe(200);
    await expect(page.getByText("Failed to update job")).toHaveCount(0);
    await page.reload();
    await expect(status).toHaveValue("offer");

    // A filter picked before hydration is applied, not left showing a list it does not describe.
    hydrate = await openBeforeHydration(page, "/applications");
    await page.getByLabel("Status", { exact: true }).selectOption("screening");
    await hydrate();
    await buttonsGone();
    await expect(page).toHaveURL(/status=screening/);
    await expect(row(page, "Backend Developer")).toBeVisible();
    await expect(row(page, "Frontend Engineer")).toHaveCount(0);
  });

  test("a status that cannot be saved goes back to the saved one, with an error toast", async ({ page }) => {
    await signedIn(page);
    await addJob(page, { company: "Gone Soon", position: "Analyst" });
    // The job disappears behind the page's back (another tab deleted it).
    const href = await page.getByRole("link", { name: "View Analyst at Gone Soon" }).getAttribute("href");
    await page.evaluate(async (url) => {
      const res = await fetch(`${url}/delete`, { method: "POST", body: new URLSearchParams({ js: "1" }) });
      await res.text();
    }, href);
    const status = page.getByLabel("Status of Analyst at Gone Soon");
    await status.selectOption("offer");
    await expect(page.getByRole("alert").filter({ hasText: "Job not found" })).toBeVisible();
    await expect(status).toHaveValue("applied");
  });

  test("interviews: add, edit, delete from the job page, then delete the job", async ({ page }) => {
    await signedIn(page);
    await addJob(page, { company: "Swiggy", position: "Product Designer" });
    await page.getByRole("link", { name: "Product Designer", exact: true }).click();
    await expect(page.getByText("No interviews scheduled yet")).toBeVisible();
    await expect(page.getByRole("button", { name: "View Job Posting" })).toBeDisabled();

    await page.getByRole("link", { name: "Add Interview" }).click();
    await expect(page.getByText("Product Designer at Swiggy")).toBeVisible();
    await page.locator('input[name="date"]').fill("");
    await page.getByRole("button", { name: "Add Interview" }).click();
    await expect(page.getByText("Interview date and time is required")).toBeVisible();
    await page.locator('input[name="date"]').fill("2026-12-01T10:30");
    await page.locator('select[name="interviewType"]').selectOption("video");
    await page.locator('input[name="withPerson"]').fill("Priya, Design Lead");
    await page.getByRole("button", { name: "Add Interview" }).click();
    await expect(page.getByText("Interview added successfully!")).toBeVisible();
    await expect(page.getByText("With Priya, Design Lead")).toBeVisible();
    await expect(page.getByText("Interview", { exact: true }).first()).toBeVisible(); // status moved

    await page.getByRole("link", { name: "Edit round 1" }).click();
    await page.locator('input[name="withPerson"]').fill("Arjun, Head of Design");
    await page.getByRole("button", { name: "Update Interview" }).click();
    await expect(page.getByText("Interview updated successfully!")).toBeVisible();
    await expect(page.getByText("With Arjun, Head of Design")).toBeVisible();

    await page.getByRole("link", { name: "Delete round 1" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Interview deleted successfully!")).toBeVisible();
    await expect(page.getByText("No interviews scheduled yet")).toBeVisible();

    await page.getByRole("link", { name: "Delete", exact: true }).click();
    await expect(page.getByRole("dialog")).toContainText("This action cannot be undone.");
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/applications$/);
    await expect(page.getByText("No applications found")).toBeVisible();
  });

  test("the extension hands a job over through localStorage and its event", async ({ page }) => {
    await signedIn(page);
    const payload = {
      company: "Freshworks",
      position: "SRE",
      jobLocation: "Chennai",
      jobType: "contract",
      jobUrl: "https://careers.example/sre",
      priority: "high",
      favorite: true,
      salary: { min: 2000000, max: 2600000, currency: "INR" },
      status: "saved",
      source: "linkedin",
    };
    await page.addInitScript((data) => window.localStorage.setItem("pendingJobData", data), JSON.stringify(payload));
    await page.goto("/jobs/new");
    await expect(page.getByTestId("extension-banner")).toContainText("filled in from the browser extension");
    await expect(page.locator('input[name="company"]')).toHaveValue("Freshworks");
    await expect(page.locator('select[name="jobType"]')).toHaveValue("contract");
    await expect(page.locator('input[name="salary.max"]')).toHaveValue("2600000");
    await expect(page.getByLabel("Mark as favorite")).toBeChecked();
    expect(await page.evaluate(() => window.localStorage.getItem("pendingJobData"))).toBeNull();

    // A later hand-off arrives by event (the Firefox build writes the key after load).
    await page.evaluate(() => {
      window.localStorage.setItem("pendingJobData", JSON.stringify({ company: "Hooli", position: "PM" }));
      window.dispatchEvent(new CustomEvent("jobDataAvailable", { detail: { source: "chromeExtension" } }));
    });
    await expect(page.locator('input[name="company"]')).toHaveValue("Hooli");
    await page.evaluate(() => {
      window.localStorage.setItem("pendingJobData", "{not json");
      window.dispatchEvent(new CustomEvent("jobDataAvailable", { detail: { source: "chromeExtension" } }));
    });
    await expect(page.getByTestId("extension-banner")).toHaveText(
      "There was an error processing job data from the extension.",
    );
    await page.getByRole("button", { name: "Add Application" }).click();
    await expect(page).toHaveURL(/\/applications$/);
    await expect(row(page, "PM")).toContainText("Hooli");
  });
});

type Fill = Record<string, string | boolean>;

/**
 * The original extension's content script, replayed exactly (api-contract.md §11.1, its `content.js`):
 * each element found by its `name` gets `.value` / `.checked`, then untrusted `input` and `change`, then,
 * when the element has React's `_valueTracker` (only after hydration), `_valueTracker.setValue("")`, then
 * an untrusted `click`.
 */
async function extensionFill(page: Page, values: Fill, click: "dispatch" | "method" = "dispatch") {
  return page.evaluate(
    ({ values, click }) => {
      const filled: string[] = [];
      for (const [name, value] of Object.entries(values)) {
        const el = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
        if (!el) continue;
        if (el.type === "checkbox") el.checked = value === true;
        else el.value = String(value);
        el.dispatchEvent(new Event("input", { bubbles: true }));
        el.dispatchEvent(new Event("change", { bubbles: true }));
        const tracker = (el as HTMLInputElement & { _valueTracker?: { setValue(v: string): void } })._valueTracker;
        if (tracker) tracker.setValue("");
        if (click === "method") el.click();
        else el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
        filled.push(name);
      }
      return filled;
    },
    { values, click },
  );
}

const capture: Fill = {
  company: "Stale Capture Ltd",
  position: "Captured Role",
  jobLocation: "Pune",
  "salary.min": "100",
  "salary.max": "200",
  jobUrl: "https://stale.example/job",
  jobType: "contract",
  priority: "low",
  favorite: false,
  jobDescription: "captured description",
  notes: "Key Skills: stale",
};

test.describe("the extension's DOM fill", () => {
  // A journey below holds the client entry with page.route, which a service worker's answers bypass.
  test.use(NO_SERVICE_WORKER);

  test("its fill of a not-favorite posting saves it not favorite, before and after hydration", async ({ page }) => {
    await signedIn(page);
    // Before hydration: the page has loaded (the extension fills on the tab's load) but React has not run.
    const hydrate = await openBeforeHydration(page, "/jobs/new");
    expect(await extensionFill(page, { ...capture, position: "Early Capture" })).toContain("favorite");
    await expect(page.getByLabel("Mark as favorite")).not.toBeChecked();
    await hydrate();
    await hydrated(page);
    await expect(page.getByLabel("Mark as favorite")).not.toBeChecked();
    await page.getByRole("button", { name: "Add Application" }).click();
    await expect(page).toHaveURL(/\/applications$/);

    // After hydration, where the element has React's value tracker and the fill resets it.
    await page.goto("/jobs/new");
    await hydrated(page);
    expect(await page.locator('input[name="favorite"]').evaluate((el) => "_valueTracker" in el)).toBe(true);
    await extensionFill(page, { ...capture, position: "Late Capture" });
    await expect(page.getByLabel("Mark as favorite")).not.toBeChecked();
    await page.getByRole("button", { name: "Add Application" }).click();
    await expect(page).toHaveURL(/\/applications$/);

    for (const position of ["Early Capture", "Late Capture"]) {
      await page.getByRole("link", { name: position, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: position })).toBeVisible();
      await expect(page.getByTitle("Favorite")).toHaveCount(0);
      await page.goBack();
    }
  });

  test("keeps the favorite value it set, shows the banner and clears the form in one click", async ({ page }) => {
    await signedIn(page);
    await page.goto("/jobs/new");
    await hydrated(page);
    const favorite = page.getByLabel("Mark as favorite");

    expect(await extensionFill(page, capture)).toContain("favorite");
    await expect(favorite).not.toBeChecked(); // the synthetic click did not toggle it on
    await expect(page.locator('input[name="company"]')).toHaveValue("Stale Capture Ltd");
    await expect(page.getByTestId("extension-banner")).toContainText("filled in from the browser extension");
    await extensionFill(page, { favorite: true }, "method");
    await expect(favorite).toBeChecked(); // and a true value stays true
    await extensionFill(page, { favorite: false }, "method");
    await expect(favorite).not.toBeChecked();

    // Real toggles still work: mouse on the box, the label, and the keyboard.
    await favorite.click();
    await expect(favorite).toBeChecked();
    await page.getByText("Mark as favorite").click();
    await expect(favorite).not.toBeChecked();
    await favorite.focus();
    await page.keyboard.press("Space");
    await expect(favorite).toBeChecked();
    await page.keyboard.press("Space");
    await expect(favorite).not.toBeChecked();

    await page.getByRole("button", { name: "Clear form" }).click();
    await expect(page.getByTestId("extension-banner")).toHaveCount(0);
    await expect(page.locator('input[name="company"]')).toHaveValue("");
    await expect(page.locator('input[name="jobLocation"]')).toHaveValue("remote");
    await expect(page.locator('select[name="jobType"]')).toHaveValue("full-time");
    await expect(page.locator('textarea[name="notes"]')).toHaveValue("");

    await extensionFill(page, capture);
    await page.getByRole("button", { name: "Add Application" }).click();
    await expect(page).toHaveURL(/\/applications$/);
    await page.getByRole("link", { name: "Captured Role", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Captured Role" })).toBeVisible();
    await expect(page.getByText("Stale Capture Ltd", { exact: true })).toBeVisible();
    await expect(page.getByTitle("Favorite")).toHaveCount(0);
  });

  test("warns about a minimum above the maximum but still saves it", async ({ page }) => {
    await signedIn(page);
    await page.goto("/jobs/new");
    await hydrated(page);
    await page.locator('input[name="company"]').fill("Reversed");
    await page.locator('input[name="position"]').fill("Analyst");
    await page.locator('input[name="salary.min"]').fill("900000");
    await page.locator('input[name="salary.max"]').fill("100000");
    await expect(page.getByTestId("salary-warning")).toBeVisible();
    await page.getByRole("button", { name: "Add Application" }).click();
    await expect(page).toHaveURL(/\/applications$/);
    await expect(row(page, "Analyst")).toContainText("Reversed");
  });

  test("cannot change an application being edited", async ({ page }) => {
    await signedIn(page);
    await addJob(page, { company: "Infosys", position: "Platform Engineer", favorite: true });
    await page.getByRole("link", { name: "Edit Platform Engineer at Infosys" }).click();
    await expect(page.getByRole("heading", { name: "Edit Job Application" })).toBeVisible();
    await hydrated(page);
    const stale = JSON.stringify({ company: "Stale Capture Ltd", position: "Captured Role", favorite: false });
    await page.evaluate((data) => {
      window.localStorage.setItem("pendingJobData", data);
      window.dispatchEvent(new CustomEvent("jobDataAvailable", { detail: { source: "chromeExtension" } }));
    }, stale);

    expect(await extensionFill(page, capture)).toEqual([]); // no element answers to the extension's names
    await expect(page.getByTestId("extension-banner")).toHaveCount(0);
    await expect(page.getByLabel("Company")).toHaveValue("Infosys");
    await expect(page.getByLabel("Mark as favorite")).toBeChecked();
    // The capture waits in storage for the next /jobs/new, untouched by the edit page.
    expect(await page.evaluate(() => window.localStorage.getItem("pendingJobData"))).toBe(stale);

    await page.getByRole("button", { name: "Update Application" }).click();
    await expect(page.getByText("Job application updated successfully!")).toBeVisible();
    await page.getByRole("link", { name: "Platform Engineer", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Platform Engineer" })).toBeVisible();
    await expect(page.getByText("Infosys", { exact: true })).toBeVisible();
    await expect(page.getByText("₹12,00,000 – ₹18,00,000")).toBeVisible();
    await expect(page.getByTitle("Favorite")).toBeVisible();
  });
});

test.describe("jobs, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("add, filter, change status, favorite, add an interview, delete through confirm pages", async ({ page }) => {
    await signedIn(page);
    await page.goto("/jobs/new?company=Globex&position=Analyst");
    await expect(page.locator('input[name="company"]')).toHaveValue("Globex");
    await page.getByRole("button", { name: "Add Application" }).click();
    await expect(page).toHaveURL(/\/applications$/);
    await expect(page.getByText("Job application added successfully!")).toBeVisible();
    await addJob(page, { company: "Initech", position: "Developer" });

    await page.getByLabel("Search company or position").fill("globex");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/search=globex/);
    await expect(row(page, "Developer")).toHaveCount(0);

    const analyst = row(page, "Analyst");
    await analyst.getByLabel("Status of Analyst at Globex").selectOption("rejected");
    await analyst.getByRole("button", { name: "Update" }).click();
    await expect(page.getByText("Status updated.")).toBeVisible();
    await expect(page).toHaveURL(/search=globex/); // back on the same filtered list
    await expect(page.getByLabel("Status of Analyst at Globex")).toHaveValue("rejected");
    await page.getByRole("button", { name: "Mark Analyst as favorite" }).click();
    await expect(page.getByRole("button", { name: "Remove Analyst from favorites" })).toBeVisible();

    await page.getByRole("link", { name: "Analyst", exact: true }).click();
    await page.getByRole("link", { name: "Add Interview" }).click();
    await page.locator('input[name="date"]').fill("2026-12-02T15:00");
    await page.getByRole("button", { name: "Add Interview" }).click();
    await expect(page.getByText("Interview added successfully!")).toBeVisible();
    await page.getByRole("link", { name: "Delete round 1" }).click();
    await expect(page.getByText("Are you sure you want to delete this interview?")).toBeVisible();
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("No interviews scheduled yet")).toBeVisible();

    await page.getByRole("link", { name: "Delete", exact: true }).click();
    await expect(page.getByText("Are you sure you want to delete this job application?")).toBeVisible();
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/applications$/);
    await expect(row(page, "Analyst")).toHaveCount(0);
    await expect(row(page, "Developer")).toBeVisible();
  });
});
