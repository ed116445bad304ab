#!/usr/bin/env node
/**
 * Sends a correctly signed Razorpay webhook event to a running local Offerpath, as Razorpay would:
 * the raw JSON body signed with RAZORPAY_WEBHOOK_SECRET from .dev.vars (HMAC-SHA256 hex in
 * X-Razorpay-Signature) and a fresh X-Razorpay-Event-Id.
 *
 *   node scripts/send-webhook.mjs <event> <order or payment-link id> [options]
 *
 *   event      payment.captured | order.paid | payment.failed | payment_link.paid
 *   id         the transaction's order id (order_…), or its payment-link id (plink_…) for payment_link.paid
 *   --payment pay_…    payment id (default: a new pay_local_… id)
 *   --event-id evt_…   event id (default: a new one; repeat one to see the deduplication)
 *   --url http://…     the app (default http://localhost:8787, or $APP_URL)
 *   --secret …         webhook secret (default: RAZORPAY_WEBHOOK_SECRET in .dev.vars)
 *
 * Find ids with:
 *   npx wrangler d1 execute DB --local --command "SELECT id, order_id, payment_link_id, status FROM transactions ORDER BY created_at DESC LIMIT 5"
 */
import { createHmac, randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const EVENTS = ["payment.captured", "order.paid", "payment.failed", "payment_link.paid"];
const ROOT = fileURLToPath(new URL("..", import.meta.url));

function usage(message) {
  if (message) console.error(`send-webhook: ${message}\n`);
  console.error(
    readFileSync(fileURLToPath(import.meta.url), "utf8")
      .split("*/")[0]
      .replace(/^#!.*\n\/\*\*\n?/, ""),
  );
  process.exit(2);
}

function devVar(name) {
  const file = `${ROOT}.dev.vars`;
  if (!existsSync(file)) return undefined;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (m && m[1] === name) return m[2].replace(/^(["'])(.*)\1$/, "$2");
  }
  return undefined;
}

const args = process.argv.slice(2);
const options = {};
const positional = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--help" || args[i] === "-h") usage();
  if (args[i].startsWith("--")) {
    if (args[i + 1] === undefined) usage(`${args[i]} needs a value`);
    options[args[i].slice(2)] = args[++i];
  } else positional.push(args[i]);
}
const [event, id] = positional;
if (!EVENTS.includes(event)) usage(`event must be one of ${EVENTS.join(", ")}`);
if (!id) usage("give the order id (or the payment-link id for payment_link.paid)");

const secret = options.secret ?? devVar("RAZORPAY_WEBHOOK_SECRET");
if (!secret) usage("no RAZORPAY_WEBHOOK_SECRET in .dev.vars; pass --secret");
const base = (options.url ?? process.env.APP_URL ?? "http://localhost:8787").replace(/\/$/, "");
const rand = () => randomBytes(7).toString("hex");
const paymentId = options.payment ?? `pay_local_${rand()}`;
const eventId = options["event-id"] ?? `evt_local_${rand()}`;
const orderId = event === "payment_link.paid" ? `order_local_${rand()}` : id;

const payment = {
  entity: {
    id: paymentId,
    entity: "payment",
    currency: "INR",
    status: event === "payment.failed" ? "failed" : "captured",
    order_id: orderId,
    method: "upi",
    captured: event !== "payment.failed",
    error_code: event === "payment.failed" ? "BAD_REQUEST_ERROR" : null,
    error_description: event === "payment.failed" ? "Payment failed (sent by scripts/send-webhook.mjs)" : null,
  },
};
const payload =
  event === "order.paid"
    ? { payment, order: { entity: { id: orderId, entity: "order", status: "paid" } } }
    : event === "payment_link.paid"
      ? {
          payment_link: { entity: { id, entity: "payment_link", status: "paid" } },
          order: { entity: { id: orderId, entity: "order", status: "paid" } },
          payment,
        }
      : { payment };
const body = JSON.stringify({
  entity: "event",
  account_id: "acc_local",
  event,
  contains: Object.keys(payload),
  payload,
  created_at: Math.floor(Date.now() / 1000),
});
const signature = createHmac("sha256", secret).update(body).digest("hex");

const res = await fetch(`${base}/api/v1/payments/webhook`, {
  method: "POST",
  headers: { "Content-Type": "application/json", "X-Razorpay-Signature": signature, "X-Razorpay-Event-Id": eventId },
  body,
});
console.log(`${event} for ${id} (payment ${paymentId}, event ${eventId}) → ${res.status} ${await res.text()}`);
process.exit(res.ok ? 0 : 1);
