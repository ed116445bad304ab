/**
 * The colour theme (issue 31, docs/decisions/048-dark-mode.md): the root renders the op_theme cookie on
 * <html> (so the first paint is in it) and ignores a value it does not know; the profile's Appearance form
 * sets and clears the cookie as a plain post. The edge cache's copies per theme: edge-cache.test.ts.
 */
import { describe, expect, it } from "vitest";
import { followToast, formPost, page, signUpForWeb } from "../support";

/** The value of the theme radio the page renders checked. */
function checkedTheme(html: string): string | undefined {
  const radios = [...html.matchAll(/<input type="radio"[^>]*name="theme"[^>]*>/g)].map((m) => m[0]);
  expect(radios).toHaveLength(3);
  return radios.find((r) => r.includes('checked=""'))?.match(/value="([^"]*)"/)?.[1];
}

async function htmlOf(path: string, cookie?: string) {
  const res = await page(path, cookie);
  expect(res.status).toBe(200);
  return res.text();
}

describe("the root layout's theme", () => {
  it("renders no data-theme without a choice, so CSS follows the device", async () => {
    const html = await htmlOf("/login");
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
  });

  it("renders a chosen theme on <html> and as the only colour scheme, signed in or not", async () => {
    const dark = await htmlOf("/login", "op_theme=dark");
    expect(dark).toContain('<html lang="en" data-theme="dark">');
    expect(dark).toContain('<meta name="color-scheme" content="dark"/>');
    const user = await signUpForWeb();
    const light = await htmlOf("/dashboard", `${user.cookie}; op_theme=light`);
    expect(light).toContain('<html lang="en" data-theme="light">');
    expect(light).toContain('<meta name="color-scheme" content="light"/>');
  });

  it("ignores a value it does not know (no attribute, nothing echoed)", async () => {
    for (const value of ["sepia", "dark%22%3E%3Cscript%3E", "Dark", ""]) {
      const html = await htmlOf("/login", `op_theme=${value}`);
      expect(html).toContain('<html lang="en">');
      expect(html).not.toContain("data-theme");
    }
  });
});

describe("the profile's Appearance form", () => {
  it("shows System until a theme is chosen", async () => {
    const user = await signUpForWeb();
    const html = await htmlOf("/profile", user.cookie);
    expect(checkedTheme(html)).toBe("system");
  });

  it("keeps Dark in a cookie for a year and renders the next page in it, as a post without JavaScript", async () => {
    const user = await signUpForWeb();
    const res = await formPost("/profile", { intent: "theme", theme: "dark" }, user.cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/profile");
    const set = res.headers.getSetCookie().find((c) => c.startsWith("op_theme="));
    expect(set).toBe("op_theme=dark; Max-Age=31536000; Path=/; SameSite=Lax");
    const html = await followToast(res, `${user.cookie}; op_theme=dark`);
    expect(html).toContain('<html lang="en" data-theme="dark">');
    expect(html).toContain("Theme saved.");
    expect(checkedTheme(html)).toBe("dark");
  });

  it("clears the cookie for System", async () => {
    const user = await signUpForWeb();
    const res = await formPost("/profile", { intent: "theme", theme: "system" }, `${user.cookie}; op_theme=dark`);
    expect(res.status).toBe(302);
    expect(res.headers.getSetCookie()).toContain("op_theme=; Max-Age=0; Path=/; SameSite=Lax");
  });

  it("refuses a theme it does not know with 400 and a message, and sets no cookie", async () => {
    const user = await signUpForWeb();
    for (const fields of [{ intent: "theme", theme: "sepia" }, { intent: "theme" }] as Record<string, string>[]) {
      const res = await formPost("/profile", fields, user.cookie);
      expect(res.status).toBe(400);
      expect(res.headers.getSetCookie().some((c) => c.startsWith("op_theme="))).toBe(false);
      expect(await res.text()).toContain("Choose System, Light or Dark");
    }
  });

  it("is for signed-in users: a visitor's post is sent to sign in, with no cookie", async () => {
    const res = await formPost("/profile", { intent: "theme", theme: "dark" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/login/);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("op_theme="))).toBe(false);
  });
});
