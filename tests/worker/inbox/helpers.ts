/**
 * Forwarded emails for the inbox's tests (issue 32), written straight into `inbox_messages` as the email
 * handler stores them (the handler is receive's part; these tests are about acting on what is stored).
 */
import { env } from "cloudflare:workers";
import type { AuthVerdicts, InboxKind, Proposal } from "@core/inbox";

export type MessageRow = {
  kind?: InboxKind;
  subject?: string;
  senderName?: string;
  senderAddress?: string;
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
       body_text, auth_results, kind, evidence, fields, job_id, proposal, status)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '{}', ?, ?, ?)`,
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
    )
    .run();
  return id;
}

/** Turns on a forwarding address row for `userId` (receive's part; here only what acting reads). */
export async function storeAddress(userId: string, autoApply: InboxKind[] = [], refused = 0): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO inbox_addresses (user_id, nonce, secret_hash, auto_apply, day, refused_count)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET auto_apply = excluded.auto_apply, day = excluded.day,
       refused_count = excluded.refused_count`,
  )
    .bind(
      userId,
      crypto.randomUUID(),
      crypto.randomUUID(),
      JSON.stringify(autoApply),
      new Date().toISOString().slice(0, 10),
      refused,
    )
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
