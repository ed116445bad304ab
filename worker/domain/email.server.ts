/**
 * One sender interface for every email. With EMAIL_API_KEY set, mail goes out through Resend's HTTP API
 * (plain fetch, works from Workers). Without it (local development, tests), each email is kept in the
 * email_outbox table and printed to the console so a newcomer can follow a reset link locally.
 */
import type { Config } from "../config";
import type { Db } from "../db/client";
import { emailOutbox } from "../db/schema";
import { newId } from "../lib/ids";

export type Email = { to: string; subject: string; text: string; html?: string };
export type EmailSender = { send(email: Email): Promise<void> };

const RESEND_ENDPOINT = "https://api.resend.com/emails";

export function emailSenderFor(config: Config, db: Db, fetcher: typeof fetch = fetch): EmailSender {
  if (!config.EMAIL_API_KEY) return outboxSender(db);
  return {
    async send(email) {
      const res = await fetcher(RESEND_ENDPOINT, {
        method: "POST",
        headers: { Authorization: `Bearer ${config.EMAIL_API_KEY}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          from: config.EMAIL_FROM,
          to: [email.to],
          subject: email.subject,
          text: email.text,
          html: email.html,
        }),
      });
      if (!res.ok) throw new Error(`Email provider answered ${res.status}`);
    },
  };
}

export function outboxSender(db: Db): EmailSender {
  return {
    async send(email) {
      await db.insert(emailOutbox).values({ id: newId(), ...email, status: "logged" });
      console.log(`[email outbox] to=${email.to} subject=${JSON.stringify(email.subject)}\n${email.text}`);
    },
  };
}
