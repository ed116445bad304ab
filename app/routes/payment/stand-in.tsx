import { capitalize, formatMoney, planLabel } from "@core/format";
import { CHECKOUT_FROM } from "@core/schemas/payment";
import { creditLabel } from "@core/subscription-text";
import { standInCheckoutResult, standInPaymentLinkResult } from "@worker/adapters/razorpay-stand-in.server";
import { isLocalStandIn } from "@worker/domain/payments/gateway";
import { findUserTransaction } from "@worker/domain/payments/subscription.server";
import { Form } from "react-router";
import { NotFoundBoundary } from "~/components/not-found-boundary";
import { PageHeader } from "~/components/page-header";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardBody, CardFooter } from "~/components/ui/card";
import { getDeps, getUser } from "~/server/context.server";
import { notFound, valueOr404 } from "~/server/not-found.server";
import { checkoutPagePath } from "~/ui/checkout";
import type { Route } from "./+types/stand-in";

export const meta: Route.MetaFunction = () => [{ title: "Local payment stand-in · Offerpath" }];

type Answer = { method: "get" | "post"; action: string; fields: Record<string, string> };

const answer = (method: Answer["method"], action: string, fields: Record<string, string>): Answer => ({
  method,
  action,
  fields,
});
const readFrom = (value: string | null) => CHECKOUT_FROM.find((f) => f === value);
const paidCycle = (billingType: string) => (billingType === "yearly" ? "yearly" : "monthly");

/**
 * Stands in for Razorpay while RAZORPAY_KEY_ID is the local placeholder (never in production): Pay and
 * Fail answer exactly what Razorpay would (ids and a signature made with the key secret) to the same
 * verify action (Checkout, `?order=&tx=`) or Payment Link callback (`?link=`) that real results reach.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  if (!isLocalStandIn(deps.config)) notFound("Page not found");
  const url = new URL(request.url);
  const from = readFrom(url.searchParams.get("from"));
  const link = url.searchParams.get("link");
  const order = url.searchParams.get("order");
  const txId = url.searchParams.get("tx");

  if (link) {
    const paid = valueOr404(await standInPaymentLinkResult(deps, link, "success"));
    const failed = valueOr404(await standInPaymentLinkResult(deps, link, "failure"));
    const tx = valueOr404(await findUserTransaction(deps, user.id, paid.razorpay_payment_link_reference_id));
    const back: Record<string, string> = from ? { from } : {};
    return {
      kind: "Payment Link (no JavaScript)",
      plan: tx.plan.name,
      billingType: tx.billingType,
      amount: tx.amount,
      credit: tx.credit,
      pay: answer("get", "/payment/callback", { ...paid, ...back }),
      fail: answer("get", "/payment/callback", { ...failed, ...back }),
    };
  }

  if (order && txId) {
    const tx = valueOr404(await findUserTransaction(deps, user.id, txId));
    if (tx.orderId !== order) notFound("Order not found");
    const paid = valueOr404(await standInCheckoutResult(deps, order, "success"));
    const failed = valueOr404(await standInCheckoutResult(deps, order, "failure"));
    if ("error" in paid || !("error" in failed)) throw new Error("The stand-in answered the wrong outcome");
    const page = checkoutPagePath({ planId: tx.plan._id, billingType: paidCycle(tx.billingType), from });
    return {
      kind: "Checkout",
      plan: tx.plan.name,
      billingType: tx.billingType,
      amount: tx.amount,
      credit: tx.credit,
      pay: answer("post", page, { intent: "verify", ...paid, transactionId: tx._id }),
      fail: answer("post", page, { intent: "failed", transactionId: tx._id, reason: failed.error.description }),
    };
  }

  notFound("Order not found");
}

function AnswerForm({
  answer,
  children,
  variant,
}: {
  answer: Answer;
  children: string;
  variant: "primary" | "danger";
}) {
  return (
    <Form method={answer.method} action={answer.action}>
      {Object.entries(answer.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={variant}>
        {children}
      </Button>
    </Form>
  );
}

export default function StandIn({ loaderData }: Route.ComponentProps) {
  const { kind, plan, billingType, amount, credit, pay, fail } = loaderData;
  return (
    <>
      <PageHeader title="Local payment stand-in (not Razorpay)" />
      <Card className="max-w-xl">
        <CardBody className="space-y-4">
          <Alert tone="warning">
            This page replaces Razorpay {kind} in local development and tests. No money moves; it exists only while the
            Razorpay key is the local placeholder, never in production.
          </Alert>
          <p className="text-slate-800">
            {planLabel(plan)} plan, {capitalize(billingType)}: <strong>{formatMoney(amount)}</strong>
          </p>
          {credit ? (
            <p className="text-sm text-slate-700">
              {creditLabel({ planName: credit.plan ?? "your plan", days: credit.days })}: −{formatMoney(credit.amount)}{" "}
              (already taken off)
            </p>
          ) : null}
        </CardBody>
        <CardFooter>
          <AnswerForm answer={fail} variant="danger">
            Fail
          </AnswerForm>
          <AnswerForm answer={pay} variant="primary">
            Pay
          </AnswerForm>
        </CardFooter>
      </Card>
    </>
  );
}

export function ErrorBoundary() {
  return <NotFoundBoundary backTo="/plans" backLabel="Back to plans" description="There is no payment to make here." />;
}
