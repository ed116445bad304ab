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

/** How long an isolate serves the public price list before reading it again (spec §9: plans cached 60 s). */
export const PUBLIC_PLANS_TTL_MS = 60_000;

let publicPlansCache: { plans: Plan[]; readAt: number } | undefined;

/**
 * The active plans for the public pages, read from D1 at most once a minute per isolate. When D1 cannot
 * be reached the last list this isolate read is served (`stale: true`), or null when it has none: the
 * landing page then shows a notice instead of failing.
 */
export async function listPublicPlans(deps: Deps): Promise<{ plans: Plan[]; stale: boolean } | null> {
  const now = deps.now().getTime();
  if (publicPlansCache && now - publicPlansCache.readAt < PUBLIC_PLANS_TTL_MS) {
    return { plans: publicPlansCache.plans, stale: false };
  }
  try {
    const plans = await listActivePlans(deps);
    publicPlansCache = { plans, readAt: now };
    return { plans, stale: false };
  } catch (cause) {
    console.error("Plans could not be read; the public pages show the last cached pricing", cause);
    return publicPlansCache ? { plans: publicPlansCache.plans, stale: true } : null;
  }
}

/** Empties this isolate's public price list (tests, and after an admin changes prices). */
export function forgetPublicPlans(): void {
  publicPlansCache = undefined;
}

/** The plan as the contract's clients read it (api-contract.md §2.5); `full` adds what `GET /plans/:id` sends. */
export function serializePlan(plan: Plan, opts: { full?: boolean } = {}) {
  return {
    _id: plan.id,
    name: plan.name,
    description: plan.description,
    price: { monthly: plan.priceMonthly, yearly: plan.priceYearly, currency: plan.currency },
    features: plan.features.map((f) => ({ ...f })),
    limits: {
      jobApplications: plan.limitJobApplications,
      contacts: plan.limitContacts,
      documents: plan.limitDocuments,
      documentStorage: plan.limitDocumentStorage,
      publicProfile: plan.publicProfile,
      advancedAnalytics: plan.advancedAnalytics,
      exportData: plan.exportData,
      prioritySupport: plan.prioritySupport,
    },
    ...(opts.full
      ? { isActive: plan.isActive, createdAt: plan.createdAt.toISOString(), updatedAt: plan.updatedAt.toISOString() }
      : {}),
  };
}

export type PlanDto = ReturnType<typeof serializePlan>;

/** The free plan, which registration, cancel and expiry move users to. */
export async function findFreePlan(deps: Deps): Promise<Plan> {
  const free = await deps.db.query.plans.findFirst({ where: and(eq(plans.name, FREE_PLAN), eq(plans.isActive, true)) });
  if (!free) throw new Error("Deployment fault: no active 'free' plan is seeded");
  return free;
}

/** The free plan's name (api-contract.md §7.5). */
export const FREE_PLAN = "free";
