/** The profile's keyboard shortcuts switch (docs/decisions/049, WCAG 2.1.4): a plain form, saved per user. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { followToast, formPost, page, signUpForWeb } from "../support";

async function savedSetting(userId: string) {
  const row = await env.DB.prepare("SELECT keyboard_shortcuts FROM users WHERE id = ?")
    .bind(userId)
    .first<{ keyboard_shortcuts: number }>();
  return row?.keyboard_shortcuts;
}

describe("keyboard shortcuts setting", () => {
  it("is on for a new account, and the profile offers to turn it off", async () => {
    const a = await signUpForWeb();
    expect(await savedSetting(a.userId)).toBe(1);
    const html = await (await page("/profile", a.cookie)).text();
    expect(html).toContain('id="keyboard-shortcuts"');
    expect(html).toMatch(/Shortcuts are <strong[^>]*>on<\/strong>/);
    expect(html).toContain("Turn off keyboard shortcuts");
  });

  it("turns off and on again with a plain form post, for this user only", async () => {
    const a = await signUpForWeb();
    const b = await signUpForWeb();
    const off = await formPost("/profile", { intent: "shortcuts", shortcuts: "off" }, a.cookie);
    expect(off.status).toBe(302);
    expect(off.headers.get("location")).toBe("/profile#keyboard-shortcuts");
    const shown = await followToast(off, a.cookie);
    expect(shown).toContain("Keyboard shortcuts turned off.");
    expect(shown).toMatch(/Shortcuts are <strong[^>]*>off<\/strong>/);
    expect(shown).toContain("Turn on keyboard shortcuts");
    expect(await savedSetting(a.userId)).toBe(0);
    expect(await savedSetting(b.userId)).toBe(1);

    const on = await formPost("/profile", { intent: "shortcuts", shortcuts: "on" }, a.cookie);
    expect(on.status).toBe(302);
    expect(await followToast(on, a.cookie)).toContain("Keyboard shortcuts turned on.");
    expect(await savedSetting(a.userId)).toBe(1);
  });

  it("keeps the setting across sessions", async () => {
    const a = await signUpForWeb();
    await formPost("/profile", { intent: "shortcuts", shortcuts: "off" }, a.cookie);
    const again = await formPost("/login", { email: a.email, password: a.password }, { ip: a.ip });
    const cookie = again.headers.getSetCookie()[0].split(";")[0];
    expect(await (await page("/profile", cookie)).text()).toMatch(/Shortcuts are <strong[^>]*>off<\/strong>/);
  });

  it.each([[{ shortcuts: "maybe" }], [{}]])("refuses %o with a 400 and changes nothing", async (fields) => {
    const a = await signUpForWeb();
    const res = await formPost("/profile", { intent: "shortcuts", ...fields }, a.cookie);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Choose on or off for keyboard shortcuts");
    expect(await savedSetting(a.userId)).toBe(1);
  });

  it("needs a session", async () => {
    const res = await formPost("/profile", { intent: "shortcuts", shortcuts: "off" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/login/);
  });
});
