/**
 * The plan and payment screens through the whole Worker, with the local Razorpay stand-in switched on
 * (RAZORPAY_KEY_ID = the local placeholder): no network, and the stand-in answers with ids and a
 * signature made with the key secret, exactly as Razorpay would, to the same verify and callback code.
 */

import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { app } from "@worker/index";
import { describe, expect, it, vi } from "vitest";
import { page, signUpForWeb, uniqueClientIp, uniqueEmail, type WebUser } from "../support";

// Each test is a whole journey of page loads (the first also loads the app): 5 s is short on two busy cores.
vi.setConfig({ testTimeout: 30_000 });

const ORIGIN = "http://localhost";
const standInEnv = { ...env, RAZORPAY_KEY_ID: "rzp_test_local" };

async function send(path: string, init: RequestInit, cookie?: string) {
  const ctx = createExecutionContext();
  const headers = new Headers(init.headers);
  if (cookie) headers.set("Cookie", cookie);
  const res = await app.request(`${ORIGIN}${path}`, { redirect: "manual", ...init, headers }, standInEnv, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const open = (path: string, cookie?: string) => send(path, { method: "GET" }, cookie);
const submit = (path: string, fields: Record<string, string>, cookie?: string) =>
  send(
    path,
    {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    },
    cookie,
  );

/** The path and query of a redirect. */
function location(res: Response): string {
  const to = res.headers.get("location") ?? "";
  return to.startsWith(ORIGIN) ? to.slice(ORIGIN.length) : to;
}

async function planIds(): Promise<Record<string, string>> {
  const { results } = await env.DB.prepare("SELECT id, name FROM plans").all<{ id: string; name: string }>();
  return Object.fromEntries(results.map((p) => [p.name, p.id]));
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** The forms of a page: method, action and hidden fields, by submit button text. */
function formsOf(html: string): Record<string, { method: string; action: string; fields: Record<string, string> }> {
  const forms: Record<string, { method: string; action: string; fields: Record<string, string> }> = {};
  for (const [, attrs, body] of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const method = /method="([^"]+)"/.exec(attrs)?.[1] ?? "get";
    const action = decode(/action="([^"]*)"/.exec(attrs)?.[1] ?? "");
    const fields: Record<string, string> = {};
    for (const [, name, value] of body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
      fields[name] = decode(value);
    }
    const label =
      /<button[^>]*>([\s\S]*?)<\/button>/
        .exec(body)?.[1]
        ?.replace(/<[^>]+>/g, "")
        .trim() ?? "";
    forms[label] = { method, action, fields };
  }
  return forms;
}

/** Submits a stand-in form as the browser would (GET query, or POST body). */
async function answer(form: { method: string; action: string; fields: Record<string, string> }, cookie: string) {
  if (form.method === "get") return open(`${form.action}?${new URLSearchParams(form.fields)}`, cookie);
  return submit(form.action, form.fields, cookie);
}

async function currentPlanName(u: WebUser): Promise<string> {
  const row = await env.DB.prepare("SELECT p.name FROM users u JOIN plans p ON p.id = u.current_plan_id WHERE u.id = ?")
    .bind(u.userId)
    .first<{ name: string }>();
  return row?.name ?? "";
}

/** No JavaScript: Pay Now → Payment Link (stand-in) → Pay → callback → the page shows the outcome. */
async function payWithLink(u: WebUser, planId: string, billingType: string, button: "Pay" | "Fail" = "Pay") {
  const start = await submit(`/payment?planId=${planId}&billingType=${billingType}`, { intent: "link" }, u.cookie);
  expect(start.status).toBe(303);
  expect(location(start)).toMatch(/^\/payment\/stand-in\?link=plink_local_/);
  const standIn = await open(location(start), u.cookie);
  expect(standIn.status).toBe(200);
  const html = await standIn.text();
  expect(html).toContain("Local payment stand-in (not Razorpay)");
  const callback = await answer(formsOf(html)[button], u.cookie);
  expect(callback.status).toBe(302);
  return location(callback);
}

describe("/plans", () => {
  it("shows every plan with its price, the current plan and where each button goes", async () => {
    const u = await signUpForWeb();
    const ids = await planIds();
    const monthly = await (await open("/plans", u.cookie)).text();
    expect(monthly).toContain("Save up to 20%");
    expect(monthly).toContain("₹49");
    expect(monthly).toContain("Current Plan");
    expect(monthly).toContain(`/payment?planId=${ids.basic}&amp;billingType=monthly`);
    expect(monthly).not.toContain("Downgrade to Free");
    const yearly = await (await open("/plans?billing=yearly", u.cookie)).text();
    expect(yearly).toContain("₹470");
    expect(yearly).toContain("Save 20% with yearly billing");
    expect(yearly).toContain(`/payment?planId=${ids.premium}&amp;billingType=yearly`);
    expect(yearly).toContain("Unlimited");
  });
});

describe("/payment", () => {
  it("needs a paid plan and a cycle in the URL, else goes back to /plans", async () => {
    const u = await signUpForWeb();
    const ids = await planIds();
    for (const path of [
      "/payment",
      `/payment?planId=${ids.basic}`,
      `/payment?planId=${ids.basic}&billingType=weekly`,
      `/payment?planId=${ids.free}&billingType=monthly`,
      "/payment?planId=nope&billingType=monthly",
    ]) {
      const res = await open(path, u.cookie);
      expect(res.status, path).toBe(302);
      expect(location(res), path).toBe("/plans");
    }
  });

  it("shows the order summary in rupees with Pay Now and Cancel, and allows Razorpay only on this page", async () => {
    const u = await signUpForWeb();
    const ids = await planIds();
    const res = await open(`/payment?planId=${ids.basic}&billingType=yearly`, u.cookie);
    const html = await res.text();
    for (const text of [
      "Order summary",
      "Basic",
      "Yearly",
      "₹470",
      "Pay Now",
      "Cancel",
      "Track up to 50 job applications",
    ]) {
      expect(html).toContain(text);
    }
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toMatch(/script-src[^;]*https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/form-action 'self' https:\/\/rzp\.io https:\/\/\*\.razorpay\.com/);
    const elsewhere = (await open("/dashboard", u.cookie)).headers.get("Content-Security-Policy") ?? "";
    expect(elsewhere).not.toContain("razorpay");
    expect(elsewhere).toContain("form-action 'self';");
  });

  it("without JavaScript: pays Basic yearly through the payment link, once, and shows it everywhere", async () => {
    const u = await signUpForWeb();
    const ids = await planIds();
    const back = await payWithLink(u, ids.basic, "yearly");
    expect(back).toMatch(new RegExp(`^/payment\\?planId=${ids.basic}&billingType=yearly&tx=`));
    const done = await (await open(back, u.cookie)).text();
    expect(done).toContain("Payment Successful!");
    expect(done).toMatch(/>Basic(<!-- -->)? plan<\/p>/);
    expect(await currentPlanName(u)).toBe("basic");

    const subscription = await (await open("/subscription", u.cookie)).text();
    for (const text of ["Subscription Management", "Active", "Yearly", "Cancel Subscription", "₹470", "Completed"]) {
      expect(subscription).toContain(text);
    }
    const history = await (await open("/payment-history", u.cookie)).text();
    expect(history).toContain("Basic Plan");
    expect(history).toMatch(/pay_local_\w+/);
    const receiptHref = /href="(\/payments\/[^"]+\/receipt)"/.exec(history)?.[1] ?? "";
    const receipt = await open(receiptHref, u.cookie);
    expect(receipt.status).toBe(200);
    const receiptHtml = await receipt.text();
    for (const text of ["Offerpath", "Receipt", "Test User", "Basic plan", "₹470", "pay_local_"]) {
      expect(receiptHtml).toContain(text);
    }

    const stranger = await signUpForWeb();
    expect((await open(receiptHref, stranger.cookie)).status).toBe(404);
  });

  it("says a payment for another plan replaces the paid period still running, and nothing on Free", async () => {
    const u = await signUpForWeb();
    const ids = await planIds();
    const premium = `/payment?planId=${ids.premium}&billingType=monthly`;
    expect(await (await open(premium, u.cookie)).text()).not.toContain("This replaces your");
    await payWithLink(u, ids.basic, "yearly");
    const html = await (await open(premium, u.cookie)).text();
    expect(html).toContain("This replaces your Basic plan");
    expect(html).toMatch(/paid until (<!-- -->)?\d{1,2} \w{3} \d{4}/);
    expect(html).toContain("Pay Now");
  });

  it("a failed payment shows Payment Failed with Try Again, and the plan stays Free", async () => {
    const u = await signUpForWeb();
    const ids = await planIds();
    const back = await payWithLink(u, ids.premium, "monthly", "Fail");
    expect(back).toContain("error=interrupted");
    const html = await (await open(back, u.cookie)).text();
    expect(html).toContain("Payment Failed");
    expect(html).toContain(`href="/payment?planId=${ids.premium}&amp;billingType=monthly"`);
    expect(html).toContain("Try Again");
    expect(await currentPlanName(u)).toBe("free");
    const history = await (await open("/payment-history", u.cookie)).text();
    expect(history).toContain("Failed");
    expect(history).toContain("N/A");
    const tx = /tx=([^&]+)/.exec(back)?.[1];
    expect((await open(`/payments/${tx}/receipt`, u.cookie)).status).toBe(404);
  });

  it("with JavaScript: the order's stand-in posts Checkout's answer to the verify action", async () => {
    const u = await signUpForWeb();
    const ids = await planIds();
    const page = `/payment?planId=${ids.premium}&billingType=monthly`;
    expect((await submit(page, { intent: "order" }, u.cookie)).status).toBe(200);
    const tx = await env.DB.prepare(
      "SELECT id, order_id AS orderId, amount FROM transactions WHERE user_id = ? ORDER BY created_at DESC LIMIT 1",
    )
      .bind(u.userId)
      .first<{ id: string; orderId: string; amount: number }>();
    expect(tx?.orderId).toMatch(/^order_local_/);
    expect(tx?.amount).toBe(99);
    const standIn = await (await open(`/payment/stand-in?order=${tx?.orderId}&tx=${tx?.id}`, u.cookie)).text();
    const { Pay } = formsOf(standIn);
    expect(Pay.fields).toMatchObject({ intent: "verify", razorpay_order_id: tx?.orderId, transactionId: tx?.id });

    const forged = await submit(Pay.action, { ...Pay.fields, razorpay_signature: "0".repeat(64) }, u.cookie);
    expect(location(forged)).toContain("error=verification");
    expect(await (await open(location(forged), u.cookie)).text()).toContain("Payment verification failed");
    expect(await currentPlanName(u)).toBe("free");

    const verified = await submit(Pay.action, Pay.fields, u.cookie);
    expect(location(verified)).toBe(`${page}&tx=${tx?.id}`);
    expect(await (await open(location(verified), u.cookie)).text()).toContain("Payment Successful!");
    expect(await currentPlanName(u)).toBe("premium");
  });

  it("a payment link callback with a forged signature changes nothing and says verification failed", async () => {
    const u = await signUpForWeb();
    const ids = await planIds();
    const start = await submit(`/payment?planId=${ids.basic}&billingType=monthly`, { intent: "link" }, u.cookie);
    const { Pay } = formsOf(await (await open(location(start), u.cookie)).text());
    const forged = await open(
      `/payment/callback?${new URLSearchParams({ ...Pay.fields, razorpay_signature: "f".repeat(64) })}`,
      u.cookie,
    );
    expect(location(forged)).toMatch(/error=verification$/);
    expect(await (await open(location(forged), u.cookie)).text()).toContain("Payment verification failed");
    expect(await currentPlanName(u)).toBe("free");
    // Someone else's callback (the same signed query) finds no transaction of theirs.
    const stranger = await signUpForWeb();
    const theirs = await open(`/payment/callback?${new URLSearchParams(Pay.fields)}`, stranger.cookie);
    expect(location(theirs)).toBe("/plans");
    expect(await currentPlanName(stranger)).toBe("free");
    expect(await currentPlanName(u)).toBe("free");
  });

  it("the stand-in serves only the caller's own orders, and only with the local placeholder key", async () => {
    const u = await signUpForWeb();
    const ids = await planIds();
    const start = await submit(`/payment?planId=${ids.basic}&billingType=monthly`, { intent: "link" }, u.cookie);
    const stranger = await signUpForWeb();
    expect((await open(location(start), stranger.cookie)).status).toBe(404);
    // The test configuration's real-looking key: no stand-in.
    expect((await page(location(start), u.cookie)).status).toBe(404);
  });
});

describe("paying before the end (decision 043)", () => {
  it("the current paid plan can be renewed early from /plans, /subscription and /payment", async () => {
    const u = await signUpForWeb();
    const ids = await planIds();
    await payWithLink(u, ids.basic, "monthly");
    const end = await env.DB.prepare("SELECT plan_ends_at AS e FROM users WHERE id = ?")
      .bind(u.userId)
      .first<{ e: number }>();
    const plans = await (await open("/plans", u.cookie)).text();
    expect(plans).toContain("Renew early");
    expect(plans).toContain("renewing early adds the new period after your paid time ends");
    expect(await (await open("/subscription", u.cookie)).text()).toContain("Renew early");
    const renew = await (await open(`/payment?planId=${ids.basic}&billingType=monthly`, u.cookie)).text();
    expect(renew).not.toContain("You are already on");
    expect(renew).toContain("Renewing early");
    expect(renew).toContain("Pay Now");
    const back = await payWithLink(u, ids.basic, "monthly");
    const tx = /tx=([^&]+)/.exec(back)?.[1];
    const row = await env.DB.prepare("SELECT start_date AS s FROM transactions WHERE id = ?")
      .bind(tx)
      .first<{ s: number }>();
    expect(row?.s).toBe(end?.e);
  });

  it("a change of plan shows the credit before paying, charges it without JavaScript, and the receipt shows it", async () => {
    const u = await signUpForWeb();
    const ids = await planIds();
    await payWithLink(u, ids.basic, "monthly");
    const order = await (await open(`/payment?planId=${ids.premium}&billingType=monthly`, u.cookie)).text();
    const credit = /Unused days of Basic \((\d+) days\)<\/dt><dd[^>]*>−(?:<!-- -->)?₹([\d.]+)/.exec(order);
    expect(credit, order).not.toBeNull();
    expect(order).toContain("Total");
    const rupees = Number(credit?.[2]);
    expect(rupees).toBeGreaterThan(45);
    const back = await payWithLink(u, ids.premium, "monthly");
    const tx = /tx=([^&]+)/.exec(back)?.[1];
    const row = await env.DB.prepare("SELECT amount, credit_paise FROM transactions WHERE id = ?")
      .bind(tx)
      .first<{ amount: number; credit_paise: number }>();
    expect(row?.credit_paise).toBe(Math.round(rupees * 100));
    expect(row?.amount).toBeCloseTo(99 - rupees, 2);
    const receipt = await (await open(`/payments/${tx}/receipt`, u.cookie)).text();
    expect(receipt).toMatch(/Unused days of Basic \(\d+ days\)/);
    expect(receipt).toContain(`−₹${rupees.toFixed(2)}`);
  });

  it("the terms state the rules", async () => {
    const terms = await (await open("/terms-of-use")).text();
    expect(terms).toContain("Renewing the same plan early adds the new month or year after the end of the time");
    expect(terms).toContain("taken off the new plan");
  });
});

describe("/subscription", () => {
  it("cancels a paid plan back to Free from the no-JavaScript confirm page", async () => {
    const u = await signUpForWeb();
    const ids = await planIds();
    await payWithLink(u, ids.basic, "monthly");
    const confirm = await (await open("/subscription/cancel", u.cookie)).text();
    expect(confirm).toContain("Your account will be downgraded to the Free plan immediately.");
    expect(confirm).toContain("Keep Subscription");
    const res = await submit("/subscription/cancel", {}, u.cookie);
    expect(location(res)).toBe("/subscription");
    expect(await currentPlanName(u)).toBe("free");
    const free = await (await open("/subscription", u.cookie)).text();
    expect(free).not.toContain("Cancel Subscription");
    expect(free).toContain("Free");
    expect((await open("/subscription/cancel", u.cookie)).status).toBe(302);
  });

  it("shows three recent transactions and a link to all of them", async () => {
    const u = await signUpForWeb();
    const ids = await planIds();
    await payWithLink(u, ids.basic, "monthly", "Fail");
    await payWithLink(u, ids.basic, "monthly", "Fail");
    await payWithLink(u, ids.basic, "monthly", "Fail");
    const fewer = await (await open("/subscription", u.cookie)).text();
    expect(fewer).not.toContain("View all transactions");
    await payWithLink(u, ids.basic, "monthly", "Fail");
    const more = await (await open("/subscription", u.cookie)).text();
    expect(more).toContain('href="/payment-history"');
    expect(more.match(/>Basic Plan<\/h3>/g)?.length).toBe(3);
  });

  it("Downgrade to Free on /plans switches at once", async () => {
    const u = await signUpForWeb();
    const ids = await planIds();
    await payWithLink(u, ids.premium, "yearly");
    const res = await submit("/plans", { planId: ids.free }, u.cookie);
    expect(location(res)).toBe("/subscription");
    expect(await currentPlanName(u)).toBe("free");
  });
});

describe("/register step 2", () => {
  it("after the account, the order summary with Complete Payment and Continue with Free Plan", async () => {
    const ids = await planIds();
    const email = uniqueEmail("step2");
    const registered = await send(`/register?planId=${ids.basic}&billingType=yearly`, {
      method: "POST",
      headers: {
        Origin: ORIGIN,
        "Content-Type": "application/x-www-form-urlencoded",
        "CF-Connecting-IP": uniqueClientIp(),
      },
      body: new URLSearchParams({ name: "Step Two", email, password: "secret-12", confirmPassword: "secret-12" }),
    });
    expect(registered.status).toBe(302);
    const step2 = location(registered);
    expect(step2).toBe(`/register?planId=${ids.basic}&billingType=yearly&step=payment`);
    const cookie = registered.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .find((c) => c.startsWith("op_session=")) as string;
    const html = await (await open(step2, cookie)).text();
    for (const text of ["Complete Payment", "Continue with Free Plan", "₹470", "Yearly"]) expect(html).toContain(text);

    const start = await submit(step2, { intent: "link" }, cookie);
    expect(location(start)).toMatch(/from=register-step$/);
    const standIn = await (await open(location(start), cookie)).text();
    const failed = await answer(formsOf(standIn).Fail, cookie);
    expect(location(failed)).toMatch(/^\/register\?.*step=payment.*error=interrupted/);
    const shown = await (await open(location(failed), cookie)).text();
    expect(shown).toContain("Payment process was interrupted. You can try again or continue with the free plan.");
    expect(shown).toContain("Continue with Free Plan");
  });
});
