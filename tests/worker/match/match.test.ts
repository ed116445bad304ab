/**
 * The resume match where it shows (issue 33, decision 055): `GET /jobs/:id/match` and `POST /match` with the
 * ownership of every document they name, the stored `matchScore` and each thing that recomputes it, the
 * list's match sorts, and the application page's panel and its compare form (no JavaScript: a GET).
 */
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { getDb } from "@worker/db/client";
import type { DocumentTextQueueMessage, MatchRefreshMessage } from "@worker/deps";
import {
  consumeDocumentTextBatch,
  DOCUMENT_TEXT_QUEUE,
  saveDocumentText,
  setDefaultResume,
} from "@worker/domain/documents/text.server";
import { deleteJob } from "@worker/domain/jobs.server";
import { bulkJobs, undoBulk } from "@worker/domain/jobs-bulk.server";
import {
  consumeMatchRefresh,
  MATCH_REFRESH_CHUNK,
  queueMatchRefresh,
  refreshJobMatches,
} from "@worker/domain/match/stored.server";
import { describe, expect, it } from "vitest";
import { describeLog, meteredD1 } from "../perf/d1-meter";
import { api, as, createJob, FILES, page, type SignedUp, signUp, signUpForWeb, testDeps, upload } from "../support";

const POSTING = [
  "Senior Backend Engineer.",
  "You will build services in Python and SQL.",
  "We run everything on Kubernetes and Docker.",
  "Experience with React is a plus.",
].join("\n");

const RESUME = [
  "Backend engineer.",
  "Built data pipelines in Python with PostgreSQL and SQL.",
  "Ran k8s clusters.",
].join("\n");

/** A document of the user's, its text written as the extraction would leave it. */
async function resume(user: SignedUp, text: string | null, type = "resume", name = "Resume.txt"): Promise<string> {
  const res = await upload(user, FILES.text(`${name} ${crypto.randomUUID()}`), name, { fields: { type } });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status}`);
  const id: string = res.body.document._id;
  if (text !== null) await setText(id, text);
  return id;
}

async function setText(documentId: string, text: string) {
  await env.DB.prepare("UPDATE documents SET text = ?, text_status = 'done' WHERE id = ?").bind(text, documentId).run();
}

async function setDefault(user: SignedUp, documentId: string | null) {
  await env.DB.prepare("UPDATE users SET default_resume_id = ? WHERE id = ?").bind(documentId, user.userId).run();
  await refresh(user.userId);
}

/** `count` copies of a job, in SQL (the plan's limit and the API are not the point). */
async function copyJob(jobId: string, count: number) {
  const { results } = await env.DB.prepare("SELECT name FROM pragma_table_info('jobs')").all<{ name: string }>();
  const columns = results.map((r) => r.name);
  const values = columns.map((c) => (c === "id" ? "printf('%s-%03d', j.id, n.i)" : `j.${c}`));
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO jobs (${columns.join(", ")}) SELECT ${values.join(", ")} FROM jobs j, n WHERE j.id = ?`,
  )
    .bind(count, jobId)
    .run();
}

async function stored(jobId: string) {
  return env.DB.prepare(
    "SELECT match_score AS score, match_document_id AS doc, match_key AS key FROM jobs WHERE id = ?",
  )
    .bind(jobId)
    .first<{ score: number | null; doc: string | null; key: string }>();
}

describe("POST /match", () => {
  it("matches a posting's text against the default resume: the terms found and missing with their sentences", async () => {
    const user = await signUp();
    const doc = await resume(user, RESUME);
    await setDefault(user, doc);
    const res = await api("POST", "/match", { ...as(user), body: { description: POSTING } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, gap: null, resume: "default", document: { _id: doc } });
    expect(typeof res.body.formula).toBe("string");
    const terms = new Map<string, { found: boolean; resumeSentence: string | null; postingSentence: string }>(
      res.body.match.terms.map((t: { key: string }) => [t.key, t]),
    );
    expect(terms.get("python")).toMatchObject({
      found: true,
      postingSentence: "You will build services in Python and SQL.",
      resumeSentence: "Built data pipelines in Python with PostgreSQL and SQL.",
    });
    expect(terms.get("kubernetes")).toMatchObject({ found: true, resumeSentence: "Ran k8s clusters." });
    expect(terms.get("docker")).toMatchObject({ found: false, resumeSentence: null });
    expect(res.body.match.score).toBeGreaterThan(0);
    expect(res.body.match.score).toBeLessThan(100);
  });

  it("answers a gap, not a score, with no default resume or a resume with no text", async () => {
    const user = await signUp();
    const none = await api("POST", "/match", { ...as(user), body: { description: POSTING } });
    expect(none.body).toMatchObject({ success: true, match: null, gap: "noResume", document: null });
    const scan = await resume(user, null, "resume", "Scan.txt");
    const noText = await api("POST", "/match", { ...as(user), body: { description: POSTING, documentId: scan } });
    expect(noText.body).toMatchObject({ match: null, gap: "noText", resume: "chosen", document: { _id: scan } });
  });

  it("never reads another user's document: 404 Document not found, the same as an unknown id", async () => {
    const [owner, other] = await Promise.all([signUp(), signUp()]);
    const theirs = await resume(owner, RESUME);
    for (const documentId of [theirs, "nope"]) {
      const res = await api("POST", "/match", { ...as(other), body: { description: POSTING, documentId } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: "Document not found" });
    }
  });

  it("validates the body: 400 with a clear message", async () => {
    const user = await signUp();
    const cases: [unknown, string][] = [
      [{}, "description is required"],
      [{ description: "   " }, "description is required"],
      [{ description: "x".repeat(20001) }, "description must be at most 20000 characters"],
      [{ description: "Python", documentId: "x".repeat(65) }, "documentId must be at most 64 characters"],
    ];
    for (const [body, message] of cases) {
      const res = await api("POST", "/match", { ...as(user), body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect((await api("POST", "/match", { body: { description: "Python" } })).status).toBe(401);
  });
});

describe("GET /match/resume (the extension's opt-in copy)", () => {
  it("answers the default resume's text, the caller's own only", async () => {
    const [user, other] = await Promise.all([signUp(), signUp()]);
    expect((await api("GET", "/match/resume", as(user))).body).toEqual({
      success: true,
      document: null,
      text: "",
      gap: "noResume",
    });
    const doc = await resume(user, RESUME, "resume", "Main.txt");
    await setDefault(user, doc);
    expect((await api("GET", "/match/resume", as(user))).body).toEqual({
      success: true,
      document: { _id: doc, name: "Main.txt" },
      text: RESUME,
      gap: null,
    });
    // Another user's document id in the account's row (never written by the app) is not read.
    await env.DB.prepare("UPDATE users SET default_resume_id = ? WHERE id = ?").bind(doc, other.userId).run();
    const foreign = await api("GET", "/match/resume", as(other));
    expect(foreign.body).toMatchObject({ document: null, text: "", gap: "noResume" });
    expect((await api("GET", "/match/resume")).status).toBe(401);
  });
});

describe("GET /jobs/:id/match", () => {
  it("uses the attached resume before the default one, and documentId before both", async () => {
    const user = await signUp();
    const [main, attached, other] = await Promise.all([
      resume(user, "Python and SQL every day."),
      resume(user, "Docker and Kubernetes only."),
      resume(user, "React and JavaScript."),
    ]);
    await setDefault(user, main);
    const jobId = await createJob(user, { jobDescription: POSTING });
    const byDefault = await api("GET", `/jobs/${jobId}/match`, as(user));
    expect(byDefault.body).toMatchObject({ resume: "default", document: { _id: main } });
    expect(
      (await api("POST", `/jobs/${jobId}/documents`, { ...as(user), body: { documentId: attached } })).status,
    ).toBe(200);
    const byAttached = await api("GET", `/jobs/${jobId}/match`, as(user));
    expect(byAttached.body).toMatchObject({ resume: "attached", document: { _id: attached } });
    const chosen = await api("GET", `/jobs/${jobId}/match?documentId=${other}`, as(user));
    expect(chosen.body).toMatchObject({ resume: "chosen", document: { _id: other } });
    const react = chosen.body.match.terms.find((t: { key: string }) => t.key === "react");
    expect(react).toMatchObject({ found: true, importance: expect.any(String) });
  });

  it("says noDescription for an application without one", async () => {
    const user = await signUp();
    await setDefault(user, await resume(user, RESUME));
    const jobId = await createJob(user, { jobDescription: "" });
    const res = await api("GET", `/jobs/${jobId}/match`, as(user));
    expect(res.body).toMatchObject({ match: null, gap: "noDescription" });
  });

  it("checks ownership of the job and of the document: 404s as the contract words them", async () => {
    const [owner, other] = await Promise.all([signUp(), signUp()]);
    const theirDoc = await resume(owner, RESUME);
    const theirJob = await createJob(owner, { jobDescription: POSTING });
    const myJob = await createJob(other, { jobDescription: POSTING });
    const job = await api("GET", `/jobs/${theirJob}/match`, as(other));
    expect(job.status).toBe(404);
    expect(job.body).toEqual({ success: false, message: "Job not found" });
    const doc = await api("GET", `/jobs/${myJob}/match?documentId=${theirDoc}`, as(other));
    expect(doc.status).toBe(404);
    expect(doc.body).toEqual({ success: false, message: "Document not found" });
    // Another user's default resume id written into the account (never by the app) is not read either.
    await env.DB.prepare("UPDATE users SET default_resume_id = ? WHERE id = ?").bind(theirDoc, other.userId).run();
    const viaDefault = await api("GET", `/jobs/${myJob}/match`, as(other));
    expect(viaDefault.body).toMatchObject({ match: null, gap: "noResume", document: null });
    await refresh(other.userId);
    expect(await stored(myJob)).toMatchObject({ score: null, doc: null });
  });
});

describe("the stored matchScore", () => {
  it("is computed when a job is created and when its description changes, the same figure as the live match", async () => {
    const user = await signUp();
    const doc = await resume(user, RESUME);
    await setDefault(user, doc);
    const created = await api("POST", "/jobs", {
      ...as(user),
      body: { company: "Acme", position: "Engineer", jobDescription: POSTING },
    });
    const jobId: string = created.body.job._id;
    const live = await api("GET", `/jobs/${jobId}/match`, as(user));
    expect(created.body.job.matchScore).toBe(live.body.match.score);
    expect(await stored(jobId)).toMatchObject({ score: live.body.match.score, doc });

    const edited = await api("PATCH", `/jobs/${jobId}`, { ...as(user), body: { jobDescription: "We need Python." } });
    expect(edited.body.job.matchScore).toBe(100);
    const other = await api("PATCH", `/jobs/${jobId}`, { ...as(user), body: { jobDescription: "We need Docker." } });
    expect(other.body.job.matchScore).toBe(0);
    expect((await api("GET", `/jobs/${jobId}`, as(user))).body.job.matchScore).toBe(0);
  });

  it("follows the attached resume, the default resume, a text correction and a deleted document", async () => {
    const user = await signUp();
    const [main, attached] = await Promise.all([resume(user, "Python."), resume(user, "Docker.")]);
    const jobId = await createJob(user, { jobDescription: "We need Python and Docker." });
    expect(await stored(jobId)).toMatchObject({ score: null, doc: null });

    await setDefault(user, main);
    expect(await stored(jobId)).toMatchObject({ score: 50, doc: main });

    await api("POST", `/jobs/${jobId}/documents`, { ...as(user), body: { documentId: attached } });
    expect(await stored(jobId)).toMatchObject({ score: 50, doc: attached });
    await setText(attached, "Docker and Python.");
    expect(await refresh(user.userId, attached)).toBe(1);
    expect(await stored(jobId)).toMatchObject({ score: 100, doc: attached });

    await api("DELETE", `/jobs/${jobId}/documents/${attached}`, as(user));
    expect(await stored(jobId)).toMatchObject({ score: 50, doc: main });

    await setText(main, "Nothing relevant.");
    expect(await refresh(user.userId, main)).toBe(1);
    expect(await stored(jobId)).toMatchObject({ score: 0, doc: main });

    // The default resume deleted: the account's row forgets it (ON DELETE SET NULL), and its jobs follow.
    await env.DB.prepare("DELETE FROM documents WHERE id = ?").bind(main).run();
    await refresh(user.userId, main);
    expect(await stored(jobId)).toMatchObject({ score: null, doc: null });
  });

  it("writes nothing when nothing it was computed from changed, and never touches another user's jobs", async () => {
    const [user, other] = await Promise.all([signUp(), signUp()]);
    const doc = await resume(user, RESUME);
    await setDefault(user, doc);
    const mine = await createJob(user, { jobDescription: POSTING });
    const theirs = await createJob(other, { jobDescription: POSTING });
    const before = await stored(mine);
    expect(await refresh(user.userId, doc)).toBe(0);
    expect(await refresh(user.userId)).toBe(0);
    expect(await stored(mine)).toEqual(before);
    // Another user naming this document changes nothing of theirs or of the owner's.
    expect(await refresh(other.userId, doc)).toBe(0);
    expect(await stored(theirs)).toMatchObject({ score: null });
  });

  it("writing a score reads the jobs it writes, not every job of the account", async () => {
    const user = await signUp();
    await setDefault(user, await resume(user, "Python."));
    const first = await createJob(user, { jobDescription: "We need Python." });
    await copyJob(first, 200);
    // A new description with the same score: no analytics band moves (their triggers read rows of their own).
    await env.DB.prepare("UPDATE jobs SET job_description = 'We need Python!' WHERE id = ?").bind(first).run();
    const metered = meteredD1();
    metered.tracker.reset();
    expect(await refreshJobMatches(testDeps({ db: getDb(metered.db) }), user.userId, [first])).toBe(1);
    expect(await stored(first)).toMatchObject({ score: 100 });
    const update = metered.tracker.meter.log.find((l) => /^\s*UPDATE "jobs" SET\s+match_score/.test(l.sql));
    // Found by its primary key: a handful of rows (the job, its index entries); walking the account's 201 jobs
    // read over 400.
    expect(update?.rowsRead, describeLog(metered.tracker.meter)).toBeLessThanOrEqual(10);
  });

  it("recomputes a whole account a page at a time", async () => {
    const user = await signUp();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await createJob(user, { jobDescription: i % 2 ? "Python." : "Docker." }));
    const doc = await resume(user, "Python.");
    await env.DB.prepare("UPDATE users SET default_resume_id = ? WHERE id = ?").bind(doc, user.userId).run();
    expect(await refresh(user.userId)).toBe(5);
    const scores = await Promise.all(ids.map(async (id) => (await stored(id))?.score));
    expect(scores).toEqual([0, 100, 0, 100, 0]);
  });
});

/**
 * Dependencies whose queue records the refresh pages asked for; `drain` delivers them to the queue's consumer
 * (`consumeDocumentTextBatch`, what worker/index.ts runs), a batch per round, until no page is left, each
 * message acked. Answers how many pages it delivered.
 */
function queueing() {
  const queued: MatchRefreshMessage[] = [];
  const record = (body: DocumentTextQueueMessage) => {
    if ("kind" in body) queued.push(body);
  };
  const deps = testDeps({
    documentText: {
      send: async (body) => record(body),
      sendBatch: async (messages) => {
        for (const m of messages) record(m.body);
      },
    },
  });
  const drain = async () => {
    let pages = 0;
    while (queued.length > 0) {
      const batch = createMessageBatch<DocumentTextQueueMessage>(
        DOCUMENT_TEXT_QUEUE,
        queued.splice(0).map((body) => ({ id: `page-${++pages}`, timestamp: new Date(), attempts: 1, body })),
      );
      await consumeDocumentTextBatch(deps, batch);
      const result = await getQueueResult(batch, createExecutionContext());
      expect(result.explicitAcks).toEqual(batch.messages.map((m) => m.id));
    }
    return pages;
  };
  return { deps, queued, drain };
}

/** The user's jobs' match keys, by job id. */
async function matchKeys(userId: string): Promise<Map<string, string>> {
  const { results } = await env.DB.prepare("SELECT id, match_key AS key FROM jobs WHERE user_id = ?")
    .bind(userId)
    .all<{ id: string; key: string }>();
  return new Map(results.map((r) => [r.id, r.key]));
}

/**
 * A refresh as the app asks for one (`queueMatchRefresh`: the whole account, or with `documentId` the jobs
 * that match against it), run by the queue's consumer; answers how many of the user's jobs it scored anew.
 */
async function refresh(userId: string, documentId?: string): Promise<number> {
  const before = await matchKeys(userId);
  const { deps, drain } = queueing();
  await queueMatchRefresh(deps, userId, documentId);
  await drain();
  const after = await matchKeys(userId);
  return [...after].filter(([id, key]) => before.get(id) !== key).length;
}

const defaultOf = async (user: SignedUp) =>
  (
    await env.DB.prepare("SELECT default_resume_id AS id FROM users WHERE id = ?")
      .bind(user.userId)
      .first<{ id: string | null }>()
  )?.id ?? null;

describe("whole-account refreshes go through the queue, a page per message", () => {
  it("choosing the default resume or correcting its text scores nothing in the request; the queue's pages do", async () => {
    const user = await signUp();
    const doc = await resume(user, "Python.");
    const jobId = await createJob(user, { jobDescription: "We need Python." });
    const { deps, queued, drain } = queueing();
    expect((await setDefaultResume(deps, user.userId, doc)).ok).toBe(true);
    expect(await stored(jobId)).toMatchObject({ score: null });
    expect(queued).toEqual([{ kind: "match-refresh", userId: user.userId }]);
    expect(await drain()).toBe(1);
    expect(await stored(jobId)).toMatchObject({ score: 100, doc });

    expect((await saveDocumentText(deps, user.userId, doc, "Docker.")).ok).toBe(true);
    expect(await stored(jobId)).toMatchObject({ score: 100 });
    expect(queued).toEqual([{ kind: "match-refresh", userId: user.userId, documentId: doc }]);
    await drain();
    expect(await stored(jobId)).toMatchObject({ score: 0, doc });
  });

  it("a page is MATCH_REFRESH_CHUNK jobs; it sends the next page's message with its cursor", async () => {
    const user = await signUp();
    const first = await createJob(user, { jobDescription: "We need Python." });
    await copyJob(first, MATCH_REFRESH_CHUNK);
    const doc = await resume(user, "Python.");
    await env.DB.prepare("UPDATE users SET default_resume_id = ? WHERE id = ?").bind(doc, user.userId).run();
    const { deps, queued } = queueing();
    const message: MatchRefreshMessage = { kind: "match-refresh", userId: user.userId };
    expect(await consumeMatchRefresh(deps, message)).toBe(MATCH_REFRESH_CHUNK);
    expect(queued).toEqual([{ ...message, after: expect.any(String) }]);
    const next = queued[0];
    expect(await consumeMatchRefresh(deps, next)).toBe(1);
    expect(queued).toHaveLength(1);
    const unscored = await env.DB.prepare("SELECT COUNT(*) AS n FROM jobs WHERE user_id = ? AND match_score IS NULL")
      .bind(user.userId)
      .first<{ n: number }>();
    expect(unscored?.n).toBe(0);
  });
});

describe("deleting applications and the files only on them", () => {
  it("deleteJob taking the default resume with it: the other applications scored with it are scored again", async () => {
    const user = await signUp();
    const doc = await resume(user, "Python.");
    const [gone, kept] = [
      await createJob(user, { jobDescription: "We need Python." }),
      await createJob(user, { jobDescription: "We need Python." }),
    ];
    await api("POST", `/jobs/${gone}/documents`, { ...as(user), body: { documentId: doc } });
    await setDefault(user, doc);
    expect(await stored(kept)).toMatchObject({ score: 100, doc });
    const { deps, queued, drain } = queueing();
    expect((await deleteJob(deps, user.userId, gone)).ok).toBe(true);
    expect(queued).toEqual([{ kind: "match-refresh", userId: user.userId, documentId: doc }]);
    await drain();
    expect(await stored(kept)).toMatchObject({ score: null, doc: null });
  });

  it("a bulk delete taking the default resume: the others are scored again, and its undo sets the default back", async () => {
    const user = await signUp();
    const doc = await resume(user, "Python.");
    const gone = await createJob(user, { jobDescription: "We need Python." });
    const kept = await createJob(user, { jobDescription: "We need Python." });
    await api("POST", `/jobs/${gone}/documents`, { ...as(user), body: { documentId: doc } });
    await setDefault(user, doc);
    const { deps, queued, drain } = queueing();
    const outcome = await bulkJobs(deps, user.userId, { ids: [gone], action: "delete" });
    expect(outcome.done).toBe(1);
    expect(await defaultOf(user)).toBeNull();
    expect(queued).toEqual([{ kind: "match-refresh", userId: user.userId, documentId: doc }]);
    await drain();
    expect(await stored(kept)).toMatchObject({ score: null, doc: null });

    const undone = await undoBulk(deps, user.userId, outcome.undo?.token ?? "");
    expect(undone).toMatchObject({ ok: true, value: { restored: 1 } });
    expect(await defaultOf(user)).toBe(doc);
    expect(queued).toEqual([{ kind: "match-refresh", userId: user.userId }]);
    await drain();
    expect(await stored(kept)).toMatchObject({ score: 100, doc });
  });
});

describe("the analytics of a stored score (migration 0038)", () => {
  const setScore = (jobId: string, score: number | null) =>
    env.DB.prepare("UPDATE jobs SET match_score = ? WHERE id = ?").bind(score, jobId).run();
  const bandKeys = async (user: SignedUp) => {
    const rows = await env.DB.prepare("SELECT data FROM analytics_months WHERE user_id = ?")
      .bind(user.userId)
      .all<{ data: string }>();
    const keys: Record<string, number> = {};
    for (const r of rows.results) {
      for (const [k, v] of Object.entries(JSON.parse(r.data) as Record<string, number>)) {
        if (k.slice(3, 6) === "mb:" && v !== 0) keys[k.slice(3)] = (keys[k.slice(3)] ?? 0) + v;
      }
    }
    return keys;
  };

  /** Every analytics key of the user's months that is not zero (a key moved away and back stays as 0). */
  const nonZero = async (user: SignedUp) => {
    const rows = await env.DB.prepare("SELECT month, data FROM analytics_months WHERE user_id = ? ORDER BY month")
      .bind(user.userId)
      .all<{ month: string; data: string }>();
    return rows.results.map((r) => [
      r.month,
      Object.entries(JSON.parse(r.data) as Record<string, number>).filter(([, v]) => v !== 0),
    ]);
  };

  it("a score within the same band writes no analytics; a new band moves only the band's keys", async () => {
    const user = await signUp();
    const jobId = await createJob(user, { status: "applied", jobDescription: "We need Python." });
    await setScore(jobId, 41);
    expect(await bandKeys(user)).toEqual({ "mb:40-59:n": 1 });
    const before = await nonZero(user);
    // The job's row and its match index: no analytics row rewritten.
    const same = await setScore(jobId, 55);
    expect(same.meta.rows_written).toBeLessThanOrEqual(2);
    const moved = await setScore(jobId, 90);
    expect(moved.meta.rows_written).toBeGreaterThan(2);
    expect(await bandKeys(user)).toEqual({ "mb:80-100:n": 1 });
    await setScore(jobId, 41);
    expect(await nonZero(user)).toEqual(before);
  });
});

describe("the default resume a score uses", () => {
  it("a posting with nothing to match (no known term, no years asked) stores no score, not 0", async () => {
    const user = await signUp();
    const doc = await resume(user, "Python.");
    await setDefault(user, doc);
    const jobId = await createJob(user, { jobDescription: "Come and say hello to our friendly team." });
    expect(await stored(jobId)).toMatchObject({ score: null, doc });
    const live = await api("GET", `/jobs/${jobId}/match`, as(user));
    expect(live.body.match).toMatchObject({ score: null, required: { total: 0 } });
  });

  it("is only the user's own ready resume: a default pointing at a cover letter scores nothing", async () => {
    const user = await signUp();
    const letter = await resume(user, "Python.", "coverLetter", "Letter.txt");
    const jobId = await createJob(user, { jobDescription: "We need Python." });
    await setDefault(user, letter);
    expect(await stored(jobId)).toMatchObject({ score: null, doc: null });
  });
});

describe("the list's match sorts", () => {
  it("match-high: highest first, no score last; match-low the reverse; pages by cursor", async () => {
    const user = await signUp();
    await setDefault(user, await resume(user, "Python and SQL."));
    const a = await createJob(user, { company: "A", jobDescription: "Python and SQL." });
    const b = await createJob(user, { company: "B", jobDescription: "Python and Docker." });
    const c = await createJob(user, { company: "C", jobDescription: "" });
    const d = await createJob(user, { company: "D", jobDescription: "Docker." });
    const high = await api("GET", "/jobs?sort=match-high&limit=2", as(user));
    expect(high.body.jobs.map((j: { _id: string }) => j._id)).toEqual([a, b]);
    const next = await api("GET", `/jobs?sort=match-high&limit=2&page=2&cursor=${high.body.nextCursor}`, as(user));
    expect(next.body.jobs.map((j: { _id: string; matchScore: number | null }) => [j._id, j.matchScore])).toEqual([
      [d, 0],
      [c, null],
    ]);
    const low = await api("GET", "/jobs?sort=match-low&limit=10", as(user));
    expect(low.body.jobs.map((j: { _id: string }) => j._id)).toEqual([c, d, b, a]);
  });
});

describe("the application page's Match panel", () => {
  it("shows the score, the terms with their sentences, and compares another resume with a GET (no JavaScript)", async () => {
    const user = await signUpForWeb();
    const main = await resume(user, RESUME, "resume", "Main resume.txt");
    const other = await resume(user, "React, Docker and Kubernetes.", "resume", "Frontend resume.txt");
    await setDefault(user, main);
    const jobId = await createJob(user, { jobDescription: POSTING });
    const score = (await stored(jobId))?.score;
    const html = await (await page(`/jobs/${jobId}`, user.cookie)).text();
    expect(html).toContain(`Match ${score}`);
    expect(html).toContain("Main resume.txt");
    expect(html).toContain("You will build services in Python and SQL.");
    expect(html).toContain('name="matchDoc"');
    expect(html).toMatch(new RegExp(`<form(?=[^>]*method="get")(?=[^>]*action="/jobs/${jobId}")`));

    const compared = await (await page(`/jobs/${jobId}?matchDoc=${other}`, user.cookie)).text();
    const live = await api("GET", `/jobs/${jobId}/match?documentId=${other}`, as(user));
    expect(compared).toContain(`Match ${live.body.match.score}`);
    expect(compared).toContain("chosen to compare");
    // Comparing shows; it stores nothing.
    expect((await stored(jobId))?.score).toBe(score);
  });

  it("does not read another user's document named in ?matchDoc=, and shows each empty state", async () => {
    const [owner, user] = await Promise.all([signUp(), signUpForWeb()]);
    const theirs = await resume(owner, "A secret resume mentioning Docker.");
    const jobId = await createJob(user, { jobDescription: POSTING });
    const foreign = await (await page(`/jobs/${jobId}?matchDoc=${theirs}`, user.cookie)).text();
    expect(foreign).not.toContain("secret resume");
    expect(foreign).toContain("That document was not found");
    expect(foreign).toContain("No resume to match against");

    const blank = await createJob(user, { jobDescription: "" });
    await setDefault(user, await resume(user, RESUME));
    expect(await (await page(`/jobs/${blank}`, user.cookie)).text()).toContain("no job description to match");
    await setDefault(user, await resume(user, null, "resume", "Scan.txt"));
    const noText = await (await page(`/jobs/${jobId}`, user.cookie)).text();
    expect(noText.replaceAll("<!-- -->", "")).toContain("There is no text for Scan.txt yet");
    expect(noText).toContain('href="/documents"');
  });

  it("shows the stored score in the list", async () => {
    const user = await signUpForWeb();
    await setDefault(user, await resume(user, "Python."));
    await createJob(user, { jobDescription: "Python." });
    const html = await (await page("/applications?sort=match-high", user.cookie)).text();
    expect(html).toContain('data-match-score="100"');
    expect(html).toContain("Match: highest first");
  });
});
