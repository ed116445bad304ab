import { resetPasswordFormSchema } from "@core/schemas/auth";
import { isResetTokenValid, resetPassword } from "@worker/domain/auth/accounts.server";
import { Form } from "react-router";
import { AuthLayout } from "~/components/auth-layout";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { startWebSession } from "~/server/auth.server";
import { getDeps } from "~/server/context.server";
import { formConstraints, invalidSubmission, parseSubmission } from "~/server/forms.server";
import { redirectWithToast } from "~/server/toast.server";
import { useFormFields } from "~/ui/forms";
import { staticPage } from "~/ui/page-handle";
import { publicPageMeta } from "~/ui/seo";
import type { Route } from "./+types/reset-password";

/** Plain HTML: the form posts and redirects by itself, so the page loads no JavaScript (issue 11). */
export const handle = staticPage;

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta(matches, "/reset-password", { noindex: true });

export async function loader({ params, context }: Route.LoaderArgs) {
  return {
    valid: await isResetTokenValid(getDeps(context), params.token),
    constraints: formConstraints(resetPasswordFormSchema),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const submission = parseSubmission(await request.formData(), resetPasswordFormSchema);
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") return invalidSubmission(submission, { hideFields });
  const result = await resetPassword(deps, params.token, submission.value.password);
  if (!result.ok) return invalidSubmission(submission, { formError: "Invalid or expired reset link.", hideFields });
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
  const { field, formError } = useFormFields({
    reply: actionData,
    defaultValue: {},
    constraints: loaderData.constraints,
  });
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
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <TextField
          label="New password"
          {...field("password")}
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters."
        />
        <TextField
          label="Confirm new password"
          {...field("confirmPassword")}
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" className="w-full">
          Reset password
        </Button>
      </Form>
    </AuthLayout>
  );
}
