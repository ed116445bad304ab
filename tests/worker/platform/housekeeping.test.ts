/** The daily housekeeping keeps every table that grows with traffic bounded (issue 6). */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { THROTTLES } from "@worker/domain/auth/accounts.server";
import { HOUSEKEEPING, runHousekeeping } from "@worker/domain/housekeeping.server";
import { LONGEST_WINDOW_MS } from "@worker/domain/rate-limit.server";
import worker from "@worker/index";
import { describe, expect, it } from "vitest";
import { signUp, testDeps } from "../support";

const DAY = 24 * 60 * 60 * 1000;
const tag = () => crypto.randomUUID().replaceAll("-", "").slice(0, 24);

async function exists(table: string, column: string, value: string): Promise<boolean> {
  return !!(await env.DB.prepare(`SELECT 1 FROM ${table} WHERE ${column} = ?`).bind(value).first());
}

async function addSession(userId: string, expiresAt: number) {
  const id = tag();
  await env.DB.prepare(
    "INSERT INTO sessions (id, user_id, kind, secret_hash, persistent, expires_at, created_at) VALUES (?, ?, 'web', 'h', 0, ?, ?)",
  )
    .bind(id, userId, expiresAt, expiresAt - DAY)
    .run();
  await env.SESSIONS.put(`session:${id}`, "{}", { expirationTtl: 3600 });
  return id;
}

async function addRefreshToken(sessionId: string, userId: string, expiresAt: number, rotatedAt: number | null) {
  const hash = tag();
  await env.DB.prepare(
    "INSERT INTO refresh_tokens (token_hash, session_id, user_id, expires_at, rotated_at) VALUES (?, ?, ?, ?, ?)",
  )
    .bind(hash, sessionId, userId, expiresAt, rotatedAt)
    .run();
  return hash;
}

async function addLimit(windowStart: number) {
  const key = `test:${tag()}`;
  await env.DB.prepare("INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 3)")
    .bind(key, windowStart)
    .run();
  return key;
}

async function addResetToken(userId: string, expiresAt: number) {
  const hash = tag();
  await env.DB.prepare(
    "INSERT INTO password_reset_tokens (token_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)",
  )
    .bind(hash, userId, expiresAt, expiresAt - 30 * 60 * 1000)
    .run();
  return hash;
}

async function addOutbox(createdAt: number, status: "logged" | "sent" | "failed") {
  const id = tag();
  await env.DB.prepare(
    "INSERT INTO email_outbox (id, to_address, subject, text, status, created_at) VALUES (?, 'x@example.test', 's', 't', ?, ?)",
  )
    .bind(id, status, createdAt)
    .run();
  return id;
}

describe("housekeeping", () => {
  it("deletes only what has expired, in every table, and a second run deletes nothing", async () => {
    const now = Date.now();
    const a = await signUp();
    const b = await signUp();

    const deadSession = await addSession(a.userId, now - 1);
    const deadSessionToken = await addRefreshToken(deadSession, a.userId, now - 1, now - DAY);
    const liveSession = await addSession(a.userId, now + DAY);
    const liveRetired = await addRefreshToken(liveSession, a.userId, now + DAY, now - DAY); // kept: reuse detection
    const liveCurrent = await addRefreshToken(liveSession, a.userId, now + DAY, null);
    const deadChain = await addRefreshToken(liveSession, a.userId, now - 1, now - 2 * DAY);

    const staleLimit = await addLimit(now - LONGEST_WINDOW_MS - 1);
    const liveLimit = await addLimit(now - 60_000);

    const deadReset = await addResetToken(a.userId, now - 1);
    const liveReset = await addResetToken(b.userId, now + 10 * 60 * 1000);

    const oldLogged = await addOutbox(now - 8 * DAY, "logged");
    const oldSent = await addOutbox(now - 8 * DAY, "sent");
    const recentLogged = await addOutbox(now - DAY, "logged");
    const recentFailed = await addOutbox(now - 8 * DAY, "failed"); // kept longer, to look into
    const oldFailed = await addOutbox(now - 31 * DAY, "failed");

    const report = await runHousekeeping(testDeps(), new Date(now));
    expect(report).toMatchObject({ sessions: 1, kvMirrors: 1, refreshTokens: 1, resetTokens: 1, outbox: 3 });
    expect(report.rateLimits).toBeGreaterThanOrEqual(1);

    expect(await exists("sessions", "id", deadSession)).toBe(false);
    expect(await env.SESSIONS.get(`session:${deadSession}`)).toBeNull();
    expect(await exists("refresh_tokens", "token_hash", deadSessionToken)).toBe(false); // cascade
    expect(await exists("sessions", "id", liveSession)).toBe(true);
    expect(await env.SESSIONS.get(`session:${liveSession}`)).not.toBeNull();
    expect(await exists("refresh_tokens", "token_hash", liveRetired)).toBe(true);
    expect(await exists("refresh_tokens", "token_hash", liveCurrent)).toBe(true);
    expect(await exists("refresh_tokens", "token_hash", deadChain)).toBe(false);

    expect(await exists("rate_limits", "key", staleLimit)).toBe(false);
    expect(await exists("rate_limits", "key", liveLimit)).toBe(true);

    expect(await exists("password_reset_tokens", "token_hash", deadReset)).toBe(false);
    expect(await exists("password_reset_tokens", "token_hash", liveReset)).toBe(true);

    for (const id of [oldLogged, oldSent, oldFailed]) expect(await exists("email_outbox", "id", id)).toBe(false);
    for (const id of [recentLogged, recentFailed]) expect(await exists("email_outbox", "id", id)).toBe(true);

    // The users' own sign-up sessions, tokens and welcome emails are live and untouched.
    const me = await exports.default.fetch("http://localhost/api/v1/auth/me", {
      headers: { Authorization: `Bearer ${a.token}` },
    });
    expect(me.status).toBe(200);

    expect(await runHousekeeping(testDeps(), new Date(now))).toEqual({
      sessions: 0,
      kvMirrors: 0,
      refreshTokens: 0,
      rateLimits: 0,
      resetTokens: 0,
      outbox: 0,
      contactMessages: 0,
      inboxMessages: 0,
      bulkUndos: 0,
      reminderDeliveries: 0,
    });
  });

  it("deletes contact-form messages once they are older than the period the privacy policy states", async () => {
    const now = Date.now();
    const add = async (createdAt: number) => {
      const id = tag();
      await env.DB.prepare(
        "INSERT INTO contact_messages (id, name, email, subject, message, status, verified, created_at) VALUES (?, 'N', 'n@example.test', 'S', 'M', 'unread', 1, ?)",
      )
        .bind(id, createdAt)
        .run();
      return id;
    };
    const keep = HOUSEKEEPING.contactMessageKeepMs;
    expect(keep).toBe(180 * DAY);
    const expired = await add(now - keep - 1);
    const justInside = await add(now - keep + 60_000);
    const recent = await add(now - DAY);
    const report = await runHousekeeping(testDeps(), new Date(now));
    expect(report.contactMessages).toBe(1);
    expect(await exists("contact_messages", "id", expired)).toBe(false);
    expect(await exists("contact_messages", "id", justInside)).toBe(true);
    expect(await exists("contact_messages", "id", recent)).toBe(true);
    // The policy states the same period, read from the same constant.
    const policy = await exports.default.fetch("http://localhost/privacy-policy");
    expect((await policy.text()).replace(/<!-- -->/g, "")).toMatch(
      /Contact-form messages<\/th><td[^>]*>[^<]*<\/td><td[^>]*>(<span[^>]*>How long: <\/span>)?180 days, then deleted/,
    );
  });

  it("works through a backlog larger than one chunk", async () => {
    const now = Date.now();
    const backlog = HOUSEKEEPING.chunk * 2 + 7;
    await env.DB.prepare(
      `INSERT INTO rate_limits (key, window_start, count)
       WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       SELECT 'backlog:' || i, ?, 1 FROM n`,
    )
      .bind(backlog, now - 2 * LONGEST_WINDOW_MS)
      .run();
    const report = await runHousekeeping(testDeps(), new Date(now));
    expect(report.rateLimits).toBeGreaterThanOrEqual(backlog);
    const left = await env.DB.prepare("SELECT COUNT(*) AS n FROM rate_limits WHERE key LIKE 'backlog:%'").first<{
      n: number;
    }>();
    expect(left?.n).toBe(0);
  });

  it("never deletes a throttle row inside its window: every throttle fits the longest window", () => {
    for (const limit of Object.values(THROTTLES)) expect(limit.windowMs).toBeLessThanOrEqual(LONGEST_WINDOW_MS);
  });

  it("runs from the Worker's scheduled handler (the cron trigger)", async () => {
    const stale = await addLimit(Date.now() - 2 * LONGEST_WINDOW_MS);
    const ctx = createExecutionContext();
    await worker.scheduled?.(createScheduledController({ scheduledTime: Date.now(), cron: "17 3 * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await exists("rate_limits", "key", stale)).toBe(false);
  });
});
