/**
 * What the notifications say about a forwarded email (issue 32): its subject, sender, proposal and where it
 * stands, read from its row. Pure: the arrival notification and the digest both build from it.
 */
import type { InboxMessage } from "../../db/schema";
import type { InboxArrival } from "../notifications/content.server";

type Row = Pick<InboxMessage, "subject" | "senderName" | "senderAddress" | "proposal" | "status" | "auto">;

export function inboxArrivalOf(m: Row, refusal?: string): InboxArrival {
  const summary = typeof m.proposal?.summary === "string" ? m.proposal.summary : "";
  const state = m.status === "applied" ? (m.auto ? "auto" : "applied") : m.status === "pending" ? "waiting" : m.status;
  return {
    kind: "inbox_message",
    subject: m.subject,
    sender: m.senderName || m.senderAddress,
    summary,
    state,
    ...(refusal ? { refusal } : {}),
  };
}
