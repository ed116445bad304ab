/**
 * The 5-minute reminder run reads what is due, not the users or their tasks (issue 24): at 10,000 users
 * with 30,000 open tasks with reminders, 10,000 upcoming interviews and 1,000 reminders due, one run reads
 * under 5,000 rows (docs/performance.md records the figure), and a run with nothing due reads almost nothing.
 */
import { env } from "cloudflare:workers";
import { getDb } from "@worker/db/client";
import { runReminderCron } from "@worker/domain/notifications/cron.server";
import { describe, expect, it } from "vitest";
import { recordingQueue } from "../notifications/helpers";
import { testDeps } from "../support";
import { describeLog, meteredD1 } from "./d1-meter";
import { seq } from "./seed";

const USERS = 10_000;
const DUE = 1_000;

describe("the reminder run's rows read", () => {
  it(`at ${USERS.toLocaleString("en")} users with ${DUE.toLocaleString("en")} reminders due, one run reads < 5,000 rows`, async () => {
    const now = Date.UTC(2027, 6, 1, 9, 0);
    const db = env.DB;
    await db.batch([
      db.prepare(
        `${seq(USERS)} INSERT INTO users (id, name, email, password_hash, current_plan_id, time_zone)
         SELECT 'perf-u' || n, 'User ' || n, 'perf' || n || '@example.test', 'x', 'plan_free',
           CASE n % 3 WHEN 0 THEN 'Asia/Kolkata' WHEN 1 THEN 'America/Los_Angeles' ELSE 'Pacific/Kiritimati' END
         FROM seq`,
      ),
      // Three open tasks per user with reminders over the next 30 days; the first 1,000 are due now.
      db
        .prepare(
          `${seq(USERS * 3)} INSERT INTO tasks (id, user_id, title, reminder)
         SELECT 'perf-t' || n, 'perf-u' || ((n - 1) % ${USERS} + 1), 'Task ' || n,
           CASE WHEN n <= ${DUE} THEN ?1 - n * 60 ELSE ?1 + n * 86400 END
         FROM seq`,
        )
        .bind(now),
      db
        .prepare(
          `${seq(USERS)} INSERT INTO jobs (id, user_id, company, position, application_date)
         SELECT 'perf-j' || n, 'perf-u' || n, 'Firm ' || n, 'Engineer', ?1 FROM seq`,
        )
        .bind(now),
      db
        .prepare(
          `${seq(USERS)} INSERT INTO interviews (id, job_id, user_id, date)
         SELECT 'perf-i' || n, 'perf-j' || n, 'perf-u' || n, ?1 + (n + 30) * 3600000 FROM seq`,
        )
        .bind(now),
    ]);
    const armed = await db
      .prepare("SELECT count(*) AS n FROM due_items WHERE id LIKE 'task_reminder:perf-%'")
      .first<{ n: number }>();
    expect(armed?.n).toBe(USERS * 3);

    const metered = meteredD1();
    const deps = testDeps({ db: getDb(metered.db), now: () => new Date(now) });
    const queue = recordingQueue();
    metered.tracker.reset();
    const report = await runReminderCron(deps, queue, new Date(now));
    const meter = metered.tracker.meter;
    console.log(
      `reminder run: ${report.enqueued} enqueued, ${meter.rowsRead} rows read, ${meter.statements} statements`,
    );
    expect(report.enqueued).toBe(DUE);
    expect(queue.sent.length).toBe(DUE);
    expect(meter.rowsRead, describeLog(meter)).toBeLessThan(5_000);

    metered.tracker.reset();
    const idle = await runReminderCron(deps, recordingQueue(), new Date(now + 60_000));
    expect(idle.enqueued).toBe(0);
    expect(metered.tracker.meter.rowsRead, describeLog(metered.tracker.meter)).toBeLessThan(10);
  });
});
