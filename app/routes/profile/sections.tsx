import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card, CardBody, CardFooter, CardHeader } from "~/components/ui/card";
import { SelectField, TextField } from "~/components/ui/field";
import { CheckIcon } from "~/components/ui/icons";
import { planLabel } from "~/lib/format";
import type { FieldErrors } from "~/lib/forms";
import { useHydrated } from "~/lib/use-hydrated";

type Result = { fieldErrors: FieldErrors; formError?: string } | undefined;

function useBusy(intent: string) {
  const nav = useNavigation();
  return nav.state === "submitting" && nav.formData?.get("intent") === intent;
}

const TIME_ZONES: string[] = (() => {
  try {
    return Intl.supportedValuesOf("timeZone");
  } catch {
    return ["Asia/Kolkata", "UTC"];
  }
})();

export function ProfileCard({
  user,
  result,
}: {
  user: { name: string; email: string; timeZone: string };
  result: Result;
}) {
  const busy = useBusy("profile");
  const hydrated = useHydrated();
  const [email, setEmail] = useState(user.email);
  // Without JavaScript the field is always there; with it, it appears once the email is edited.
  const askPassword = !hydrated || !!result?.fieldErrors.currentPassword || email.trim().toLowerCase() !== user.email;
  const zones = TIME_ZONES.includes(user.timeZone) ? TIME_ZONES : [user.timeZone, ...TIME_ZONES];
  return (
    <Card>
      <CardHeader title="Profile Information" description="Your name, email and the time zone dates are shown in." />
      <Form method="post" noValidate>
        <CardBody className="space-y-5">
          {result?.formError ? <Alert tone="error">{result.formError}</Alert> : null}
          <TextField
            label="Name"
            name="name"
            required
            autoComplete="name"
            defaultValue={user.name}
            error={result?.fieldErrors.name}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            required
            autoComplete="email"
            defaultValue={user.email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={result?.fieldErrors.email}
          />
          {askPassword ? (
            <TextField
              label="Your password, to change your email"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              hint="Needed only when the email changes. We will tell your current address about it."
              error={result?.fieldErrors.currentPassword}
            />
          ) : null}
          <SelectField
            label="Time zone"
            name="timeZone"
            defaultValue={user.timeZone}
            options={zones.map((z) => ({ value: z, label: z.replaceAll("_", " ") }))}
            error={result?.fieldErrors.timeZone}
          />
        </CardBody>
        <CardFooter>
          <Button type="submit" name="intent" value="profile" loading={busy}>
            Save changes
          </Button>
        </CardFooter>
      </Form>
    </Card>
  );
}

export function ChangePasswordCard({ result }: { result: Result }) {
  const busy = useBusy("password");
  return (
    <Card>
      <CardHeader title="Change Password" description="Other devices are signed out when you change it." />
      <Form method="post" noValidate>
        <CardBody className="space-y-5">
          {result?.formError ? <Alert tone="error">{result.formError}</Alert> : null}
          <TextField
            label="Current password"
            name="currentPassword"
            type="password"
            required
            autoComplete="current-password"
            error={result?.fieldErrors.currentPassword}
          />
          <TextField
            label="New password"
            name="newPassword"
            type="password"
            required
            autoComplete="new-password"
            hint="At least 6 characters."
            error={result?.fieldErrors.newPassword}
          />
          <TextField
            label="Confirm new password"
            name="confirmPassword"
            type="password"
            required
            autoComplete="new-password"
            error={result?.fieldErrors.confirmPassword}
          />
        </CardBody>
        <CardFooter>
          <Button type="submit" name="intent" value="password" loading={busy}>
            Update password
          </Button>
        </CardFooter>
      </Form>
    </Card>
  );
}

export function SubscriptionCard({ planName, planStatus }: { planName: string; planStatus: string }) {
  const isFree = planName === "free";
  return (
    <Card>
      <CardHeader title="Subscription" description="Your current plan and what it includes." />
      <CardBody>
        <div className="flex items-center gap-3">
          <p className="text-lg font-semibold text-slate-900">{planLabel(planName)} plan</p>
          <Badge tone={planStatus === "Active" ? "green" : "amber"}>{planStatus}</Badge>
        </div>
        {isFree ? (
          <ul className="mt-4 space-y-2 text-sm text-slate-700">
            {["Track up to 10 applications", "Basic task management"].map((f) => (
              <li key={f} className="flex items-center gap-2">
                <CheckIcon className="size-4 text-green-700" />
                {f}
              </li>
            ))}
          </ul>
        ) : null}
      </CardBody>
      <CardFooter>
        <ButtonLink to="/plans" variant="secondary">
          Upgrade Plan
        </ButtonLink>
      </CardFooter>
    </Card>
  );
}

export function AccountSettings({ result }: { result: Result }) {
  const busy = useBusy("delete");
  return (
    <Card>
      <CardHeader title="Account Settings" description="Deleting your account removes all of its data for good." />
      <CardBody>
        <details className="group" open={!!result}>
          <summary className="inline-flex cursor-pointer list-none items-center rounded-lg border border-red-300 px-3 py-2 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600">
            Delete Account
          </summary>
          <Form method="post" noValidate className="mt-4 space-y-4 rounded-lg border border-red-200 bg-red-50 p-4">
            <p className="text-sm text-red-900">
              This permanently deletes your account with every application, interview, task, contact and payment record.
              It cannot be undone. Enter your password to confirm.
            </p>
            <TextField
              label="Password"
              name="password"
              type="password"
              required
              autoComplete="current-password"
              error={result?.fieldErrors.password}
            />
            <Button type="submit" name="intent" value="delete" variant="danger" loading={busy}>
              Permanently delete my account
            </Button>
          </Form>
        </details>
      </CardBody>
    </Card>
  );
}
