import { capitalize, formatMoney } from "@core/format";
import type { TransactionRow } from "@core/transaction-rows";
import { Link } from "react-router";
import { Badge, type BadgeTone } from "~/components/ui/badge";

const paymentStatusTones: Record<string, BadgeTone> = {
  completed: "green",
  pending: "yellow",
  failed: "red",
  refunded: "purple",
};

/**
 * A payment's status in its colour: here, not in ui/badge, which fourteen screens load while only the payment
 * lists show this (decision 062).
 */
function PaymentStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge tone={Object.hasOwn(paymentStatusTones, status) ? paymentStatusTones[status] : "gray"} className={className}>
      {capitalize(status)}
    </Badge>
  );
}

/** Payments as cards (one per transaction): readable at 390 px, two columns of details from `sm`. */
export function TransactionList({ rows, headingLevel = 2 }: { rows: TransactionRow[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="space-y-3">
      {rows.map((tx) => (
        <li key={tx.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
            <div className="min-w-0">
              <Heading className="font-semibold text-slate-900">{tx.title}</Heading>
              <p className="text-sm text-slate-600">{tx.createdAt}</p>
            </div>
            <div className="flex items-center gap-3">
              <span className="text-lg font-semibold text-slate-900">{formatMoney(tx.amount, tx.currency)}</span>
              <PaymentStatusBadge status={tx.status} />
            </div>
          </div>
          <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
            <div className="min-w-0">
              <dt className="text-slate-600">Payment ID</dt>
              <dd className="break-all font-mono text-xs text-slate-900">{tx.paymentId}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Billing Type</dt>
              <dd className="text-slate-900">{tx.billingType}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Subscription Period</dt>
              <dd className="text-slate-900">{tx.period}</dd>
            </div>
          </dl>
          {tx.hasReceipt ? (
            <p className="mt-3">
              <Link to={`/payments/${tx.id}/receipt`} className="text-sm font-medium text-brand-700 hover:underline">
                View receipt
                <span className="sr-only">
                  {" "}
                  for {tx.title}, {tx.createdAt}
                </span>
              </Link>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
