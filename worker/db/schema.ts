/**
 * The whole data model. This file is the source of truth: migrations are generated from it with
 * `npm run db:generate` (drizzle-kit), never written by hand (except the plan seed, see migrations/).
 * Times are stored as integer epoch milliseconds; booleans as 0/1 integers mapped by drizzle.
 */

import { sql } from "drizzle-orm";
import {
  type AnySQLiteColumn,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { APPLICATION_VIEWS } from "../../core/board";
import {
  BILLING_TYPES,
  CONTACT_RELATIONSHIPS,
  DOCUMENT_TEXT_STATUSES,
  DOCUMENT_TYPES,
  INBOX_KINDS,
  INBOX_STATUSES,
  INTERACTION_METHODS,
  INTERVIEW_TYPES,
  JOB_STATUSES,
  JOB_TYPES,
  PRIORITIES,
  TASK_CATEGORIES,
  TASK_STATUSES,
  TRANSACTION_STATUSES,
} from "../../core/enums";
import type { AuthVerdicts, ExtractedFields, Proposal } from "../../core/inbox";
import type { Offer } from "../../core/offers/offer";

const id = () => text("id").primaryKey();
const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(CAST(unixepoch('subsec') * 1000 AS INTEGER))`);
const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(CAST(unixepoch('subsec') * 1000 AS INTEGER))`);
const ms = (name: string) => integer(name, { mode: "timestamp_ms" });
const bool = (name: string) => integer(name, { mode: "boolean" });

export type PlanFeature = { _id: string; name: string; description: string; included: boolean };

export const plans = sqliteTable("plans", {
  id: id(),
  name: text("name").notNull().unique(),
  description: text("description").notNull().default(""),
  priceMonthly: integer("price_monthly").notNull().default(0),
  priceYearly: integer("price_yearly").notNull().default(0),
  currency: text("currency").notNull().default("INR"),
  features: text("features", { mode: "json" }).$type<PlanFeature[]>().notNull().default(sql`'[]'`),
  limitJobApplications: integer("limit_job_applications").notNull().default(-1),
  limitContacts: integer("limit_contacts").notNull().default(-1),
  limitDocuments: integer("limit_documents").notNull().default(-1),
  limitDocumentStorage: integer("limit_document_storage").notNull().default(-1),
  publicProfile: bool("public_profile").notNull().default(false),
  advancedAnalytics: bool("advanced_analytics").notNull().default(false),
  exportData: bool("export_data").notNull().default(false),
  prioritySupport: bool("priority_support").notNull().default(false),
  isActive: bool("is_active").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = sqliteTable(
  "users",
  {
    id: id(),
    name: text("name").notNull(),
    /** Always stored lower-cased; uniqueness is the database's job. */
    email: text("email").notNull().unique(),
    /** Self-describing: `scrypt$N$r$p$salt$hash`, so the parameters can be raised later. */
    passwordHash: text("password_hash").notNull(),
    currentPlanId: text("current_plan_id")
      .notNull()
      .references(() => plans.id),
    timeZone: text("time_zone").notNull().default("Asia/Kolkata"),
    /**
     * The browser zone whose offer to switch (decision 044) the user last answered, Switch or Keep: that
     * zone is not offered again. Null until the first answer.
     */
    zoneOfferAnswered: text("zone_offer_answered"),
    /** Single-key shortcuts on the signed-in screens (docs/decisions/049); off in the profile (WCAG 2.1.4). */
    keyboardShortcuts: bool("keyboard_shortcuts").notNull().default(true),
    /**
     * End of the paid period of the current plan (the activating transaction's endDate), kept on the row
     * so a page view knows the plan status without reading transactions; null on the free plan.
     */
    planEndsAt: ms("plan_ends_at"),
    isActive: bool("is_active").notNull().default(true),
    lastLogin: ms("last_login"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The user's number, 1, 2, 3, … in order of sign-up: set by a trigger on insert to the largest so far
     * plus one (migrations/0010_search_owner_key.sql), never changed. Unique among the accounts that exist.
     */
    searchSeq: integer("search_seq"),
    /**
     * `searchSeq` as three CJK characters (base 20,992 from U+4E00): the owner's key in the search indexes,
     * one trigram that no other user's key contains, so a search reads only its owner's index entries
     * (docs/decisions/021).
     */
    searchKey: text("search_key").generatedAlwaysAs(
      sql`CASE WHEN search_seq IS NULL THEN NULL ELSE char(19968 + search_seq / 440664064 % 20992, 19968 + search_seq / 20992 % 20992, 19968 + search_seq % 20992) END`,
      { mode: "virtual" },
    ),
    /** The view of /applications the user last picked, list or board (decision 046). */
    applicationsView: text("applications_view", { enum: APPLICATION_VIEWS }).notNull().default("list"),
    /** The resume a match uses when the application has none attached (issue 33); its documents row. */
    defaultResumeId: text("default_resume_id").references((): AnySQLiteColumn => documents.id, {
      onDelete: "set null",
    }),
  },
  (t) => [
    index("users_current_plan_idx").on(t.currentPlanId),
    uniqueIndex("users_search_seq_unique").on(t.searchSeq),
    // The daily billing run finds lapsed paid plans by their end (runBillingSchedule); free users have none.
    index("users_plan_ends_idx").on(t.planEndsAt).where(sql`${t.planEndsAt} IS NOT NULL`),
  ],
);

/** One row per sign-in (web cookie or API token pair). KV mirrors API sessions for bearer checks (decision 003). */
export const sessions = sqliteTable(
  "sessions",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["web", "api"] }).notNull(),
    /** SHA-256 of the web cookie's secret half (web sessions only). */
    secretHash: text("secret_hash"),
    persistent: bool("persistent").notNull().default(false),
    /** The browser's IANA zone as the web sign-in form sent it (decision 044); null without JavaScript. */
    browserZone: text("browser_zone"),
    expiresAt: ms("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const refreshTokens = sqliteTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Absolute expiry of the session's refresh chain; rotation does not extend it. */
    expiresAt: ms("expires_at").notNull(),
    rotatedAt: ms("rotated_at"),
    createdAt: createdAt(),
  },
  (t) => [index("refresh_tokens_session_idx").on(t.sessionId)],
);

export const passwordResetTokens = sqliteTable("password_reset_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  /** Unique: one outstanding token per user; a new request replaces it. */
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: ms("expires_at").notNull(),
  createdAt: createdAt(),
});

export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: ms("window_start").notNull(),
  count: integer("count").notNull().default(0),
});

export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: id(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    status: text("status", { enum: ["logged", "sent", "failed"] }).notNull(),
    error: text("error"),
    /** The email's own headers (List-Unsubscribe and the like), kept with its parts (migration 0015). */
    headers: text("headers", { mode: "json" }).$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [index("email_outbox_to_idx").on(t.to, t.createdAt)],
);

export const contacts = sqliteTable(
  "contacts",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    company: text("company").notNull().default(""),
    position: text("position").notNull().default(""),
    linkedIn: text("linked_in").notNull().default(""),
    relationship: text("relationship", {
      enum: CONTACT_RELATIONSHIPS,
    })
      .notNull()
      .default("other"),
    notes: text("notes").notNull().default(""),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    followUpDate: ms("follow_up_date"),
    lastContactDate: ms("last_contact_date"),
    favorite: bool("favorite").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The import that created the row (`import_runs.id`), null for a row made by hand (migration 0019). */
    importRunId: text("import_run_id"),
  },
  (t) => [
    index("contacts_import_run_idx").on(t.importRunId).where(sql`${t.importRunId} IS NOT NULL`),
    index("contacts_user_created_idx").on(t.userId, t.createdAt, t.id),
    // The a-z / z-a and company sorts compare case-insensitively, with the id tie-break (decision 012).
    index("contacts_user_name_nocase_idx").on(t.userId, sql`${t.name} COLLATE NOCASE`, t.id),
    index("contacts_user_company_nocase_idx").on(t.userId, sql`${t.company} COLLATE NOCASE`, t.id),
    index("contacts_user_relationship_idx").on(t.userId, t.relationship, t.createdAt),
    index("contacts_user_favorite_idx").on(t.userId, t.favorite, t.createdAt),
    index("contacts_user_last_contact_idx").on(t.userId, t.lastContactDate, t.id),
    // `followUp=due` (migration 0015) and the calendar feed's follow-ups: the owner's dated follow-ups.
    index("contacts_user_follow_up_idx").on(t.userId, t.followUpDate).where(sql`follow_up_date IS NOT NULL`),
  ],
);

export const jobs = sqliteTable(
  "jobs",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    company: text("company").notNull(),
    position: text("position").notNull(),
    status: text("status", {
      enum: JOB_STATUSES,
    })
      .notNull()
      .default("applied"),
    jobType: text("job_type", {
      enum: JOB_TYPES,
    })
      .notNull()
      .default("full-time"),
    jobLocation: text("job_location").notNull().default("remote"),
    jobDescription: text("job_description").notNull().default(""),
    jobUrl: text("job_url").notNull().default(""),
    notes: text("notes").notNull().default(""),
    feedbackReceived: text("feedback_received").notNull().default(""),
    salaryMin: real("salary_min").notNull().default(0),
    salaryMax: real("salary_max").notNull().default(0),
    salaryCurrency: text("salary_currency").notNull().default("INR"),
    applicationDate: ms("application_date").notNull(),
    contactPersonId: text("contact_person_id").references(() => contacts.id, { onDelete: "set null" }),
    priority: text("priority", { enum: PRIORITIES }).notNull().default("medium"),
    /** 1 = low, 2 = medium, 3 = high: lets `priority-high` sort semantically on an index. */
    priorityRank: integer("priority_rank").notNull().default(2),
    favorite: bool("favorite").notNull().default(false),
    resume: text("resume").notNull().default(""),
    coverLetter: text("cover_letter").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The normalised job URL (core/job-url.ts), kept by the domain on every write: the lookup's key. */
    urlKey: text("url_key").notNull().default(""),
    /** The import that created the row (`import_runs.id`), null for a row made by hand: its undo (migration 0019). */
    importRunId: text("import_run_id"),
    /**
     * The card's place in its board column: a rank key (core/rank-keys.ts), smallest at the top. Written by
     * the domain's insert and moves; a status change by any other path puts the card at the top of its new
     * column (a trigger, migrations/0025, decision 046).
     */
    boardRank: text("board_rank").notNull().default(""),
    /** When the job entered its current status (epoch ms), kept by the same trigger: "days in this stage". */
    stageSince: ms("stage_since").notNull().default(sql`0`),
    /** Where the posting was found (issue 33): '' = not recorded, else one of JOB_SOURCES. */
    source: text("source").notNull().default(""),
    /** The stored resume match, 0-100 (core/match), NULL when there is nothing to match; never computed per row on a view. */
    matchScore: integer("match_score"),
    matchDocumentId: text("match_document_id"),
    /** What the stored score was computed from (engine version + description and resume text hashes). */
    matchKey: text("match_key").notNull().default(""),
  },
  (t) => [
    // The board: a column's cards in their order (decision 046).
    index("jobs_user_status_rank_idx").on(t.userId, t.status, t.boardRank, t.id),
    // Every list filter and sort has an index ending in the sort's own tie-break (id), so a page reads a
    // page's worth of rows, never a temp b-tree over the user's history (docs/decisions/020).
    index("jobs_user_created_idx").on(t.userId, t.createdAt, t.id),
    index("jobs_user_status_created_idx").on(t.userId, t.status, t.createdAt, t.id),
    index("jobs_user_type_created_idx").on(t.userId, t.jobType, t.createdAt, t.id),
    index("jobs_user_favorite_created_idx").on(t.userId, t.favorite, t.createdAt, t.id),
    // The a-z / z-a sorts compare case-insensitively: the index must carry the same collation.
    index("jobs_user_company_nocase_idx").on(t.userId, sql`${t.company} COLLATE NOCASE`, t.id),
    index("jobs_user_application_date_id_idx").on(t.userId, t.applicationDate, t.id),
    index("jobs_user_priority_created_idx").on(t.userId, t.priorityRank, t.createdAt, t.id),
    index("jobs_contact_person_user_idx").on(t.contactPersonId, t.userId),
    index("jobs_user_url_key_idx").on(t.userId, t.urlKey, t.createdAt),
    index("jobs_user_match_idx").on(t.userId, t.matchScore, t.id),
    index("jobs_import_run_idx").on(t.importRunId).where(sql`${t.importRunId} IS NOT NULL`),
  ],
);

export const interviews = sqliteTable(
  "interviews",
  {
    id: id(),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: ms("date").notNull(),
    interviewType: text("interview_type", {
      enum: INTERVIEW_TYPES,
    })
      .notNull()
      .default("phone"),
    withPerson: text("with_person").notNull().default(""),
    notes: text("notes").notNull().default(""),
    followUpDate: ms("follow_up_date"),
    createdAt: createdAt(),
    /**
     * The job's `created_at` (epoch ms), kept by triggers (migrations/0018): the export reads the owner's
     * interviews in the jobs' order by their own keyset (decision 033). Never written by the code.
     */
    jobCreatedAt: integer("job_created_at").notNull().default(0),
    /**
     * The interview's revision, one more on every change (updateInterview): the calendar's SEQUENCE
     * (RFC 5545 3.8.7.4), so a calendar that imported or subscribed to the event takes the new time
     * (migrations/0024, decision 045). Internal: never on the wire or in the export.
     */
    sequence: integer("sequence").notNull().default(0),
  },
  (t) => [
    index("interviews_job_idx").on(t.jobId, t.createdAt),
    // A page of jobs reads its interviews by (owner, job).
    index("interviews_user_job_idx").on(t.userId, t.jobId, t.createdAt, t.id),
    index("interviews_user_date_idx").on(t.userId, t.date),
    // The calendar feed's follow-ups (migrations/0016).
    index("interviews_user_follow_up_idx").on(t.userId, t.followUpDate).where(sql`${t.followUpDate} IS NOT NULL`),
    index("interviews_user_job_created_idx").on(t.userId, t.jobCreatedAt, t.jobId, t.createdAt, t.id),
  ],
);

export const tasks = sqliteTable(
  "tasks",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    status: text("status", { enum: TASK_STATUSES }).notNull().default("pending"),
    priority: text("priority", { enum: PRIORITIES }).notNull().default("medium"),
    priorityRank: integer("priority_rank").notNull().default(2),
    category: text("category", {
      enum: TASK_CATEGORIES,
    })
      .notNull()
      .default("other"),
    dueDate: ms("due_date"),
    reminder: ms("reminder"),
    relatedJobId: text("related_job_id").references(() => jobs.id, { onDelete: "set null" }),
    relatedContactId: text("related_contact_id").references(() => contacts.id, { onDelete: "set null" }),
    completedAt: ms("completed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The import that created the row (`import_runs.id`), null for a row made by hand (migration 0019). */
    importRunId: text("import_run_id"),
  },
  (t) => [
    index("tasks_import_run_idx").on(t.importRunId).where(sql`${t.importRunId} IS NOT NULL`),
    index("tasks_user_created_idx").on(t.userId, t.createdAt, t.id),
    index("tasks_user_status_created_idx").on(t.userId, t.status, t.createdAt, t.id),
    index("tasks_user_status_due_idx").on(t.userId, t.status, t.dueDate, t.id),
    index("tasks_user_due_id_idx").on(t.userId, t.dueDate, t.id),
    index("tasks_user_priority_created_idx").on(t.userId, t.priorityRank, t.createdAt, t.id),
    index("tasks_user_category_created_idx").on(t.userId, t.category, t.createdAt, t.id),
    index("tasks_related_job_idx").on(t.relatedJobId),
    // The board's next task due per card: open tasks of an application, by due date (decision 046).
    index("tasks_user_open_job_due_idx")
      .on(t.userId, t.dueDate)
      .where(sql`status IN ('pending', 'in-progress') AND related_job_id IS NOT NULL`),
    index("tasks_related_contact_idx").on(t.relatedContactId),
    // The calendar feed's reminders of tasks without a due date (migrations/0016).
    index("tasks_user_undated_reminder_idx")
      .on(t.userId, t.reminder)
      .where(sql`${t.reminder} IS NOT NULL AND ${t.dueDate} IS NULL`),
  ],
);

export const interactions = sqliteTable(
  "interactions",
  {
    id: id(),
    contactId: text("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: ms("date").notNull(),
    method: text("method", { enum: INTERACTION_METHODS }).notNull().default("other"),
    notes: text("notes").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("interactions_contact_idx").on(t.contactId, t.date)],
);

/** The links between contacts and jobs (a contact's `relatedJobs`). */
export const contactJobs = sqliteTable(
  "contact_jobs",
  {
    contactId: text("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.contactId, t.jobId] }), index("contact_jobs_job_idx").on(t.jobId)],
);

/**
 * A stored file (docs/decisions/030-documents-on-r2.md): its bytes are the R2 object `<user id>/<id>`, the
 * row holds what the screens and the storage rule read. The INSERT of a `pending` row is the reservation
 * of its bytes (the counters' triggers add them, guarded by the plan's limits in the same statement); the
 * row becomes `ready` once the object is written, and is deleted (bytes given back) if the write fails.
 */
export const documents = sqliteTable(
  "documents",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The cleaned original name, kept for display and for the download's Content-Disposition. */
    name: text("name").notNull(),
    type: text("type", { enum: DOCUMENT_TYPES }).notNull().default("other"),
    /** Decided from the file's first bytes, never from its name or the client's header. */
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    status: text("status", { enum: ["pending", "ready"] })
      .notNull()
      .default("pending"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The document's text (issue 33, migration 0031): extracted off the request path, or its owner's correction. */
    text: text("text"),
    textStatus: text("text_status", { enum: DOCUMENT_TEXT_STATUSES }).notNull().default("pending"),
    /** The owner corrected the text: a later extraction pass never overwrites it. */
    textEdited: bool("text_edited").notNull().default(false),
    /** The text stopped at the page or size cap. */
    textTruncated: bool("text_truncated").notNull().default(false),
    textAt: ms("text_at"),
  },
  (t) => [
    index("documents_text_pending_idx").on(t.createdAt, t.id).where(sql`text_status = 'pending' AND status = 'ready'`),
    index("documents_user_created_idx").on(t.userId, t.createdAt, t.id),
    // The same bytes are stored once per account: a second upload is offered to be linked instead.
    uniqueIndex("documents_user_sha256_idx").on(t.userId, t.sha256),
    // The daily sweep finds uploads that never finished without reading the finished ones.
    index("documents_pending_idx").on(t.createdAt).where(sql`status = 'pending'`),
  ],
);

/** Which files went with which application: one file with many applications, many files with one. */
export const jobDocuments = sqliteTable(
  "job_documents",
  {
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    documentId: text("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.documentId] }), index("job_documents_document_idx").on(t.documentId)],
);

export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    status: text("status", { enum: ["unread", "read", "replied"] })
      .notNull()
      .default("unread"),
    /** False when no Turnstile token came with it (the form posted without JavaScript, decision 015). */
    verified: bool("verified").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

export const transactions = sqliteTable(
  "transactions",
  {
    id: id(),
    /** Null once the account is deleted: payment records are kept as financial records (decision 017). */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    planId: text("plan_id")
      .notNull()
      .references(() => plans.id),
    orderId: text("order_id").notNull(),
    /** The Razorpay Payment Link (hosted page) paying this transaction, for checkout without JavaScript. */
    paymentLinkId: text("payment_link_id"),
    paymentId: text("payment_id"),
    razorpaySignature: text("razorpay_signature"),
    /** Rupees. */
    amount: real("amount").notNull(),
    currency: text("currency").notNull().default("INR"),
    status: text("status", { enum: TRANSACTION_STATUSES }).notNull().default("initiated"),
    billingType: text("billing_type", { enum: BILLING_TYPES }).notNull(),
    billingName: text("billing_name").notNull().default(""),
    billingEmail: text("billing_email").notNull().default(""),
    startDate: ms("start_date"),
    endDate: ms("end_date"),
    receipt: text("receipt"),
    notes: text("notes"),
    paymentMethod: text("payment_method"),
    /** When the "your plan renews / ends on …" email went out for this period (sent once). */
    renewalRemindedAt: ms("renewal_reminded_at"),
    /**
     * A plan change's credit for the unused part of the periods it replaced (decision 043), in paise,
     * fixed when the order was created: `amount` is already the price less it. 0 when none.
     */
    creditPaise: integer("credit_paise").notNull().default(0),
    /** The plan whose unused days were credited, and how many days (rounded) that was. */
    creditPlanId: text("credit_plan_id").references(() => plans.id),
    creditDays: integer("credit_days"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("transactions_order_idx").on(t.orderId),
    uniqueIndex("transactions_payment_link_idx").on(t.paymentLinkId),
    index("transactions_user_created_idx").on(t.userId, t.createdAt),
    index("transactions_user_plan_status_idx").on(t.userId, t.planId, t.status, t.createdAt),
    index("transactions_status_end_idx").on(t.status, t.endDate),
  ],
);

/**
 * Per-user counts kept exact by SQLite triggers (migrations/0007_user_counters.sql, docs/decisions/020):
 * every insert, delete and change of a counted column, cascades from an account deletion included, moves
 * them in the same statement. One row per user, created by a trigger on `users`. List totals, the
 * dashboard and the plan limits read this row instead of counting the user's history.
 */
export const userCounters = sqliteTable("user_counters", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  jobsApplied: integer("jobs_applied").notNull().default(0),
  jobsScreening: integer("jobs_screening").notNull().default(0),
  jobsInterview: integer("jobs_interview").notNull().default(0),
  jobsOffer: integer("jobs_offer").notNull().default(0),
  jobsRejected: integer("jobs_rejected").notNull().default(0),
  jobsWithdrawn: integer("jobs_withdrawn").notNull().default(0),
  jobsSaved: integer("jobs_saved").notNull().default(0),
  jobsFullTime: integer("jobs_full_time").notNull().default(0),
  jobsPartTime: integer("jobs_part_time").notNull().default(0),
  jobsContract: integer("jobs_contract").notNull().default(0),
  jobsInternship: integer("jobs_internship").notNull().default(0),
  jobsRemote: integer("jobs_remote").notNull().default(0),
  jobsOther: integer("jobs_other").notNull().default(0),
  jobsFavorite: integer("jobs_favorite").notNull().default(0),
  contacts: integer("contacts").notNull().default(0),
  tasksPending: integer("tasks_pending").notNull().default(0),
  tasksInProgress: integer("tasks_in_progress").notNull().default(0),
  tasksCompleted: integer("tasks_completed").notNull().default(0),
  tasksCancelled: integer("tasks_cancelled").notNull().default(0),
  /** Stored documents, pending uploads included: what the plan's document count is checked against. */
  documents: integer("documents").notNull().default(0),
  /** Their bytes, pending reservations included: what the plan's storage is checked against. */
  documentBytes: integer("document_bytes").notNull().default(0),
});

/**
 * Non-saved jobs per UTC application day, one row per user and month (`days` is a JSON object such as
 * `{"01": 3, "17": 1}`), kept by triggers like `user_counters`: the dashboard's 3-month timeline reads 4 rows.
 */
export const jobApplicationMonths = sqliteTable(
  "job_application_months",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** `YYYY-MM` (UTC). */
    month: text("month").notNull(),
    days: text("days", { mode: "json" }).$type<Record<string, number>>().notNull().default(sql`'{}'`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

/**
 * A user's public page at /u/:handle (issue 23, migrations/0014_public_profiles.sql, docs/decisions/035):
 * what they chose to show. Shown only while `enabled` and their plan has `publicProfile`. `handle` is
 * stored lower-cased (unique case-insensitively); `version` moves on every save and keys the edge cache.
 */
export const publicProfiles = sqliteTable(
  "public_profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    handle: text("handle").notNull(),
    enabled: bool("enabled").notNull().default(false),
    showName: bool("show_name").notNull().default(true),
    headline: text("headline").notNull().default(""),
    targetRoles: text("target_roles", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    locations: text("locations", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    openToWork: bool("open_to_work").notNull().default(false),
    showProgress: bool("show_progress").notNull().default(true),
    showCompanies: bool("show_companies").notNull().default(false),
    allowIndexing: bool("allow_indexing").notNull().default(false),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("public_profiles_handle_unique").on(t.handle)],
);

/** Razorpay webhook event ids already processed (deduplication by a uniqueness constraint). */
export const webhookEvents = sqliteTable("webhook_events", {
  eventId: text("event_id").primaryKey(),
  eventType: text("event_type").notNull(),
  createdAt: createdAt(),
});

/** A user as the app reads it: the search key columns belong to the search indexes alone. */
/**
 * What an import made from which record of the file (docs/decisions/032-data-import.md): one row per
 * imported record, keyed by the record's id in the file (`kind` says which area), so importing the same
 * export again finds every record already there and creates nothing. A key whose target was deleted
 * since is replaced when the record is imported again.
 */
export const importKeys = sqliteTable(
  "import_keys",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["job", "interview", "task", "contact", "interaction"] }).notNull(),
    sourceId: text("source_id").notNull(),
    targetId: text("target_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.sourceId] })],
);

/**
 * One row per import (JSON or CSV, API or screen), written in the import's own batch (migration 0019):
 * the rows it created carry its id (`import_run_id`), so it can be undone for a day. A screen's confirm of
 * a kept upload names the upload (`upload_id`, unique per user): of concurrent confirms, the one whose row
 * is written imports, the others write nothing (docs/decisions/040).
 */
export const importRuns = sqliteTable(
  "import_runs",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["json", "csv"] }).notNull(),
    uploadId: text("upload_id"),
    createdAt: createdAt(),
    undoneAt: ms("undone_at"),
  },
  (t) => [uniqueIndex("import_runs_user_upload_unique").on(t.userId, t.uploadId)],
);

export type ImportRun = typeof importRuns.$inferSelect;

/**
 * Each user's private iCalendar feed, at most one (docs/decisions/037-calendar-feed.md). The URL's secret
 * is HMAC-SHA256(SESSION_SECRET, feed id), so the page can show it again; a request is looked up by the
 * SHA-256 of its secret. `version`/`changed_at` are kept by triggers (migrations/0016) on every write to
 * what the feed shows: the feed's ETag and Last-Modified.
 */
export const calendarFeeds = sqliteTable("calendar_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  feedId: text("feed_id").notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  version: integer("version").notNull().default(0),
  changedAt: ms("changed_at").notNull().default(sql`(CAST(unixepoch('subsec') * 1000 AS INTEGER))`),
  createdAt: createdAt(),
});

/**
 * Every status change of an application (issue 23): written by the jobs triggers of
 * migrations/0013_status_history_and_rollups.sql in the statement that changes the status, never by the
 * application code. `fromAt` is when the application entered `fromStatus` (the previous entry's `at`).
 */
export const jobStatusHistory = sqliteTable(
  "job_status_history",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    fromStatus: text("from_status", { enum: JOB_STATUSES }),
    toStatus: text("to_status", { enum: JOB_STATUSES }).notNull(),
    at: ms("at").notNull(),
    fromAt: ms("from_at"),
  },
  (t) => [
    index("job_status_history_job_idx").on(t.jobId, t.at),
    index("job_status_history_user_at_idx").on(t.userId, t.at),
  ],
);

/**
 * The zone offset the analytics triggers place a user's new rows with, and the zone it belongs to
 * (docs/decisions/034): every user has one; the daily cron follows daylight saving, a zone change rebuilds
 * (and marks it `stale` until then: the 5-minute cron rebuilds what a failed rebuild left).
 */
export const analyticsState = sqliteTable(
  "analytics_state",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    offsetMin: integer("offset_min").notNull(),
    timeZone: text("time_zone").notNull(),
    builtAt: ms("built_at").notNull(),
    /** Counted in another zone than the account's: the 5-minute cron rebuilds it (034). */
    stale: bool("stale").notNull().default(false),
  },
  (t) => [index("analytics_state_stale_idx").on(t.userId).where(sql`stale = 1`)],
);

/**
 * The analytics rollup: per user and local month, counters keyed "DD|metric" (data) and the month's sums
 * keyed "metric" plus the charted metrics' "DD|n|iv|in" (totals), kept by triggers (034).
 */
export const analyticsMonths = sqliteTable(
  "analytics_months",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    month: text("month").notNull(),
    data: text("data", { mode: "json" }).$type<Record<string, number>>().notNull().default(sql`'{}'`),
    totals: text("totals", { mode: "json" }).$type<Record<string, number>>().notNull().default(sql`'{}'`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

export type User = Omit<typeof users.$inferSelect, "searchSeq" | "searchKey">;
export type Plan = typeof plans.$inferSelect;
/** A user with the id and name of their current plan: what sign-in, the session check and the API read. */
export type UserWithPlan = { user: User; plan: Pick<Plan, "id" | "name"> };
export type Job = typeof jobs.$inferSelect;
export type Interview = typeof interviews.$inferSelect;
export type Task = typeof tasks.$inferSelect;
export type Contact = typeof contacts.$inferSelect;
export type Interaction = typeof interactions.$inferSelect;
export type Transaction = typeof transactions.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type UserCounters = typeof userCounters.$inferSelect;
export type PublicProfile = typeof publicProfiles.$inferSelect;
export type Document = typeof documents.$inferSelect;

// ---- Reminders and notifications (issue 24, docs/decisions/036-reminders.md, migration 0015) -----------

export const DUE_ITEM_KINDS = [
  "task_reminder",
  "interview_24h",
  "interview_2h",
  "task_due",
  "contact_follow_up",
  "interview_follow_up",
  "plan_end",
  /** A forwarded email (issue 32): told in the app on arrival, emailed in the next digest (migration 0030). */
  "inbox_message",
  /** An offer's deadline (issue 34, migration 0033): the day before and the morning of, at the digest hour. */
  "offer_deadline_eve",
  "offer_deadline_day",
] as const;
export type DueItemKind = (typeof DUE_ITEM_KINDS)[number];

/**
 * One row per thing that may remind its owner, `<kind>:<source id>`. The migration's triggers keep it from
 * tasks, interviews, contacts and users (armed, re-armed when the time changes, deleted when the task is
 * closed or the value cleared); `fire_at` NULL means "to be placed in the user's zone by the next cron run"
 * (the digest kinds). The cron claims what is due (`enqueued_at`), the queue's consumer marks it sent.
 */
export const dueItems = sqliteTable(
  "due_items",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: DUE_ITEM_KINDS }).notNull(),
    sourceId: text("source_id").notNull(),
    /** The source's own time (reminder, interview date, due date, follow-up date, plan end). */
    anchor: integer("anchor").notNull(),
    fireAt: integer("fire_at"),
    enqueuedAt: integer("enqueued_at"),
    sentAt: integer("sent_at"),
    status: text("status", { enum: ["pending", "sent", "skipped", "failed"] })
      .notNull()
      .default("pending"),
    error: text("error"),
  },
  (t) => [
    index("due_items_due_idx").on(t.fireAt, t.id).where(sql`enqueued_at IS NULL AND fire_at IS NOT NULL`),
    index("due_items_unscheduled_idx").on(t.userId).where(sql`fire_at IS NULL`),
    index("due_items_user_idx").on(t.userId, t.kind),
  ],
);

/** What the app shows under Notifications: one row per fired item (`dedupe_key` keeps it one). */
export const notifications = sqliteTable(
  "notifications",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    link: text("link").notNull(),
    read: bool("read").notNull().default(false),
    dedupeKey: text("dedupe_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("notifications_user_dedupe_idx").on(t.userId, t.dedupeKey),
    index("notifications_user_created_idx").on(t.userId, t.createdAt, t.id),
    index("notifications_user_unread_idx").on(t.userId, t.createdAt, t.id).where(sql`"read" = 0`),
  ],
);

/** A user's choices; no row means the defaults (everything on, a daily digest at 08:00). */
export const notificationSettings = sqliteTable("notification_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  emailEnabled: bool("email_enabled").notNull().default(true),
  digestMode: text("digest_mode", { enum: ["digest", "separate"] })
    .notNull()
    .default("digest"),
  digestHour: integer("digest_hour").notNull().default(8),
  /** Per kind of reminder: shown in the app, emailed, pushed to the user's devices (missing keys: on). */
  kinds: text("kinds", { mode: "json" })
    .$type<Partial<Record<string, { inApp?: boolean; email?: boolean; push?: boolean }>>>()
    .notNull()
    .default(sql`'{}'`),
  updatedAt: updatedAt(),
});

// ---- Forward to track (issue 32, migration 0028) ---------------------------------------------------------

/**
 * A user's private forwarding address, one per user. The secret is derived from a server key and `nonce`
 * (shown again on every visit, never stored) and looked up by its SHA-256; a new nonce kills the old address.
 */
export const inboxAddresses = sqliteTable("inbox_addresses", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  nonce: text("nonce").notNull(),
  secretHash: text("secret_hash").notNull().unique(),
  enabled: bool("enabled").notNull().default(true),
  /** The kinds of message whose proposal applies by itself (the user's choice), e.g. ["rejection"]. */
  autoApply: text("auto_apply", { mode: "json" }).$type<(typeof INBOX_KINDS)[number][]>().notNull().default(sql`'[]'`),
  /** The daily cap's counter: messages accepted and refused on `day` (UTC `YYYY-MM-DD`). */
  day: text("day").notNull().default(""),
  dayCount: integer("day_count").notNull().default(0),
  refusedCount: integer("refused_count").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One forwarded email as the inbox shows it (never the raw message): the original sender and date, the
 * plain text, the routing layer's SPF/DKIM/DMARC verdicts, what it was classified as and why, the fields
 * read from it, the application it matched and the change it proposes; kept 30 days.
 */
export const inboxMessages = sqliteTable(
  "inbox_messages",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The Message-ID header: the same message delivered twice is kept once. */
    messageId: text("message_id").notNull(),
    receivedAt: ms("received_at").notNull(),
    senderAddress: text("sender_address").notNull().default(""),
    senderName: text("sender_name").notNull().default(""),
    /** The envelope sender when the message was forwarded (the user's own mailbox), else "". */
    forwardedBy: text("forwarded_by").notNull().default(""),
    subject: text("subject").notNull().default(""),
    sentAt: ms("sent_at"),
    bodyText: text("body_text").notNull().default(""),
    authResults: text("auth_results", { mode: "json" }).$type<AuthVerdicts>(),
    kind: text("kind", { enum: INBOX_KINDS }).notNull(),
    evidence: text("evidence").notNull().default(""),
    fields: text("fields", { mode: "json" }).$type<ExtractedFields>().notNull().default(sql`'{}'`),
    jobId: text("job_id").references(() => jobs.id, { onDelete: "set null" }),
    proposal: text("proposal", { mode: "json" }).$type<Proposal>().notNull().default(sql`'{}'`),
    status: text("status", { enum: INBOX_STATUSES }).notNull().default("pending"),
    /** Applied by itself (the user's auto-apply choice for its kind), so shown as done with an undo. */
    auto: bool("auto").notNull().default(false),
    appliedAt: ms("applied_at"),
    /** What applying changed, so it can be undone. */
    undo: text("undo", { mode: "json" }).$type<unknown>(),
    /** Gmail's forwarding confirmation: its code and link, shown at the top of the inbox. */
    confirmation: text("confirmation", { mode: "json" }).$type<{ code: string; link: string }>(),
  },
  (t) => [
    uniqueIndex("inbox_messages_user_message_idx").on(t.userId, t.messageId),
    index("inbox_messages_user_received_idx").on(t.userId, t.receivedAt, t.id),
    index("inbox_messages_user_pending_idx").on(t.userId, t.receivedAt).where(sql`status = 'pending'`),
    index("inbox_messages_received_idx").on(t.receivedAt),
    index("inbox_messages_job_idx").on(t.jobId).where(sql`job_id IS NOT NULL`),
    // Migration 0029: the newest Gmail forwarding confirmation, in one row read.
    index("inbox_messages_user_confirmation_idx").on(t.userId, t.receivedAt).where(sql`confirmation IS NOT NULL`),
  ],
);
export type InboxAddress = typeof inboxAddresses.$inferSelect;
export type InboxMessage = typeof inboxMessages.$inferSelect;

// ---- Bulk actions' undo (issue 31, docs/decisions/047-bulk-actions-and-undo.md, migration 0026) --------

/**
 * An undoable bulk action (a status change or a delete), for `UNDO_WINDOW_MS` after it: the id is the token
 * its Undo form posts, the row is its owner's alone. `documentIds`: the files the delete removed whose
 * objects wait for the window (the documents sweep keeps them while the row is live).
 */
export const bulkUndos = sqliteTable(
  "bulk_undos",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["status", "delete"] }).notNull(),
    count: integer("count").notNull(),
    documentIds: text("document_ids", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("bulk_undos_expires_idx").on(t.expiresAt), index("bulk_undos_user_idx").on(t.userId)],
);

/** A bulk undo's snapshot, JSON in parts small enough for one D1 value each. */
export const bulkUndoParts = sqliteTable(
  "bulk_undo_parts",
  {
    undoId: text("undo_id")
      .notNull()
      .references(() => bulkUndos.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    payload: text("payload").notNull(),
  },
  (t) => [primaryKey({ columns: [t.undoId, t.seq] })],
);

// ---- Resume match and sources (issue 33, migration 0031) -------------------------------------------------

/** The documents attached when an application moved to applied, by content (a new SHA-256 is a new version). */
export const jobAppliedDocuments = sqliteTable(
  "job_applied_documents",
  {
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    documentId: text("document_id").references(() => documents.id, { onDelete: "set null" }),
    sha256: text("sha256").notNull(),
    type: text("type", { enum: DOCUMENT_TYPES }).notNull(),
    name: text("name").notNull(),
    recordedAt: ms("recorded_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.sha256] }), index("job_applied_documents_user_idx").on(t.userId, t.sha256)],
);

// ---- Offers (issue 34, migration 0032) --------------------------------------------------------------------

/** One offer per application: `data` is core/offers/offer.ts `Offer` as JSON, read back through offerSchema. */
export const offers = sqliteTable(
  "offers",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    data: text("data", { mode: "json" }).$type<Offer>().notNull(),
    currency: text("currency").notNull(),
    /** YYYY-MM-DD, the day the offer must be answered by. */
    deadline: text("deadline"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The import that wrote the offer (`import_runs.id`), null for one made by hand: its undo (migration 0039). */
    importRunId: text("import_run_id"),
  },
  (t) => [
    uniqueIndex("offers_job_idx").on(t.jobId),
    index("offers_user_deadline_idx").on(t.userId, t.deadline, t.id),
    index("offers_import_run_idx").on(t.importRunId).where(sql`${t.importRunId} IS NOT NULL`),
  ],
);

// ---- Push reminders (issue 35, migration 0034, docs/decisions/060-web-push.md) ----------------------------

/**
 * One browser a user turned push on in: the push service's `endpoint` (unique: a browser subscribing again
 * under another account moves to it) and the subscription's keys (RFC 8291), base64url. A 404/410 from the
 * push service deletes the row; other failures are counted here.
 */
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** "Chrome on Android", read from the browser's User-Agent when it subscribed. */
    deviceLabel: text("device_label").notNull(),
    createdAt: createdAt(),
    lastSuccessAt: ms("last_success_at"),
    failureCount: integer("failure_count").notNull().default(0),
    lastFailureAt: ms("last_failure_at"),
    lastFailure: text("last_failure"),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId, t.createdAt, t.id),
  ],
);

/**
 * What each fired reminder (`dedupe_key`, as its notification's) has reached: `target` is "email" or a push
 * subscription's id. A message delivered again sends only to the targets not listed (kept a week).
 */
export const reminderDeliveries = sqliteTable(
  "reminder_deliveries",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    dedupeKey: text("dedupe_key").notNull(),
    target: text("target").notNull(),
    deliveredAt: integer("delivered_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.dedupeKey, t.target] }),
    index("reminder_deliveries_delivered_idx").on(t.deliveredAt),
  ],
);

export type OfferRecord = typeof offers.$inferSelect;
