/**
 * The OpenAPI operations of worker/api/analytics.ts, contact-us.ts and health.ts (api-contract.md §9, §10),
 * and of the document itself.
 */

import { JOB_STATUSES } from "@core/enums";
import { contactMessageSchema, honeypotField, turnstileTokenField } from "@core/schemas/contact-us";
import { z } from "@hono/zod-openapi";
import { ContactMessage, Interview, JobRef, ok, Task } from "./components";
import { operation } from "./operation";

const count = z.number().int();

const dashboard = z
  .object({
    applicationStats: z
      .object({ total: count.openapi({ description: "Every status but saved." }) })
      .extend(Object.fromEntries(JOB_STATUSES.map((s) => [s, count]))),
    upcomingInterviews: z.array(
      JobRef.extend({
        interviewDate: z.string().nullable(),
        interviewType: Interview.shape.interviewType,
        withPerson: z.string(),
      }).openapi({ description: "`_id` is the job's id." }),
    ),
    pendingTasks: z.array(Task),
    recentApplications: z.array(z.record(z.string(), z.unknown())),
    applicationTimeline: z.array(z.object({ _id: z.string().openapi({ example: "2026-05-08" }), count })),
    activityOverview: z.object({
      totalContacts: count,
      completedTasks: count,
      pendingTasks: count,
      upcomingInterviewCount: count,
    }),
  })
  .openapi("Dashboard");

/**
 * The contact-us body: the message schema the handler validates with, and the two fields it reads beside
 * it (the Turnstile token under either name, and the form's honeypot, which a person never fills).
 */
const contactUsBody = contactMessageSchema.extend({
  recaptchaToken: turnstileTokenField.openapi({
    type: "string",
    description: "The Turnstile token (the existing client's name).",
  }),
  turnstileToken: turnstileTokenField.openapi({ type: "string", description: "The Turnstile token." }),
  phone: honeypotField.openapi({ type: "string", description: "A honeypot: leave it out." }),
});

export const miscOperations = [
  operation({
    method: "get",
    path: "/analytics/dashboard",
    tag: "Analytics",
    summary: "The dashboard's numbers",
    auth: "bearer",
    success: { description: "Counts, the next 7 days and recent activity.", schema: ok({ data: dashboard }) },
  }),
  operation({
    method: "post",
    path: "/contactus",
    tag: "Contact us",
    summary: "Send a message to the team",
    auth: "public",
    body: contactUsBody,
    success: {
      status: 201,
      description: "Stored.",
      schema: ok({
        data: ContactMessage,
        message: z.literal("Your message has been received. We will contact you soon."),
      }),
    },
    errors: {
      400: [
        "Please provide all required fields: name, email, subject, and message",
        "email: <reason>",
        "Please verify that you are not a robot.",
        "Human verification failed. Please try again.",
      ],
      500: "There was an error processing your request. Please try again later.",
    },
  }),
  operation({
    method: "get",
    path: "/health",
    tag: "Meta",
    summary: "Liveness",
    description: "Touches no storage.",
    auth: "public",
    success: { description: "Up.", schema: z.object({ status: z.literal("ok") }) },
  }),
];

/** `GET /openapi.json`: declared with `api.openapi(...)`, which registers it in the document itself. */
export const openApiRoute = operation({
  method: "get",
  path: "/openapi.json",
  tag: "Meta",
  summary: "This document",
  description: "OpenAPI 3.1, generated from the schemas that validate the requests.",
  auth: "public",
  success: { description: "The OpenAPI document.", schema: z.record(z.string(), z.unknown()) },
});

/** The document is the same for everyone and changes only with a deploy. */
export const OPENAPI_CACHE_CONTROL = "public, max-age=300";
