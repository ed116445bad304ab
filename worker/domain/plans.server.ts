/** Plans as the product sells them (seeded by migration 0001). */
import { and, asc, eq } from "drizzle-orm";
import { type Plan, plans } from "../db/schema";
import type { Deps } from "../deps";

export async function listActivePlans(deps: Deps): Promise<Plan[]> {
  return deps.db.query.plans.findMany({ where: eq(plans.isActive, true), orderBy: [asc(plans.priceMonthly)] });
}

export async function findActivePlan(deps: Deps, planId: string): Promise<Plan | null> {
  if (!planId || planId.length > 64) return null;
  return (await deps.db.query.plans.findFirst({ where: and(eq(plans.id, planId), eq(plans.isActive, true)) })) ?? null;
}
