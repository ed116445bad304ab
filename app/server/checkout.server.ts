/**
 * The checkout of a paid plan, shared by /payment and step 2 of /register: what the page shows (order
 * summary, or the result of a payment read back from the transaction) and what its forms do. Every rule
 * is in worker/domain/payments/ (subscription, checkout); this module only adapts forms and redirects to it.
 */

import { formatDate } from "@core/dates";
import { planLabel } from "@core/format";
import {
  type CheckoutError,
  type CheckoutFrom,
  type CheckoutQuery,
  checkoutFailureSchema,
  checkoutQuerySchema,
  payNowFormSchema,
  verifyPaymentSchema,
} from "@core/schemas/payment";
import { creditLabel } from "@core/subscription-text";
import type { Deps } from "@worker/deps";
import {
  createOrder,
  quoteOrder,
  recordCheckoutFailure,
  startPaymentLink,
  verifyPayment,
} from "@worker/domain/payments/checkout.server";
import { isLocalStandIn } from "@worker/domain/payments/gateway";
import { findUserTransaction } from "@worker/domain/payments/subscription.server";
import { describePlan } from "@worker/domain/plan-summary";
import { findActivePlan } from "@worker/domain/plans.server";
import { data, redirect } from "react-router";
import { failedSubmission, invalidSubmission, parseSubmission } from "~/server/forms.server";
import {
  type CheckoutActionData,
  type CheckoutState,
  type CheckoutView,
  checkoutPagePath,
  standInCheckoutPath,
  withFrom,
} from "~/ui/checkout";
import type { CurrentUser } from "./context.server";
import { redirectWithToast } from "./toast.server";

/** The checkout query of a URL, or null when it names no plan or cycle (the page then goes to /plans). */
export function readCheckoutQuery(url: URL, from?: CheckoutFrom): CheckoutQuery | null {
  const parsed = checkoutQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return null;
  return from ? { ...parsed.data, from } : parsed.data;
}

const REGISTER_MESSAGES: Record<CheckoutError, string> = {
  verification: "Payment verification failed. You can try again or continue with the free plan.",
  interrupted: "Payment process was interrupted. You can try again or continue with the free plan.",
  gateway: "Failed to initialize payment gateway. You can try again or continue with the free plan.",
};

const PAYMENT_MESSAGES: Record<CheckoutError, string> = {
  verification: "Payment verification failed. Please try again.",
  interrupted: "Payment failed",
  gateway: "Failed to initialize payment gateway",
};

function failureMessage(error: CheckoutError | undefined, from: CheckoutFrom, reason: string | null): string {
  if (from && error) return REGISTER_MESSAGES[error];
  if (error === "interrupted" || !error) return reason || PAYMENT_MESSAGES.interrupted;
  return PAYMENT_MESSAGES[error];
}

/**
 * The page's data: the chosen paid plan's summary and, when the URL names one of the caller's
 * transactions for it, that payment's outcome as stored (so a reload shows the truth). A missing or
 * free plan sends the person back to /plans.
 */
export async function loadCheckoutView(
  deps: Deps,
  request: Request,
  user: CurrentUser,
  query: CheckoutQuery,
): Promise<CheckoutView> {
  const plan = await findActivePlan(deps, query.planId);
  if (!plan) {
    throw await redirectWithToast(
      "/plans",
      { type: "error", message: "Selected plan not found" },
      deps.config.SESSION_SECRET,
      request,
    );
  }
  const quoted = await quoteOrder(deps, user.id, { planId: plan.id, billingType: query.billingType });
  if (!quoted.ok) throw redirect("/plans");
  const quote = quoted.value;

  const found = query.tx ? await findUserTransaction(deps, user.id, query.tx) : null;
  const tx = found?.ok && found.value.plan._id === plan.id ? found.value : null;
  let state: CheckoutState = "pending";
  let message: string | null = null;
  if (tx?.status === "completed") state = "success";
  else if (tx?.status === "failed" || query.error) {
    state = "failed";
    message = failureMessage(query.error, query.from, tx?.notes ?? null);
  } else if (tx) state = "processing";
  const day = (date: Date) => formatDate(date, user.timeZone);

  return {
    plan: {
      id: plan.id,
      name: plan.name,
      features: describePlan(plan)
        .filter((f) => f.included)
        .map((f) => f.text),
    },
    billingType: query.billingType,
    amount: quote.chargePaise / 100,
    price: quote.pricePaise / 100,
    credit: quote.credit ? { label: creditLabel(quote.credit), rupees: quote.creditPaise / 100 } : null,
    forfeited: quote.forfeitedPaise / 100,
    quotedAt: deps.now().getTime(),
    from: query.from,
    actionPath: checkoutPagePath(query),
    state,
    message,
    paidUntil: state === "success" && tx?.endDate ? day(new Date(tx.endDate)) : null,
    replaces:
      quote.kind === "change" && user.planEndsAt
        ? { planName: planLabel(user.planName), until: day(user.planEndsAt) }
        : null,
    renews: quote.kind === "renewal" && quote.periodStart ? { from: day(quote.periodStart) } : null,
    standIn: isLocalStandIn(deps.config),
  };
}

export const CHECKOUT_INTENTS = ["order", "link", "verify", "failed"] as const;

export function isCheckoutIntent(intent: unknown): intent is (typeof CHECKOUT_INTENTS)[number] {
  return typeof intent === "string" && (CHECKOUT_INTENTS as readonly string[]).includes(intent);
}

/**
 * The checkout's forms, by `intent`:
 * - `order` (the page's script): creates the Razorpay order and answers what Checkout needs;
 * - `link` (Pay Now without JavaScript): a Payment Link for a new transaction, then 303 to its hosted page;
 * - `verify`: Checkout's answer (or the stand-in's) is verified and the page shows the outcome;
 * - `failed`: Checkout was closed or failed; the transaction is marked failed.
 */
export async function checkoutAction(deps: Deps, user: CurrentUser, query: CheckoutQuery, form: FormData) {
  const intent = form.get("intent");
  const target = { planId: query.planId, billingType: query.billingType, from: query.from };
  // Pay Now has no fields: a refusal is said above the form, in the same reply as any form's.
  const payNow = parseSubmission(form, payNowFormSchema);

  const quotedAt = payNow.status === "success" ? payNow.value.quotedAt : undefined;

  if (intent === "order") {
    const result = await createOrder(deps, user.id, { ...target, quotedAt });
    if (!result.ok) return failedSubmission(payNow, result, { fieldsAsFormError: true });
    const { order, keyId, transactionId, plan, standIn } = result.value;
    return data<CheckoutActionData>({
      checkout: {
        keyId,
        orderId: order.id,
        amount: order.amount,
        currency: order.currency,
        transactionId,
        description: `${planLabel(plan.name)} plan, billed ${query.billingType}`,
        prefill: result.value.user,
        standInPath: standIn ? standInCheckoutPath(order.id, transactionId, query.from) : null,
      },
    });
  }

  if (intent === "link") {
    const callback = new URL("/payment/callback", deps.config.APP_URL);
    if (query.from) callback.searchParams.set("from", query.from);
    const result = await startPaymentLink(deps, user.id, { ...target, quotedAt, callbackUrl: callback.toString() });
    if (!result.ok) return failedSubmission(payNow, result, { fieldsAsFormError: true });
    // 303: the browser follows with a GET (Razorpay's hosted page, or the local stand-in).
    return redirect(withFrom(result.value.url, query.from), 303);
  }

  if (intent === "verify") {
    const submission = parseSubmission(form, verifyPaymentSchema);
    if (submission.status !== "success") return redirect(checkoutPagePath(target, { error: "verification" }));
    const result = await verifyPayment(deps, user.id, submission.value);
    if (!result.ok) {
      const tx = result.code === "NOT_FOUND" ? undefined : submission.value.transactionId;
      return redirect(checkoutPagePath(target, { tx, error: "verification" }));
    }
    return redirect(checkoutPagePath(target, { tx: result.value.transaction.id }));
  }

  if (intent === "failed") {
    const submission = parseSubmission(form, checkoutFailureSchema);
    if (submission.status !== "success") return redirect(checkoutPagePath(target, { error: "interrupted" }));
    const { transactionId, reason } = submission.value;
    const result = await recordCheckoutFailure(deps, user.id, { transactionId, reason: reason || "Payment failed" });
    return redirect(checkoutPagePath(target, { tx: result.ok ? transactionId : undefined, error: "interrupted" }));
  }

  return invalidSubmission(payNow, { formError: "Unknown action" });
}
