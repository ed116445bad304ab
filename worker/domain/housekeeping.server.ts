/**
 * Daily housekeeping (a Workers cron trigger, wrangler.toml `[triggers]`): deletes what no rule needs
 * any more, so the tables that grow with traffic stay bounded.
 *
 * - sessions past their expiry (their refresh tokens go with them by cascade), and their KV mirrors,
 *   which also expire on their own (`expiration`), up to a cap of deletes per run;
 * - refresh tokens past their chain's absolute expiry. A retired token is kept until then on purpose:
 *   presenting it after its successor was used is what detects reuse and revokes the session
 *   (docs/decisions/004-refresh-tokens.md); deleted early it would only answer 401;
 * - rate-limit rows whose window has passed (the next hit would have reset them anyway);
 * - password-reset tokens past their expiry (a used token is deleted when it is used);
 * - outbox emails older than a week (failed ones after a month);
 * - contact-form messages older than six months (the period the privacy policy states, issue 30);
 * - forwarded emails in the inbox older than 30 days (issue 32: what the inbox promises to keep);
 * - bulk actions' undos past their 10 seconds (their snapshots go with them by cascade, decision 047);
 * - what each reminder reached (email, devices) after a week (decision 060).
 *
 * Every delete works in bounded chunks, so a backlog never makes one statement too big for D1.
 */
import { DAY_MS } from "@core/dates";
import { INBOX_KEEP_DAYS } from "@core/limits";
import { and, eq, inArray, lte, ne, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import {
  bulkUndos,
  contactMessages,
  emailOutbox,
  inboxMessages,
  passwordResetTokens,
  rateLimits,
  refreshTokens,
  reminderDeliveries,
  sessions,
} from "../db/schema";
import { sqlBatch } from "../db/sql-batch";
import type { Deps } from "../deps";
import { LONGEST_WINDOW_MS } from "./rate-limit.server";

export const HOUSEKEEPING = {
  /** Rows deleted per statement, and statements per table per run. */
  chunk: 500,
  maxChunks: 200,
  /** KV deletes per run: beyond this the mirrors are left to their own expiration. */
  maxKvDeletes: 1000,
  outboxKeepMs: 7 * DAY_MS,
  failedOutboxKeepMs: 30 * DAY_MS,
  /** Contact-form messages: long enough to answer and follow up, then gone (the privacy policy says so). */
  contactMessageKeepMs: 180 * DAY_MS,
  /** Forwarded emails (issue 32), by when they arrived. */
  inboxMessageKeepMs: INBOX_KEEP_DAYS * DAY_MS,
  /** What each reminder reached (decision 060): the queue gives up on a message within the hour. */
  reminderDeliveryKeepMs: 7 * DAY_MS,
} as const;

export type HousekeepingReport = {
  sessions: number;
  kvMirrors: number;
  refreshTokens: number;
  rateLimits: number;
  resetTokens: number;
  outbox: number;
  contactMessages: number;
  inboxMessages: number;
  bulkUndos: number;
  reminderDeliveries: number;
};

/** Old `reminder_deliveries` rows (no single-column key: by rowid), in chunks; answers how many. */
async function deleteOldDeliveries(deps: Pick<Deps, "db">, before: number): Promise<number> {
  let total = 0;
  for (let i = 0; i < HOUSEKEEPING.maxChunks; i++) {
    const [result] = await sqlBatch(deps.db, [
      sql`DELETE FROM ${reminderDeliveries} WHERE rowid IN (SELECT rowid FROM ${reminderDeliveries}
          INDEXED BY reminder_deliveries_delivered_idx WHERE delivered_at <= ${before} LIMIT ${HOUSEKEEPING.chunk})`,
    ]);
    total += result.meta.changes ?? 0;
    if ((result.meta.changes ?? 0) < HOUSEKEEPING.chunk) break;
  }
  return total;
}

/**
 * Deletes, in chunks, the rows of `table` matched by `where`, identified by `key` (a unique column);
 * answers the deleted keys.
 */
async function deleteInChunks(
  deps: Pick<Deps, "db">,
  table: SQLiteTable,
  key: SQLiteColumn,
  where: SQL | undefined,
): Promise<string[]> {
  const deleted: string[] = [];
  for (let i = 0; i < HOUSEKEEPING.maxChunks; i++) {
    const chunk = deps.db.select({ key }).from(table).where(where).limit(HOUSEKEEPING.chunk);
    const rows = await deps.db.delete(table).where(inArray(key, chunk)).returning({ key });
    for (const row of rows) deleted.push(String(row.key));
    if (rows.length < HOUSEKEEPING.chunk) break;
  }
  return deleted;
}

/** One housekeeping pass as of `now`; running it again at once deletes nothing. */
export async function runHousekeeping(deps: Pick<Deps, "db" | "kv">, now: Date): Promise<HousekeepingReport> {
  const expiredSessions = await deleteInChunks(deps, sessions, sessions.id, lte(sessions.expiresAt, now));
  const mirrors = expiredSessions.slice(0, HOUSEKEEPING.maxKvDeletes);
  await Promise.all(mirrors.map((id) => deps.kv.delete(`session:${id}`)));

  const expiredRefresh = await deleteInChunks(
    deps,
    refreshTokens,
    refreshTokens.tokenHash,
    lte(refreshTokens.expiresAt, now),
  );
  const staleLimits = await deleteInChunks(
    deps,
    rateLimits,
    rateLimits.key,
    lte(rateLimits.windowStart, new Date(now.getTime() - LONGEST_WINDOW_MS)),
  );
  const expiredResets = await deleteInChunks(
    deps,
    passwordResetTokens,
    passwordResetTokens.tokenHash,
    lte(passwordResetTokens.expiresAt, now),
  );
  const oldOutbox = await deleteInChunks(
    deps,
    emailOutbox,
    emailOutbox.id,
    and(
      lte(emailOutbox.createdAt, new Date(now.getTime() - HOUSEKEEPING.outboxKeepMs)),
      ne(emailOutbox.status, "failed"),
    ),
  );
  const oldFailed = await deleteInChunks(
    deps,
    emailOutbox,
    emailOutbox.id,
    and(
      lte(emailOutbox.createdAt, new Date(now.getTime() - HOUSEKEEPING.failedOutboxKeepMs)),
      eq(emailOutbox.status, "failed"),
    ),
  );
  const oldMessages = await deleteInChunks(
    deps,
    contactMessages,
    contactMessages.id,
    lte(contactMessages.createdAt, new Date(now.getTime() - HOUSEKEEPING.contactMessageKeepMs)),
  );
  const oldInbox = await deleteInChunks(
    deps,
    inboxMessages,
    inboxMessages.id,
    lte(inboxMessages.receivedAt, new Date(now.getTime() - HOUSEKEEPING.inboxMessageKeepMs)),
  );
  const expiredUndos = await deleteInChunks(deps, bulkUndos, bulkUndos.id, lte(bulkUndos.expiresAt, now.getTime()));
  const oldDeliveries = await deleteOldDeliveries(deps, now.getTime() - HOUSEKEEPING.reminderDeliveryKeepMs);
  return {
    sessions: expiredSessions.length,
    kvMirrors: mirrors.length,
    refreshTokens: expiredRefresh.length,
    rateLimits: staleLimits.length,
    resetTokens: expiredResets.length,
    outbox: oldOutbox.length + oldFailed.length,
    contactMessages: oldMessages.length,
    inboxMessages: oldInbox.length,
    bulkUndos: expiredUndos.length,
    reminderDeliveries: oldDeliveries,
  };
}
