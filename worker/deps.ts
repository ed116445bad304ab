/**
 * The dependencies every domain function takes as its first argument: storage, the clock and the ports.
 * Only the type lives here; the composition root (worker/composition.ts) builds them at the Worker's
 * entry, and tests build their own with a fixed clock or a recording email sender.
 */
import type { Config } from "./config";
import type { Db } from "./db/client";
import type { Read } from "./db/read-batch";
import type { PaymentGateway } from "./domain/payments/gateway";
import type { EmailSender, PushSender, TurnstileVerifier } from "./domain/ports";

/** One document whose text is to be read (worker/domain/documents/text.server.ts). */
export type DocumentTextMessage = { userId: string; documentId: string };

/**
 * One page of a refresh of stored match scores (worker/domain/match/stored.server.ts), sent on the same
 * queue: the whole account, or with `documentId` the jobs that match against that document; `after` is the
 * last job id of the page before.
 */
export type MatchRefreshMessage = { kind: "match-refresh"; userId: string; documentId?: string; after?: string };

/** What the documents' text queue carries. */
export type DocumentTextQueueMessage = DocumentTextMessage | MatchRefreshMessage;

export type Deps = {
  db: Db;
  /**
   * Runs a read query together with the other reads started in the same turn: one D1 call for all of them
   * (worker/db/read-batch.ts). Use it for reads that go out in parallel; `db` for everything else.
   */
  read: Read;
  kv: KVNamespace;
  /** R2: each document's bytes, keyed `<user id>/<document id>` (docs/decisions/030-documents-on-r2.md). */
  files: R2Bucket;
  config: Config;
  email: EmailSender;
  /** Web Push to the users' devices (docs/decisions/060-web-push.md); null when no VAPID keys are configured. */
  push: PushSender | null;
  /** Cloudflare Turnstile's siteverify (offline answers for the documented test secrets). */
  turnstile: TurnstileVerifier;
  /** Razorpay's Orders and Payment Links (the SDK, or the local stand-in), retrying a 429. */
  razorpay: PaymentGateway;
  /**
   * The documents' text queue (issue 33): `{ userId, documentId }` to read a stored file's text off the
   * request path, and the pages of a refresh of an account's stored match scores.
   */
  documentText: {
    send(message: DocumentTextQueueMessage): Promise<unknown>;
    sendBatch(messages: Iterable<MessageSendRequest<DocumentTextQueueMessage>>): Promise<unknown>;
  };
  now: () => Date;
  /** Schedules work after the response (ctx.waitUntil); tests may run it inline. */
  defer: (p: Promise<unknown>) => void;
};
