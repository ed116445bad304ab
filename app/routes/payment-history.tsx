import { transactionRow } from "@core/transaction-rows";
import { paymentHistory } from "@worker/domain/payments/subscription.server";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { PageHeader } from "~/components/page-header";
import { TransactionList } from "~/components/payments/transaction-list";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { CreditCardIcon } from "~/components/ui/icons";
import { getDeps, getUser } from "~/server/context.server";
import type { Route } from "./+types/payment-history";

export const meta: Route.MetaFunction = () => [{ title: "Payment History · Offerpath" }];

export async function loader({ context }: Route.LoaderArgs) {
  const user = getUser(context);
  const transactions = await paymentHistory(getDeps(context), user.id);
  return { rows: transactions.map((tx) => transactionRow(tx, user.timeZone)) };
}

export default function PaymentHistory({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Payment History"
        description="Every payment and plan change on your account."
        actions={
          <ButtonLink to="/subscription" variant="secondary">
            Manage subscription
          </ButtonLink>
        }
      />
      {loaderData.rows.length ? (
        <TransactionList rows={loaderData.rows} />
      ) : (
        <EmptyState
          icon={<CreditCardIcon />}
          title="No payment history"
          description="You haven't made any payments yet."
          action={<ButtonLink to="/plans">Browse plans</ButtonLink>}
        />
      )}
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <>
      <PageHeader title="Payment History" />
      <Alert tone="error" title="Error loading payment history">
        {isRouteErrorResponse(error)
          ? String(error.data?.message ?? error.statusText)
          : "Failed to load payment history"}
      </Alert>
    </>
  );
}
