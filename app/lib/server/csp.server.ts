/**
 * The Content-Security-Policy of every server-rendered page: scripts only from this origin or with
 * this response's nonce (React Router puts it on the scripts it renders), no plugins, no <base>, forms
 * only to this origin. Turnstile (contact form) and Razorpay Checkout (payments) are the only outside
 * script and frame sources the product needs.
 */
import { encodeBase64 } from "@oslojs/encoding";

const SCRIPT_HOSTS = ["https://challenges.cloudflare.com", "https://checkout.razorpay.com"];
const FRAME_HOSTS = ["https://challenges.cloudflare.com", "https://api.razorpay.com"];

export function createNonce(): string {
  return encodeBase64(crypto.getRandomValues(new Uint8Array(16)));
}

/** `scripts: false`: a page that ships no JavaScript (decision 023) allows none, so no nonce is in it. */
export function contentSecurityPolicy(nonce: string, opts: { dev?: boolean; scripts?: boolean } = {}): string {
  return [
    "default-src 'self'",
    opts.scripts === false ? "script-src 'none'" : `script-src 'self' 'nonce-${nonce}' ${SCRIPT_HOSTS.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${opts.dev ? " ws: wss:" : ""} https://lumberjack.razorpay.com`,
    `frame-src ${FRAME_HOSTS.join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
