/**
 * The OpenAPI operations of worker/api/plans.ts and worker/api/payments.ts (api-contract.md §7, §8), with
 * the schemas their handlers use.
 */

import { createOrderSchema, upgradeSchema, verifyPaymentSchema } from "@core/schemas/payment";
import { z } from "@hono/zod-openapi";
import { ok, okMessage, Plan, Transaction } from "./components";
import { operation, pathParams } from "./operation";

const plansTag = "Plans";
const paymentsTag = "Payments";

const subscription = z
  .object({
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    billingType: z.enum(["monthly", "yearly", "one-time"]),
    status: z.enum(["active", "expired"]),
  })
  .nullable()
  .openapi("Subscription", { description: "From the latest completed transaction for the plan; null for none." });

/** Razorpay's event: the handler reads the raw body to check its signature before parsing it. */
const razorpayEvent = z
  .object({
    event: z.string().openapi({ example: "payment.captured" }),
    payload: z.record(z.string(), z.unknown()),
  })
  .openapi("RazorpayEvent");

export const billingOperations = [
  operation({
    method: "get",
    path: "/plans",
    tag: plansTag,
    summary: "List the active plans",
    description: "By monthly price, cheapest first. Cacheable for 60 seconds.",
    auth: "public",
    success: { description: "The plans.", schema: ok({ count: z.number().int(), plans: z.array(Plan) }) },
  }),
  operation({
    method: "get",
    path: "/plans/user/current",
    tag: plansTag,
    summary: "The caller's plan and subscription",
    auth: "bearer",
    success: {
      description: "The plan (null if missing) and its subscription.",
      schema: ok({ plan: Plan.nullable(), subscription }),
    },
    errors: { 404: "User not found" },
  }),
  operation({
    method: "post",
    path: "/plans/upgrade",
    tag: plansTag,
    summary: "Switch to free, or prepare a paid upgrade",
    description:
      "The free plan switches at once and records a zero-amount transaction; a paid plan answers `nextStep: payment` and changes nothing.",
    auth: "bearer",
    body: upgradeSchema,
    success: {
      description: "Switched to free, or ready for payment.",
      schema: z.union([
        ok({ message: z.literal("Successfully downgraded to free plan"), plan: z.literal("free") }),
        ok({
          message: z.literal("Ready to upgrade plan"),
          planId: z.string(),
          planName: z.string(),
          billingType: z.enum(["monthly", "yearly", "one-time"]),
          nextStep: z.literal("payment"),
        }),
      ]),
    },
    errors: {
      400: [
        "Plan ID and billing type are required",
        "billingType must be monthly, yearly or one-time",
        "You are already on this plan",
      ],
      404: "Plan not found",
    },
  }),
  operation({
    method: "post",
    path: "/plans/cancel",
    tag: plansTag,
    summary: "Cancel: back to the free plan now",
    auth: "bearer",
    success: {
      description: "Downgraded.",
      schema: okMessage("Subscription cancelled successfully").extend({ currentPlan: z.literal("free") }),
    },
    errors: { 400: "You are already on the free plan" },
  }),
  operation({
    method: "get",
    path: "/plans/{id}",
    tag: plansTag,
    summary: "Get a plan",
    auth: "public",
    params: pathParams("id"),
    success: { description: "The plan, with isActive and timestamps.", schema: ok({ plan: Plan }) },
    errors: { 404: "Plan not found" },
  }),
  operation({
    method: "post",
    path: "/payments/webhook",
    tag: paymentsTag,
    summary: "Razorpay webhook",
    description:
      "Signed with `X-Razorpay-Signature` over the raw body; deduplicated by `X-Razorpay-Event-Id`. Handles payment.captured, order.paid and payment.failed; anything else is acknowledged.",
    auth: "razorpaySignature",
    body: razorpayEvent,
    success: { description: "Acknowledged.", schema: z.object({ status: z.literal("ok") }) },
    errors: { 400: "Invalid signature" },
  }),
  operation({
    method: "post",
    path: "/payments/create-order",
    tag: paymentsTag,
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
  }),
  operation({
    method: "post",
    path: "/payments/verify",
    tag: paymentsTag,
    summary: "Verify a Checkout payment and activate the plan",
    description: "Idempotent: a completed transaction answers the same 200 without a second activation.",
    auth: "bearer",
    body: verifyPaymentSchema,
    success: {
      description: "Verified; the plan is active.",
      schema: okMessage("Payment verified successfully").extend({
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
  }),
  operation({
    method: "get",
    path: "/payments/history",
    tag: paymentsTag,
    summary: "The caller's transactions",
    description: "Newest first; unfinished ones only while younger than 24 hours.",
    auth: "bearer",
    success: {
      description: "The transactions.",
      schema: ok({ count: z.number().int(), transactions: z.array(Transaction) }),
    },
  }),
  operation({
    method: "get",
    path: "/payments/{id}",
    tag: paymentsTag,
    summary: "Get a transaction",
    auth: "bearer",
    params: pathParams("id"),
    success: { description: "The transaction, its plan with features.", schema: ok({ transaction: Transaction }) },
    errors: { 404: "Transaction not found" },
  }),
];
