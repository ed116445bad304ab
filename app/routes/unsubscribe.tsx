/**
 * /unsubscribe/:token: the visible unsubscribe link of every reminder email (issue 24). No sign-in: the
 * signed token names the user and the kind of email (worker/domain/notifications/unsubscribe.server.ts).
 * GET only shows what would stop (mail scanners follow links; they must not unsubscribe anyone), the
 * button POSTs. The one-click POST of RFC 8058 goes to /api/v1/notifications/unsubscribe/:token.
 */
import { describeUnsubscribe, unsubscribe } from "@worker/domain/notifications/unsubscribe.server";
import { data, Form } from "react-router";
import { AuthLayout } from "~/components/auth-layout";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { getDeps } from "~/server/context.server";
import { staticPage } from "~/ui/page-handle";
import { publicPageMeta } from "~/ui/seo";
import type { Route } from "./+types/unsubscribe";

/** Plain HTML: the form posts by itself, so the page loads no JavaScript. */
export const handle = staticPage;

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta(matches, "/unsubscribe", { noindex: true });

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await describeUnsubscribe(getDeps(context), params.token);
  if (!found) return data({ valid: false as const }, 404);
  return { valid: true as const, email: found.email, label: found.label };
}

export async function action({ params, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const found = await describeUnsubscribe(deps, params.token);
  if (!found || !(await unsubscribe(deps, params.token))) return data({ done: false as const }, 400);
  return { done: true as const, label: found.label };
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.done) {
    return (
      <AuthLayout title="You are unsubscribed" subtitle={`We will not send you ${actionData.label} any more.`}>
        <p className="text-sm text-slate-700">
          Notifications in the app stay. You can switch any email back on in your notification settings.
        </p>
        <div className="mt-6">
          <ButtonLink to="/profile/notifications" variant="secondary">
            Notification settings
          </ButtonLink>
        </div>
      </AuthLayout>
    );
  }
  if (!loaderData.valid || actionData?.done === false) {
    return (
      <AuthLayout title="This unsubscribe link does not work" subtitle="It may have been changed or cut short.">
        <Alert tone="error" title="Nothing was changed">
          <p>Sign in and open your notification settings to choose which emails you get.</p>
        </Alert>
        <div className="mt-6">
          <ButtonLink to="/profile/notifications">Notification settings</ButtonLink>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Unsubscribe" subtitle={`Stop ${loaderData.label} to ${loaderData.email}?`}>
      <Form method="post">
        <Button type="submit" className="w-full">
          Unsubscribe
        </Button>
      </Form>
      <p className="mt-4 text-sm text-slate-600">Notifications in the app are not affected.</p>
    </AuthLayout>
  );
}
