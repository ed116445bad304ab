import {
  changePasswordFormSchema,
  deleteAccountSchema,
  keyboardShortcutsFormSchema,
  profileFormSchema,
} from "@core/schemas/auth";
import { themeFormSchema } from "@core/schemas/theme";
import { themeCookie } from "@core/theme";
import {
  changePassword,
  deleteAccount,
  setKeyboardShortcuts,
  updateProfile,
} from "@worker/domain/auth/accounts.server";
import { clearedSessionCookie, isSecureRequest } from "@worker/domain/auth/web-cookie";
import { calendarUrlFor } from "@worker/domain/calendar/feeds.server";
import { getInboxAddress } from "@worker/domain/inbox/address.server";
import { describePlan } from "@worker/domain/plan-summary";
import { listPublicPlans } from "@worker/domain/plans.server";
import { readProfileSettings } from "@worker/domain/public-profile.server";
import { redirect } from "react-router";
import { PageHeader } from "~/components/page-header";
import { startWebSession } from "~/server/auth.server";
import { getDeps, getUser } from "~/server/context.server";
import { failedSubmission, formConstraints, invalidSubmission, parseSubmission } from "~/server/forms.server";
import { redirectWithToast } from "~/server/toast.server";
import { replyFor } from "~/ui/forms";
import type { Route } from "./+types/route";
import { KeyboardShortcutsCard } from "./keyboard-shortcuts-card";
import {
  AccountSettings,
  CalendarCard,
  ChangePasswordCard,
  InboxAddressCard,
  NotificationsCard,
  ProfileCard,
  PublicProfileCard,
  SubscriptionCard,
  YourDataCard,
} from "./sections";
import { ThemeCard } from "./theme";

export const meta: Route.MetaFunction = () => [{ title: "Profile Settings · Offerpath" }];

export async function loader({ context }: Route.LoaderArgs) {
  const { id, name, email, timeZone, planName, planStatus, keyboardShortcuts } = getUser(context);
  const deps = getDeps(context);
  const [calendarUrl, publicProfile, listed, inbox] = await Promise.all([
    calendarUrlFor(deps, id),
    readProfileSettings(deps, id),
    listPublicPlans(deps),
    getInboxAddress(deps, id),
  ]);
  const current = listed?.plans.find((p) => p.name === planName);
  return {
    user: { name, email, timeZone },
    calendarUrl,
    keyboardShortcuts,
    inboxAddress: inbox && { address: inbox.address, enabled: inbox.enabled },
    // The page's address while it is shown to visitors (on, with a plan that includes it), else null.
    publicProfileUrl: publicProfile.allowed && publicProfile.settings.enabled ? publicProfile.settings.url : null,
    plan: {
      name: planName,
      status: planStatus,
      // What the plan's limits and flags grant, as every page describes a plan.
      features: current
        ? describePlan(current)
            .filter((f) => f.included)
            .map((f) => f.text)
        : [],
      // An upgrade only when a plan above this one exists: the highest plan is offered none.
      canUpgrade: !current || !!listed?.plans.some((p) => p.priceMonthly > current.priceMonthly),
    },
    constraints: {
      profile: formConstraints(profileFormSchema),
      password: formConstraints(changePasswordFormSchema),
      delete: formConstraints(deleteAccountSchema),
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const form = await request.formData();
  const intent = form.get("intent");
  const secret = deps.config.SESSION_SECRET;

  if (intent === "profile") {
    const submission = parseSubmission(form, profileFormSchema);
    const hideFields = ["currentPassword"];
    if (submission.status !== "success") return invalidSubmission(submission, { hideFields });
    const result = await updateProfile(deps, user.id, submission.value, { emailChangeNeedsPassword: true });
    if (!result.ok) return failedSubmission(submission, result, { hideFields });
    return redirectWithToast(
      "/profile",
      { type: "success", message: "Profile updated successfully!" },
      secret,
      request,
    );
  }

  if (intent === "password") {
    const submission = parseSubmission(form, changePasswordFormSchema);
    const hideFields = ["currentPassword", "newPassword", "confirmPassword"];
    if (submission.status !== "success") return invalidSubmission(submission, { hideFields });
    const { currentPassword, newPassword } = submission.value;
    const result = await changePassword(deps, user.id, currentPassword, newPassword);
    if (!result.ok) return failedSubmission(submission, result, { hideFields });
    // Every session ended with the change; this browser continues in a fresh one.
    const cookie = await startWebSession(deps, request, user.id, user.persistent, user.browserZone);
    return redirectWithToast(
      "/profile",
      { type: "success", message: "Password updated successfully!" },
      secret,
      request,
      [["Set-Cookie", cookie]],
    );
  }

  if (intent === "theme") {
    // This browser's theme (docs/decisions/048-dark-mode.md): a cookie, not the account, so the server can
    // render the first paint in it before anyone is signed in.
    const submission = parseSubmission(form, themeFormSchema);
    if (submission.status !== "success") return invalidSubmission(submission);
    const cookie = themeCookie(submission.value.theme, isSecureRequest(request.url));
    return redirectWithToast("/profile", { type: "success", message: "Theme saved." }, secret, request, [
      ["Set-Cookie", cookie],
    ]);
  }

  if (intent === "delete") {
    const submission = parseSubmission(form, deleteAccountSchema);
    const hideFields = ["password"];
    if (submission.status !== "success") return invalidSubmission(submission, { hideFields });
    const result = await deleteAccount(deps, user.id, submission.value.password);
    // Every refusal (a wrong password, too many attempts) is said under the one field.
    if (!result.ok) return failedSubmission(submission, { ...result, field: "password" }, { hideFields });
    const headers = new Headers([["Set-Cookie", clearedSessionCookie(isSecureRequest(request.url))]]);
    return redirectWithToast(
      "/",
      { type: "success", message: "Your account and its data were deleted." },
      secret,
      request,
      headers,
    );
  }

  if (intent === "shortcuts") {
    const submission = parseSubmission(form, keyboardShortcutsFormSchema);
    if (submission.status !== "success") return invalidSubmission(submission);
    const result = await setKeyboardShortcuts(deps, user.id, submission.value.shortcuts === "on");
    if (!result.ok) return failedSubmission(submission, result);
    const message = result.value.on ? "Keyboard shortcuts turned on." : "Keyboard shortcuts turned off.";
    return redirectWithToast("/profile#keyboard-shortcuts", { type: "success", message }, secret, request);
  }

  throw redirect("/profile");
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { user, plan, constraints, calendarUrl, inboxAddress, publicProfileUrl, keyboardShortcuts } = loaderData;
  return (
    <>
      <PageHeader title="Profile Settings" description="Manage your account, password and subscription." />
      <div className="grid gap-6 lg:grid-cols-2">
        <ProfileCard user={user} reply={replyFor(actionData, "profile")} constraints={constraints.profile} />
        <ChangePasswordCard reply={replyFor(actionData, "password")} constraints={constraints.password} />
        <SubscriptionCard plan={plan} />
        <YourDataCard />
        <ThemeCard reply={replyFor(actionData, "theme")} />
        <NotificationsCard />
        <KeyboardShortcutsCard on={keyboardShortcuts} reply={replyFor(actionData, "shortcuts")} />
        <CalendarCard calendarUrl={calendarUrl} />
        <InboxAddressCard address={inboxAddress} />
        <PublicProfileCard url={publicProfileUrl} />
        <AccountSettings reply={replyFor(actionData, "delete")} constraints={constraints.delete} />
      </div>
    </>
  );
}
