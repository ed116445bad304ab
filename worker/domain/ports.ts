/**
 * The ports the domain sends through, besides storage: email and Cloudflare Turnstile's siteverify
 * (Razorpay's is in payments/gateway.ts). Their adapters live in worker/adapters/; the composition root
 * (worker/composition.ts) builds them from the configuration, so tests can swap any of them.
 */

import type { SiteverifyVerdict } from "../lib/turnstile-test-secrets";

export type { SiteverifyVerdict };
export type Email = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. RFC 8058's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
};
export type EmailSender = { send(email: Email): Promise<void> };

export type SiteverifyInput = {
  token: string;
  /** The visitor's address (`CF-Connecting-IP`), optional for siteverify. */
  remoteIp?: string;
  /** Lets a retry of the same check reuse the verdict instead of finding the token spent. */
  idempotencyKey: string;
};
/** Resolves with siteverify's verdict; rejects when siteverify cannot be reached or answers nonsense. */
export type TurnstileVerifier = { verify(input: SiteverifyInput): Promise<SiteverifyVerdict> };

/** A browser's push subscription as stored (RFC 8030 endpoint, RFC 8291 keys as base64url). */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };
/** What a reminder's system notification shows; `url` is a path of the app, `tag` replaces an earlier one. */
export type PushContent = { title: string; body: string; url: string; tag: string };
/**
 * The push service's answer: its HTTP status, or `status: 0` when it could not be reached (a network error,
 * a timeout). `retryAfter` in seconds when it said so. `unusable`: nothing was sent because the subscription's
 * keys cannot be encrypted for (never retried: it would fail the same way).
 */
export type PushAnswer = { status: number; retryAfter?: number; error?: string; unusable?: true };
/** Web Push with VAPID (docs/decisions/060-web-push.md); absent when no VAPID keys are configured. */
export type PushSender = { publicKey: string; send(target: PushTarget, content: PushContent): Promise<PushAnswer> };
