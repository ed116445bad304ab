/**
 * Fixed-window counters in D1. One atomic upsert per hit, so concurrent requests count exactly
 * (KV's one-write-per-second-per-key and eventual consistency would undercount an attacker).
 */
import { eq, sql } from "drizzle-orm";
import { rateLimits } from "../db/schema";
import type { Deps } from "../deps";

export type Limit = { key: string; max: number; windowMs: number };
export type LimitState = { allowed: boolean; retryAfterSeconds: number };

/** Counts one hit against the limit and says whether it is still within it. */
export async function hitLimit(deps: Deps, limit: Limit): Promise<LimitState> {
  const now = deps.now().getTime();
  const cutoff = now - limit.windowMs;
  const [row] = await deps.db
    .insert(rateLimits)
    .values({ key: limit.key, windowStart: new Date(now), count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} <= ${cutoff} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${rateLimits.windowStart} <= ${cutoff} THEN ${now} ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  const allowed = row.count <= limit.max;
  const retryAfterSeconds = allowed
    ? 0
    : Math.max(1, Math.ceil((row.windowStart.getTime() + limit.windowMs - now) / 1000));
  return { allowed, retryAfterSeconds };
}

export async function clearLimit(deps: Deps, key: string): Promise<void> {
  await deps.db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
