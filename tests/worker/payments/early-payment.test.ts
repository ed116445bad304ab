/**
 * Paying before a paid period ends (decision 043): an early renewal extends from the current end, a
 * plan change credits the unused days (stored with the order and activated once, whichever of verify,
 * the Payment Link callback and the webhook comes first), and the daily run leaves no gap.
 */
import { env } from "cloudflare:workers";
import { createOrder, startPaymentLink, verifyPayment } from "@worker/domain/payments/checkout.server";
import { MIN_CHARGE_PAISE } from "@worker/domain/payments/credit";
import { addBillingPeriod } from "@worker/domain/payments/period";
import { runBillingSchedule } from "@worker/domain/payments/schedule.server";
import { webhookSignature } from "@worker/domain/payments/signatures";
import { getCurrentPlan } from "@worker/domain/payments/subscription.server";
import { handleWebhook } from "@worker/domain/payments/webhook.server";
import { describe, expect, it } from "vitest";
import {
  api,
  checkoutResult,
  fakeId,
  outboxMark,
  paymentEvent,
  planNamed,
  type SignedUp,
  signUp,
  stubRazorpay,
  testDeps,
  txRow,
  txRowsOf,
  userRow,
} from "../support";

const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);
const depsAt = (now: Date) => testDeps({ now: () => now });

type Cycle = "monthly" | "yearly";

/** Creates an order at `now` (Razorpay stubbed), as create-order does. */
async function orderAt(user: SignedUp, plan: "basic" | "premium", billingType: Cycle, now: Date) {
  const { id: planId } = await planNamed(plan);
  const rz = stubRazorpay();
  try {
    const result = await createOrder(depsAt(now), user.userId, { planId, billingType });
    if (!result.ok) throw new Error(result.message);
    return { ...result.value, rzCalls: rz.calls };
  } finally {
    rz.restore();
  }
}

/** Verifies an order's payment at `now`, as /payments/verify does. */
async function verifyAt(user: SignedUp, order: { order: { id: string }; transactionId: string }, now: Date) {
  const result = await verifyPayment(depsAt(now), user.userId, {
    ...(await checkoutResult(order.order.id)),
    transactionId: order.transactionId,
  });
  if (!result.ok) throw new Error(result.message);
}

async function buyAt(user: SignedUp, plan: "basic" | "premium", billingType: Cycle, now: Date) {
  const order = await orderAt(user, plan, billingType, now);
  await verifyAt(user, order, now);
  return order;
}

async function webhookAt(event: Record<string, unknown>, now: Date, eventId = fakeId("evt")) {
  const raw = JSON.stringify(event);
  const sig = await webhookSignature(testDeps().config.RAZORPAY_WEBHOOK_SECRET, raw);
  return handleWebhook(depsAt(now), raw, sig, eventId);
}

describe("renewing early", () => {
  it("extends from the current end at the full price, for either cycle; nothing is lost", async () => {
    const user = await signUp();
    const first = await buyAt(user, "basic", "monthly", at("2027-01-10T09:00:00.000Z"));
    const end1 = addBillingPeriod(at("2027-01-10T09:00:00.000Z"), "monthly");
    expect((await txRow(first.transactionId))?.end_date).toBe(end1.getTime());

    const renewal = await orderAt(user, "basic", "monthly", at("2027-01-25T12:00:00.000Z"));
    expect(renewal.order.amount).toBe(4900);
    expect(renewal.quote).toMatchObject({ kind: "renewal", creditPaise: 0, periodStart: end1 });
    await verifyAt(user, renewal, at("2027-01-25T12:05:00.000Z"));
    const end2 = addBillingPeriod(end1, "monthly");
    expect(await txRow(renewal.transactionId)).toMatchObject({
      status: "completed",
      amount: 49,
      start_date: end1.getTime(),
      end_date: end2.getTime(),
    });
    expect((await userRow(user.userId))?.plan_ends_at).toBe(end2.getTime());

    // The other cycle extends too: a year from the end of the renewed month.
    const yearly = await buyAt(user, "basic", "yearly", at("2027-01-26T08:00:00.000Z"));
    expect(await txRow(yearly.transactionId)).toMatchObject({
      amount: 470,
      start_date: end2.getTime(),
      end_date: addBillingPeriod(end2, "yearly").getTime(),
    });
    expect((await userRow(user.userId))?.plan_name).toBe("basic");
  });

  it("the daily run at the old end leaves the plan active: no gap, no second reminder", async () => {
    const user = await signUp();
    const start = at("2027-03-01T06:00:00.000Z");
    const T = addBillingPeriod(start, "monthly");
    await buyAt(user, "premium", "monthly", start);
    const renewal = await buyAt(user, "premium", "monthly", new Date(T.getTime() - 5 * DAY));
    expect((await txRow(renewal.transactionId))?.start_date).toBe(T.getTime());

    // Three days before the old end a reminder would be due; the renewal already covers what follows.
    const mark = await outboxMark();
    await runBillingSchedule(depsAt(new Date(T.getTime() - 2 * DAY)));
    const { results: mails } = await env.DB.prepare(
      "SELECT subject FROM email_outbox WHERE to_address = ? AND rowid > ?",
    )
      .bind(user.email, mark)
      .all();
    expect(mails).toHaveLength(0);

    await runBillingSchedule(depsAt(new Date(T.getTime() + 1000)));
    expect(await userRow(user.userId)).toMatchObject({
      plan_name: "premium",
      plan_ends_at: addBillingPeriod(T, "monthly").getTime(),
    });
    expect((await txRowsOf(user.userId)).filter((t) => t.order_id.startsWith("expired_"))).toHaveLength(0);
    const current = await getCurrentPlan(depsAt(new Date(T.getTime() + 1000)), user.userId);
    expect(current.ok && current.value.subscription).toMatchObject({
      startDate: T.toISOString(),
      status: "active",
    });
  });
});

describe("activations racing", () => {
  it("verify and the webhook at once complete an early renewal once, extending once", async () => {
    const user = await signUp();
    const start = at("2027-06-01T00:00:00.000Z");
    await buyAt(user, "basic", "monthly", start);
    const T = addBillingPeriod(start, "monthly");
    const renewal = await orderAt(user, "basic", "monthly", at("2027-06-20T00:00:00.000Z"));
    const when = at("2027-06-20T00:01:00.000Z");
    const paymentId = fakeId("pay");
    await Promise.all([
      verifyPayment(depsAt(when), user.userId, {
        ...(await checkoutResult(renewal.order.id, paymentId)),
        transactionId: renewal.transactionId,
      }),
      webhookAt(paymentEvent("payment.captured", renewal.order.id, paymentId), when),
    ]);
    expect(await txRow(renewal.transactionId)).toMatchObject({
      status: "completed",
      start_date: T.getTime(),
      end_date: addBillingPeriod(T, "monthly").getTime(),
    });
    expect((await userRow(user.userId))?.plan_ends_at).toBe(addBillingPeriod(T, "monthly").getTime());
  });

  it("two renewals paid at once follow each other: the second is worked out again after the first", async () => {
    const user = await signUp();
    const start = at("2027-07-01T00:00:00.000Z");
    await buyAt(user, "premium", "monthly", start);
    const T = addBillingPeriod(start, "monthly");
    const a = await orderAt(user, "premium", "monthly", at("2027-07-20T00:00:00.000Z"));
    const b = await orderAt(user, "premium", "yearly", at("2027-07-20T00:00:00.000Z"));
    const when = at("2027-07-20T00:01:00.000Z");
    await Promise.all([verifyAt(user, a, when), verifyAt(user, b, when)]);
    const rows = [await txRow(a.transactionId), await txRow(b.transactionId)].sort(
      (x, y) => (x?.start_date ?? 0) - (y?.start_date ?? 0),
    );
    expect(rows[0]?.start_date).toBe(T.getTime());
    expect(rows[1]?.start_date).toBe(rows[0]?.end_date);
    expect((await userRow(user.userId))?.plan_ends_at).toBe(rows[1]?.end_date);
  });
});

describe("changing plan while a period runs", () => {
  it("credits the unused days, pro rata in paise, stored with the order and answered by the API", async () => {
    const user = await signUp();
    // Basic monthly from 1 January: 31 days; on 17 January 15 of them are left.
    await buyAt(user, "basic", "monthly", at("2027-01-01T00:00:00.000Z"));
    const change = await orderAt(user, "premium", "monthly", at("2027-01-17T00:00:00.000Z"));
    const credit = Math.floor((4900 * 15) / 31);
    expect(credit).toBe(2370);
    expect(change.order.amount).toBe(9900 - credit);
    expect(change.rzCalls[0].body.amount).toBe(9900 - credit);
    expect(change.quote).toMatchObject({ kind: "change", creditPaise: credit, periodStart: null });
    expect(await txRow(change.transactionId)).toMatchObject({
      status: "initiated",
      amount: (9900 - credit) / 100,
      credit_paise: credit,
      credit_days: 15,
    });

    // Activated later (the page was left open a while): the new plan starts then, the amount is the stored one.
    const paidAt = at("2027-01-17T00:10:00.000Z");
    await verifyAt(user, change, paidAt);
    expect(await txRow(change.transactionId)).toMatchObject({
      status: "completed",
      amount: 75.3,
      start_date: paidAt.getTime(),
      end_date: addBillingPeriod(paidAt, "monthly").getTime(),
    });
    expect(await userRow(user.userId)).toMatchObject({
      plan_name: "premium",
      plan_ends_at: addBillingPeriod(paidAt, "monthly").getTime(),
    });

    // History and the transaction read back the credit.
    const res = await api("GET", `/payments/${change.transactionId}`, { token: user.token });
    expect(res.body.transaction).toMatchObject({ amount: 75.3, credit: { amount: 23.7, plan: "basic", days: 15 } });
  });

  it("the API's create-order answers the charged amount and how it is made up", async () => {
    const user = await signUp();
    await buyAt(user, "basic", "yearly", new Date(Date.now() - 30 * DAY));
    const { id: premium } = await planNamed("premium");
    const rz = stubRazorpay();
    try {
      const res = await api("POST", "/payments/create-order", {
        token: user.token,
        body: { planId: premium, billingType: "yearly" },
      });
      expect(res.status).toBe(200);
      const { order, breakdown } = res.body;
      expect(breakdown).toMatchObject({ kind: "change", price: 95_000, creditFor: { plan: "Basic" }, forfeited: 0 });
      expect(breakdown.credit).toBeGreaterThan(38_000);
      expect(order.amount).toBe(95_000 - breakdown.credit);
      expect(rz.calls[0].body.amount).toBe(order.amount);
    } finally {
      rz.restore();
    }
  });

  it("to a cheaper plan: the credit is capped so the order charges ₹11, the rest forfeited and said", async () => {
    const user = await signUp();
    await buyAt(user, "premium", "yearly", at("2027-02-01T00:00:00.000Z"));
    const change = await orderAt(user, "basic", "monthly", at("2027-03-01T00:00:00.000Z"));
    expect(change.order.amount).toBe(MIN_CHARGE_PAISE);
    expect(change.quote.creditPaise).toBe(4900 - MIN_CHARGE_PAISE);
    expect(change.quote.forfeitedPaise).toBeGreaterThan(80_000);
  });

  it("the webhook activates the stored amount and period once; a later verify changes nothing", async () => {
    const user = await signUp();
    await buyAt(user, "basic", "monthly", at("2027-05-01T00:00:00.000Z"));
    const change = await orderAt(user, "premium", "yearly", at("2027-05-11T00:00:00.000Z"));
    const stored = await txRow(change.transactionId);
    expect(stored?.credit_paise).toBeGreaterThan(0);

    const hookAt = at("2027-05-11T01:00:00.000Z");
    const paymentId = fakeId("pay");
    const first = await webhookAt(paymentEvent("payment.captured", change.order.id, paymentId), hookAt);
    expect(first.status).toBe(200);
    const done = await txRow(change.transactionId);
    expect(done).toMatchObject({
      status: "completed",
      amount: stored?.amount,
      credit_paise: stored?.credit_paise,
      start_date: hookAt.getTime(),
      end_date: addBillingPeriod(hookAt, "yearly").getTime(),
    });
    const user1 = await userRow(user.userId);
    expect(user1).toMatchObject({ plan_name: "premium", plan_ends_at: done?.end_date });

    // order.paid for the same order, then the page's verify: the same transaction, the same period.
    await webhookAt(paymentEvent("order.paid", change.order.id, paymentId), at("2027-05-11T01:01:00.000Z"));
    await verifyAt(user, change, at("2027-05-11T01:02:00.000Z"));
    expect(await txRow(change.transactionId)).toEqual(done);
    expect(await userRow(user.userId)).toEqual(user1);
    expect((await txRowsOf(user.userId)).filter((t) => t.status === "completed")).toHaveLength(2);
  });

  it("without JavaScript the Payment Link charges the same credited amount", async () => {
    const user = await signUp();
    await buyAt(user, "basic", "monthly", at("2027-01-01T00:00:00.000Z"));
    const { id: premium } = await planNamed("premium");
    const rz = stubRazorpay();
    try {
      const result = await startPaymentLink(depsAt(at("2027-01-17T00:00:00.000Z")), user.userId, {
        planId: premium,
        billingType: "monthly",
        callbackUrl: "http://localhost/payment/callback",
      });
      expect(result.ok).toBe(true);
      expect(rz.calls[0].body.amount).toBe(9900 - 2370);
      expect(rz.calls[0].body.description).toContain("less ₹23.70 for unused days of Basic");
      const tx = result.ok ? await txRow(result.value.transactionId) : null;
      expect(tx).toMatchObject({ amount: 75.3, credit_paise: 2370 });
    } finally {
      rz.restore();
    }
  });

  it("an order quoted by the page within 15 minutes charges what the page showed", async () => {
    const user = await signUp();
    await buyAt(user, "basic", "monthly", at("2027-01-01T00:00:00.000Z"));
    const { id: premium } = await planNamed("premium");
    const shownAt = at("2027-01-17T00:00:00.000Z");
    const rz = stubRazorpay();
    try {
      const later = await createOrder(depsAt(at("2027-01-17T00:14:00.000Z")), user.userId, {
        planId: premium,
        billingType: "monthly",
        quotedAt: shownAt.getTime(),
      });
      expect(later.ok && later.value.order.amount).toBe(9900 - 2370);
      // Older than 15 minutes: quoted afresh (the credit has shrunk by then).
      const stale = await createOrder(depsAt(at("2027-01-18T00:00:00.000Z")), user.userId, {
        planId: premium,
        billingType: "monthly",
        quotedAt: shownAt.getTime(),
      });
      expect(stale.ok && stale.value.order.amount).toBe(9900 - Math.floor((4900 * 14) / 31));
    } finally {
      rz.restore();
    }
  });
});

describe("the renewal reminder", () => {
  it("says renewing early extends from the end date", async () => {
    const user = await signUp();
    const start = at("2027-04-01T00:00:00.000Z");
    await buyAt(user, "basic", "monthly", start);
    const mark = await outboxMark();
    await runBillingSchedule(depsAt(new Date(addBillingPeriod(start, "monthly").getTime() - 2 * DAY)));
    const mail = await env.DB.prepare("SELECT text FROM email_outbox WHERE to_address = ? AND rowid > ?")
      .bind(user.email, mark)
      .first<{ text: string }>();
    expect(mail?.text).toContain("renewing early adds the new period from");
    expect(mail?.text).not.toContain("once it has ended");
  });
});
