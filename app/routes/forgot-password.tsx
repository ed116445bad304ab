import { requestPasswordReset } from "@worker/domain/auth/accounts.server";
import { failureStatus } from "@worker/lib/result";
import { data, Form, Link } from "react-router";
import { AuthLayout } from "~/components/auth-layout";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { staticPage } from "~/lib/page-handle";
import { forgotPasswordSchema } from "~/lib/schemas/auth";
import { publicPageMeta } from "~/lib/seo";
import { clientKeyOf, getDeps } from "~/server/context.server";
import { parseForm } from "~/server/forms.server";
import type { Route } from "./+types/forgot-password";

/** Plain HTML: the form posts and redirects by itself, so the page loads no JavaScript (issue 11). */
export const handle = staticPage;

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta(matches, "/forgot-password");

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const parsed = parseForm(form, forgotPasswordSchema);
  if (!parsed.ok) return data({ sent: false, error: parsed.fieldErrors.email?.[0], email }, 400);
  const result = await requestPasswordReset(getDeps(context), parsed.data.email, clientKeyOf(request));
  if (!result.ok) return data({ sent: false, error: result.message, email }, failureStatus[result.code]);
  return { sent: true, error: undefined, email };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  if (actionData?.sent) {
    return (
      <AuthLayout
        title="Check your email"
        subtitle="If your email is registered, you will receive a password reset link shortly."
      >
        <p className="text-sm text-slate-700">
          We sent the link to <strong>{actionData.email}</strong> if it belongs to an account. The link works once and
          expires in 30 minutes.
        </p>
        <ButtonLink to="/login" variant="secondary" className="mt-6 w-full">
          Back to sign in
        </ButtonLink>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter your email and we'll send you a link to choose a new one."
      footer={
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <Form method="post" className="space-y-5" noValidate>
        {actionData?.error ? <Alert tone="error">{actionData.error}</Alert> : null}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={actionData?.email}
        />
        <Button type="submit" className="w-full">
          Send reset link
        </Button>
      </Form>
    </AuthLayout>
  );
}
