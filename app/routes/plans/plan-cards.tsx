import { formatMoney, planLabel, yearlySavingPercent } from "@core/format";
import type { PaidBillingType } from "@core/schemas/payment";
import { Form, Link } from "react-router";
import { PlanFeatureList } from "~/components/payments/plan-feature-list";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { checkoutPagePath } from "~/ui/checkout";

export type PlanCardData = {
  id: string;
  name: string;
  description: string;
  monthly: number;
  yearly: number;
  /** -1 (or 0) is unlimited. */
  jobApplications: number;
  features: { id: string; text: string; included: boolean }[];
};

const toggleLink =
  "rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * Monthly / Yearly as two links that keep the choice in the URL (no JavaScript needed), with the best
 * yearly saving the plans give (none shown when they give none).
 */
export function BillingToggle({ billing, savingPercent }: { billing: PaidBillingType; savingPercent: number }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <nav aria-label="Billing cycle" className="inline-flex rounded-lg bg-slate-100 p-1">
        {(["monthly", "yearly"] as const).map((cycle) => (
          <Link
            key={cycle}
            to={`?billing=${cycle}`}
            aria-current={billing === cycle ? "page" : undefined}
            preventScrollReset
            className={`${toggleLink} ${billing === cycle ? "bg-white text-slate-900 shadow-xs" : "text-slate-700 hover:text-slate-900"}`}
          >
            {cycle === "monthly" ? "Monthly" : "Yearly"}
          </Link>
        ))}
      </nav>
      {savingPercent > 0 ? <Badge tone="green">{`Save up to ${savingPercent}%`}</Badge> : null}
    </div>
  );
}

export function PlanCards({
  plans,
  billing,
  currentPlan,
}: {
  plans: PlanCardData[];
  billing: PaidBillingType;
  currentPlan: string;
}) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {plans.map((plan) => (
        <li key={plan.id}>
          <PlanCard plan={plan} billing={billing} current={plan.name === currentPlan} />
        </li>
      ))}
    </ul>
  );
}

function PlanCard({ plan, billing, current }: { plan: PlanCardData; billing: PaidBillingType; current: boolean }) {
  const price = billing === "yearly" ? plan.yearly : plan.monthly;
  const saving = billing === "yearly" ? yearlySavingPercent(plan.monthly, plan.yearly) : 0;
  const free = plan.monthly === 0 && plan.yearly === 0;
  const titleId = `plan-${plan.id}`;
  return (
    <section
      aria-labelledby={titleId}
      className={`flex h-full flex-col rounded-2xl border bg-white p-6 shadow-xs ${current ? "border-brand-500 ring-1 ring-brand-500" : "border-slate-200"}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {planLabel(plan.name)}
        </h2>
        {current ? <Badge tone="blue">Current Plan</Badge> : null}
      </div>
      <p className="mt-1 text-sm text-slate-600">{plan.description}</p>
      <p className="mt-5">
        <span className="text-4xl font-bold text-slate-900">{formatMoney(price)}</span>
        <span className="text-slate-600">/{billing === "yearly" ? "year" : "month"}</span>
      </p>
      <p className="mt-1 h-5 text-sm font-medium text-green-700">
        {saving > 0 ? `Save ${saving}% with yearly billing` : ""}
      </p>
      <p className="mt-4 text-sm text-slate-800">
        <strong>{plan.jobApplications > 0 ? plan.jobApplications : "Unlimited"}</strong> job applications
      </p>
      <PlanFeatureList features={plan.features} className="mt-4 flex-1 space-y-2 text-sm" strikeExcluded />
      <div className="mt-6">
        {current && free ? (
          <Button className="w-full" variant="secondary" disabled>
            Current Plan
          </Button>
        ) : current ? (
          // Renewing early adds the new period after the paid one (decision 043).
          <ButtonLink
            to={checkoutPagePath({ planId: plan.id, billingType: billing })}
            reloadDocument
            variant="secondary"
            className="w-full"
          >
            Renew early<span className="sr-only"> {planLabel(plan.name)}</span>
          </ButtonLink>
        ) : free ? (
          <Form method="post">
            <input type="hidden" name="planId" value={plan.id} />
            <Button type="submit" variant="secondary" className="w-full">
              Downgrade to Free
            </Button>
          </Form>
        ) : (
          // A document load: Razorpay's sources are in the CSP of the checkout page's own document only.
          <ButtonLink
            to={checkoutPagePath({ planId: plan.id, billingType: billing })}
            reloadDocument
            className="w-full"
          >
            Select Plan<span className="sr-only"> {planLabel(plan.name)}</span>
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
