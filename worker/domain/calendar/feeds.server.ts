/**
 * Each user's private calendar feed address (docs/decisions/037-calendar-feed.md): create, show again,
 * regenerate (the old address dies in the same statement) and turn off. The address's secret is
 * HMAC-SHA256(SESSION_SECRET, feed id): the row keeps the random feed id and the secret's SHA-256 only,
 * so the database alone grants no feed, and the page can still show the address again.
 */
import { eq } from "drizzle-orm";
import { calendarFeeds, users } from "../../db/schema";
import type { Deps } from "../../deps";
import { hashesEqual, randomToken, sha256Hex } from "../auth/tokens.server";
import { feedSecretFor } from "./feed-secret";

/** A feed secret: 32 bytes of HMAC output, base64url without padding. */
export const FEED_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const feedSecret = (deps: Deps, feedId: string) => feedSecretFor(deps.config.SESSION_SECRET, feedId);

/** The address calendar apps subscribe to. */
export function feedUrl(deps: Deps, secret: string): string {
  return `${deps.config.APP_URL}/calendar/${secret}.ics`;
}

/**
 * The caller's feed address, or null when they have none. A feed whose stored hash no longer matches
 * (the server secret was rotated) is reported as none: its old address cannot work any more.
 */
export async function calendarUrlFor(deps: Deps, userId: string): Promise<string | null> {
  const [row] = await deps.read(
    deps.db
      .select({ feedId: calendarFeeds.feedId, tokenHash: calendarFeeds.tokenHash })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, userId))
      .limit(1),
  );
  if (!row) return null;
  const secret = feedSecret(deps, row.feedId);
  return hashesEqual(sha256Hex(secret), row.tokenHash) ? feedUrl(deps, secret) : null;
}

/**
 * Gives the caller a new feed address and answers it: the first one, or a replacement, in which case
 * the previous address stops working with this one statement.
 */
export async function regenerateCalendarFeed(deps: Deps, userId: string): Promise<string> {
  const feedId = randomToken(32);
  const secret = feedSecret(deps, feedId);
  const tokenHash = sha256Hex(secret);
  const now = deps.now();
  await deps.db
    .insert(calendarFeeds)
    .values({ userId, feedId, tokenHash, changedAt: now, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { feedId, tokenHash, changedAt: now, createdAt: now } });
  return feedUrl(deps, secret);
}

/** Turns the caller's feed off: the address answers 404 from now on. Doing it twice is harmless. */
export async function turnOffCalendarFeed(deps: Deps, userId: string): Promise<void> {
  await deps.db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

export type FeedOwner = {
  userId: string;
  feedId: string;
  timeZone: string;
  version: number;
  changedAt: Date;
};

/**
 * The feed a request's secret opens, looked up by the secret's SHA-256 on a unique index: one equality
 * test on a hash, so a near-miss of a real secret costs exactly what any other miss costs.
 */
export async function findFeedBySecret(deps: Deps, secret: string): Promise<FeedOwner | null> {
  if (!FEED_SECRET_PATTERN.test(secret)) return null;
  const [row] = await deps.db
    .select({
      userId: calendarFeeds.userId,
      feedId: calendarFeeds.feedId,
      timeZone: users.timeZone,
      version: calendarFeeds.version,
      changedAt: calendarFeeds.changedAt,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, sha256Hex(secret)))
    .limit(1);
  return row ?? null;
}
