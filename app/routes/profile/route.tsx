import { changePassword, deleteAccount, updateProfile } from "@worker/domain/auth/accounts.server";
import { clearedSessionCookie, isSecureRequest } from "@worker/domain/auth/web-cookie";
import { failureStatus } from "@worker/lib/result";
import { data, redirect } from "react-router";
import { PageHeader } from "~/components/page-header";
import { changePasswordFormSchema, deleteAccountSchema, profileFormSchema } from "~/lib/schemas/auth";
import { startWebSession } from "~/server/auth.server";
import { getDeps, getUser } from "~/server/context.server";
import { failureForForm, parseForm } from "~/server/forms.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/route";
import { AccountSettings, ChangePasswordCard, ProfileCard, SubscriptionCard } from "./sections";

export const meta: Route.MetaFunction = () => [{ title: "Profile Settings · Offerpath" }];

export async function loader({ context }: Route.LoaderArgs) {
  const { name, email, timeZone, planName, planStatus } = getUser(context);
  return { name, email, timeZone, planName, planStatus };
}

export async function action({ request, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const form = await request.formData();
  const intent = form.get("intent");
  const secret = deps.config.SESSION_SECRET;

  if (intent === "profile") {
    const parsed = parseForm(form, profileFormSchema);
    if (!parsed.ok) return data({ intent, fieldErrors: parsed.fieldErrors, formError: undefined }, 400);
    const result = await updateProfile(deps, user.id, parsed.data, { emailChangeNeedsPassword: true });
    if (!result.ok) {
      return data({ intent, ...failureForForm(result) }, failureStatus[result.code]);
    }
    return redirectWithToast(
      "/profile",
      { type: "success", message: "Profile updated successfully!" },
      secret,
      request,
    );
  }

  if (intent === "password") {
    const parsed = parseForm(form, changePasswordFormSchema);
    if (!parsed.ok) return data({ intent, fieldErrors: parsed.fieldErrors, formError: undefined }, 400);
    const result = await changePassword(deps, user.id, parsed.data.currentPassword, parsed.data.newPassword);
    if (!result.ok) {
      return data({ intent, ...failureForForm(result) }, failureStatus[result.code]);
    }
    // Every session ended with the change; this browser continues in a fresh one.
    const cookie = await startWebSession(deps, request, user.id, user.persistent);
    return redirectWithToast(
      "/profile",
      { type: "success", message: "Password updated successfully!" },
      secret,
      request,
      [["Set-Cookie", cookie]],
    );
  }

  if (intent === "delete") {
    const parsed = parseForm(form, deleteAccountSchema);
    if (!parsed.ok) return data({ intent, fieldErrors: parsed.fieldErrors, formError: undefined }, 400);
    const result = await deleteAccount(deps, user.id, parsed.data.password);
    if (!result.ok) {
      return data(
        { intent, fieldErrors: { password: [result.message] }, formError: undefined },
        failureStatus[result.code],
      );
    }
    const headers = new Headers([["Set-Cookie", clearedSessionCookie(isSecureRequest(request.url))]]);
    return redirectWithToast(
      "/",
      { type: "success", message: "Your account and all its data were deleted." },
      secret,
      request,
      headers,
    );
  }

  throw redirect("/profile");
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const errorsFor = (intent: string) => (actionData?.intent === intent ? actionData : undefined);
  return (
    <>
      <PageHeader title="Profile Settings" description="Manage your account, password and subscription." />
      <div className="grid gap-6 lg:grid-cols-2">
        <ProfileCard user={loaderData} result={errorsFor("profile")} />
        <ChangePasswordCard result={errorsFor("password")} />
        <SubscriptionCard planName={loaderData.planName} planStatus={loaderData.planStatus} />
        <AccountSettings result={errorsFor("delete")} />
      </div>
    </>
  );
}
