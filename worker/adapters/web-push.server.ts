/**
 * Web Push (RFC 8030) with the payload encrypted per RFC 8291 (aes128gcm) and VAPID (RFC 8292), by
 * @block65/webcrypto-web-push on Web Crypto (docs/decisions/060-web-push.md). The message is the JSON of
 * `PushContent`, cut to fit the 3,993 bytes a push message may carry; the push service keeps it a day (TTL)
 * for a device that is off.
 */
import { buildPushPayload } from "@block65/webcrypto-web-push";
import { utf8Length } from "../db/utf8-parts";
import type { PushAnswer, PushContent, PushSender, PushTarget } from "../domain/ports";

/** RFC 8291, section 4: 4,096 bytes of record less the header, padding delimiter and tag. */
export const MAX_PUSH_PAYLOAD_BYTES = 3993;
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/** The payload's JSON within MAX_PUSH_PAYLOAD_BYTES: the body is shortened (with "…") until it fits. */
export function pushPayload(content: PushContent): string {
  const whole = JSON.stringify(content);
  if (utf8Length(whole) <= MAX_PUSH_PAYLOAD_BYTES) return whole;
  const chars = [...content.body];
  const withBody = (n: number) => JSON.stringify({ ...content, body: n > 0 ? `${chars.slice(0, n).join("")}…` : "" });
  // The most characters of the body that fit (binary search: a character is 1 to 4 bytes, or more escaped).
  let low = 0;
  let high = chars.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (utf8Length(withBody(mid)) <= MAX_PUSH_PAYLOAD_BYTES) low = mid;
    else high = mid - 1;
  }
  return withBody(low);
}

export function webPushSenderFor(vapid: { publicKey: string; privateKey: string; subject: string }): PushSender {
  return {
    publicKey: vapid.publicKey,
    async send(target: PushTarget, content: PushContent): Promise<PushAnswer> {
      let request: Awaited<ReturnType<typeof buildPushPayload>>;
      try {
        request = await buildPushPayload(
          { data: pushPayload(content), options: { ttl: TTL_SECONDS, urgency: "normal" } },
          { endpoint: target.endpoint, expirationTime: null, keys: { p256dh: target.p256dh, auth: target.auth } },
          vapid,
        );
      } catch (cause) {
        // Keys the payload cannot be encrypted for (a p256dh off the curve): this device can never be reached.
        return { status: 0, unusable: true, error: cause instanceof Error ? cause.message : String(cause) };
      }
      try {
        // No redirect is followed: the push goes to the endpoint the allow-list checked, nowhere else.
        const response = await fetch(target.endpoint, {
          ...request,
          redirect: "manual",
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await response.body?.cancel();
        const retryAfter = Number(response.headers.get("retry-after"));
        return { status: response.status, ...(retryAfter > 0 && { retryAfter }) };
      } catch (cause) {
        return { status: 0, error: cause instanceof Error ? cause.message : String(cause) };
      }
    },
  };
}
