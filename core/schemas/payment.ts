/**
 * Plan and payment payloads, client-safe: the plan and payment screens, their actions and the
 * /plans and /payments endpoints validate with these schemas (api-contract.md §7, §8).
 */

import { BILLING_TYPES, PAID_BILLING_TYPES } from "@core/enums";
import { z } from "zod";

export const PAYMENT_LIMITS = { id: 64, razorpayId: 100, signature: 200, reason: 500 } as const;

export const PLAN_MESSAGES = {
  planAndTypeRequired: "Plan ID and billing type are required",
  billingType: "billingType must be monthly, yearly or one-time",
  paidBillingType: "billingType must be monthly or yearly",
} as const;

const requiredId = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required` })
    .max(max, { error: `${field} is not valid` });

export const billingTypeField = z.enum(BILLING_TYPES, { error: PLAN_MESSAGES.billingType });
export const paidBillingTypeField = z.enum(PAID_BILLING_TYPES, { error: PLAN_MESSAGES.paidBillingType });

/** `POST /plans/upgrade`: free switches at once (`one-time`), a paid plan goes on to payment. */
export const upgradeSchema = z.object({
  planId: requiredId("planId", PAYMENT_LIMITS.id),
  billingType: billingTypeField,
});

/** `POST /payments/create-order`, and the /payment screen's plan and cycle (also read from its URL). */
export const createOrderSchema = z.object({
  planId: requiredId("planId", PAYMENT_LIMITS.id),
  billingType: paidBillingTypeField,
});

/** `POST /payments/verify`: what Razorpay Checkout hands the page, plus our transaction id. */
export const verifyPaymentSchema = z.object({
  razorpay_order_id: requiredId("razorpay_order_id", PAYMENT_LIMITS.razorpayId),
  razorpay_payment_id: requiredId("razorpay_payment_id", PAYMENT_LIMITS.razorpayId),
  razorpay_signature: requiredId("razorpay_signature", PAYMENT_LIMITS.signature),
  transactionId: requiredId("transactionId", PAYMENT_LIMITS.id),
});

/**
 * The checkout's Pay Now form (`intent` order with JavaScript, link without): the plan and cycle are in
 * the page's URL; `quotedAt` is when the page worked out the amount it shows (decision 043), so the order
 * charges that amount (the server honours it for 15 minutes). Anything unreadable is dropped.
 */
export const payNowFormSchema = z.object({
  quotedAt: z.coerce.number().int().nonnegative().optional().catch(undefined),
});

/** A checkout the person abandoned or Razorpay refused: the transaction to mark failed and why. */
export const checkoutFailureSchema = z.object({
  transactionId: requiredId("transactionId", PAYMENT_LIMITS.id),
  reason: z.string().trim().max(PAYMENT_LIMITS.reason).optional().default(""),
});

export type UpgradeInput = z.infer<typeof upgradeSchema>;
export type CreateOrderInput = z.infer<typeof createOrderSchema>;
export type VerifyPaymentInput = z.infer<typeof verifyPaymentSchema>;

// ---- The checkout screens ------------------------------------------------------------------------------

export type PaidBillingType = z.infer<typeof paidBillingTypeField>;

/** Where a checkout started: /payment, /payment from registration, or step 2 of /register. */
export const CHECKOUT_FROM = ["register", "register-step"] as const;
export type CheckoutFrom = (typeof CHECKOUT_FROM)[number] | undefined;

/** Why a checkout ended without a payment, as the failure view words it. */
export const CHECKOUT_ERRORS = ["verification", "interrupted", "gateway"] as const;
export type CheckoutError = (typeof CHECKOUT_ERRORS)[number];

/**
 * The checkout page's query (`/payment?planId&billingType…`): the plan and cycle as create-order reads
 * them, plus where the checkout started and the outcome to show; anything unreadable in those is dropped.
 */
export const checkoutQuerySchema = createOrderSchema.extend({
  from: z.enum(CHECKOUT_FROM).optional().catch(undefined),
  tx: z.string().trim().min(1).max(PAYMENT_LIMITS.id).optional().catch(undefined),
  error: z.enum(CHECKOUT_ERRORS).optional().catch(undefined),
});
export type CheckoutQuery = z.infer<typeof checkoutQuerySchema>;

/** /plans: the cycle the cards show (`?billing=yearly`); anything else is monthly. */
export const plansQuerySchema = z.object({ billing: paidBillingTypeField.catch("monthly").default("monthly") });

/** The "Downgrade to Free" form on /plans. */
export const downgradeFormSchema = z.object({ planId: requiredId("planId", PAYMENT_LIMITS.id) });
