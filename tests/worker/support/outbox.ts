/** The local email outbox (no API key in tests): what the Worker would have sent. */
import { env } from "cloudflare:workers";

type Mail = { subject: string; text: string };

/** The email most recently kept in the outbox for an address. */
export async function lastOutboxEmail(to: string): Promise<Mail | null> {
  return env.DB.prepare(
    "SELECT subject, text FROM email_outbox WHERE to_address = ? ORDER BY created_at DESC, rowid DESC LIMIT 1",
  )
    .bind(to)
    .first<Mail>();
}

/**
 * Waits for an email that is sent after the answer (`deps.defer`, e.g. a reset link), newer than the
 * newest one already there when `since` was taken; null when none arrives within `timeoutMs`.
 */
export async function waitForOutboxEmail(
  to: string,
  opts: { subject?: string; since?: number; timeoutMs?: number } = {},
): Promise<Mail | null> {
  const deadline = Date.now() + (opts.timeoutMs ?? 2_000);
  for (;;) {
    const row = await env.DB.prepare(
      `SELECT subject, text FROM email_outbox WHERE to_address = ? AND rowid > ?${opts.subject ? " AND subject = ?" : ""}
       ORDER BY rowid DESC LIMIT 1`,
    )
      .bind(...[to, opts.since ?? 0, ...(opts.subject ? [opts.subject] : [])])
      .first<Mail>();
    if (row || Date.now() > deadline) return row;
    await scheduler.wait(20);
  }
}

/** A marker for `waitForOutboxEmail`: emails kept after this call are newer than it. */
export async function outboxMark(): Promise<number> {
  const row = await env.DB.prepare("SELECT COALESCE(MAX(rowid), 0) AS id FROM email_outbox").first<{ id: number }>();
  return row?.id ?? 0;
}

/** The token of the newest reset link mailed to an address (mailed after the answer, so polled). */
export async function waitForResetToken(to: string, timeoutMs = 5000): Promise<string | null> {
  const mail = await waitForOutboxEmail(to, { subject: "Reset your Offerpath password", timeoutMs });
  return /reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? null;
}
