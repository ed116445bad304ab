import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const good = {
  ENVIRONMENT: "production",
  APP_URL: "https://offerpath.app/",
  ALLOWED_ORIGINS: "https://offerpath.app, https://www.offerpath.app",
  JWT_SECRET: "p".repeat(40),
  SESSION_SECRET: "q".repeat(40),
  RAZORPAY_KEY_ID: "rzp_live_abc",
  RAZORPAY_KEY_SECRET: "live-secret",
  RAZORPAY_WEBHOOK_SECRET: "live-webhook",
  TURNSTILE_SITE_KEY: "0x4AAA",
  TURNSTILE_SECRET_KEY: "0x4BBB",
  EMAIL_API_KEY: "re_123",
  EMAIL_FROM: "Offerpath <no-reply@offerpath.app>",
};

describe("loadConfig", () => {
  it("parses a complete production configuration", () => {
    const config = loadConfig({ ...good });
    expect(config.isProduction).toBe(true);
    expect(config.APP_URL).toBe("https://offerpath.app");
    expect(config.ALLOWED_ORIGINS).toEqual(["https://offerpath.app", "https://www.offerpath.app"]);
  });

  it("fails loudly, naming every missing secret", () => {
    const { JWT_SECRET: _j, RAZORPAY_KEY_SECRET: _r, ...rest } = good;
    expect(() => loadConfig({ ...rest })).toThrow(ConfigError);
    expect(() => loadConfig({ ...rest })).toThrow(/JWT_SECRET.*RAZORPAY_KEY_SECRET/s);
  });

  it("refuses development placeholders and a missing email provider in production", () => {
    expect(() => loadConfig({ ...good, JWT_SECRET: "dev-only-jwt-secret-change-me-0123456789abcdef" })).toThrow(
      /placeholder secrets in production: JWT_SECRET/,
    );
    expect(() => loadConfig({ ...good, EMAIL_API_KEY: "" })).toThrow(/EMAIL_API_KEY is required in production/);
    expect(() => loadConfig({ ...good, TURNSTILE_SECRET_KEY: "1x0000000000000000000000000000000AA" })).toThrow(
      /TURNSTILE_SECRET_KEY is one of Cloudflare's test secrets/,
    );
  });

  it("accepts development defaults outside production", () => {
    const config = loadConfig({
      ...good,
      ENVIRONMENT: "development",
      EMAIL_API_KEY: "",
      JWT_SECRET: "dev-only-".repeat(5),
    });
    expect(config.isProduction).toBe(false);
    expect(config.EMAIL_API_KEY).toBe("");
  });

  it("keeps the production password-hash cost by default and refuses a lowered one in production", () => {
    expect(loadConfig({ ...good }).PASSWORD_HASH_COST).toBe(14);
    expect(loadConfig({ ...good, PASSWORD_HASH_COST: "15" }).PASSWORD_HASH_COST).toBe(15);
    expect(() => loadConfig({ ...good, PASSWORD_HASH_COST: "10" })).toThrow(
      /PASSWORD_HASH_COST below 14 is refused in production/,
    );
  });

  it("lets tests and development lower the password-hash cost, within bounds", () => {
    expect(loadConfig({ ...good, ENVIRONMENT: "test", PASSWORD_HASH_COST: "4" }).PASSWORD_HASH_COST).toBe(4);
    expect(() => loadConfig({ ...good, ENVIRONMENT: "test", PASSWORD_HASH_COST: "0" })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => loadConfig({ ...good, ENVIRONMENT: "test", PASSWORD_HASH_COST: "abc" })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => loadConfig({ ...good, ENVIRONMENT: "test", PASSWORD_HASH_COST: "21" })).toThrow(/PASSWORD_HASH_COST/);
  });

  it("rejects a short JWT secret", () => {
    expect(() => loadConfig({ ...good, JWT_SECRET: "short" })).toThrow(/JWT_SECRET must be at least 32 characters/);
  });
});

describe("VAPID keys (push notifications)", () => {
  const vapid = {
    VAPID_PUBLIC_KEY: "BLXOpgedb2pDQAhP6fxW_Xy2SsUPx4rHOW08fYp9B4F9ddlgLY-0lDpauciIZ_JUmldsmqbFCnxGHVsiT9kE71Q",
    VAPID_PRIVATE_KEY: "KDp156NNb9XmIk7EyAD3Ube8KMnCkcHtKrv9LPJ6-T0",
    VAPID_SUBJECT: "mailto:support@offerpath.app",
  };
  it("are optional (push is off without them) and taken whole", () => {
    expect(loadConfig({ ...good }).VAPID_PRIVATE_KEY).toBe("");
    expect(loadConfig({ ...good, ...vapid }).VAPID_PUBLIC_KEY).toBe(vapid.VAPID_PUBLIC_KEY);
  });
  it("refuses a part of the set, or keys that are not P-256 keys as base64url", () => {
    expect(() => loadConfig({ ...good, VAPID_PRIVATE_KEY: vapid.VAPID_PRIVATE_KEY })).toThrow(/go together/);
    expect(() => loadConfig({ ...good, ...vapid, VAPID_PUBLIC_KEY: "abc" })).toThrow(/VAPID_PUBLIC_KEY must be/);
    expect(() => loadConfig({ ...good, ...vapid, VAPID_PRIVATE_KEY: "x".repeat(44) })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ ...good, ...vapid, VAPID_SUBJECT: "support" })).toThrow(/VAPID_SUBJECT/);
  });
});
