/**
 * A 10,000-application export stays streamed (issue 22): rows are read a page at a time as the body is
 * read, so the first bytes go out after one page, and the rows read over the whole download stay about the
 * rows exported (D1's own rows_read, summed by tests/worker/perf/d1-meter.ts).
 */
import { env } from "cloudflare:workers";
import { app } from "@worker/index";
import { beforeAll, describe, expect, it } from "vitest";
import { describeLog, measure, meteredD1 } from "../perf/d1-meter";
import { BIG, seedUser } from "../perf/seed";
import type { WebUser } from "../support";

let user: WebUser;
const exported = BIG.jobs + BIG.interviews + BIG.tasks + BIG.contacts;

beforeAll(async () => {
  user = await seedUser();
}, 60_000);

const auth = () => ({ headers: { Authorization: `Bearer ${user.token}` } });

describe("a 10,000-application export", () => {
  it("JSON: every row, and the rows read stay about the rows exported", async () => {
    const { res, meter } = await measure("/api/v1/export?format=json", auth());
    expect(res.status).toBe(200);
    const body = await res.json<{ jobs: { interviews: unknown[] }[]; tasks: unknown[]; contacts: unknown[] }>();
    expect(body.jobs).toHaveLength(BIG.jobs);
    expect(body.jobs.reduce((n, job) => n + job.interviews.length, 0)).toBe(BIG.interviews);
    expect(body.tasks).toHaveLength(BIG.tasks);
    expect(body.contacts).toHaveLength(BIG.contacts);
    // A page's interviews are found by its job ids: D1 counts each id probed as a row read, so at most
    // two rows read per row exported, whatever the account's size (no OFFSET, no re-reading).
    expect(meter.rowsRead, describeLog(meter).slice(0, 2000)).toBeLessThanOrEqual(2 * exported + 100);
    console.log(`export json: ${meter.rowsRead} rows read, ${meter.statements} statements for ${exported} rows`);
  }, 60_000);

  it("CSV of the applications: one row read per row written", async () => {
    const { res, meter } = await measure("/api/v1/export?format=csv&area=jobs", auth());
    expect(res.status).toBe(200);
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines).toHaveLength(BIG.jobs + 1);
    expect(meter.rowsRead, describeLog(meter).slice(0, 2000)).toBeLessThanOrEqual(BIG.jobs + 100);
  }, 60_000);

  it("streams: the first bytes arrive after a page has been read, not the account", async () => {
    const metered = meteredD1();
    const meteredEnv = new Proxy(env as Env, {
      get: (target, key) => (key === "DB" ? metered.db : Reflect.get(target, key)),
    }) as Env;
    const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;
    metered.tracker.reset();
    const res = await app.fetch(new Request("http://localhost/api/v1/export?format=zip", auth()), meteredEnv, ctx);
    expect(res.status).toBe(200);
    const reader = res.body?.getReader();
    if (!reader) throw new Error("no body");
    let received = 0;
    while (received < 1024) {
      const { value, done } = await reader.read();
      if (done) break;
      received += value.byteLength;
    }
    const early = metered.tracker.meter.rowsRead;
    expect(received).toBeGreaterThanOrEqual(1024);
    expect(early, describeLog(metered.tracker.meter)).toBeLessThan(2_000);
    await reader.cancel();
  }, 60_000);
});
