/**
 * Contract §9's four optional endpoints against a hand-computed account (issue 23), in Asia/Kolkata and
 * America/Los_Angeles: the same rows, dated relative to the user's today, with instants placed so that some
 * fall on different local days in the two zones. The rows are written straight into D1 with their dates
 * (the triggers of migrations/0013 record the history and the rollup exactly as for any write path).
 */
import { env } from "cloudflare:workers";
import { addDays, toDateInputValue } from "@core/dates";
import { describe, expect, it } from "vitest";
import { api, as, type SignedUp, send, setPlan, signUp, signUpForWeb } from "../support";

const DAY = 86_400_000;

async function fixture(zone: string) {
  const user = await signUp();
  await setPlan(user.userId, "premium");
  // The zone through the API's user update, the path that keeps the rollup's state (decision 034).
  const zoned = await api("PATCH", "/auth/update-profile", { ...as(user), body: { timeZone: zone } });
  expect(zoned.status, JSON.stringify(zoned.body)).toBe(200);
  const T = toDateInputValue(new Date(), zone);
  const D = (k: number) => addDays(T, -k);
  /** An instant: `k` days before the user's today, at `hhmm` UTC. */
  const at = (k: number, hhmm: string) => Date.parse(`${D(k)}T${hhmm}:00Z`);
  const day = (k: number) => Date.parse(`${D(k)}T00:00:00Z`);
  const u = user.userId;
  const db = env.DB;
  const job = (
    id: string,
    company: string,
    appliedDaysAgo: number,
    jobType: string,
    location: string,
    priority: string,
    salaryMax: number,
    status = "applied",
  ) =>
    db
      .prepare(
        `INSERT INTO jobs (id, user_id, company, position, status, job_type, job_location, salary_max, application_date,
          priority, priority_rank, created_at, updated_at) VALUES (?, ?, ?, 'Engineer', ?, ?, ?, ?, ?, ?, 2, ?, ?)`,
      )
      .bind(
        `${u}-${id}`,
        u,
        company,
        status,
        jobType,
        location,
        salaryMax,
        day(appliedDaysAgo),
        priority,
        at(appliedDaysAgo, "09:00"),
        at(appliedDaysAgo, "09:00"),
      );
  const move = (id: string, status: string, when: number) =>
    db.prepare("UPDATE jobs SET status = ?, updated_at = ? WHERE id = ?").bind(status, when, `${u}-${id}`);
  const interview = (id: string, jobId: string, when: number, type: string) =>
    db
      .prepare("INSERT INTO interviews (id, job_id, user_id, date, interview_type) VALUES (?, ?, ?, ?, ?)")
      .bind(`${u}-${id}`, `${u}-${jobId}`, u, when, type);
  const contact = (id: string, name: string, relationship: string, followUp: number | null) =>
    db
      .prepare("INSERT INTO contacts (id, user_id, name, relationship, follow_up_date) VALUES (?, ?, ?, ?, ?)")
      .bind(`${u}-${id}`, u, name, relationship, followUp);
  const interaction = (id: string, contactId: string, when: number, method: string) =>
    db
      .prepare("INSERT INTO interactions (id, contact_id, user_id, date, method) VALUES (?, ?, ?, ?, ?)")
      .bind(`${u}-${id}`, `${u}-${contactId}`, u, when, method);
  const task = (
    id: string,
    category: string,
    status: string,
    created: number,
    due: number | null,
    completed: number | null,
  ) =>
    db
      .prepare(
        `INSERT INTO tasks (id, user_id, title, status, category, due_date, completed_at, created_at, updated_at)
         VALUES (?, ?, 'Task', ?, ?, ?, ?, ?, ?)`,
      )
      .bind(`${u}-${id}`, u, status, category, due, completed, created, created);
  await db.batch([
    job("j1", "Acme", 2, "full-time", "Remote", "high", 120_000),
    move("j1", "screening", at(1, "10:00")),
    move("j1", "interview", at(1, "11:00")),
    move("j1", "offer", at(1, "12:00")),
    job("j2", "acme", 20, "contract", "Hybrid - Pune", "medium", 0),
    move("j2", "rejected", at(5, "10:00")),
    job("j3", "Globex", 40, "full-time", "Onsite, Bengaluru", "low", 60_000),
    job("j4", "Initech", 16, "internship", "Remote", "medium", 0),
    job("j5", "Umbrella", 3, "full-time", "remote", "high", 0),
    move("j5", "withdrawn", at(1, "10:00")),
    job("j6", "Hooli", 1, "full-time", "remote", "high", 0, "saved"),
    job("j7", "Vandelay", 100, "full-time", "Remote", "medium", 0),
    move("j7", "screening", at(95, "10:00")),
    move("j7", "interview", at(90, "10:00")),
    // 20:00 UTC seven days back: the next day in Kolkata (inside the last 7 days), the same day in Los Angeles (outside).
    interview("i1", "j1", at(7, "20:00"), "video"),
    interview("i2", "j2", at(5, "10:00"), "phone"),
    interview("i3", "j7", at(90, "10:00"), "technical"),
    interview("i5", "j7", at(91, "10:00"), "other"),
    interview("i4", "j4", Date.now() + 2 * DAY, "phone"),
    contact("c1", "Ann", "recruiter", null),
    contact("c2", "Bob", "mentor", null),
    contact("c3", "Cy", "other", day(1)),
    interaction("x1", "c1", at(7, "20:00"), "call"),
    interaction("x2", "c1", at(2, "10:00"), "email"),
    interaction("x3", "c2", at(40, "10:00"), "meeting"),
    task("t1", "application", "completed", at(10, "10:00"), day(9), at(8, "10:00")),
    task("t2", "networking", "pending", at(5, "10:00"), day(2), null),
    task("t3", "follow-up", "cancelled", at(50, "10:00"), day(45), null),
    task("t4", "other", "in-progress", at(3, "10:00"), null, null),
  ]);
  return { user, T, D };
}

async function figures(user: SignedUp, area: string, period?: string) {
  const res = await api("GET", `/analytics/${area}${period ? `?period=${period}` : ""}`, as(user));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.success).toBe(true);
  return res.body.data;
}

const dist = (pairs: Record<string, number>, all: string[]) => all.map((_id) => ({ _id, count: pairs[_id] ?? 0 }));
const STATUSES = ["applied", "screening", "interview", "offer", "rejected", "withdrawn"];

describe.each(["Asia/Kolkata", "America/Los_Angeles"])("the figures in %s", (zone) => {
  const kolkata = zone === "Asia/Kolkata";

  it("applications over the last 7 days, 30 days, 3 months and all time", async () => {
    const { user, T, D } = await fixture(zone);
    const week = await figures(user, "applications", "last-week");
    expect(week).toMatchObject({ period: "last-week", timeZone: zone, from: D(6), to: T });
    expect(week).toMatchObject({
      totalApplications: 2,
      statusDistribution: dist({ offer: 1, withdrawn: 1 }, STATUSES),
      respondedApplications: 1,
      responseRate: 50,
      funnel: {
        applied: 2,
        screening: 1,
        interview: 1,
        offer: 1,
        screeningRate: 50,
        interviewRate: 100,
        offerRate: 100,
        overallOfferRate: 50,
      },
      medianDaysToFirstResponse: 1,
      timedResponses: 1,
      stalled: { after14Days: 0, after30Days: 0 },
      topCompanies: [
        { _id: "Acme", count: 1 },
        { _id: "Umbrella", count: 1 },
      ],
      applicationTimeline: [
        { _id: D(3), count: 1 },
        { _id: D(2), count: 1 },
      ],
    });
    // Stays that ended in the week: applied (j1 25 h, j5 49 h, j2 15 days 1 h), screening and interview (1 h each).
    expect(week.timeInStage).toEqual([
      { stage: "applied", stays: 3, averageDays: 6 },
      { stage: "screening", stays: 1, averageDays: 0 },
      { stage: "interview", stays: 1, averageDays: 0 },
    ]);
    expect(week.jobTypeDistribution).toEqual(
      dist({ "full-time": 2 }, ["full-time", "part-time", "contract", "internship", "remote", "other"]),
    );
    expect(week.outcomes.jobType[0]).toEqual({
      _id: "full-time",
      open: 0,
      offer: 1,
      rejected: 0,
      withdrawn: 1,
      total: 2,
    });
    expect(week.outcomes.locationType).toEqual([
      { _id: "remote", open: 0, offer: 1, rejected: 0, withdrawn: 1, total: 2 },
      { _id: "hybrid", open: 0, offer: 0, rejected: 0, withdrawn: 0, total: 0 },
      { _id: "on-site", open: 0, offer: 0, rejected: 0, withdrawn: 0, total: 0 },
    ]);
    expect(week.outcomes.priority[0]).toEqual({ _id: "high", open: 0, offer: 1, rejected: 0, withdrawn: 1, total: 2 });
    expect(week.outcomes.salaryBand.filter((b: { total: number }) => b.total > 0)).toEqual([
      { _id: "none", open: 0, offer: 0, rejected: 0, withdrawn: 1, total: 1 },
      { _id: "100k-200k", open: 0, offer: 1, rejected: 0, withdrawn: 0, total: 1 },
    ]);
    expect(week.applicationsPerWeek.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(2);

    const month = await figures(user, "applications", "last-month");
    expect(month).toMatchObject({
      from: D(29),
      totalApplications: 4,
      statusDistribution: dist({ applied: 1, offer: 1, rejected: 1, withdrawn: 1 }, STATUSES),
      respondedApplications: 2,
      responseRate: 50,
      medianDaysToFirstResponse: 8,
      stalled: { after14Days: 1, after30Days: 0 },
      topCompanies: [
        { _id: "Acme", count: 2 },
        { _id: "Initech", count: 1 },
        { _id: "Umbrella", count: 1 },
      ],
    });

    const quarter = await figures(user, "applications", "last-3-months");
    expect(quarter).toMatchObject({ from: D(90), totalApplications: 5, stalled: { after14Days: 2, after30Days: 1 } });
    // j7's screening stay (5 days) ended on the quarter's first day, D(90): inside.
    expect(quarter.timeInStage[1]).toEqual({ stage: "screening", stays: 2, averageDays: 2.5 });

    const all = await figures(user, "applications");
    expect(all).toMatchObject({
      period: "all",
      from: null,
      totalApplications: 6,
      respondedApplications: 3,
      responseRate: 50,
      funnel: {
        applied: 6,
        screening: 2,
        interview: 2,
        offer: 1,
        screeningRate: 33.3,
        interviewRate: 100,
        offerRate: 50,
        overallOfferRate: 16.7,
      },
      medianDaysToFirstResponse: 5,
      timedResponses: 3,
    });
    expect(all.timeInStage[0]).toEqual({ stage: "applied", stays: 4, averageDays: 5.8 });
    expect(await figures(user, "applications", "next-decade")).toMatchObject({ period: "all", totalApplications: 6 });
  });

  it("interviews: local days decide the week; the quarter starts on its 91st day back", async () => {
    const { user, D } = await fixture(zone);
    const week = await figures(user, "interviews", "last-week");
    if (kolkata) {
      expect(week).toMatchObject({
        totalInterviews: 2,
        interviewTypeDistribution: { phone: 1, video: 1, "in-person": 0, technical: 0, other: 0 },
        interviewOutcomes: { pending: 0, success: 1, rejected: 1, total: 2 },
        successRate: 50,
        interviewsByCompany: [{ company: "Acme", count: 2 }],
        interviewTimeline: [
          { month: D(6).slice(0, 7), count: D(6).slice(0, 7) === D(5).slice(0, 7) ? 2 : 1 },
          ...(D(6).slice(0, 7) === D(5).slice(0, 7) ? [] : [{ month: D(5).slice(0, 7), count: 1 }]),
        ],
      });
    } else {
      expect(week).toMatchObject({
        totalInterviews: 1,
        interviewTypeDistribution: { phone: 1, video: 0, "in-person": 0, technical: 0, other: 0 },
        interviewOutcomes: { pending: 0, success: 0, rejected: 1, total: 1 },
        successRate: 0,
        interviewsByCompany: [{ company: "acme", count: 1 }],
        interviewTimeline: [{ month: D(5).slice(0, 7), count: 1 }],
      });
    }
    expect(week.upcomingInterviews).toEqual([
      expect.objectContaining({ company: "Initech", position: "Engineer", interviewType: "phone" }),
    ]);
    const quarter = await figures(user, "interviews", "last-3-months");
    expect(quarter.totalInterviews).toBe(3);
    expect(quarter.interviewTypeDistribution.technical).toBe(1);
    expect(quarter.interviewTypeDistribution.other).toBe(0);
    const all = await figures(user, "interviews", "all");
    expect(all).toMatchObject({
      totalInterviews: 4,
      interviewOutcomes: { pending: 2, success: 1, rejected: 1, total: 4 },
      successRate: 25,
      interviewsByCompany: [
        { company: "Acme", count: 2 },
        { company: "Vandelay", count: 2 },
      ],
    });
  });

  it("tasks: the last month by default, completion, overdue and time to complete", async () => {
    const { user, D } = await fixture(zone);
    const week = await figures(user, "tasks", "last-week");
    expect(week).toMatchObject({
      totalTasks: 2,
      completedTasks: 0,
      completionRate: 0,
      taskStatusDistribution: dist({ pending: 1, "in-progress": 1 }, [
        "pending",
        "in-progress",
        "completed",
        "cancelled",
      ]),
      overdueTasks: 1,
      avgCompletionTimeDays: null,
      completionTimeline: [],
    });
    expect(week.categoryDistribution.filter((c: { count: number }) => c.count)).toEqual([
      { _id: "networking", count: 1 },
      { _id: "other", count: 1 },
    ]);
    expect(week.overdueTrend.at(-1).count).toBe(1);
    const byDefault = await figures(user, "tasks");
    expect(byDefault).toMatchObject({
      period: "last-month",
      totalTasks: 3,
      completedTasks: 1,
      completionRate: 33.3,
      avgCompletionTimeDays: 2,
      completionTimeline: [{ _id: D(8), count: 1 }],
    });
    expect(byDefault.byCategory.find((c: { _id: string }) => c._id === "application")).toEqual({
      _id: "application",
      total: 1,
      completed: 1,
      completionRate: 100,
    });
    expect((await figures(user, "tasks", "all")).totalTasks).toBe(4);
  });

  it("networking: interactions on their local day, contacts, follow-ups due", async () => {
    const { user, D } = await fixture(zone);
    const week = await figures(user, "networking", "last-week");
    const common = {
      totalContacts: 3,
      relationshipDistribution: dist({ recruiter: 1, mentor: 1, other: 1 }, [
        "recruiter",
        "hiring-manager",
        "colleague",
        "referral",
        "mentor",
        "other",
      ]),
      followUpsDue: 1,
      contactsWithInteractions: 1,
      engagementRate: 33.3,
    };
    if (kolkata) {
      expect(week).toMatchObject({
        ...common,
        totalInteractions: 2,
        interactionMethodDistribution: dist({ email: 1, call: 1 }, ["email", "call", "meeting", "message", "other"]),
        interactionTimeline: [
          { _id: D(6), count: 1 },
          { _id: D(2), count: 1 },
        ],
        topContacts: [{ _id: `${user.userId}-c1`, name: "Ann", company: "", interactionCount: 2 }],
      });
    } else {
      expect(week).toMatchObject({
        ...common,
        totalInteractions: 1,
        interactionMethodDistribution: dist({ email: 1 }, ["email", "call", "meeting", "message", "other"]),
        interactionTimeline: [{ _id: D(2), count: 1 }],
        topContacts: [{ _id: `${user.userId}-c1`, name: "Ann", company: "", interactionCount: 1 }],
      });
    }
    expect(week.dueFollowUps).toEqual([{ _id: `${user.userId}-c3`, name: "Cy", company: "", followUpDay: D(1) }]);
    const all = await figures(user, "networking", "all");
    expect(all).toMatchObject({ totalInteractions: 3, contactsWithInteractions: 2, engagementRate: 66.7 });
  });
});

describe("zones and plans", () => {
  it("a zone change rebuilds the rollup in the request that saves it: the same instant moves to its new local day", async () => {
    const { user, D } = await fixture("Asia/Kolkata");
    expect((await figures(user, "interviews", "last-week")).totalInterviews).toBe(2);
    const zoned = await api("PATCH", "/auth/update-profile", {
      ...as(user),
      body: { timeZone: "America/Los_Angeles" },
    });
    expect(zoned.status).toBe(200);
    const after = await figures(user, "interviews", "last-week");
    expect(after.timeZone).toBe("America/Los_Angeles");
    const state = await env.DB.prepare("SELECT time_zone, offset_min FROM analytics_state WHERE user_id = ?")
      .bind(user.userId)
      .first<{ time_zone: string; offset_min: number }>();
    expect(state?.time_zone).toBe("America/Los_Angeles");
    expect([-480, -420]).toContain(state?.offset_min);
    // The last 7 days are Los Angeles' now; which of the fixture's two past interviews (i1, i2) fall in
    // them depends on the hour the test runs (from 18:30 to 08:00 UTC Kolkata's today is a day ahead).
    const la = (ms: number) => toDateInputValue(new Date(ms), "America/Los_Angeles");
    const laToday = la(Date.now());
    const inLastWeek = [Date.parse(`${D(7)}T20:00:00Z`), Date.parse(`${D(5)}T10:00:00Z`)].filter(
      (ms) => la(ms) >= addDays(laToday, -6) && la(ms) <= laToday,
    ).length;
    expect(after.totalInterviews).toBe(inLastWeek);
  });

  it.each(["free", "basic"] as const)(
    "on %s every endpoint answers 403 in the envelope, naming Premium",
    async (plan) => {
      const user = await signUp();
      await setPlan(user.userId, plan);
      for (const area of ["applications", "interviews", "tasks", "networking"]) {
        const res = await api("GET", `/analytics/${area}?period=last-month`, as(user));
        expect(res.status).toBe(403);
        expect(res.body).toEqual({
          success: false,
          message: "Advanced analytics is included in the Premium plan. Upgrade at /plans to see it.",
        });
      }
      const state = await env.DB.prepare("SELECT time_zone, offset_min FROM analytics_state WHERE user_id = ?")
        .bind(user.userId)
        .first<{ time_zone: string; offset_min: number }>();
      expect(state, "every account's rollup is kept, whatever its plan").toEqual({
        time_zone: "Asia/Kolkata",
        offset_min: 330,
      });
    },
  );

  it("401 without a token; 400 for an overlong period", async () => {
    expect((await api("GET", "/analytics/applications")).status).toBe(401);
    const user = await signUp();
    await setPlan(user.userId, "premium");
    const res = await api("GET", `/analytics/tasks?period=${"x".repeat(41)}`, as(user));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: "period must be at most 40 characters" });
  });

  it("hostile periods on Premium: never a 5xx, the page and the API fall back to all time or answer 400", async () => {
    const user = await signUpForWeb();
    await setPlan(user.userId, "premium");
    const hostile = [
      "' OR 1=1 --",
      "%00",
      "last-week%00",
      "ｌａｓｔ-week",
      "<script>x</script>",
      "last-week&period=last-year",
      "__proto__",
      "x".repeat(39),
    ];
    for (const value of hostile) {
      for (const area of ["applications", "interviews", "tasks", "networking"]) {
        const res = await api("GET", `/analytics/${area}?period=${value}`, as(user));
        expect(res.status, `${area} ${value}`).toBe(200);
      }
      const page = await send(`/analytics?period=${value}`, { headers: { Cookie: user.cookie } });
      expect(page.status, value).toBe(200);
      expect(await page.text()).not.toContain("<script>x</script>");
    }
  });
});
