/** The OpenAPI operations of worker/api/profiles.ts (issue 23, api-contract.md §13). */

import { publicProfileSchema } from "@core/schemas/public-profile";
import { z } from "@hono/zod-openapi";
import { ok } from "./components";
import { operation, pathParams } from "./operation";

const tag = "Profiles";

const settings = z
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

const view = z
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

const refusal = "A public profile is included in the Premium plan. Upgrade at /plans to publish yours.";

export const profilesOperations = [
  operation({
    method: "get",
    path: "/profiles",
    tag,
    summary: "The caller's public profile settings",
    description: "Plans with a public profile (Premium). Before the first save: the defaults, `handle` and `url` null.",
    auth: "bearer",
    success: { description: "The settings.", schema: ok({ profile: settings }) },
    errors: { 403: refusal },
  }),
  operation({
    method: "put",
    path: "/profiles",
    tag,
    summary: "Save the public profile settings",
    description:
      "Fields sent replace the saved ones; fields left out keep theirs. `handle`: 3–30 of a-z, 0-9 and hyphens, unique case-insensitively (stored lower-cased), not a reserved word; a new handle frees the old one.",
    auth: "bearer",
    body: publicProfileSchema,
    success: { description: "The saved settings.", schema: ok({ profile: settings }) },
    errors: {
      400: [
        "handle is required",
        "That handle is taken. Please choose another.",
        "Handle “admin” is reserved. Please choose another.",
      ],
      403: refusal,
    },
  }),
  operation({
    method: "get",
    path: "/profiles/view/{handle}",
    tag,
    summary: "A public profile, as a visitor sees it",
    description:
      "No authentication. Only what the owner chose to show. 404 when the handle is unknown, the profile is off, or the owner's plan has no public profile.",
    auth: "public",
    params: pathParams("handle"),
    success: { description: "The profile.", schema: ok({ profile: view }) },
    errors: { 404: "Profile not found" },
  }),
];
