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
import { api, signUpForWeb, type WebUser } from "../support";

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
    const body = await res.json<{
      jobs: { interviews: unknown[]; appliedDocuments: unknown[] }[];
      tasks: unknown[];
      contacts: unknown[];
    }>();
    expect(body.jobs).toHaveLength(BIG.jobs);
    // The seed's records of the documents sent (issue 33): a resume with every application, a letter with half.
    const applied = body.jobs.reduce((n, job) => n + job.appliedDocuments.length, 0);
    expect(applied).toBe(BIG.jobs + BIG.jobs / 2);
    expect(body.jobs.reduce((n, job) => n + job.interviews.length, 0)).toBe(BIG.interviews);
    expect(body.tasks).toHaveLength(BIG.tasks);
    expect(body.contacts).toHaveLength(BIG.contacts);
    // Jobs and their interviews are two keyset streams in one order, merged (decision 033): no read
    // probes the interviews once per job (a probe that finds nothing still costs D1 a row read, which made
    // it two rows read per row exported), so the rows read are the rows exported, whatever the account's
    // size (no OFFSET, no re-reading), plus a contact's two reads of its interactions and linked jobs.
    // The records of the documents sent (issue 33) are read a page of applications at a time on their key
    // (job_id, sha256): each record its key entry and its row, plus one probe per application of the page.
    expect(meter.rowsRead, describeLog(meter).slice(0, 2000)).toBeLessThanOrEqual(
      1.1 * exported + 100 + 2 * applied + BIG.jobs,
    );
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

describe("jobs and interviews merged in one order (decision 033)", () => {
  it("nests each interview under its own job: ties on the creation time, a job of 450 interviews across pages, another user's rows apart", async () => {
    const [owner, other] = [await signUpForWeb(), await signUpForWeb()];
    const db = env.DB;
    await db.prepare("UPDATE users SET current_plan_id = 'plan_premium' WHERE id = ?").bind(owner.userId).run();
    const t = 1_700_000_000_000;
    // Jobs "b", "a", "c" share a creation time (the id breaks the tie: a, b, c); "z" is older, "0" newer.
    const jobRows: [string, string, number][] = [
      ["b", owner.userId, t],
      ["a", owner.userId, t],
      ["c", owner.userId, t],
      ["z", owner.userId, t - 1],
      ["0", owner.userId, t + 1],
      ["x", other.userId, t],
    ];
    await db.batch(
      jobRows.map(([id, userId, at]) =>
        db
          .prepare(
            "INSERT INTO jobs (id, user_id, company, position, application_date, created_at, updated_at) VALUES (?, ?, 'Co', 'Dev', ?, ?, ?)",
          )
          .bind(`${userId}-${id}`, userId, at, at, at),
      ),
    );
    const interview = (id: string, jobId: string, userId: string, at: number) =>
      db
        .prepare("INSERT INTO interviews (id, job_id, user_id, date, created_at) VALUES (?, ?, ?, ?, ?)")
        .bind(id, jobId, userId, at, at);
    const o = owner.userId;
    await db.batch([
      ...Array.from({ length: 450 }, (_, n) => interview(`${o}-ib${String(n).padStart(3, "0")}`, `${o}-b`, o, t + n)),
      interview(`${o}-ic`, `${o}-c`, o, t),
      interview(`${o}-iz2`, `${o}-z`, o, t + 2),
      interview(`${o}-iz1`, `${o}-z`, o, t + 1),
      interview(`${o}-i0`, `${o}-0`, o, t),
      interview(`${other.userId}-ix`, `${other.userId}-x`, other.userId, t),
    ]);
    const { status, body } = await api("GET", "/export?format=json", { token: owner.token });
    expect(status).toBe(200);
    const short = (id: string) => id.slice(o.length + 1);
    const jobs = body.jobs as { id: string; interviews: { id: string }[] }[];
    expect(jobs.map((job) => [short(job.id), job.interviews.map((i) => short(i.id))])).toEqual([
      ["z", ["iz1", "iz2"]],
      ["a", []],
      ["b", Array.from({ length: 450 }, (_, n) => `ib${String(n).padStart(3, "0")}`)],
      ["c", ["ic"]],
      ["0", ["i0"]],
    ]);
  }, 60_000);
});
