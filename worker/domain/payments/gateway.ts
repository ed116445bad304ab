/**
 * Razorpay as a port (`deps.razorpay`): the two calls Offerpath makes (an order for Checkout, a Payment
 * Link for checkout without JavaScript). The adapters live in worker/adapters/ (the `razorpay` SDK, and
 * a local stand-in with no network); the composition root (worker/composition.ts) picks one.
 * `retryingGateway` adds the contract's 429 retry (3 attempts, waiting 1 s then 2 s) to any gateway.
 */
import type { Config } from "../../config";

export type GatewayOrderInput = {
  /** Paise. */
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
};
export type GatewayOrder = {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
};
export type GatewayPaymentLinkInput = {
  /** Paise. */
  amount: number;
  currency: string;
  /** Our transaction id: Razorpay echoes it as `razorpay_payment_link_reference_id`. */
  referenceId: string;
  description: string;
  customer: { name: string; email: string };
  callbackUrl: string;
  notes: Record<string, string>;
};
export type GatewayPaymentLink = { id: string; shortUrl: string };

/** Razorpay's Orders and Payment Links APIs. Rejects with a GatewayError when Razorpay refuses or is unreachable. */
export type PaymentGateway = {
  createOrder(input: GatewayOrderInput): Promise<GatewayOrder>;
  createPaymentLink(input: GatewayPaymentLinkInput): Promise<GatewayPaymentLink>;
};

/** A failed gateway call; `status` is Razorpay's HTTP status, or null when no answer came. */
export class GatewayError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message);
    this.name = "GatewayError";
  }
}

/** The placeholder key id of .dev.vars.example: no Razorpay account, no network. */
export const LOCAL_KEY_ID = "rzp_test_local";

/** True when payments are served by the local stand-in: the placeholder key, and never in production. */
export function isLocalStandIn(config: Pick<Config, "RAZORPAY_KEY_ID" | "ENVIRONMENT">): boolean {
  return config.RAZORPAY_KEY_ID === LOCAL_KEY_ID && config.ENVIRONMENT !== "production";
}

/** Waits before each retry after a 429: 1 s, then 2 s (3 attempts in all; api-contract.md §8.2). */
export const RATE_LIMIT_WAITS_MS = [1_000, 2_000] as const;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `call`, again after each wait while Razorpay answers 429; any other failure is thrown at once. */
export async function retryOnRateLimit<T>(call: () => Promise<T>, wait: (ms: number) => Promise<void> = sleep) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (cause) {
      const retry = cause instanceof GatewayError && cause.status === 429 && attempt < RATE_LIMIT_WAITS_MS.length;
      if (!retry) throw cause;
      await wait(RATE_LIMIT_WAITS_MS[attempt]);
    }
  }
}

/** `gateway` with the 429 retry on both calls; `wait` is injectable so tests do not sleep. */
export function retryingGateway(gateway: PaymentGateway, wait?: (ms: number) => Promise<void>): PaymentGateway {
  return {
    createOrder: (input) => retryOnRateLimit(() => gateway.createOrder(input), wait),
    createPaymentLink: (input) => retryOnRateLimit(() => gateway.createPaymentLink(input), wait),
  };
}
