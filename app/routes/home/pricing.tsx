import { formatMoney, planLabel, yearlySavingPercent } from "@core/format";
import { Link } from "react-router";
import { PlanFeatureList } from "~/components/payments/plan-feature-list";
import { ButtonLink } from "~/components/ui/button";

export type PlanCard = {
  id: string;
  name: string;
  description: string;
  monthly: number;
  yearly: number;
  /** The plan's limit; -1 (or 0) is unlimited. */
  jobApplications: number;
  /** `describePlan`'s lines: what the plan's limits and flags grant. */
  features: { key: string; text: string; included: boolean }[];
};

/** The line under the title, from the plans: the Free plan's limit and the best yearly saving. */
function pricingSummary(plans: PlanCard[]): string {
  const free = plans.find((p) => p.monthly === 0 && p.yearly === 0);
  const saving = Math.max(0, ...plans.map((p) => yearlySavingPercent(p.monthly, p.yearly)));
  return [
    free
      ? free.jobApplications > 0
        ? `Free for up to ${free.jobApplications.toLocaleString("en-IN")} job applications.`
        : "Free with unlimited job applications."
      : "",
    saving > 0 ? `Save up to ${saving}% yearly.` : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** The price cards, or a short notice when the plans cannot be read and none were cached. */
export function Pricing({ plans }: { plans: PlanCard[] | null }) {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-4 bg-slate-50 px-6 py-20">
      <h2 id="pricing-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
        Simple pricing
      </h2>
      {plans ? <p className="mt-3 text-center text-slate-600">{pricingSummary(plans)}</p> : null}
      {plans ? (
        <div className="mx-auto mt-12 grid max-w-5xl gap-6 lg:grid-cols-3">
          {plans.map((p) => (
            <PlanCardView key={p.id} plan={p} />
          ))}
        </div>
      ) : (
        <p
          role="status"
          className="mx-auto mt-10 max-w-xl rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700"
        >
          Prices are unavailable right now. The Free plan needs no card:{" "}
          <Link to="/register" className="font-medium text-brand-700 underline">
            create your account
          </Link>{" "}
          and see every plan once you are in.
        </p>
      )}
    </section>
  );
}

function PlanCardView({ plan: p }: { plan: PlanCard }) {
  return (
    <div className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-xs">
      <h3 className="text-lg font-semibold text-slate-900">{planLabel(p.name)}</h3>
      <p className="mt-1 text-sm text-slate-600">{p.description}</p>
      <p className="mt-6">
        <span className="text-4xl font-bold text-slate-900">{p.monthly ? formatMoney(p.monthly) : "₹0"}</span>
        <span className="text-slate-600">/month</span>
      </p>
      {p.yearly ? (
        <p className="mt-1 text-sm text-slate-600">
          or {formatMoney(p.yearly)}/year (save {yearlySavingPercent(p.monthly, p.yearly)}%)
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-600">Free forever</p>
      )}
      <PlanFeatureList features={p.features} className="mt-6 flex-1 space-y-2 text-sm" />
      <ButtonLink
        to={`/register?planId=${p.id}&billingType=monthly`}
        variant={p.name === "basic" ? "primary" : "secondary"}
        className="mt-8 w-full"
      >
        {p.monthly ? `Choose ${planLabel(p.name)}` : "Start free"}
      </ButtonLink>
      {/* The same height on every card, so the buttons line up. */}
      <p className="mt-3 h-5 text-center text-sm">
        {p.yearly ? (
          <Link
            to={`/register?planId=${p.id}&billingType=yearly`}
            className="rounded-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Choose {planLabel(p.name)} yearly ({formatMoney(p.yearly)}/year)
          </Link>
        ) : null}
      </p>
    </div>
  );
}
