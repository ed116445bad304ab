/**
 * Every claim the pricing copy makes is one the code backs (issue 23). The plan rows' copy (features,
 * descriptions) and the pages that show it (the landing page's cards, /plans, the checkout summary,
 * /subscription) are read against the plans' flags and limits:
 * - a feature shown as included names a flag that is true on that plan, and a flag that is false is never
 *   shown as included;
 * - a number shown ("up to 50 job applications", "50 MB") is the plan's limit;
 * - a flag shown as included anywhere is one the code gates: a probe proves the feature is refused on a
 *   plan without the flag and allowed on one with it. A flag nothing gates (`prioritySupport`) is never
 *   shown as included.
 * The check is proved able to fail: a Basic card claiming "public profile" is caught.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { forgetPublicPlans } from "@worker/domain/plans.server";
import { app } from "@worker/index";
import { afterEach, describe, expect, it } from "vitest";
import { api, as, setPlan, signUp, signUpForWeb } from "../support";

type Flag = "exportData" | "advancedAnalytics" | "publicProfile" | "prioritySupport";
type PlanRow = {
  id: string;
  name: string;
  description: string;
  features: { _id: string; name: string; description: string; included: boolean }[];
  limitJobApplications: number;
  limitContacts: number;
  limitDocumentStorage: number;
} & Record<Flag, boolean>;

/** How copy names each flag. */
const FLAG_WORDS: Record<Flag, RegExp> = {
  exportData: /\bexport\b/i,
  advancedAnalytics: /\banalytics\b|\binsights\b/i,
  publicProfile: /public profile/i,
  prioritySupport: /priority support/i,
};

/** Each gated flag's probe: the answer for a user on `plan` (true: the feature was allowed). */
const GATE_PROBES: Partial<Record<Flag, (plan: "free" | "basic" | "premium") => Promise<boolean>>> = {
  exportData: async (plan) => {
    const user = await signUp();
    await setPlan(user.userId, plan);
    // CSV (and ZIP) are what the flag sells; the JSON backup is on every plan (issue 30).
    const res = await api("GET", "/export?format=csv&area=jobs", as(user));
    expect([200, 403]).toContain(res.status);
    return res.status === 200;
  },
  advancedAnalytics: async (plan) => {
    const user = await signUp();
    await setPlan(user.userId, plan);
    const res = await api("GET", "/analytics/applications?period=last-month", as(user));
    expect([200, 403]).toContain(res.status);
    return res.status === 200;
  },
  publicProfile: async (plan) => {
    const user = await signUp();
    await setPlan(user.userId, plan);
    const res = await api("PUT", "/profiles", {
      ...as(user),
      body: { handle: `probe-${crypto.randomUUID().slice(0, 8)}` },
    });
    expect([200, 403]).toContain(res.status);
    return res.status === 200;
  },
};

async function planRows(): Promise<PlanRow[]> {
  const { results } = await env.DB.prepare(
    `SELECT id, name, description, features, limit_job_applications AS limitJobApplications,
       limit_contacts AS limitContacts, limit_document_storage AS limitDocumentStorage,
       export_data AS exportData, advanced_analytics AS advancedAnalytics, public_profile AS publicProfile,
       priority_support AS prioritySupport
     FROM plans WHERE is_active = 1 ORDER BY price_monthly`,
  ).all<Record<string, unknown>>();
  return results.map((r) => ({
    ...(r as unknown as PlanRow),
    features: JSON.parse(String(r.features)),
    exportData: !!r.exportData,
    advancedAnalytics: !!r.advancedAnalytics,
    publicProfile: !!r.publicProfile,
    prioritySupport: !!r.prioritySupport,
  }));
}

/** A line of copy shown for a plan, and whether it is shown as included. */
type Claim = { plan: string; text: string; included: boolean; where: string };

/** What is wrong with the claims, as sentences (empty: every claim is backed). */
function violations(claims: Claim[], plans: PlanRow[]): string[] {
  const out: string[] = [];
  for (const claim of claims) {
    const plan = plans.find((p) => p.name === claim.plan);
    if (!plan) {
      out.push(`${claim.where}: no plan ${claim.plan}`);
      continue;
    }
    for (const [flag, words] of Object.entries(FLAG_WORDS) as [Flag, RegExp][]) {
      if (!words.test(claim.text)) continue;
      if (claim.included && !plan[flag])
        out.push(`${claim.where}: ${plan.name} shows "${claim.text}" but ${flag} is false`);
      if (!claim.included && plan[flag])
        out.push(`${claim.where}: ${plan.name} shows "${claim.text}" as not included but ${flag} is true`);
    }
    if (!claim.included) continue;
    const jobs = /(\d[\d,]*) job applications/i.exec(claim.text);
    if (jobs && Number(jobs[1].replaceAll(",", "")) !== plan.limitJobApplications)
      out.push(`${claim.where}: ${plan.name} shows "${claim.text}" but its limit is ${plan.limitJobApplications}`);
    if (/unlimited job applications/i.test(claim.text) && plan.limitJobApplications > 0)
      out.push(`${claim.where}: ${plan.name} shows "${claim.text}" but its limit is ${plan.limitJobApplications}`);
    const contacts = /(\d[\d,]*) contacts/i.exec(claim.text);
    if (contacts && Number(contacts[1].replaceAll(",", "")) !== plan.limitContacts)
      out.push(`${claim.where}: ${plan.name} shows "${claim.text}" but its contact limit is ${plan.limitContacts}`);
    if (/unlimited contacts/i.test(claim.text) && plan.limitContacts > 0)
      out.push(`${claim.where}: ${plan.name} shows "${claim.text}" but its contact limit is ${plan.limitContacts}`);
    const storage = /(\d[\d,]*) MB/i.exec(claim.text);
    if (storage && Number(storage[1].replaceAll(",", "")) !== plan.limitDocumentStorage)
      out.push(`${claim.where}: ${plan.name} shows "${claim.text}" but its storage is ${plan.limitDocumentStorage} MB`);
  }
  return out;
}

/** The claims the plan rows themselves carry: each feature, and the description (always "included"). */
function rowClaims(plans: PlanRow[]): Claim[] {
  return plans.flatMap((p) => [
    { plan: p.name, text: p.description, included: true, where: "plan description" },
    ...p.features.map((f) => ({
      plan: p.name,
      text: `${f.name}: ${f.description}`,
      included: f.included,
      where: "plan features",
    })),
  ]);
}

const stripTags = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

/** The feature lines of each card: `headingTag` opens a card and holds the plan's label. */
function cardClaims(html: string, headingTag: "h2" | "h3", where: string, planNames: string[]): Claim[] {
  const claims: Claim[] = [];
  const parts = html.split(new RegExp(`<${headingTag}\\b`));
  for (const part of parts.slice(1)) {
    const label = stripTags(part.slice(part.indexOf(">") + 1, part.indexOf(`</${headingTag}>`)));
    const plan = planNames.find((n) => n.toLowerCase() === label.toLowerCase());
    if (!plan) continue;
    const list = part.slice(0, part.indexOf("</ul>"));
    for (const m of list.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)) {
      const text = stripTags(m[1]);
      claims.push({
        plan,
        text: text.replace(" (not included)", ""),
        included: !text.includes("(not included)"),
        where,
      });
    }
    const description = /<p class="mt-1 text-sm text-slate-600">([\s\S]*?)<\/p>/.exec(part);
    if (description)
      claims.push({ plan, text: stripTags(description[1]), included: true, where: `${where} description` });
  }
  return claims;
}

async function visit(path: string, cookie?: string) {
  const ctx = createExecutionContext();
  const res = await app.request(
    `http://localhost:8787${path}`,
    { headers: cookie ? { Cookie: cookie } : {} },
    env,
    ctx,
  );
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  expect(res.status, path).toBe(200);
  return html;
}

/** Every claim the pages show, for every plan. */
async function pageClaims(plans: PlanRow[]): Promise<Claim[]> {
  const names = plans.map((p) => p.name);
  forgetPublicPlans();
  const landing = await visit("/");
  const user = await signUpForWeb();
  const plansPage = await visit("/plans", user.cookie);
  const claims = [
    ...cardClaims(landing.slice(landing.indexOf('id="pricing"')), "h3", "landing pricing card", names),
    ...cardClaims(plansPage, "h2", "/plans card", names),
  ];
  for (const plan of plans.filter((p) => p.name !== "free")) {
    const checkout = await visit(`/payment?planId=${plan.id}&billingType=monthly`, user.cookie);
    const summary = checkout.slice(checkout.indexOf("order-summary-title"));
    const list = summary.slice(0, summary.indexOf("</section>"));
    for (const m of list.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)) {
      claims.push({ plan: plan.name, text: stripTags(m[1]), included: true, where: "checkout summary" });
    }
    const subscriber = await signUpForWeb();
    await setPlan(subscriber.userId, plan.name as "basic" | "premium");
    const subscription = await visit("/subscription", subscriber.cookie);
    const current = subscription.slice(
      subscription.indexOf("Current Plan"),
      subscription.indexOf("Recent Transactions"),
    );
    claims.push({ plan: plan.name, text: stripTags(current), included: true, where: "/subscription" });
  }
  return claims;
}

describe("the pricing and feature copy against the plans' flags", () => {
  afterEach(() => forgetPublicPlans());

  it("the plan rows: every feature and description matches its flags and limits", async () => {
    const plans = await planRows();
    expect(plans.map((p) => p.name)).toEqual(["free", "basic", "premium"]);
    expect(violations(rowClaims(plans), plans)).toEqual([]);
  });

  it("the landing page's cards, /plans, the checkout summary and /subscription show only what the flags grant", async () => {
    const plans = await planRows();
    const claims = await pageClaims(plans);
    // The pages were read: each plan's cards list its features on both pricing pages.
    for (const plan of plans) {
      expect(claims.filter((c) => c.plan === plan.name && c.where === "landing pricing card").length).toBeGreaterThan(
        3,
      );
      expect(claims.filter((c) => c.plan === plan.name && c.where === "/plans card").length).toBeGreaterThan(3);
    }
    expect(claims.some((c) => c.where === "checkout summary")).toBe(true);
    expect(violations(claims, plans)).toEqual([]);
  });

  it("a plan row whose copy claims a feature its flag does not grant is caught, and the cards still show the flag", async () => {
    const plans = await planRows();
    const basic = plans.find((p) => p.name === "basic");
    if (!basic) throw new Error("no basic plan");
    const lying = basic.features.map((f) => (/public profile/i.test(f.name) ? { ...f, included: true } : f));
    await env.DB.prepare("UPDATE plans SET features = ? WHERE id = ?").bind(JSON.stringify(lying), basic.id).run();
    try {
      // The check over the row's copy fails…
      expect(violations(rowClaims(await planRows()), plans)).toContain(
        'plan features: basic shows "Public profile: Share a public profile of your job search" but publicProfile is false',
      );
      // …and no page repeats the lie: every card and summary is written from the flags (describePlan).
      const claims = await pageClaims(plans);
      expect(violations(claims, plans)).toEqual([]);
      const shown = claims.filter((c) => c.plan === "basic" && /public profile/i.test(c.text));
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((c) => !c.included)).toBe(true);
    } finally {
      await env.DB.prepare("UPDATE plans SET features = ? WHERE id = ?")
        .bind(JSON.stringify(basic.features), basic.id)
        .run();
    }
  });

  it("the violations check itself fails on a card claiming what the flag does not grant", () => {
    const plans: PlanRow[] = [
      {
        id: "p",
        name: "basic",
        description: "",
        features: [],
        limitJobApplications: 50,
        limitContacts: 100,
        limitDocumentStorage: 50,
        exportData: true,
        advancedAnalytics: false,
        publicProfile: false,
        prioritySupport: false,
      },
    ];
    expect(
      violations(
        [
          { plan: "basic", text: "Share a public profile", included: true, where: "card" },
          { plan: "basic", text: "Track up to 10 job applications", included: true, where: "card" },
        ],
        plans,
      ),
    ).toEqual([
      'card: basic shows "Share a public profile" but publicProfile is false',
      'card: basic shows "Track up to 10 job applications" but its limit is 50',
    ]);
  });

  it("every flag a plan shows as included is gated by the code: refused without the flag, allowed with it", async () => {
    const plans = await planRows();
    const shown = new Set<Flag>();
    for (const plan of plans)
      for (const [flag, words] of Object.entries(FLAG_WORDS) as [Flag, RegExp][])
        if (rowClaims([plan]).some((c) => c.included && words.test(c.text))) shown.add(flag);
    expect([...shown].sort()).toEqual(["advancedAnalytics", "exportData", "publicProfile"]);
    for (const flag of shown) {
      const probe = GATE_PROBES[flag];
      expect(probe, `${flag} is shown as included, so something must gate it`).toBeDefined();
      if (!probe) continue;
      for (const plan of plans) {
        expect(await probe(plan.name as "free" | "basic" | "premium"), `${flag} on ${plan.name}`).toBe(plan[flag]);
      }
    }
  });

  it("the numbers the landing page and /profile say about the Free plan are its limits", async () => {
    const free = (await planRows()).find((p) => p.name === "free");
    forgetPublicPlans();
    const landing = stripTags(await visit("/"));
    const faq = /The Free plan tracks up to (\d+) job applications and up to (\d+) contacts/.exec(landing);
    expect(faq, "the FAQ's answer").not.toBeNull();
    expect(Number(faq?.[1])).toBe(free?.limitJobApplications);
    expect(Number(faq?.[2])).toBe(free?.limitContacts);
    expect(Number(/Free for up to (\d+) job applications/.exec(landing)?.[1])).toBe(free?.limitJobApplications);
    const user = await signUpForWeb();
    const profile = stripTags(await visit("/profile", user.cookie));
    expect(Number(/Track up to (\d+) job applications/.exec(profile)?.[1])).toBe(free?.limitJobApplications);
  });

  it("the FAQ's numbers follow the plan rows when they change", async () => {
    await env.DB.prepare("UPDATE plans SET limit_job_applications = 12, limit_contacts = 34 WHERE name = 'free'").run();
    try {
      forgetPublicPlans();
      const landing = stripTags(await visit("/"));
      expect(landing).toContain("The Free plan tracks up to 12 job applications and up to 34 contacts");
      expect(landing).toContain("Free for up to 12 job applications.");
      expect(landing).not.toMatch(/\b10 (job )?applications\b|\b20 contacts\b/);
    } finally {
      await env.DB.prepare(
        "UPDATE plans SET limit_job_applications = 10, limit_contacts = 20 WHERE name = 'free'",
      ).run();
      forgetPublicPlans();
    }
  });

  it("the yearly saving the landing page and /plans name is the plans' best saving, counted from the prices", async () => {
    // Basic yearly at ₹411 against 12 × ₹49 = ₹588 saves 30%.
    await env.DB.prepare("UPDATE plans SET price_yearly = 411 WHERE name = 'basic'").run();
    try {
      forgetPublicPlans();
      const landing = stripTags(await visit("/"));
      expect(landing).toContain("Save up to 30% yearly.");
      expect(landing).toContain("yearly saves up to 30%");
      const user = await signUpForWeb();
      expect(stripTags(await visit("/plans", user.cookie))).toContain("Save up to 30%");
    } finally {
      await env.DB.prepare("UPDATE plans SET price_yearly = 470 WHERE name = 'basic'").run();
      forgetPublicPlans();
    }
  });

  it("/profile's plan card lists what each plan's flags grant, and the highest plan is offered no upgrade", async () => {
    const plans = await planRows();
    for (const plan of plans) {
      const user = await signUpForWeb();
      if (plan.name !== "free") await setPlan(user.userId, plan.name as "basic" | "premium");
      const html = await visit("/profile", user.cookie);
      const start = html.indexOf(">Subscription<");
      const card = html.slice(start, html.indexOf(">Your data<", start));
      const lines = [...card.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map((m) => stripTags(m[1]));
      const claims = lines.map((text) => ({ plan: plan.name, text, included: true, where: "/profile" }));
      expect(violations(claims, plans), plan.name).toEqual([]);
      // Every flag the plan has is named, and nothing no plan limits ("Basic task management").
      for (const flag of ["exportData", "advancedAnalytics", "publicProfile"] as const)
        expect(
          lines.some((l) => FLAG_WORDS[flag].test(l)),
          `${plan.name} ${flag}`,
        ).toBe(plan[flag]);
      expect(lines).toContain("Download your whole account as a JSON backup");
      expect(card).not.toContain("task management");
      const highest = plan.name === plans.at(-1)?.name;
      expect(stripTags(card).includes("Upgrade Plan"), plan.name).toBe(!highest);
    }
  });

  it("the checkout's order summary lists everything the plan includes (Premium: analytics and public profile)", async () => {
    const plans = await planRows();
    const premium = plans.find((p) => p.name === "premium");
    const user = await signUpForWeb();
    const html = await visit(`/payment?planId=${premium?.id}&billingType=monthly`, user.cookie);
    const summary = html.slice(html.indexOf("order-summary-title"));
    const list = stripTags(summary.slice(0, summary.indexOf("</section>")));
    expect(list).toContain("Advanced analytics");
    expect(list).toContain("public profile");
    expect(list).toContain("Unlimited job applications");
  });

  it("a flag nothing gates is never shown as included and is off on every plan", async () => {
    const plans = await planRows();
    for (const plan of plans) expect(plan.prioritySupport, plan.name).toBe(false);
    const claims = [...rowClaims(plans), ...(await pageClaims(plans))];
    expect(claims.filter((c) => c.included && FLAG_WORDS.prioritySupport.test(c.text))).toEqual([]);
  });
});
