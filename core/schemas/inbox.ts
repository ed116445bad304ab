/**
 * The inbox's inputs (issue 32): the list's query, the "apply by itself" choice, and the stored proposal as
 * applying reads it back (a row's JSON is checked before anything is written from it).
 *
 * And the forwarding address's inputs: the body of `POST /api/v1/inbox/address`. Empty (or `{}`) turns the
 * address on; `{ "regenerate": true }` gives it a new secret, and the old address refuses mail from then on.
 */
import { z } from "zod";
import { INBOX_KINDS, JOB_STATUSES } from "../enums";
import { AUTO_APPLY_KINDS } from "../inbox-kinds";
import { cursorParam, positiveInt } from "./fields";

export const INBOX_PAGE_SIZE = 20;
export const INBOX_MAX_LIMIT = 50;

/** GET /inbox and the /inbox URL: newest first, paged by cursor only (no total is counted). */
export const inboxListQuerySchema = z.object({
  cursor: cursorParam,
  limit: positiveInt(INBOX_PAGE_SIZE, INBOX_MAX_LIMIT),
});
export type InboxListQuery = z.output<typeof inboxListQuerySchema>;

/** The kinds that apply by themselves: any subset of AUTO_APPLY_KINDS, each named once. */
export const autoApplySchema = z
  .array(z.enum(AUTO_APPLY_KINDS, { error: `each kind must be one of: ${AUTO_APPLY_KINDS.join(", ")}` }))
  .max(INBOX_KINDS.length)
  .transform((kinds) => [...new Set(kinds)]);

/** The settings form: one checkbox per kind, named `autoApply` (none ticked is an empty choice). */
export const autoApplyFormSchema = z.object({ autoApply: autoApplySchema.default([]) });

const status = z.enum(JOB_STATUSES);

/** One change of a stored proposal (core/inbox.ts ProposedChange), read back before it is applied. */
export const proposedChangeSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("status"), from: status, to: status }),
  z.object({
    type: z.literal("interview"),
    at: z.number().int(),
    zone: z.string(),
    link: z.string().optional(),
    interviewer: z.string().optional(),
  }),
  z.object({ type: z.literal("new_job"), company: z.string(), position: z.string(), status }),
  z.object({ type: z.literal("task"), title: z.string(), dueAt: z.number().int().nullable() }),
  z.object({ type: z.literal("contact"), name: z.string(), email: z.string(), company: z.string() }),
]);

export const storedProposalSchema = z.object({
  jobId: z.string().max(64).nullish(),
  changes: z.array(proposedChangeSchema).max(10).default([]),
  summary: z.string().default(""),
});

export const inboxAddressRequestSchema = z.object({
  // Literals, not z.boolean(): a wrong type would otherwise be reported as "regenerate is required".
  regenerate: z.literal([true, false], { error: "regenerate must be true or false" }).default(false),
});

export type InboxAddressRequest = z.infer<typeof inboxAddressRequestSchema>;

/** The address panel's buttons (app/components/inbox/address-panel.tsx), posted to /inbox/address. */
export const inboxAddressIntentSchema = z.enum(["on", "regenerate", "off"], { error: "Unknown action" });
