/**
 * Forwarded emails as Email Routing hands them to the Worker's email() handler: a ForwardableEmailMessage-like
 * object (envelope, raw stream, size, a setReject that records) given to the real `worker.email`.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import worker from "@worker/index";
import { api, type SignedUp } from "../support";

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
  raw: string,
  opts: { rawSize?: number; from?: string } = {},
): Promise<Delivery> {
  const bytes = new TextEncoder().encode(raw);
  let rejected: string | null = null;
  const message = {
    from: opts.from ?? "candidate@example.test",
    to,
    headers: new Headers(),
    raw: new Blob([bytes]).stream(),
    rawSize: opts.rawSize ?? bytes.byteLength,
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
