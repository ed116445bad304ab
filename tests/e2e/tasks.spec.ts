import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, hydrated, signedIn, type TestUser, test } from "./fixtures";

/** A calendar date relative to today in the browser's zone (the zone the login form sends). */
const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

async function addTask(
  page: Page,
  fields: { title: string; description?: string; priority?: string; category?: string; dueDate?: string },
) {
  await page.goto("/tasks/new");
  await page.getByLabel("Title").fill(fields.title);
  if (fields.description) await page.getByLabel("Description").fill(fields.description);
  if (fields.priority) await page.getByLabel("Priority").selectOption(fields.priority);
  if (fields.category) await page.getByLabel("Category").selectOption(fields.category);
  if (fields.dueDate) await page.getByLabel("Due date").fill(fields.dueDate);
  await page.getByRole("button", { name: "Create Task" }).click();
  await expect(page).toHaveURL(/\/tasks$/);
}

const row = (page: Page, title: string) => page.getByRole("listitem").filter({ hasText: title });

test.describe("tasks, with JavaScript", () => {
  test("create, validate, filter, complete, edit and delete", async ({ page }) => {
    test.setTimeout(120_000);
    const user = await signedIn(page);
    const job = await page.request.post("/api/v1/jobs", {
      headers: { Authorization: `Bearer ${await tokenFor(page, user)}` },
      data: { company: "Razorpay", position: "Frontend Engineer" },
    });
    expect(job.status()).toBe(201);

    await page.goto("/tasks");
    await expect(page.getByText("No tasks found")).toBeVisible();
    await page.getByRole("link", { name: "Add New Task" }).click();
    await page.getByRole("button", { name: "Create Task" }).click();
    await expect(page.getByText("Title is required")).toBeVisible();
    await page.getByLabel("Title").fill("P");
    await expect(page.getByText("Title is required")).toBeHidden();
    await page.getByLabel("Related job").selectOption({ label: "Razorpay - Frontend Engineer" });
    await page.getByLabel("Title").fill("Prepare system design");
    await page.getByLabel("Priority").selectOption("high");
    await page.getByLabel("Category").selectOption("interview-prep");
    await page.getByLabel("Due date").fill(day(0));
    await page.getByRole("button", { name: "Create Task" }).click();
    await expect(page).toHaveURL(/\/tasks$/);
    await expect(page.getByText("Task created successfully!")).toBeVisible();
    await expect(row(page, "Prepare system design")).toContainText("Today");
    await expect(row(page, "Prepare system design")).toContainText("Razorpay - Frontend Engineer");

    await addTask(page, { title: "Send thank-you note", category: "follow-up", dueDate: day(-1) });
    await expect(row(page, "Send thank-you note")).toContainText("Yesterday · Overdue");

    await page.getByLabel("Category").selectOption("follow-up");
    await expect(page).toHaveURL(/category=follow-up/);
    await expect(row(page, "Prepare system design")).toHaveCount(0);
    await page.getByLabel("Due date").selectOption("today");
    await expect(page.getByText("No tasks found")).toBeVisible();
    await page.goto("/tasks");
    await page.getByLabel("Search title or description").fill("thank");
    await expect(page).toHaveURL(/search=thank/);
    await expect(row(page, "Prepare system design")).toHaveCount(0);
    await page.goto("/tasks");

    // The list shows the completion at once; the reload below must wait until the save has landed, or it
    // cancels the request (CI once reloaded inside that window and read the task still overdue).
    const saved = page.waitForResponse(
      (r) => r.request().method() === "POST" && /^\/tasks\/[^/]+(\.data)?$/.test(new URL(r.url()).pathname),
    );
    await page.getByRole("button", { name: "Mark Send thank-you note as complete" }).click();
    await expect(row(page, "Send thank-you note").getByTestId("completed-marker")).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark Send thank-you note as complete" })).toHaveCount(0);
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await expect(row(page, "Send thank-you note")).not.toContainText("Overdue");
    await expect(page.getByRole("button", { name: "Mark Send thank-you note as complete" })).toHaveCount(0);

    await page.getByRole("link", { name: "Edit Prepare system design" }).click();
    await expect(page.getByRole("heading", { name: "Edit Task" })).toBeVisible();
    await page.getByLabel("Title").fill("Prepare system design round");
    await page.getByRole("button", { name: "Update Task" }).click();
    await expect(page.getByText("Task updated successfully!")).toBeVisible();

    await page.getByRole("link", { name: "Prepare system design round", exact: true }).click();
    await page.getByRole("button", { name: "Mark as Complete" }).click();
    await expect(page.getByText("Task marked as completed")).toBeVisible();
    await expect(page.getByText(/Completed \d{1,2} [A-Z][a-z]{2} \d{4}/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark as Complete" })).toHaveCount(0);
    await page.getByRole("link", { name: "Delete", exact: true }).click();
    await expect(page.getByRole("dialog")).toContainText(
      "Are you sure you want to delete this task? This action cannot be undone.",
    );
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/tasks$/);
    await expect(row(page, "Prepare system design round")).toHaveCount(0);

    await page.getByRole("link", { name: "Delete Send thank-you note" }).click();
    await expect(page.getByRole("dialog")).toContainText("Are you sure you want to delete this task?");
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("No tasks found")).toBeVisible();
    await page.reload();
    await expect(page.getByText("No tasks found")).toBeVisible();
  });

  test("a complete that fails says so with an error toast", async ({ page }) => {
    const user = await signedIn(page);
    await addTask(page, { title: "Gone meanwhile" });
    const href = await page.getByRole("link", { name: "Gone meanwhile", exact: true }).getAttribute("href");
    const token = await tokenFor(page, user);
    await page.request.delete(`/api/v1${href}`, { headers: { Authorization: `Bearer ${token}` } });
    await page.getByRole("button", { name: "Mark Gone meanwhile as complete" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Task not found" })).toBeVisible();
  });
});

test("the page links keep the filters, step by cursor and go through the router", async ({ page }) => {
  const user = await signedIn(page);
  const headers = { Authorization: `Bearer ${await tokenFor(page, user)}` };
  for (const title of [...Array.from({ length: 12 }, (_, i) => `Follow up ${i + 1}`), "Unrelated chore"]) {
    expect((await page.request.post("/api/v1/tasks", { headers, data: { title } })).status()).toBe(201);
  }
  await page.goto("/tasks?search=Follow");
  await hydrated(page);
  await expect(page.getByText("Showing 10 of 12 tasks")).toBeVisible();
  await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
  const pages = page.getByRole("navigation", { name: "Pagination" });
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/tasks\?search=Follow&page=2&cursor=/);
  await expect(page.getByText("Showing 2 of 12 tasks")).toBeVisible();
  await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await pages.getByRole("link", { name: "Page 1" }).click();
  await expect(page).toHaveURL(/\/tasks\?search=Follow&page=1$/);
  await expect(page.getByText("Showing 10 of 12 tasks")).toBeVisible();
  expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
});

test.describe("tasks, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("create, filter, complete, edit and delete through plain forms and the confirm page", async ({ page }) => {
    test.setTimeout(120_000);
    await signedIn(page);
    await addTask(page, { title: "Call the recruiter", description: "x".repeat(200), dueDate: day(1) });
    await expect(page.getByText("Task created successfully!")).toBeVisible();
    await expect(row(page, "Call the recruiter")).toContainText("Tomorrow");
    await expect(row(page, "Call the recruiter")).toContainText(`${"x".repeat(150)}…`);
    await addTask(page, { title: "Update resume", priority: "low", category: "application" });

    await page.getByLabel("Priority", { exact: true }).selectOption("low");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/priority=low/);
    await expect(row(page, "Call the recruiter")).toHaveCount(0);

    await page.getByRole("button", { name: "Mark Update resume as complete" }).click();
    await expect(page.getByText("Task marked as completed")).toBeVisible();
    await expect(page).toHaveURL(/priority=low/); // back on the same filtered list
    await expect(row(page, "Update resume").getByTestId("completed-marker")).toBeVisible();
    await page.goto("/tasks");

    await page.getByRole("link", { name: "Edit Call the recruiter" }).click();
    await page.getByLabel("Title").fill("");
    await page.getByRole("button", { name: "Update Task" }).click();
    await expect(page.getByText("Title is required")).toBeVisible();
    await page.getByLabel("Title").fill("Call the recruiter back");
    await page.getByRole("button", { name: "Update Task" }).click();
    await expect(page.getByText("Task updated successfully!")).toBeVisible();

    await page.getByRole("link", { name: "Delete Call the recruiter back" }).click();
    await expect(
      page.getByText("Are you sure you want to delete this task? This action cannot be undone."),
    ).toBeVisible();
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/tasks$/);
    await expect(page.getByText("Task deleted successfully")).toBeVisible();
    await expect(row(page, "Call the recruiter back")).toHaveCount(0);
    await expect(row(page, "Update resume")).toBeVisible();
  });
});

for (const width of [1280, 390]) {
  test.describe(`task screens at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the list, its empty states and the new-task form have no axe violations", async ({ page }) => {
      test.setTimeout(120_000);
      await signedIn(page);
      await page.goto("/tasks");
      await expectNoAxeViolations(page);
      await addTask(page, {
        title: "Overdue high task",
        priority: "high",
        dueDate: day(-2),
        description: "Some words",
      });
      await addTask(page, { title: "Plain task", dueDate: day(3) });
      await page.getByRole("button", { name: "Mark Plain task as complete" }).click();
      await expect(page.getByRole("button", { name: "Mark Plain task as complete" })).toHaveCount(0);
      for (const path of ["/tasks", "/tasks?search=nothing-matches", "/tasks/new"]) {
        await page.goto(path);
        await expectNoAxeViolations(page);
      }
    });

    test("the detail, edit, delete and not-found screens have no axe violations", async ({ page }) => {
      test.setTimeout(120_000);
      await signedIn(page);
      await addTask(page, { title: "A task to inspect", dueDate: day(1), description: "Words" });
      const href = await page.getByRole("link", { name: "A task to inspect", exact: true }).getAttribute("href");
      for (const path of [`${href}`, `/tasks/edit/${href?.split("/").pop()}`, `${href}/delete`, "/tasks/unknown-id"]) {
        await page.goto(path);
        await expectNoAxeViolations(page);
      }
    });
  });
}

/** An API token for the signed-in user, through the real login endpoint. */
async function tokenFor(page: Page, user: TestUser): Promise<string> {
  const res = await page.request.post("/api/v1/auth/login", { data: { email: user.email, password: user.password } });
  return (await res.json()).token;
}
