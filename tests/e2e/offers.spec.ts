/**
 * Issue 34, compared: two offers picked on /offers open a side-by-side comparison at a bookmarkable address,
 * with and without JavaScript; the best of each row is said in words; axe finds nothing at 1280 and 390 px.
 * Offers are seeded into the server's D1 (offers-seed.ts): the offer form belongs to the other half of the issue.
 */
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, login, newUser, registerWithBearer, test } from "./fixtures";
import { seedOffers } from "./offers-seed";

async function userWithTwoOffers(page: Page) {
  const user = newUser();
  const headers = await registerWithBearer(page, user);
  const job = async (company: string, position: string) => {
    const res = await page.request.post("/api/v1/jobs", { data: { company, position, status: "offer" }, headers });
    expect(res.status()).toBe(201);
    return (await res.json()).job._id as string;
  };
  const acme = await job("Acme Payments", "Senior Engineer");
  const globex = await job("Globex", "Staff Engineer");
  const [acmeOffer, globexOffer] = seedOffers([
    [
      acme,
      {
        currency: "INR",
        fixed: { kind: "components", basic: 1_000_000, hra: 500_000, specialAllowance: 900_000 },
        variable: { target: 240_000, expectedPayoutPercent: 100 },
        state: "karnataka",
        metro: true,
        city: "Bengaluru",
        deadline: "2099-01-10",
      },
    ],
    [
      globex,
      {
        currency: "INR",
        fixed: { kind: "total", fixedTotal: 2_200_000, basicPercent: 40 },
        joiningBonus: { amount: 400_000, clawbackMonths: 12 },
        equity: {
          kind: "rsu",
          grant: { by: "value", value: 3_200_000 },
          vesting: { kind: "cliff", years: 4, cliffMonths: 12, every: "year" },
        },
        state: "maharashtra",
        city: "Pune",
        deadline: "2099-02-01",
      },
    ],
  ]);
  await login(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { acmeOffer, globexOffer };
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "offers compared, with JavaScript" : "offers compared, without JavaScript", () => {
    test.use({ javaScriptEnabled, viewport: { width: 1280, height: 900 }, actionTimeout: 20_000 });

    test("pick two on /offers, compare them side by side, bookmark the address", async ({ page }) => {
      const { acmeOffer, globexOffer } = await userWithTwoOffers(page);
      await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Offers" }).click();
      await expect(page).toHaveURL(/\/offers$/);
      await expect(page.getByRole("heading", { name: "Offers", level: 1 })).toBeVisible();
      // The nearest deadline first, with its days left.
      const items = page.getByRole("listitem").filter({ has: page.getByRole("checkbox") });
      await expect(items.first()).toContainText("Acme Payments");
      await expect(items.first()).toContainText(/Answer by 10 Jan 2099\s*\d+ days left/);

      await page.getByRole("checkbox", { name: /Acme Payments/ }).check();
      await page.getByRole("button", { name: "Compare the ticked offers" }).click();
      // One offer is refused with the rule, and the way back.
      await expect(page.getByRole("alert")).toContainText("Choose at least 2 offers to compare");
      await page.getByRole("link", { name: "Choose offers" }).click();

      await page.getByRole("checkbox", { name: /Acme Payments/ }).check();
      await page.getByRole("checkbox", { name: /Globex/ }).check();
      await page.getByRole("button", { name: "Compare the ticked offers" }).click();
      await expect(page).toHaveURL(new RegExp(`/offers/compare\\?ids=${acmeOffer},${globexOffer}$`));
      await expect(page.getByRole("heading", { name: "Compare offers", level: 1 })).toBeVisible();

      const table = page.getByRole("table").first();
      await expect(table.getByRole("columnheader", { name: /Acme Payments/ })).toBeVisible();
      await expect(table.getByRole("rowheader", { name: /Guaranteed cash in year 1/ })).toBeVisible();
      // Globex's bonus and equity win the four years; the mark is a word, not a colour.
      const total = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /4-year total/ }) });
      await expect(total.getByRole("cell").nth(1)).toContainText("Best");
      await expect(total.getByRole("cell").nth(0)).not.toContainText("Best");
      await expect(page.getByRole("img", { name: /After four years Globex, Staff Engineer leads/ })).toBeVisible();
      await expect(page.getByText("Bengaluru, a metro for HRA (50% of basic).")).toBeVisible();

      // The user's rent changes the old regime's figure, and the address keeps it.
      const oldRow = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /old regime/ }) });
      const before = await oldRow.getByRole("cell").nth(0).innerText();
      await page.getByLabel("Rent you pay a month").fill("45000");
      await page.getByRole("button", { name: "Work it out again" }).click();
      await expect(page).toHaveURL(new RegExp(`ids=${acmeOffer},${globexOffer}&rentPerMonth=45000$`));
      await expect(oldRow.getByRole("cell").nth(0)).not.toHaveText(before);

      // The bookmark opens the same comparison in a fresh page.
      const bookmark = page.url();
      const again = await page.context().newPage();
      await again.goto(bookmark);
      await expect(again.getByLabel("Rent you pay a month")).toHaveValue("45000");
      await expect(again.getByRole("columnheader", { name: /Globex/ })).toBeVisible();
      await again.close();

      if (javaScriptEnabled) {
        await expectNoAxeViolations(page);
        await page.goto("/offers");
        await expectNoAxeViolations(page);
        await page.setViewportSize({ width: 390, height: 844 });
        await expectNoAxeViolations(page);
        await page.goto(bookmark);
        await expectNoAxeViolations(page);
        const wide = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
        expect(wide).toBeLessThanOrEqual(390);
      }
    });
  });
}

test("another user's offer is not found, and says so", async ({ page }) => {
  const { acmeOffer } = await userWithTwoOffers(page);
  const stranger = newUser();
  await registerWithBearer(page, stranger);
  await page.context().clearCookies();
  await login(page, stranger);
  await expect(page).toHaveURL(/\/dashboard$/);
  const res = await page.goto(`/offers/compare?ids=${acmeOffer},nosuchoffer1`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("alert")).toContainText(`Offers not found: ${acmeOffer}, nosuchoffer1`);
  await expect(page.getByText("Acme Payments")).toHaveCount(0);
});
