/**
 * Forward to track (issue 32): the shapes a forwarded email is read into, shared by the Worker (which reads,
 * classifies, stores and applies) and the screens (which show them). Types only: no code reaches a client chunk.
 *
 * The pipeline, one function each (worker/domain/inbox/):
 *   readMessage(raw)            → ReadMessage      (postal-mime; the forwarded block unwrapped; HTML → text)
 *   understand(message, zone)   → Understanding    (kind + evidence + extracted fields; deterministic rules)
 *   matchJob(understanding, cs) → JobMatch         (company normalised, then position among candidates)
 *   propose(understanding, m)   → Proposal         (the changes one click applies, and their sentence)
 */
import type { INBOX_KINDS, JOB_STATUSES } from "./enums";

export type InboxKind = (typeof INBOX_KINDS)[number];

/** SPF/DKIM/DMARC as the routing layer's `Authentication-Results` header says ("pass", "fail", …), or absent. */
export type AuthVerdicts = { spf?: string; dkim?: string; dmarc?: string };

export type Person = { name: string; email: string };

/** One email read for the inbox: the original sender and date when it was forwarded; plain text only. */
export type ReadMessage = {
  /** The Message-ID header (without angle brackets). */
  messageId: string;
  /** Who wrote it: the original sender found in a forwarded block, else the From header. */
  sender: Person;
  /** The From header's address when the message was forwarded by the user (sender is then the original). */
  forwardedBy: string;
  subject: string;
  /** The original date (epoch ms), else the Date header's, else null. */
  sentAt: number | null;
  /** Plain text: the text part, or the HTML part turned into text; links as "label (target)". Capped. */
  text: string;
  auth: AuthVerdicts | null;
  /** Each text/calendar part or .ics attachment, as text. */
  calendars: string[];
  /** Gmail's "forwarding confirmation" email: its code and link. */
  confirmation: { code: string; link: string } | null;
};

export type ExtractedFields = {
  company?: string;
  position?: string;
  /** The interview's start, epoch ms, and the zone it was written in (IANA name, e.g. "Asia/Kolkata"). */
  interviewAt?: number;
  interviewZone?: string;
  meetingLink?: string;
  /** An assessment's or offer's deadline, epoch ms. */
  deadline?: number;
  person?: Person;
};

export type Understanding = {
  kind: InboxKind;
  /** The sentence (or subject, or sender rule) that decided the kind, shown to the user. */
  evidence: string;
  fields: ExtractedFields;
};

/** An application the message may be about (the candidates the Worker reads for its company). */
export type JobCandidate = { id: string; company: string; position: string; status: (typeof JOB_STATUSES)[number] };

export type JobMatch = { jobId: string | null; company: string | null; position: string | null };

/** One change a proposal makes when applied; applied through the same domain functions as every screen. */
export type ProposedChange =
  | { type: "status"; from: (typeof JOB_STATUSES)[number]; to: (typeof JOB_STATUSES)[number] }
  | { type: "interview"; at: number; zone: string; link?: string; interviewer?: string }
  | { type: "new_job"; company: string; position: string; status: (typeof JOB_STATUSES)[number] }
  | { type: "task"; title: string; dueAt: number | null }
  | { type: "contact"; name: string; email: string; company: string };

export type Proposal = {
  /** The application the changes apply to (null: none, or a new one). */
  jobId?: string | null;
  changes?: ProposedChange[];
  /** One sentence: "Stripe · Backend Engineer: Applied → Interview, add an interview on 2 Dec 15:00 IST". */
  summary?: string;
};
