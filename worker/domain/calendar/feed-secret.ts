/**
 * A feed's secret: HMAC-SHA256(server secret, `calendar-feed:<feed id>`), base64url without padding
 * (43 characters). Dependency-free beyond @oslojs, so the demo seed (scripts/seed-demo.ts) derives the
 * demo account's address with the same function (docs/decisions/037-calendar-feed.md).
 */
import { hmac } from "@oslojs/crypto/hmac";
import { SHA256 } from "@oslojs/crypto/sha2";
import { encodeBase64urlNoPadding } from "@oslojs/encoding";

const encoder = new TextEncoder();

export function feedSecretFor(sessionSecret: string, feedId: string): string {
  return encodeBase64urlNoPadding(
    hmac(SHA256, encoder.encode(sessionSecret), encoder.encode(`calendar-feed:${feedId}`)),
  );
}
