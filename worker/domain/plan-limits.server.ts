/**
 * The plan's limits and feature flags, read from the user's current plan, for every area that has a
 * limit (job applications, contacts) and for both faces. A limit of -1 (or 0, or no plan row) means
 * unlimited. The check is SQL that an INSERT…SELECT puts in its LIMIT clause, so counting and
 * inserting are one statement and concurrent creates cannot overshoot (docs/decisions/005).
 */

import { capitalize } from "@core/format";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { type Plan, plans, users } from "../db/schema";
import type { Deps } from "../deps";
import { type Failure, fail } from "../lib/result";
import { contactCountSql, jobCountSql } from "./counters.server";

export type LimitedResource = "jobApplications" | "contacts";

const LIMIT_COLUMN = { jobApplications: plans.limitJobApplications, contacts: plans.limitContacts } as const;
const COUNT_SQL = { jobApplications: jobCountSql, contacts: contactCountSql } as const;
const LABEL: Record<LimitedResource, string> = { jobApplications: "job applications", contacts: "contacts" };

/**
 * How many more rows of `resource` the user's plan allows right now, as SQL for an INSERT … SELECT's
 * `LIMIT`: -1 (no bound) when the plan is unlimited (a limit of -1 or 0, or no plan row), else the limit
 * less the trigger-kept counter (decision 020), never below 0. The one guard of every jobs and contacts
 * insert (worker/domain/writes.server.ts): the count is read at the statement's start inside the statement
 * that inserts, so concurrent creates cannot overshoot (decision 005).
 */
export function planRemainingSql(userId: string, resource: LimitedResource): SQL {
  const limit = LIMIT_COLUMN[resource];
  const count = COUNT_SQL[resource](userId);
  return sql`COALESCE((SELECT CASE WHEN COALESCE(${limit}, -1) <= 0 THEN -1
      ELSE max(0, ${limit} - COALESCE(${count}, 0)) END
    FROM ${users} JOIN ${plans} ON ${plans.id} = ${users.currentPlanId} WHERE ${users.id} = ${userId}), -1)`;
}

/** The contract's 403 text: "You've reached the contacts limit for your Free plan". */
export function planLimitMessage(resource: LimitedResource, planName: string): string {
  return `You've reached the ${LABEL[resource]} limit for your ${capitalize(planName)} plan`;
}

export type PlanFeatures = { exportData: boolean; advancedAnalytics: boolean; publicProfile: boolean };

export type PlanAllowance = {
  plan: string;
  limits: Record<LimitedResource, number | null>;
  features: PlanFeatures;
};

/** The plan's feature columns, for a select whose row then goes through `planFeatures`. */
export const planFeatureColumns = {
  exportData: plans.exportData,
  advancedAnalytics: plans.advancedAnalytics,
  publicProfile: plans.publicProfile,
};

/**
 * The feature flags a plan grants, for both faces (a screen hides or shows, an endpoint allows or
 * refuses, from this one reading). No plan (a missing row) grants none.
 */
export function planFeatures(
  plan: Pick<Plan, "exportData" | "advancedAnalytics" | "publicProfile"> | null | undefined,
): PlanFeatures {
  return {
    exportData: !!plan?.exportData,
    advancedAnalytics: !!plan?.advancedAnalytics,
    publicProfile: !!plan?.publicProfile,
  };
}

/**
 * The names of the active plans that grant `feature`, in price order ("Basic", "Premium"), for a
 * refusal or an upsell to name them.
 */
export async function planNamesWith(deps: Deps, feature: keyof PlanFeatures): Promise<string[]> {
  const rows = await deps.read(
    deps.db
      .select({ name: plans.name })
      .from(plans)
      .where(and(eq(plans[feature], true), eq(plans.isActive, true)))
      .orderBy(asc(plans.priceMonthly)),
  );
  return rows.map((row) => capitalize(row.name));
}

/** A limit as the app reads it: null (unlimited) for -1, 0 or no plan row. */
const limitOrNull = (n: number | null | undefined) => (n && n > 0 ? n : null);

export type PlanQuota = { used: number; limit: number | null; plan: string; atLimit: boolean };

/**
 * How much of `resource` the user has (`used`: the counter's scalar subquery, e.g. `jobCountSql`), the
 * plan's limit (null when unlimited) and whether it is reached, for the screens: one statement, sent with
 * the page's other reads (`deps.read`).
 */
export async function planQuota(deps: Deps, userId: string, resource: LimitedResource, used: SQL): Promise<PlanQuota> {
  const [row] = await deps.read(
    deps.db
      .select({ plan: plans.name, limit: LIMIT_COLUMN[resource], used: used.mapWith(Number).as("used") })
      .from(users)
      .innerJoin(plans, eq(plans.id, users.currentPlanId))
      .where(eq(users.id, userId)),
  );
  const count = row?.used ?? 0;
  const limit = limitOrNull(row?.limit);
  return { used: count, limit, plan: row?.plan ?? "free", atLimit: limit !== null && count >= limit };
}

/** The user's plan name, its limits (null when unlimited) and its feature flags. */
export async function planAllowance(deps: Deps, userId: string): Promise<PlanAllowance> {
  const [row] = await deps.db
    .select({
      name: plans.name,
      jobApplications: plans.limitJobApplications,
      contacts: plans.limitContacts,
      ...planFeatureColumns,
    })
    .from(users)
    .innerJoin(plans, eq(plans.id, users.currentPlanId))
    .where(eq(users.id, userId));
  return {
    plan: row?.name ?? "free",
    limits: { jobApplications: limitOrNull(row?.jobApplications), contacts: limitOrNull(row?.contacts) },
    features: planFeatures(row),
  };
}

/** The PLAN_LIMIT failure for a create that the limit refused. */
export async function planLimitFailure(deps: Deps, userId: string, resource: LimitedResource): Promise<Failure> {
  const { plan } = await planAllowance(deps, userId);
  return fail("PLAN_LIMIT", planLimitMessage(resource, plan));
}
