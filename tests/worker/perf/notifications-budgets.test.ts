/**
 * Rows read by the notifications' routes (issue 24) for a user with 2,000 notifications (500 unread) and
 * 200 contacts, 20 of them with a follow-up due: a page of notifications reads its page plus counts capped at
 * 1,000; the badge on every signed-in page at most 100 index entries; the follow-up filter and the dashboard's
 * card read the due follow-ups only.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { WebUser } from "../support";
import { describeLog, measure } from "./d1-meter";
import { seedUser, seq } from "./seed";

let user: WebUser;

beforeAll(async () => {
  user = await seedUser({ jobs: 100, interviews: 50, tasks: 50, contacts: 200 });
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  await env.DB.batch([
    env.DB.prepare(
      `${seq(2000)} INSERT INTO notifications (id, user_id, kind, title, message, link, read, dedupe_key, created_at)
       SELECT ?1 || '-n' || n, ?1, 'task_reminder', 'Reminder ' || n, 'Task due.', '/tasks/x', n > 500, 'k' || n, ?2 - n * 60000
       FROM seq`,
    ).bind(user.userId, Date.now()),
    // 20 follow-ups two days ago, 30 next month.
    env.DB.prepare(
      `UPDATE contacts SET follow_up_date = CASE WHEN CAST(substr(id, length(?1) + 3) AS INTEGER) <= 20 THEN ?2 ELSE ?3 END
       WHERE user_id = ?1 AND CAST(substr(id, length(?1) + 3) AS INTEGER) <= 50`,
    ).bind(user.userId, today - 2 * 86_400_000, today + 30 * 86_400_000),
  ]);
}, 60_000);

const bearer = () => ({ headers: { Authorization: `Bearer ${user.token}` } });

describe("notifications: rows read", () => {
  it("GET /api/v1/notifications?limit=20 reads its page and counts capped at 1,000 (≤ 1,600 rows)", async () => {
    const { res, meter } = await measure("/api/v1/notifications?limit=20", bearer());
    const body = (await res.json()) as { notifications: unknown[]; unreadCount: number; numOfPages: number };
    expect(body.notifications).toHaveLength(20);
    expect(body.unreadCount).toBe(500);
    expect(body.numOfPages).toBe(50);
    expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(1_600);
  });

  it("GET /api/v1/notifications/unread-count reads at most 120 rows", async () => {
    const { res, meter } = await measure("/api/v1/notifications/unread-count", bearer());
    expect(((await res.json()) as { count: number }).count).toBe(100);
    expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(120);
  });

  it("GET /api/v1/notifications/settings reads at most 10 rows", async () => {
    const { res, meter } = await measure("/api/v1/notifications/settings", bearer());
    expect(res.status).toBe(200);
    expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(10);
  });

  it("GET /api/v1/contacts?followUp=due reads the due follow-ups and a page (≤ 100 rows)", async () => {
    const { res, meter } = await measure("/api/v1/contacts?followUp=due&limit=10", bearer());
    const body = (await res.json()) as { totalContacts: number; contacts: unknown[] };
    expect(body.totalContacts).toBe(20);
    expect(body.contacts).toHaveLength(10);
    expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(100);
  });

  it.each([
    ["/notifications", 1_700],
    ["/profile/notifications", 130],
    ["/dashboard", 260],
    // The list's tag filter options read every tag of the 200 contacts (241 rows), as without the filter.
    ["/contacts?followUp=due", 420],
  ])("SSR %s reads at most %i rows", async (path, budget) => {
    const { res, meter } = await measure(path, { headers: { Cookie: user.cookie } });
    expect(res.status).toBe(200);
    expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(budget);
  });
});
