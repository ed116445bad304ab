import { isResetTokenValid, resetPassword } from "@worker/domain/auth/accounts.server";
import { data, Form } from "react-router";
import { AuthLayout } from "~/components/auth-layout";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import type { FieldErrors } from "~/lib/forms";
import { staticPage } from "~/lib/page-handle";
import { resetPasswordFormSchema } from "~/lib/schemas/auth";
import { publicPageMeta } from "~/lib/seo";
import { startWebSession } from "~/server/auth.server";
import { getDeps } from "~/server/context.server";
import { parseForm } from "~/server/forms.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/reset-password";

/** Plain HTML: the form posts and redirects by itself, so the page loads no JavaScript (issue 11). */
export const handle = staticPage;

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta(matches, "/reset-password", { noindex: true });

export async function loader({ params, context }: Route.LoaderArgs) {
  return { valid: await isResetTokenValid(getDeps(context), params.token) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const parsed = parseForm(await request.formData(), resetPasswordFormSchema);
  if (!parsed.ok) return data({ fieldErrors: parsed.fieldErrors, formError: undefined }, 400);
  const result = await resetPassword(deps, params.token, parsed.data.password);
  if (!result.ok) return data({ fieldErrors: {} as FieldErrors, formError: "Invalid or expired reset link." }, 400);
  const cookie = await startWebSession(deps, request, result.value.user.id, false);
  return redirectWithToast(
    "/dashboard",
    { type: "success", message: "Your password has been reset." },
    deps.config.SESSION_SECRET,
    request,
    [["Set-Cookie", cookie]],
  );
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.valid) {
    return (
      <AuthLayout title="Reset link not valid" subtitle="Invalid or expired reset link.">
        <p className="text-sm text-slate-700">Reset links work once and expire after 30 minutes.</p>
        <ButtonLink to="/forgot-password" className="mt-6 w-full">
          Request a new link
        </ButtonLink>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Choose a new password" subtitle="You'll be signed in once it's saved.">
      <Form method="post" className="space-y-5" noValidate>
        {actionData?.formError ? <Alert tone="error">{actionData.formError}</Alert> : null}
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 6 characters."
          error={actionData?.fieldErrors?.password}
        />
        <TextField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={actionData?.fieldErrors?.confirmPassword}
        />
        <Button type="submit" className="w-full">
          Reset password
        </Button>
      </Form>
    </AuthLayout>
  );
}
