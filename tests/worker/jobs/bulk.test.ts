/** Bulk actions on applications and their undo (issue 31, decision 047): POST /jobs/bulk and /jobs/bulk/undo. */
import { env } from "cloudflare:workers";
import { BULK_MAX_IDS, UNDO_WINDOW_MS } from "@core/limits";
import { getDb } from "@worker/db/client";
import { bulkJobs, undoBulk } from "@worker/domain/jobs-bulk.server";
import { describe, expect, it } from "vitest";
import { storeMessage } from "../inbox/helpers";
import {
  addInterview,
  api,
  as,
  createJob,
  DOCUMENT_COLUMNS,
  FILES,
  type SignedUp,
  setPlan,
  signUp,
  testDeps,
  upload,
} from "../support";

const bulk = (user: SignedUp, body: Record<string, unknown>) => api("POST", "/jobs/bulk", { ...as(user), body });
const undo = (user: SignedUp, token: string) => api("POST", "/jobs/bulk/undo", { ...as(user), body: { token } });

async function rows(sql: string, ...binds: unknown[]) {
  return (
    await env.DB.prepare(sql)
      .bind(...binds)
      .all<Record<string, unknown>>()
  ).results;
}

const counters = async (userId: string) =>
  (await rows("SELECT * FROM user_counters WHERE user_id = ?", userId))[0] as Record<string, number>;

const history = (jobId: string) =>
  rows("SELECT from_status, to_status FROM job_status_history WHERE job_id = ? ORDER BY id", jobId);

/** The analytics rollup's non-zero counters: what the screens read. */
async function analytics(userId: string) {
  const months = await rows(
    "SELECT month, data, totals FROM analytics_months WHERE user_id = ? ORDER BY month",
    userId,
  );
  const nonZero = (json: unknown) =>
    Object.fromEntries(Object.entries(JSON.parse(String(json)) as Record<string, number>).filter(([, v]) => v !== 0));
  return months.map((m) => ({ month: m.month, data: nonZero(m.data), totals: nonZero(m.totals) }));
}

/** Everything of the user's a delete touches, read straight from D1. */
async function everything(userId: string) {
  return {
    jobs: await rows("SELECT * FROM jobs WHERE user_id = ? ORDER BY id", userId),
    interviews: await rows("SELECT * FROM interviews WHERE user_id = ? ORDER BY id", userId),
    history: await rows("SELECT * FROM job_status_history WHERE user_id = ? ORDER BY id", userId),
    documents: await rows(`SELECT ${DOCUMENT_COLUMNS} FROM documents WHERE user_id = ? ORDER BY id`, userId),
    documentLinks: await rows("SELECT * FROM job_documents WHERE user_id = ? ORDER BY job_id, document_id", userId),
    contactLinks: await rows("SELECT * FROM contact_jobs WHERE user_id = ? ORDER BY contact_id, job_id", userId),
    tasks: await rows("SELECT * FROM tasks WHERE user_id = ? ORDER BY id", userId),
    dueItems: await rows("SELECT id, anchor, fire_at, status FROM due_items WHERE user_id = ? ORDER BY id", userId),
    counters: await counters(userId),
    analytics: await analytics(userId),
  };
}

describe("POST /jobs/bulk", () => {
  it("changes the status of the caller's jobs in one request, refusing a foreign id without touching the others", async () => {
    const [me, other] = await Promise.all([signUp(), signUp()]);
    const mine = [await createJob(me), await createJob(me, { status: "saved" })];
    const theirs = await createJob(other);
    const res = await bulk(me, { ids: [mine[0], theirs, mine[1]], action: "status", value: "interview" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      action: "status",
      done: 2,
      failed: 1,
      results: [
        { id: mine[0], ok: true },
        { id: theirs, ok: false, error: "Job not found" },
        { id: mine[1], ok: true },
      ],
    });
    expect(res.body.undo.token).toEqual(expect.any(String));
    expect((await api("GET", `/jobs/${theirs}`, as(other))).body.job.status).toBe("applied");
    for (const id of mine) expect((await api("GET", `/jobs/${id}`, as(me))).body.job.status).toBe("interview");
    // The same rules as a single change: the history, the counters (from the triggers).
    expect(await history(mine[0])).toEqual([
      { from_status: null, to_status: "applied" },
      { from_status: "applied", to_status: "interview" },
    ]);
    expect(await history(mine[1])).toEqual([
      { from_status: null, to_status: "saved" },
      { from_status: "saved", to_status: "interview" },
    ]);
    expect(await counters(me.userId)).toMatchObject({ jobs_interview: 2, jobs_applied: 0, jobs_saved: 0 });
    expect(await counters(other.userId)).toMatchObject({ jobs_applied: 1, jobs_interview: 0 });
  });

  it("sets favorite and priority, with no undo offered", async () => {
    const me = await signUp();
    const ids = [await createJob(me), await createJob(me)];
    const fav = await bulk(me, { ids, action: "favorite", value: true });
    expect(fav.body).toMatchObject({ done: 2, failed: 0, undo: null });
    expect(await counters(me.userId)).toMatchObject({ jobs_favorite: 2 });
    const high = await bulk(me, { ids, action: "priority", value: "high" });
    expect(high.body).toMatchObject({ done: 2, undo: null });
    const listed = (await api("GET", "/jobs?sort=priority-high", as(me))).body.jobs;
    expect(listed.map((j: { priority: string; favorite: boolean }) => [j.priority, j.favorite])).toEqual([
      ["high", true],
      ["high", true],
    ]);
    const unfav = await bulk(me, { ids: [ids[0]], action: "favorite", value: false });
    expect(unfav.body.done).toBe(1);
    expect(await counters(me.userId)).toMatchObject({ jobs_favorite: 1 });
  });

  it("takes at most 500 ids and validates the action and its value", async () => {
    const me = await signUp();
    const id = await createJob(me);
    const many = Array.from({ length: BULK_MAX_IDS }, (_, i) => (i === 0 ? id : `missing-${i}`));
    const at = await bulk(me, { ids: many, action: "priority", value: "low" });
    expect(at.status).toBe(200);
    expect(at.body).toMatchObject({ done: 1, failed: BULK_MAX_IDS - 1 });
    const over = await bulk(me, { ids: [...many, "one-more"], action: "priority", value: "low" });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe("ids: Select at most 500 applications at once");
    expect((await bulk(me, { ids: [id], action: "archive" })).body.message).toBe(
      "action must be one of: status, favorite, priority, delete",
    );
    expect((await bulk(me, { ids: [id], action: "status", value: "hired" })).status).toBe(400);
    expect((await bulk(me, { action: "delete" })).body.message).toBe("ids is required");
    expect((await bulk(me, { ids: [], action: "delete" })).status).toBe(400);
    expect((await api("GET", `/jobs/${id}`, as(me))).body.job.priority).toBe("low");
  });

  it("answers a repeated id once", async () => {
    const me = await signUp();
    const id = await createJob(me);
    const res = await bulk(me, { ids: [id, id], action: "status", value: "offer" });
    expect(res.body.results).toEqual([{ id, ok: true }]);
    expect(await history(id)).toHaveLength(2);
  });
});

describe("undo of a status change", () => {
  it("sets each job back to its own previous status, as a status change of its own; a job changed since is left", async () => {
    const me = await signUp();
    const a = await createJob(me, { status: "saved" });
    const b = await createJob(me, { status: "screening" });
    const c = await createJob(me, { status: "applied" });
    const res = await bulk(me, { ids: [a, b, c], action: "status", value: "rejected" });
    await api("PATCH", `/jobs/${c}`, { ...as(me), body: { status: "offer" } });
    const undone = await undo(me, res.body.undo.token);
    expect(undone.status).toBe(200);
    expect(undone.body).toEqual({ success: true, kind: "status", restored: 2, of: 3 });
    const status = async (id: string) => (await api("GET", `/jobs/${id}`, as(me))).body.job.status;
    expect([await status(a), await status(b), await status(c)]).toEqual(["saved", "screening", "offer"]);
    expect(await history(b)).toEqual([
      { from_status: null, to_status: "screening" },
      { from_status: "screening", to_status: "rejected" },
      { from_status: "rejected", to_status: "screening" },
    ]);
    expect(await counters(me.userId)).toMatchObject({
      jobs_saved: 1,
      jobs_screening: 1,
      jobs_offer: 1,
      jobs_rejected: 0,
    });
    // Once only.
    expect((await undo(me, res.body.undo.token)).status).toBe(404);
  });

  it("puts each card back in its place on the board, in its stage since when it was", async () => {
    const me = await signUp();
    const [a, b, c] = [await createJob(me), await createJob(me), await createJob(me)];
    // Placed by hand: b at the top of Applied, then c, then a; each in the stage since its own day.
    const place = [
      [b, "a0", Date.UTC(2026, 0, 5)],
      [c, "a1", Date.UTC(2026, 1, 7)],
      [a, "a2", Date.UTC(2026, 2, 9)],
    ] as const;
    for (const [id, rank, since] of place) {
      await env.DB.prepare("UPDATE jobs SET board_rank = ?, stage_since = ? WHERE id = ?").bind(rank, since, id).run();
    }
    const board = () =>
      rows("SELECT id, status, board_rank, stage_since FROM jobs WHERE user_id = ? ORDER BY board_rank", me.userId);
    const before = await board();
    const res = await bulk(me, { ids: [a, b, c], action: "status", value: "rejected" });
    expect((await board()).map((j) => j.status)).toEqual(["rejected", "rejected", "rejected"]);
    expect((await board()).map((j) => j.stage_since)).not.toContain(Date.UTC(2026, 0, 5));
    expect((await undo(me, res.body.undo.token)).body.restored).toBe(3);
    expect(await board()).toEqual(before);
  });

  it("offers no undo when no status changed", async () => {
    const me = await signUp();
    const id = await createJob(me, { status: "offer" });
    const res = await bulk(me, { ids: [id], action: "status", value: "offer" });
    expect(res.body).toMatchObject({ done: 1, undo: null });
  });
});

describe("bulk delete and its undo", () => {
  it("deletes the caller's jobs (not a foreign one) and the undo restores every row the delete removed", async () => {
    const [me, other] = await Promise.all([signUp(), signUp()]);
    const kept = await createJob(me, { company: "Keeper" });
    const a = await createJob(me, { status: "applied" });
    await api("PATCH", `/jobs/${a}`, { ...as(me), body: { status: "screening" } });
    await addInterview(me, a, { date: "2099-06-01T10:00", followUpDate: "2099-06-03T10:00" });
    const b = await createJob(me, { favorite: true, status: "saved" });
    const theirs = await createJob(other);
    // A file only on a, a file on a and the kept job; a contact and a task that name a.
    const only = await upload(me, FILES.pdf("only-a"), "only.pdf", { path: `/jobs/${a}/documents` });
    const shared = await upload(me, FILES.pdf("shared"), "shared.pdf", { path: `/jobs/${a}/documents` });
    expect([only.status, shared.status]).toEqual([200, 200]);
    const sharedId = shared.body.document._id;
    expect((await api("POST", `/jobs/${kept}/documents`, { ...as(me), body: { documentId: sharedId } })).status).toBe(
      200,
    );
    const contact = await api("POST", "/contacts", { ...as(me), body: { name: "Ann", relatedJobs: [a, b] } });
    expect(contact.status).toBe(201);
    const task = await api("POST", "/tasks", {
      ...as(me),
      body: { title: "Follow up", relatedJob: a, dueDate: "2099-07-01", reminder: "2099-06-30T09:00" },
    });
    expect(task.status).toBe(201);

    const before = await everything(me.userId);
    expect(before.tasks).toHaveLength(1);
    const found = async () => (await api("GET", "/jobs?search=Initech", as(me))).body.totalJobs;
    expect(await found()).toBe(2);
    const theirsBefore = await everything(other.userId);
    const res = await bulk(me, { ids: [a, theirs, b], action: "delete" });
    expect(res.body).toMatchObject({
      done: 2,
      failed: 1,
      results: [
        { id: a, ok: true },
        { id: theirs, ok: false, error: "Job not found" },
        { id: b, ok: true },
      ],
    });
    const gone = await everything(me.userId);
    expect(gone.jobs.map((j) => j.id)).toEqual([kept]);
    expect(gone.interviews).toEqual([]);
    expect(gone.documents.map((d) => d.id)).toEqual([sharedId]);
    expect(gone.tasks[0]?.related_job_id).toBeNull();
    expect(gone.contactLinks).toEqual([]);
    expect(await found()).toBe(0);
    expect(gone.counters).toMatchObject({ jobs_screening: 0, jobs_saved: 0, jobs_favorite: 0, documents: 1 });
    expect(await everything(other.userId)).toEqual(theirsBefore);
    // The object of the file only on a waits in R2 for the window.
    expect(await env.DOCUMENTS.head(`${me.userId}/${only.body.document._id}`)).not.toBeNull();

    const undone = await undo(me, res.body.undo.token);
    expect(undone.body).toEqual({ success: true, kind: "delete", restored: 2, of: 2 });
    expect(await everything(me.userId)).toEqual(before);
    // The search index follows by trigger.
    expect(await found()).toBe(2);
    expect((await undo(me, res.body.undo.token)).status).toBe(404);
  });

  it("round-trips emoji and long CJK text exactly: the snapshot and the restore are split by UTF-8 bytes", async () => {
    const me = await signUp();
    await setPlan(me.userId, "premium");
    // 30 jobs of 20,000 CJK characters and 5,000 emoji each: 2.6 MB of UTF-8 in 0.9 M UTF-16 units, so a
    // part cut by length would hold 2.4 MB (over D1's 2 MB per value) and could split an emoji in two.
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) {
      ids.push(
        await createJob(me, {
          company: `求职 ${i}`,
          jobDescription: "职位描述".repeat(5000),
          notes: `${"x".repeat(i)}${"🎉".repeat(4995 - i)}`,
        }),
      );
    }
    const before = await everything(me.userId);
    // D1 refuses a value over 2,000,000 bytes (the local D1 does not), and stores text as UTF-8, where half
    // an emoji becomes U+FFFD: every value the delete and the undo bind is checked for both.
    const recording = recordingD1();
    const deps = testDeps({ db: getDb(recording.db) });
    const outcome = await bulkJobs(deps, me.userId, { ids, action: "delete" });
    expect(outcome.done).toBe(30);
    expect(await rows("SELECT id FROM jobs WHERE user_id = ?", me.userId)).toEqual([]);
    const undone = await undoBulk(deps, me.userId, outcome.undo?.token ?? "");
    expect(undone).toEqual({ ok: true, value: { kind: "delete", restored: 30, of: 30 } });
    expect(await everything(me.userId)).toEqual(before);
    const texts = recording.boundTexts();
    expect(Math.max(...texts.map((t) => new TextEncoder().encode(t).length))).toBeLessThanOrEqual(2_000_000);
    expect(texts.filter((t) => t !== t.toWellFormed())).toEqual([]);
  });

  it("links the forwarded emails that named a deleted job to it again, unless linked elsewhere since", async () => {
    const me = await signUp();
    const [a, b, other] = [await createJob(me), await createJob(me), await createJob(me)];
    const first = await storeMessage(me.userId, { jobId: a });
    const second = await storeMessage(me.userId, { jobId: b });
    const linked = async (id: string) =>
      (await rows("SELECT job_id FROM inbox_messages WHERE id = ?", id))[0]?.job_id ?? null;
    const res = await bulk(me, { ids: [a, b], action: "delete" });
    expect([await linked(first), await linked(second)]).toEqual([null, null]);
    // The user links the second email to another application within the window: that link stays.
    await env.DB.prepare("UPDATE inbox_messages SET job_id = ? WHERE id = ?").bind(other, second).run();
    expect((await undo(me, res.body.undo.token)).body.restored).toBe(2);
    expect([await linked(first), await linked(second)]).toEqual([a, other]);
  });

  it("refuses another user's undo, and an undo after the 10 seconds", async () => {
    const [me, other] = await Promise.all([signUp(), signUp()]);
    const id = await createJob(me);
    const res = await bulk(me, { ids: [id], action: "delete" });
    const token = res.body.undo.token;
    const foreign = await undo(other, token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("Nothing to undo: this change was already undone, or it is not yours.");
    const later = new Date(Date.now() + UNDO_WINDOW_MS + 1000);
    const expired = await undoBulk(testDeps({ now: () => later }), me.userId, token);
    expect(expired).toEqual({
      ok: false,
      code: "CONFLICT",
      message: "This change can no longer be undone: the 10 seconds to undo it have passed.",
    });
    expect((await api("GET", `/jobs/${id}`, as(me))).status).toBe(404);
    // Within the window it still works.
    expect((await undo(me, token)).body.restored).toBe(1);
  });
});

describe("expired undos", () => {
  it("are deleted with their snapshots at the caller's next bulk action, not another user's", async () => {
    const [me, other] = await Promise.all([signUp(), signUp()]);
    const [mine, theirs] = [await createJob(me), await createJob(other)];
    await bulk(me, { ids: [mine], action: "delete" });
    await bulk(other, { ids: [theirs], action: "delete" });
    const undos = async (userId: string) =>
      (await rows("SELECT count(*) AS n FROM bulk_undos WHERE user_id = ?", userId))[0]?.n;
    const parts = async (userId: string) =>
      (
        await rows(
          "SELECT count(*) AS n FROM bulk_undo_parts p JOIN bulk_undos u ON u.id = p.undo_id WHERE u.user_id = ?",
          userId,
        )
      )[0]?.n;
    expect([await undos(me.userId), await parts(me.userId)]).toEqual([1, 1]);
    const later = new Date(Date.now() + UNDO_WINDOW_MS + 1000);
    const kept = await createJob(me);
    await bulkJobs(testDeps({ now: () => later }), me.userId, { ids: [kept], action: "favorite", value: true });
    expect(await undos(me.userId)).toBe(0);
    expect(await rows("SELECT undo_id FROM bulk_undo_parts WHERE undo_id NOT IN (SELECT id FROM bulk_undos)")).toEqual(
      [],
    );
    expect(await undos(other.userId)).toBe(1);
  });
});

/** The SQL of every D1 call, single or batched: which writes went out, and together or not. */
function recordingD1() {
  const singles: string[] = [];
  const batches: string[][] = [];
  const bound: unknown[] = [];
  const wrap = (inner: D1PreparedStatement, sql: string): D1PreparedStatement =>
    new Proxy(inner, {
      get(target, prop) {
        if (prop === "__sql") return sql;
        if (prop === "bind")
          return (...values: unknown[]) => {
            bound.push(...values);
            return wrap(target.bind(...values), sql);
          };
        if (prop === "all" || prop === "run" || prop === "first" || prop === "raw") {
          return (...args: unknown[]) => {
            singles.push(sql);
            // biome-ignore lint/suspicious/noExplicitAny: forwarding the statement's own overloads
            return (target as any)[prop](...args);
          };
        }
        return Reflect.get(target, prop, target);
      },
    });
  const unwrap = (s: D1PreparedStatement) => (s as unknown as { __inner?: D1PreparedStatement }).__inner ?? s;
  const db = {
    prepare: (sql: string) => {
      const inner = env.DB.prepare(sql);
      const wrapped = wrap(inner, sql);
      Object.defineProperty(wrapped, "__inner", { value: inner });
      return wrapped;
    },
    batch: (statements: D1PreparedStatement[]) => {
      batches.push(statements.map((s) => (s as unknown as { __sql: string }).__sql));
      return env.DB.batch(statements.map(unwrap));
    },
  } as unknown as D1Database;
  const isWrite = (sql: string) => /^\s*(INSERT|UPDATE|DELETE|PRAGMA)/i.test(sql);
  return {
    db,
    writesOutsideBatches: () => singles.filter(isWrite),
    /** Every value bound to a statement. */
    boundTexts: () => bound.filter((v): v is string => typeof v === "string"),
    batchesWithWrites: () => batches.filter((b) => b.some(isWrite)),
  };
}

describe("undo within the plan's limit", () => {
  it("restores what the plan still has room for, with the history of those, and says how many", async () => {
    const me = await signUp(); // the free plan: 10 applications
    const a = await createJob(me, { company: "Alpha" });
    const b = await createJob(me, { company: "Beta" });
    await api("PATCH", `/jobs/${b}`, { ...as(me), body: { status: "interview" } });
    const res = await bulk(me, { ids: [a, b], action: "delete" });
    for (let i = 0; i < 9; i++) await createJob(me, { company: `Filler ${i}` });
    const undone = await undo(me, res.body.undo.token);
    expect(undone.body).toEqual({ success: true, kind: "delete", restored: 1, of: 2 });
    // The oldest comes back (Alpha, unless both were created in the same millisecond), with its own history.
    const left = (await rows("SELECT id FROM jobs WHERE id IN (?, ?)", a, b)).map((r) => String(r.id));
    expect(left).toHaveLength(1);
    const [back, out] = left[0] === a ? [a, b] : [b, a];
    expect(await history(back)).toEqual(
      back === a
        ? [{ from_status: null, to_status: "applied" }]
        : [
            { from_status: null, to_status: "applied" },
            { from_status: "applied", to_status: "interview" },
          ],
    );
    expect(await rows("SELECT id FROM job_status_history WHERE job_id = ?", out)).toEqual([]);
    expect(await counters(me.userId)).toMatchObject(
      left[0] === a ? { jobs_applied: 10, jobs_interview: 0 } : { jobs_applied: 9, jobs_interview: 1 },
    );
  });
});

describe("one batch", () => {
  it("writes a bulk status change, and a bulk delete, in one D1 batch each", async () => {
    const me = await signUp();
    const ids = [await createJob(me), await createJob(me), await createJob(me)];
    await addInterview(me, ids[0]);
    for (const input of [
      { ids, action: "status", value: "screening" },
      { ids, action: "delete" },
    ] as const) {
      const recording = recordingD1();
      const db = getDb(recording.db);
      const outcome = await bulkJobs(testDeps({ db }), me.userId, input);
      expect(outcome.done).toBe(3);
      expect(recording.writesOutsideBatches()).toEqual([]);
      expect(recording.batchesWithWrites()).toHaveLength(1);
    }
  });
});
