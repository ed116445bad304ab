/**
 * Fixed-window counters in D1. One atomic upsert per hit, so concurrent requests count exactly
 * (KV's one-write-per-second-per-key and eventual consistency would undercount an attacker).
 * Keys are `<scope>:<SHA-256 hex>` of what they count (an address, a client, a user id), so a row is
 * small whatever the input, and no address or IP is stored in clear. Housekeeping deletes rows whose
 * window has passed (docs/decisions/007-email-and-throttling.md).
 */
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { eq, sql } from "drizzle-orm";
import { rateLimits } from "../db/schema";
import type { Deps } from "../deps";

export type Limit = { key: string; max: number; windowMs: number };
export type LimitState = { allowed: boolean; retryAfterSeconds: number };

/** The longest window any throttle uses; housekeeping keeps rows younger than this. */
export const LONGEST_WINDOW_MS = 60 * 60 * 1000;

const encoder = new TextEncoder();

/** A fixed-length throttle key: the scope in clear, the counted material (one or more parts) hashed. */
export function limitKey(scope: string, ...parts: string[]): string {
  return `${scope}:${encodeHexLowerCase(sha256(encoder.encode(parts.join("\u0000"))))}`;
}

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

/**
 * Counts one hit against each limit in order and stops at the first refusal, so a request refused by
 * an earlier (wider) limit writes no row for the later ones: put the per-client limit first.
 */
export async function hitLimits(deps: Deps, limits: Limit[]): Promise<LimitState> {
  for (const limit of limits) {
    const state = await hitLimit(deps, limit);
    if (!state.allowed) return state;
  }
  return { allowed: true, retryAfterSeconds: 0 };
}

export async function clearLimit(deps: Deps, key: string): Promise<void> {
  await deps.db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
