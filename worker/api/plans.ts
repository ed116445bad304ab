/** `/plans`: thin adapters over the billing domain (api-contract.md §7), each declared beside its handler. */

import { PLAN_MESSAGES, upgradeSchema } from "@core/schemas/payment";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  BILLING_MESSAGES,
  cancelSubscription,
  getCurrentPlan,
  upgradePlan,
} from "../domain/payments/subscription.server";
import { findActivePlan, listActivePlans, serializePlan } from "../domain/plans.server";
import { type ApiEnv, apiValidationMessage, errorBody, failureResponse, readJsonObject } from "./http";
import { requireAuth } from "./middleware/require-auth";
import { ok, okMessage, orNull, Plan, Subscription } from "./openapi/components";
import { pathParams } from "./openapi/operation";
import { route } from "./openapi/route";

export const plansApi = new OpenAPIHono<ApiEnv>();

const tag = "Plans";

/** The public price list may be cached briefly by browsers and Cloudflare's edge. */
export const PUBLIC_PLANS_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

route(
  plansApi,
  {
    method: "get",
    path: "/",
    tag,
    summary: "List the active plans",
    description: "By monthly price, cheapest first. Cacheable for 60 seconds.",
    auth: "public",
    success: { description: "The plans.", schema: ok({ count: z.number().int(), plans: z.array(Plan) }) },
  },
  async (c) => {
    const plans = await listActivePlans(c.get("deps"));
    c.header("Cache-Control", PUBLIC_PLANS_CACHE_CONTROL);
    return c.json({ success: true, count: plans.length, plans: plans.map((p) => serializePlan(p)) });
  },
);

route(
  plansApi,
  {
    method: "get",
    path: "/user/current",
    tag,
    summary: "The caller's plan and subscription",
    auth: "bearer",
    success: {
      description: "The plan (null if missing) and its subscription (null when no completed transaction has it).",
      schema: ok({ plan: orNull(Plan), subscription: orNull(Subscription) }),
    },
    errors: { 404: "User not found" },
  },
  requireAuth(),
  async (c) => {
    const result = await getCurrentPlan(c.get("deps"), c.get("userId"));
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, plan: result.value.plan, subscription: result.value.subscription });
  },
);

route(
  plansApi,
  {
    method: "post",
    path: "/upgrade",
    tag,
    summary: "Switch to free, or prepare a paid upgrade",
    description:
      "The free plan switches at once and records a zero-amount transaction; a paid plan answers `nextStep: payment` and changes nothing.",
    auth: "bearer",
    body: upgradeSchema,
    success: {
      description: "Switched to free, or ready for payment.",
      schema: z.union([
        ok({ message: z.literal(BILLING_MESSAGES.downgraded), plan: z.literal("free") }),
        ok({
          message: z.literal(BILLING_MESSAGES.readyToUpgrade),
          planId: z.string(),
          planName: z.string(),
          billingType: z.enum(["monthly", "yearly", "one-time"]),
          nextStep: z.literal("payment"),
        }),
      ]),
    },
    errors: {
      400: [
        PLAN_MESSAGES.planAndTypeRequired,
        "billingType must be monthly, yearly or one-time",
        "You are already on this plan",
      ],
      404: BILLING_MESSAGES.planNotFound,
    },
  },
  requireAuth(),
  async (c) => {
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
  },
);

route(
  plansApi,
  {
    method: "post",
    path: "/cancel",
    tag,
    summary: "Cancel: back to the free plan now",
    auth: "bearer",
    success: {
      description: "Downgraded.",
      schema: okMessage(BILLING_MESSAGES.cancelled).extend({ currentPlan: z.literal("free") }),
    },
    errors: { 400: "You are already on the free plan" },
  },
  requireAuth(),
  async (c) => {
    const result = await cancelSubscription(c.get("deps"), c.get("userId"));
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, message: BILLING_MESSAGES.cancelled, currentPlan: result.value.currentPlan });
  },
);

route(
  plansApi,
  {
    method: "get",
    path: "/{id}",
    tag,
    summary: "Get a plan",
    auth: "public",
    params: pathParams("id"),
    success: { description: "The plan, with isActive and timestamps.", schema: ok({ plan: Plan }) },
    errors: { 404: BILLING_MESSAGES.planNotFound },
  },
  async (c) => {
    const plan = await findActivePlan(c.get("deps"), c.req.param("id"));
    if (!plan) return c.json(errorBody(BILLING_MESSAGES.planNotFound), 404);
    c.header("Cache-Control", PUBLIC_PLANS_CACHE_CONTROL);
    return c.json({ success: true, plan: serializePlan(plan, { full: true }) });
  },
);
