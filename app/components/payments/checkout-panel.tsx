import { capitalize, formatMoney, planLabel } from "@core/format";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher, useLocation, useNavigate, useNavigation, useSubmit } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { CheckCircleIcon, CheckIcon } from "~/components/ui/icons";
import { Spinner } from "~/components/ui/spinner";
import type { CheckoutActionData, CheckoutOrder, CheckoutView } from "~/ui/checkout";
import { formErrorOf, isFormReply } from "~/ui/forms";
import { useHydrated } from "~/ui/use-hydrated";
import { loadCheckoutScript, openRazorpayCheckout } from "./razorpay-checkout";

/** After "Payment Successful!" the dashboard follows after this long (spec §9). */
const SUCCESS_REDIRECT_MS = 2_000;

/** The order summary: plan, billing cycle, amount in rupees and everything the plan includes (`describePlan`). */
export function OrderSummary({ view }: { view: CheckoutView }) {
  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
    >
      <h2 id="order-summary-title" className="text-base font-semibold text-slate-900">
        Order summary
      </h2>
      <dl className="mt-3 divide-y divide-slate-200 text-sm">
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-slate-600">Plan</dt>
          <dd className="font-medium text-slate-900">{planLabel(view.plan.name)}</dd>
        </div>
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-slate-600">Billing Cycle</dt>
          <dd className="font-medium text-slate-900">{capitalize(view.billingType)}</dd>
        </div>
        {view.credit ? (
          <>
            <div className="flex justify-between gap-4 py-2">
              <dt className="text-slate-600">Price</dt>
              <dd className="font-medium text-slate-900">{formatMoney(view.price)}</dd>
            </div>
            <div className="flex justify-between gap-4 py-2">
              <dt className="text-slate-600">{view.credit.label}</dt>
              <dd className="font-medium text-green-800">−{formatMoney(view.credit.rupees)}</dd>
            </div>
          </>
        ) : null}
        <div className="flex items-baseline justify-between gap-4 py-2">
          <dt className="text-slate-600">{view.credit ? "Total" : "Amount"}</dt>
          <dd className="text-lg font-semibold text-slate-900">{formatMoney(view.amount)}</dd>
        </div>
      </dl>
      {view.plan.features.length ? (
        <ul className="mt-3 space-y-1.5 border-t border-slate-200 pt-3 text-sm text-slate-700">
          {view.plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-green-700" />
              {feature}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** Cancel, or "Continue with Free Plan" when the checkout started at registration (the account is on Free). */
function LeaveLink({ view }: { view: CheckoutView }) {
  return view.from ? (
    <ButtonLink to="/dashboard" variant="secondary">
      Continue with Free Plan
    </ButtonLink>
  ) : (
    <ButtonLink to="/plans" variant="secondary">
      Cancel
    </ButtonLink>
  );
}

/**
 * The checkout of one paid plan in its four states. Pay Now is a plain form (a Payment Link's hosted
 * page without JavaScript); with JavaScript it creates an order and opens Razorpay Checkout (or the
 * local stand-in), then posts Checkout's answer to the same page's verify or failure action.
 */
export function CheckoutPanel({
  view,
  actionData,
  payLabel = "Pay Now",
}: {
  view: CheckoutView;
  actionData?: CheckoutActionData;
  payLabel?: string;
}) {
  const location = useLocation();
  if (view.state === "success") return <PaymentSucceeded view={view} />;
  if (view.state === "failed") return <PaymentFailed view={view} />;
  return (
    <div className="space-y-5">
      <OrderSummary view={view} />
      {view.replaces ? (
        <Alert tone="info" title={`This replaces your ${view.replaces.planName} plan`}>
          Your {view.replaces.planName} plan is paid until {view.replaces.until}. The {planLabel(view.plan.name)} plan
          starts when this payment completes, and the unused days of the {view.replaces.planName} plan are taken off its
          price, to the paisa.
          {view.forfeited > 0
            ? ` Every payment is at least ₹11, so ${formatMoney(view.forfeited)} of their value cannot be used here and is not refunded: to keep it, change plan closer to ${view.replaces.until}.`
            : ""}
        </Alert>
      ) : null}
      {view.renews ? (
        <Alert tone="info" title="Renewing early">
          You are on the {planLabel(view.plan.name)} plan already. Paying now adds a new{" "}
          {view.billingType === "yearly" ? "year" : "month"} that starts on {view.renews.from}, when your paid time
          ends: no day is lost.
        </Alert>
      ) : null}
      {view.state === "processing" ? (
        <Alert tone="info" title="Confirming your payment">
          Razorpay has not confirmed this payment yet. If you paid, your plan switches as soon as it does.{" "}
          <Link to={`${location.pathname}${location.search}`} className="font-medium underline">
            Check again
          </Link>
        </Alert>
      ) : null}
      <PayNow view={view} actionData={actionData} label={view.state === "processing" ? "Pay again" : payLabel} />
    </div>
  );
}

function PayNow({ view, actionData, label }: { view: CheckoutView; actionData?: CheckoutActionData; label: string }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<CheckoutActionData>();
  const submit = useSubmit();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [opening, setOpening] = useState(false);
  const handled = useRef<string | null>(null);
  const replyOf = (answer: CheckoutActionData | undefined) => (isFormReply(answer) ? answer : undefined);
  const formError = formErrorOf(replyOf(fetcher.data)) ?? formErrorOf(replyOf(actionData));

  useEffect(() => {
    const order = fetcher.data && "checkout" in fetcher.data ? fetcher.data.checkout : undefined;
    // After the revalidation that follows the action: a navigation during it can stall route discovery.
    if (!order || fetcher.state !== "idle" || handled.current === order.transactionId) return;
    handled.current = order.transactionId;
    const post = (fields: Record<string, string>) =>
      submit({ ...fields, transactionId: order.transactionId }, { method: "post", action: view.actionPath });
    const fail = (reason: string) => post({ intent: "failed", reason });
    if (order.standInPath) {
      navigate(order.standInPath);
      return;
    }
    setOpening(true);
    loadCheckoutScript()
      .then(() => openCheckout(order, post, fail))
      .catch(() => fail("Failed to load the payment gateway. Check your connection and try again."))
      .finally(() => setOpening(false));
  }, [fetcher.data, fetcher.state, navigate, submit, view.actionPath]);

  const busy = fetcher.state !== "idle" || opening || navigation.state !== "idle";
  return (
    <Form
      method="post"
      action={view.actionPath}
      onSubmit={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        // The server may answer the same open order again (a retry within minutes): handle it again.
        handled.current = null;
        fetcher.submit(
          { intent: "order", quotedAt: String(view.quotedAt) },
          { method: "post", action: view.actionPath },
        );
      }}
    >
      <input type="hidden" name="intent" value="link" />
      <input type="hidden" name="quotedAt" value={view.quotedAt} />
      {formError ? (
        <Alert tone="error" className="mb-4">
          {formError}
        </Alert>
      ) : null}
      {busy ? (
        <p role="status" className="mb-4 flex items-center gap-2 text-sm text-slate-700">
          <Spinner className="size-4 text-brand-600" /> Processing your payment…
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <LeaveLink view={view} />
        <Button type="submit" loading={busy}>
          {label} · {formatMoney(view.amount)}
        </Button>
      </div>
      {view.standIn ? (
        <p className="mt-4 text-xs text-slate-600">
          Local development: payments go to a stand-in page, not to Razorpay. No money moves.
        </p>
      ) : null}
    </Form>
  );
}

function openCheckout(
  order: CheckoutOrder,
  post: (fields: Record<string, string>) => void,
  fail: (reason: string) => void,
) {
  openRazorpayCheckout(order, { onSuccess: (answer) => post({ intent: "verify", ...answer }), onFailure: fail });
}

function PaymentSucceeded({ view }: { view: CheckoutView }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate("/dashboard"), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="flex flex-col items-center text-center">
      <CheckCircleIcon className="size-12 text-green-600" />
      <h2 className="mt-4 text-xl font-semibold text-slate-900">Payment Successful!</h2>
      <p role="status" className="mt-2 text-sm text-slate-700">
        Your {planLabel(view.plan.name)} plan is active
        {view.paidUntil ? ` until ${view.paidUntil}` : ""}. Taking you to your dashboard…
      </p>
      <ButtonLink to="/dashboard" className="mt-6">
        Go to dashboard
      </ButtonLink>
    </div>
  );
}

function PaymentFailed({ view }: { view: CheckoutView }) {
  return (
    <div className="space-y-5">
      <Alert tone="error" title="Payment Failed">
        {view.message ?? "Payment failed"}
      </Alert>
      <OrderSummary view={view} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <LeaveLink view={view} />
        <ButtonLink to={view.actionPath}>Try Again</ButtonLink>
      </div>
    </div>
  );
}
