/**
 * The Worker's email() handler's work (issue 32, docs/decisions/050-forward-to-track-inbound-email.md): one
 * forwarded email to `<secret>@<inbound domain>` becomes one row of the owner's inbox, or is refused.
 *
 * - Refused with `setReject` (a permanent SMTP error: the sending server gives up and tells its sender; nothing
 *   is kept): an address that is not a live secret of this domain, unknown, regenerated or turned off (one
 *   reason for all, so the refusal says nothing about which); a message over INBOX_MAX_RAW_BYTES as delivered
 *   (before it is read), or over INBOX_MAX_MESSAGE_BYTES of headers and text (attachments, never kept, do not
 *   count: an offer letter's PDF is welcome); the
 *   201st message of a UTC day and every one after it, each counted in `refused_count` for the inbox to say.
 * - The address lookup and the daily counter are one conditional UPDATE on the unique index of the secret's
 *   hash, which answers the owner's time zone too: two messages at once cannot both take the last place.
 * - Then readMessage → understand → the candidate jobs (one range read of at most CANDIDATE_LIMIT rows on
 *   jobs_user_company_nocase_idx) → matchJob → propose, and the row through the one writer
 *   (insertInboxMessages); a Message-ID the user already has is accepted and not kept twice.
 * - afterReceive (auto-apply, the notification) runs once the row is kept; its failure is logged and leaves the
 *   message waiting in the inbox, where the user can apply it by hand.
 * - Anything unexpected (D1 unreachable, a bug) throws one generic error from handleInboundEmail: Email Routing
 *   answers a throw with a temporary SMTP error, so the sending server retries later and nothing is lost; the
 *   sender sees no internal detail.
 */
import { INBOX_DAILY_CAP, INBOX_MAX_MESSAGE_BYTES, INBOX_MAX_RAW_BYTES } from "@core/limits";
import { sql } from "drizzle-orm";
import { inboxAddresses, users } from "../../db/schema";
import { sqlBatch } from "../../db/sql-batch";
import type { Deps } from "../../deps";
import { newId } from "../../lib/ids";
import { insertInboxMessages } from "../writes.server";
import { utcDay } from "./address.server";
import { INBOX_SECRET_PATTERN, inboxSecretHash } from "./address-secret";
import { afterReceive } from "./after-receive.server";
import { readCandidates } from "./candidates.server";
import { readMessage } from "./read.server";
import { candidatePrefix, matchJob, propose, understand } from "./understand";

export { CANDIDATE_LIMIT } from "./candidates.server";

/** What the sender's server is told when a message is refused (SMTP 5xx with this text). */
export const REFUSALS = {
  address: "This address does not accept mail: it is unknown or has been turned off",
  size: `This message is larger than ${INBOX_MAX_RAW_BYTES / 1024 / 1024} MB with its attachments, the limit of this address`,
  text: `This message has more than ${INBOX_MAX_MESSAGE_BYTES / 1024 / 1024} MB of headers and text, the limit of this address`,
  cap: `This address has received its ${INBOX_DAILY_CAP} messages for today; it accepts more from 00:00 UTC`,
} as const;

/** The error thrown for anything unexpected: the sending server sees a temporary failure and retries. */
export const TEMPORARY_FAILURE = "Temporary failure: please try again later";

/** What the handler needs of Email Routing's message (ForwardableEmailMessage), so tests can build one. */
export type InboundEmail = Pick<ForwardableEmailMessage, "from" | "to" | "raw" | "rawSize" | "setReject">;

export type ReceiveOutcome =
  | { outcome: "stored"; userId: string; id: string }
  | { outcome: "duplicate"; userId: string }
  | { outcome: "refused"; reason: keyof typeof REFUSALS };

/**
 * The secret of an envelope recipient on our domain: the local part lower-cased, a `+tag` dropped; null for
 * another domain or anything that cannot be a secret.
 */
export function secretOfRecipient(to: string, domain: string): string | null {
  const at = to.lastIndexOf("@");
  if (at < 1 || to.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return null;
  const local = to.slice(0, at).toLowerCase().split("+")[0];
  return INBOX_SECRET_PATTERN.test(local) ? local : null;
}

/** The entry point of email(): refuses with setReject, or keeps the message; throws only TEMPORARY_FAILURE. */
export async function handleInboundEmail(deps: Deps, message: InboundEmail): Promise<ReceiveOutcome> {
  let outcome: ReceiveOutcome;
  try {
    outcome = await receiveEmail(deps, message);
  } catch (error) {
    // The message's content is not logged: only that it failed and why.
    console.error("Inbound email failed (the sending server will retry)", error);
    throw new Error(TEMPORARY_FAILURE);
  }
  if (outcome.outcome === "refused") message.setReject(REFUSALS[outcome.reason]);
  return outcome;
}

async function receiveEmail(deps: Deps, message: InboundEmail): Promise<ReceiveOutcome> {
  const secret = secretOfRecipient(message.to, deps.config.INBOUND_EMAIL_DOMAIN);
  if (!secret) return { outcome: "refused", reason: "address" };
  if (message.rawSize > INBOX_MAX_RAW_BYTES) return { outcome: "refused", reason: "size" };

  const now = deps.now();
  const secretHash = inboxSecretHash(secret);
  const admitted = await admit(deps, secretHash, utcDay(now));
  if (!admitted) return { outcome: "refused", reason: "address" };
  if (!admitted.accepted) return { outcome: "refused", reason: "cap" };
  let received: ReceiveOutcome;
  try {
    received = await keep(deps, message, now, admitted);
  } catch (error) {
    // The sending server retries a temporary failure: its retry takes the place this attempt had.
    await giveBack(deps, secretHash, utcDay(now)).catch(() => {});
    throw error;
  }
  // A retry of a message already kept is not another message of the day.
  if (received.outcome === "duplicate") await giveBack(deps, secretHash, utcDay(now));
  return received;
}

/** Reads, understands and keeps an admitted message. */
async function keep(
  deps: Deps,
  message: InboundEmail,
  now: Date,
  { userId, timeZone }: { userId: string; timeZone: string },
): Promise<ReceiveOutcome> {
  const read = await readMessage(message.raw);
  // Attachments are not kept, so only the headers and the text count against the message limit.
  if (read.textBytes > INBOX_MAX_MESSAGE_BYTES) return { outcome: "refused", reason: "text" };
  const understood = understand(read, timeZone);
  const candidates = await readCandidates(deps, userId, candidatePrefix(understood));
  const match = matchJob(understood, candidates);
  const proposal = propose(understood, match, candidates, timeZone);

  const id = newId();
  const [written] = await sqlBatch(
    deps.db,
    insertInboxMessages(userId, [
      {
        id,
        // A message without one (miniflare refuses those; Email Routing may not) is kept, never deduplicated.
        messageId: read.messageId || `missing:${id}`,
        receivedAt: now.getTime(),
        senderAddress: read.sender.email,
        senderName: read.sender.name,
        forwardedBy: read.forwardedBy,
        subject: read.subject,
        sentAt: read.sentAt,
        bodyText: read.text,
        authResults: read.auth,
        kind: understood.kind,
        evidence: understood.evidence,
        fields: understood.fields,
        jobId: match.jobId,
        proposal,
        confirmation: read.confirmation,
      },
    ]),
  );
  if (!written?.results.length) return { outcome: "duplicate", userId };
  try {
    await afterReceive(deps, userId, id);
  } catch (error) {
    console.error("After receiving an inbox message (it stays waiting in the inbox)", error);
  }
  return { outcome: "stored", userId, id };
}

/** Takes one message off today's count (never below zero): the place of a retried or failed delivery. */
async function giveBack(deps: Deps, secretHash: string, today: string): Promise<void> {
  await deps.db
    .update(inboxAddresses)
    .set({ dayCount: sql`MAX(${inboxAddresses.dayCount} - 1, 0)` })
    .where(sql`${inboxAddresses.secretHash} = ${secretHash} AND ${inboxAddresses.day} = ${today}`);
}

/**
 * Looks the address up by its secret's hash and counts the message against today's cap, in one statement:
 * today's first message starts the day's counters again; below the cap it is accepted, at the cap refused
 * and counted. Once a message of the day is refused every later one is, so "refused today = 0" after the
 * update means this one was accepted. The owner's time zone comes back from the same statement.
 */
async function admit(
  deps: Deps,
  secretHash: string,
  today: string,
): Promise<{ userId: string; timeZone: string; accepted: boolean } | null> {
  const sameDay = sql`${inboxAddresses.day} = ${today}`;
  const atCap = sql`${sameDay} AND ${inboxAddresses.dayCount} >= ${INBOX_DAILY_CAP}`;
  const [counted] = await sqlBatch(deps.db, [
    sql`UPDATE ${inboxAddresses} SET
      day_count = (CASE WHEN ${sameDay} THEN ${inboxAddresses.dayCount} ELSE 0 END) + (CASE WHEN ${atCap} THEN 0 ELSE 1 END),
      refused_count = (CASE WHEN ${sameDay} THEN ${inboxAddresses.refusedCount} ELSE 0 END) + (CASE WHEN ${atCap} THEN 1 ELSE 0 END),
      day = ${today}
    WHERE ${inboxAddresses.secretHash} = ${secretHash} AND ${inboxAddresses.enabled} = 1
    RETURNING user_id AS userId, refused_count AS refused,
      (SELECT u.time_zone FROM ${users} u WHERE u.id = ${inboxAddresses}.user_id) AS timeZone`,
  ]);
  const row = counted?.results[0] as { userId: string; refused: number; timeZone: string | null } | undefined;
  if (!row) return null;
  const zone = row.timeZone;
  return { userId: row.userId, timeZone: zone || "UTC", accepted: row.refused === 0 };
}
