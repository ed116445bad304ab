import { planLabel } from "@core/format";
import { CANCEL_SUBSCRIPTION_MESSAGE } from "@core/subscription-text";
import { cancelSubscription } from "@worker/domain/payments/subscription.server";
import { redirect } from "react-router";
import { DeleteConfirmPage } from "~/components/delete-confirm-page";
import { getDeps, getUser } from "~/server/context.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/cancel";

export const meta: Route.MetaFunction = () => [{ title: "Cancel subscription · Offerpath" }];

/** The confirm step for cancelling without JavaScript; with it, the subscription page's dialog posts here. */
export async function loader({ context }: Route.LoaderArgs) {
  const { planName } = getUser(context);
  if (planName === "free") throw redirect("/subscription");
  return { planName };
}

export async function action({ request, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const result = await cancelSubscription(deps, getUser(context).id);
  const toast = result.ok
    ? ({ type: "success", message: "Subscription cancelled successfully" } as const)
    : ({ type: "error", message: result.message || "Failed to cancel subscription" } as const);
  return redirectWithToast("/subscription", toast, deps.config.SESSION_SECRET, request);
}

export default function CancelSubscriptionPage({ loaderData }: Route.ComponentProps) {
  return (
    <DeleteConfirmPage
      title="Cancel subscription"
      subject={`${planLabel(loaderData.planName)} plan`}
      message={CANCEL_SUBSCRIPTION_MESSAGE}
      cancelTo="/subscription"
      cancelLabel="Keep Subscription"
      confirmLabel="Cancel Subscription"
    />
  );
}
