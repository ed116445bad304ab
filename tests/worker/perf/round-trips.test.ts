/**
 * Round-trip budget of a signed-in page view (issue 11): the session, user and plan come from one D1
 * statement in the layout's middleware, then the route's loaders run in parallel; nothing else waits.
 */

import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { contactCreateSchema, interactionCreateSchema } from "@core/schemas/contacts";
import { interviewCreateSchema, jobCreateSchema } from "@core/schemas/job";
import { taskCreateSchema } from "@core/schemas/task";
import { addInteraction, createContact } from "@worker/domain/contacts.server";
import { keepUpload } from "@worker/domain/data-import/uploads.server";
import { uploadDocument } from "@worker/domain/documents/documents.server";
import { addInterview, createJob } from "@worker/domain/jobs.server";
import { createTask } from "@worker/domain/tasks.server";
import { app } from "@worker/index";
import { beforeAll, describe, expect, it } from "vitest";
import { signUpForWeb, testDeps, type WebUser } from "../support";
import { roundTripMeter } from "./round-trip-meter";

const MAX_WAVES = 2;

let user: WebUser;
/** Every signed-in screen with a record to show: lists, details, forms, confirmations. */
let screens: string[] = [];

function value<T>(result: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

beforeAll(async () => {
  user = await signUpForWeb();
  const deps = testDeps();
  const jobIds: string[] = [];
  for (const [i, status] of ["applied", "screening", "offer", "saved"].entries()) {
    const input = jobCreateSchema.parse({ company: `Co ${i}`, position: "Dev", status });
    jobIds.push(value(await createJob(deps, user.userId, input))._id);
  }
  const when = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const interviewInput = interviewCreateSchema.parse({ date: when, interviewType: "video" });
  const withInterview = value(await addInterview(deps, user.userId, jobIds[1], interviewInput));
  const interviewId = withInterview.interviewHistory[0]._id;
  const taskInput = taskCreateSchema.parse({ title: "Follow up", dueDate: "2030-01-01", relatedJob: jobIds[0] });
  const taskId = value(await createTask(deps, user.userId, taskInput))._id;
  const contactInput = contactCreateSchema.parse({ name: "Ana", relatedJobs: [jobIds[0]] });
  const contactId = value(await createContact(deps, user.userId, contactInput))._id;
  const interaction = interactionCreateSchema.parse({ date: new Date().toISOString(), notes: "Called" });
  const withInteraction = value(await addInteraction(deps, user.userId, contactId, interaction));
  const interactionId = withInteraction.interactionHistory[0]._id;
  const job = jobIds[1];
  const pdf = new Blob(["%PDF-1.7\n% round trips\n%%EOF\n"]);
  const upload = { file: pdf, fileName: "cv.pdf", type: "resume" as const, jobId: job };
  const documentId = value(await uploadDocument(deps, user.userId, upload)).document._id;
  const csv = new TextEncoder().encode("Company,Job Title,Status\r\nAcme,Engineer,Applied\r\n");
  const uploadId = await keepUpload(deps, user.userId, "jobs.csv", csv);
  screens = [
    "/dashboard",
    "/profile",
    "/profile/data",
    "/profile/data/import",
    `/profile/data/import/csv/${uploadId}`,
    "/jobs/new",
    `/jobs/${job}`,
    // The resume match compared with another document (decision 055): still one wave of reads.
    `/jobs/${job}?matchDoc=${documentId}`,
    `/jobs/edit/${job}`,
    `/jobs/${job}/delete`,
    `/jobs/${job}/interviews/new`,
    `/jobs/${job}/interviews/edit/${interviewId}`,
    `/jobs/${job}/interviews/${interviewId}/delete`,
    "/tasks",
    "/tasks/new",
    `/tasks/${taskId}`,
    `/tasks/edit/${taskId}`,
    `/tasks/${taskId}/delete`,
    "/contacts/new",
    `/contacts/${contactId}`,
    `/contacts/edit/${contactId}`,
    `/contacts/${contactId}/delete`,
    `/contacts/${contactId}/interactions/${interactionId}/delete`,
    "/documents",
    `/documents/edit/${documentId}`,
    `/documents/${documentId}/delete`,
    `/documents/${documentId}/text`,
  ];
});

/** Renders a page through the Worker with metered bindings; its status, HTML and the meter. */
async function meteredView(path: string, cookie: string) {
  const meter = roundTripMeter(env);
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://localhost${path}`, { headers: { Cookie: cookie } }), meter.env, ctx);
  const html = await res.text();
  // Only what the answer waited for: work after the answer (waitUntil) is not counted.
  const calls = [...meter.calls];
  await waitOnExecutionContext(ctx);
  const waves = calls.reduce((deepest, c) => Math.max(deepest, c.depth), 0);
  return { res, html, calls, waves };
}

describe("signed-in page views make at most two sequential storage round trips", { timeout: 20_000 }, () => {
  for (const path of [
    "/dashboard",
    "/applications",
    "/applications?status=applied&sort=a-z&search=co",
    "/tasks",
    "/contacts",
    "/documents",
  ]) {
    it(`SSR ${path}`, async () => {
      const view = await meteredView(path, user.cookie);
      expect(view.res.status).toBe(200);
      expect(view.html).toContain("Test User");
      expect(view.calls.length).toBeGreaterThan(1);
      // The session check reads no KV: D1 answers it with the user and the plan.
      expect(view.calls.filter((c) => c.what.startsWith("kv"))).toEqual([]);
      expect(view.calls.filter((c) => c.depth === 1)).toHaveLength(1);
      expect(view.waves, JSON.stringify(view.calls)).toBeLessThanOrEqual(MAX_WAVES);
    });
  }

  it("every other signed-in screen too (details, forms, confirmations)", async () => {
    const over: string[] = [];
    for (const path of screens) {
      const view = await meteredView(path, user.cookie);
      expect(view.res.status, path).toBe(200);
      if (view.waves > MAX_WAVES) over.push(`${path}: ${view.waves} waves ${JSON.stringify(view.calls)}`);
    }
    expect(over).toEqual([]);
  });

  it("a signed-out visitor costs one round trip before the redirect to /login", async () => {
    const view = await meteredView("/dashboard", `op_session=${"a".repeat(24)}.${"b".repeat(43)}`);
    expect(view.res.status).toBe(302);
    expect(view.res.headers.get("Location")).toBe("/login");
    expect(view.waves).toBe(1);
  });
});

describe("API reads wait for one storage round trip", { timeout: 20_000 }, () => {
  // The session check goes out with the route's own reads (worker/api/middleware/require-auth.ts).
  for (const path of ["/jobs?limit=10", "/tasks", "/contacts?sort=a-z", "/analytics/dashboard", "/auth/me"]) {
    it(`GET /api/v1${path}`, async () => {
      const meter = roundTripMeter(env);
      const ctx = createExecutionContext();
      const headers = { Authorization: `Bearer ${user.token}` };
      const res = await app.fetch(new Request(`http://localhost/api/v1${path}`, { headers }), meter.env, ctx);
      await res.arrayBuffer();
      const calls = [...meter.calls];
      await waitOnExecutionContext(ctx);
      expect(res.status).toBe(200);
      expect(calls.some((c) => c.what.startsWith("kv get"))).toBe(true);
      expect(
        calls.reduce((deepest, c) => Math.max(deepest, c.depth), 0),
        JSON.stringify(calls),
      ).toBe(1);
    });
  }
});

describe("the meter", () => {
  it("counts a chain as waves and parallel calls as one", async () => {
    const meter = roundTripMeter(env);
    const db = meter.env.DB;
    await db.prepare("SELECT 1").first();
    await Promise.all([db.prepare("SELECT 2").first(), meter.env.SESSIONS.get("nothing")]);
    expect(meter.waves()).toBe(2);
    await db.withSession("first-primary").prepare("SELECT 3").all();
    expect(meter.waves()).toBe(3);
  });
});
