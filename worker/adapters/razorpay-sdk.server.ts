/**
 * The payment gateway port over the `razorpay` npm SDK. Inside workerd (nodejs_compat) its axios client
 * runs on the fetch adapter, so the SDK is used as is (docs/decisions/018-razorpay-on-workers.md); its
 * errors become a GatewayError carrying Razorpay's HTTP status.
 */
import Razorpay from "razorpay";
import { GatewayError, type PaymentGateway } from "../domain/payments/gateway";

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
export function sdkGateway(keys: { keyId: string; keySecret: string }): PaymentGateway {
  // Built on first use: most requests build deps and never pay.
  let sdk: Razorpay | undefined;
  const client = () => {
    sdk ??= new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
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
