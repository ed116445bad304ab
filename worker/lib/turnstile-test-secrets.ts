/**
 * Cloudflare Turnstile's documented test secrets and the verdict siteverify gives for each, whatever the
 * token (https://developers.cloudflare.com/turnstile/troubleshooting/testing/). Below both config (which
 * refuses them in production) and the siteverify adapter (which answers them offline).
 */

/** Siteverify's verdict on a token. */
export type SiteverifyVerdict = { success: boolean; errorCodes: string[] };

/** Cloudflare's test secrets and the verdict siteverify gives for each, whatever the token. */
export const TEST_SECRET_VERDICTS: Record<string, SiteverifyVerdict> = {
  "1x0000000000000000000000000000000AA": { success: true, errorCodes: [] },
  "2x0000000000000000000000000000000AA": { success: false, errorCodes: ["invalid-input-response"] },
  "3x0000000000000000000000000000000AA": { success: false, errorCodes: ["timeout-or-duplicate"] },
};

/** The documented verdict when `secret` is one of Cloudflare's test secrets, else undefined. */
export function testSecretVerdict(secret: string): SiteverifyVerdict | undefined {
  return Object.hasOwn(TEST_SECRET_VERDICTS, secret) ? TEST_SECRET_VERDICTS[secret] : undefined;
}
