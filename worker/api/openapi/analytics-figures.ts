/**
 * The shapes of the analytics answers (worker/api/analytics.ts, contract §9): the dashboard's numbers and the
 * optional endpoints' figures (issue 23, worker/domain/analytics/figures.ts; issue 33, answers.ts).
 * Percentages are 0–100 with one decimal.
 */

import { LOCATION_TYPES, SALARY_BANDS } from "@core/analytics";
import { MATCH_BANDS, MIN_APPLICATIONS_SHOWN } from "@core/answers";
import {
  CONTACT_RELATIONSHIPS,
  INTERACTION_METHODS,
  INTERVIEW_TYPES,
  JOB_SOURCES,
  JOB_STATUSES,
  JOB_TYPES,
  PRIORITIES,
  TASK_CATEGORIES,
  TASK_STATUSES,
} from "@core/enums";
import { z } from "@hono/zod-openapi";
import { JobRef, Task } from "./components";

const count = z.number().int();
const percent = z.number().openapi({ description: "Percent, 0–100, one decimal." });
const byId = <T extends readonly [string, ...string[]]>(values: T) => z.array(z.object({ _id: z.enum(values), count }));
const dayCount = z.array(z.object({ _id: z.string().openapi({ example: "2026-05-08" }), count }));
const perBin = z
  .array(
    z.object({
      _id: z.string().openapi({ description: "The week's Monday (YYYY-MM-DD) or the month (YYYY-MM)." }),
      count,
    }),
  )
  .openapi({ description: "Weeks while the period spans at most 53 weeks, else months (`perWeekUnit`)." });
const unit = z.enum(["week", "month"]);
const window = {
  period: z.enum(["last-week", "last-month", "last-3-months", "last-6-months", "last-year", "all"]),
  timeZone: z.string(),
  from: z.string().nullable().openapi({ description: "First local day of the period; null for all time." }),
  to: z.string().openapi({ description: "Today in the user's time zone." }),
};
// The figures type a row's value as a string (worker/domain/analytics/figures.ts): the document names the values.
const outcomeRow = (values: readonly string[]) =>
  z.array(
    z.object({
      _id: z.string().openapi({ description: `One of: ${values.join(", ")}.` }),
      open: count,
      offer: count,
      rejected: count,
      withdrawn: count,
      total: count,
    }),
  );
const applicationStatuses = JOB_STATUSES.filter((s) => s !== "saved") as unknown as [string, ...string[]];

export const ApplicationAnalytics = z
  .object({
    ...window,
    totalApplications: count.openapi({ description: "Non-saved applications whose application day is in the period." }),
    statusDistribution: byId(applicationStatuses),
    jobTypeDistribution: byId(JOB_TYPES),
    applicationTimeline: dayCount,
    topCompanies: z.array(z.object({ _id: z.string(), count })),
    respondedApplications: count.openapi({ description: "Reached screening, interview, offer or rejected." }),
    responseRate: percent,
    funnel: z.object({
      applied: count,
      screening: count.openapi({ description: "Reached screening or a later stage." }),
      interview: count,
      offer: count,
      screeningRate: percent,
      interviewRate: percent.openapi({ description: "interview ÷ screening." }),
      offerRate: percent.openapi({ description: "offer ÷ interview." }),
      overallOfferRate: percent,
    }),
    medianDaysToFirstResponse: z.number().nullable(),
    timedResponses: count.openapi({ description: "Responses whose move out of applied was recorded." }),
    timeInStage: z.array(
      z.object({ stage: z.enum(applicationStatuses), stays: count, averageDays: z.number().nullable() }),
    ),
    stalled: z.object({ after14Days: count, after30Days: count }),
    perWeekUnit: unit,
    applicationsPerWeek: perBin,
    outcomes: z.object({
      jobType: outcomeRow(JOB_TYPES),
      locationType: outcomeRow(LOCATION_TYPES),
      priority: outcomeRow(PRIORITIES),
      salaryBand: outcomeRow(SALARY_BANDS),
    }),
  })
  .openapi("ApplicationAnalytics");

export const InterviewAnalytics = z
  .object({
    ...window,
    totalInterviews: count,
    interviewTypeDistribution: z.object(Object.fromEntries(INTERVIEW_TYPES.map((t) => [t, count]))),
    interviewOutcomes: z.object({ pending: count, success: count, rejected: count, total: count }),
    successRate: percent,
    interviewsByCompany: z.array(z.object({ company: z.string(), count })),
    interviewTimeline: z.array(z.object({ month: z.string().openapi({ example: "2026-05" }), count })),
    perWeekUnit: unit,
    interviewsPerWeek: perBin,
    upcomingInterviews: z.array(
      JobRef.extend({
        interviewDate: z.string(),
        interviewType: z.string().openapi({ description: `One of: ${INTERVIEW_TYPES.join(", ")}.` }),
        withPerson: z.string(),
      }).openapi({ description: "The next 5 from now; `_id` is the job's id." }),
    ),
  })
  .openapi("InterviewAnalytics");

export const TaskAnalytics = z
  .object({
    ...window,
    totalTasks: count.openapi({ description: "Tasks created in the period." }),
    completedTasks: count,
    taskStatusDistribution: byId(TASK_STATUSES),
    categoryDistribution: byId(TASK_CATEGORIES),
    completionRate: percent,
    completionTimeline: dayCount,
    overdueTasks: count.openapi({ description: "Open tasks due before today." }),
    avgCompletionTimeDays: z.number().nullable(),
    perWeekUnit: unit,
    overdueTrend: perBin,
    byCategory: z.array(
      z.object({ _id: z.enum(TASK_CATEGORIES), total: count, completed: count, completionRate: percent }),
    ),
  })
  .openapi("TaskAnalytics");

export const NetworkingAnalytics = z
  .object({
    ...window,
    totalContacts: count,
    contactsWithInteractions: count,
    totalInteractions: count,
    engagementRate: percent,
    relationshipDistribution: byId(CONTACT_RELATIONSHIPS),
    interactionMethodDistribution: byId(INTERACTION_METHODS),
    interactionTimeline: dayCount,
    topContacts: z.array(z.object({ _id: z.string(), name: z.string(), company: z.string(), interactionCount: count })),
    followUpsDue: count.openapi({ description: "Contacts whose follow-up date is today or past." }),
    dueFollowUps: z.array(
      z.object({ _id: z.string(), name: z.string(), company: z.string(), followUpDay: z.string().nullable() }),
    ),
    perWeekUnit: unit,
    interactionsPerWeek: perBin,
  })
  .openapi("NetworkingAnalytics");

/** The dashboard's numbers (`GET /analytics/dashboard`). */
export const Dashboard = z
  .object({
    applicationStats: z
      .object({ total: count.openapi({ description: "Every status but saved." }) })
      .extend(Object.fromEntries(JOB_STATUSES.map((s) => [s, count]))),
    upcomingInterviews: z.array(
      JobRef.extend({
        interviewDate: z.string().nullable(),
        interviewType: z.enum(INTERVIEW_TYPES),
        withPerson: z.string(),
      }).openapi({ description: "`_id` is the job's id." }),
    ),
    pendingTasks: z.array(Task),
    recentApplications: z.array(z.record(z.string(), z.unknown())),
    applicationTimeline: z.array(z.object({ _id: z.string().openapi({ example: "2026-05-08" }), count })),
    activityOverview: z.object({
      totalContacts: count,
      completedTasks: count,
      pendingTasks: count,
      upcomingInterviewCount: count,
    }),
  })
  .openapi("Dashboard");

// "What gets answers" (`GET /analytics/answers`, issue 33, docs/decisions/056-what-gets-answers.md).
const rateInterval = z
  .object({ low: percent, high: percent })
  .nullable()
  .openapi({ description: "The rate's 90% Wilson score interval, percent; null when the row has no applications." });
const answerRow = {
  applications: count.openapi({ description: "Non-saved applications whose application day is in the period." }),
  responses: count.openapi({
    description: "Of them, those that got a response: screening, interview, offer or rejected.",
  }),
  interviews: count.openapi({ description: "Of them, those that reached the interview stage or a later one." }),
  responseRate: percent.openapi({ description: "responses ÷ applications, percent, one decimal." }),
  responseInterval: rateInterval,
  interviewRate: percent.openapi({ description: "interviews ÷ applications, percent, one decimal." }),
  interviewInterval: rateInterval,
  medianDaysToFirstResponse: z
    .number()
    .nullable()
    .openapi({ description: "Whole days from applying to the first recorded response (median); null when none." }),
  timedResponses: count.openapi({ description: "Responses whose move out of applied was recorded." }),
};
const answerTable = <T extends z.ZodRawShape>(row: T, what: string) =>
  z.object({
    rows: z
      .array(z.object({ ...answerRow, ...row }))
      .openapi({ description: `${what} Rows under ${MIN_APPLICATIONS_SHOWN} applications are left out.` }),
    hidden: count.openapi({ description: `Rows with 1 to ${MIN_APPLICATIONS_SHOWN - 1} applications, left out.` }),
  });

export const AnswerAnalytics = z
  .object({
    ...window,
    bySource: answerTable(
      {
        source: z
          .enum([...JOB_SOURCES, "none"])
          .openapi({ description: "The application's source; `none` when not recorded." }),
        label: z.string().openapi({ example: "LinkedIn" }),
      },
      "Most applications first.",
    ),
    byResumeVersion: answerTable(
      {
        hashPrefix: z
          .string()
          .openapi({ description: "The first 16 hex characters of the SHA-256 of the resume sent." }),
        shortHash: z.string().openapi({ description: "Its first 7 characters.", example: "3f2a9c1" }),
        name: z
          .string()
          .openapi({ description: "The file's name when it was sent, or `A resume no longer recorded`." }),
        since: z.string().nullable().openapi({
          description: "The document's upload (or, deleted, its first record): ISO 8601; null when unknown.",
        }),
      },
      "One row per resume content sent when applying (an edited upload is a new version); most applications first.",
    ),
    scoreVsOutcome: answerTable(
      {
        band: z.enum(MATCH_BANDS).openapi({ description: "The stored match score's band; `none` without a score." }),
        label: z.string().openapi({ example: "80–100" }),
      },
      "Highest band first, then `none`.",
    ),
  })
  .openapi("AnswerAnalytics");
