import { safeRedirect } from "@core/safe-redirect";
import { loginFormSchema } from "@core/schemas/auth";
import { authenticate } from "@worker/domain/auth/accounts.server";
import { Form, Link, redirect } from "react-router";
import { AuthLayout } from "~/components/auth-layout";
import { StaticTimeZoneInput, TIME_ZONE_SCRIPT } from "~/components/time-zone-input";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { CheckboxField, TextField } from "~/components/ui/field";
import { loadCurrentUser, startWebSession } from "~/server/auth.server";
import { clientKeyOf, getDeps } from "~/server/context.server";
import { failedSubmission, formConstraints, invalidSubmission, parseSubmission } from "~/server/forms.server";
import { redirectWithToast } from "~/server/toast.server";
import { useFormFields } from "~/ui/forms";
import type { PageHandle } from "~/ui/page-handle";
import { publicPageMeta } from "~/ui/seo";
import type { Route } from "./+types/login";

/**
 * Plain HTML: the form posts and redirects by itself, so the page loads no framework (issue 11); only the
 * one-line script that fills the time-zone field runs.
 */
export const handle = { hydrate: false, inlineScripts: [TIME_ZONE_SCRIPT] } satisfies PageHandle;

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta(matches, "/login");

function redirectTarget(url: URL) {
  return url.searchParams.get("redirectTo") ?? url.searchParams.get("redirect") ?? "";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (await loadCurrentUser(request, getDeps(context))) throw redirect(safeRedirect(redirectTarget(url)));
  return { redirectTo: redirectTarget(url), constraints: formConstraints(loginFormSchema) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const form = await request.formData();
  const submission = parseSubmission(form, loginFormSchema);
  const hideFields = ["password"];
  if (submission.status !== "success") return invalidSubmission(submission, { hideFields });
  const result = await authenticate(deps, submission.value, clientKeyOf(request));
  if (!result.ok) return failedSubmission(submission, result, { fieldsAsFormError: true, hideFields });
  const cookie = await startWebSession(
    deps,
    request,
    result.value.user.id,
    submission.value.remember,
    submission.value.timeZone ?? null,
  );
  const firstName = result.value.user.name.split(/\s+/)[0];
  return redirectWithToast(
    safeRedirect(form.get("redirectTo")),
    { type: "success", message: `Welcome back, ${firstName}!` },
    deps.config.SESSION_SECRET,
    request,
    [["Set-Cookie", cookie]],
  );
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { field, formError } = useFormFields({
    reply: actionData,
    defaultValue: {},
    constraints: loaderData.constraints,
  });
  const query = loaderData.redirectTo ? `?redirectTo=${encodeURIComponent(loaderData.redirectTo)}` : "";
  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Sign in to continue your job search."
      footer={
        <>
          New to Offerpath?{" "}
          <Link to={`/register${query}`} className="font-medium text-brand-700 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <Form method="post" className="space-y-5" noValidate>
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <StaticTimeZoneInput />
        <TextField label="Email" {...field("email")} type="email" autoComplete="email" />
        <TextField label="Password" {...field("password")} type="password" autoComplete="current-password" />
        <div className="flex items-center justify-between gap-4">
          <CheckboxField label="Remember me for 30 days" name="remember" />
          <Link to="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full">
          Sign in
        </Button>
      </Form>
    </AuthLayout>
  );
}
