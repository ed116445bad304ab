/**
 * The address panel's form route /inbox/address as a browser without JavaScript posts it (turn on, regenerate,
 * turn off, back to the page it came from with a toast), its refusals (a forged origin, an unknown intent, no
 * session, a foreign return address), and the address on /inbox and /profile.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { EVIL, followToast, formPost, page, signUpForWeb, type WebUser } from "../support";

const ADDRESS = /[a-z2-7]{26}@in\.offerpath\.app/;

async function post(user: WebUser, intent: string, returnTo = "/inbox") {
  const res = await formPost("/inbox/address", { intent, returnTo }, { cookie: user.cookie, ip: user.ip });
  expect(res.status).toBe(302);
  return res;
}

const addressIn = (html: string) => ADDRESS.exec(html)?.[0] ?? null;

describe("/inbox/address without JavaScript", () => {
  it("turns on, regenerates and turns off with plain posts, back to /inbox with a toast", async () => {
    const user = await signUpForWeb();
    const empty = await (await page("/inbox", user.cookie)).text();
    expect(empty).toContain("Turn on my address");
    expect(addressIn(empty)).toBeNull();

    const on = await post(user, "on");
    expect(on.headers.get("location")).toBe("/inbox");
    const shown = await followToast(on, user.cookie);
    expect(shown).toContain("Your forwarding address is on");
    const first = addressIn(shown);
    expect(first).not.toBeNull();
    expect(shown).toContain("Yes, regenerate it");

    const regenerated = await followToast(await post(user, "regenerate"), user.cookie);
    expect(regenerated).toContain("New address created");
    const second = addressIn(regenerated);
    expect(second).not.toBe(first);

    const off = await followToast(await post(user, "off"), user.cookie);
    expect(off).toContain("Forwarding address turned off");
    expect(off).toContain("Turn on again");
    const row = await env.DB.prepare("SELECT enabled FROM inbox_addresses WHERE user_id = ?").bind(user.userId).first();
    expect(row).toEqual({ enabled: 0 });
  });

  it("goes back to /profile from the profile, never to another site", async () => {
    const user = await signUpForWeb();
    const fromProfile = await post(user, "on", "/profile");
    expect(fromProfile.headers.get("location")).toBe("/profile");
    const profile = await followToast(fromProfile, user.cookie);
    expect(addressIn(profile)).not.toBeNull();
    expect(profile).toContain("Open your inbox");
    const away = await post(user, "off", "https://evil.example/phish");
    expect(away.headers.get("location")).toBe("/inbox");
  });

  it("refuses a forged origin and an unknown intent, and needs a session", async () => {
    const user = await signUpForWeb();
    const forged = await formPost("/inbox/address", { intent: "on" }, { cookie: user.cookie, origin: EVIL });
    expect(forged.status).toBe(403);
    const odd = await post(user, "__proto__");
    expect(await followToast(odd, user.cookie)).toContain("Unknown action");
    const none = await env.DB.prepare("SELECT 1 FROM inbox_addresses WHERE user_id = ?").bind(user.userId).first();
    expect(none).toBeNull();
    const anonymous = await formPost("/inbox/address", { intent: "on" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/login/);
    expect((await page("/inbox")).headers.get("location")).toMatch(/^\/login/);
  });

  it("one user's posts never change another's address", async () => {
    const [alice, bob] = [await signUpForWeb(), await signUpForWeb()];
    const aliceAddress = addressIn(await followToast(await post(alice, "on"), alice.cookie));
    await post(bob, "on");
    await post(bob, "regenerate");
    await post(bob, "off");
    const alices = await (await page("/inbox", alice.cookie)).text();
    expect(addressIn(alices)).toBe(aliceAddress);
    expect(alices).not.toContain("Turn on again");
  });
});
