/** Web sign-in for the screens: the session cookie, the current user, and the protected-route guard. */

import type { Deps } from "@worker/deps";
import { zoneToOffer } from "@worker/domain/auth/accounts.server";
import { createWebSession, revokeSession, validateWebSession } from "@worker/domain/auth/sessions.server";
import {
  clearedSessionCookie,
  isSecureRequest,
  readSessionCookie,
  sessionCookie,
} from "@worker/domain/auth/web-cookie";
import { planStatusLabel } from "@worker/domain/plan-status";
import { redirect } from "react-router";
import type { CurrentUser } from "./context.server";

/**
 * The signed-in user behind the request's session cookie, or null: one D1 statement reads the session,
 * the user and the plan (the plan status comes from the user row).
 */
export async function loadCurrentUser(request: Request, deps: Deps): Promise<CurrentUser | null> {
  const session = await validateWebSession(deps, readSessionCookie(request.headers.get("Cookie")));
  if (!session) return null;
  const { user, plan } = session.account;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    timeZone: user.timeZone,
    zoneOffer: zoneToOffer(user, session.browserZone),
    browserZone: session.browserZone,
    // Registration stamps lastLogin with the creation time; any later sign-in moves it on.
    firstSession: !user.lastLogin || user.lastLogin.getTime() === user.createdAt.getTime(),
    keyboardShortcuts: user.keyboardShortcuts,
    planName: plan.name,
    planStatus: planStatusLabel(plan.name, user.planEndsAt, deps.now()),
    planEndsAt: user.planEndsAt,
    sessionId: session.sessionId,
    persistent: session.persistent,
    applicationsView: user.applicationsView,
  };
}

/** Where a signed-out visitor goes: /login, remembering the page they asked for. */
export function loginRedirect(request: Request) {
  const url = new URL(request.url);
  const target = url.pathname + url.search;
  const params = target === "/" || target === "/dashboard" ? "" : `?redirectTo=${encodeURIComponent(target)}`;
  return redirect(`/login${params}`);
}

/**
 * Starts a web session for a user who just proved who they are; the cookie rotates (any session the
 * browser held before is ended). Answers the Set-Cookie header. `browserZone`: the zone the form reported.
 */
export async function startWebSession(
  deps: Deps,
  request: Request,
  userId: string,
  persistent: boolean,
  browserZone: string | null = null,
) {
  const previous = readSessionCookie(request.headers.get("Cookie"));
  if (previous) {
    const old = await validateWebSession(deps, previous);
    if (old) await revokeSession(deps, old.sessionId);
  }
  const session = await createWebSession(deps, userId, persistent, browserZone);
  return sessionCookie(session.cookieValue, {
    secure: isSecureRequest(request.url),
    persistentUntil: persistent ? session.expiresAt : undefined,
  });
}

export async function endWebSession(deps: Deps, request: Request) {
  const current = await validateWebSession(deps, readSessionCookie(request.headers.get("Cookie")));
  if (current) await revokeSession(deps, current.sessionId);
  return clearedSessionCookie(isSecureRequest(request.url));
}
