/**
 * The public profile's settings (issue 23): one schema for `PUT /api/v1/profiles` and the form of
 * /profile/public. Every field is optional: what is not sent keeps its saved value (or the default).
 */

import {
  HANDLE_MAX,
  HANDLE_MIN,
  HEADLINE_MAX,
  LIST_ITEM_MAX,
  LIST_MAX,
  RESERVED_HANDLES,
  splitList,
} from "@core/public-profile";
import { z } from "zod";
import { bool } from "./fields";

/** A handle as typed: trimmed and lower-cased, then checked (unique case-insensitively, decision 035). */
export const handleSchema = z
  .string({ error: "handle must be a string" })
  .trim()
  .toLowerCase()
  .min(HANDLE_MIN, `Handle must be at least ${HANDLE_MIN} characters`)
  .max(HANDLE_MAX, `Handle must be at most ${HANDLE_MAX} characters`)
  .regex(/^[a-z0-9-]*$/, "Handle may use only letters a–z, digits 0–9 and hyphens")
  .regex(/^[a-z0-9](?:.*[a-z0-9])?$/, "Handle must start and end with a letter or digit")
  .refine((h) => !h.includes("--"), "Handle may not contain two hyphens in a row")
  .superRefine((h, ctx) => {
    if (RESERVED_HANDLES.has(h))
      ctx.addIssue({ code: "custom", message: `Handle “${h}” is reserved. Please choose another.` });
  });

const list = (label: string) =>
  z
    .union([z.array(z.string({ error: `${label} must be a list of strings` })), z.string()])
    .transform((v) => splitList(v))
    .refine((items) => items.length <= LIST_MAX, `At most ${LIST_MAX} ${label}`)
    .refine(
      (items) => items.every((i) => i.length <= LIST_ITEM_MAX),
      `Each of the ${label} must be at most ${LIST_ITEM_MAX} characters`,
    );

export const publicProfileSchema = z.object({
  enabled: bool.optional(),
  handle: handleSchema.optional(),
  showName: bool.optional(),
  headline: z
    .string({ error: "headline must be a string" })
    .trim()
    .max(HEADLINE_MAX, `Headline must be at most ${HEADLINE_MAX} characters`)
    .optional(),
  targetRoles: list("target roles").optional(),
  locations: list("locations").optional(),
  openToWork: bool.optional(),
  showProgress: bool.optional(),
  showCompanies: bool.optional(),
  allowIndexing: bool.optional(),
});

export type PublicProfileInput = z.output<typeof publicProfileSchema>;

/** A handle in a URL: the same rules, without the reserved words' message mattering (any miss is a 404). */
export const handleParamSchema = z.object({ handle: z.string().max(100) });
