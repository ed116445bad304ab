/**
 * What the inbox screen (issue 32) calls each kind of forwarded email, and which kinds a user may let apply
 * by themselves: the kinds whose proposals change something. Client-safe, no zod.
 */
import type { INBOX_KINDS } from "./enums";

export type InboxKindName = (typeof INBOX_KINDS)[number];

export const INBOX_KIND_LABELS: Record<InboxKindName, string> = {
  application_received: "Application received",
  assessment: "Assessment or take-home",
  interview_invitation: "Interview invitation",
  interview_changed: "Interview rescheduled or cancelled",
  rejection: "Rejection",
  offer: "Offer",
  recruiter_outreach: "Recruiter outreach",
  job_alert: "Job alert or newsletter",
  other: "Other",
};

/** The kinds a user may let apply by themselves; job alerts and "other" propose nothing to apply. */
export const AUTO_APPLY_KINDS = [
  "application_received",
  "rejection",
  "interview_invitation",
  "interview_changed",
  "assessment",
  "offer",
  "recruiter_outreach",
] as const satisfies readonly InboxKindName[];
export type AutoApplyKind = (typeof AUTO_APPLY_KINDS)[number];

/** A message's place in the inbox, as the screen names it. */
export const INBOX_STATUS_LABELS = {
  pending: "Waiting",
  applied: "Done",
  dismissed: "Dismissed",
  undone: "Undone",
} as const;

/** The waiting count on the nav link and the dashboard counts this far, then shows "99+". */
export const INBOX_WAITING_CAP = 100;
