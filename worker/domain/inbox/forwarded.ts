/**
 * The forwarded block of a forwarded email: who wrote the original, when, and its subject (issue 32).
 * The user forwards by hand or by a filter, so the original sender is in the body, written by the client:
 *
 *   Gmail        ---------- Forwarded message ---------
 *                From: Stripe Recruiting <no-reply@greenhouse.io>
 *                Date: Mon, Nov 24, 2026 at 10:12 AM
 *                Subject: Thank you for applying to Stripe
 *                To: <me@example.com>
 *   Outlook      ________________________________   (or -----Original Message-----, or nothing)
 *                From: Stripe Recruiting <no-reply@greenhouse.io>
 *                Sent: Monday, November 24, 2026 10:12 AM
 *                To: Me <me@example.com>
 *                Subject: Thank you for applying to Stripe
 *   Apple Mail   Begin forwarded message:
 *
 *                From: Stripe Recruiting <no-reply@greenhouse.io>
 *                Subject: Thank you for applying to Stripe
 *                Date: 24 November 2026 at 10:12:30 GMT+5:30
 *                To: me@example.com
 *
 * Lines may be quoted ("> From: …") or bold in a text part made from HTML ("*From:* …").
 */
import type { Person } from "@core/inbox";

export type ForwardedBlock = {
  sender: Person;
  /** The Date:/Sent: line's value as written. */
  date: string | null;
  subject: string | null;
  /** Where the original message's body starts in the text. */
  bodyStart: number;
};

/** Markers that say "forwarded" by themselves. */
const MARKERS = [
  /^-{2,} ?Forwarded message ?-{2,}$/im,
  /^Begin forwarded message:?$/im,
  /^-{2,} ?Forwarded Message ?-{2,}$/im,
];
/** Outlook's marker, written for replies as much as for forwards: trusted only with an "FW:" subject. */
const REPLY_OR_FORWARD = /^-{2,} ?Original Message ?-{2,}$/im;
/** A subject the forwarding client prefixed: "Fwd:", "FW:", and "TR:"/"WG:" of French and German Outlook. */
export const FORWARD_SUBJECT = /^\s*(?:re:\s*)?(?:fwd?|fw|tr|wg)\s*:/i;
const HEADER_LINE = /^[>\s*]{0,6}(From|Date|Sent|Subject|To|Cc|Reply-To)\s{0,2}[*]{0,2}:[*\s]{0,3}(.*)$/i;
const EMAIL = /[\w.+'-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,6}/;

/** "Stripe Recruiting <no-reply@greenhouse.io>", "Name [mailto:a@b.com]", "a@b.com" → a person. */
export function parsePerson(value: string): Person | null {
  const email = EMAIL.exec(value)?.[0];
  if (!email) return null;
  const name = value
    .replace(/<[^>]{0,300}>|\[mailto:[^\]]{0,300}\]|\(mailto:[^)]{0,300}\)/gi, " ")
    .replace(email, " ")
    .replace(/["*<>]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return { name: name === email ? "" : name, email: email.toLowerCase() };
}

/**
 * Where a forwarded header block starts: after a client's forwarding marker; or, when the subject says it
 * was forwarded ("FW:", "Fwd:"), after Outlook's "Original Message" or at a "From:" line followed by
 * "Sent:"/"Date:". A reply quoting the earlier mail has the same lines, and its sender is the writer.
 */
function blockStart(text: string, forwardSubject: boolean): number {
  let first = -1;
  for (const marker of forwardSubject ? [...MARKERS, REPLY_OR_FORWARD] : MARKERS) {
    const found = marker.exec(text);
    if (found && (first < 0 || found.index < first)) first = found.index + found[0].length;
  }
  if (first >= 0 || !forwardSubject) return first;
  // Outlook without a marker: a "From:" line with a "Sent:" (or "Date:") line within the next few lines.
  const lines = text.split("\n", 400);
  let offset = 0;
  for (const [i, line] of lines.entries()) {
    const head = HEADER_LINE.exec(line);
    if (head && head[1].toLowerCase() === "from") {
      const next = lines.slice(i + 1, i + 4).map((l) => HEADER_LINE.exec(l)?.[1].toLowerCase());
      if (next.includes("sent") || next.includes("date")) return offset;
    }
    offset += line.length + 1;
  }
  return -1;
}

/** The forwarded block of `text`, or null when the message was not forwarded by hand. */
export function findForwardedBlock(text: string, subject: string): ForwardedBlock | null {
  const start = blockStart(text, FORWARD_SUBJECT.test(subject));
  if (start < 0) return null;
  const fields: Record<string, string> = {};
  let position = start;
  let seen = 0;
  // The header lines, after at most a few empty lines; a value may wrap onto the next line (long "To:").
  for (let read = 0; read < 14 && position < text.length; read++) {
    const newline = text.indexOf("\n", position);
    const end = newline < 0 ? text.length : newline;
    const line = text.slice(position, end);
    position = end + 1;
    if (line.trim() === "") {
      if (seen > 0 && fields.from && (fields.subject || fields.date || fields.sent)) break;
      continue;
    }
    const head = HEADER_LINE.exec(line);
    if (!head) {
      if (seen === 0) return null;
      break;
    }
    seen++;
    const key = head[1].toLowerCase();
    if (!(key in fields)) fields[key] = head[2].replace(/\*+/g, "").trim();
  }
  const sender = fields.from ? parsePerson(fields.from) : null;
  if (!sender) return null;
  return {
    sender,
    date: fields.date ?? fields.sent ?? null,
    subject: fields.subject ?? null,
    bodyStart: Math.min(position, text.length),
  };
}
