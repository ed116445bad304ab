/**
 * The offers' reads (issue 34, decision 058) in an account of 2,000 applications with 300 offers: /offers
 * and GET /offers read a page's worth (at most 100 offers, each with its application, through the
 * offers' own index, never sorting in a temp b-tree), and a comparison reads its few rows, in one D1 wave.
 */
import { env } from "cloudflare:workers";
import { offerSchema } from "@core/offers/offer";
import { beforeAll, describe, expect, it } from "vitest";
import type { WebUser } from "../support";
import { describeLog, measure, queryPlans } from "./d1-meter";
import { seedUser } from "./seed";

let user: WebUser;
let ids: string[] = [];

const LETTER = JSON.stringify(
  offerSchema.parse({ currency: "INR", fixed: { kind: "total", fixedTotal: 2_000_000, basicPercent: 40 } }),
);

beforeAll(async () => {
  user = await seedUser({ jobs: 2_000, interviews: 0, tasks: 0, contacts: 0 });
  // 300 offers, every other one with a deadline.
  await env.DB.prepare(
    `INSERT INTO offers (id, user_id, job_id, data, currency, deadline)
     SELECT 'off' || id, user_id, id, ?, 'INR',
       CASE WHEN rowid % 2 = 0 THEN date('2099-01-01', '+' || (rowid % 300) || ' days') END
     FROM jobs WHERE user_id = ? ORDER BY id LIMIT 300`,
  )
    .bind(LETTER, user.userId)
    .run();
  const { results } = await env.DB.prepare("SELECT id FROM offers WHERE user_id = ? ORDER BY id LIMIT 4")
    .bind(user.userId)
    .all<{ id: string }>();
  ids = results.map((r) => r.id);
}, 120_000);

/** 101 dated offers and 101 undated, each with its application by primary key, and the account's row. */
const LIST_BUDGET = 450;

describe("offers: rows read with 300 offers among 2,000 applications", () => {
  it("GET /api/v1/offers reads a page's worth in one wave, by the index", async () => {
    const { res, meter } = await measure("/api/v1/offers", { headers: { Authorization: `Bearer ${user.token}` } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { count: number; more: boolean };
    expect(body).toMatchObject({ count: 100, more: true });
    expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(LIST_BUDGET);
    expect(meter.waves, describeLog(meter)).toBeLessThanOrEqual(2);
    for (const { sql, plan } of await queryPlans(meter)) {
      if (!/offers/.test(sql)) continue;
      expect(
        plan.some((line) => /^SCAN (offers|jobs)$/.test(line.trim())),
        `${sql}\n${plan.join("\n")}`,
      ).toBe(false);
      expect(
        plan.some((line) => line.includes("USE TEMP B-TREE FOR ORDER BY")),
        `${sql}\n${plan.join("\n")}`,
      ).toBe(false);
    }
  });

  it("/offers reads the same page's worth", async () => {
    const { res, meter } = await measure("/offers", { headers: { Cookie: user.cookie } });
    expect(res.status).toBe(200);
    expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(LIST_BUDGET + 30);
  });

  it("a comparison of four reads a few rows", async () => {
    const { res, meter } = await measure(`/api/v1/offers/compare?ids=${ids.join(",")}`, {
      headers: { Authorization: `Bearer ${user.token}` },
    });
    expect(res.status).toBe(200);
    expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(20);
    expect(meter.waves, describeLog(meter)).toBeLessThanOrEqual(2);
    const page = await measure(`/offers/compare?ids=${ids.join(",")}`, { headers: { Cookie: user.cookie } });
    expect(page.res.status).toBe(200);
    expect(page.meter.rowsRead, describeLog(page.meter)).toBeLessThanOrEqual(50);
  });
});
