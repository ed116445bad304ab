/**
 * Razorpay as a port (`deps.razorpay`): the two calls Offerpath makes (an order for Checkout, a Payment
 * Link for checkout without JavaScript), the signatures Razorpay sends back, and a local stand-in.
 *
 * - With real keys the `razorpay` npm SDK makes the calls. Inside workerd (nodejs_compat) its axios
 *   client runs on the fetch adapter, so the SDK is used as is (docs/decisions/018-razorpay-on-workers.md);
 *   its errors are turned into a GatewayError carrying Razorpay's HTTP status.
 * - While RAZORPAY_KEY_ID is the local placeholder and ENVIRONMENT is not production, nothing leaves the
 *   Worker: orders and links get local ids and the stand-in page (/payment/stand-in) answers with ids and
 *   signatures made with the local key secret, exactly what Razorpay would send, so the very same verify
 *   and callback code runs.
 * - `retryingGateway` adds the contract's 429 retry (3 attempts, waiting 1 s then 2 s) to any gateway.
 */
import { eq } from "drizzle-orm";
import Razorpay from "razorpay";
import type { Config } from "../../config";
import { transactions } from "../../db/schema";
import type { Deps } from "../../deps";
import { newId } from "../../lib/ids";
import { fail, ok, type Result } from "../../lib/result";

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

/** The gateway the configuration asks for: the stand-in locally, else the SDK. */
export function gatewayFor(config: Config): PaymentGateway {
  return isLocalStandIn(config) ? localStandInGateway() : sdkGateway(config);
}

/** Razorpay's SDK throws `{statusCode, error}` for an HTTP answer and a TypeError when none came. */
function toGatewayError(cause: unknown, what: string): GatewayError {
  if (cause instanceof GatewayError) return cause;
  const status = (cause as { statusCode?: unknown } | null)?.statusCode;
  const detail = (cause as { error?: { description?: unknown } } | null)?.error?.description;
  if (typeof status === "number") {
    return new GatewayError(status, `Razorpay refused ${what} (${status}${detail ? `: ${String(detail)}` : ""})`);
  }
  return new GatewayError(null, `Razorpay could not be reached for ${what}: ${String(cause)}`);
}

const stringRecord = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(typeof value === "object" && value !== null ? value : {}).map(([k, v]) => [k, String(v)]),
  );

/** The `razorpay` npm SDK with the key id and secret (basic auth). */
export function sdkGateway(config: Pick<Config, "RAZORPAY_KEY_ID" | "RAZORPAY_KEY_SECRET">): PaymentGateway {
  // Built on first use: most requests build deps and never pay.
  let sdk: Razorpay | undefined;
  const client = () => {
    sdk ??= new Razorpay({ key_id: config.RAZORPAY_KEY_ID, key_secret: config.RAZORPAY_KEY_SECRET });
    return sdk;
  };
  return {
    async createOrder(input) {
      let answer: { id?: unknown; amount?: unknown; currency?: unknown; receipt?: unknown; notes?: unknown };
      try {
        answer = await client().orders.create({
          amount: input.amount,
          currency: input.currency,
          receipt: input.receipt,
          notes: input.notes,
        });
      } catch (cause) {
        throw toGatewayError(cause, "the order");
      }
      if (typeof answer?.id !== "string" || !answer.id)
        throw new GatewayError(null, "Razorpay answered without an order id");
      return {
        id: answer.id,
        amount: Number(answer.amount ?? input.amount),
        currency: String(answer.currency ?? input.currency),
        receipt: String(answer.receipt ?? input.receipt),
        notes: stringRecord(answer.notes ?? input.notes),
      };
    },
    async createPaymentLink(input) {
      let answer: { id?: unknown; short_url?: unknown };
      try {
        answer = await client().paymentLink.create({
          amount: input.amount,
          currency: input.currency,
          reference_id: input.referenceId,
          description: input.description,
          customer: { name: input.customer.name, email: input.customer.email },
          notify: { sms: false, email: false },
          reminder_enable: false,
          callback_url: input.callbackUrl,
          callback_method: "get",
          notes: input.notes,
        });
      } catch (cause) {
        throw toGatewayError(cause, "the payment link");
      }
      if (typeof answer?.id !== "string" || typeof answer.short_url !== "string")
        throw new GatewayError(null, "Razorpay answered without a payment link");
      return { id: answer.id, shortUrl: answer.short_url };
    },
  };
}

/** A Razorpay-looking id part: 14 random characters. */
const localSuffix = () => newId().slice(0, 14);

/** No network: ids made up locally; the link points at our own stand-in page. */
export function localStandInGateway(): PaymentGateway {
  return {
    async createOrder(input) {
      return { id: `order_local_${localSuffix()}`, ...input, notes: { ...input.notes } };
    },
    async createPaymentLink() {
      const id = `plink_local_${localSuffix()}`;
      return { id, shortUrl: `/payment/stand-in?link=${encodeURIComponent(id)}` };
    },
  };
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

// ---- Signatures -------------------------------------------------------------------------------------

const encoder = new TextEncoder();

/** Hex HMAC-SHA256 of `message` keyed with `secret`. */
export async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Checkout's `razorpay_signature`: HMAC of `order_id|payment_id` with the key secret. */
export function checkoutSignature(secret: string, orderId: string, paymentId: string): Promise<string> {
  return hmacSha256Hex(secret, `${orderId}|${paymentId}`);
}

/** A Payment Link callback's `razorpay_signature`, with the key secret. */
export function paymentLinkSignature(
  secret: string,
  p: { linkId: string; referenceId: string; status: string; paymentId: string },
): Promise<string> {
  return hmacSha256Hex(secret, `${p.linkId}|${p.referenceId}|${p.status}|${p.paymentId}`);
}

/** `X-Razorpay-Signature`: HMAC of the raw body with the webhook secret. */
export function webhookSignature(secret: string, rawBody: string): Promise<string> {
  return hmacSha256Hex(secret, rawBody);
}

/** Compares two signatures in time that depends only on their lengths, never on where they differ. */
export function signaturesEqual(a: string, b: string): boolean {
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

// ---- The local stand-in's answers ---------------------------------------------------------------------

export type CheckoutSuccess = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
export type CheckoutFailure = {
  error: {
    code: string;
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: { order_id: string; payment_id: string };
  };
};
export type PaymentLinkCallback = {
  razorpay_payment_id: string;
  razorpay_payment_link_id: string;
  razorpay_payment_link_reference_id: string;
  razorpay_payment_link_status: string;
  razorpay_signature: string;
};

const STAND_IN_NOT_FOUND = "Not found";

/**
 * What Razorpay Checkout hands the page for `orderId` when the payment succeeds (ids and a signature
 * made with the key secret) or fails (Checkout's error object). Only with the local stand-in, and only
 * for an order Offerpath created; otherwise NOT_FOUND.
 */
export async function standInCheckoutResult(
  deps: Pick<Deps, "db" | "config">,
  orderId: string,
  outcome: "success" | "failure",
): Promise<Result<CheckoutSuccess | CheckoutFailure>> {
  if (!isLocalStandIn(deps.config)) return fail("NOT_FOUND", STAND_IN_NOT_FOUND);
  const tx = await deps.db.query.transactions.findFirst({
    where: eq(transactions.orderId, orderId),
    columns: { id: true },
  });
  if (!tx) return fail("NOT_FOUND", STAND_IN_NOT_FOUND);
  const paymentId = `pay_local_${localSuffix()}`;
  if (outcome === "failure") {
    return ok({
      error: {
        code: "BAD_REQUEST_ERROR",
        description: "Payment failed",
        source: "customer",
        step: "payment_authentication",
        reason: "payment_failed",
        metadata: { order_id: orderId, payment_id: paymentId },
      },
    });
  }
  return ok({
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: await checkoutSignature(deps.config.RAZORPAY_KEY_SECRET, orderId, paymentId),
  });
}

/**
 * The query a Payment Link's callback carries back to Offerpath for `linkId`: status `paid` on success,
 * `failed` otherwise, signed with the key secret. Only with the local stand-in, and only for a link
 * Offerpath created; otherwise NOT_FOUND.
 */
export async function standInPaymentLinkResult(
  deps: Pick<Deps, "db" | "config">,
  linkId: string,
  outcome: "success" | "failure",
): Promise<Result<PaymentLinkCallback>> {
  if (!isLocalStandIn(deps.config)) return fail("NOT_FOUND", STAND_IN_NOT_FOUND);
  const tx = await deps.db.query.transactions.findFirst({
    where: eq(transactions.paymentLinkId, linkId),
    columns: { id: true },
  });
  if (!tx) return fail("NOT_FOUND", STAND_IN_NOT_FOUND);
  const paymentId = `pay_local_${localSuffix()}`;
  const status = outcome === "success" ? "paid" : "failed";
  return ok({
    razorpay_payment_id: paymentId,
    razorpay_payment_link_id: linkId,
    razorpay_payment_link_reference_id: tx.id,
    razorpay_payment_link_status: status,
    razorpay_signature: await paymentLinkSignature(deps.config.RAZORPAY_KEY_SECRET, {
      linkId,
      referenceId: tx.id,
      status,
      paymentId,
    }),
  });
}
