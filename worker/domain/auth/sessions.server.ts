/**
 * Sign-in sessions (docs/decisions/003-sessions-in-kv.md). D1 holds every session (`sessions`,
 * `refresh_tokens`).
 *
 * - web sessions: a cookie `<id>.<secret>`; only SHA-256(secret) is stored. 30 days with "remember
 *   me", otherwise a browser-session cookie backed by a 24-hour sliding server expiry. A page view
 *   checks the cookie and loads the user and plan with ONE D1 statement (a join), on the request's
 *   D1 session (a nearby replica at least as new as the browser's bookmark, decision 022).
 * - api sessions: an access JWT naming the session plus an opaque refresh token, rotated on each use
 *   (absolute expiry 30 days from sign-in; docs/decisions/004-refresh-tokens.md). KV mirrors each live
 *   api session under `session:<id>`, so a bearer call is checked with one edge-cached read; KV is
 *   eventually consistent, so another location may still accept a revoked session's access token for
 *   up to ~60 s.
 *
 * Revocation deletes the D1 row (and the KV mirror of an api session).
 */
import { DAY_MS } from "@core/dates";
import { and, eq, gt, isNull } from "drizzle-orm";
import { plans, refreshTokens, sessions, type UserWithPlan, users } from "../../db/schema";
import type { Deps } from "../../deps";
import { newId } from "../../lib/ids";
import { fail, ok, type Result } from "../../lib/result";
import {
  ACCESS_TOKEN_TTL_SECONDS,
  deriveSuccessor,
  hashesEqual,
  issueAccessToken,
  randomToken,
  sha256Hex,
} from "./tokens.server";
import { parseSessionCookieValue } from "./web-cookie";

export const REFRESH_TTL_MS = 30 * DAY_MS;
export const REMEMBER_TTL_MS = 30 * DAY_MS;
export const BROWSER_SESSION_TTL_MS = DAY_MS;

/** What KV mirrors of an api session (web sessions have no mirror: D1 answers their checks). */
type KvSession = { userId: string; kind: "api"; secretHash: null; expiresAt: number };

const kvKey = (id: string) => `session:${id}`;

async function mirror(deps: Deps, id: string, value: KvSession) {
  // KV needs an expiration at least 60 s in the future.
  const expiration = Math.max(Math.floor(value.expiresAt / 1000), Math.floor(deps.now().getTime() / 1000) + 60);
  await deps.kv.put(kvKey(id), JSON.stringify(value), { expiration });
}

async function readMirror(deps: Deps, id: string): Promise<KvSession | null> {
  const value = await deps.kv.get<KvSession>(kvKey(id), "json");
  if (!value || value.expiresAt <= deps.now().getTime()) return null;
  return value;
}

export type TokenPair = { token: string; refreshToken: string; sessionId: string };

/**
 * Starts an API session (register, login, reset, password change) and answers its token pair. The
 * access token lives `accessTtlSeconds` (see `accessTokenTtlFor`), never past the session's end.
 */
export async function createApiSession(
  deps: Deps,
  userId: string,
  accessTtlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): Promise<TokenPair> {
  const sessionId = newId();
  const refreshToken = randomToken(32);
  const expiresAt = new Date(deps.now().getTime() + REFRESH_TTL_MS);
  await deps.db.batch([
    deps.db.insert(sessions).values({ id: sessionId, userId, kind: "api", expiresAt, createdAt: deps.now() }),
    deps.db.insert(refreshTokens).values({ tokenHash: sha256Hex(refreshToken), sessionId, userId, expiresAt }),
  ]);
  await mirror(deps, sessionId, { userId, kind: "api", secretHash: null, expiresAt: expiresAt.getTime() });
  const token = await issueAccessToken(
    deps,
    { userId, sessionId },
    { ttlSeconds: accessTtlSeconds, notAfter: expiresAt },
  );
  return { token, refreshToken, sessionId };
}

/** True while the session named by an access token is live (not revoked, not expired). */
export async function isApiSessionLive(deps: Deps, sessionId: string, userId: string): Promise<boolean> {
  const s = await readMirror(deps, sessionId);
  return !!s && s.userId === userId;
}

/**
 * Rotates a refresh token (contract §3.1). The successor is derived from the presented token, so racing
 * refreshes compute the same one. A retired token presented again, at any time, gets its successor again
 * as long as that successor has never been presented (clients that never store the rotated token, and the
 * race between two tabs); once the successor has been presented (it is then retired in turn), the retired
 * token is reuse and the whole session is revoked. The chain's absolute expiry is never extended.
 * Fails with UNAUTHENTICATED "Invalid refresh token" (unknown, expired, revoked, reused).
 */
export async function rotateRefreshToken(
  deps: Deps,
  presented: string,
  accessTtlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): Promise<Result<{ token: string; refreshToken: string }>> {
  const invalid = fail("UNAUTHENTICATED", "Invalid refresh token");
  const now = deps.now();
  const row = await deps.db.query.refreshTokens.findFirst({ where: eq(refreshTokens.tokenHash, sha256Hex(presented)) });
  if (!row || row.expiresAt <= now) return invalid;
  if (!(await readMirror(deps, row.sessionId))) return invalid;

  const successor = deriveSuccessor(deps.config.SESSION_SECRET, presented);
  const successorHash = sha256Hex(successor);
  const readSuccessor = deps.db
    .select({ rotatedAt: refreshTokens.rotatedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, successorHash));

  let found: { rotatedAt: Date | null }[];
  if (row.rotatedAt) {
    found = await readSuccessor;
  } else {
    // One transaction: retire the presented token (once), add its successor (once), and read the
    // successor back, so a concurrent rotation that already used it is seen here too.
    [, , found] = await deps.db.batch([
      deps.db
        .update(refreshTokens)
        .set({ rotatedAt: now })
        .where(and(eq(refreshTokens.tokenHash, row.tokenHash), isNull(refreshTokens.rotatedAt))),
      deps.db
        .insert(refreshTokens)
        .values({ tokenHash: successorHash, sessionId: row.sessionId, userId: row.userId, expiresAt: row.expiresAt })
        .onConflictDoNothing(),
      readSuccessor,
    ]);
  }
  // A successor that was presented has been retired in turn: whoever presents its predecessor now is
  // replaying a token that the rightful client has moved past.
  if (found.length === 0 || found[0].rotatedAt) {
    await revokeSession(deps, row.sessionId);
    return invalid;
  }
  const token = await issueAccessToken(
    deps,
    { userId: row.userId, sessionId: row.sessionId },
    { ttlSeconds: accessTtlSeconds, notAfter: row.expiresAt },
  );
  return ok({ token, refreshToken: successor });
}

export type WebSession = {
  sessionId: string;
  userId: string;
  cookieValue: string;
  persistent: boolean;
  expiresAt: Date;
};

/** Starts a web (cookie) session; the caller sets `cookieValue` in the session cookie. */
/** `browserZone`: the zone the sign-in form reported (decision 044), kept for the offer to switch. */
export async function createWebSession(
  deps: Deps,
  userId: string,
  persistent: boolean,
  browserZone: string | null = null,
): Promise<WebSession> {
  const sessionId = newId();
  const secret = randomToken(32);
  const secretHash = sha256Hex(secret);
  const expiresAt = new Date(deps.now().getTime() + (persistent ? REMEMBER_TTL_MS : BROWSER_SESSION_TTL_MS));
  await deps.db.insert(sessions).values({
    id: sessionId,
    userId,
    kind: "web",
    secretHash,
    persistent,
    browserZone,
    expiresAt,
    createdAt: deps.now(),
  });
  return { sessionId, userId, cookieValue: `${sessionId}.${secret}`, persistent, expiresAt };
}

/** A live web session with its user and plan, read together. */
export type CheckedWebSession = {
  sessionId: string;
  userId: string;
  persistent: boolean;
  /** The browser's zone as reported at sign-in, or null. */
  browserZone: string | null;
  account: UserWithPlan;
};

/**
 * Checks a session cookie's value and loads its user and plan in one D1 statement (sessions ⋈ users ⋈
 * plans, unexpired web sessions only); the secret's hash is compared in constant time here, not in SQL.
 * Browser-session (not remembered) sessions slide: when less than half of their 24 hours is left they
 * are extended, after the answer (`deps.defer`), so the check stays one round trip.
 */
export async function validateWebSession(
  deps: Deps,
  cookieValue: string | null | undefined,
): Promise<CheckedWebSession | null> {
  // Anything but the exact shape we issue is no session, before any lookup.
  const parsed = parseSessionCookieValue(cookieValue);
  if (!parsed) return null;
  const { sessionId, secret } = parsed;
  const now = deps.now();
  const [row] = await deps.db
    .select({
      secretHash: sessions.secretHash,
      persistent: sessions.persistent,
      browserZone: sessions.browserZone,
      expiresAt: sessions.expiresAt,
      user: users,
      plan: { id: plans.id, name: plans.name },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(plans, eq(plans.id, users.currentPlanId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.kind, "web"), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row?.secretHash || !hashesEqual(row.secretHash, sha256Hex(secret))) return null;
  if (!row.persistent && row.expiresAt.getTime() - now.getTime() < BROWSER_SESSION_TTL_MS / 2) {
    deps.defer(
      deps.db
        .update(sessions)
        .set({ expiresAt: new Date(now.getTime() + BROWSER_SESSION_TTL_MS) })
        .where(eq(sessions.id, sessionId))
        .catch((error) => console.error("Sliding a web session's expiry failed", error)),
    );
  }
  return {
    sessionId,
    userId: row.user.id,
    persistent: row.persistent,
    browserZone: row.browserZone,
    account: { user: row.user, plan: row.plan },
  };
}

export async function revokeSession(deps: Deps, sessionId: string): Promise<void> {
  await deps.db.delete(sessions).where(eq(sessions.id, sessionId));
  await deps.kv.delete(kvKey(sessionId));
}

/** Ends every session of a user (web and API), e.g. after a password change or reset. */
export async function revokeAllSessions(deps: Deps, userId: string): Promise<void> {
  const ids = await sessionIdsOf(deps, userId);
  await deps.db.delete(sessions).where(eq(sessions.userId, userId));
  await forgetMirrors(deps, ids);
}

/** The KV keys of a user's sessions, for clean-up when the user row itself is deleted. */
export async function sessionIdsOf(deps: Deps, userId: string): Promise<string[]> {
  const rows = await deps.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  return rows.map((r) => r.id);
}

export async function forgetMirrors(deps: Deps, sessionIds: string[]): Promise<void> {
  await Promise.all(sessionIds.map((id) => deps.kv.delete(kvKey(id))));
}
