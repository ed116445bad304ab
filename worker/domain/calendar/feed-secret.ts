/**
 * A feed's secret: HMAC-SHA256(server secret, `calendar-feed:<feed id>`), base64url without padding
 * (43 characters). Its imports end in .ts and lead only to @oslojs, so the demo seed (scripts/seed-demo.ts,
 * plain Node) derives the demo account's address with the same function (docs/decisions/037-calendar-feed.md).
 */
import { signText } from "../../lib/signing.ts";

export function feedSecretFor(sessionSecret: string, feedId: string): string {
  return signText(sessionSecret, `calendar-feed:${feedId}`);
}
