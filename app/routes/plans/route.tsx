import { yearlySavingPercent } from "@core/format";
import { downgradeFormSchema, plansQuerySchema } from "@core/schemas/payment";
import type { Plan } from "@worker/db/schema";
import { upgradePlan } from "@worker/domain/payments/subscription.server";
import { describePlan } from "@worker/domain/plan-summary";
import { listPublicPlans } from "@worker/domain/plans.server";
import { redirect } from "react-router";
import { PageHeader } from "~/components/page-header";
import { Alert } from "~/components/ui/alert";
import { getDeps, getUser } from "~/server/context.server";
import { parseSubmission } from "~/server/forms.server";
import { redirectWithToast } from "~/server/toast.server";
import { checkoutPagePath } from "~/ui/checkout";
import type { Route } from "./+types/route";
import { BillingToggle, type PlanCardData, PlanCards } from "./plan-cards";

export const meta: Route.MetaFunction = () => [{ title: "Plans · Offerpath" }];

const toCard = (plan: Plan): PlanCardData => ({
  id: plan.id,
  name: plan.name,
  description: plan.description,
  monthly: plan.priceMonthly,
  yearly: plan.priceYearly,
  jobApplications: plan.limitJobApplications,
  features: describePlan(plan).map((f) => ({ id: f.key, text: f.text, included: f.included })),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { billing } = plansQuerySchema.parse({ billing: url.searchParams.get("billing") ?? undefined });
  const listed = await listPublicPlans(getDeps(context));
  const plans = listed ? listed.plans.map(toCard) : null;
  const savingPercent = Math.max(0, ...(plans ?? []).map((p) => yearlySavingPercent(p.monthly, p.yearly)));
  return { billing, currentPlan: getUser(context).planName, plans, savingPercent };
}

/** "Downgrade to Free" (a plain post): the plan switches at once; a paid plan goes on to payment instead. */
export async function action({ request, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const submission = parseSubmission(await request.formData(), downgradeFormSchema);
  if (submission.status !== "success") throw redirect("/plans");
  const { planId } = submission.value;
  const result = await upgradePlan(deps, getUser(context).id, { planId, billingType: "one-time" });
  const secret = deps.config.SESSION_SECRET;
  if (!result.ok) return redirectWithToast("/plans", { type: "error", message: result.message }, secret, request);
  if (result.value.kind === "payment") {
    return redirect(checkoutPagePath({ planId: result.value.planId, billingType: "monthly" }));
  }
  return redirectWithToast(
    "/subscription",
    { type: "success", message: "Successfully downgraded to free plan" },
    secret,
    request,
  );
}

export default function Plans({ loaderData }: Route.ComponentProps) {
  const { billing, currentPlan, plans, savingPercent } = loaderData;
  return (
    <>
      <PageHeader
        title="Choose your plan"
        description="Upgrade for more applications and contacts, or stay on Free. Prices in Indian rupees."
        actions={<BillingToggle billing={billing} savingPercent={savingPercent} />}
      />
      {currentPlan !== "free" ? (
        <p className="mb-6 max-w-3xl text-sm text-slate-700">
          Paying before your plan ends loses nothing: renewing early adds the new period after your paid time ends, and
          changing to another paid plan starts it at once with the unused days of your current plan taken off its price
          (every payment is at least ₹11).
        </p>
      ) : null}
      {plans ? (
        <PlanCards plans={plans} billing={billing} currentPlan={currentPlan} />
      ) : (
        <Alert tone="error" title="Failed to load pricing plans. Please try again later." />
      )}
    </>
  );
}
