/**
 * `/profiles` (issue 23, api-contract.md §13): the caller's public profile settings (bearer; 403 in the
 * envelope on a plan without `publicProfile`) and the public view of a handle (no auth: only what the
 * owner chose to show; 404 otherwise). Thin adapters over worker/domain/public-profile.server.ts.
 */

import { publicProfileSchema } from "@core/schemas/public-profile";
import { OpenAPIHono } from "@hono/zod-openapi";
import {
  getProfileSettings,
  type PublicProfileView,
  readPublicProfile,
  saveProfileSettings,
} from "../domain/public-profile.server";
import { type ApiEnv, errorBody, failureResponse, parseBody } from "./http";
import { requireAuth } from "./middleware/require-auth";
import { ok, PublicProfile, PublicProfileSettings } from "./openapi/components";
import { pathParams } from "./openapi/operation";
import { route } from "./openapi/route";

export const profilesApi = new OpenAPIHono<ApiEnv>();

export const PROFILE_NOT_FOUND = "Profile not found";

const tag = "Profiles";
const refusal = "A public profile is included in the Premium plan. Upgrade at /plans to publish yours.";

route(
  profilesApi,
  {
    method: "get",
    path: "/",
    tag,
    summary: "The caller's public profile settings",
    description: "Plans with a public profile (Premium). Before the first save: the defaults, `handle` and `url` null.",
    auth: "bearer",
    success: { description: "The settings.", schema: ok({ profile: PublicProfileSettings }) },
    errors: { 403: refusal },
  },
  requireAuth(),
  async (c) => {
    const result = await getProfileSettings(c.get("deps"), c.get("userId"));
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, profile: result.value });
  },
);

route(
  profilesApi,
  {
    method: "put",
    path: "/",
    tag,
    summary: "Save the public profile settings",
    description:
      "Fields sent replace the saved ones; fields left out keep theirs. `handle`: 3–30 of a-z, 0-9 and hyphens, unique case-insensitively (stored lower-cased), not a reserved word; a new handle frees the old one.",
    auth: "bearer",
    body: publicProfileSchema,
    success: { description: "The saved settings.", schema: ok({ profile: PublicProfileSettings }) },
    errors: {
      400: [
        "handle is required",
        "That handle is taken. Please choose another.",
        "Handle “admin” is reserved. Please choose another.",
      ],
      403: refusal,
    },
  },
  requireAuth(),
  async (c) => {
    const input = await parseBody(c, publicProfileSchema);
    const result = await saveProfileSettings(c.get("deps"), c.get("userId"), input);
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, profile: result.value });
  },
);

/** The public view: revalidated on every use, so a hidden profile is gone on the next request. */
route(
  profilesApi,
  {
    method: "get",
    path: "/view/{handle}",
    tag,
    summary: "A public profile, as a visitor sees it",
    description:
      "No authentication. Only what the owner chose to show. 404 when the handle is unknown, the profile is off, or the owner's plan has no public profile.",
    auth: "public",
    params: pathParams("handle"),
    success: { description: "The profile.", schema: ok({ profile: PublicProfile }) },
    errors: { 404: PROFILE_NOT_FOUND },
  },
  async (c) => {
    const deps = c.get("deps");
    const view = await readPublicProfile(deps, c.req.param("handle"));
    c.header("Cache-Control", "no-cache");
    if (!view) return c.json(errorBody(PROFILE_NOT_FOUND), 404);
    return c.json({ success: true, profile: serializeView(view, deps.config.APP_URL) });
  },
);

/** Only what the owner chose: a field they hid is absent, never null-with-a-value. */
export function serializeView(view: PublicProfileView, appUrl: string) {
  return {
    handle: view.handle,
    ...(view.name !== null ? { name: view.name } : {}),
    headline: view.headline,
    targetRoles: view.targetRoles,
    locations: view.locations,
    openToWork: view.openToWork,
    ...(view.progress ? { progress: view.progress } : {}),
    ...(view.companies ? { companies: view.companies } : {}),
    url: `${appUrl}/u/${view.handle}`,
  };
}
