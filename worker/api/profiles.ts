/**
 * `/profiles` (issue 23, api-contract.md §13): the caller's public profile settings (bearer; 403 in the
 * envelope on a plan without `publicProfile`) and the public view of a handle (no auth: only what the
 * owner chose to show; 404 otherwise). Thin adapters over worker/domain/public-profile.server.ts.
 */

import { publicProfileSchema } from "@core/schemas/public-profile";
import { Hono } from "hono";
import {
  getProfileSettings,
  type PublicProfileView,
  readPublicProfile,
  saveProfileSettings,
} from "../domain/public-profile.server";
import { type ApiEnv, errorBody, failureResponse, parseBody } from "./http";
import { requireAuth } from "./middleware/require-auth";

export const profilesApi = new Hono<ApiEnv>();

export const PROFILE_NOT_FOUND = "Profile not found";

profilesApi.get("/", requireAuth(), async (c) => {
  const result = await getProfileSettings(c.get("deps"), c.get("userId"));
  if (!result.ok) return failureResponse(c, result);
  return c.json({ success: true, profile: result.value });
});

profilesApi.put("/", requireAuth(), async (c) => {
  const input = await parseBody(c, publicProfileSchema);
  const result = await saveProfileSettings(c.get("deps"), c.get("userId"), input);
  if (!result.ok) return failureResponse(c, result);
  return c.json({ success: true, profile: result.value });
});

/** The public view: revalidated on every use, so a hidden profile is gone on the next request. */
profilesApi.get("/view/:handle", async (c) => {
  const deps = c.get("deps");
  const view = await readPublicProfile(deps, c.req.param("handle"));
  c.header("Cache-Control", "no-cache");
  if (!view) return c.json(errorBody(PROFILE_NOT_FOUND), 404);
  return c.json({ success: true, profile: serializeView(view, deps.config.APP_URL) });
});

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
