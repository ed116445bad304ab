/** The daily billing run, plan limits after a downgrade, and payment records outliving the account. */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { getDb } from "@worker/db/client";
import { deleteAccount } from "@worker/domain/auth/accounts.server";
import { verifyPayment } from "@worker/domain/payments/checkout.server";
import { runBillingSchedule } from "@worker/domain/payments/schedule.server";
import { planAllowance, planFeatures } from "@worker/domain/plan-limits.server";
import worker from "@worker/index";
import { describe, expect, it } from "vitest";
import { meteredD1, queryPlans } from "../perf/d1-meter";
import {
  api,
  checkoutResult,
  countUserUpdates,
  orderFor,
  outboxMark,
  paymentEvent,
  type SignedUp,
  sendWebhook,
  signUp,
  testDeps,
  txRow,
  txRowsOf,
  userRow,
} from "../support";

const DAY = 86_400_000;

/** Buys `plan` as if the payment had been verified at `paidAt` (the period runs from then). */
async function paidAt(user: SignedUp, plan: "basic" | "premium", billingType: "monthly" | "yearly", paidAt: Date) {
  const { orderId, transactionId } = await orderFor(user, plan, billingType);
  const result = await verifyPayment(testDeps({ now: () => paidAt }), user.userId, {
    ...(await checkoutResult(orderId)),
    transactionId,
  });
  if (!result.ok) throw new Error(result.message);
  return { orderId, transactionId };
}

async function emailsTo(to: string, since: number) {
  const { results } = await env.DB.prepare(
    "SELECT subject, text FROM email_outbox WHERE to_address = ? AND rowid > ? ORDER BY rowid",
  )
    .bind(to, since)
    .all<{ subject: string; text: string }>();
  return results;
}

describe("the daily billing run", () => {
  it("moves lapsed paid users to free with an expired_ transaction; a second run changes nothing", async () => {
    const lapsed = await signUp();
    const running = await signUp();
    await paidAt(lapsed, "basic", "monthly", new Date(Date.now() - 40 * DAY));
    await paidAt(running, "premium", "monthly", new Date(Date.now() - 10 * DAY));
    const before = await userRow(running.userId);
    expect((await userRow(lapsed.userId))?.plan_name).toBe("basic");

    const first = await runBillingSchedule(testDeps());
    expect(first.expired).toBeGreaterThanOrEqual(1);
    const u = await userRow(lapsed.userId);
    expect(u?.plan_name).toBe("free");
    expect(u?.plan_ends_at).toBeNull();
    const change = (await txRowsOf(lapsed.userId)).at(-1);
    expect(change).toMatchObject({ status: "completed", billing_type: "one-time", amount: 0 });
    expect(change?.order_id).toMatch(/^expired_\d{13}_/);
    expect(change?.notes).toBe("Subscription expired, downgraded to free plan");
    expect(await userRow(running.userId)).toEqual(before);

    const updates = await countUserUpdates(lapsed.userId);
    const second = await runBillingSchedule(testDeps());
    expect(second.expired).toBe(0);
    expect(await updates()).toBe(0);
    expect((await txRowsOf(lapsed.userId)).filter((t) => t.order_id.startsWith("expired_"))).toHaveLength(1);
    const current = await api("GET", "/plans/user/current", { token: lapsed.token });
    expect(current.body.plan.name).toBe("free");
  });

  it("finds lapsed plans through the plan-end index, never by scanning every user", async () => {
    const { db, tracker } = meteredD1();
    await runBillingSchedule(testDeps({ db: getDb(db) }));
    const plans = await queryPlans(tracker.meter);
    const lapsedQuery = plans.find((p) => /from "users"/i.test(p.sql) && /plan_ends_at/.test(p.sql));
    expect(lapsedQuery, plans.map((p) => p.sql).join("\n")).toBeDefined();
    expect(lapsedQuery?.plan.join("\n")).toContain("users_plan_ends_idx");
    for (const { sql, plan } of plans) for (const line of plan) expect(line.trim(), sql).not.toMatch(/^SCAN users$/);
  });

  it("sends one renewal reminder three days before a paid period ends, once per period", async () => {
    const soon = await signUp();
    const later = await signUp();
    // Monthly periods that end in two days and in five days.
    const endsSoon = await paidAt(soon, "basic", "yearly", new Date(Date.now() - 363 * DAY));
    await paidAt(later, "premium", "monthly", new Date(Date.now() - 26 * DAY));
    const mark = await outboxMark();

    const first = await runBillingSchedule(testDeps());
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    const sent = await emailsTo(soon.email, mark);
    expect(sent).toHaveLength(1);
    const end = new Date((await txRow(endsSoon.transactionId))?.end_date ?? 0);
    const date = new Intl.DateTimeFormat("en-IN", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Asia/Kolkata",
    }).format(end);
    expect(sent[0].subject).toBe(`Your Offerpath plan ends on ${date}`);
    expect(sent[0].text).toContain("Basic plan ends on");
    // The plan's limits and features by name, read from the plan row (issue 23).
    expect(sent[0].text).toContain(
      "The Basic plan gives you up to 50 job applications, up to 100 contacts, 50 MB of document storage and data export (CSV and ZIP).",
    );
    expect(sent[0].text).not.toContain("limits and features");
    expect(sent[0].text).not.toMatch(/analytics|public profile/i);
    expect(sent[0].text).toContain("http://localhost:8787/plans");
    expect((await txRow(endsSoon.transactionId))?.renewal_reminded_at).not.toBeNull();
    expect(await emailsTo(later.email, mark)).toHaveLength(0);

    await runBillingSchedule(testDeps());
    await runBillingSchedule(testDeps({ now: () => new Date(Date.now() + DAY) }));
    expect(await emailsTo(soon.email, mark)).toHaveLength(1);
    // Its period is not yet over: the plan stays.
    expect((await userRow(soon.userId))?.plan_name).toBe("basic");
  });

  it("runs from the Worker's scheduled handler (the cron trigger)", async () => {
    const lapsed = await signUp();
    await paidAt(lapsed, "premium", "yearly", new Date(Date.now() - 400 * DAY));
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "17 3 * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect((await userRow(lapsed.userId))?.plan_name).toBe("free");
  });
});

describe("plan limits follow the user's plan", () => {
  it("after a downgrade the data is kept and creating is blocked until the user is under the limit", async () => {
    const user = await signUp();
    await paidAt(user, "basic", "monthly", new Date());
    const allowance = await planAllowance(testDeps(), user.userId);
    expect(allowance).toMatchObject({ plan: "basic", limits: { jobApplications: 50, contacts: 100 } });
    expect(allowance.features).toEqual({ exportData: true, advancedAnalytics: false, publicProfile: false });

    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await api("POST", "/jobs", {
        token: user.token,
        body: { company: `Acme ${i}`, position: "Engineer" },
      });
      expect(res.status).toBe(201);
      ids.push(res.body.job._id);
    }
    expect((await api("POST", "/plans/cancel", { token: user.token })).status).toBe(200);
    expect((await api("GET", "/jobs?limit=100", { token: user.token })).body.totalJobs).toBe(12);

    const blocked = await api("POST", "/jobs", { token: user.token, body: { company: "Late", position: "Engineer" } });
    expect(blocked.status).toBe(403);
    expect(blocked.body).toEqual({
      success: false,
      message: "You've reached the job applications limit for your Free plan",
    });
    for (const id of ids.slice(0, 3))
      expect((await api("DELETE", `/jobs/${id}`, { token: user.token })).status).toBe(200);
    expect(
      (await api("POST", "/jobs", { token: user.token, body: { company: "Now", position: "Engineer" } })).status,
    ).toBe(201);
    expect(
      (await api("POST", "/jobs", { token: user.token, body: { company: "Full", position: "Engineer" } })).status,
    ).toBe(403);
  });

  it("planFeatures reads the flags of every seeded plan", async () => {
    const rows = await testDeps().db.query.plans.findMany();
    const byName = Object.fromEntries(rows.map((p) => [p.name, planFeatures(p)]));
    expect(byName.free).toEqual({ exportData: false, advancedAnalytics: false, publicProfile: false });
    expect(byName.basic).toEqual({ exportData: true, advancedAnalytics: false, publicProfile: false });
    expect(byName.premium).toEqual({ exportData: true, advancedAnalytics: true, publicProfile: true });
    expect(planFeatures(null)).toEqual({ exportData: false, advancedAnalytics: false, publicProfile: false });
  });
});

describe("deleting an account", () => {
  it("keeps its transactions with the user and billing name and email removed", async () => {
    const user = await signUp({ name: "Ravi Kumar" });
    const paid = await paidAt(user, "premium", "monthly", new Date());
    const pending = await orderFor(user, "basic", "yearly");
    const before = await txRow(paid.transactionId);
    expect(before?.billing_email).toBe(user.email);

    expect(await deleteAccount(testDeps(), user.userId, user.password)).toEqual({ ok: true, value: undefined });
    expect(await userRow(user.userId)).toBeNull();
    const after = await txRow(paid.transactionId);
    expect(after).toEqual({ ...before, user_id: null, billing_name: "", billing_email: "" });
    expect(await txRow(pending.transactionId)).toMatchObject({ user_id: null, billing_name: "", billing_email: "" });
    const leftovers = await env.DB.prepare(
      "SELECT count(*) AS n FROM transactions WHERE billing_email = ? OR billing_name = 'Ravi Kumar'",
    )
      .bind(user.email)
      .first<{ n: number }>();
    expect(leftovers?.n).toBe(0);

    // A late webhook for the deleted account's order completes the record and switches no one's plan.
    expect((await sendWebhook(paymentEvent("payment.captured", pending.orderId))).status).toBe(200);
    expect(await txRow(pending.transactionId)).toMatchObject({ status: "completed", user_id: null });
    expect(await env.DB.prepare("SELECT 1 FROM users WHERE id = ?").bind(user.userId).first()).toBeNull();
  });
});
