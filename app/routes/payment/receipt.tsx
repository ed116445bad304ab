import { formatDate } from "@core/dates";
import { capitalize, formatMoney, planLabel } from "@core/format";
import { creditLabel } from "@core/subscription-text";
import { findUserTransaction } from "@worker/domain/payments/subscription.server";
import { NotFoundBoundary, notFoundMessage } from "~/components/not-found-boundary";
import { Button, ButtonLink } from "~/components/ui/button";
import { LogoMark } from "~/components/ui/icons";
import { getDeps, getUser } from "~/server/context.server";
import { notFound, valueOr404 } from "~/server/not-found.server";
import { useHydrated } from "~/ui/use-hydrated";
import type { Route } from "./+types/receipt";

const NOT_FOUND = "Receipt not found";

export const meta: Route.MetaFunction = ({ loaderData, error }) => [
  { title: `${loaderData ? `Receipt ${loaderData.number}` : (notFoundMessage(error) ?? NOT_FOUND)} · Offerpath` },
];

/** A printable receipt for one of the caller's completed payments; anything else is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = getUser(context);
  const tx = valueOr404(await findUserTransaction(getDeps(context), user.id, params.id));
  if (tx.status !== "completed" || !tx.paymentId) notFound(NOT_FOUND);
  const day = (iso: string | null) => (iso ? formatDate(new Date(iso), user.timeZone) : "—");
  // Rupees with paise shown as two digits (₹75.30) once a credit makes the amount fractional.
  const money = (rupees: number) => formatMoney(rupees, tx.currency);
  return {
    number: tx.receipt ?? tx._id,
    billedTo: { name: tx.billingDetails.name || user.name, email: tx.billingDetails.email || user.email },
    plan: planLabel(tx.plan.name),
    billingType: capitalize(tx.billingType),
    period: `${day(tx.startDate)} – ${day(tx.endDate)}`,
    amount: money(tx.amount),
    credit: tx.credit
      ? {
          label: creditLabel({ planName: tx.credit.plan ?? "your previous plan", days: tx.credit.days }),
          price: money(Math.round((tx.amount + tx.credit.amount) * 100) / 100),
          amount: `−${money(tx.credit.amount)}`,
        }
      : null,
    paymentId: tx.paymentId,
    paidOn: day(tx.startDate ?? tx.createdAt),
  };
}

function PrintButton() {
  return useHydrated() ? (
    <Button onClick={() => window.print()}>Print or save as PDF</Button>
  ) : (
    <p className="text-sm text-slate-600">Use your browser's Print to save this receipt as a PDF.</p>
  );
}

export default function Receipt({ loaderData: r }: Route.ComponentProps) {
  const rows: [string, string][] = [
    ["Plan", `${r.plan} plan`],
    ["Billing cycle", r.billingType],
    ["Subscription period", r.period],
    ["Payment ID", r.paymentId],
    ["Payment date", r.paidOn],
    ...(r.credit
      ? ([
          ["Price", r.credit.price],
          [r.credit.label, r.credit.amount],
        ] as [string, string][])
      : []),
  ];
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <ButtonLink to="/payment-history" variant="secondary">
          Back to payment history
        </ButtonLink>
        <PrintButton />
      </div>
      <article className="mx-auto max-w-2xl rounded-xl border border-slate-200 bg-white p-6 shadow-xs sm:p-10 print:max-w-none print:border-0 print:p-0 print:shadow-none">
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-6">
          <div className="flex items-center gap-2.5">
            <LogoMark className="size-9" />
            <p className="text-xl font-semibold tracking-tight text-slate-900">Offerpath</p>
          </div>
          <div className="sm:text-right">
            <h1 className="text-2xl font-semibold text-slate-900">Receipt</h1>
            <p className="mt-1 font-mono text-xs break-all text-slate-600">{r.number}</p>
          </div>
        </header>
        <section aria-labelledby="billed-to" className="mt-6">
          <h2 id="billed-to" className="text-sm font-medium text-slate-600">
            Billed to
          </h2>
          <p className="mt-1 font-medium text-slate-900">{r.billedTo.name}</p>
          <p className="text-sm text-slate-700">{r.billedTo.email}</p>
        </section>
        <dl className="mt-6 divide-y divide-slate-200 border-y border-slate-200 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-wrap justify-between gap-x-6 gap-y-1 py-3">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-medium break-all text-slate-900">{value}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-6 py-4">
            <dt className="font-semibold text-slate-900">Amount paid</dt>
            <dd className="text-lg font-semibold text-slate-900">{r.amount}</dd>
          </div>
        </dl>
        <p className="mt-6 text-xs text-slate-600">
          Paid through Razorpay. Offerpath's refund policy applies: no refunds except for a technical error reported
          within 48 hours of the payment.
        </p>
      </article>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundBoundary
      backTo="/payment-history"
      backLabel="Back to payment history"
      description="This receipt does not exist, or the payment has not completed."
    />
  );
}
