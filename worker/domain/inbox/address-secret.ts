/**
 * A forwarding address's secret (docs/decisions/050-forward-to-track-inbound-email.md): the first 16 bytes
 * (128 bits) of HMAC-SHA256(SESSION_SECRET, `inbox-address:<nonce>`), in lower-case base32 without padding:
 * 26 characters of a–z and 2–7, which every mail system accepts in a local part and no mailbox lower-cases
 * into another address. Its imports end in .ts and lead only to @oslojs, so the demo seed (scripts/seed-demo.ts,
 * plain Node) derives the demo account's address with the same function.
 */
import { hmac } from "@oslojs/crypto/hmac";
import { SHA256, sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";

/** What the local part of a live address looks like; anything else is refused without a lookup. */
export const INBOX_SECRET_PATTERN = /^[a-z2-7]{26}$/;

const encoder = new TextEncoder();

export function inboxSecretFor(sessionSecret: string, nonce: string): string {
  const mac = hmac(SHA256, encoder.encode(sessionSecret), encoder.encode(`inbox-address:${nonce}`));
  return encodeBase32LowerCaseNoPadding(mac.slice(0, 16));
}

/** The stored lookup key of a secret: its SHA-256, hex. */
export function inboxSecretHash(secret: string): string {
  return encodeHexLowerCase(sha256(encoder.encode(secret)));
}
