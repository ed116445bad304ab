/**
 * The calendar feed's read budget at 10,000 applications and 5,000 interviews (docs/decisions/037): a full
 * answer reads about two rows per event it carries (an interview and its job), never the user's history;
 * a 304 reads the feed's row and its throttle's; every read is an index search.
 */
import { env } from "cloudflare:workers";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { api, type WebUser } from "../support";
import { describeLog, measure, queryPlans } from "./d1-meter";
import { seedUser } from "./seed";

const DAY = 86_400_000;
let user: WebUser;
let feedPath: string;

beforeAll(async () => {
  user = await seedUser();
  const today = Math.floor(Date.now() / DAY) * DAY;
  // Follow-ups and reminders on a share of the seeded rows, spread over the past and the future.
  await env.DB.batch([
    env.DB.prepare(
      "UPDATE interviews SET follow_up_date = ?2 + ((CAST(substr(id, instr(id, '-i') + 2) AS INTEGER) % 400) - 200) * ?3 WHERE user_id = ?1 AND CAST(substr(id, instr(id, '-i') + 2) AS INTEGER) % 10 = 0",
    ).bind(user.userId, today, DAY),
    env.DB.prepare(
      "UPDATE contacts SET follow_up_date = ?2 + ((CAST(substr(id, instr(id, '-c') + 2) AS INTEGER) % 200) - 100) * ?3 WHERE user_id = ?1 AND CAST(substr(id, instr(id, '-c') + 2) AS INTEGER) % 2 = 0",
    ).bind(user.userId, today, DAY),
    env.DB.prepare("UPDATE tasks SET reminder = due_date - 3600000 WHERE user_id = ?1 AND due_date IS NOT NULL").bind(
      user.userId,
    ),
    env.DB.prepare(
      "UPDATE tasks SET reminder = ?2 + 5 * ?3 WHERE user_id = ?1 AND due_date IS NULL AND status IN ('pending', 'in-progress')",
    ).bind(user.userId, today, DAY),
  ]);
  const res = await api("POST", "/calendar/regenerate", { token: user.token });
  feedPath = new URL(res.body.calendarUrl).pathname;
}, 120_000);

describe("the calendar feed at 10,000 applications", () => {
  it("reads about two rows per event it carries, from indexes only", async () => {
    const { res, meter } = await measure(feedPath, { headers: { "CF-Connecting-IP": "10.9.9.9" } });
    expect(res.status).toBe(200);
    const events = new ICAL.Component(ICAL.parse(await res.text())).getAllSubcomponents("vevent");
    const interviews = events.filter((e) => String(e.getFirstPropertyValue("uid")).startsWith("interview-")).length;
    console.log(
      `calendar feed: ${events.length} events (${interviews} interviews and interview follow-ups), ${meter.rowsRead} rows read, ${meter.statements} statements, ${meter.calls} D1 calls`,
    );
    expect(events.length).toBeGreaterThan(300);
    // Each event is one index entry and one row; an interview also reads its job by primary key. Plus
    // the feed's row and the throttle's upsert.
    expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(events.length + interviews + 10);
    for (const { sql, plan } of await queryPlans(meter)) {
      for (const line of plan) expect(line, sql).not.toMatch(/^SCAN (interviews|tasks|contacts|jobs)\b/);
    }
  });

  it("a poll with the ETag answers 304 after reading the feed's row and the throttle's", async () => {
    const first = await measure(feedPath, { headers: { "CF-Connecting-IP": "10.9.9.8" } });
    const etag = first.res.headers.get("ETag") ?? "";
    const { res, meter } = await measure(feedPath, {
      headers: { "If-None-Match": etag, "CF-Connecting-IP": "10.9.9.8" },
    });
    expect(res.status).toBe(304);
    console.log(`calendar feed 304: ${meter.rowsRead} rows read, ${meter.statements} statements`);
    expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(4);
  });

  it("the address (API and screen) and one interview's download read a handful of rows", async () => {
    const address = await measure("/api/v1/calendar", { headers: { Authorization: `Bearer ${user.token}` } });
    expect(address.res.status).toBe(200);
    expect(address.meter.rowsRead, describeLog(address.meter)).toBeLessThanOrEqual(5);
    const screen = await measure("/profile/calendar", { headers: { Cookie: user.cookie } });
    expect(screen.res.status).toBe(200);
    expect(screen.meter.rowsRead, describeLog(screen.meter)).toBeLessThanOrEqual(10);
    const interviewId = `${user.userId}-i1`;
    const jobId = (
      await env.DB.prepare("SELECT job_id FROM interviews WHERE id = ?").bind(interviewId).first<{ job_id: string }>()
    )?.job_id;
    const download = await measure(`/jobs/${jobId}/interviews/${interviewId}/calendar.ics`, {
      headers: { Cookie: user.cookie },
    });
    expect(download.res.status).toBe(200);
    expect(download.meter.rowsRead, describeLog(download.meter)).toBeLessThanOrEqual(10);
    console.log(
      `GET /api/v1/calendar: ${address.meter.rowsRead} rows; SSR /profile/calendar: ${screen.meter.rowsRead} rows; interview .ics: ${download.meter.rowsRead} rows`,
    );
  });
});
