/** `/payments`: thin adapters over the billing domain (api-contract.md §8); the webhook is public and signed. */

import { createOrderSchema, verifyPaymentSchema } from "@core/schemas/payment";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { createOrder, orderBreakdown, verifyPayment } from "../domain/payments/checkout.server";
import { BILLING_MESSAGES, findUserTransaction, paymentHistory } from "../domain/payments/subscription.server";
import { handleWebhook } from "../domain/payments/webhook.server";
import { type ApiEnv, failureResponse, parseBody } from "./http";
import { requireAuth } from "./middleware/require-auth";
import { ok, okMessage, Transaction } from "./openapi/components";
import { pathParams } from "./openapi/operation";
import { route } from "./openapi/route";

export const paymentsApi = new OpenAPIHono<ApiEnv>();

const tag = "Payments";

/** Razorpay's event: the handler reads the raw body to check its signature before parsing it. */
const razorpayEvent = z
  .object({
    event: z.string().openapi({ example: "payment.captured" }),
    payload: z.record(z.string(), z.unknown()),
  })
  .openapi("RazorpayEvent");

// Public: Razorpay signs the raw body, so it is read as text before anything parses it.
route(
  paymentsApi,
  {
    method: "post",
    path: "/webhook",
    tag,
    summary: "Razorpay webhook",
    description:
      "Signed with `X-Razorpay-Signature` over the raw body; deduplicated by `X-Razorpay-Event-Id`. Handles payment.captured, order.paid and payment.failed; anything else is acknowledged.",
    auth: "razorpaySignature",
    body: razorpayEvent,
    success: { description: "Acknowledged.", schema: z.object({ status: z.literal("ok") }) },
    errors: { 400: "Invalid signature" },
  },
  async (c) => {
    const rawBody = await c.req.text();
    const answer = await handleWebhook(
      c.get("deps"),
      rawBody,
      c.req.header("X-Razorpay-Signature"),
      c.req.header("X-Razorpay-Event-Id"),
    );
    return c.json(answer.body, answer.status);
  },
);

route(
  paymentsApi,
  {
    method: "post",
    path: "/create-order",
    tag,
    summary: "Create a Razorpay order for a paid plan",
    auth: "bearer",
    body: createOrderSchema,
    success: {
      description: "The order for Razorpay Checkout and our transaction id.",
      schema: ok({
        order: z.object({
          id: z.string(),
          amount: z.number().int().openapi({ description: "Paise." }),
          currency: z.string(),
          receipt: z.string(),
          notes: z.record(z.string(), z.string()),
        }),
        keyId: z.string(),
        transaction: z.string().openapi({ description: "Our transaction id, for /payments/verify." }),
        user: z.object({ name: z.string(), email: z.string() }),
        breakdown: z
          .object({
            kind: z.enum(["new", "renewal", "change"]),
            price: z.number().int().openapi({ description: "The plan's price for the cycle, paise." }),
            credit: z.number().int().openapi({ description: "Deducted for unused days, paise; 0 for none." }),
            creditFor: z.object({ plan: z.string(), days: z.number().int() }).nullable(),
            forfeited: z.number().int().openapi({ description: "Unused value the ₹11 minimum left out, paise." }),
            periodStart: z
              .string()
              .nullable()
              .openapi({ description: "A renewal's start (the current end); null: when the payment completes." }),
          })
          .openapi({ description: "How `order.amount` is made up (contract §8.2, an addition)." }),
      }),
    },
    errors: {
      400: ["planId is required", "billingType must be monthly or yearly", "This plan does not require payment"],
      404: ["User not found", "Plan not found"],
      500: "Failed to create order",
    },
  },
  requireAuth(),
  async (c) => {
    const input = await parseBody(c, createOrderSchema);
    const result = await createOrder(c.get("deps"), c.get("userId"), input);
    if (!result.ok) return failureResponse(c, result);
    const { order, keyId, transactionId, user, quote } = result.value;
    return c.json({ success: true, order, keyId, transaction: transactionId, user, breakdown: orderBreakdown(quote) });
  },
);

route(
  paymentsApi,
  {
    method: "post",
    path: "/verify",
    tag,
    summary: "Verify a Checkout payment and activate the plan",
    description: "Idempotent: a completed transaction answers the same 200 without a second activation.",
    auth: "bearer",
    body: verifyPaymentSchema,
    success: {
      description: "Verified; the plan is active.",
      schema: okMessage(BILLING_MESSAGES.verified).extend({
        transaction: z.object({ id: z.string(), status: z.literal("completed"), planId: z.string() }),
      }),
    },
    errors: {
      400: [
        "<field> is required",
        "Payment verification failed. Order does not match.",
        "Payment verification failed. Invalid signature.",
      ],
      404: "Transaction not found",
    },
  },
  requireAuth(),
  async (c) => {
    const input = await parseBody(c, verifyPaymentSchema);
    const result = await verifyPayment(c.get("deps"), c.get("userId"), input);
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, message: BILLING_MESSAGES.verified, transaction: result.value.transaction });
  },
);

route(
  paymentsApi,
  {
    method: "get",
    path: "/history",
    tag,
    summary: "The caller's transactions",
    description: "Newest first; unfinished ones only while younger than 24 hours.",
    auth: "bearer",
    success: {
      description: "The transactions.",
      schema: ok({ count: z.number().int(), transactions: z.array(Transaction) }),
    },
  },
  requireAuth(),
  async (c) => {
    const transactions = await paymentHistory(c.get("deps"), c.get("userId"));
    return c.json({ success: true, count: transactions.length, transactions });
  },
);

route(
  paymentsApi,
  {
    method: "get",
    path: "/{id}",
    tag,
    summary: "Get a transaction",
    auth: "bearer",
    params: pathParams("id"),
    success: { description: "The transaction, its plan with features.", schema: ok({ transaction: Transaction }) },
    errors: { 404: "Transaction not found" },
  },
  requireAuth(),
  async (c) => {
    const result = await findUserTransaction(c.get("deps"), c.get("userId"), c.req.param("id"));
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, transaction: result.value });
  },
);
