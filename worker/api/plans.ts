/** `/plans`: thin adapters over the billing domain (api-contract.md §7). */

import { PLAN_MESSAGES, upgradeSchema } from "@core/schemas/payment";
import { Hono } from "hono";
import {
  BILLING_MESSAGES,
  cancelSubscription,
  getCurrentPlan,
  upgradePlan,
} from "../domain/payments/subscription.server";
import { findActivePlan, listActivePlans, serializePlan } from "../domain/plans.server";
import { type ApiEnv, apiValidationMessage, errorBody, failureResponse, readJsonObject } from "./http";
import { requireAuth } from "./middleware/require-auth";

export const plansApi = new Hono<ApiEnv>();

/** The public price list may be cached briefly by browsers and Cloudflare's edge. */
export const PUBLIC_PLANS_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

plansApi.get("/", async (c) => {
  const plans = await listActivePlans(c.get("deps"));
  c.header("Cache-Control", PUBLIC_PLANS_CACHE_CONTROL);
  return c.json({ success: true, count: plans.length, plans: plans.map((p) => serializePlan(p)) });
});

plansApi.get("/user/current", requireAuth(), async (c) => {
  const result = await getCurrentPlan(c.get("deps"), c.get("userId"));
  if (!result.ok) return failureResponse(c, result);
  return c.json({ success: true, plan: result.value.plan, subscription: result.value.subscription });
});

plansApi.post("/upgrade", requireAuth(), async (c) => {
  const body = await readJsonObject(c);
  if (!body.planId || !body.billingType) return c.json(errorBody(PLAN_MESSAGES.planAndTypeRequired), 400);
  const parsed = upgradeSchema.safeParse(body);
  if (!parsed.success) return c.json(errorBody(apiValidationMessage(parsed.error)), 400);
  const result = await upgradePlan(c.get("deps"), c.get("userId"), parsed.data);
  if (!result.ok) return failureResponse(c, result);
  if (result.value.kind === "switched") {
    return c.json({ success: true, message: BILLING_MESSAGES.downgraded, plan: "free" });
  }
  const { planId, planName, billingType } = result.value;
  return c.json({
    success: true,
    message: BILLING_MESSAGES.readyToUpgrade,
    planId,
    planName,
    billingType,
    nextStep: "payment",
  });
});

plansApi.post("/cancel", requireAuth(), async (c) => {
  const result = await cancelSubscription(c.get("deps"), c.get("userId"));
  if (!result.ok) return failureResponse(c, result);
  return c.json({ success: true, message: BILLING_MESSAGES.cancelled, currentPlan: result.value.currentPlan });
});

plansApi.get("/:id", async (c) => {
  const plan = await findActivePlan(c.get("deps"), c.req.param("id"));
  if (!plan) return c.json(errorBody(BILLING_MESSAGES.planNotFound), 404);
  c.header("Cache-Control", PUBLIC_PLANS_CACHE_CONTROL);
  return c.json({ success: true, plan: serializePlan(plan, { full: true }) });
});
