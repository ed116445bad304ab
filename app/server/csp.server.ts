/**
 * The Content-Security-Policy of every server-rendered page: scripts only from this origin or with
 * this response's nonce (React Router puts it on the scripts it renders), no plugins, no <base>, forms
 * only to this origin. Turnstile (contact form) is the one outside script and frame source on every page;
 * Razorpay's are allowed only on the checkout pages (`checkout: true`, see `isCheckoutPage`).
 */
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase64 } from "@oslojs/encoding";

const TURNSTILE = "https://challenges.cloudflare.com";

/**
 * Razorpay on the checkout pages: checkout.js, its iframe on api.razorpay.com and its telemetry; and,
 * for Pay Now without JavaScript, the redirect after the form post to the Payment Link's hosted page
 * (rzp.io short links landing on *.razorpay.com), which Chrome checks against form-action.
 */
const RAZORPAY = {
  script: ["https://checkout.razorpay.com"],
  frame: ["https://api.razorpay.com"],
  connect: ["https://lumberjack.razorpay.com"],
  formAction: ["https://rzp.io", "https://*.razorpay.com"],
};

/** The pages whose forms start or finish a Razorpay checkout: /payment and /register (step 2). */
export function isCheckoutPage(pathname: string): boolean {
  return pathname === "/payment" || pathname === "/register";
}

export function createNonce(): string {
  return encodeBase64(crypto.getRandomValues(new Uint8Array(16)));
}

const encoder = new TextEncoder();

/** The CSP source that allows exactly this inline script's text. */
export function scriptHashSource(script: string): string {
  return `'sha256-${encodeBase64(sha256(encoder.encode(script)))}'`;
}

/**
 * `scripts: false`: a page that ships no JavaScript (decision 023) allows none, so no nonce is in it,
 * except the exact inline scripts it lists (`inlineScripts`, allowed by hash).
 * `checkout: true`: a checkout page, where Razorpay's sources are allowed too.
 */
export function contentSecurityPolicy(
  nonce: string,
  opts: { dev?: boolean; scripts?: boolean; inlineScripts?: readonly string[]; checkout?: boolean } = {},
): string {
  const rzp = (hosts: string[]) => (opts.checkout ? hosts.map((h) => ` ${h}`).join("") : "");
  const hashes = [...new Set(opts.inlineScripts ?? [])].map(scriptHashSource);
  return [
    "default-src 'self'",
    opts.scripts === false
      ? `script-src ${hashes.length ? hashes.join(" ") : "'none'"}`
      : `script-src 'self' 'nonce-${nonce}' ${TURNSTILE}${rzp(RAZORPAY.script)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${opts.dev ? " ws: wss:" : ""}${rzp(RAZORPAY.connect)}`,
    `frame-src ${TURNSTILE}${rzp(RAZORPAY.frame)}`,
    // The service worker and the web app manifest, from this origin only (docs/decisions/059).
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action 'self'${rzp(RAZORPAY.formAction)}`,
    "frame-ancestors 'none'",
  ].join("; ");
}
