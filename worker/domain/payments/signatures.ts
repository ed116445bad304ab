/**
 * The HMAC signatures Razorpay sends back (Checkout, Payment Link callbacks, webhooks), checked in
 * constant time. The local stand-in signs with the same functions, so the same verify code runs.
 */

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
