/** A transaction as the history, subscription and receipt screens show it (dates in the person's zone). */
import { formatDate } from "./dates";
import { capitalize, planLabel } from "./format";

type TransactionLike = {
  _id: string;
  plan: { name: string } | null;
  amount: number;
  currency: string;
  status: string;
  billingType: string;
  paymentId: string | null;
  startDate: string | null;
  endDate: string | null;
  createdAt: string;
};

export type TransactionRow = {
  id: string;
  /** "Basic Plan", or "Plan Subscription" without a plan (spec §2 /payment-history). */
  title: string;
  planName: string;
  amount: number;
  currency: string;
  status: string;
  billingType: string;
  paymentId: string;
  createdAt: string;
  /** "24 Nov 2026 – 24 Nov 2027", or "—" before the payment completes. */
  period: string;
  /** A completed payment has a printable receipt. */
  hasReceipt: boolean;
};

const day = (iso: string | null, tz: string) => (iso ? formatDate(new Date(iso), tz) : null);

export function transactionRow(tx: TransactionLike, tz: string): TransactionRow {
  const start = day(tx.startDate, tz);
  const end = day(tx.endDate, tz);
  return {
    id: tx._id,
    title: tx.plan?.name ? `${planLabel(tx.plan.name)} Plan` : "Plan Subscription",
    planName: tx.plan?.name ?? "",
    amount: tx.amount,
    currency: tx.currency || "INR",
    status: tx.status,
    billingType: capitalize(tx.billingType),
    paymentId: tx.paymentId || "N/A",
    createdAt: formatDate(new Date(tx.createdAt), tz),
    period: start && end ? `${start} – ${end}` : "—",
    hasReceipt: tx.status === "completed" && !!tx.paymentId,
  };
}
