/** Integration tests: run inside workerd against real D1 and KV with the real migrations. */
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";
import { makeCertificate, startPushStandIn } from "./tests/push-service/stand-in.ts";

export const TEST_SECRETS = {
  ENVIRONMENT: "test",
  APP_URL: "http://localhost:8787",
  ALLOWED_ORIGINS: "http://localhost:8787,https://app.example.test",
  JWT_SECRET: "test-jwt-secret-0123456789abcdef0123456789",
  SESSION_SECRET: "test-session-secret-0123456789abcdef01234",
  RAZORPAY_KEY_ID: "rzp_test_key",
  RAZORPAY_KEY_SECRET: "test-razorpay-key-secret",
  RAZORPAY_WEBHOOK_SECRET: "test-razorpay-webhook-secret",
  TURNSTILE_SITE_KEY: "1x00000000000000000000AA",
  TURNSTILE_SECRET_KEY: "1x0000000000000000000000000000000AA",
  EMAIL_API_KEY: "",
  EMAIL_FROM: "Offerpath <no-reply@test>",
  // A cheap scrypt cost (log2 N) keeps sign-ups fast; production refuses anything below 14 (worker/config.ts).
  PASSWORD_HASH_COST: "4",
  // A key pair for the tests only (scripts/gen-vapid.mjs): the stand-in push service checks the JWT it signs.
  VAPID_PUBLIC_KEY: "BLXOpgedb2pDQAhP6fxW_Xy2SsUPx4rHOW08fYp9B4F9ddlgLY-0lDpauciIZ_JUmldsmqbFCnxGHVsiT9kE71Q",
  VAPID_PRIVATE_KEY: "KDp156NNb9XmIk7EyAD3Ube8KMnCkcHtKrv9LPJ6-T0",
  VAPID_SUBJECT: "mailto:support@offerpath.app",
  // The stand-in push service listens on 127.0.0.1 at any port: the endpoint allow-list is off for it alone.
  PUSH_ENDPOINT_ALLOWLIST: "off",
};

export default defineConfig(async () => {
  // The stand-in push service (tests/push-service/stand-in.ts): workerd trusts its self-signed certificate
  // through NODE_EXTRA_CA_CERTS, which miniflare reads when it is first loaded, hence the import after it.
  const tls = makeCertificate();
  process.env.NODE_EXTRA_CA_CERTS = tls.certPath;
  const pushService = await startPushStandIn(tls);
  const { cloudflareTest, readD1Migrations } = await import("@cloudflare/vitest-plugin");
  const migrations = await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url)));
  return {
    plugins: [
      reactRouter(),
      cloudflareTest({
        main: "./worker/index.ts",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            ...TEST_SECRETS,
            TEST_MIGRATIONS: migrations,
            // The security fuzz's size and seed (tests/worker/security/fuzz.test.ts); `npm run fuzz` sets them.
            FUZZ_REQUESTS: process.env.FUZZ_REQUESTS ?? "",
            FUZZ_SEED: process.env.FUZZ_SEED ?? "",
            PUSH_SERVICE_ORIGIN: pushService.origin,
          },
          // Uploads send each document to the text queue (docs/decisions/053); in the pool nothing consumes it, so
          // no reading starts on its own while another test file runs: the text tests deliver messages themselves.
          queueProducers: {
            REMINDERS: "offerpath-reminders",
            DOCUMENT_TEXT: "offerpath-document-text-unread-in-tests",
          },
        },
      }),
    ],
    // The document fixtures (tests/fixtures/documents) are imported as data URLs (`?inline`); Vite knows PDF, not DOCX.
    assetsInclude: ["**/*.docx"],
    resolve: {
      alias: {
        "~": fileURLToPath(new URL("./app", import.meta.url)),
        "@worker": fileURLToPath(new URL("./worker", import.meta.url)),
        "@core": fileURLToPath(new URL("./core", import.meta.url)),
      },
    },
    test: {
      include: ["tests/worker/**/*.test.ts"],
      setupFiles: ["./tests/worker/apply-migrations.ts"],
      // The first server-rendered page in a file loads the whole server build; on two busy cores that can
      // pass vitest's 5 s default without anything being wrong.
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
});
