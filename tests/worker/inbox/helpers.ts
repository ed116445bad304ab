/**
 * Forwarded emails for the inbox's tests (issue 32), written straight into `inbox_messages` as the email
 * handler stores them (the handler is receive's part; these tests are about acting on what is stored).
 *
 * And deliveries as Email Routing hands them to the Worker's email() handler: a ForwardableEmailMessage-like
 * object (envelope, raw stream, size, a setReject that records) given to the real `worker.email`.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { AuthVerdicts, InboxKind, Proposal } from "@core/inbox";
import { turnOnInboxAddress } from "@worker/domain/inbox/address.server";
import worker from "@worker/index";
import { api, type SignedUp } from "../support";
import { testDeps } from "../support/deps";

export type MessageRow = {
  kind?: InboxKind;
  subject?: string;
  senderName?: string;
  senderAddress?: string;
  forwardedBy?: string;
  text?: string;
  evidence?: string;
  jobId?: string | null;
  proposal?: Proposal;
  auth?: AuthVerdicts | null;
  receivedAt?: number;
  sentAt?: number | null;
  status?: "pending" | "applied" | "dismissed" | "undone";
};

let counter = 0;

/** Stores one message for `userId`; its id. */
export async function storeMessage(userId: string, row: MessageRow = {}): Promise<string> {
  counter++;
  const id = `msg-${crypto.randomUUID()}`;
  const received = row.receivedAt ?? Date.now() - counter;
  await env.DB.prepare(
    `INSERT INTO inbox_messages (id, user_id, message_id, received_at, sender_address, sender_name, subject, sent_at,
       body_text, auth_results, kind, evidence, fields, job_id, proposal, status, forwarded_by)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '{}', ?, ?, ?, ?)`,
  )
    .bind(
      id,
      userId,
      `<${id}@mail.example>`,
      received,
      row.senderAddress ?? "no-reply@greenhouse.io",
      row.senderName ?? "Stripe Recruiting",
      row.subject ?? "Thank you for applying to Stripe",
      row.sentAt === undefined ? received - 60_000 : row.sentAt,
      row.text ?? "Hi, thanks for applying.",
      row.auth === null ? null : JSON.stringify(row.auth ?? { spf: "pass", dkim: "pass", dmarc: "pass" }),
      row.kind ?? "application_received",
      row.evidence ?? "thanks for applying",
      row.jobId ?? null,
      JSON.stringify(row.proposal ?? {}),
      row.status ?? "pending",
      row.forwardedBy ?? "",
    )
    .run();
  return id;
}

/** Turns on `userId`'s forwarding address (the real domain call), with its auto-apply kinds and refusals today. */
export async function storeAddress(userId: string, autoApply: InboxKind[] = [], refused = 0): Promise<void> {
  await turnOnInboxAddress(testDeps(), userId);
  await env.DB.prepare("UPDATE inbox_addresses SET auto_apply = ?, day = ?, refused_count = ? WHERE user_id = ?")
    .bind(JSON.stringify(autoApply), new Date().toISOString().slice(0, 10), refused, userId)
    .run();
}

export async function messageRow(id: string) {
  return env.DB.prepare("SELECT * FROM inbox_messages WHERE id = ?").bind(id).first<Record<string, unknown>>();
}

export async function statusHistory(jobId: string) {
  const { results } = await env.DB.prepare(
    "SELECT from_status, to_status FROM job_status_history WHERE job_id = ? ORDER BY id",
  )
    .bind(jobId)
    .all<{ from_status: string | null; to_status: string }>();
  return results;
}

export async function count(table: string, userId: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE user_id = ?`)
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

export type Delivery = { rejected: string | null; error: unknown };

/** A small, unambiguous message (a Greenhouse rejection) with the given Message-ID and extra text. */
export function rawEmail(opts: { messageId?: string; subject?: string; from?: string; body?: string } = {}): string {
  const messageId = opts.messageId ?? `${crypto.randomUUID()}@greenhouse.example`;
  return [
    `From: ${opts.from ?? "Acme Recruiting <no-reply@greenhouse.io>"}`,
    "To: candidate@example.test",
    `Subject: ${opts.subject ?? "Your application to Acme"}`,
    "Date: Tue, 24 Nov 2026 10:15:00 +0000",
    `Message-ID: <${messageId}>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "",
    opts.body ??
      "Thank you for your interest in Acme. After careful consideration we have decided to move forward with other candidates.",
    "",
  ].join("\r\n");
}

/** Delivers `raw` to `to` through the Worker's email() export; what the sender would be told comes back. */
export async function deliver(
  to: string,
  raw: string | ReadableStream,
  opts: { rawSize?: number; from?: string } = {},
): Promise<Delivery> {
  const bytes = typeof raw === "string" ? new TextEncoder().encode(raw) : null;
  let rejected: string | null = null;
  const message = {
    from: opts.from ?? "candidate@example.test",
    to,
    headers: new Headers(),
    raw: bytes ? new Blob([bytes]).stream() : raw,
    rawSize: opts.rawSize ?? bytes?.byteLength ?? 0,
    setReject: (reason: string) => {
      rejected = reason;
    },
    forward: async () => {
      throw new Error("not used");
    },
    reply: async () => {
      throw new Error("not used");
    },
  } as unknown as ForwardableEmailMessage;
  const ctx = createExecutionContext();
  let error: unknown = null;
  try {
    await worker.email?.(message, env, ctx);
  } catch (e) {
    error = e;
  }
  await waitOnExecutionContext(ctx);
  return { rejected, error };
}

/** Turns the user's address on through the API; answers the address. */
export async function turnOn(user: SignedUp): Promise<string> {
  const res = await api("POST", "/inbox/address", { token: user.token });
  if (res.status !== 200) throw new Error(`turn on: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.inboxAddress.address;
}

export type StoredMessage = { id: string; subject: string; message_id: string; received_at: number };

export async function storedMessages(userId: string): Promise<StoredMessage[]> {
  const { results } = await env.DB.prepare(
    "SELECT id, subject, message_id, received_at FROM inbox_messages WHERE user_id = ? ORDER BY received_at, id",
  )
    .bind(userId)
    .all<StoredMessage>();
  return results;
}

export async function addressRow(userId: string) {
  return env.DB.prepare("SELECT day, day_count, refused_count, enabled FROM inbox_addresses WHERE user_id = ?")
    .bind(userId)
    .first<{ day: string; day_count: number; refused_count: number; enabled: number }>();
}

/**
 * The test D1 binding, except that the first batch after a statement matching `match` is prepared runs
 * `before` first: a failure thrown there (storage lost mid-apply), or another request's write landing at
 * that moment (a race). The domain's writes go through `batch` (worker/domain/writes.server.ts).
 */
export function d1Interrupted(match: RegExp, before: () => Promise<void>): D1Database {
  let armed = false;
  return new Proxy(env.DB, {
    get(target, prop) {
      if (prop === "prepare")
        return (query: string) => {
          if (match.test(query)) armed = true;
          return target.prepare(query);
        };
      if (prop === "batch")
        return async (statements: D1PreparedStatement[]) => {
          if (armed) {
            armed = false;
            await before();
          }
          return target.batch(statements);
        };
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
