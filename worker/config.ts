/**
 * Every setting and secret, read and checked with zod once per isolate. In production a missing
 * secret fails loudly (a logged configuration error and a 500) instead of running half-configured.
 * Local development gets its values from .dev.vars (copied from .dev.vars.example).
 */
import { z } from "zod";
import { PRODUCTION_HASH_COST } from "./lib/password-cost";
import { testSecretVerdict } from "./lib/turnstile-test-secrets";

const csv = z
  .string()
  .default("")
  .transform((s) =>
    s
      .split(",")
      .map((x) => x.trim())
      .filter(Boolean),
  );

const schema = z.object({
  ENVIRONMENT: z.enum(["production", "development", "test"]).default("production"),
  APP_URL: z.url({ message: "APP_URL must be an absolute URL" }).transform((u) => u.replace(/\/$/, "")),
  ALLOWED_ORIGINS: csv,
  JWT_SECRET: z.string().min(32, { message: "JWT_SECRET must be at least 32 characters" }),
  SESSION_SECRET: z.string().min(32, { message: "SESSION_SECRET must be at least 32 characters" }),
  RAZORPAY_KEY_ID: z.string().min(1, { message: "RAZORPAY_KEY_ID is required" }),
  RAZORPAY_KEY_SECRET: z.string().min(1, { message: "RAZORPAY_KEY_SECRET is required" }),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1, { message: "RAZORPAY_WEBHOOK_SECRET is required" }),
  TURNSTILE_SITE_KEY: z.string().min(1, { message: "TURNSTILE_SITE_KEY is required" }),
  TURNSTILE_SECRET_KEY: z.string().min(1, { message: "TURNSTILE_SECRET_KEY is required" }),
  EMAIL_API_KEY: z.string().optional().default(""),
  EMAIL_FROM: z.string().min(3).default("Offerpath <no-reply@offerpath.app>"),
  /** Where contact-form messages are emailed (each is also stored in contact_messages). */
  SUPPORT_EMAIL: z.email({ message: "SUPPORT_EMAIL must be an email address" }).default("support@offerpath.app"),
  /**
   * The domain of the private forwarding addresses (`<secret>@<domain>`, issue 32): Cloudflare Email Routing
   * sends every address of it to this Worker's email() handler (docs/decisions/050).
   */
  INBOUND_EMAIL_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, {
      message: "INBOUND_EMAIL_DOMAIN must be a domain name, e.g. in.offerpath.app",
    })
    .default("in.offerpath.app"),
  /**
   * Web Push (issue 35, docs/decisions/060-web-push.md): the VAPID key pair (RFC 8292) as base64url, the public
   * key the raw 65-byte P-256 point, the private key its 32-byte scalar (JWK `d`), and the contact the push
   * services may write to. All three or none: without them push is off and the settings screen says so.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .default("")
    .refine((v) => v === "" || /^B[A-Za-z0-9_-]{86}$/.test(v), {
      message: "VAPID_PUBLIC_KEY must be a P-256 public key, 65 bytes as base64url (87 characters)",
    }),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .default("")
    .refine((v) => v === "" || /^[A-Za-z0-9_-]{43}$/.test(v), {
      message: "VAPID_PRIVATE_KEY must be a P-256 private key, 32 bytes as base64url (43 characters)",
    }),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .default("")
    .refine((v) => v === "" || /^(mailto:\S+@\S+|https:\/\/\S+)$/.test(v), {
      message: "VAPID_SUBJECT must be a mailto: address or an https: URL",
    }),
  /**
   * The push endpoint allow-list (core/schemas/push.ts, PUSH_SERVICE_HOSTS, port 443) applies in every
   * environment; only "off" turns it off, for the tests' stand-in push service on 127.0.0.1. Refused in production.
   */
  PUSH_ENDPOINT_ALLOWLIST: z
    .enum(["on", "off"], { message: "PUSH_ENDPOINT_ALLOWLIST must be on or off" })
    .default("on"),
  /** scrypt cost as log2 N. Tests lower it to stay fast; production refuses anything below the default. */
  PASSWORD_HASH_COST: z.coerce
    .number({ message: "PASSWORD_HASH_COST must be a whole number (log2 of scrypt's N)" })
    .int({ message: "PASSWORD_HASH_COST must be a whole number (log2 of scrypt's N)" })
    .min(1, { message: "PASSWORD_HASH_COST must be between 1 and 20" })
    .max(20, { message: "PASSWORD_HASH_COST must be between 1 and 20" })
    .default(PRODUCTION_HASH_COST),
});

export type Config = z.infer<typeof schema> & { isProduction: boolean };

const DEV_ONLY_MARKER = /dev-only|change-me|^local-|rzp_test_local/;

export class ConfigError extends Error {}

let cached: { source: unknown; config: Config } | undefined;

/** Parses the Worker's environment into a typed Config; throws ConfigError with every problem listed. */
export function loadConfig(env: Record<string, unknown>): Config {
  if (cached && cached.source === env) return cached.config;
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const config: Config = { ...parsed.data, isProduction: parsed.data.ENVIRONMENT === "production" };
  const vapid = [config.VAPID_PUBLIC_KEY, config.VAPID_PRIVATE_KEY, config.VAPID_SUBJECT].filter(Boolean).length;
  if (vapid !== 0 && vapid !== 3)
    throw new ConfigError("Invalid configuration: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT go together");
  if (config.isProduction) {
    const unsafe = (["JWT_SECRET", "SESSION_SECRET", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const).filter(
      (k) => DEV_ONLY_MARKER.test(config[k]),
    );
    if (unsafe.length) throw new ConfigError(`Development placeholder secrets in production: ${unsafe.join(", ")}`);
    if (!config.EMAIL_API_KEY) throw new ConfigError("EMAIL_API_KEY is required in production");
    // Cloudflare's test secrets accept any token: the contact form would verify nothing.
    if (testSecretVerdict(config.TURNSTILE_SECRET_KEY))
      throw new ConfigError("TURNSTILE_SECRET_KEY is one of Cloudflare's test secrets in production");
    if (config.PUSH_ENDPOINT_ALLOWLIST === "off")
      throw new ConfigError("PUSH_ENDPOINT_ALLOWLIST=off is refused in production (the Worker would post anywhere)");
    if (config.PASSWORD_HASH_COST < PRODUCTION_HASH_COST) {
      throw new ConfigError(`PASSWORD_HASH_COST below ${PRODUCTION_HASH_COST} is refused in production`);
    }
  }
  cached = { source: env, config };
  return config;
}
