/** Plans and payments through the API (api-contract.md §7, §8), Razorpay's HTTP answered in the test isolate. */
import { env } from "cloudflare:workers";
import { sdkGateway } from "@worker/adapters/razorpay-sdk.server";
import { createOrder } from "@worker/domain/payments/checkout.server";
import { isLocalStandIn, RATE_LIMIT_WAITS_MS, retryingGateway } from "@worker/domain/payments/gateway";
import { addBillingPeriod, getCurrentPlan, paymentHistory } from "@worker/domain/payments/subscription.server";
import { afterEach, describe, expect, it } from "vitest";
import {
  api,
  checkoutResult,
  countUserUpdates,
  orderFor,
  paymentEvent,
  planNamed,
  rateLimited,
  sendWebhook,
  signUp,
  stubRazorpay,
  testDeps,
  txRow,
  txRowsOf,
  userRow,
  verify,
} from "../support";

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});
function stub(...args: Parameters<typeof stubRazorpay>) {
  const rz = stubRazorpay(...args);
  restore = rz.restore;
  return rz;
}

describe("GET /plans", () => {
  it("lists the three active plans by monthly price, publicly, with a short cache", async () => {
    const res = await api("GET", "/plans");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=60, stale-while-revalidate=300");
    expect(res.body.count).toBe(3);
    expect(res.body.plans.map((p: { name: string }) => p.name)).toEqual(["free", "basic", "premium"]);
    const basic = res.body.plans[1];
    expect(basic.price).toEqual({ monthly: 49, yearly: 470, currency: "INR" });
    expect(basic.limits).toMatchObject({ jobApplications: 50, contacts: 100, documentStorage: 50, exportData: true });
    expect(basic.features).toHaveLength(6);
    expect(basic).not.toHaveProperty("isActive");
  });

  it("GET /plans/:id sends the full plan; an unknown id is 404 Plan not found", async () => {
    const premium = await planNamed("premium");
    const res = await api("GET", `/plans/${premium.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toContain("max-age=60");
    expect(res.body.plan).toMatchObject({ _id: premium.id, name: "premium", isActive: true });
    expect(res.body.plan.createdAt).toMatch(/Z$/);
    const missing = await api("GET", "/plans/nope");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: "Plan not found" });
    expect(missing.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("current plan, upgrade and cancel", () => {
  it("a new user is on free with no subscription; the signed-out caller gets 401", async () => {
    const user = await signUp();
    const res = await api("GET", "/plans/user/current", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.plan.name).toBe("free");
    expect(res.body.subscription).toBeNull();
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect((await api("GET", "/plans/user/current")).status).toBe(401);
  });

  it("upgrade to a paid plan changes nothing and answers nextStep payment", async () => {
    const user = await signUp();
    const basic = await planNamed("basic");
    const res = await api("POST", "/plans/upgrade", {
      token: user.token,
      body: { planId: basic.id, billingType: "yearly" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: "Ready to upgrade plan",
      planId: basic.id,
      planName: "basic",
      billingType: "yearly",
      nextStep: "payment",
    });
    expect((await userRow(user.userId))?.plan_name).toBe("free");
    expect(await txRowsOf(user.userId)).toHaveLength(0);
  });

  it("refuses bad upgrade bodies with the contract's 400s and 404s", async () => {
    const user = await signUp();
    const free = await planNamed("free");
    const basic = await planNamed("basic");
    const call = (body: unknown) => api("POST", "/plans/upgrade", { token: user.token, body });
    expect((await call({ planId: basic.id })).body.message).toBe("Plan ID and billing type are required");
    expect((await call({ billingType: "monthly" })).body.message).toBe("Plan ID and billing type are required");
    const badType = await call({ planId: basic.id, billingType: "weekly" });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toBe("billingType must be monthly, yearly or one-time");
    expect((await call({ planId: basic.id, billingType: "one-time" })).status).toBe(400);
    const unknown = await call({ planId: "nope", billingType: "monthly" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Plan not found");
    const same = await call({ planId: free.id, billingType: "one-time" });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe("You are already on this plan");
    expect(
      (
        await api("POST", "/plans/upgrade", {
          token: user.token,
          rawBody: "{",
          headers: { "Content-Type": "application/json" },
        })
      ).body.message,
    ).toBe("Malformed JSON body");
  });

  it("upgrade to free switches at once with a plan-change transaction; cancel on free is a 400", async () => {
    const user = await signUp();
    const { orderId, transactionId } = await orderFor(user, "basic", "monthly");
    expect((await verify(user, orderId, transactionId)).status).toBe(200);
    const free = await planNamed("free");
    const res = await api("POST", "/plans/upgrade", {
      token: user.token,
      body: { planId: free.id, billingType: "one-time" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "Successfully downgraded to free plan", plan: "free" });
    const u = await userRow(user.userId);
    expect(u?.plan_name).toBe("free");
    expect(u?.plan_ends_at).toBeNull();
    const change = (await txRowsOf(user.userId)).at(-1);
    expect(change).toMatchObject({ plan_id: free.id, status: "completed", billing_type: "one-time", amount: 0 });
    expect(change?.order_id).toMatch(/^free_\d{13}_/);
    expect(new Date(change?.end_date ?? 0).getUTCFullYear() - new Date(change?.start_date ?? 0).getUTCFullYear()).toBe(
      100,
    );
    const cancel = await api("POST", "/plans/cancel", { token: user.token });
    expect(cancel.status).toBe(400);
    expect(cancel.body.message).toBe("You are already on the free plan");
  });

  it("cancel moves a paid user to free at once with a downgrade_ transaction, data kept", async () => {
    const user = await signUp();
    const { orderId, transactionId } = await orderFor(user, "premium", "yearly");
    await verify(user, orderId, transactionId);
    expect((await userRow(user.userId))?.plan_name).toBe("premium");
    const res = await api("POST", "/plans/cancel", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "Subscription cancelled successfully", currentPlan: "free" });
    expect((await userRow(user.userId))?.plan_name).toBe("free");
    const rows = await txRowsOf(user.userId);
    expect(rows).toHaveLength(2);
    expect(rows[0].status).toBe("completed");
    expect(rows[1].order_id).toMatch(/^downgrade_\d{13}_/);
    expect(rows[1].notes).toBe("Subscription cancelled, downgraded to free plan");
    const current = await api("GET", "/plans/user/current", { token: user.token });
    expect(current.body.plan.name).toBe("free");
    expect(current.body.subscription).toMatchObject({ billingType: "one-time", status: "active" });
  });
});

describe("POST /payments/create-order", () => {
  it("creates Razorpay orders in paise with the receipt and notes, and records initiated transactions", async () => {
    expect(isLocalStandIn(testDeps().config)).toBe(false);
    const user = await signUp({ name: "Asha Rao" });
    const rz = stub();
    const cases = [
      ["basic", "monthly", 4900, 49],
      ["basic", "yearly", 47000, 470],
      ["premium", "monthly", 9900, 99],
      ["premium", "yearly", 95000, 950],
    ] as const;
    for (const [name, billingType, paise, rupees] of cases) {
      const plan = await planNamed(name);
      const res = await api("POST", "/payments/create-order", {
        token: user.token,
        body: { planId: plan.id, billingType },
      });
      expect(res.status).toBe(200);
      const call = rz.calls.at(-1);
      expect(call?.method).toBe("POST");
      expect(call?.url).toBe("https://api.razorpay.com/v1/orders");
      const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET } = testDeps().config;
      expect(call?.authorization).toBe(`Basic ${btoa(`${RAZORPAY_KEY_ID}:${RAZORPAY_KEY_SECRET}`)}`);
      expect(call?.body.amount).toBe(paise);
      expect(call?.body.currency).toBe("INR");
      expect(call?.body.receipt).toMatch(/^receipt_\d{13}_\d{1,3}$/);
      expect(call?.body.receipt.length).toBeLessThanOrEqual(40);
      expect(call?.body.notes).toEqual({ userId: user.userId, planId: plan.id, planName: name, billingType });
      expect(res.body).toMatchObject({
        success: true,
        order: { amount: paise, currency: "INR", receipt: call?.body.receipt, notes: call?.body.notes },
        keyId: RAZORPAY_KEY_ID,
        user: { name: "Asha Rao", email: user.email },
      });
      expect(typeof res.body.order.id).toBe("string");
      const tx = await txRow(res.body.transaction);
      expect(tx).toMatchObject({
        user_id: user.userId,
        plan_id: plan.id,
        order_id: res.body.order.id,
        amount: rupees,
        status: "initiated",
        billing_type: billingType,
        billing_name: "Asha Rao",
        billing_email: user.email,
        start_date: null,
        end_date: null,
      });
    }
    expect(rz.calls).toHaveLength(4);
  });

  it("refuses bad bodies, the free plan and unknown plans before calling Razorpay", async () => {
    const user = await signUp();
    const rz = stub();
    const free = await planNamed("free");
    const basic = await planNamed("basic");
    const call = (body: unknown) => api("POST", "/payments/create-order", { token: user.token, body });
    expect(await call({ billingType: "monthly" })).toMatchObject({
      status: 400,
      body: { message: "planId is required" },
    });
    expect(await call({ planId: basic.id })).toMatchObject({
      status: 400,
      body: { message: "billingType must be monthly or yearly" },
    });
    expect(await call({ planId: basic.id, billingType: "one-time" })).toMatchObject({ status: 400 });
    expect(await call({ planId: free.id, billingType: "monthly" })).toMatchObject({
      status: 400,
      body: { success: false, message: "This plan does not require payment" },
    });
    expect(await call({ planId: "nope", billingType: "monthly" })).toMatchObject({
      status: 404,
      body: { message: "Plan not found" },
    });
    expect(
      (await api("POST", "/payments/create-order", { body: { planId: basic.id, billingType: "monthly" } })).status,
    ).toBe(401);
    expect(rz.calls).toHaveLength(0);
    expect(await txRowsOf(user.userId)).toHaveLength(0);
  });

  it("answers 500 Failed to create order when Razorpay refuses or cannot be reached, recording nothing", async () => {
    const user = await signUp();
    const basic = await planNamed("basic");
    const refused = stub(() => Response.json({ error: { description: "Authentication failed" } }, { status: 401 }));
    const res = await api("POST", "/payments/create-order", {
      token: user.token,
      body: { planId: basic.id, billingType: "monthly" },
    });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, message: "Failed to create order" });
    expect(refused.calls).toHaveLength(1);
    refused.restore();
    const offline = stub(() => {
      throw new TypeError("Network connection lost");
    });
    const res2 = await api("POST", "/payments/create-order", {
      token: user.token,
      body: { planId: basic.id, billingType: "monthly" },
    });
    expect(res2.status).toBe(500);
    expect(res2.body.message).toBe("Failed to create order");
    expect(offline.calls).toHaveLength(1);
    expect(await txRowsOf(user.userId)).toHaveLength(0);
  });

  it("retries a 429 three times in all, waiting 1 s then 2 s, then fails with Failed to create order", async () => {
    const user = await signUp();
    const basic = await planNamed("basic");
    const waits: number[] = [];
    const deps = testDeps({
      razorpay: retryingGateway(
        sdkGateway({ keyId: testDeps().config.RAZORPAY_KEY_ID, keySecret: testDeps().config.RAZORPAY_KEY_SECRET }),
        async (ms) => {
          waits.push(ms);
        },
      ),
    });
    const always = stub(() => rateLimited());
    const result = await createOrder(deps, user.userId, { planId: basic.id, billingType: "monthly" });
    expect(result).toMatchObject({ ok: false, code: "UNAVAILABLE", message: "Failed to create order" });
    expect(always.calls).toHaveLength(3);
    expect(waits).toEqual([...RATE_LIMIT_WAITS_MS]);
    expect(waits).toEqual([1000, 2000]);
    always.restore();

    waits.length = 0;
    const thenOk = stub((call, n) => (n < 3 ? rateLimited() : Response.json({ id: "order_after429", ...call.body })));
    const second = await createOrder(deps, user.userId, { planId: basic.id, billingType: "monthly" });
    expect(second.ok && second.value.order.id).toBe("order_after429");
    expect(thenOk.calls).toHaveLength(3);
    expect(waits).toEqual([1000, 2000]);
    expect(await txRowsOf(user.userId)).toHaveLength(1);
  });
});

describe("POST /payments/create-order twice", () => {
  it("answers the same unpaid order again for the same plan and cycle; a failed one gets a new order", async () => {
    const user = await signUp();
    const rz = stub();
    const basic = await planNamed("basic");
    const body = { planId: basic.id, billingType: "monthly" };
    const a = await api("POST", "/payments/create-order", { token: user.token, body });
    const b = await api("POST", "/payments/create-order", { token: user.token, body });
    expect(b.body.order).toEqual(a.body.order);
    expect(b.body.transaction).toBe(a.body.transaction);
    const yearly = await api("POST", "/payments/create-order", {
      token: user.token,
      body: { planId: basic.id, billingType: "yearly" },
    });
    expect(yearly.body.order.id).not.toBe(a.body.order.id);
    expect(yearly.body.order.amount).toBe(47000);

    expect((await sendWebhook(paymentEvent("payment.failed", a.body.order.id))).status).toBe(200);
    const retry = await api("POST", "/payments/create-order", { token: user.token, body });
    expect(retry.body.order.id).not.toBe(a.body.order.id);
    const later = await createOrder(testDeps({ now: () => new Date(Date.now() + 16 * 60_000) }), user.userId, {
      planId: basic.id,
      billingType: "monthly",
    });
    expect(later.ok && later.value.order.id).not.toBe(retry.body.order.id);
    expect(rz.calls).toHaveLength(4);
  });
});

describe("POST /payments/verify", () => {
  it("activates the plan with the paid period, and a replay answers the same without a second activation", async () => {
    const user = await signUp();
    const { orderId, transactionId, plan } = await orderFor(user, "basic", "monthly");
    const before = Date.now();
    const payment = await checkoutResult(orderId);
    const res = await api("POST", "/payments/verify", { token: user.token, body: { ...payment, transactionId } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: "Payment verified successfully",
      transaction: { id: transactionId, status: "completed", planId: plan.id },
    });
    const tx = await txRow(transactionId);
    expect(tx?.status).toBe("completed");
    expect(tx?.payment_id).toBe(payment.razorpay_payment_id);
    expect(tx?.start_date).toBeGreaterThanOrEqual(before - 1000);
    expect(tx?.end_date).toBe(addBillingPeriod(new Date(tx?.start_date ?? 0), "monthly").getTime());
    const u = await userRow(user.userId);
    expect(u?.plan_name).toBe("basic");
    expect(u?.plan_ends_at).toBe(tx?.end_date);

    const updates = await countUserUpdates(user.userId);
    const replay = await api("POST", "/payments/verify", { token: user.token, body: { ...payment, transactionId } });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(res.body);
    expect(await updates()).toBe(0);
    expect((await txRow(transactionId))?.start_date).toBe(tx?.start_date);

    const current = await api("GET", "/plans/user/current", { token: user.token });
    expect(current.body.plan.name).toBe("basic");
    expect(current.body.subscription).toEqual({
      startDate: new Date(tx?.start_date ?? 0).toISOString(),
      endDate: new Date(tx?.end_date ?? 0).toISOString(),
      billingType: "monthly",
      status: "active",
    });
  });

  it("another user's transaction is 404; a wrong order or a bad signature is a 400; nothing activates", async () => {
    const owner = await signUp();
    const other = await signUp();
    const { orderId, transactionId } = await orderFor(owner, "premium", "monthly");
    const payment = await checkoutResult(orderId);

    const foreign = await api("POST", "/payments/verify", { token: other.token, body: { ...payment, transactionId } });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ success: false, message: "Transaction not found" });

    const otherOrder = await orderFor(owner, "premium", "yearly");
    const wrongOrder = await api("POST", "/payments/verify", {
      token: owner.token,
      body: { ...(await checkoutResult(otherOrder.orderId)), transactionId },
    });
    expect(wrongOrder.status).toBe(400);
    expect(wrongOrder.body.message).toBe("Payment verification failed. Order does not match.");

    const forged = await api("POST", "/payments/verify", {
      token: owner.token,
      body: {
        ...payment,
        razorpay_signature: payment.razorpay_signature.replace(/.$/, (c) => (c === "0" ? "1" : "0")),
        transactionId,
      },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe("Payment verification failed. Invalid signature.");
    const otherPayment = await api("POST", "/payments/verify", {
      token: owner.token,
      body: { ...payment, razorpay_payment_id: "pay_someoneelse", transactionId },
    });
    expect(otherPayment.body.message).toBe("Payment verification failed. Invalid signature.");

    const missing = await api("POST", "/payments/verify", { token: owner.token, body: { ...payment } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("transactionId is required");

    expect((await txRow(transactionId))?.status).toBe("initiated");
    expect((await userRow(owner.userId))?.plan_name).toBe("free");
    expect((await userRow(other.userId))?.plan_name).toBe("free");
  });

  it("a transaction the webhook marked failed still activates on a later successful verify", async () => {
    const user = await signUp();
    const { orderId, transactionId } = await orderFor(user, "basic", "yearly");
    expect((await sendWebhook(paymentEvent("payment.failed", orderId))).status).toBe(200);
    expect((await txRow(transactionId))?.status).toBe("failed");
    expect((await userRow(user.userId))?.plan_name).toBe("free");
    const res = await verify(user, orderId, transactionId);
    expect(res.status).toBe(200);
    const tx = await txRow(transactionId);
    expect(tx?.status).toBe("completed");
    expect(tx?.end_date).toBe(addBillingPeriod(new Date(tx?.start_date ?? 0), "yearly").getTime());
    expect((await userRow(user.userId))?.plan_name).toBe("basic");
  });

  it("verify racing the webhook activates once: one completed transaction, one switch of the user's plan", async () => {
    for (let round = 0; round < 3; round++) {
      const user = await signUp();
      const { orderId, transactionId, plan } = await orderFor(user, "premium", "monthly");
      const updates = await countUserUpdates(user.userId);
      const payment = await checkoutResult(orderId);
      const [v, w1, w2] = await Promise.all([
        api("POST", "/payments/verify", { token: user.token, body: { ...payment, transactionId } }),
        sendWebhook(paymentEvent("payment.captured", orderId, payment.razorpay_payment_id)),
        sendWebhook(paymentEvent("order.paid", orderId, payment.razorpay_payment_id)),
      ]);
      expect([v.status, w1.status, w2.status]).toEqual([200, 200, 200]);
      expect(await updates()).toBe(1);
      const rows = await txRowsOf(user.userId);
      expect(rows.filter((r) => r.status === "completed")).toHaveLength(1);
      expect((await userRow(user.userId))?.current_plan_id).toBe(plan.id);
    }
  });
});

describe("GET /payments/history and /payments/:id", () => {
  it("lists completed, failed and refunded transactions always, initiated and pending only for 24 hours", async () => {
    const user = await signUp();
    const basic = await planNamed("basic");
    const now = Date.now();
    const hour = 3_600_000;
    const rows: Array<[string, string, number]> = [
      ["old-initiated", "initiated", now - 25 * hour],
      ["old-pending", "pending", now - 24 * hour - 1000],
      ["new-initiated", "initiated", now - 23 * hour],
      ["new-pending", "pending", now - hour],
      ["old-completed", "completed", now - 400 * 24 * hour],
      ["old-failed", "failed", now - 30 * 24 * hour],
      ["old-refunded", "refunded", now - 60 * 24 * hour],
    ];
    for (const [tag, status, createdAt] of rows) {
      await env.DB.prepare(
        "INSERT INTO transactions (id, user_id, plan_id, order_id, amount, status, billing_type, created_at, updated_at) VALUES (?, ?, ?, ?, 49, ?, 'monthly', ?, ?)",
      )
        .bind(
          `${user.userId}-${tag}`,
          user.userId,
          basic.id,
          `order_${user.userId}_${tag}`,
          status,
          createdAt,
          createdAt,
        )
        .run();
    }
    const res = await api("GET", "/payments/history", { token: user.token });
    expect(res.status).toBe(200);
    const ids = res.body.transactions.map((t: { _id: string }) => t._id.replace(`${user.userId}-`, ""));
    expect(ids).toEqual(
      ["new-pending", "new-initiated", "old-completed", "old-failed", "old-refunded"].sort(
        (a, b) => rows.find((r) => r[0] === b)![2] - rows.find((r) => r[0] === a)![2],
      ),
    );
    expect(res.body.count).toBe(5);
    const t = res.body.transactions[0];
    expect(t.plan).toEqual({ _id: basic.id, name: "basic", description: expect.any(String) });
    expect(t).toMatchObject({ amount: 49, currency: "INR", paymentId: null, startDate: null, endDate: null });
    expect(t.createdAt).toMatch(/Z$/);

    const other = await signUp();
    expect((await api("GET", "/payments/history", { token: other.token })).body).toEqual({
      success: true,
      count: 0,
      transactions: [],
    });
    const domain = await paymentHistory(testDeps({ now: () => new Date(now + 2 * hour) }), user.userId);
    expect(domain.map((x) => x._id.replace(`${user.userId}-`, ""))).not.toContain("new-initiated");
  });

  it("GET /payments/:id answers the caller's transaction with plan features; others' and unknown ids are 404", async () => {
    const user = await signUp();
    const other = await signUp();
    const { transactionId } = await orderFor(user, "basic", "monthly");
    const own = await api("GET", `/payments/${transactionId}`, { token: user.token });
    expect(own.status).toBe(200);
    expect(own.body.transaction._id).toBe(transactionId);
    expect(own.body.transaction.plan.features).toHaveLength(6);
    expect(own.body.transaction.billingDetails).toEqual({ name: "Test User", email: user.email });
    for (const [token, id] of [
      [other.token, transactionId],
      [user.token, "nope"],
    ]) {
      const res = await api("GET", `/payments/${id}`, { token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: "Transaction not found" });
    }
  });

  it("getCurrentPlan reports expired once the period has passed, before the daily run", async () => {
    const user = await signUp();
    const { orderId, transactionId } = await orderFor(user, "basic", "monthly");
    await verify(user, orderId, transactionId);
    const tx = await txRow(transactionId);
    const later = testDeps({ now: () => new Date((tx?.end_date ?? 0) + 1) });
    const result = await getCurrentPlan(later, user.userId);
    expect(result.ok && result.value.subscription?.status).toBe("expired");
    expect(result.ok && result.value.plan?.name).toBe("basic");
  });
});
