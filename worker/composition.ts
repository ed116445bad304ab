/**
 * The composition root: the one place where adapters are built from the configuration and the bindings.
 * The Worker's entry (worker/index.ts) calls it for the fetch and scheduled handlers; nothing in the
 * domain or the faces builds an adapter. Tests call it too, then swap what they stub.
 */
import { emailSenderFor } from "./adapters/email.server";
import { sdkGateway } from "./adapters/razorpay-sdk.server";
import { localStandInGateway } from "./adapters/razorpay-stand-in.server";
import { turnstileVerifierFor } from "./adapters/turnstile.server";
import { webPushSenderFor } from "./adapters/web-push.server";
import { type Config, loadConfig } from "./config";
import { getDb } from "./db/client";
import { readBatcher } from "./db/read-batch";
import type { Deps } from "./deps";
import { isLocalStandIn, type PaymentGateway, retryingGateway } from "./domain/payments/gateway";

/** `d1`: the request's D1 Sessions API session (worker/db/replicas.ts); the binding itself otherwise. */
export function makeDeps(
  env: Env,
  ctx?: Pick<ExecutionContext, "waitUntil">,
  d1: D1Database | D1DatabaseSession = env.DB,
): Deps {
  const config = loadConfig(env as unknown as Record<string, unknown>);
  const db = getDb(d1);
  return {
    db,
    read: readBatcher(db),
    kv: env.SESSIONS,
    files: env.DOCUMENTS,
    config,
    email: emailSenderFor({ apiKey: config.EMAIL_API_KEY, from: config.EMAIL_FROM }, db),
    turnstile: turnstileVerifierFor(config.TURNSTILE_SECRET_KEY),
    push: config.VAPID_PRIVATE_KEY
      ? webPushSenderFor({
          publicKey: config.VAPID_PUBLIC_KEY,
          privateKey: config.VAPID_PRIVATE_KEY,
          subject: config.VAPID_SUBJECT,
        })
      : null,
    razorpay: retryingGateway(gatewayFor(config)),
    documentText: env.DOCUMENT_TEXT,
    now: () => new Date(),
    defer: (p) => (ctx ? ctx.waitUntil(p) : void p),
  };
}

/** The gateway the configuration asks for: the stand-in locally, else the SDK with the key pair only. */
function gatewayFor(config: Config): PaymentGateway {
  if (isLocalStandIn(config)) return localStandInGateway();
  return sdkGateway({ keyId: config.RAZORPAY_KEY_ID, keySecret: config.RAZORPAY_KEY_SECRET });
}
