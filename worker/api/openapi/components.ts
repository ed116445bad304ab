/**
 * The answers' shapes for the OpenAPI document (api-contract.md §1 envelopes, §2 resources). These describe
 * what the serializers in worker/domain send; they validate nothing at run time, and `tsc` holds them to the
 * serializers (serializers.ts) and to each handler's answer (`route()`). Requests are described by the zod
 * schemas that validate them (core/schemas), never by copies.
 */

import {
  CONTACT_RELATIONSHIPS,
  CURRENCIES,
  DOCUMENT_TEXT_STATUSES,
  INTERACTION_METHODS,
  INTERVIEW_TYPES,
  JOB_SOURCES,
  JOB_STATUSES,
  JOB_TYPES,
  PRIORITIES,
  TASK_CATEGORIES,
  TASK_STATUSES,
} from "@core/enums";
import { DOCUMENT_TYPES } from "@core/schemas/documents";
import { SETTING_KINDS } from "@core/schemas/notifications";
import { z } from "@hono/zod-openapi";

/**
 * A value or null. OpenAPI 3.1 writes a nullable reference as `anyOf: [{$ref}, {type: "null"}]`; zod's
 * `.nullable()` on a named schema renders as `allOf` with a nullable sibling, which no null satisfies, or
 * makes the named schema itself nullable everywhere it is used.
 */
export const orNull = <T extends z.ZodType>(schema: T) => z.union([schema, z.null()]);

/** A file's bytes (a download, an upload's file part). */
export const fileBytes = z.string().openapi({ type: "string", format: "binary" });

const id = z.string().openapi({ description: "An opaque id: compare with string equality.", example: "k3x9q2" });
const dateTime = z.string().openapi({ format: "date-time", example: "2025-05-08T07:59:31.123Z" });
const optionalDateTime = dateTime.nullable();

/** Every failure: `{success:false, message}`, nothing else (contract §1). */
export const ErrorEnvelope = z
  .object({ success: z.literal(false), message: z.string().openapi({ example: "Job not found" }) })
  .openapi("Error");

const owned = { user: id.openapi({ description: "The owner's id." }), createdAt: dateTime, updatedAt: dateTime };

export const PlanRef = z.object({ _id: id, name: z.string().openapi({ example: "free" }) }).openapi("PlanRef");

export const User = z
  .object({
    _id: id,
    name: z.string(),
    email: z.string().openapi({ format: "email" }),
    currentPlan: PlanRef,
    timeZone: z.string().openapi({ description: "IANA time zone used by the screens.", example: "Asia/Kolkata" }),
    isActive: z.boolean(),
    lastLogin: optionalDateTime,
    createdAt: dateTime,
    updatedAt: dateTime,
  })
  .openapi("User");

export const Interview = z
  .object({
    _id: id,
    date: dateTime,
    interviewType: z.enum(INTERVIEW_TYPES),
    withPerson: z.string(),
    notes: z.string(),
    followUpDate: optionalDateTime,
  })
  .openapi("Interview");

export const Job = z
  .object({
    _id: id,
    company: z.string(),
    position: z.string(),
    status: z.enum(JOB_STATUSES),
    jobType: z.enum(JOB_TYPES),
    jobLocation: z.string(),
    jobDescription: z.string(),
    jobUrl: z.string(),
    notes: z.string(),
    feedbackReceived: z.string(),
    salary: z.object({
      min: z.number(),
      max: z.number(),
      // The column is text: the API and the importers write one of CURRENCIES, but nothing types it so.
      currency: z
        .string()
        .openapi({ description: `ISO 4217, written as one of ${CURRENCIES.join(", ")}.`, example: "INR" }),
    }),
    applicationDate: optionalDateTime,
    contactPerson: id.nullable().openapi({ description: "A contact id, not populated." }),
    matchScore: z.number().int().min(0).max(100).nullable().openapi({
      description:
        "The stored resume match, 0-100, against the application's resume (attached, else the default); null when there is no description or no resume with text. See GET /jobs/{id}/match for its terms.",
      example: 78,
    }),
    documents: z.object({
      resume: z.string(),
      coverLetter: z.string(),
      other: z.array(z.object({ _id: id, name: z.string(), url: z.string() })),
    }),
    interviewHistory: z.array(Interview),
    priority: z.enum(PRIORITIES),
    favorite: z.boolean(),
    // The column is text: the API, the form, the extension and the importers write one of JOB_SOURCES or ''.
    source: z.string().openapi({
      description: `Where the posting was found: one of ${JOB_SOURCES.join(", ")}, or empty when not recorded. Optional on create and update (empty by default).`,
      example: "linkedin",
    }),
    ...owned,
  })
  .openapi("Job");

export const JobRef = z.object({ _id: id, company: z.string(), position: z.string() }).openapi("JobRef");

export const Task = z
  .object({
    _id: id,
    title: z.string(),
    description: z.string(),
    status: z.enum(TASK_STATUSES),
    priority: z.enum(PRIORITIES),
    category: z.enum(TASK_CATEGORIES),
    dueDate: optionalDateTime,
    reminder: optionalDateTime,
    relatedJob: orNull(JobRef).openapi({ description: "The related job, populated, or null." }),
    relatedContact: z
      .object({ _id: id, name: z.string(), email: z.string(), company: z.string() })
      .nullable()
      .openapi({ description: "The related contact, populated, or null." }),
    completedAt: optionalDateTime,
    ...owned,
  })
  .openapi("Task");

export const Interaction = z
  .object({ _id: id, date: dateTime, method: z.enum(INTERACTION_METHODS), notes: z.string() })
  .openapi("Interaction");

export const Contact = z
  .object({
    _id: id,
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    company: z.string(),
    position: z.string(),
    linkedIn: z.string(),
    relationship: z.enum(CONTACT_RELATIONSHIPS),
    notes: z.string(),
    tags: z.array(z.string()),
    followUpDate: optionalDateTime,
    lastContactDate: optionalDateTime.openapi({ description: "The latest interaction's date, or null." }),
    favorite: z.boolean(),
    relatedJobs: z.array(JobRef),
    interactionHistory: z.array(Interaction),
    ...owned,
  })
  .openapi("Contact");

const PlanFeature = z
  .object({ _id: id, name: z.string(), description: z.string(), included: z.boolean() })
  .openapi("PlanFeature");

export const Plan = z
  .object({
    _id: id,
    name: z.string().openapi({ example: "basic" }),
    description: z.string(),
    price: z.object({
      monthly: z.number().openapi({ description: "Whole rupees." }),
      yearly: z.number().openapi({ description: "Whole rupees." }),
      currency: z.string().openapi({ example: "INR" }),
    }),
    features: z.array(PlanFeature),
    limits: z
      .object({
        jobApplications: z.number().int(),
        contacts: z.number().int(),
        documents: z.number().int(),
        documentStorage: z.number().openapi({ description: "Megabytes." }),
        publicProfile: z.boolean(),
        advancedAnalytics: z.boolean(),
        exportData: z.boolean(),
        prioritySupport: z.boolean(),
      })
      .openapi({ description: "-1 means unlimited." }),
    isActive: z.boolean().optional().openapi({ description: "Sent by GET /plans/{id} only." }),
    createdAt: dateTime.optional().openapi({ description: "Sent by GET /plans/{id} only." }),
    updatedAt: dateTime.optional().openapi({ description: "Sent by GET /plans/{id} only." }),
  })
  .openapi("Plan");

export const Transaction = z
  .object({
    _id: id,
    plan: z.object({
      _id: id,
      name: z.string(),
      description: z.string(),
      features: z.array(PlanFeature).optional().openapi({ description: "Sent by GET /payments/{id} only." }),
    }),
    orderId: z.string().openapi({ description: "A Razorpay order id, or free_/downgrade_/expired_<ms>." }),
    paymentId: z.string().nullable(),
    amount: z.number().openapi({ description: "Rupees." }),
    currency: z.string().openapi({ example: "INR" }),
    status: z.enum(["initiated", "pending", "completed", "failed", "refunded"]),
    billingType: z.enum(["monthly", "yearly", "one-time"]),
    billingDetails: z.object({ name: z.string(), email: z.string() }),
    startDate: optionalDateTime,
    endDate: optionalDateTime,
    receipt: z.string().nullable(),
    notes: z.string().nullable(),
    paymentMethod: z.string().nullable(),
    credit: z
      .object({ amount: z.number(), plan: z.string().nullable(), days: z.number().int() })
      .nullable()
      .openapi({ description: "A plan change's credit for unused days, rupees (already taken off `amount`)." }),
    user: id.nullable().openapi({ description: "The owner's id; null once the account is deleted (decision 017)." }),
    createdAt: dateTime,
    updatedAt: dateTime,
  })
  .openapi("Transaction");

export const Subscription = z
  .object({
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    billingType: z.enum(["monthly", "yearly", "one-time"]),
    status: z.enum(["active", "expired"]),
  })
  .openapi("Subscription", { description: "From the latest completed transaction for the plan." });

const textStatus = z.enum(DOCUMENT_TEXT_STATUSES).openapi({
  description:
    "Its text: `pending` (not read yet, within minutes of an upload), `done`, `empty` (no text layer, as in a scan), `failed` (the file could not be read) or `unsupported` (DOC, ODT, RTF and images are not read).",
});

export const DocumentSchema = z
  .object({
    _id: id,
    name: z.string().openapi({
      description:
        "The cleaned name: no path parts, control characters or bidirectional marks, at most 120 characters, ending in an extension true to the bytes (a PDF named `cv.png` is `cv.png.pdf`).",
      example: "Resume 2026.pdf",
    }),
    type: z.enum(DOCUMENT_TYPES),
    contentType: z.string().openapi({ description: "Decided from the bytes.", example: "application/pdf" }),
    size: z.number().int().openapi({ description: "Bytes." }),
    sha256: z.string().openapi({ description: "Hex SHA-256 of the bytes; one copy per account." }),
    textStatus: textStatus,
    createdAt: dateTime,
    updatedAt: dateTime,
    jobs: z.array(JobRef).openapi({ description: "The applications the file goes with." }),
  })
  .openapi("Document");

/** `GET`/`PUT /documents/{id}/text` (issue 33). */
export const DocumentTextSchema = z
  .object({
    _id: id,
    name: z.string(),
    type: z.enum(DOCUMENT_TYPES),
    contentType: z.string(),
    text: z.string().openapi({
      description:
        "The document's text, at most 200 KB of UTF-8: read from a PDF (its first 30 pages), a DOCX's body or a plain-text file, or its owner's correction. \"\" while pending and when there is none.",
    }),
    textStatus: textStatus,
    textEdited: z.boolean().openapi({ description: "Corrected by its owner: a later reading never replaces it." }),
    textTruncated: z.boolean().openapi({ description: "The reading stopped at the page or size cap." }),
    textAt: dateTime.nullable().openapi({ description: "When the text was read or corrected; null while pending." }),
  })
  .openapi("DocumentText");

export const Notification = z
  .object({
    _id: id,
    kind: z.string().openapi({
      description:
        "task_reminder, interview_24h, interview_2h, task_due, task_overdue, contact_follow_up, interview_follow_up or plan_end.",
      example: "task_reminder",
    }),
    title: z.string(),
    message: z.string(),
    link: z.string().openapi({ description: "The item's page, a path of this site.", example: "/tasks/k3x9q2" }),
    read: z.boolean(),
    createdAt: dateTime,
  })
  .openapi("Notification");

const channels = z.object({
  inApp: z.boolean(),
  email: z.boolean(),
  push: z.boolean().openapi({ description: "Pushed to every device the user turned push on in (none: nothing)." }),
});

export const NotificationSettings = z
  .object({
    emailEnabled: z.boolean().openapi({ description: "False: no reminder emails at all; in-app notifications stay." }),
    digestMode: z.enum(["digest", "separate"]),
    digestHour: z.number().int().openapi({ description: "0-23, in the user's time zone.", example: 8 }),
    kinds: z.object(Object.fromEntries(SETTING_KINDS.map((k) => [k, channels]))),
    calendarUrl: z
      .string()
      .nullable()
      .openapi({ description: "The private iCalendar feed's address; null while the feed is not available." }),
  })
  .openapi("NotificationSettings");

export const PublicProfileSettings = z
  .object({
    enabled: z.boolean(),
    handle: z.string().nullable(),
    showName: z.boolean(),
    headline: z.string(),
    targetRoles: z.array(z.string()),
    locations: z.array(z.string()),
    openToWork: z.boolean(),
    showProgress: z.boolean(),
    showCompanies: z.boolean(),
    allowIndexing: z.boolean(),
    url: z.string().nullable(),
  })
  .openapi("PublicProfileSettings", { description: "What the owner chose to show on /u/{handle}." });

const stages = ["applied", "screening", "interview", "offer", "rejected", "withdrawn"] as const;

export const PublicProfile = z
  .object({
    handle: z.string(),
    name: z.string().optional(),
    headline: z.string(),
    targetRoles: z.array(z.string()),
    locations: z.array(z.string()),
    openToWork: z.boolean(),
    progress: z
      .object({
        total: z.number().int(),
        byStage: z.object(Object.fromEntries(stages.map((s) => [s, z.number().int()]))),
        weeks: z.array(z.object({ start: z.string(), count: z.number().int() })),
      })
      .optional(),
    companies: z.array(z.string()).optional(),
    url: z.string(),
  })
  .openapi("PublicProfile", { description: "Only the fields the owner chose to show; a hidden one is absent." });

const exportRecords = (description: string) =>
  z.array(z.record(z.string(), z.unknown())).optional().openapi({ description });

/** The Offerpath export (docs/export-format.md): what `GET /export?format=json` answers and `POST /import/json` reads. */
export const ExportFile = z
  .object({
    format: z.literal("offerpath-export"),
    version: z.literal(1),
    exportedAt: dateTime.optional().openapi({ description: "Always in an export." }),
    profile: z.record(z.string(), z.unknown()).optional().openapi({ description: "Not imported." }),
    jobs: exportRecords("Applications with their `interviews`."),
    tasks: exportRecords("Tasks."),
    contacts: exportRecords("Contacts with their `interactions`."),
    documents: exportRecords("Documents' metadata; not imported."),
    payments: exportRecords("Payments; not imported."),
  })
  .openapi("ExportFile", {
    description:
      "An Offerpath export (docs/export-format.md). New fields may appear in any version; a reader ignores those it does not know.",
  });

export const ContactMessage = z
  .object({
    _id: id,
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    // The serializer writes any of a message's statuses; a message just sent is `unread`.
    status: z.enum(["unread", "read", "replied"]).openapi({ description: "A message just sent is `unread`." }),
    createdAt: dateTime,
  })
  .openapi("ContactMessage");

/** The access token and the refresh token of a new or rotated session (contract §3.1). */
export const tokenPair = {
  token: z.string().openapi({ description: "HS256 access token (15 minutes; 30 days for a browser extension)." }),
  refreshToken: z.string().openapi({ description: "Opaque refresh token, rotated on each use." }),
};

/** `{success:true, ...fields}` (contract §1). */
export const ok = <T extends z.ZodRawShape>(fields: T) => z.object({ success: z.literal(true), ...fields });

/** `{success:true, message}` with a fixed message. */
export const okMessage = (message: string) => ok({ message: z.literal(message) });

/** A list answer (contract §1 Lists, docs/api-cursors.md): counts, the page, cursors and the items. */
export const listOf = <K extends string, L extends string, T extends z.ZodType>(total: K, key: L, item: T) => {
  // Computed keys lose their names in the type: these say which they are.
  const totalField = { [total]: z.number().int() } as Record<K, z.ZodNumber>;
  const itemsField = { [key]: z.array(item) } as Record<L, z.ZodArray<T>>;
  return ok({
    count: z.number().int().openapi({ description: "Items on this page." }),
    ...totalField,
    numOfPages: z.number().int(),
    currentPage: z.number().int(),
    ...itemsField,
    nextCursor: z
      .string()
      .nullable()
      .openapi({ description: "Send as `cursor` with page + 1; null on the last page." }),
    prevCursor: z
      .string()
      .nullable()
      .openapi({ description: "Send as `cursor` with page − 1; null on the first page." }),
  });
};

/** A term of a posting and whether the resume has it (core/match `MatchTerm`). */
const MatchTermSchema = z
  .object({
    key: z.string().openapi({ example: "kubernetes" }),
    label: z.string().openapi({ example: "Kubernetes" }),
    kind: z.enum(["skill", "phrase", "education", "certification"]),
    importance: z.enum(["required", "preferred"]),
    found: z.boolean(),
    postingSentence: z.string(),
    resumeSentence: z.string().nullable(),
    matchedAs: z.string().nullable().openapi({ description: "The resume's own spelling when it differs (k8s)." }),
  })
  .openapi("MatchTerm");

/** The resume match of a posting (core/match `MatchResult`). */
export const MatchResultSchema = z
  .object({
    score: z
      .number()
      .int()
      .min(0)
      .max(100)
      .nullable()
      .openapi({ description: "Null when the posting has nothing to match (no known term, no years asked)." }),
    required: z.object({ matched: z.number().int(), total: z.number().int() }),
    preferred: z.object({ matched: z.number().int(), total: z.number().int() }),
    experience: z.object({
      askedYears: z.number().nullable(),
      shownYears: z.number().nullable(),
      met: z.boolean().nullable(),
      postingSentence: z.string().nullable(),
      resumeSentence: z.string().nullable(),
    }),
    terms: z.array(MatchTermSchema),
    summary: z.string().openapi({ example: "12 of 15 required skills, 3 of 6 preferred" }),
    engineVersion: z.number().int(),
  })
  .openapi("MatchResult");

/** `GET /jobs/{id}/match` and `POST /match`: the match, or why there is none, and the resume it used. */
export const MatchAnswerSchema = ok({
  match: orNull(MatchResultSchema).openapi({ description: "null when `gap` says why there is no match." }),
  gap: z.enum(["noDescription", "noResume", "noText"]).nullable().openapi({
    description:
      "noDescription: the posting has no text; noResume: no resume is attached and no default resume is chosen; noText: the resume's text is not read yet, or it has none (a scan).",
  }),
  document: z
    .object({ _id: id, name: z.string(), textStatus: z.enum(DOCUMENT_TEXT_STATUSES) })
    .nullable()
    .openapi({ description: "The resume matched against." }),
  resume: z.enum(["chosen", "attached", "default"]).nullable().openapi({
    description: "Where the resume came from: `documentId`, the application's attached resume, or the default.",
  }),
  formula: z.string().openapi({ description: "How the score is computed, in words (docs/match.md)." }),
});
