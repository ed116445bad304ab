import { registerUser } from "@worker/domain/auth/accounts.server";
import { findActivePlan } from "@worker/domain/plans.server";
import { failureStatus } from "@worker/lib/result";
import { data, Form, Link, redirect, useLocation, useNavigation } from "react-router";
import { AuthLayout } from "~/components/auth-layout";
import { TimeZoneInput } from "~/components/time-zone-input";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { formatINR, planLabel } from "~/lib/format";
import { failureForForm, parseForm } from "~/lib/forms";
import { registerFormSchema } from "~/lib/schemas/auth";
import { publicPageMeta } from "~/lib/seo";
import { loadCurrentUser, startWebSession } from "~/lib/server/auth.server";
import { clientKeyOf, getDeps } from "~/lib/server/context.server";
import { redirectWithToast } from "~/lib/server/toast.server";
import type { Route } from "./+types/register";

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta(matches, "/register");

type BillingType = "monthly" | "yearly";

function planChoice(url: URL, state: unknown) {
  const fromState = (state ?? {}) as { planId?: unknown; billingType?: unknown };
  const planId = url.searchParams.get("planId") ?? (typeof fromState.planId === "string" ? fromState.planId : "");
  const billing = url.searchParams.get("billingType") ?? fromState.billingType;
  return { planId, billingType: (billing === "yearly" ? "yearly" : "monthly") as BillingType };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  if (await loadCurrentUser(request, deps)) throw redirect("/dashboard");
  const { planId, billingType } = planChoice(new URL(request.url), null);
  const plan = planId ? await findActivePlan(deps, planId) : null;
  return {
    plan: plan ? { id: plan.id, name: plan.name, monthly: plan.priceMonthly, yearly: plan.priceYearly } : null,
    billingType,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const form = await request.formData();
  const values = { name: String(form.get("name") ?? ""), email: String(form.get("email") ?? "") };
  const parsed = parseForm(form, registerFormSchema);
  if (!parsed.ok) return data({ fieldErrors: parsed.fieldErrors, formError: undefined, values }, 400);
  const result = await registerUser(deps, parsed.data, clientKeyOf(request));
  if (!result.ok) {
    return data({ ...failureForForm(result), values }, failureStatus[result.code]);
  }
  const cookie = await startWebSession(deps, request, result.value.user.id, false);
  const firstName = result.value.user.name.split(/\s+/)[0];
  return redirectWithToast(
    "/dashboard",
    { type: "success", message: `Welcome to Offerpath, ${firstName}! Your account is ready.` },
    deps.config.SESSION_SECRET,
    request,
    [["Set-Cookie", cookie]],
  );
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const location = useLocation();
  const { plan } = loaderData;
  const billingType = planChoice(new URL(`http://x${location.search}`), location.state).billingType;
  const price = plan ? (billingType === "yearly" ? plan.yearly : plan.monthly) : 0;
  return (
    <AuthLayout
      title="Create your account"
      subtitle="Start tracking your job search in minutes."
      footer={
        <>
          Already have an account?{" "}
          <Link to="/login" className="font-medium text-brand-700 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <div className="mb-6 flex items-center justify-between rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm">
        <span className="text-slate-700">
          Selected plan: <strong className="text-slate-900">{planLabel(plan?.name ?? "free")}</strong>
        </span>
        <span className="font-semibold text-brand-800">
          {price > 0 ? `${formatINR(price)}/${billingType === "yearly" ? "year" : "month"}` : "Free"}
        </span>
      </div>
      {plan && price > 0 ? (
        <Alert tone="info" className="mb-5">
          Your account starts on the Free plan. Upgrading to {planLabel(plan.name)} needs a payment step that is not
          available yet.
        </Alert>
      ) : null}
      <Form method="post" className="space-y-5" noValidate>
        {actionData?.formError ? <Alert tone="error">{actionData.formError}</Alert> : null}
        <TimeZoneInput />
        <TextField
          label="Full name"
          name="name"
          autoComplete="name"
          required
          defaultValue={actionData?.values.name}
          error={actionData?.fieldErrors?.name}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={actionData?.values.email}
          error={actionData?.fieldErrors?.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 6 characters."
          error={actionData?.fieldErrors?.password}
        />
        <TextField
          label="Confirm password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={actionData?.fieldErrors?.confirmPassword}
        />
        <Button type="submit" className="w-full" loading={busy}>
          Create account
        </Button>
      </Form>
    </AuthLayout>
  );
}
