import { formatMoney, planLabel } from "@core/format";
import { registerFormSchema } from "@core/schemas/auth";
import type { Deps } from "@worker/deps";
import { registerUser } from "@worker/domain/auth/accounts.server";
import { findActivePlan } from "@worker/domain/plans.server";
import { Form, Link, redirect, useLocation, useNavigation } from "react-router";
import { AuthLayout } from "~/components/auth-layout";
import { CheckoutPanel } from "~/components/payments/checkout-panel";
import { TimeZoneInput } from "~/components/time-zone-input";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { loadCurrentUser, startWebSession } from "~/server/auth.server";
import { checkoutAction, isCheckoutIntent, loadCheckoutView, readCheckoutQuery } from "~/server/checkout.server";
import { clientKeyOf, getDeps } from "~/server/context.server";
import { failedSubmission, formConstraints, invalidSubmission, parseSubmission } from "~/server/forms.server";
import { redirectWithToast } from "~/server/toast.server";
import { checkoutPagePath } from "~/ui/checkout";
import { type FormConstraints, type FormReply, isFormReply, useFormFields } from "~/ui/forms";
import { publicPageMeta } from "~/ui/seo";
import type { Route } from "./+types/register";

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta(matches, "/register");

type BillingType = "monthly" | "yearly";

function planChoice(url: URL, state: unknown) {
  const fromState = (state ?? {}) as { planId?: unknown; billingType?: unknown };
  const planId = url.searchParams.get("planId") ?? (typeof fromState.planId === "string" ? fromState.planId : "");
  const billing = url.searchParams.get("billingType") ?? fromState.billingType;
  return { planId, billingType: (billing === "yearly" ? "yearly" : "monthly") as BillingType };
}

/** Step 2 (a paid plan chosen): the new account's checkout, at /register?planId&billingType&step=payment. */
function paymentStep(url: URL) {
  return url.searchParams.get("step") === "payment" ? readCheckoutQuery(url, "register-step") : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const url = new URL(request.url);
  const user = await loadCurrentUser(request, deps);
  if (user) {
    const step = paymentStep(url);
    if (!step) throw redirect("/dashboard");
    return { step: 2 as const, view: await loadCheckoutView(deps, request, user, step) };
  }
  const { planId, billingType } = planChoice(url, null);
  const plan = planId ? await findActivePlan(deps, planId) : null;
  return {
    step: 1 as const,
    plan: plan ? { id: plan.id, name: plan.name, monthly: plan.priceMonthly, yearly: plan.priceYearly } : null,
    billingType,
    constraints: formConstraints(registerFormSchema),
  };
}

/** The checkout forms of step 2 (Complete Payment, Checkout's answers) for the signed-in new account. */
async function paymentStepAction(deps: Deps, request: Request, form: FormData) {
  const user = await loadCurrentUser(request, deps);
  if (!user) throw redirect("/login");
  const step = paymentStep(new URL(request.url));
  if (!step) throw redirect("/dashboard");
  return checkoutAction(deps, user, step, form);
}

/** Where a new account goes: step 2 when a paid plan was chosen, else the dashboard. */
async function afterSignUp(deps: Deps, url: URL): Promise<string> {
  const { planId, billingType } = planChoice(url, null);
  const plan = planId ? await findActivePlan(deps, planId) : null;
  const price = plan ? (billingType === "yearly" ? plan.priceYearly : plan.priceMonthly) : 0;
  return plan && price > 0 ? checkoutPagePath({ planId: plan.id, billingType, from: "register-step" }) : "/dashboard";
}

export async function action({ request, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const form = await request.formData();
  if (isCheckoutIntent(form.get("intent"))) return paymentStepAction(deps, request, form);
  const submission = parseSubmission(form, registerFormSchema);
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") return invalidSubmission(submission, { hideFields });
  const result = await registerUser(deps, submission.value, clientKeyOf(request));
  if (!result.ok) return failedSubmission(submission, result, { hideFields });
  const cookie = await startWebSession(deps, request, result.value.user.id, false, submission.value.timeZone ?? null);
  const firstName = result.value.user.name.split(/\s+/)[0];
  return redirectWithToast(
    await afterSignUp(deps, new URL(request.url)),
    { type: "success", message: `Welcome to Offerpath, ${firstName}! Your account is ready.` },
    deps.config.SESSION_SECRET,
    request,
    [["Set-Cookie", cookie]],
  );
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.step === 2) {
    return (
      <AuthLayout title="Complete your payment" subtitle="Your account is ready. Pay now, or start on the Free plan.">
        <CheckoutPanel view={loaderData.view} actionData={actionData} payLabel="Complete Payment" />
      </AuthLayout>
    );
  }
  return (
    <AccountStep
      plan={loaderData.plan}
      constraints={loaderData.constraints}
      reply={isFormReply(actionData) ? actionData : undefined}
    />
  );
}

type AccountStepProps = {
  plan: { id: string; name: string; monthly: number; yearly: number } | null;
  constraints: FormConstraints;
  reply: FormReply | undefined;
};

function AccountStep({ plan, constraints, reply }: AccountStepProps) {
  const busy = useNavigation().state === "submitting";
  const { field, formError } = useFormFields({ reply, defaultValue: {}, constraints });
  const location = useLocation();
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
          {price > 0 ? `${formatMoney(price)}/${billingType === "yearly" ? "year" : "month"}` : "Free"}
        </span>
      </div>
      {plan && price > 0 ? (
        <Alert tone="info" className="mb-5">
          Step 1 of 2: create your account. Next you pay {formatMoney(price)} for {planLabel(plan.name)}, or continue on
          the Free plan.
        </Alert>
      ) : null}
      <Form method="post" className="space-y-5" noValidate>
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <TimeZoneInput />
        <TextField label="Full name" {...field("name")} autoComplete="name" />
        <TextField label="Email" {...field("email")} type="email" autoComplete="email" />
        <TextField
          label="Password"
          {...field("password")}
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters."
        />
        <TextField label="Confirm password" {...field("confirmPassword")} type="password" autoComplete="new-password" />
        <Button type="submit" className="w-full" loading={busy}>
          Create account
        </Button>
      </Form>
    </AuthLayout>
  );
}
