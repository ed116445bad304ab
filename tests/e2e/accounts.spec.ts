import { expect, hydrated, lastEmail, login, newUser, registerThroughApi, signedIn, test } from "./fixtures";

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "accounts, with JavaScript" : "accounts, without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("register, see the empty dashboard, sign out, sign back in", async ({ page }) => {
      const user = newUser();
      await page.goto("/register");
      await page.getByLabel("Full name").fill(user.name);
      await page.getByLabel("Email").fill(user.email);
      await page.getByRole("textbox", { name: "Password", exact: true }).fill(user.password);
      await page.getByLabel("Confirm password").fill(user.password);
      await page.getByRole("button", { name: "Create account" }).click();

      await expect(page).toHaveURL(/\/dashboard$/);
      const first = user.name.split(" ")[0];
      // The first visit after registering is a welcome, not a welcome back (issue 30).
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${first}!`);
      await expect(page.getByText(`Welcome to Offerpath, ${first}! Your account is ready.`)).toBeVisible();
      await expect(page.getByText("No applications yet")).toBeVisible();
      await expect(page.getByText("No upcoming tasks")).toBeVisible();
      await expect(page.getByText("Free plan").first()).toBeVisible();

      const menu = page.locator("details", { has: page.locator("summary", { hasText: "Account menu for" }) });
      await menu.locator("summary").click();
      await menu.getByRole("button", { name: "Sign out" }).click();
      await expect(page).toHaveURL(/\/login$/);
      await page.goto("/dashboard");
      await expect(page).toHaveURL(/\/login$/);

      await login(page, user);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByText(`Welcome back, ${first}!`).first()).toBeVisible();
    });

    test("a protected page sends a visitor to /login and back after signing in", async ({ page }) => {
      const user = newUser();
      await registerThroughApi(page, user);
      await page.goto("/profile");
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile$/);
      await page.getByLabel("Email").fill(user.email);
      await page.getByRole("textbox", { name: "Password", exact: true }).fill("wrong-password");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByText("Invalid credentials")).toBeVisible();
      await page.getByRole("textbox", { name: "Password", exact: true }).fill(user.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByRole("heading", { name: "Profile Settings" })).toBeVisible();
    });

    test("forgot password, reset through the emailed link, old password refused", async ({ page }) => {
      const user = newUser();
      await registerThroughApi(page, user);
      await page.goto("/forgot-password");
      await page.getByLabel("Email").fill(user.email);
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(
        page.getByText("If your email is registered, you will receive a password reset link shortly."),
      ).toBeVisible();

      // The link is sent after the answer (waitUntil): wait for it to reach the log.
      await expect.poll(() => lastEmail(user.email)).toContain("/reset-password/");
      const link = /http\S+\/reset-password\/\S+/.exec(lastEmail(user.email))?.[0];
      expect(link).toBeTruthy();
      const path = new URL(link as string).pathname;
      await page.goto(path);
      await page.getByRole("textbox", { name: "New password", exact: true }).fill("brand-new-pass");
      await page.getByLabel("Confirm new password").fill("different");
      await page.getByRole("button", { name: "Reset password" }).click();
      await expect(page.getByText("Passwords do not match")).toBeVisible();
      await page.getByRole("textbox", { name: "New password", exact: true }).fill("brand-new-pass");
      await page.getByLabel("Confirm new password").fill("brand-new-pass");
      await page.getByRole("button", { name: "Reset password" }).click();
      await expect(page).toHaveURL(/\/dashboard$/);

      await page.goto(path);
      await expect(page.getByText("Invalid or expired reset link.")).toBeVisible();
      await page.context().clearCookies();
      await login(page, user);
      await expect(page.getByText("Invalid credentials")).toBeVisible();
      await login(page, { ...user, password: "brand-new-pass" });
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    test("profile: update details, change password, delete the account", async ({ page }) => {
      const user = await signedIn(page);
      await page.goto("/profile");
      await page.getByLabel("Name").fill("Renamed Person");
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByText("Profile updated successfully!")).toBeVisible();
      await expect(page.getByText("Renamed Person").first()).toBeVisible();

      await page.getByLabel("Current password").fill(user.password);
      await page.getByRole("textbox", { name: "New password", exact: true }).fill("next-pass-1");
      await page.getByLabel("Confirm new password").fill("next-pass-2");
      await page.getByRole("button", { name: "Update password" }).click();
      await expect(page.getByText("New passwords do not match")).toBeVisible();
      await page.getByLabel("Current password").fill("not-my-password");
      await page.getByRole("textbox", { name: "New password", exact: true }).fill("next-pass-1");
      await page.getByLabel("Confirm new password").fill("next-pass-1");
      await page.getByRole("button", { name: "Update password" }).click();
      await expect(page.getByText("Current password is incorrect")).toBeVisible();
      await page.getByLabel("Current password").fill(user.password);
      await page.getByRole("textbox", { name: "New password", exact: true }).fill("next-pass-1");
      await page.getByLabel("Confirm new password").fill("next-pass-1");
      await page.getByRole("button", { name: "Update password" }).click();
      await expect(page.getByText("Password updated successfully!")).toBeVisible();
      await expect(page).toHaveURL(/\/profile$/);

      await page.getByText("Delete Account", { exact: true }).click();
      await page.locator("form").filter({ hasText: "permanently deletes" }).getByLabel("Password").fill("next-pass-1");
      await page.getByRole("button", { name: "Permanently delete my account" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText("Your account and its data were deleted.")).toBeVisible();
      await login(page, { ...user, password: "next-pass-1" });
      await expect(page.getByText("Invalid credentials")).toBeVisible();
    });
  });
}

test("open redirects land on the dashboard", async ({ page }) => {
  const user = newUser();
  await registerThroughApi(page, user);
  for (const target of ["//evil.example", "https://evil.example", "/\\evil.example"]) {
    await page.context().clearCookies();
    await login(page, user, `/login?redirectTo=${encodeURIComponent(target)}`);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/);
  }
});

test("remember me keeps a 30-day cookie; otherwise it ends with the browser", async ({ page }) => {
  const user = await signedIn(page);
  const session = (await page.context().cookies()).find((c) => c.name === "op_session");
  expect(session?.expires).toBe(-1);
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(user.password);
  await page.getByLabel("Remember me for 30 days").check();
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const remembered = (await page.context().cookies()).find((c) => c.name === "op_session");
  expect(remembered?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
  expect(remembered?.httpOnly).toBe(true);
  expect(remembered?.sameSite).toBe("Lax");
});

test.describe("signing in from another time zone", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  test("the sign-in page's one inline script fills the zone under its CSP; the account's zone is kept and the browser's offered once (issue 30)", async ({
    page,
  }) => {
    const user = newUser();
    await registerThroughApi(page, user, "Asia/Kolkata");
    const blocked: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
    });
    await page.goto("/login");
    await expect(page.locator('input[name="timeZone"]')).toHaveValue("America/Los_Angeles");
    expect(await page.locator('script[type="module"], link[rel="modulepreload"]').count()).toBe(0);
    await login(page, user);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(blocked).toEqual([]);
    await page.goto("/profile");
    await expect(page.getByLabel("Time zone")).toHaveValue("Asia/Kolkata");
    // The banner is drawn with the frame; after a navigation in the app it still brings the answer back to the
    // page shown, not to the one it was drawn on.
    await hydrated(page);
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Tasks" }).click();
    await expect(page.getByRole("heading", { name: "Tasks", level: 1 })).toBeVisible();
    const banner = page.getByRole("region", { name: "Offer to switch zones" });
    await expect(banner).toContainText("Your browser is in America/Los_Angeles; your account uses Asia/Kolkata.");
    await banner.getByRole("button", { name: "Switch to America/Los_Angeles" }).click();
    await expect(page.getByText("Your account now uses America/Los_Angeles.")).toBeVisible();
    await expect(page).toHaveURL(/\/tasks$/);
    await expect(page.getByRole("region", { name: "Offer to switch zones" })).toHaveCount(0);
    await page.goto("/profile");
    await expect(page.getByLabel("Time zone")).toHaveValue("America/Los_Angeles");
  });

  test("Keep works without JavaScript and the zone is not offered again", async ({ browser }) => {
    const context = await browser.newContext({ timezoneId: "America/Los_Angeles" });
    const page = await context.newPage();
    const user = newUser();
    await registerThroughApi(page, user, "Asia/Kolkata");
    await login(page, user);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/tasks");
    const noJs = await browser.newContext({ javaScriptEnabled: false, storageState: await context.storageState() });
    const plain = await noJs.newPage();
    await plain.goto("/tasks");
    await plain
      .getByRole("region", { name: "Offer to switch zones" })
      .getByRole("button", { name: "Keep Asia/Kolkata" })
      .click();
    await expect(plain).toHaveURL(/\/tasks$/);
    await expect(plain.getByRole("region", { name: "Offer to switch zones" })).toHaveCount(0);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Offer to switch zones" })).toHaveCount(0);
    await noJs.close();
    await context.close();
  });
});
