import { redirect } from "react-router";
import { PageHeader } from "~/components/page-header";
import { CheckoutPanel } from "~/components/payments/checkout-panel";
import { Card, CardBody } from "~/components/ui/card";
import { checkoutAction, loadCheckoutView, readCheckoutQuery } from "~/server/checkout.server";
import { getDeps, getUser } from "~/server/context.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Payment · Offerpath" }];

/** The plan and billing cycle travel in the URL; without them there is nothing to pay (back to /plans). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readCheckoutQuery(new URL(request.url));
  if (!query) throw redirect("/plans");
  return loadCheckoutView(getDeps(context), request, getUser(context), query);
}

export async function action({ request, context }: Route.ActionArgs) {
  const query = readCheckoutQuery(new URL(request.url));
  if (!query) throw redirect("/plans");
  return checkoutAction(getDeps(context), getUser(context), query, await request.formData());
}

export default function Payment({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Complete your payment" description="Review your order, then pay securely with Razorpay." />
      <Card className="max-w-xl">
        <CardBody>
          <CheckoutPanel view={loaderData} actionData={actionData} />
        </CardBody>
      </Card>
    </>
  );
}
