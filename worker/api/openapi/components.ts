/**
 * The answers' shapes for the OpenAPI document (api-contract.md §1 envelopes, §2 resources). These describe
 * what the serializers in worker/domain send; they validate nothing. Requests are described by the zod
 * schemas that validate them (core/schemas), never by copies.
 */

import {
  CONTACT_RELATIONSHIPS,
  CURRENCIES,
  INTERACTION_METHODS,
  INTERVIEW_TYPES,
  JOB_STATUSES,
  JOB_TYPES,
  PRIORITIES,
  TASK_CATEGORIES,
  TASK_STATUSES,
} from "@core/enums";
import { z } from "@hono/zod-openapi";

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
    salary: z.object({ min: z.number(), max: z.number(), currency: z.enum(CURRENCIES) }),
    applicationDate: optionalDateTime,
    contactPerson: id.nullable().openapi({ description: "A contact id, not populated." }),
    documents: z.object({
      resume: z.string(),
      coverLetter: z.string(),
      other: z.array(z.object({ _id: id, name: z.string(), url: z.string() })),
    }),
    interviewHistory: z.array(Interview),
    priority: z.enum(PRIORITIES),
    favorite: z.boolean(),
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
    relatedJob: JobRef.nullable(),
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
    ...owned,
  })
  .openapi("Transaction");

export const ContactMessage = z
  .object({
    _id: id,
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    status: z.literal("unread"),
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
export const listOf = <K extends string>(total: K, key: string, item: z.ZodType) =>
  ok({
    count: z.number().int().openapi({ description: "Items on this page." }),
    [total]: z.number().int(),
    numOfPages: z.number().int(),
    currentPage: z.number().int(),
    [key]: z.array(item),
    nextCursor: z
      .string()
      .nullable()
      .openapi({ description: "Send as `cursor` with page + 1; null on the last page." }),
    prevCursor: z
      .string()
      .nullable()
      .openapi({ description: "Send as `cursor` with page − 1; null on the first page." }),
  });
