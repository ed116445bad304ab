/**
 * Round-trip budget of a signed-in page view (issue 11): the session, user and plan come from one D1
 * statement in the layout's middleware, then the route's loaders run in parallel; nothing else waits.
 */

import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { addInterview, createJob } from "@worker/domain/jobs.server";
import { createTask } from "@worker/domain/tasks.server";
import { app } from "@worker/index";
import { beforeAll, describe, expect, it } from "vitest";
import { interviewCreateSchema, jobCreateSchema } from "~/lib/schemas/job";
import { taskCreateSchema } from "~/lib/schemas/task";
import { signUpForWeb, testDeps, type WebUser } from "../helpers";
import { roundTripMeter } from "./round-trip-meter";

const MAX_WAVES = 2;

let user: WebUser;

beforeAll(async () => {
  user = await signUpForWeb();
  const deps = testDeps();
  for (const [i, status] of ["applied", "screening", "offer", "saved"].entries()) {
    const job = await createJob(
      deps,
      user.userId,
      jobCreateSchema.parse({ company: `Co ${i}`, position: "Dev", status }),
    );
    if (!job.ok) throw new Error(job.message);
    if (i === 1) {
      const when = new Date(Date.now() + 2 * 86_400_000).toISOString();
      await addInterview(
        deps,
        user.userId,
        job.value._id,
        interviewCreateSchema.parse({ date: when, interviewType: "video" }),
      );
    }
  }
  await createTask(deps, user.userId, taskCreateSchema.parse({ title: "Follow up", dueDate: "2030-01-01" }));
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
  for (const path of ["/dashboard", "/applications", "/applications?status=applied&sort=a-z&search=co"]) {
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

  it("a signed-out visitor costs one round trip before the redirect to /login", async () => {
    const view = await meteredView("/dashboard", `op_session=${"a".repeat(24)}.${"b".repeat(43)}`);
    expect(view.res.status).toBe(302);
    expect(view.res.headers.get("Location")).toBe("/login");
    expect(view.waves).toBe(1);
  });
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
