/**
 * /profile/public and /u/:handle (issue 23, docs/decisions/035): the settings form without JavaScript,
 * the page as a visitor gets it (no script, meta tags, noindex), the secrets it never shows, and the edge
 * cache: a profile turned off, downgraded by any path or deleted is a 404 on the very next request.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { verifyPayment } from "@worker/domain/payments/checkout.server";
import { runBillingSchedule } from "@worker/domain/payments/schedule.server";
import { app } from "@worker/index";
import { beforeAll, describe, expect, it } from "vitest";
import {
  api,
  as,
  checkoutResult,
  createJob,
  followToast,
  formPost,
  orderFor,
  page,
  setPlan,
  signUpForWeb,
  testDeps,
  type WebUser,
} from "../support";

const ORIGIN = "http://localhost:8787";
const DAY = 86_400_000;

/** A visitor's request through the Worker, its cache write (waitUntil) finished before returning. */
async function visit(path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const res = await app.request(`${ORIGIN}${path}`, init, env, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, html };
}

const uniqueHandle = (tag = "h") => `${tag}-${crypto.randomUUID().slice(0, 8)}`;

async function premiumWithProfile(settings: Record<string, unknown> = {}, name = "Meera Nair") {
  const user = await signUpForWeb({ name });
  await setPlan(user.userId, "premium");
  const handle = uniqueHandle("meera");
  const res = await api("PUT", "/profiles", { ...as(user), body: { enabled: true, handle, ...settings } });
  if (res.status !== 200) throw new Error(`profile save failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { user, handle };
}

beforeAll(async () => {
  await visit("/login");
}, 60_000);

describe("/profile/public without JavaScript", () => {
  it("Free shows what it offers and the plan that includes it, and no form", async () => {
    const user = await signUpForWeb();
    const html = await (await page("/profile/public", user.cookie)).text();
    expect(html).toContain("A public profile is included in the Premium plan");
    expect(html).toContain("Never your notes, contacts, salaries, email address or documents");
    expect(html).not.toContain('name="handle"');
  });

  it("/profile links to it", async () => {
    const user = await signUpForWeb();
    expect(await (await page("/profile", user.cookie)).text()).toContain('href="/profile/public"');
  });

  it("a Premium user publishes with a plain post; unticked boxes are off; the page is live", async () => {
    const user = await signUpForWeb({ name: "Kiran Rao" });
    await setPlan(user.userId, "premium");
    const html = await (await page("/profile/public", user.cookie)).text();
    expect(html).toContain('name="handle"');
    const handle = uniqueHandle("kiran");
    const res = await formPost(
      "/profile/public",
      {
        enabled: "true",
        handle: handle.toUpperCase(),
        showName: "true",
        headline: "Data analyst",
        targetRoles: "Data analyst, BI developer",
        locations: "Pune",
        showProgress: "true",
      },
      user.cookie,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/profile/public");
    const after = await followToast(res, user.cookie);
    expect(after).toContain(`Public profile saved. It is live at /u/${handle}.`);
    const saved = (await api("GET", "/profiles", as(user))).body.profile;
    expect(saved).toMatchObject({
      enabled: true,
      handle,
      headline: "Data analyst",
      targetRoles: ["Data analyst", "BI developer"],
      locations: ["Pune"],
      openToWork: false,
      showCompanies: false,
      allowIndexing: false,
    });
    const view = await visit(`/u/${handle}`);
    expect(view.res.status).toBe(200);
    expect(view.html).toContain("Kiran Rao");
    expect(view.html).toContain("BI developer");
    // /profile's card gives the live page's address and says "Manage"; a downgrade takes the address away.
    const profile = await (await page("/profile", user.cookie)).text();
    expect(profile).toContain(`/u/${handle}</a>`);
    expect(profile).toContain("Manage public profile");
    await setPlan(user.userId, "free");
    const hidden = await (await page("/profile", user.cookie)).text();
    expect(hidden).not.toContain(`/u/${handle}`);
    expect(hidden).toContain("Set up your public profile");
  });

  it("a refused handle comes back under its field with what was typed, status 400", async () => {
    const user = await signUpForWeb();
    await setPlan(user.userId, "premium");
    const res = await formPost("/profile/public", { enabled: "true", handle: "Admin", headline: "Kept" }, user.cookie);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Handle “admin” is reserved. Please choose another.");
    expect(html).toContain('value="Kept"');
    expect((await api("GET", "/profiles", as(user))).body.profile.handle).toBeNull();
  });

  it("a handle someone has is refused under the field", async () => {
    const { handle } = await premiumWithProfile();
    const user = await signUpForWeb();
    await setPlan(user.userId, "premium");
    const res = await formPost("/profile/public", { handle }, user.cookie);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("That handle is taken. Please choose another.");
  });

  it("Free cannot save by posting the form anyway", async () => {
    const user = await signUpForWeb();
    const res = await formPost("/profile/public", { enabled: "true", handle: uniqueHandle() }, user.cookie);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("A public profile is included in the Premium plan");
  });
});

describe("/u/:handle as a visitor", () => {
  it("is plain HTML with no script, its title, description and Open Graph tags, and noindex by default", async () => {
    const { handle } = await premiumWithProfile({ headline: "Backend engineer", targetRoles: ["Backend engineer"] });
    const { res, html } = await visit(`/u/${handle}`);
    expect(res.status).toBe(200);
    expect(html).not.toMatch(/<script\b/);
    expect(html).not.toContain("modulepreload");
    expect(res.headers.get("Content-Security-Policy")).toContain("script-src 'none'");
    expect(html).toContain("<title>Meera Nair · Backend engineer · Offerpath</title>");
    expect(html).toContain(
      `<meta name="description" content="Meera Nair&#x27;s job search on Offerpath. Looking for: Backend engineer."/>`,
    );
    expect(html).toContain('<meta property="og:type" content="profile"/>');
    expect(html).toContain('<meta property="og:title" content="Meera Nair · Backend engineer · Offerpath"/>');
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/u/${handle}"/>`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
    // The chart: SVG with a title and a summary, and its numbers in a table under a <details>.
    expect(html).toContain("<svg");
    expect(html).toContain("Applications per week");
    expect(html).toContain("<details");
    expect(html).toContain("<table");
  });

  it("is indexable, with a canonical link, only when the owner allows it", async () => {
    const { handle } = await premiumWithProfile({ allowIndexing: true });
    const { html } = await visit(`/u/${handle}`);
    expect(html).not.toContain("noindex");
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/u/${handle}"/>`);
  });

  it("robots.txt lets crawlers read /u/ (so they see noindex) and the sitemap lists no profile", async () => {
    const robots = await (await visit("/robots.txt")).html;
    expect(robots).not.toMatch(/Disallow: \/u\b/);
    expect(robots).toContain("Disallow: /profile");
    const sitemap = await (await visit("/sitemap.xml")).html;
    expect(sitemap).not.toContain("/u/");
  });

  it("never shows notes, salaries, contacts, email, documents or saved jobs, whatever is switched on", async () => {
    const { user, handle } = await premiumWithProfile({ showCompanies: true, openToWork: true });
    await createJob(user, {
      company: "Shown Systems",
      position: "SRE",
      status: "offer",
      notes: "SECRET-NOTE-1188",
      salary: { min: 3_456_789, max: 0, currency: "INR" },
    });
    await createJob(user, { company: "Saved Secretly", position: "SRE", status: "saved" });
    await api("POST", "/contacts", {
      ...as(user),
      body: { name: "SECRET-PERSON", email: "hidden.person@example.test" },
    });
    const { res, html } = await visit(`/u/${handle}`);
    expect(res.status).toBe(200);
    expect(html).toContain("Shown Systems");
    expect(html).toContain("Open to work");
    for (const secret of [user.email, "SECRET-", "hidden.person", "3456789", "34,56,789", "Saved Secretly"]) {
      expect(html, secret).not.toContain(secret);
    }
  });

  it("the companies are off by default", async () => {
    const { user, handle } = await premiumWithProfile();
    await createJob(user, { company: "Quiet Company", position: "PM", status: "applied" });
    const { html } = await visit(`/u/${handle}`);
    expect(html).not.toContain("Quiet Company");
    expect(html).not.toContain("Recently applied to");
  });

  it("answers 404 for a handle that cannot exist, without a 5xx", async () => {
    for (const path of ["/u/ab", "/u/%00", "/u/%E0%A4%A", `/u/${"x".repeat(500)}`, "/u/admin", "/u/..%2Fprofile"]) {
      const { res } = await visit(path);
      expect(res.status, path).toBe(404);
    }
  });
});

describe("the edge cache never outlives a hidden profile", () => {
  async function cachedProfile(settings: Record<string, unknown> = {}) {
    const owner = await premiumWithProfile(settings);
    const first = await visit(`/u/${owner.handle}`);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get("X-Edge-Cache")).toBe("MISS");
    const second = await visit(`/u/${owner.handle}`);
    expect(second.res.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(second.res.headers.get("Cache-Control")).toBe("public, no-cache");
    return owner;
  }

  async function expectGone(handle: string) {
    const next = await visit(`/u/${handle}`);
    expect(next.res.status).toBe(404);
    expect(next.res.headers.get("X-Edge-Cache")).toBeNull();
    expect(next.html).toContain("Profile not found");
    expect((await api("GET", `/profiles/view/${handle}`)).status).toBe(404);
  }

  it("turning it off: 404 on the next request; turning it on again serves it fresh", async () => {
    const { user, handle } = await cachedProfile();
    await api("PUT", "/profiles", { ...as(user), body: { enabled: false } });
    await expectGone(handle);
    await api("PUT", "/profiles", { ...as(user), body: { enabled: true } });
    const back = await visit(`/u/${handle}`);
    expect(back.res.status).toBe(200);
    expect(back.res.headers.get("X-Edge-Cache")).toBe("MISS");
  });

  it("a chosen theme (issue 31) is its own private copy; a hidden profile's 404 is private too", async () => {
    const { user, handle } = await cachedProfile();
    const dark = { headers: { Cookie: "op_theme=dark" } };
    const first = await visit(`/u/${handle}`, dark);
    expect(first.res.headers.get("X-Edge-Cache")).toBe("MISS");
    expect(first.html).toContain('<html lang="en" data-theme="dark">');
    expect(first.res.headers.get("Cache-Control")).toBe("private, no-cache");
    const again = await visit(`/u/${handle}`, dark);
    expect(again.res.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(again.res.headers.get("Cache-Control")).toBe("private, no-cache");
    const plain = await visit(`/u/${handle}`);
    expect(plain.res.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(plain.html).not.toContain("data-theme");
    await api("PUT", "/profiles", { ...as(user), body: { enabled: false } });
    const gone = await visit(`/u/${handle}`, dark);
    expect(gone.res.status).toBe(404);
    expect(gone.res.headers.get("Cache-Control")).toBe("private, no-cache");
  });

  it("a change of what is shown is on the next request, not five minutes later", async () => {
    const { user, handle } = await cachedProfile({ headline: "Before" });
    await api("PUT", "/profiles", { ...as(user), body: { headline: "After" } });
    const next = await visit(`/u/${handle}`);
    expect(next.res.headers.get("X-Edge-Cache")).toBe("MISS");
    expect(next.html).toContain("After");
    expect(next.html).not.toContain("Before");
  });

  it("a new name on the account is on the next request", async () => {
    const { user, handle } = await cachedProfile();
    const res = await api("PATCH", "/auth/update-profile", {
      ...as(user),
      body: { name: "Meera N. Pillai", email: user.email },
    });
    expect(res.status).toBe(200);
    expect((await visit(`/u/${handle}`)).html).toContain("Meera N. Pillai");
  });

  it("a changed handle: the old address is a 404 on the next request", async () => {
    const { user, handle } = await cachedProfile();
    await api("PUT", "/profiles", { ...as(user), body: { handle: uniqueHandle("moved") } });
    await expectGone(handle);
  });

  it("a downgrade (the plan row changes): 404 on the next request; the settings are kept", async () => {
    const { user, handle } = await cachedProfile();
    await setPlan(user.userId, "basic");
    await expectGone(handle);
    const settings = await page("/profile/public", user.cookie);
    expect(await settings.text()).toContain(`Your page at /u/${handle} is hidden while your plan does not include it.`);
    await setPlan(user.userId, "premium");
    expect((await visit(`/u/${handle}`)).res.status).toBe(200);
  });

  it("cancelling the subscription (POST /plans/cancel): 404 on the next request", async () => {
    const { user, handle } = await cachedProfile();
    const res = await api("POST", "/plans/cancel", as(user));
    expect(res.status).toBe(200);
    await expectGone(handle);
  });

  it("the daily run expiring a lapsed Premium plan: 404 on the next request", async () => {
    const user: WebUser = await signUpForWeb({ name: "Lapsed Premium" });
    const { orderId, transactionId } = await orderFor(user, "premium", "monthly");
    const paid = await verifyPayment(testDeps({ now: () => new Date(Date.now() - 40 * DAY) }), user.userId, {
      ...(await checkoutResult(orderId)),
      transactionId,
    });
    expect(paid.ok).toBe(true);
    const handle = uniqueHandle("lapsed");
    expect((await api("PUT", "/profiles", { ...as(user), body: { enabled: true, handle } })).status).toBe(200);
    await visit(`/u/${handle}`);
    expect((await visit(`/u/${handle}`)).res.headers.get("X-Edge-Cache")).toBe("HIT");
    await runBillingSchedule(testDeps());
    await expectGone(handle);
  });

  it("deleting the account: 404 on the next request, and the handle is free again", async () => {
    const { user, handle } = await cachedProfile();
    const res = await formPost("/profile", { intent: "delete", password: user.password }, user.cookie);
    expect(res.status).toBe(302);
    await expectGone(handle);
    const row = await env.DB.prepare("SELECT count(*) AS n FROM public_profiles WHERE handle = ?").bind(handle).first();
    expect(row?.n).toBe(0);
    const next = await premiumWithProfile();
    expect((await api("PUT", "/profiles", { ...as(next.user), body: { handle } })).status).toBe(200);
  });

  it("a signed-in visitor's copy is never stored or served from the cache", async () => {
    const { handle } = await premiumWithProfile();
    const viewer = await signUpForWeb();
    const res = await visit(`/u/${handle}`, { headers: { Cookie: viewer.cookie } });
    expect(res.res.status).toBe(200);
    expect(res.res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.res.headers.get("X-Edge-Cache")).toBeNull();
    expect(res.html).toContain("Go to dashboard");
  });
});
