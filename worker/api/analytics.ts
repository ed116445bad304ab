/** `/analytics` (api-contract.md §9): the dashboard's numbers for the caller's own data. */
import { Hono } from "hono";
import { getDashboardAnalytics } from "../domain/analytics.server";
import type { ApiEnv } from "./http";
import { requireAuth } from "./middleware/require-auth";

export const analyticsApi = new Hono<ApiEnv>();

analyticsApi.use("*", requireAuth());

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

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
