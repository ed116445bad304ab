/**
 * The dependencies every domain function takes as its first argument. Built once per request by the
 * Worker entry; tests build their own with a fixed clock or a recording email sender.
 */
import { type Config, loadConfig } from "./config";
import { type Db, getDb } from "./db/client";
import { type Read, readBatcher } from "./db/read-batch";
import { type EmailSender, emailSenderFor } from "./domain/email.server";
import { gatewayFor, type PaymentGateway, retryingGateway } from "./domain/payments/razorpay.server";
import { type TurnstileVerifier, turnstileVerifierFor } from "./domain/turnstile.server";

export type Deps = {
  db: Db;
  /**
   * Runs a read query together with the other reads started in the same turn: one D1 call for all of them
   * (worker/db/read-batch.ts). Use it for reads that go out in parallel; `db` for everything else.
   */
  read: Read;
  kv: KVNamespace;
  config: Config;
  email: EmailSender;
  /** Cloudflare Turnstile's siteverify (offline answers for the documented test secrets). */
  turnstile: TurnstileVerifier;
  /** Razorpay's Orders and Payment Links (the SDK, or the local stand-in), retrying a 429. */
  razorpay: PaymentGateway;
  now: () => Date;
  /** Schedules work after the response (ctx.waitUntil); tests may run it inline. */
  defer: (p: Promise<unknown>) => void;
};

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
    config,
    email: emailSenderFor(config, db),
    turnstile: turnstileVerifierFor(config),
    razorpay: retryingGateway(gatewayFor(config)),
    now: () => new Date(),
    defer: (p) => (ctx ? ctx.waitUntil(p) : void p),
  };
}
