/**
 * Contact and interaction schemas, client-safe: the contact form, the route actions and the API all
 * validate with these (api-contract.md §2.4, §6). Create schemas apply the contract's defaults; update
 * schemas have none, so an echoed or partial PATCH never resets a field it did not name. Server-owned
 * fields of an echoed contact (`_id`, `user`, `interactionHistory`, `lastContactDate`…) are stripped.
 */

import { CONTACT_RELATIONSHIPS, INTERACTION_METHODS } from "@core/enums";
import { MAX_TAG_LENGTH, MAX_TAGS, normalizeTags } from "@core/tags";
import { oneLine } from "@core/text";
import { z } from "zod";
import {
  bool,
  cursorParam,
  dateOnlyOptional,
  enumFilter,
  favoriteFilter,
  MAX_LIMIT,
  MAX_PAGE,
  parseApiDate,
  positiveInt,
  reference,
  searchParam,
  sortParam,
  toDate,
} from "./fields";
import { httpUrl } from "./url";

export const CONTACT_SORTS = ["newest", "oldest", "a-z", "z-a", "last-contact", "company"] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];

export { MAX_TAG_LENGTH, MAX_TAGS, normalizeTags };
export const MAX_RELATED_JOBS = 50;

/** A simple address shape: something@something.tld, no spaces (spec §5). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const tags = z
  .union([z.array(z.string({ error: "must be a list of strings" })), z.string(), z.null()])
  .transform((v, ctx) => {
    const list = normalizeTags(v ?? []);
    if (list.some((t) => t.length > MAX_TAG_LENGTH)) {
      ctx.addIssue({ code: "custom", message: `each tag must be at most ${MAX_TAG_LENGTH} characters` });
      return z.NEVER;
    }
    if (list.length > MAX_TAGS) {
      ctx.addIssue({ code: "custom", message: `must have at most ${MAX_TAGS} tags` });
      return z.NEVER;
    }
    return list;
  });

/** Jobs named by id or as echoed populated objects; null means none. */
const relatedJobs = z.union([z.array(reference), z.null()]).transform((v, ctx) => {
  const ids = [...new Set((v ?? []).filter((id): id is string => !!id))];
  if (ids.length > MAX_RELATED_JOBS) {
    ctx.addIssue({ code: "custom", message: `must name at most ${MAX_RELATED_JOBS} jobs` });
    return z.NEVER;
  }
  return ids;
});

/** A single-line text field: line breaks and other control characters become spaces. */
const text = (max: number) =>
  z
    .string()
    .overwrite(oneLine)
    .trim()
    .max(max, { error: `must be at most ${max} characters` });

const contactFields = {
  name: z
    .string({ error: "Name is required" })
    .overwrite(oneLine)
    .trim()
    .min(1, { error: "Name is required" })
    .max(100, { error: "must be at most 100 characters" }),
  email: z
    .string()
    .trim()
    .max(254, { error: "must be at most 254 characters" })
    .refine((v) => v === "" || EMAIL_SHAPE.test(v), { error: "Please enter a valid email address" }),
  phone: text(50),
  company: text(100),
  position: text(100),
  linkedIn: httpUrl(2048),
  relationship: z.enum(CONTACT_RELATIONSHIPS),
  notes: z.string().max(10000, { error: "must be at most 10000 characters" }),
  tags,
  followUpDate: dateOnlyOptional,
  favorite: bool,
  relatedJobs,
};

/** POST /contacts and the /contacts/new form. */
export const contactCreateSchema = z.object({
  name: contactFields.name,
  email: contactFields.email.default(""),
  phone: contactFields.phone.default(""),
  company: contactFields.company.default(""),
  position: contactFields.position.default(""),
  linkedIn: contactFields.linkedIn.default(""),
  relationship: contactFields.relationship.default("other"),
  notes: contactFields.notes.default(""),
  tags: contactFields.tags.default([]),
  followUpDate: contactFields.followUpDate.transform((v) => v ?? null),
  favorite: contactFields.favorite.default(false),
  relatedJobs: contactFields.relatedJobs.default([]),
});

/** PATCH /contacts/:id (often the whole echoed contact) and the edit form: only the fields present change. */
export const contactUpdateSchema = z.object({
  name: contactFields.name.optional(),
  email: contactFields.email.optional(),
  phone: contactFields.phone.optional(),
  company: contactFields.company.optional(),
  position: contactFields.position.optional(),
  linkedIn: contactFields.linkedIn.optional(),
  relationship: contactFields.relationship.optional(),
  notes: contactFields.notes.optional(),
  tags: contactFields.tags.optional(),
  followUpDate: contactFields.followUpDate,
  favorite: contactFields.favorite.optional(),
  relatedJobs: contactFields.relatedJobs.optional(),
});

export type ContactCreateInput = z.output<typeof contactCreateSchema>;
export type ContactUpdateInput = z.output<typeof contactUpdateSchema>;

/** An interaction's date-time; "", null and absent mean "not given" (now on create, unchanged on edit). */
const interactionDate = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v.trim() === "") return undefined;
    return toDate(parseApiDate)(v, ctx);
  });

const interactionFields = {
  method: z.enum(INTERACTION_METHODS),
  notes: z.string().max(10000, { error: "must be at most 10000 characters" }),
};

/** POST /contacts/:id/interactions and the add form; a missing date means now (contract §6.2). */
export const interactionCreateSchema = z.object({
  date: interactionDate,
  method: interactionFields.method.default("other"),
  notes: interactionFields.notes.default(""),
});

/** PATCH /contacts/:id/interactions/:interactionId and the edit form: any of date, method, notes. */
export const interactionUpdateSchema = z.object({
  date: interactionDate,
  method: interactionFields.method.optional(),
  notes: interactionFields.notes.optional(),
});

export type InteractionCreateInput = z.output<typeof interactionCreateSchema>;
export type InteractionUpdateInput = z.output<typeof interactionUpdateSchema>;

/** GET /contacts and the /contacts URL (contract §6.3): empty and `all` mean no filter; unknown sorts mean newest. */
export const contactListQuerySchema = z.object({
  page: positiveInt(1, MAX_PAGE),
  limit: positiveInt(10, MAX_LIMIT),
  relationship: enumFilter(CONTACT_RELATIONSHIPS, "relationship"),
  favorite: favoriteFilter,
  // A tag longer than any stored tag matches nothing; cutting it keeps the bound parameter small.
  tag: z
    .string()
    .optional()
    .transform((v) => v?.trim().slice(0, MAX_TAG_LENGTH + 1) || undefined),
  search: searchParam,
  sort: sortParam(CONTACT_SORTS),
  cursor: cursorParam,
  /** `due`: a follow-up date on or before today, in the caller's time zone (issue 24). */
  followUp: enumFilter(["due"], "followUp"),
});

export type ContactListQuery = z.output<typeof contactListQuerySchema>;
