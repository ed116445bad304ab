/** Razorpay's webhook (api-contract.md §8.6), Payment Link checkout and the local stand-in. */
import { env } from "cloudflare:workers";
import {
  localStandInGateway,
  standInCheckoutResult,
  standInPaymentLinkResult,
} from "@worker/adapters/razorpay-stand-in.server";
import type { Deps } from "@worker/deps";
import { completePaymentLink, recordCheckoutFailure, startPaymentLink } from "@worker/domain/payments/checkout.server";
import { webhookSignature } from "@worker/domain/payments/signatures";
import { handleWebhook } from "@worker/domain/payments/webhook.server";
import { afterEach, describe, expect, it } from "vitest";
import {
  api,
  countUserUpdates,
  fakeId,
  orderFor,
  paymentEvent,
  planNamed,
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

async function eventRecorded(eventId: string): Promise<boolean> {
  return !!(await env.DB.prepare("SELECT 1 FROM webhook_events WHERE event_id = ?").bind(eventId).first());
}

function linkPaidEvent(linkId: string, paymentId = fakeId("pay")) {
  return {
    entity: "event",
    event: "payment_link.paid",
    contains: ["payment_link", "order", "payment"],
    payload: {
      payment_link: { entity: { id: linkId, status: "paid" } },
      order: { entity: { id: fakeId("order"), status: "paid" } },
      payment: { entity: { id: paymentId, order_id: fakeId("order"), method: "card", status: "captured" } },
    },
  };
}

describe("POST /payments/webhook", () => {
  it("refuses a missing or wrong signature with 400 Invalid signature and changes nothing", async () => {
    const user = await signUp();
    const { orderId, transactionId } = await orderFor(user, "basic", "monthly");
    const event = paymentEvent("payment.captured", orderId);
    for (const signature of [null, "", "deadbeef", await webhookSignature("another-secret", JSON.stringify(event))]) {
      const eventId = fakeId("evt");
      const res = await sendWebhook(event, { signature, eventId });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: "Invalid signature" });
      expect(await eventRecorded(eventId)).toBe(false);
    }
    // The signature covers the raw bytes: the same JSON re-serialized with other spacing fails.
    const rawBody = JSON.stringify(event, null, 2);
    const res = await api("POST", "/payments/webhook", {
      rawBody,
      headers: {
        "Content-Type": "application/json",
        "X-Razorpay-Signature": await webhookSignature(
          testDeps().config.RAZORPAY_WEBHOOK_SECRET,
          JSON.stringify(event),
        ),
      },
    });
    expect(res.status).toBe(400);
    expect((await txRow(transactionId))?.status).toBe("initiated");
  });

  it("payment.captured activates; a duplicate event id answers 200 and does nothing", async () => {
    const user = await signUp();
    const first = await orderFor(user, "basic", "monthly");
    const second = await orderFor(user, "premium", "monthly");
    const eventId = fakeId("evt");
    const res = await sendWebhook(paymentEvent("payment.captured", first.orderId), { eventId });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
    expect(await eventRecorded(eventId)).toBe(true);
    const tx = await txRow(first.transactionId);
    expect(tx).toMatchObject({ status: "completed" });
    expect((await userRow(user.userId))?.plan_name).toBe("basic");
    expect(tx?.end_date).toBe((await userRow(user.userId))?.plan_ends_at);

    // Same event id, another order: already processed, so nothing happens.
    const dup = await sendWebhook(paymentEvent("payment.captured", second.orderId), { eventId });
    expect(dup.status).toBe(200);
    expect(dup.body).toEqual({ status: "ok" });
    expect((await txRow(second.transactionId))?.status).toBe("initiated");
    expect((await userRow(user.userId))?.plan_name).toBe("basic");
  });

  it("order.paid after payment.captured for the same order is a no-op", async () => {
    const user = await signUp();
    const { orderId, transactionId } = await orderFor(user, "premium", "yearly");
    const paymentId = fakeId("pay");
    expect((await sendWebhook(paymentEvent("payment.captured", orderId, paymentId))).status).toBe(200);
    const completed = await txRow(transactionId);
    const updates = await countUserUpdates(user.userId);
    const res = await sendWebhook(paymentEvent("order.paid", orderId, paymentId));
    expect(res.status).toBe(200);
    expect(await updates()).toBe(0);
    expect(await txRow(transactionId)).toEqual(completed);
    expect((await txRowsOf(user.userId)).filter((t) => t.status === "completed")).toHaveLength(1);
  });

  it("order.paid alone activates too (the payment method is kept)", async () => {
    const user = await signUp();
    const { orderId, transactionId } = await orderFor(user, "basic", "yearly");
    expect((await sendWebhook(paymentEvent("order.paid", orderId))).status).toBe(200);
    expect(await txRow(transactionId)).toMatchObject({ status: "completed" });
    expect((await api("GET", `/payments/${transactionId}`, { token: user.token })).body.transaction.paymentMethod).toBe(
      "upi",
    );
    expect((await userRow(user.userId))?.plan_name).toBe("basic");
  });

  it("payment.failed marks the transaction failed, plan unchanged; it never undoes a completed one", async () => {
    const user = await signUp();
    const { orderId, transactionId } = await orderFor(user, "basic", "monthly");
    expect((await sendWebhook(paymentEvent("payment.failed", orderId))).status).toBe(200);
    const failed = await txRow(transactionId);
    expect(failed?.status).toBe("failed");
    expect(failed?.notes).toBe("Payment was declined by the bank");
    expect((await userRow(user.userId))?.plan_name).toBe("free");

    expect((await verify(user, orderId, transactionId)).status).toBe(200);
    expect((await sendWebhook(paymentEvent("payment.failed", orderId))).status).toBe(200);
    expect((await txRow(transactionId))?.status).toBe("completed");
    expect((await userRow(user.userId))?.plan_name).toBe("basic");
  });

  it("refunded is final: a replayed verify or a late webhook never completes a refunded payment again", async () => {
    const user = await signUp();
    const { orderId, transactionId } = await orderFor(user, "basic", "monthly");
    const paymentId = fakeId("pay");
    expect((await verify(user, orderId, transactionId, paymentId)).status).toBe(200);
    // A manual correction: the payment is refunded and the user put back on free.
    const free = await planNamed("free");
    await env.DB.batch([
      env.DB.prepare("UPDATE transactions SET status = 'refunded' WHERE id = ?").bind(transactionId),
      env.DB.prepare("UPDATE users SET current_plan_id = ?, plan_ends_at = NULL WHERE id = ?").bind(
        free.id,
        user.userId,
      ),
    ]);
    const refunded = await txRow(transactionId);
    const updates = await countUserUpdates(user.userId);
    const switchesBefore = await updates();

    const replay = await verify(user, orderId, transactionId, paymentId);
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({
      success: false,
      message: "Payment verification failed. This payment was refunded.",
    });
    for (const event of ["payment.captured", "order.paid", "payment.failed"] as const) {
      const res = await sendWebhook(paymentEvent(event, orderId, paymentId));
      expect(res.status, event).toBe(200);
    }
    expect(await txRow(transactionId)).toEqual(refunded);
    expect(await updates()).toBe(switchesBefore);
    expect((await userRow(user.userId))?.plan_name).toBe("free");
  });

  it("an unknown order or another event answers 200 and changes nothing", async () => {
    const res = await sendWebhook(paymentEvent("payment.captured", "order_unknown"));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
    expect(await env.DB.prepare("SELECT 1 FROM transactions WHERE order_id = 'order_unknown'").first()).toBeNull();
    expect((await sendWebhook({ event: "refund.processed", payload: {} })).status).toBe(200);
    expect((await sendWebhook({ event: "payment.captured", payload: {} })).status).toBe(200);
  });

  it("an unexpected failure answers 500 without recording the event id, so the redelivery is processed", async () => {
    const user = await signUp();
    const { orderId, transactionId } = await orderFor(user, "basic", "monthly");
    const deps = testDeps();
    const broken: Deps = {
      ...deps,
      db: new Proxy(deps.db, {
        get(target, prop) {
          if (prop === "$client") {
            const client = target.$client;
            return new Proxy(client, {
              get(c, p) {
                if (p === "batch") return async () => Promise.reject(new Error("D1 is down"));
                const v = Reflect.get(c, p);
                return typeof v === "function" ? v.bind(c) : v;
              },
            });
          }
          const v = Reflect.get(target, prop);
          return typeof v === "function" ? v.bind(target) : v;
        },
      }),
    };
    const rawBody = JSON.stringify(paymentEvent("payment.captured", orderId));
    const signature = await webhookSignature(deps.config.RAZORPAY_WEBHOOK_SECRET, rawBody);
    const eventId = fakeId("evt");
    const answer = await handleWebhook(broken, rawBody, signature, eventId);
    expect(answer).toEqual({ status: 500, body: { success: false, message: "Something went wrong" } });
    expect(await eventRecorded(eventId)).toBe(false);
    expect((await txRow(transactionId))?.status).toBe("initiated");

    const redelivered = await handleWebhook(deps, rawBody, signature, eventId);
    expect(redelivered).toEqual({ status: 200, body: { status: "ok" } });
    expect(await eventRecorded(eventId)).toBe(true);
    expect((await txRow(transactionId))?.status).toBe("completed");
  });

  it("payment_link.paid completes a Payment Link transaction when the person never comes back", async () => {
    const user = await signUp();
    const premium = await planNamed("premium");
    const rz = stubRazorpay();
    restore = rz.restore;
    const started = await startPaymentLink(testDeps(), user.userId, {
      planId: premium.id,
      billingType: "monthly",
      callbackUrl: "http://localhost:8787/payment/callback",
    });
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    const call = rz.calls[0];
    expect(call.url).toBe("https://api.razorpay.com/v1/payment_links");
    expect(call.body).toMatchObject({
      amount: 9900,
      currency: "INR",
      reference_id: started.value.transactionId,
      callback_url: "http://localhost:8787/payment/callback",
      callback_method: "get",
      customer: { name: "Test User", email: user.email },
    });
    expect(started.value.url).toMatch(/^https:\/\/rzp\.io\/i\/plink_/);
    const tx = await txRow(started.value.transactionId);
    expect(tx?.status).toBe("initiated");
    expect(tx?.payment_link_id).toBeTruthy();

    const res = await sendWebhook(linkPaidEvent(tx?.payment_link_id ?? ""));
    expect(res.status).toBe(200);
    expect((await txRow(started.value.transactionId))?.status).toBe("completed");
    expect((await userRow(user.userId))?.plan_name).toBe("premium");
  });
});

describe("the local stand-in and Payment Link callbacks", () => {
  const standIn = (): Deps => {
    const deps = testDeps();
    return { ...deps, config: { ...deps.config, RAZORPAY_KEY_ID: "rzp_test_local" }, razorpay: localStandInGateway() };
  };

  it("is unreachable unless the local key is configured outside production", async () => {
    const deps = testDeps();
    const user = await signUp();
    const { orderId } = await orderFor(user, "basic", "monthly");
    expect(await standInCheckoutResult(deps, orderId, "success")).toMatchObject({ ok: false, code: "NOT_FOUND" });
    const production = { ...standIn(), config: { ...standIn().config, ENVIRONMENT: "production" as const } };
    expect(await standInCheckoutResult(production, orderId, "success")).toMatchObject({ ok: false });
    expect(await standInCheckoutResult(standIn(), "order_never_made", "success")).toMatchObject({ ok: false });
  });

  it("checkout through the stand-in verifies with the same code; a failure is recorded, never over a completed one", async () => {
    const deps = standIn();
    const user = await signUp();
    const basic = await planNamed("basic");
    const { createOrder, verifyPayment } = await import("@worker/domain/payments/checkout.server");
    const order = await createOrder(deps, user.userId, { planId: basic.id, billingType: "monthly" });
    expect(order.ok && order.value.order.id).toMatch(/^order_local_/);
    expect(order.ok && order.value.standIn).toBe(true);
    if (!order.ok) return;
    const failed = await standInCheckoutResult(deps, order.value.order.id, "failure");
    expect(failed.ok && "error" in failed.value).toBe(true);
    const recorded = await recordCheckoutFailure(deps, user.userId, {
      transactionId: order.value.transactionId,
      reason: "Payment failed",
    });
    expect(recorded).toEqual({ ok: true, value: { status: "failed" } });

    const paid = await standInCheckoutResult(deps, order.value.order.id, "success");
    if (!paid.ok || "error" in paid.value) throw new Error("stand-in did not pay");
    const verified = await verifyPayment(deps, user.userId, {
      ...paid.value,
      transactionId: order.value.transactionId,
    });
    expect(verified.ok).toBe(true);
    expect((await userRow(user.userId))?.plan_name).toBe("basic");
    const again = await recordCheckoutFailure(deps, user.userId, {
      transactionId: order.value.transactionId,
      reason: "late",
    });
    expect(again).toEqual({ ok: true, value: { status: "completed" } });
    const other = await signUp();
    expect(
      await recordCheckoutFailure(deps, other.userId, { transactionId: order.value.transactionId, reason: "x" }),
    ).toMatchObject({ ok: false, code: "NOT_FOUND", message: "Transaction not found" });
  });

  it("a paid callback with a valid signature activates once; failed, forged or foreign callbacks do not", async () => {
    const deps = standIn();
    const user = await signUp();
    const premium = await planNamed("premium");
    const started = await startPaymentLink(deps, user.userId, {
      planId: premium.id,
      billingType: "yearly",
      callbackUrl: "http://localhost:8787/payment/callback",
    });
    if (!started.ok) throw new Error("no link");
    expect(started.value.url).toMatch(/^\/payment\/stand-in\?link=plink_local_/);
    const linkId = decodeURIComponent(started.value.url.split("link=")[1]);

    const failure = await standInPaymentLinkResult(deps, linkId, "failure");
    if (!failure.ok) throw new Error("no stand-in answer");
    expect(await completePaymentLink(deps, user.userId, failure.value)).toMatchObject({
      ok: false,
      message: "Payment Failed",
    });
    expect((await txRow(started.value.transactionId))?.status).toBe("failed");

    const success = await standInPaymentLinkResult(deps, linkId, "success");
    if (!success.ok) throw new Error("no stand-in answer");
    const forged = { ...success.value, razorpay_payment_link_status: "paid", razorpay_signature: "0".repeat(64) };
    expect(await completePaymentLink(deps, user.userId, forged)).toMatchObject({
      ok: false,
      message: "Payment Failed",
    });
    const other = await signUp();
    expect(await completePaymentLink(deps, other.userId, success.value)).toMatchObject({
      ok: false,
      code: "NOT_FOUND",
    });
    expect(await completePaymentLink(deps, user.userId, {})).toMatchObject({ ok: false, message: "Payment Failed" });

    const updates = await countUserUpdates(user.userId);
    const done = await completePaymentLink(deps, user.userId, success.value);
    expect(done.ok && done.value.transaction).toMatchObject({ status: "completed", billingType: "yearly" });
    const replay = await completePaymentLink(deps, user.userId, success.value);
    expect(replay.ok).toBe(true);
    expect(await updates()).toBe(1);
    expect((await userRow(user.userId))?.plan_name).toBe("premium");
  });

  it("throttles checkouts per user: 20 an hour, then 429 without calling Razorpay", async () => {
    const deps = standIn();
    const user = await signUp();
    const basic = await planNamed("basic");
    const { createOrder } = await import("@worker/domain/payments/checkout.server");
    for (let i = 0; i < 20; i++) {
      expect((await createOrder(deps, user.userId, { planId: basic.id, billingType: "monthly" })).ok).toBe(true);
    }
    const refused = await createOrder(deps, user.userId, { planId: basic.id, billingType: "monthly" });
    expect(refused).toMatchObject({ ok: false, code: "RATE_LIMITED" });
    expect(!refused.ok && refused.message).toMatch(/^Too many payment attempts\. Please try again in \d+ minutes?\.$/);
    const link = await startPaymentLink(deps, user.userId, {
      planId: basic.id,
      billingType: "monthly",
      callbackUrl: "http://localhost:8787/payment/callback",
    });
    expect(link).toMatchObject({ ok: false, code: "RATE_LIMITED" });
    expect(await txRowsOf(user.userId)).toHaveLength(1); // the same unpaid order, answered again
    const other = await signUp();
    expect((await createOrder(deps, other.userId, { planId: basic.id, billingType: "monthly" })).ok).toBe(true);
  });
});
