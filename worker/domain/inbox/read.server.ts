/**
 * PLACEHOLDER: replaced by understand's branch (issue 32). The exact signature the receive path calls,
 * with the least behaviour its tests need: postal-mime's own fields, the text part only (an HTML-only
 * message keeps no text here, so no HTML is ever stored), no forwarded-block unwrapping, no
 * Authentication-Results, no calendar parts and no Gmail confirmation detection.
 */
import type { ReadMessage } from "@core/inbox";
import PostalMime from "postal-mime";

const TEXT_MAX = 20_000;

export async function readMessage(raw: ReadableStream | ArrayBuffer | string | Uint8Array): Promise<ReadMessage> {
  const email = await PostalMime.parse(raw);
  const from = email.from && !email.from.group ? email.from : { name: "", address: "" };
  const sentAt = email.date ? Date.parse(email.date) : Number.NaN;
  return {
    messageId: (email.messageId ?? "").trim().replace(/^<|>$/g, ""),
    sender: { name: from.name, email: from.address },
    forwardedBy: "",
    subject: email.subject ?? "",
    sentAt: Number.isNaN(sentAt) ? null : sentAt,
    text: (email.text ?? "").slice(0, TEXT_MAX),
    auth: null,
    calendars: [],
    confirmation: null,
  };
}
