/**
 * Reads one raw email for the inbox (issue 32) with postal-mime (docs/decisions/051): the Message-ID, who
 * wrote it and when (the original sender and date when the user forwarded it), the plain text (the HTML
 * part turned into text when there is no text part), the SPF/DKIM/DMARC verdicts the routing layer
 * recorded, the calendars it carries and, for Gmail's forwarding confirmation, its code and link.
 * Nothing here keeps the raw message or any attachment other than calendars' text.
 */
import type { AuthVerdicts, Person, ReadMessage } from "@core/inbox";
import PostalMime, { type Address, type Email } from "postal-mime";
import { FORWARD_SUBJECT, findForwardedBlock, parsePerson } from "./forwarded";
import { htmlToText, tidy } from "./html-text";
import { parseDateLine } from "./when";

/** The most text kept of one message (characters): application emails are a few KB; digests are cut. */
export const TEXT_LIMIT = 100_000;
/** The most HTML read to make that text (a digest's markup is ten times its text). */
const HTML_LIMIT = 1_000_000;
/** Calendars kept per message, and the most text of each. */
const CALENDAR_LIMIT = 3;
const CALENDAR_TEXT_LIMIT = 64_000;

function mailbox(address: Address | undefined): Person | null {
  if (!address) return null;
  const box = address.address === undefined ? address.group[0] : address;
  return box?.address ? { name: box.name.trim(), email: box.address.toLowerCase() } : null;
}

function header(email: Email, key: string): string | null {
  return email.headers.find((h) => h.key === key)?.value ?? null;
}

/**
 * SPF, DKIM and DMARC verdicts from the first (topmost: the receiving side's) Authentication-Results
 * header, e.g. "mx.cloudflare.net; spf=pass smtp.mailfrom=…; dkim=pass header.d=…; dmarc=pass …".
 */
export function parseAuthenticationResults(value: string | null): AuthVerdicts | null {
  if (!value) return null;
  const verdicts: AuthVerdicts = {};
  for (const method of ["spf", "dkim", "dmarc"] as const) {
    const found = new RegExp(`\\b${method}\\s*=\\s*([a-z]+)`, "i").exec(value);
    if (found) verdicts[method] = found[1].toLowerCase();
  }
  return Object.keys(verdicts).length > 0 ? verdicts : null;
}

const CONFIRMATION_SENDER = "forwarding-noreply@google.com";
const CONFIRMATION_SUBJECT = /Gmail Forwarding Confirmation/i;
const CONFIRMATION_CODE = [/\(#(\d{6,12})\)/, /Confirmation code:\s*(\d{6,12})/i];
const CONFIRMATION_LINK =
  /https:\/\/(?:mail-settings\.google\.com\/mail\/|mail\.google\.com\/mail\/vf-)[^\s<>"')\]]{1,2000}/;

/**
 * Gmail's forwarding confirmation ("(#123456789) Gmail Forwarding Confirmation - Receive Mail from …", from
 * forwarding-noreply@google.com): the code and the link that confirm the forwarding. Null for any other
 * email, or when either is missing.
 */
export function gmailConfirmation(from: string, subject: string, text: string): { code: string; link: string } | null {
  if (from !== CONFIRMATION_SENDER || !CONFIRMATION_SUBJECT.test(subject)) return null;
  const code = CONFIRMATION_CODE.map((pattern) => pattern.exec(subject) ?? pattern.exec(text)).find(Boolean)?.[1];
  const link = CONFIRMATION_LINK.exec(text)?.[0];
  return code && link ? { code, link } : null;
}

/** A subject without the "Fwd:"/"FW:" the forwarding added. */
function withoutForwardPrefix(subject: string): string {
  return subject.replace(/^(\s*(fwd?|fw|tr|wg)\s*:\s*)+/i, "").trim();
}

/** The offset ("+0530") of a Date header, as minutes east of UTC, or null. */
function dateHeaderOffset(value: string | null): number | null {
  const found = value ? /([+-])(\d{2})(\d{2})\s*(\(.*\))?\s*$/.exec(value) : null;
  if (!found) return null;
  return (found[1] === "-" ? -1 : 1) * (Number(found[2]) * 60 + Number(found[3]));
}

/**
 * The instant a forwarded block's date means. Gmail and Outlook write it without a zone, in the
 * forwarder's own clock; the forwarding's own Date header carries that clock's offset, so the wall time
 * is read at that offset (UTC when there is none).
 */
function forwardedDate(line: string, outerDate: string | null, reference: number): number | null {
  const inUtc = parseDateLine(line, "UTC", reference);
  if (inUtc === null) return null;
  const writtenZone = /\b(GMT|UTC|IST|P[SD]?T|E[SD]?T|C[SD]?T|M[SD]?T|BST|CES?T)\b|[+-]\d{1,2}:?\d{2}\b/i.test(line);
  if (writtenZone) return inUtc;
  return inUtc - (dateHeaderOffset(outerDate) ?? 0) * 60_000;
}

function calendarsOf(email: Email): string[] {
  const decoder = new TextDecoder();
  const found: string[] = [];
  for (const part of email.attachments) {
    if (found.length >= CALENDAR_LIMIT) break;
    const isCalendar = part.mimeType === "text/calendar" || /\.ics$/i.test(part.filename ?? "");
    if (!isCalendar) continue;
    const content = part.content;
    const text = typeof content === "string" ? content : decoder.decode(content);
    found.push(text.slice(0, CALENDAR_TEXT_LIMIT));
  }
  return found;
}

type Raw = ReadableStream | ArrayBuffer | string | Uint8Array;

/** Bytes of UTF-8 in `text`. */
const utf8Bytes = (text: string) => new TextEncoder().encode(text).byteLength;

/** The size the inbox's limit counts (INBOX_MAX_MESSAGE_BYTES): the headers and the text and HTML parts. */
function textBytes(email: Email): number {
  let bytes = utf8Bytes(email.text ?? "") + utf8Bytes(email.html ?? "");
  for (const h of email.headers) bytes += utf8Bytes(h.key) + utf8Bytes(h.value) + 4;
  return bytes;
}

/**
 * One raw email read into what the inbox keeps and understands, and its size as the limit counts it
 * (`textBytes`: headers and text, attachments not counted).
 */
export async function readMessage(raw: Raw): Promise<ReadMessage & { textBytes: number }> {
  const email = await PostalMime.parse(raw as ReadableStream<Uint8Array>, { attachmentEncoding: "arraybuffer" });
  const from = mailbox(email.from) ?? { name: "", email: "" };
  const outerDate = header(email, "date");
  const headerSentAt = email.date ? Date.parse(email.date) : Number.NaN;
  const sentAtHeader = Number.isFinite(headerSentAt) ? headerSentAt : null;

  const plain = email.text?.trim() ? tidy(email.text.slice(0, TEXT_LIMIT * 2)) : "";
  const fromHtml = email.html ? htmlToText(email.html.slice(0, HTML_LIMIT), TEXT_LIMIT) : "";
  // The text part, unless it is an empty stub of an HTML email ("View this email in your browser").
  const text = (plain.length >= 200 || plain.length >= fromHtml.length / 4 ? plain : fromHtml).slice(0, TEXT_LIMIT);

  let sender = from;
  let forwardedBy = "";
  let subject = (email.subject ?? "").trim();
  let sentAt = sentAtHeader;

  const block = findForwardedBlock(text, subject);
  const forwardedFor = header(email, "x-forwarded-for");
  if (block) {
    // Forwarded by hand: the block names the original.
    sender = block.sender;
    forwardedBy = from.email;
    subject = block.subject?.trim() || withoutForwardPrefix(subject);
    const original = block.date ? forwardedDate(block.date, outerDate, sentAtHeader ?? Date.now()) : null;
    sentAt = original ?? sentAtHeader;
  } else if (forwardedFor) {
    // Forwarded by a filter (Gmail's X-Forwarded-For: "me@gmail.com secret@inbox"): the From is the original.
    forwardedBy = parsePerson(forwardedFor)?.email ?? "";
  } else if (FORWARD_SUBJECT.test(subject)) {
    // Forwarded by an Outlook rule without a block: the original sender is left in Reply-To.
    const replyTo = mailbox(email.replyTo?.[0]);
    if (replyTo && replyTo.email !== from.email) {
      sender = replyTo;
      forwardedBy = from.email;
    }
    subject = withoutForwardPrefix(subject);
  }

  return {
    messageId: (email.messageId ?? "").replace(/^\s*<|>\s*$/g, "").trim(),
    sender,
    forwardedBy,
    subject,
    sentAt,
    text,
    auth: parseAuthenticationResults(header(email, "authentication-results")),
    calendars: calendarsOf(email),
    confirmation: gmailConfirmation(from.email, subject, `${text}\n${email.html?.slice(0, HTML_LIMIT) ?? ""}`),
    textBytes: textBytes(email),
  };
}
