/**
 * Plan and payment payloads, client-safe: the plan and payment screens, their actions and the
 * /plans and /payments endpoints validate with these schemas (api-contract.md §7, §8).
 */
import { z } from "zod";
import { BILLING_TYPES, PAID_BILLING_TYPES } from "~/lib/enums";

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

/** A checkout the person abandoned or Razorpay refused: the transaction to mark failed and why. */
export const checkoutFailureSchema = z.object({
  transactionId: requiredId("transactionId", PAYMENT_LIMITS.id),
  reason: z.string().trim().max(PAYMENT_LIMITS.reason).optional().default(""),
});

export type UpgradeInput = z.infer<typeof upgradeSchema>;
export type CreateOrderInput = z.infer<typeof createOrderSchema>;
export type VerifyPaymentInput = z.infer<typeof verifyPaymentSchema>;
