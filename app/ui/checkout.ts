/** The URLs of a checkout, client-safe: the plan, cycle and origin of the checkout always travel in them. */

import type { CheckoutError, CheckoutFrom, CheckoutQuery, PaidBillingType } from "@core/schemas/payment";
import type { FormReply } from "./forms";

export type CheckoutTarget = { planId: string; billingType: PaidBillingType; from?: CheckoutFrom };

/**
 * The page a checkout runs on and comes back to: `/register?…&step=payment` for step 2 of registration,
 * else `/payment?…` (with `from=register` when registration sent the person there).
 */
export function checkoutPagePath(target: CheckoutTarget, result: { tx?: string; error?: CheckoutError } = {}): string {
  const q = new URLSearchParams({ planId: target.planId, billingType: target.billingType });
  if (target.from === "register") q.set("from", "register");
  if (target.from === "register-step") q.set("step", "payment");
  if (result.tx) q.set("tx", result.tx);
  if (result.error) q.set("error", result.error);
  return `${target.from === "register-step" ? "/register" : "/payment"}?${q}`;
}

/** The local stand-in for Razorpay Checkout (JavaScript path). */
export function standInCheckoutPath(orderId: string, transactionId: string, from: CheckoutFrom): string {
  const q = new URLSearchParams({ order: orderId, tx: transactionId });
  if (from) q.set("from", from);
  return `/payment/stand-in?${q}`;
}

/** Adds `from` to a URL of our own (the stand-in's payment-link page); leaves Razorpay's hosted page alone. */
export function withFrom(url: string, from: CheckoutFrom): string {
  if (!from || !url.startsWith("/") || url.startsWith("//")) return url;
  return `${url}${url.includes("?") ? "&" : "?"}from=${encodeURIComponent(from)}`;
}

export type CheckoutState = "pending" | "processing" | "success" | "failed" | "current";

export type CheckoutView = {
  plan: { id: string; name: string; features: string[] };
  billingType: CheckoutQuery["billingType"];
  /** Rupees. */
  amount: number;
  from: CheckoutFrom;
  /** Where the page's forms post (the page itself, without a previous result). */
  actionPath: string;
  state: CheckoutState;
  message: string | null;
  /** The end of the period a successful payment bought, in the person's time zone ("24 Nov 2027"). */
  paidUntil: string | null;
  /**
   * The paid plan this payment replaces while its period still runs ("Basic", "24 Nov 2027"): a new
   * period starts at payment and the rest of the old one is not carried over, so the page says so.
   */
  replaces: { planName: string; until: string } | null;
  standIn: boolean;
};

/** What the page's script needs to open Razorpay Checkout (or the local stand-in) for a new order. */
export type CheckoutOrder = {
  keyId: string;
  orderId: string;
  /** Paise. */
  amount: number;
  currency: string;
  transactionId: string;
  description: string;
  prefill: { name: string; email: string };
  /** Set with the local stand-in: the page goes there instead of loading checkout.js. */
  standInPath: string | null;
};

/** What the checkout's actions answer the page: the order to open, or Pay Now refused (a form reply). */
export type CheckoutActionData = { checkout: CheckoutOrder } | FormReply;
