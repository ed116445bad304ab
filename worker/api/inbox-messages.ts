/**
 * `/inbox`: the forwarded emails and what each proposes (issue 32, contract §16): list, apply, dismiss,
 * undo and delete, thin adapters over worker/domain/inbox/apply.server.ts. (The address's endpoints,
 * `/inbox/address`, are their own area.)
 */

import { INBOX_KINDS, INBOX_STATUSES, JOB_STATUSES } from "@core/enums";
import { inboxListQuerySchema } from "@core/schemas/inbox";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  applyMessage,
  deleteMessage,
  dismissMessage,
  type InboxMessageView,
  listInbox,
  undoMessage,
} from "../domain/inbox/apply.server";
import { type ApiEnv, apiValidationMessage, errorBody, failureResponse } from "./http";
import { requireAuth } from "./middleware/require-auth";
import { ok, okMessage, orNull } from "./openapi/components";
import { pathParams } from "./openapi/operation";
import { route } from "./openapi/route";

export const inboxMessagesApi = new OpenAPIHono<ApiEnv>();

inboxMessagesApi.use("*", requireAuth());

const tag = "Inbox";
const messageId = pathParams("id");
const dateTime = z.string().openapi({ format: "date-time", example: "2026-12-01T09:30:00.000Z" });
const status = z.enum(JOB_STATUSES);

const ProposedChange = z
  .union([
    z.object({ type: z.literal("status"), from: status, to: status }),
    z.object({
      type: z.literal("interview"),
      at: z.number().int().openapi({ description: "The interview's start, epoch milliseconds." }),
      zone: z.string().openapi({ description: "The zone it was written in (IANA).", example: "Asia/Kolkata" }),
      link: z.string().optional(),
      interviewer: z.string().optional(),
    }),
    z.object({ type: z.literal("new_job"), company: z.string(), position: z.string(), status }),
    z.object({ type: z.literal("task"), title: z.string(), dueAt: z.number().int().nullable() }),
    z.object({ type: z.literal("contact"), name: z.string(), email: z.string(), company: z.string() }),
  ])
  .openapi("InboxProposedChange");

export const InboxMessage = z
  .object({
    _id: z.string(),
    sender: z.object({ name: z.string(), email: z.string() }),
    forwardedBy: z.string().openapi({ description: "The mailbox that forwarded it; empty when it came directly." }),
    subject: z.string(),
    sentAt: dateTime.nullable().openapi({ description: "The original's date (from the forwarded block)." }),
    receivedAt: dateTime,
    text: z.string().openapi({ description: "Plain text only; links written as `label (target)`." }),
    auth: orNull(z.object({ spf: z.string().optional(), dkim: z.string().optional(), dmarc: z.string().optional() })),
    kind: z.enum(INBOX_KINDS),
    evidence: z.string().openapi({ description: "The sentence or rule that decided the kind." }),
    jobId: z.string().nullable(),
    proposal: z.object({
      jobId: z.string().nullish(),
      changes: z.array(ProposedChange),
      summary: z.string(),
    }),
    status: z.enum(INBOX_STATUSES),
    auto: z.boolean().openapi({ description: "Applied by itself (the kind is one the user lets apply)." }),
    appliedAt: dateTime.nullable(),
    canApply: z.boolean().openapi({ description: "False when the proposal changes nothing." }),
    confirmation: orNull(z.object({ code: z.string(), link: z.string() })),
  })
  .openapi("InboxMessage");

const message = ok({ message: InboxMessage });
const undone = ok({
  message: InboxMessage,
  kept: z.array(z.string()).openapi({
    description: 'What undo left in place because it was changed after applying (e.g. `the task "…" (edited since)`).',
  }),
});
const answer = (view: InboxMessageView) => ({ success: true as const, message: view });

route(
  inboxMessagesApi,
  {
    method: "get",
    path: "/",
    tag,
    summary: "List forwarded emails",
    description:
      "Newest first. Paged by cursor only: send `nextCursor` (or `prevCursor`) back as `cursor`; no total is counted.",
    auth: "bearer",
    query: inboxListQuerySchema,
    success: {
      description: "One page of the caller's messages.",
      schema: ok({
        messages: z.array(InboxMessage),
        nextCursor: z.string().nullable().openapi({ description: "Older messages; null on the last page." }),
        prevCursor: z.string().nullable().openapi({ description: "Newer messages; null on the first page." }),
      }),
    },
  },
  async (c) => {
    const query = inboxListQuerySchema.safeParse(c.req.query());
    if (!query.success) return c.json(errorBody(apiValidationMessage(query.error)), 400);
    const page = await listInbox(c.get("deps"), c.get("userId"), query.data);
    return c.json({ success: true, ...page });
  },
);

route(
  inboxMessagesApi,
  {
    method: "post",
    path: "/{id}/apply",
    tag,
    summary: "Apply a message's proposal",
    description:
      "Makes the proposed changes through the same rules as the screens (the plan's limits included). Applying an applied message changes nothing and answers it as it is.",
    auth: "bearer",
    params: messageId,
    success: { description: "The message, applied.", schema: message },
    errors: {
      400: "This email proposes no change to apply",
      403: "You've reached the job applications limit for your {plan} plan",
      404: "Message not found",
    },
  },
  async (c) => {
    const result = await applyMessage(c.get("deps"), c.get("userId"), c.req.param("id"));
    if (!result.ok) return failureResponse(c, result);
    return c.json(answer(result.value));
  },
);

route(
  inboxMessagesApi,
  {
    method: "post",
    path: "/{id}/undo",
    tag,
    summary: "Undo an applied message",
    description:
      "Deletes what applying created (interview, application, contact, task) and restores the application's status, except what was changed after applying (listed in `kept`); the message becomes `undone` and can be applied again.",
    auth: "bearer",
    params: messageId,
    success: { description: "The message, undone, and what was kept.", schema: undone },
    errors: {
      400: "Nothing to undo: this email's proposal was not applied; This email is still being applied",
      404: "Message not found",
    },
  },
  async (c) => {
    const result = await undoMessage(c.get("deps"), c.get("userId"), c.req.param("id"));
    if (!result.ok) return failureResponse(c, result);
    return c.json({ ...answer(result.value.message), kept: result.value.kept });
  },
);

route(
  inboxMessagesApi,
  {
    method: "post",
    path: "/{id}/dismiss",
    tag,
    summary: "Dismiss a message",
    description: "Nothing is applied; the message stays, out of the waiting count.",
    auth: "bearer",
    params: messageId,
    success: { description: "The message, dismissed.", schema: message },
    errors: { 400: "This email's proposal is applied: undo it first", 404: "Message not found" },
  },
  async (c) => {
    const result = await dismissMessage(c.get("deps"), c.get("userId"), c.req.param("id"));
    if (!result.ok) return failureResponse(c, result);
    return c.json(answer(result.value));
  },
);

route(
  inboxMessagesApi,
  {
    method: "delete",
    path: "/{id}",
    tag,
    summary: "Delete a message",
    description: "At once: the stored message is gone. What applying it changed stays.",
    auth: "bearer",
    params: messageId,
    success: { description: "Deleted.", schema: okMessage("Message deleted") },
    errors: { 404: "Message not found" },
  },
  async (c) => {
    const result = await deleteMessage(c.get("deps"), c.get("userId"), c.req.param("id"));
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, message: "Message deleted" });
  },
);
