/**
 * A browser's push subscription as it reaches the server (issue 35, docs/decisions/060-web-push.md): what
 * `PushSubscription.toJSON()` gives, checked before anything is stored or sent. The endpoint must be https
 * (RFC 8030); the keys are base64url: `p256dh` an uncompressed P-256 point (65 bytes, 87 characters, starting
 * with 0x04, so "B"), `auth` 16 bytes (22 characters); padding is accepted and dropped.
 */
import { z } from "zod";

export const MAX_ENDPOINT_LENGTH = 1024;
/** Devices a user can have push on at once; the settings screen lists them all. */
export const MAX_PUSH_DEVICES = 20;

/**
 * The push services of the browsers that ship Web Push. A subscription must name one of them (or a subdomain of
 * the entries with a leading dot) on port 443, so the Worker never posts to an address a user made up. Only a
 * configuration flag turns this off (PUSH_ENDPOINT_ALLOWLIST=off: the tests' stand-in push service).
 */
export const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "updates.push.services.mozilla.com",
  ".push.apple.com",
  ".notify.windows.com",
] as const;

export function isKnownPushService(host: string): boolean {
  const h = host.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((known) => (known.startsWith(".") ? h.endsWith(known) : h === known));
}

/** An https endpoint of a known push service on the default port (443). */
export function isAllowedPushEndpoint(endpoint: string): boolean {
  try {
    const url = new URL(endpoint);
    return url.protocol === "https:" && (url.port === "" || url.port === "443") && isKnownPushService(url.hostname);
  } catch {
    return false;
  }
}

const base64url = (name: string, length: number, first?: RegExp) =>
  z
    .string({ message: `${name} is required` })
    .transform((v) => v.replace(/=+$/, ""))
    .refine((v) => /^[A-Za-z0-9_-]*$/.test(v) && v.length === length && (!first || first.test(v)), {
      message: `${name} must be the browser's key, base64url`,
    });

export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ message: "endpoint is required" })
    .max(MAX_ENDPOINT_LENGTH, { message: `endpoint must be at most ${MAX_ENDPOINT_LENGTH} characters` })
    .refine(
      (v) => {
        try {
          const url = new URL(v);
          return url.protocol === "https:" && !url.username && !url.password;
        } catch {
          return false;
        }
      },
      { message: "endpoint must be an https URL" },
    ),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: base64url("keys.p256dh", 87, /^B/),
      auth: base64url("keys.auth", 22),
    },
    { message: "keys is required" },
  ),
});
export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;

/** The settings form's subscribe: the same fields, flat (the page's script posts them). */
export const pushSubscriptionFormSchema = z
  .object({
    endpoint: z.string({ message: "endpoint is required" }),
    p256dh: z.string({ message: "keys.p256dh is required" }),
    auth: z.string({ message: "keys.auth is required" }),
  })
  .transform((v) => ({ endpoint: v.endpoint, keys: { p256dh: v.p256dh, auth: v.auth } }))
  .pipe(pushSubscriptionSchema);

/** "Chrome on Android", "Safari on iPhone"… from a User-Agent; "This browser" when it says nothing known. */
export function deviceLabel(userAgent: string | null | undefined): string {
  const ua = userAgent ?? "";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /OPR\/|Opera/.test(ua)
      ? "Opera"
      : /SamsungBrowser/.test(ua)
        ? "Samsung Internet"
        : /Firefox\/|FxiOS/.test(ua)
          ? "Firefox"
          : /Chrome\/|CriOS|Chromium/.test(ua)
            ? "Chrome"
            : /Safari\//.test(ua)
              ? "Safari"
              : null;
  const os = /Android/.test(ua)
    ? "Android"
    : /iPhone/.test(ua)
      ? "iPhone"
      : /iPad/.test(ua)
        ? "iPad"
        : /CrOS/.test(ua)
          ? "ChromeOS"
          : /Windows/.test(ua)
            ? "Windows"
            : /Mac OS X|Macintosh/.test(ua)
              ? "Mac"
              : /Linux/.test(ua)
                ? "Linux"
                : null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? (os ? `A browser on ${os}` : "This browser");
}
