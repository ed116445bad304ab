/**
 * One sender interface for every email. With an API key, mail goes out through Resend's HTTP API (plain
 * fetch, works from Workers). Without one (local development, tests), each email is kept in the
 * email_outbox table and printed to the console so a newcomer can follow a reset link locally.
 */
import { oneLine } from "@core/text";
import type { Db } from "../db/client";
import { emailOutbox } from "../db/schema";
import type { Email, EmailSender } from "../domain/ports";
import { newId } from "../lib/ids";

const RESEND_ENDPOINT = "https://api.resend.com/emails";

/**
 * What goes into a header is one line: the subject, the addresses and every extra header (name and value)
 * lose their line breaks and other control characters, so no input can add a header ("X\r\nBcc: …").
 */
export function headerSafe(email: Email): Email {
  return {
    ...email,
    to: oneLine(email.to),
    subject: oneLine(email.subject),
    ...(email.headers && {
      headers: Object.fromEntries(
        Object.entries(email.headers).map(([name, value]) => [oneLine(name), oneLine(value)]),
      ),
    }),
  };
}

/** Resend with its API key and the sender address; the outbox when there is no key. */
export function emailSenderFor(
  settings: { apiKey: string; from: string },
  db: Db,
  fetcher: typeof fetch = fetch,
): EmailSender {
  if (!settings.apiKey) return outboxSender(db);
  return {
    async send(unsafe) {
      const email = headerSafe(unsafe);
      const res = await fetcher(RESEND_ENDPOINT, {
        method: "POST",
        headers: { Authorization: `Bearer ${settings.apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          from: oneLine(settings.from),
          to: [email.to],
          subject: email.subject,
          text: email.text,
          html: email.html,
          ...(email.headers && { headers: email.headers }),
        }),
      });
      if (!res.ok) throw new Error(`Email provider answered ${res.status}`);
    },
  };
}

export function outboxSender(db: Db): EmailSender {
  return {
    async send(unsafe) {
      const email = headerSafe(unsafe);
      await db.insert(emailOutbox).values({ id: newId(), ...email, status: "logged" });
      console.log(`[email outbox] to=${email.to} subject=${JSON.stringify(email.subject)}\n${email.text}`);
    },
  };
}
