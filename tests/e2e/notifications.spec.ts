/**
 * Reminders in the browser (issue 24): the shell's Notifications link with its unread count, /notifications
 * (mark read, mark all read, delete, delete all read) and /profile/notifications, with and without
 * JavaScript, axe clean; the unsubscribe link of a real reminder email, signed out.
 */
import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  lastEmail,
  login,
  newUser,
  registerThroughApi,
  type TestUser,
  test,
} from "./fixtures";

/** A user with two task reminders that fell due a minute ago, fired by the real 5-minute cron and queue. */
async function userWithReminders(page: Page): Promise<TestUser & { token: string }> {
  const user = newUser();
  const res = await registerThroughApi(page, user);
  expect(res.status()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  const reminder = new Date(Date.now() - 60_000).toISOString();
  for (const title of ["Call the recruiter", "Send the portfolio"]) {
    const task = await page.request.post("/api/v1/tasks", {
      data: { title, reminder },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(task.status()).toBe(201);
  }
  const cron = await page.request.get("/cdn-cgi/handler/scheduled?cron=*/5+*+*+*+*");
  expect(cron.ok()).toBe(true);
  await expect
    .poll(
      async () => {
        const count = await page.request.get("/api/v1/notifications/unread-count", {
          headers: { Authorization: `Bearer ${token}` },
        });
        return ((await count.json()) as { count: number }).count;
      },
      { timeout: 20_000 },
    )
    .toBe(2);
  return { ...user, token };
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`notifications ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("the shell's count, mark read, mark all read, delete, delete all read", async ({ page }) => {
      test.setTimeout(120_000);
      const user = await userWithReminders(page);
      await login(page, user);
      await expect(page).toHaveURL(/\/dashboard$/);
      const bell = page.getByRole("link", { name: /Notifications.*2.*unread/ });
      await expect(bell).toBeVisible();
      await bell.click();
      await expect(page).toHaveURL(/\/notifications$/);
      await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
      await expect(page.getByText("2 unread.")).toBeVisible();
      await page.getByRole("button", { name: "Mark read: Reminder: Call the recruiter" }).click();
      await expect(page.getByText("1 unread.")).toBeVisible();
      await expect(page.getByRole("link", { name: /Notifications.*1.*unread/ })).toBeVisible();
      await page.getByRole("button", { name: "Delete: Reminder: Call the recruiter" }).click();
      await expect(page.getByRole("link", { name: "Reminder: Call the recruiter" })).toHaveCount(0);
      await page.getByRole("link", { name: "Unread", exact: true }).click();
      // The item shows on All too: wait for the Unread view itself before marking all read.
      await expect(page).toHaveURL(/\/notifications\?unread=true$/);
      await expect(page.getByRole("link", { name: "Reminder: Send the portfolio" })).toBeVisible();
      await page.getByRole("button", { name: "Mark all read" }).click();
      await expect(page.getByText("Nothing unread")).toBeVisible();
      await expect(page.getByRole("link", { name: /Notifications.*none unread/ })).toBeVisible();
      await page.getByRole("link", { name: "All", exact: true }).click();
      // Read items show only on All: wait for it before deleting them.
      await expect(page).toHaveURL(/\/notifications$/);
      await page.getByRole("button", { name: "Delete all read" }).click();
      await expect(page.getByText("No notifications yet")).toBeVisible();
    });

    test("notification settings are saved from /profile/notifications", async ({ page }) => {
      const user = newUser();
      expect((await registerThroughApi(page, user)).status()).toBe(201);
      await login(page, user);
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto("/profile");
      await page.getByRole("link", { name: "Notification settings" }).click();
      await expect(page).toHaveURL(/\/profile\/notifications$/);
      await page.getByRole("checkbox", { name: "Task reminders, at the time you set: by email" }).uncheck();
      await page.getByRole("radio", { name: "A separate email for each" }).check();
      await page.getByLabel("Send them at").selectOption("7");
      await page.getByRole("button", { name: "Save notification settings" }).click();
      await expect(page.getByText("Notification settings saved")).toBeVisible();
      await page.reload();
      await expect(
        page.getByRole("checkbox", { name: "Task reminders, at the time you set: by email" }),
      ).not.toBeChecked();
      await expect(
        page.getByRole("checkbox", { name: "Task reminders, at the time you set: in the app" }),
      ).toBeChecked();
      await expect(page.getByRole("radio", { name: "A separate email for each" })).toBeChecked();
      await expect(page.getByLabel("Send them at")).toHaveValue("7");
    });
  });
}

test("the unsubscribe link of a reminder email works signed out", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const user = await userWithReminders(page);
  const mail = lastEmail(user.email);
  const link = /Stop these emails: (\S+)/.exec(mail)?.[1];
  expect(link).toContain("/unsubscribe/");
  const context = await browser.newContext();
  const signedOut = await context.newPage();
  await signedOut.goto(new URL(link as string).pathname);
  await expect(signedOut.getByRole("heading", { name: "Unsubscribe" })).toBeVisible();
  await expect(signedOut.getByText(user.email)).toBeVisible();
  await expectNoAxeViolations(signedOut);
  await signedOut.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(signedOut.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  const settings = await page.request.get("/api/v1/notifications/settings", {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  const body = (await settings.json()) as { settings: { kinds: Record<string, { email: boolean }> } };
  expect(body.settings.kinds.task_reminder.email).toBe(false);
  await context.close();
});

for (const width of [1280, 390]) {
  test(`axe at ${width}px: /notifications and /profile/notifications`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const user = await userWithReminders(page);
    await login(page, user);
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const path of ["/notifications", "/notifications?unread=true", "/profile/notifications", "/dashboard"]) {
      await page.goto(path);
      await expectNoAxeViolations(page);
    }
  });
}
