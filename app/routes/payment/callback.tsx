import { CHECKOUT_FROM } from "@core/schemas/payment";
import { completePaymentLink } from "@worker/domain/payments/checkout.server";
import { findUserTransaction } from "@worker/domain/payments/subscription.server";
import { redirect } from "react-router";
import { getDeps, getUser } from "~/server/context.server";
import { redirectWithToast } from "~/server/toast.server";
import { checkoutPagePath } from "~/ui/checkout";
import type { Route } from "./+types/callback";

const paidCycle = (billingType: string) => (billingType === "yearly" ? "yearly" : "monthly");

/**
 * Where a Razorpay Payment Link (checkout without JavaScript) sends the person back: the signed query
 * is verified and the payment activated by the domain, then the checkout page shows the outcome.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const from = CHECKOUT_FROM.find((f) => f === params.from);
  const result = await completePaymentLink(deps, user.id, params);
  if (result.ok) {
    const tx = result.value.transaction;
    return redirect(
      checkoutPagePath({ planId: tx.plan._id, billingType: paidCycle(tx.billingType), from }, { tx: tx._id }),
    );
  }
  const reference = params.razorpay_payment_link_reference_id;
  const found = reference ? await findUserTransaction(deps, user.id, reference) : null;
  if (found?.ok) {
    const tx = found.value;
    return redirect(
      checkoutPagePath(
        { planId: tx.plan._id, billingType: paidCycle(tx.billingType), from },
        { tx: tx._id, error: tx.status === "failed" ? "interrupted" : "verification" },
      ),
    );
  }
  return redirectWithToast("/plans", { type: "error", message: result.message }, deps.config.SESSION_SECRET, request);
}
