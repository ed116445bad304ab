/**
 * An application's offer at 10,000 applications (issue 34, decision 057): the API's GET and the
 * application's page read the job, its one offer (by `offers_job_idx`) and the user's zone, whatever the
 * account's size, in one D1 call after the session check; a PUT writes the one offer row and its two
 * reminders.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { LETTER } from "../offers/helpers";
import { api, type WebUser } from "../support";
import { describeLog, measure } from "./d1-meter";
import { seedUser } from "./seed";

let user: WebUser;
let jobId: string;

beforeAll(async () => {
  user = await seedUser();
  const row = await env.DB.prepare("SELECT id FROM jobs WHERE user_id = ? LIMIT 1")
    .bind(user.userId)
    .first<{ id: string }>();
  jobId = row?.id ?? "";
  const put = await api("PUT", `/jobs/${jobId}/offer`, { token: user.token, body: LETTER });
  expect(put.status).toBe(200);
}, 120_000);

describe("an offer at 10,000 applications", () => {
  it("GET /api/v1/jobs/:id/offer reads at most 10 rows in one D1 call with the session check", async () => {
    const { res, meter } = await measure(`/api/v1/jobs/${jobId}/offer`, {
      headers: { Authorization: `Bearer ${user.token}` },
    });
    expect(res.status).toBe(200);
    expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(10);
    expect(meter.calls, describeLog(meter)).toBe(1);
    expect(meter.rowsWritten, describeLog(meter)).toBe(0);
  });

  it("SSR /jobs/:id: its decoded offer adds three reads of a row each, in the loader's one D1 call", async () => {
    const { res, meter } = await measure(`/jobs/${jobId}`, { headers: { Cookie: user.cookie } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Offer, decoded");
    const offerReads = meter.log.filter(
      (s) =>
        s.sql.includes('from "offers"') ||
        s.sql.includes('"salary_currency" from "jobs"') ||
        s.sql.startsWith('select "time_zone"'),
    );
    expect(offerReads.map((s) => s.rowsRead)).toEqual([1, 1, 1]);
    expect(meter.calls, describeLog(meter)).toBeLessThanOrEqual(2);
  });

  it("SSR /jobs/:id/offer (the form) reads at most 20 rows", async () => {
    const { res, meter } = await measure(`/jobs/${jobId}/offer`, { headers: { Cookie: user.cookie } });
    expect(res.status).toBe(200);
    expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(20);
    expect(meter.calls, describeLog(meter)).toBeLessThanOrEqual(2);
  });
});
