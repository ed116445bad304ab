/**
 * The board's reads at 10,000 applications (issue 31, decision 046): /applications?view=board reads each
 * column's first cards by the (user, status, rank, id) index and the counts from the counters, so it reads
 * a page's worth of rows whatever the account's size: at most 250 rows in at most 2 D1 calls (the session
 * check, then the loader's reads together). A move reads the job and its neighbours by index and writes
 * the moved row.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { WebUser } from "../support";
import { describeLog, measure, queryPlans } from "./d1-meter";
import { seedUser } from "./seed";

let user: WebUser;

beforeAll(async () => {
  user = await seedUser();
  // The view last picked is the board, so the page view below writes nothing.
  await env.DB.prepare("UPDATE users SET applications_view = 'board' WHERE id = ?").bind(user.userId).run();
}, 120_000);

const board = (query = "") => measure(`/applications${query}`, { headers: { Cookie: user.cookie } });

describe("the board at 10,000 applications", () => {
  it("/applications (the board remembered) reads at most 250 rows in at most 2 D1 calls, 25 cards a column", async () => {
    const { res, meter } = await board();
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html.match(/data-row="true"/g)?.length).toBe(7 * 25);
    // n % 7 spreads the 10,000 over the seven statuses: the counters' figures, not a count of 25.
    expect(html).toMatch(/>1429<span class="sr-only">/);
    expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(250);
    expect(meter.calls, describeLog(meter)).toBeLessThanOrEqual(2);
    expect(meter.rowsWritten, describeLog(meter)).toBe(0);
  });

  it("every column reads its cards through the board's index, the nearest interviews and tasks theirs, no temporary sort", async () => {
    const { meter } = await board("?view=board");
    const plans = await queryPlans(meter);
    const columns = plans.filter((p) => p.sql.includes("board_rank"));
    expect(columns).toHaveLength(7);
    for (const { plan } of columns) {
      expect(plan.join("\n")).toContain("jobs_user_status_rank_idx");
      expect(plan.join("\n")).not.toContain("TEMP B-TREE");
    }
    const nearest = plans.filter((p) => /from "(interviews|tasks)"/.test(p.sql)).map((p) => p.plan.join("\n"));
    expect(nearest).toHaveLength(2);
    expect(nearest.join("\n")).toMatch(
      /interviews_user_date_idx[\s\S]*tasks_user_open_job_due_idx|tasks_user_open_job_due_idx[\s\S]*interviews_user_date_idx/,
    );
    expect(nearest.join("\n")).not.toContain("TEMP B-TREE");
  });

  it("a column's Show more stops at the most a column shows, never shrinking it", async () => {
    const applied = (html: string) =>
      html.slice(html.indexOf('data-column="applied"'), html.indexOf('data-column="screening"'));
    const before = applied(await (await board("?view=board&more=applied&shown=475")).res.text());
    expect(before.match(/data-row="true"/g)?.length).toBe(475);
    expect(before).toContain("more=applied&amp;shown=500");
    const capped = applied(await (await board("?view=board&more=applied&shown=500")).res.text());
    expect(capped.match(/data-row="true"/g)?.length).toBe(500);
    expect(capped).not.toContain("Show more");
    expect(capped).toContain("The first 500 shown.");
    // A link or a hand past the most shows the most.
    const past = applied(await (await board("?view=board&more=applied&shown=525")).res.text());
    expect(past.match(/data-row="true"/g)?.length).toBe(500);
  });

  it("a column's Show more reads the cards it shows more, still in 2 D1 calls", async () => {
    const { res, meter } = await board("?view=board&more=applied&shown=50");
    expect((await res.text()).match(/data-row="true"/g)?.length).toBe(6 * 25 + 50);
    expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(250 + 25 * 2);
    expect(meter.calls).toBeLessThanOrEqual(2);
  });

  it("a move reads its neighbours by index and writes a bounded number of rows", async () => {
    const id = `${user.userId}-j7`;
    const { res, meter } = await measure(`/api/v1/jobs/${id}/move`, {
      method: "PATCH",
      headers: { Authorization: `Bearer ${user.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ status: "applied", after: `${user.userId}-j14` }),
    });
    expect(res.status).toBe(200);
    expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(60);
  });
});
