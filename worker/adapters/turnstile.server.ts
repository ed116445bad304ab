/**
 * Cloudflare Turnstile's siteverify behind the `deps.turnstile` port, so the contact form's rule is
 * tested without network. With one of Cloudflare's documented test secrets the port answers as
 * siteverify documents for that secret, offline; with any other secret it calls the real endpoint.
 * https://developers.cloudflare.com/turnstile/get-started/server-side-validation/
 */
import type { TurnstileVerifier } from "../domain/ports";
import { testSecretVerdict } from "../lib/turnstile-test-secrets";

export const SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
const TIMEOUT_MS = 5_000;

/** Siteverify with the secret key; Cloudflare's test secrets answer offline with their documented verdict. */
export function turnstileVerifierFor(secretKey: string, fetcher: typeof fetch = fetch): TurnstileVerifier {
  const testVerdict = testSecretVerdict(secretKey);
  if (testVerdict) return { verify: async () => ({ ...testVerdict, errorCodes: [...testVerdict.errorCodes] }) };
  return {
    async verify({ token, remoteIp, idempotencyKey }) {
      const body = new FormData();
      body.set("secret", secretKey);
      body.set("response", token);
      if (remoteIp) body.set("remoteip", remoteIp);
      body.set("idempotency_key", idempotencyKey);
      const res = await fetcher(SITEVERIFY_URL, { method: "POST", body, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!res.ok) throw new Error(`Turnstile siteverify answered ${res.status}`);
      const answer: unknown = await res.json();
      if (
        typeof answer !== "object" ||
        answer === null ||
        typeof (answer as { success?: unknown }).success !== "boolean"
      )
        throw new Error("Turnstile siteverify answered without a verdict");
      const { success, "error-codes": codes } = answer as { success: boolean; "error-codes"?: unknown };
      return { success, errorCodes: Array.isArray(codes) ? codes.map(String) : [] };
    },
  };
}
