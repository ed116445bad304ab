/**
 * `GET /api/v1/analytics/answers` (contract §9, issue 33): the /analytics screen's "what gets answers"
 * tables over the API, from the same domain call as the screen's loader: the same numbers for the same
 * period, the caller's applications only, the advanced-analytics gate, the period's 400, the token's 401; a
 * real answer, every table filled, against the OpenAPI document the Worker serves.
 */
import { env } from "cloudflare:workers";
import { appContext } from "@worker/context";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { loader } from "~/routes/analytics";
import { type CurrentUser, userContext } from "~/server/context.server";
import {
  api,
  as,
  createJob,
  FILES,
  type SignedUp,
  servedValidators,
  setPlan,
  signUp,
  testDeps,
  upload,
} from "../support";

async function resume(user: SignedUp, name: string) {
  const res = await upload(user, FILES.pdf(), name, { fields: { type: "resume" } });
  if (res.status !== 201 && res.status !== 200) throw new Error(`upload failed ${res.status}`);
  return res.body.document._id as string;
}

const today = new Date().toISOString().slice(0, 10);
const daysAgo = (k: number) => new Date(Date.parse(today) - k * 86_400_000).toISOString().slice(0, 10);

/**
 * Applications dated 20 days ago from `source` with the resume `doc`; the first `answered` moved to screening
 * `after` days later, as a real move would be recorded. `scores` are stored match scores, in order.
 */
async function apply(
  user: SignedUp,
  opts: { source: string; doc: string; count: number; answered?: number; after?: number; scores?: number[] },
) {
  for (let i = 0; i < opts.count; i++) {
    const id = await createJob(user, { status: "applied", source: opts.source, applicationDate: daysAgo(20) });
    const attached = await api("POST", `/jobs/${id}/documents`, { ...as(user), body: { documentId: opts.doc } });
    if (attached.status !== 200 && attached.status !== 201) throw new Error(`attach failed ${attached.status}`);
    const score = opts.scores?.[i];
    if (score !== undefined) await env.DB.prepare("UPDATE jobs SET match_score = ? WHERE id = ?").bind(score, id).run();
    if (i < (opts.answered ?? 0))
      await env.DB.prepare("UPDATE jobs SET status = 'screening', updated_at = ? WHERE id = ?")
        .bind(Date.parse(daysAgo(20)) + (opts.after ?? 1) * 86_400_000 + 3_600_000, id)
        .run();
  }
}

/** The /analytics loader's data for `user` at `period`, called as the router calls it. */
async function screenData(user: SignedUp, period: string) {
  const context = new RouterContextProvider();
  context.set(appContext, { deps: testDeps(), env, ctx: {} as ExecutionContext });
  context.set(userContext, { id: user.userId, timeZone: "UTC" } as CurrentUser);
  const request = new Request(`http://localhost/analytics?period=${period}`);
  return loader({ request, context, params: {} } as unknown as Parameters<typeof loader>[0]);
}

let premium: SignedUp;
let other: SignedUp;

beforeAll(async () => {
  premium = await signUp();
  other = await signUp();
  for (const u of [premium, other]) {
    await setPlan(u.userId, "premium");
    await api("PATCH", "/auth/update-profile", { ...as(u), body: { timeZone: "UTC" } });
  }
  const v1 = await resume(premium, "Resume v1.pdf");
  const v2 = await resume(premium, "Resume v2.pdf");
  // LinkedIn: 6 with v1, 3 answered after 2 days; 5 of them scored 85. Referral: 5 with v2, 1 answered after 4
  // days. Naukri: 2 with v2 (a hidden row).
  await apply(premium, { source: "linkedin", doc: v1, count: 6, answered: 3, after: 2, scores: [85, 85, 85, 85, 85] });
  await apply(premium, { source: "referral", doc: v2, count: 5, answered: 1, after: 4 });
  await apply(premium, { source: "naukri", doc: v2, count: 2 });
  // Another account's applications, from the same sources, all answered: never in the figures above.
  const theirs = await resume(other, "Their resume.pdf");
  await apply(other, { source: "linkedin", doc: theirs, count: 7, answered: 7, after: 1, scores: [85, 85, 85] });
}, 120_000);

type Row = { applications: number; responses: number; responseRate: number; [k: string]: unknown };
type Table = { rows: Row[]; hidden: number };
type Answers = {
  period: string;
  timeZone: string;
  from: string | null;
  to: string;
  bySource: Table;
  byResumeVersion: Table;
  scoreVsOutcome: Table;
};

describe("GET /api/v1/analytics/answers", () => {
  it.each(["last-3-months", "all", "last-week"])(
    "period %s: the screen's loader's numbers, field for field",
    async (period) => {
      const res = await api("GET", `/analytics/answers?period=${period}`, as(premium));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.success).toBe(true);
      const data = res.body.data as Answers;
      const screen = await screenData(premium, period);
      if (screen.sample) throw new Error("the screen showed the sample to a Premium user");
      expect(data.period).toBe(screen.period);
      expect(data.timeZone).toBe(screen.timeZone);
      expect(data.from).toBe(screen.start);
      expect(data.to).toBe(screen.today);
      expect(data.bySource).toEqual(screen.answers.bySource);
      expect(data.scoreVsOutcome).toEqual(screen.answers.scoreVsOutcome);
      expect(data.byResumeVersion).toEqual({
        hidden: screen.answers.byResumeVersion.hidden,
        rows: screen.answers.byResumeVersion.rows.map(({ key, since, ...row }) => ({
          ...row,
          hashPrefix: key,
          since: since === null ? null : new Date(since).toISOString(),
        })),
      });
    },
  );

  it("counts the caller's applications only, with the figures the account holds", async () => {
    const res = await api("GET", "/analytics/answers?period=last-3-months", as(premium));
    const data = res.body.data as Answers;
    expect(data.bySource.rows.map((r) => [r.source, r.applications, r.responses, r.medianDaysToFirstResponse])).toEqual(
      [
        ["linkedin", 6, 3, 2],
        ["referral", 5, 1, 4],
      ],
    );
    expect(data.bySource.rows[0]).toMatchObject({
      label: "LinkedIn",
      responseRate: 50,
      responseInterval: { low: expect.any(Number), high: expect.any(Number) },
    });
    expect(data.bySource.hidden).toBe(1);
    expect(data.byResumeVersion.rows.map((r) => [r.name, r.applications, r.responses])).toEqual([
      ["Resume v2.pdf", 7, 1],
      ["Resume v1.pdf", 6, 3],
    ]);
    for (const r of data.byResumeVersion.rows) {
      expect(r.hashPrefix).toMatch(/^[0-9a-f]{16}$/);
      expect(r.shortHash).toBe((r.hashPrefix as string).slice(0, 7));
      expect(r.since).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    expect(data.scoreVsOutcome.rows.map((r) => [r.band, r.applications, r.responses])).toEqual([
      ["80-100", 5, 3],
      ["none", 8, 1],
    ]);
    // The other account sees its own 7, all answered, and nothing of the first one's.
    const theirs = (await api("GET", "/analytics/answers", as(other))).body.data as Answers;
    expect(theirs.bySource.rows.map((r) => [r.source, r.applications, r.responses])).toEqual([["linkedin", 7, 7]]);
    expect(theirs.byResumeVersion.rows.map((r) => r.name)).toEqual(["Their resume.pdf"]);
  });

  it("a real answer, every table filled, validates against the served document's AnswerAnalytics", async () => {
    const res = await api("GET", "/analytics/answers?period=all", as(premium));
    expect(res.status).toBe(200);
    const data = res.body.data as Answers;
    // Every table has rows, with the nullable fields both ways where the data gives them.
    for (const table of ["bySource", "byResumeVersion", "scoreVsOutcome"] as const)
      expect(data[table].rows.length, table).toBeGreaterThan(0);
    expect(data.from).toBeNull();
    expect(data.bySource.rows[0].responseInterval).not.toBeNull();
    expect(data.bySource.rows[0].medianDaysToFirstResponse).not.toBeNull();
    expect(data.byResumeVersion.rows[0].since).not.toBeNull();

    const validators = await servedValidators();
    const named = validators.named("AnswerAnalytics");
    expect(named(data), JSON.stringify(named.errors)).toBe(true);
    // The whole body against the operation's documented answer ({success, data: AnswerAnalytics}).
    const answer = validators.answer("get", "/analytics/answers");
    expect(answer(res.body), JSON.stringify(answer.errors)).toBe(true);
    // The document leaves additionalProperties open; contract §9 says "exactly those names": the answer
    // carries no field the document does not name.
    const exact = validators.named("AnswerAnalytics", { closed: true });
    expect(exact(data), JSON.stringify(exact.errors)).toBe(true);
    expect(exact({ ...data, extra: 1 })).toBe(false);
    // A dated period (from a day, not null) validates too.
    const dated = await api("GET", "/analytics/answers?period=last-3-months", as(premium));
    expect(named(dated.body.data), JSON.stringify(named.errors)).toBe(true);

    // The check is not lenient: a renamed field in any table's row, or in the envelope, is refused.
    const renamed = (table: keyof Pick<Answers, "bySource" | "byResumeVersion" | "scoreVsOutcome">, from: string) => {
      const copy = structuredClone(data);
      const row = copy[table].rows[0];
      row[`${from}Renamed`] = row[from];
      delete row[from];
      return copy;
    };
    expect(named(renamed("bySource", "responseRate"))).toBe(false);
    expect(named(renamed("byResumeVersion", "hashPrefix"))).toBe(false);
    expect(named(renamed("scoreVsOutcome", "band"))).toBe(false);
    const { bySource, ...withoutBySource } = data;
    expect(named({ ...withoutBySource, sources: bySource })).toBe(false);
  });

  it("an empty period: every table empty, nothing hidden", async () => {
    const fresh = await signUp();
    await setPlan(fresh.userId, "premium");
    const res = await api("GET", "/analytics/answers?period=last-week", as(fresh));
    expect(res.status).toBe(200);
    for (const table of ["bySource", "byResumeVersion", "scoreVsOutcome"] as const)
      expect(res.body.data[table]).toEqual({ rows: [], hidden: 0 });
  });

  it.each(["free", "basic"] as const)("on %s: 403 with the advanced analytics refusal", async (plan) => {
    const u = await signUp();
    await setPlan(u.userId, plan);
    const res = await api("GET", "/analytics/answers", as(u));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      success: false,
      message: "Advanced analytics is included in the Premium plan. Upgrade at /plans to see it.",
    });
  });

  it("a period over 40 characters: 400 naming it; an unknown one is all time", async () => {
    const res = await api("GET", `/analytics/answers?period=${"x".repeat(41)}`, as(premium));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: "period must be at most 40 characters" });
    const unknown = await api("GET", "/analytics/answers?period=last-decade", as(premium));
    expect(unknown.status).toBe(200);
    expect(unknown.body.data).toMatchObject({ period: "all", from: null });
  });

  it("without a token, or with a bad one: 401", async () => {
    expect((await api("GET", "/analytics/answers")).status).toBe(401);
    expect((await api("GET", "/analytics/answers", { token: "not-a-token" })).status).toBe(401);
  });
});
