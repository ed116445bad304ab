import { forgotPasswordSchema } from "@core/schemas/auth";
import { requestPasswordReset } from "@worker/domain/auth/accounts.server";
import { Form, Link } from "react-router";
import { AuthLayout } from "~/components/auth-layout";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { clientKeyOf, getDeps } from "~/server/context.server";
import { failedSubmission, formConstraints, invalidSubmission, parseSubmission } from "~/server/forms.server";
import { isFormReply, useFormFields } from "~/ui/forms";
import { staticPage } from "~/ui/page-handle";
import { publicPageMeta } from "~/ui/seo";
import type { Route } from "./+types/forgot-password";

/** Plain HTML: the form posts and redirects by itself, so the page loads no JavaScript (issue 11). */
export const handle = staticPage;

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta(matches, "/forgot-password");

export function loader() {
  return { constraints: formConstraints(forgotPasswordSchema) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const submission = parseSubmission(form, forgotPasswordSchema);
  if (submission.status !== "success") return invalidSubmission(submission);
  const result = await requestPasswordReset(getDeps(context), submission.value.email, clientKeyOf(request));
  if (!result.ok) return failedSubmission(submission, result, { fieldsAsFormError: true });
  return { sent: true as const, email: String(form.get("email") ?? "") };
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const reply = isFormReply(actionData) ? actionData : undefined;
  const { field, errorFor, formError } = useFormFields({
    reply,
    defaultValue: {},
    constraints: loaderData.constraints,
  });
  // The one field's error is said above the form, like a failure of the request.
  const error = formError ?? errorFor("email")?.[0];
  if (actionData && "sent" in actionData) {
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
        {error ? <Alert tone="error">{error}</Alert> : null}
        <TextField label="Email" {...field("email")} error={undefined} type="email" autoComplete="email" />
        <Button type="submit" className="w-full">
          Send reset link
        </Button>
      </Form>
    </AuthLayout>
  );
}
