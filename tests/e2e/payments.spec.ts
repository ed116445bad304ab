/**
 * Plans and payments in Chromium, with and without JavaScript, through the local Razorpay stand-in (the
 * e2e server runs with RAZORPAY_KEY_ID=rzp_test_local): with JavaScript Pay Now creates an order and
 * the stand-in replaces Checkout; without it Pay Now posts for a Payment Link and the stand-in replaces
 * the hosted page. Both answer through the same verify action or callback that real payments reach.
 */
import type { Page } from "@playwright/test";
import { expect as baseExpect, expectNoAxeViolations, newUser, payForPlan, signedIn, test } from "./fixtures";

/** A payment is several round trips (order, revalidation, stand-in, verify): more than 7 s on busy cores. */
const expect = baseExpect.configure({ timeout: 20_000 });

const sidebar = (page: Page) => page.locator("aside");

async function payOnStandIn(page: Page, button: "Pay" | "Fail") {
  await expect(page.getByRole("heading", { name: "Local payment stand-in (not Razorpay)" })).toBeVisible();
  await page.getByRole("button", { name: button, exact: true }).click();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "payments, with JavaScript" : "payments, without JavaScript", () => {
    test.use({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
    // Each step waits on a server that shares two cores with the rest of the suite.
    test.use({ actionTimeout: 20_000 });

    test("Basic yearly from the landing page: register, pay, see the plan, the receipt, cancel to Free", async ({
      page,
    }) => {
      // A dozen page loads and two payments: minutes, not seconds, when other work shares the two cores.
      test.setTimeout(180_000);
      const user = newUser();
      await page.goto("/");
      await page.getByRole("link", { name: /Choose Basic yearly/ }).click();
      await expect(page).toHaveURL(/\/register\?planId=[^&]+&billingType=yearly$/);
      await expect(page.getByText("₹470/year")).toBeVisible();
      await page.getByLabel("Full name").fill(user.name);
      await page.getByLabel("Email").fill(user.email);
      await page.getByRole("textbox", { name: "Password", exact: true }).fill(user.password);
      await page.getByLabel("Confirm password").fill(user.password);
      await page.getByRole("button", { name: "Create account" }).click();

      await expect(page).toHaveURL(/step=payment/);
      await expect(page.getByRole("heading", { name: "Complete your payment" })).toBeVisible();
      await expect(page.getByText("Yearly", { exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: "Continue with Free Plan" })).toBeVisible();
      await page.getByRole("button", { name: /Complete Payment/ }).click();
      await payOnStandIn(page, "Pay");

      await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
      if (javaScriptEnabled) await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
      else await page.getByRole("link", { name: "Go to dashboard" }).click();
      await expect(sidebar(page).getByText("Basic plan")).toBeVisible();
      await expect(sidebar(page).getByText("Active", { exact: true })).toBeVisible();

      await sidebar(page)
        .getByRole("link", { name: /Manage/ })
        .click();
      await expect(page).toHaveURL(/\/subscription$/);
      const main = page.locator("main");
      await expect(main.getByText("Basic", { exact: true })).toBeVisible();
      await expect(main.getByText("Active", { exact: true })).toBeVisible();
      await expect(main.getByText("50", { exact: true })).toBeVisible();

      await main.getByRole("link", { name: /View receipt/ }).click();
      await expect(page.getByRole("heading", { name: "Receipt" })).toBeVisible();
      const receipt = page.locator("article");
      await expect(receipt.getByText(user.name)).toBeVisible();
      await expect(receipt.getByText("₹470")).toBeVisible();
      await expect(receipt.getByText(/^pay_local_/)).toBeVisible();

      await page.goto("/subscription");
      await page.getByRole("link", { name: "Cancel Subscription" }).click();
      if (javaScriptEnabled) {
        const dialog = page.getByRole("dialog");
        await expect(dialog).toContainText("Your account will be downgraded to the Free plan immediately.");
        await dialog.getByRole("button", { name: "Cancel Subscription" }).click();
      } else {
        await expect(page).toHaveURL(/\/subscription\/cancel$/);
        await page.getByRole("button", { name: "Cancel Subscription" }).click();
      }
      await expect(page).toHaveURL(/\/subscription$/);
      await expect(page.getByText("Subscription cancelled successfully")).toBeVisible();
      await expect(sidebar(page).getByText("Free plan")).toBeVisible();
      await expect(page.getByRole("link", { name: "Cancel Subscription" })).toHaveCount(0);
    });

    test("a failed payment shows Payment Failed, and Try Again pays", async ({ page }) => {
      test.setTimeout(180_000);
      await signedIn(page);
      await page.goto("/plans?billing=monthly");
      await page.getByRole("link", { name: "Select Plan Premium" }).click();
      await expect(page).toHaveURL(/\/payment\?planId=[^&]+&billingType=monthly$/);
      await expect(page.getByText("₹99").first()).toBeVisible();
      await page.getByRole("button", { name: /Pay Now/ }).click();
      await payOnStandIn(page, "Fail");
      await expect(page.getByText("Payment Failed", { exact: true })).toBeVisible();
      await expect(sidebar(page).getByText("Free plan")).toBeVisible();

      await page.getByRole("link", { name: "Try Again" }).click();
      await page.getByRole("button", { name: /Pay Now/ }).click();
      await payOnStandIn(page, "Pay");
      await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
      await expect(sidebar(page).getByText("Premium plan")).toBeVisible();

      await page.goto("/payment-history");
      await expect(page.getByText("Failed", { exact: true })).toBeVisible();
      await expect(page.getByText("Completed", { exact: true })).toBeVisible();
    });

    test("a Basic user changes to Premium mid-period: the credit before paying, at checkout and on the receipt", async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await signedIn(page);
      await page.goto("/plans?billing=monthly");
      await payForPlan(page, "Basic");

      await page.goto("/plans?billing=monthly");
      await expect(page.getByRole("link", { name: "Renew early Basic" })).toBeVisible();
      await page.getByRole("link", { name: "Select Plan Premium" }).click();
      const summary = page.getByRole("region", { name: "Order summary" });
      const creditRow = summary.locator("div", { has: page.getByText(/^Unused days of Basic \(\d+ days\)$/) });
      await expect(creditRow).toBeVisible();
      const credit = (await creditRow.locator("dd").innerText()).trim();
      expect(credit).toMatch(/^−₹\d+\.\d{2}$/);
      const rupees = Number(credit.replace(/[^\d.]/g, ""));
      const total = `₹${(99 - rupees).toFixed(2)}`;
      await expect(summary.getByText("₹99", { exact: true })).toBeVisible();
      await expect(summary.getByText(total, { exact: true })).toBeVisible();
      await expect(page.getByText("This replaces your Basic plan")).toBeVisible();

      await page.getByRole("button", { name: new RegExp(`Pay Now · ${total.replace(".", "\\.")}`) }).click();
      await expect(page.getByRole("heading", { name: "Local payment stand-in (not Razorpay)" })).toBeVisible();
      await expect(page.getByText(total, { exact: true })).toBeVisible();
      await expect(page.getByText(new RegExp(`Unused days of Basic \\(\\d+ days\\): ${credit}`))).toBeVisible();
      await page.getByRole("button", { name: "Pay", exact: true }).click();
      await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();

      await page.goto("/payment-history");
      await page
        .getByRole("link", { name: /View receipt/ })
        .first()
        .click();
      const receipt = page.locator("article");
      await expect(receipt.getByText("Premium plan")).toBeVisible();
      await expect(receipt.getByText(/^Unused days of Basic \(\d+ days\)$/)).toBeVisible();
      await expect(receipt.getByText(credit, { exact: true })).toBeVisible();
      await expect(receipt.getByText(total, { exact: true })).toBeVisible();
    });
  });
}

for (const width of [1280, 390]) {
  test.describe(`payment screens under axe at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("plans, checkout states, stand-in, history, subscription, cancel, receipt", async ({ page }) => {
      test.setTimeout(300_000);
      await signedIn(page);
      await page.goto("/payment-history");
      await expect(page.getByText("No payment history")).toBeVisible();
      await expectNoAxeViolations(page);
      for (const path of ["/plans", "/plans?billing=yearly", "/subscription"]) {
        await page.goto(path);
        await expectNoAxeViolations(page);
      }
      await page.goto("/plans?billing=yearly");
      await page.getByRole("link", { name: "Select Plan Basic" }).click();
      await expect(page.getByRole("button", { name: /Pay Now/ })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: /Pay Now/ }).click();
      await expect(page.getByRole("heading", { name: "Local payment stand-in (not Razorpay)" })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Fail", exact: true }).click();
      await expect(page.getByText("Payment Failed", { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("link", { name: "Try Again" }).click();
      await page.getByRole("button", { name: /Pay Now/ }).click();
      await payOnStandIn(page, "Pay");
      await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
      await expectNoAxeViolations(page);
      for (const path of ["/subscription", "/subscription/cancel", "/payment-history"]) {
        await page.goto(path);
        await expectNoAxeViolations(page);
      }
      await page.getByRole("link", { name: /View receipt/ }).click();
      await expect(page.getByRole("heading", { name: "Receipt" })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("register step 2", async ({ page }) => {
      test.setTimeout(120_000);
      const user = newUser();
      await page.goto("/");
      await page.getByRole("link", { name: /Choose Premium yearly/ }).click();
      await page.getByLabel("Full name").fill(user.name);
      await page.getByLabel("Email").fill(user.email);
      await page.getByRole("textbox", { name: "Password", exact: true }).fill(user.password);
      await page.getByLabel("Confirm password").fill(user.password);
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page.getByRole("button", { name: /Complete Payment/ })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
