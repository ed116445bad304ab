import { formatDate } from "@core/dates";
import { capitalize, planLabel } from "@core/format";
import { CANCEL_SUBSCRIPTION_MESSAGE, limitLabel } from "@core/subscription-text";
import { transactionRow } from "@core/transaction-rows";
import { storageOf } from "@worker/domain/documents/documents.server";
import { getCurrentPlan, paymentHistory } from "@worker/domain/payments/subscription.server";
import { useEffect, useState } from "react";
import { isRouteErrorResponse, Link, useNavigation, useRouteError, useSubmit } from "react-router";
import { StorageMeter } from "~/components/documents/storage-meter";
import { notFoundMessage } from "~/components/not-found-boundary";
import { PageHeader } from "~/components/page-header";
import { TransactionList } from "~/components/payments/transaction-list";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { ButtonLink, buttonClasses } from "~/components/ui/button";
import { Card, CardBody, CardFooter, CardHeader } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { getDeps, getUser } from "~/server/context.server";
import { storageView } from "~/server/documents.server";
import { notFound } from "~/server/not-found.server";
import { checkoutPagePath } from "~/ui/checkout";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Subscription Management · Offerpath" }];

/** The subscription page shows this many recent transactions (spec §9). */
const RECENT = 3;

export async function loader({ context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const [current, history, storage] = await Promise.all([
    getCurrentPlan(deps, user.id),
    paymentHistory(deps, user.id),
    storageOf(deps, user.id),
  ]);
  if (!current.ok) notFound(current.message);
  const { plan, subscription } = current.value;
  const day = (iso: string | null) => (iso ? formatDate(new Date(iso), user.timeZone) : null);
  return {
    plan: plan && {
      name: plan.name,
      description: plan.description,
      limits: {
        jobApplications: limitLabel(plan.limits.jobApplications),
        contacts: limitLabel(plan.limits.contacts),
        documentStorage: limitLabel(plan.limits.documentStorage, " MB"),
      },
    },
    subscription: subscription && {
      status: subscription.status,
      billingType: capitalize(subscription.billingType),
      start: day(subscription.startDate),
      end: day(subscription.endDate),
      // An early renewal is the latest payment: its period starts when the running one ends.
      upcoming: !!subscription.startDate && new Date(subscription.startDate) > deps.now(),
    },
    storage: storageView(storage),
    renew:
      plan && plan.name !== "free" && subscription && subscription.billingType !== "one-time"
        ? checkoutPagePath({ planId: plan._id, billingType: subscription.billingType })
        : null,
    recent: history.slice(0, RECENT).map((tx) => transactionRow(tx, user.timeZone)),
    more: history.length > RECENT,
  };
}

function CancelSubscription() {
  const [confirming, setConfirming] = useState(false);
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/subscription/cancel";
  const [wasBusy, setWasBusy] = useState(false);
  useEffect(() => {
    if (busy) setWasBusy(true);
    else if (wasBusy) {
      setWasBusy(false);
      setConfirming(false);
    }
  }, [busy, wasBusy]);
  return (
    <>
      <Link
        to="/subscription/cancel"
        onClick={(e) => {
          e.preventDefault();
          setConfirming(true);
        }}
        className={buttonClasses({ variant: "danger" })}
      >
        Cancel Subscription
      </Link>
      <ConfirmDialog
        open={confirming}
        title="Cancel subscription"
        message={CANCEL_SUBSCRIPTION_MESSAGE}
        confirmLabel="Cancel Subscription"
        cancelLabel="Keep Subscription"
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => submit(null, { method: "post", action: "/subscription/cancel" })}
      />
    </>
  );
}

export default function Subscription({ loaderData }: Route.ComponentProps) {
  const { plan, subscription, storage, recent, more, renew } = loaderData;
  const paid = !!plan && plan.name !== "free";
  const active = subscription?.status === "active";
  return (
    <>
      <PageHeader
        title="Subscription Management"
        description="Your plan, its limits and your recent payments."
        actions={
          <ButtonLink to="/plans" variant="secondary">
            Browse Plans
          </ButtonLink>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader title="Current Plan" />
          <CardBody className="space-y-4">
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-xl font-semibold text-slate-900">{planLabel(plan?.name)}</p>
              {active ? <Badge tone="green">Active</Badge> : null}
              {subscription?.status === "expired" ? <Badge tone="amber">Expired</Badge> : null}
            </div>
            {plan?.description ? <p className="text-sm text-slate-700">{plan.description}</p> : null}
            {paid && subscription ? (
              <dl className="grid gap-3 text-sm sm:grid-cols-2">
                <div>
                  <dt className="text-slate-600">Billing period</dt>
                  <dd className="font-medium text-slate-900">{subscription.billingType}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">
                    {subscription.upcoming ? "Renewed: next period" : "Current period"}
                  </dt>
                  <dd className="font-medium text-slate-900">
                    {subscription.start ?? "—"} – {subscription.end ?? "—"}
                  </dd>
                </div>
              </dl>
            ) : null}
          </CardBody>
          {paid && active ? (
            <CardFooter>
              <CancelSubscription />
              {plan && renew ? (
                // Renewing early adds the new period after the paid one (decision 043).
                <ButtonLink to={renew} reloadDocument variant="secondary">
                  Renew early
                </ButtonLink>
              ) : null}
            </CardFooter>
          ) : null}
        </Card>
        <Card>
          <CardHeader title="Plan limits" />
          <CardBody>
            <dl className="grid gap-3 text-sm sm:grid-cols-3">
              {(
                [
                  ["Job Applications", plan?.limits.jobApplications],
                  ["Contacts", plan?.limits.contacts],
                  ["Document Storage", plan?.limits.documentStorage],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="rounded-lg bg-slate-50 p-3">
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="mt-1 text-lg font-semibold text-slate-900">{value ?? "Unlimited"}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-5 border-t border-slate-100 pt-4">
              <StorageMeter storage={storage} />
              <Link to="/documents" className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline">
                Manage documents
              </Link>
            </div>
          </CardBody>
        </Card>
      </div>
      <section aria-labelledby="recent-title" className="mt-8">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 id="recent-title" className="text-lg font-semibold text-slate-900">
            Recent Transactions
          </h2>
          {more ? (
            <Link to="/payment-history" className="text-sm font-medium text-brand-700 hover:underline">
              View all transactions
            </Link>
          ) : null}
        </div>
        {recent.length ? (
          <TransactionList rows={recent} headingLevel={3} />
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
            No transactions found
          </p>
        )}
      </section>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <>
      <PageHeader title="Subscription Management" />
      <Alert tone="error" title="Error loading subscription data">
        {notFoundMessage(error) ??
          (isRouteErrorResponse(error)
            ? error.statusText || "Failed to load subscription"
            : "Failed to load subscription")}
      </Alert>
    </>
  );
}
