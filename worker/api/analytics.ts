/**
 * `/analytics` (api-contract.md §9): the dashboard's numbers, and the advanced figures for plans that have
 * them, each declared beside its handler.
 */

import { type AnalyticsPeriod, parsePeriod } from "@core/analytics";
import { MIN_APPLICATIONS_SHOWN } from "@core/answers";
import { iso } from "@core/dates";
import { analyticsQuerySchema } from "@core/schemas/analytics";
import { OpenAPIHono, type z } from "@hono/zod-openapi";
import { type AnalyticsArea, getAdvancedAnalytics } from "../domain/analytics/advanced.server";
import { getDashboardAnalytics } from "../domain/dashboard.server";
import { type ApiEnv, apiValidationMessage, errorBody, failureResponse } from "./http";
import { requireAuth } from "./middleware/require-auth";
import {
  AnswerAnalytics,
  ApplicationAnalytics,
  Dashboard,
  InterviewAnalytics,
  NetworkingAnalytics,
  TaskAnalytics,
} from "./openapi/analytics-figures";
import { ok } from "./openapi/components";
import { route } from "./openapi/route";

export const analyticsApi = new OpenAPIHono<ApiEnv>();

analyticsApi.use("*", requireAuth());

const tag = "Analytics";

route(
  analyticsApi,
  {
    method: "get",
    path: "/dashboard",
    tag,
    summary: "The dashboard's numbers",
    auth: "bearer",
    success: { description: "Counts, the next 7 days and recent activity.", schema: ok({ data: Dashboard }) },
  },
  async (c) => {
    const d = await getDashboardAnalytics(c.get("deps"), c.get("userId"));
    return c.json({
      success: true,
      data: {
        applicationStats: d.stats,
        upcomingInterviews: d.upcomingInterviews.map((i) => ({
          _id: i.jobId,
          company: i.company,
          position: i.position,
          interviewDate: iso(i.date),
          interviewType: i.interviewType,
          withPerson: i.withPerson,
        })),
        pendingTasks: d.pendingSoon,
        recentApplications: d.recentApplications.map((j) => ({
          _id: j.id,
          company: j.company,
          position: j.position,
          status: j.status,
          jobType: j.jobType,
          jobLocation: j.jobLocation,
          applicationDate: iso(j.applicationDate),
          priority: j.priority,
          favorite: j.favorite,
          salary: { min: j.salaryMin, max: j.salaryMax, currency: j.salaryCurrency },
          createdAt: iso(j.createdAt),
          updatedAt: iso(j.updatedAt),
        })),
        applicationTimeline: d.timeline,
        activityOverview: d.activityOverview,
      },
    });
  },
);

const REFUSAL = "Advanced analytics is included in the Premium plan. Upgrade at /plans to see it.";

const FIGURES = {
  applications: {
    summary: "Application figures",
    schema: ApplicationAnalytics,
    description:
      "Applications by application day: status and type counts, the funnel, response rate and time, time in each stage, stalls, outcomes, top companies.",
  },
  interviews: {
    summary: "Interview figures",
    schema: InterviewAnalytics,
    description: "Interviews by their day: types, outcomes, companies, per week, upcoming.",
  },
  tasks: {
    summary: "Task figures",
    schema: TaskAnalytics,
    description:
      "Tasks created in the period (default last month): completion, overdue trend, time to complete, categories.",
  },
  networking: {
    summary: "Networking figures",
    schema: NetworkingAnalytics,
    description: "Contacts and interactions: per week, by relationship and method, follow-ups due, the most contacted.",
  },
} satisfies Record<AnalyticsArea, { summary: string; schema: z.ZodType; description: string }>;

/** The optional endpoints' `period` (anything unknown is `fallback`), or the 400's message when it is too long. */
function queryPeriod(query: Record<string, string>, fallback: AnalyticsPeriod) {
  const parsed = analyticsQuerySchema.safeParse(query);
  if (!parsed.success) return { invalid: apiValidationMessage(parsed.error) };
  return { period: parsePeriod(parsed.data.period, fallback) };
}

/** The optional endpoints of contract §9; `tasks` alone defaults to the last month. */
for (const area of ["applications", "interviews", "tasks", "networking"] as const satisfies AnalyticsArea[]) {
  const figures = FIGURES[area];
  route(
    analyticsApi,
    {
      method: "get",
      path: `/${area}`,
      tag,
      summary: figures.summary,
      description: `${figures.description} Plans with advanced analytics (Premium). Days are the user's time zone's.`,
      auth: "bearer",
      query: analyticsQuerySchema,
      success: { description: "The figures.", schema: ok({ data: figures.schema }) },
      errors: { 400: "period must be at most 40 characters", 403: REFUSAL },
    },
    async (c) => {
      const query = queryPeriod(c.req.query(), area === "tasks" ? "last-month" : "all");
      if (query.invalid !== undefined) return c.json(errorBody(query.invalid), 400);
      const result = await getAdvancedAnalytics(c.get("deps"), c.get("userId"), query.period, [area]);
      if (!result.ok) return failureResponse(c, result);
      const { period: p, timeZone, start, today, [area]: figures } = result.value;
      // Asked for, so computed: the domain's type leaves each area optional.
      if (!figures) throw new Error(`The ${area} figures were not computed`);
      return c.json({ success: true, data: { period: p, timeZone, from: start, to: today, ...figures } });
    },
  );
}

/**
 * "What gets answers" (issue 33, docs/decisions/056-what-gets-answers.md): the /analytics screen's by-source,
 * by-resume-version and score-vs-outcome tables, from the same domain call its loader makes. A version's
 * rollup key is named `hashPrefix` and its date is ISO 8601 here; every number is the screen's.
 */
route(
  analyticsApi,
  {
    method: "get",
    path: "/answers",
    tag,
    summary: "What gets answers",
    description: `The applications made in the period (by application day) by source, by the resume version sent and by match-score band: applications, response and interview rates with their 90% Wilson intervals, median days to a first response; rows under ${MIN_APPLICATIONS_SHOWN} applications left out and counted. Plans with advanced analytics (Premium). Days are the user's time zone's.`,
    auth: "bearer",
    query: analyticsQuerySchema,
    success: { description: "The figures.", schema: ok({ data: AnswerAnalytics }) },
    errors: { 400: "period must be at most 40 characters", 403: REFUSAL },
  },
  async (c) => {
    const query = queryPeriod(c.req.query(), "all");
    if (query.invalid !== undefined) return c.json(errorBody(query.invalid), 400);
    const result = await getAdvancedAnalytics(c.get("deps"), c.get("userId"), query.period, ["answers"]);
    if (!result.ok) return failureResponse(c, result);
    const { period: p, timeZone, start, today, answers } = result.value;
    if (!answers) throw new Error("The answers figures were not computed");
    return c.json({
      success: true,
      data: {
        period: p,
        timeZone,
        from: start,
        to: today,
        bySource: answers.bySource,
        byResumeVersion: {
          rows: answers.byResumeVersion.rows.map(({ key, since, ...row }) => ({
            ...row,
            hashPrefix: key,
            since: since === null ? null : new Date(since).toISOString(),
          })),
          hidden: answers.byResumeVersion.hidden,
        },
        scoreVsOutcome: answers.scoreVsOutcome,
      },
    });
  },
);
