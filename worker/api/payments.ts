/** `/payments`: thin adapters over the billing domain (api-contract.md §8); the webhook is public and signed. */

import { createOrderSchema, verifyPaymentSchema } from "@core/schemas/payment";
import { Hono } from "hono";
import { createOrder, orderBreakdown, verifyPayment } from "../domain/payments/checkout.server";
import { BILLING_MESSAGES, findUserTransaction, paymentHistory } from "../domain/payments/subscription.server";
import { handleWebhook } from "../domain/payments/webhook.server";
import { type ApiEnv, failureResponse, parseBody } from "./http";
import { requireAuth } from "./middleware/require-auth";

export const paymentsApi = new Hono<ApiEnv>();

// Public: Razorpay signs the raw body, so it is read as text before anything parses it.
paymentsApi.post("/webhook", async (c) => {
  const rawBody = await c.req.text();
  const answer = await handleWebhook(
    c.get("deps"),
    rawBody,
    c.req.header("X-Razorpay-Signature"),
    c.req.header("X-Razorpay-Event-Id"),
  );
  return c.json(answer.body, answer.status);
});

paymentsApi.post("/create-order", requireAuth(), async (c) => {
  const input = await parseBody(c, createOrderSchema);
  const result = await createOrder(c.get("deps"), c.get("userId"), input);
  if (!result.ok) return failureResponse(c, result);
  const { order, keyId, transactionId, user, quote } = result.value;
  return c.json({ success: true, order, keyId, transaction: transactionId, user, breakdown: orderBreakdown(quote) });
});

paymentsApi.post("/verify", requireAuth(), async (c) => {
  const input = await parseBody(c, verifyPaymentSchema);
  const result = await verifyPayment(c.get("deps"), c.get("userId"), input);
  if (!result.ok) return failureResponse(c, result);
  return c.json({ success: true, message: BILLING_MESSAGES.verified, transaction: result.value.transaction });
});

paymentsApi.get("/history", requireAuth(), async (c) => {
  const transactions = await paymentHistory(c.get("deps"), c.get("userId"));
  return c.json({ success: true, count: transactions.length, transactions });
});

paymentsApi.get("/:id", requireAuth(), async (c) => {
  const result = await findUserTransaction(c.get("deps"), c.get("userId"), c.req.param("id"));
  if (!result.ok) return failureResponse(c, result);
  return c.json({ success: true, transaction: result.value });
});
