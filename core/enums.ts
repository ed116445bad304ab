/**
 * Every enumerated value the product stores, once. The drizzle schema, the zod schemas, the API and
 * the screens all read these lists (plain arrays: importing them pulls no validation library into a
 * client chunk).
 */
export const JOB_STATUSES = ["applied", "screening", "interview", "offer", "rejected", "withdrawn", "saved"] as const;
export const JOB_TYPES = ["full-time", "part-time", "contract", "internship", "remote", "other"] as const;
export const PRIORITIES = ["high", "medium", "low"] as const;
export const INTERVIEW_TYPES = ["phone", "video", "in-person", "technical", "other"] as const;
export const CURRENCIES = ["INR", "USD", "EUR", "GBP", "CAD", "AUD", "JPY"] as const;

export const TASK_STATUSES = ["pending", "in-progress", "completed", "cancelled"] as const;
export const TASK_CATEGORIES = [
  "application",
  "networking",
  "interview-prep",
  "skill-development",
  "follow-up",
  "other",
] as const;

export const CONTACT_RELATIONSHIPS = [
  "recruiter",
  "hiring-manager",
  "colleague",
  "referral",
  "mentor",
  "other",
] as const;
export const INTERACTION_METHODS = ["email", "call", "meeting", "message", "other"] as const;

export type JobStatus = (typeof JOB_STATUSES)[number];
export type Priority = (typeof PRIORITIES)[number];
export type TaskStatus = (typeof TASK_STATUSES)[number];
export type TaskCategory = (typeof TASK_CATEGORIES)[number];
export type ContactRelationship = (typeof CONTACT_RELATIONSHIPS)[number];
export type InteractionMethod = (typeof INTERACTION_METHODS)[number];

/** Sort key for "high first" and "low first" orders, stored beside each priority. */
export const PRIORITY_RANK: Record<Priority, number> = { low: 1, medium: 2, high: 3 };

/** How a plan is paid: monthly or yearly; `one-time` marks zero-amount plan changes (api-contract.md §2.6). */
export const BILLING_TYPES = ["monthly", "yearly", "one-time"] as const;
export const PAID_BILLING_TYPES = ["monthly", "yearly"] as const;
export const TRANSACTION_STATUSES = ["initiated", "pending", "completed", "failed", "refunded"] as const;

/** What a stored document is (the API's `type`); `coverLetter` is camel case as the contract's job `documents`. */
export const DOCUMENT_TYPES = ["resume", "coverLetter", "portfolio", "offerLetter", "other"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  resume: "Resume",
  coverLetter: "Cover letter",
  portfolio: "Portfolio",
  offerLetter: "Offer letter",
  other: "Other",
};

/** How far a document's text has been read (issue 33): `empty` is a file with no text layer (a scan). */
export const DOCUMENT_TEXT_STATUSES = ["pending", "done", "empty", "failed", "unsupported"] as const;
export type DocumentTextStatus = (typeof DOCUMENT_TEXT_STATUSES)[number];

/**
 * Where an application's posting was found (issue 33): chosen in the form, the board the extension clipped
 * from, or an import's origin. Stored as '' when not recorded.
 */
export const JOB_SOURCES = [
  "linkedin",
  "naukri",
  "indeed",
  "glassdoor",
  "wellfound",
  "instahyre",
  "foundit",
  "referral",
  "company-site",
  "recruiter",
  "other",
] as const;
export type JobSource = (typeof JOB_SOURCES)[number];
export const JOB_SOURCE_LABELS: Record<JobSource, string> = {
  linkedin: "LinkedIn",
  naukri: "Naukri",
  indeed: "Indeed",
  glassdoor: "Glassdoor",
  wellfound: "Wellfound",
  instahyre: "Instahyre",
  foundit: "foundit",
  referral: "Referral",
  "company-site": "Company site",
  recruiter: "Recruiter",
  other: "Other",
};

/** What a forwarded application email is (issue 32): the classifier's answer, stored with the message. */
export const INBOX_KINDS = [
  "application_received",
  "assessment",
  "interview_invitation",
  "interview_changed",
  "rejection",
  "offer",
  "recruiter_outreach",
  "job_alert",
  "other",
] as const;
export const INBOX_STATUSES = ["pending", "applied", "dismissed", "undone"] as const;
