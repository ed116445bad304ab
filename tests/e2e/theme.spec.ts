/**
 * Dark mode in Chromium (issue 31, docs/decisions/048-dark-mode.md): "System" follows the device with CSS
 * alone, on the cached public pages too; the profile's Appearance form keeps Light or Dark in a cookie that
 * the server renders on <html>, with and without JavaScript, so the page is in it from the first paint.
 * Contrast in both themes is tests/e2e/a11y.spec.ts's.
 */
import type { Page } from "@playwright/test";
import { expect, signedIn, test } from "./fixtures";

/** The page's background as the user sees it: slate-50 (light) or slate-950 (dark) behind everything. */
async function isDark(page: Page): Promise<boolean> {
  const colour = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  // Tailwind's palette is oklch (lightness first, 0–1 or a percentage); anything else is rgb.
  const oklch = /^oklch\(([\d.]+)(%?)/.exec(colour);
  if (oklch) return Number(oklch[1]) / (oklch[2] ? 100 : 1) < 0.5;
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  return r + g + b < 3 * 128;
}

test.describe("system theme, without a choice", () => {
  test.use({ javaScriptEnabled: false });

  test("the public pages follow the device's setting with no script and no data-theme", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expect(page.locator("html")).not.toHaveAttribute("data-theme");
    await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute("content", "light dark");
    expect(await isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: "light" });
    expect(await isDark(page)).toBe(false);
  });
});

for (const javaScriptEnabled of [false, true]) {
  test.describe(
    javaScriptEnabled ? "choosing a theme, with JavaScript" : "choosing a theme, without JavaScript",
    () => {
      test.use({ javaScriptEnabled });

      test("Dark and Light win over the device; System gives it back", async ({ page, context, baseURL }) => {
        await page.emulateMedia({ colorScheme: "light" });
        await signedIn(page);
        await page.goto("/profile");
        const appearance = page.getByRole("group", { name: "Theme" });
        await expect(appearance.getByRole("radio", { name: /System/ })).toBeChecked();

        await appearance.getByRole("radio", { name: /Dark/ }).check();
        await page.getByRole("button", { name: "Save theme" }).click();
        await expect(page.getByText("Theme saved.")).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
        expect(await isDark(page)).toBe(true);
        await expect(appearance.getByRole("radio", { name: /Dark/ })).toBeChecked();
        const cookie = (await context.cookies(baseURL)).find((c) => c.name === "op_theme");
        expect(cookie?.value).toBe("dark");

        // Every page after it, signed-in or public, is rendered dark by the server; printed, it is light.
        await page.goto("/terms-of-use");
        await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
        expect(await isDark(page)).toBe(true);
        await page.emulateMedia({ media: "print" });
        expect(await isDark(page)).toBe(false);
        await page.emulateMedia({ media: "screen" });

        await page.goto("/profile");
        await page.emulateMedia({ colorScheme: "dark" });
        await appearance.getByRole("radio", { name: /Light/ }).check();
        await page.getByRole("button", { name: "Save theme" }).click();
        await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
        expect(await isDark(page)).toBe(false);

        await appearance.getByRole("radio", { name: /System/ }).check();
        await page.getByRole("button", { name: "Save theme" }).click();
        await expect(page.locator("html")).not.toHaveAttribute("data-theme");
        expect(await isDark(page)).toBe(true); // the emulated device is dark
        expect((await context.cookies(baseURL)).some((c) => c.name === "op_theme")).toBe(false);
      });
    },
  );
}
