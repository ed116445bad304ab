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

export type CheckoutState = "pending" | "processing" | "success" | "failed";

export type CheckoutView = {
  plan: { id: string; name: string; features: string[] };
  billingType: CheckoutQuery["billingType"];
  /** What Pay Now charges, rupees: the price less any credit (decision 043). */
  amount: number;
  /** The plan's price for the cycle, rupees. */
  price: number;
  /** A plan change's credit for the unused days of the current plan: "Unused days of Basic (12 days)", rupees. */
  credit: { label: string; rupees: number } | null;
  /** Unused value the ₹11 minimum charge left out, rupees (0 for none): said, not hidden. */
  forfeited: number;
  /** When the quote was made (epoch ms): Pay Now sends it back so the order charges what is shown. */
  quotedAt: number;
  from: CheckoutFrom;
  /** Where the page's forms post (the page itself, without a previous result). */
  actionPath: string;
  state: CheckoutState;
  message: string | null;
  /** The end of the period a successful payment bought, in the person's time zone ("24 Nov 2027"). */
  paidUntil: string | null;
  /**
   * The paid plan this payment changes from while its period still runs ("Basic", "24 Nov 2027"): the
   * new plan starts at payment and the unused days are credited (`credit`).
   */
  replaces: { planName: string; until: string } | null;
  /** An early renewal of the current plan: the new period starts when the paid one ends ("24 Nov 2027"). */
  renews: { from: string } | null;
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
