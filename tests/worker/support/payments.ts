/** Shared by the payments tests: Razorpay's HTTP answered in the test isolate, signatures, plans, rows. */
import { env } from "cloudflare:workers";
import { checkoutSignature, webhookSignature } from "@worker/domain/payments/signatures";
import { type MockInstance, vi } from "vitest";
import { testDeps } from "./deps";
import { api } from "./requests";
import type { SignedUp } from "./users";

export type RazorpayCall = { method: string; url: string; authorization: string | null; body: any };

/**
 * Replaces `fetch` for api.razorpay.com (the SDK's axios uses it); any other outbound request fails the
 * test. `answer` decides each response; the default echoes an order or a payment link.
 */
export function stubRazorpay(answer?: (call: RazorpayCall, n: number) => Response | Promise<Response>) {
  const calls: RazorpayCall[] = [];
  const spy: MockInstance = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const req = new Request(input as RequestInfo, init as RequestInit);
    const url = new URL(req.url);
    if (url.hostname !== "api.razorpay.com") throw new Error(`Unexpected network call in a test: ${req.url}`);
    const text = await req.text();
    const call = {
      method: req.method,
      url: req.url,
      authorization: req.headers.get("Authorization"),
      body: text ? JSON.parse(text) : null,
    };
    calls.push(call);
    return answer ? answer(call, calls.length) : echo(call);
  });
  return { calls, restore: () => spy.mockRestore() };
}

let counter = 0;
export const fakeId = (prefix: string) => `${prefix}_T${Date.now().toString(36)}${(counter++).toString(36)}`;

export function echo(call: RazorpayCall): Response {
  if (call.url.endsWith("/v1/payment_links")) {
    const id = fakeId("plink");
    return Response.json({ id, short_url: `https://rzp.io/i/${id}`, status: "created", ...call.body });
  }
  return Response.json({ id: fakeId("order"), entity: "order", status: "created", ...call.body });
}

export const rateLimited = () =>
  Response.json({ error: { code: "BAD_REQUEST_ERROR", description: "Too many requests" } }, { status: 429 });

export type PlanRow = { id: string; name: string; price_monthly: number; price_yearly: number };

export async function planNamed(name: "free" | "basic" | "premium"): Promise<PlanRow> {
  const row = await env.DB.prepare("SELECT id, name, price_monthly, price_yearly FROM plans WHERE name = ?")
    .bind(name)
    .first<PlanRow>();
  if (!row) throw new Error(`no plan ${name}`);
  return row;
}

export type TxRow = {
  id: string;
  user_id: string | null;
  plan_id: string;
  order_id: string;
  payment_link_id: string | null;
  payment_id: string | null;
  amount: number;
  status: string;
  billing_type: string;
  billing_name: string;
  billing_email: string;
  start_date: number | null;
  end_date: number | null;
  notes: string | null;
  renewal_reminded_at: number | null;
  credit_paise: number;
  credit_plan_id: string | null;
  credit_days: number | null;
  created_at: number;
};

export async function txRow(id: string): Promise<TxRow | null> {
  return env.DB.prepare("SELECT * FROM transactions WHERE id = ?").bind(id).first<TxRow>();
}

export async function txRowsOf(userId: string): Promise<TxRow[]> {
  const { results } = await env.DB.prepare("SELECT * FROM transactions WHERE user_id = ? ORDER BY created_at, rowid")
    .bind(userId)
    .all<TxRow>();
  return results;
}

export async function userRow(id: string) {
  return env.DB.prepare(
    "SELECT u.id, u.current_plan_id, u.plan_ends_at, u.updated_at, p.name AS plan_name FROM users u JOIN plans p ON p.id = u.current_plan_id WHERE u.id = ?",
  )
    .bind(id)
    .first<{
      id: string;
      current_plan_id: string;
      plan_ends_at: number | null;
      updated_at: number;
      plan_name: string;
    }>();
}

/** Creates an order through the API with Razorpay stubbed; answers the order id and transaction id. */
export async function orderFor(user: SignedUp, planName: "basic" | "premium", billingType: "monthly" | "yearly") {
  const plan = await planNamed(planName);
  const rz = stubRazorpay();
  try {
    const res = await api("POST", "/payments/create-order", {
      token: user.token,
      body: { planId: plan.id, billingType },
    });
    if (res.status !== 200) throw new Error(`create-order failed: ${res.status} ${JSON.stringify(res.body)}`);
    return { orderId: res.body.order.id as string, transactionId: res.body.transaction as string, plan, res };
  } finally {
    rz.restore();
  }
}

/** What Razorpay Checkout would hand the page after a successful payment of `orderId`. */
export async function checkoutResult(orderId: string, paymentId = fakeId("pay")) {
  const secret = testDeps().config.RAZORPAY_KEY_SECRET;
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: await checkoutSignature(secret, orderId, paymentId),
  };
}

export async function verify(user: SignedUp, orderId: string, transactionId: string, paymentId?: string) {
  return api("POST", "/payments/verify", {
    token: user.token,
    body: { ...(await checkoutResult(orderId, paymentId)), transactionId },
  });
}

/** Posts a Razorpay event to the webhook, signed with the webhook secret (or the given signature). */
export async function sendWebhook(
  event: Record<string, unknown>,
  opts: { eventId?: string; signature?: string | null } = {},
) {
  const rawBody = JSON.stringify(event);
  const signature =
    opts.signature === undefined
      ? await webhookSignature(testDeps().config.RAZORPAY_WEBHOOK_SECRET, rawBody)
      : opts.signature;
  return api("POST", "/payments/webhook", {
    rawBody,
    headers: {
      "Content-Type": "application/json",
      ...(signature === null ? {} : { "X-Razorpay-Signature": signature }),
      "X-Razorpay-Event-Id": opts.eventId ?? fakeId("evt"),
    },
  });
}

export function paymentEvent(
  event: "payment.captured" | "payment.failed" | "order.paid",
  orderId: string,
  paymentId = fakeId("pay"),
) {
  return {
    entity: "event",
    event,
    contains: event === "order.paid" ? ["payment", "order"] : ["payment"],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: "payment",
          amount: 4900,
          currency: "INR",
          status: event === "payment.failed" ? "failed" : "captured",
          order_id: orderId,
          method: "upi",
          error_description: event === "payment.failed" ? "Payment was declined by the bank" : null,
        },
      },
      ...(event === "order.paid" ? { order: { entity: { id: orderId, entity: "order", status: "paid" } } } : {}),
    },
    created_at: Math.floor(Date.now() / 1000),
  };
}

/**
 * Counts UPDATEs of one user's plan (current_plan_id or plan_ends_at) from now on (a trigger writing to a
 * log table), so a test can assert that the plan was switched exactly once. Other updates of the row (the
 * search number set at sign-up, a login time) are not switches.
 */
export async function countUserUpdates(userId: string): Promise<() => Promise<number>> {
  await env.DB.exec(
    "CREATE TABLE IF NOT EXISTS test_user_updates (user_id TEXT NOT NULL, plan_id TEXT, at INTEGER NOT NULL)",
  );
  await env.DB.exec(
    "CREATE TRIGGER IF NOT EXISTS test_user_updates_log AFTER UPDATE OF current_plan_id, plan_ends_at ON users BEGIN INSERT INTO test_user_updates (user_id, plan_id, at) VALUES (NEW.id, NEW.current_plan_id, CAST(unixepoch('subsec') * 1000 AS INTEGER)); END",
  );
  return async () =>
    (
      await env.DB.prepare("SELECT count(*) AS n FROM test_user_updates WHERE user_id = ?")
        .bind(userId)
        .first<{ n: number }>()
    )?.n ?? 0;
}
