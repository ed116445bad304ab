/**
 * The checkout's and the plans page's refused posts: Pay Now answers the same form reply as every form
 * (the failure above the form, with its status), a checkout answer that cannot be read goes back to the
 * page with its outcome, and a downgrade without a plan goes back to /plans.
 */
import { describe, expect, it, vi } from "vitest";
import { formPost, planNamed, rateLimited, signUpForWeb, stubRazorpay } from "../support";

/** The Pay Now form of a checkout page. */
function payNowForm(html: string): string {
  return /<form[^>]*>(?:(?!<\/form>)[\s\S])*?name="intent" value="link"[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
}

describe("/payment, Pay Now refused", () => {
  it("without JavaScript: a gateway failure is said above Pay Now, with the failure's status", async () => {
    const u = await signUpForWeb();
    const basic = await planNamed("basic");
    const rz = stubRazorpay(rateLimited);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await formPost(`/payment?planId=${basic.id}&billingType=monthly`, { intent: "link" }, u.cookie);
      expect(res.status).toBe(500);
      expect(payNowForm(await res.text())).toContain("Failed to create order");
    } finally {
      rz.restore();
      logged.mockRestore();
    }
  });

  it("with JavaScript: the order's failure comes back to the fetcher as the form reply", async () => {
    const u = await signUpForWeb();
    const basic = await planNamed("basic");
    const rz = stubRazorpay(rateLimited);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await formPost(`/payment.data?planId=${basic.id}&billingType=monthly`, { intent: "order" }, u.cookie);
      const body = await res.text();
      expect(body).toContain("initialValue");
      expect(body).toContain("Failed to create order");
    } finally {
      rz.restore();
      logged.mockRestore();
    }
  });

  it("an unknown intent is a 400 said above Pay Now", async () => {
    const u = await signUpForWeb();
    const basic = await planNamed("basic");
    const res = await formPost(`/payment?planId=${basic.id}&billingType=monthly`, { intent: "bogus" }, u.cookie);
    expect(res.status).toBe(400);
    expect(payNowForm(await res.text())).toContain("Unknown action");
  });

  it("a verify or failure post that cannot be read goes back to the page with its outcome", async () => {
    const u = await signUpForWeb();
    const basic = await planNamed("basic");
    const page = `/payment?planId=${basic.id}&billingType=monthly`;
    const verify = await formPost(page, { intent: "verify", razorpay_order_id: "order_x" }, u.cookie);
    expect(verify.status).toBe(302);
    expect(verify.headers.get("location")).toBe(`${page}&error=verification`);
    const failed = await formPost(page, { intent: "failed" }, u.cookie);
    expect(failed.headers.get("location")).toBe(`${page}&error=interrupted`);
  });
});

describe("/plans, Downgrade to Free refused", () => {
  it("a post without a plan goes back to /plans and changes nothing", async () => {
    const u = await signUpForWeb();
    const res = await formPost("/plans", { planId: "" }, u.cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/plans");
  });
});
