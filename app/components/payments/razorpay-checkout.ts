/**
 * Razorpay Standard Checkout in the browser: loads checkout.js once, opens it for an order with the
 * person's name and email prefilled and Offerpath's blue, and reports exactly one outcome (paid, or
 * failed/closed with a reason) so the page posts it to its verify or failure action.
 */
import type { CheckoutOrder } from "~/ui/checkout";

export const CHECKOUT_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";
/** brand-600 (app.css), Offerpath's blue. */
const THEME_COLOR = "#2563eb";

export type CheckoutSuccess = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

type RazorpayInstance = {
  open(): void;
  close(): void;
  on(event: "payment.failed", handler: (answer: { error?: { description?: string } }) => void): void;
};

declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayInstance;
  }
}

let scriptLoad: Promise<void> | null = null;

/** Resolves once `window.Razorpay` exists; a failed load can be retried (Try Again). */
export function loadCheckoutScript(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  scriptLoad ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve() : reject(new Error("checkout.js loaded without Razorpay")));
    script.onerror = () => {
      script.remove();
      reject(new Error("checkout.js could not be loaded"));
    };
    document.head.appendChild(script);
  }).catch((error) => {
    scriptLoad = null;
    throw error;
  });
  return scriptLoad;
}

/** Opens Checkout for `order`; calls `onSuccess` or `onFailure` once. */
export function openRazorpayCheckout(
  order: CheckoutOrder,
  handlers: { onSuccess: (answer: CheckoutSuccess) => void; onFailure: (reason: string) => void },
) {
  const Razorpay = window.Razorpay;
  if (!Razorpay) {
    handlers.onFailure("Failed to initialize payment gateway");
    return;
  }
  let settled = false;
  const settle = (report: () => void) => {
    if (settled) return;
    settled = true;
    report();
  };
  const checkout = new Razorpay({
    key: order.keyId,
    amount: order.amount,
    currency: order.currency,
    order_id: order.orderId,
    name: "Offerpath",
    description: order.description,
    prefill: order.prefill,
    notes: { transaction_id: order.transactionId },
    theme: { color: THEME_COLOR },
    handler: (answer: CheckoutSuccess) => settle(() => handlers.onSuccess(answer)),
    modal: { ondismiss: () => settle(() => handlers.onFailure("Payment cancelled by user")) },
  });
  checkout.on("payment.failed", (answer) => {
    settle(() => handlers.onFailure(answer.error?.description || "Payment failed"));
    checkout.close();
  });
  checkout.open();
}
