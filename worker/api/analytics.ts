/** `/analytics` (api-contract.md §9): the dashboard's numbers, and the advanced figures for plans that have them. */

import { parsePeriod } from "@core/analytics";
import { iso } from "@core/dates";
import { analyticsQuerySchema } from "@core/schemas/analytics";
import { Hono } from "hono";
import { type AnalyticsArea, getAdvancedAnalytics } from "../domain/analytics/advanced.server";
import { getDashboardAnalytics } from "../domain/dashboard.server";
import { type ApiEnv, apiValidationMessage, errorBody, failureResponse } from "./http";
import { requireAuth } from "./middleware/require-auth";

export const analyticsApi = new Hono<ApiEnv>();

analyticsApi.use("*", requireAuth());

analyticsApi.get("/dashboard", async (c) => {
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
});

/** The optional endpoints of contract §9; `tasks` alone defaults to the last month. */
for (const area of ["applications", "interviews", "tasks", "networking"] as const satisfies AnalyticsArea[]) {
  analyticsApi.get(`/${area}`, async (c) => {
    const query = analyticsQuerySchema.safeParse(c.req.query());
    if (!query.success) return c.json(errorBody(apiValidationMessage(query.error)), 400);
    const period = parsePeriod(query.data.period, area === "tasks" ? "last-month" : "all");
    const result = await getAdvancedAnalytics(c.get("deps"), c.get("userId"), period, [area]);
    if (!result.ok) return failureResponse(c, result);
    const { period: p, timeZone, start, today } = result.value;
    return c.json({ success: true, data: { period: p, timeZone, from: start, to: today, ...result.value[area] } });
  });
}
