import { planLabel } from "@core/format";
import { Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card, CardBody, CardFooter, CardHeader } from "~/components/ui/card";
import { SelectField, TextField } from "~/components/ui/field";
import { CheckIcon } from "~/components/ui/icons";
import { type FormConstraints, type FormReply, useFormFields } from "~/ui/forms";

/** Each card's form: the action's reply when it refused this form, and the limits of its schema. */
type FormProps = { reply: FormReply | undefined; constraints: FormConstraints };

/** The form that posts `intent` is being sent (its button shows it). */
export function useBusy(intent: string) {
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
  reply,
  constraints,
}: { user: { name: string; email: string; timeZone: string } } & FormProps) {
  const busy = useBusy("profile");
  const { field, formError } = useFormFields({ reply, defaultValue: user, constraints });
  // A choice from the list: the schema's length cap is no attribute of a select.
  const zone = field("timeZone");
  const zones = TIME_ZONES.includes(user.timeZone) ? TIME_ZONES : [user.timeZone, ...TIME_ZONES];
  return (
    <Card>
      <CardHeader title="Profile Information" description="Your name, email and the time zone dates are shown in." />
      <Form method="post" noValidate>
        <CardBody className="space-y-5">
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <TextField label="Name" {...field("name")} autoComplete="name" />
          <TextField label="Email" {...field("email")} type="email" autoComplete="email" />
          {/* Always there, with JavaScript too: a field that went away as the page hydrated moved the cards below
              it (a layout shift Lighthouse measured on /profile). */}
          <TextField
            label="Your password, to change your email"
            {...field("currentPassword")}
            type="password"
            autoComplete="current-password"
            hint="Needed only when the email changes. We will tell your current address about it."
          />
          <SelectField
            label="Time zone"
            name={zone.name}
            defaultValue={zone.defaultValue}
            error={zone.error}
            options={zones.map((z) => ({ value: z, label: z.replaceAll("_", " ") }))}
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

export function ChangePasswordCard({ reply, constraints }: FormProps) {
  const busy = useBusy("password");
  const { field, formError } = useFormFields({ reply, defaultValue: {}, constraints });
  return (
    <Card>
      <CardHeader title="Change Password" description="Other devices are signed out when you change it." />
      <Form method="post" noValidate>
        <CardBody className="space-y-5">
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <TextField
            label="Current password"
            {...field("currentPassword")}
            type="password"
            autoComplete="current-password"
          />
          <TextField
            label="New password"
            {...field("newPassword")}
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

/** The current plan, everything it includes (`describePlan`) and an upgrade only while a higher plan exists. */
export function SubscriptionCard({
  plan,
}: {
  plan: { name: string; status: string; features: string[]; canUpgrade: boolean };
}) {
  return (
    <Card>
      <CardHeader title="Subscription" description="Your current plan and what it includes." />
      <CardBody>
        <div className="flex items-center gap-3">
          <p className="text-lg font-semibold text-slate-900">{planLabel(plan.name)} plan</p>
          <Badge tone={plan.status === "Active" ? "green" : "amber"}>{plan.status}</Badge>
        </div>
        {plan.features.length ? (
          <ul className="mt-4 space-y-2 text-sm text-slate-700">
            {plan.features.map((f) => (
              <li key={f} className="flex items-start gap-2">
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-green-700" />
                {f}
              </li>
            ))}
          </ul>
        ) : null}
      </CardBody>
      <CardFooter className="flex flex-wrap gap-3">
        {plan.canUpgrade ? (
          <ButtonLink to="/plans" variant="secondary">
            Upgrade Plan
          </ButtonLink>
        ) : null}
        {plan.name === "free" ? null : (
          <ButtonLink to="/subscription" variant="secondary">
            Manage subscription
          </ButtonLink>
        )}
      </CardFooter>
    </Card>
  );
}

export function AccountSettings({ reply, constraints }: FormProps) {
  const busy = useBusy("delete");
  const { field } = useFormFields({ reply, defaultValue: {}, constraints });
  return (
    <Card>
      <CardHeader
        title="Account Settings"
        description="Deleting your account removes its data for good; payment records stay, without your name or email."
      />
      <CardBody>
        <details className="group" open={!!reply}>
          <summary className="inline-flex cursor-pointer list-none items-center rounded-lg border border-red-300 px-3 py-2 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600">
            Delete Account
          </summary>
          <Form method="post" noValidate className="mt-4 space-y-4 rounded-lg border border-red-200 bg-red-50 p-4">
            <p className="text-sm text-red-900">
              This permanently deletes your account with every application, interview, task, contact, document and your
              public profile. Payment records are kept for our accounts without your name or email. It cannot be undone.
              Enter your password to confirm.
            </p>
            <TextField label="Password" {...field("password")} type="password" autoComplete="current-password" />
            <Button type="submit" name="intent" value="delete" variant="danger" loading={busy}>
              Permanently delete my account
            </Button>
          </Form>
        </details>
      </CardBody>
    </Card>
  );
}

/** Where the export lives: every plan downloads the JSON backup; plans with data export add CSV and ZIP. */
export function YourDataCard() {
  return (
    <Card>
      <CardHeader title="Your data" description="Export or import your applications, contacts and documents." />
      <CardBody>
        <p className="text-sm text-slate-700">
          Every plan downloads the whole account as a JSON backup and can import; plans with data export add
          spreadsheets (CSV) and one ZIP with your documents.
        </p>
      </CardBody>
      <CardFooter>
        <ButtonLink to="/profile/data" variant="secondary">
          Export your data
        </ButtonLink>
      </CardFooter>
    </Card>
  );
}

/** The calendar feed: its address when there is one, and where to manage it (/profile/calendar). */
export function CalendarCard({ calendarUrl }: { calendarUrl: string | null }) {
  return (
    <Card>
      <CardHeader title="Calendar feed" description="Interviews, follow-ups and task dates in your calendar app." />
      <CardBody>
        {calendarUrl ? (
          <p className="text-sm break-all text-slate-700">
            <span className="font-medium text-slate-900">Your feed address: </span>
            <span className="font-mono text-xs">{calendarUrl}</span>
          </p>
        ) : (
          <p className="text-sm text-slate-700">Subscribe from Google Calendar, Apple Calendar or Outlook.</p>
        )}
      </CardBody>
      <CardFooter>
        <ButtonLink to="/profile/calendar" variant="secondary">
          {calendarUrl ? "Manage calendar feed" : "Set up calendar feed"}
        </ButtonLink>
      </CardFooter>
    </Card>
  );
}

/** Where the public profile's settings live (/profile/public), with the page's address while it is shown. */
export function PublicProfileCard({ url }: { url: string | null }) {
  return (
    <Card>
      <CardHeader title="Public profile" description="A page about your search that you can share." />
      <CardBody>
        {url ? (
          <p className="text-sm break-all text-slate-700">
            <span className="font-medium text-slate-900">Your page: </span>
            <a href={url} className="font-medium text-brand-700 underline">
              {url}
            </a>
          </p>
        ) : (
          <p className="text-sm text-slate-700">Choose a handle and what to show: your headline, roles, progress.</p>
        )}
      </CardBody>
      <CardFooter>
        <ButtonLink to="/profile/public" variant="secondary">
          {url ? "Manage public profile" : "Set up your public profile"}
        </ButtonLink>
      </CardFooter>
    </Card>
  );
}

/** The link to /profile/notifications (issue 24). */
export function NotificationsCard() {
  return (
    <Card>
      <CardHeader title="Notifications" description="Reminders for tasks, interviews, follow-ups and your plan." />
      <CardBody>
        <p className="text-sm text-slate-700">
          Choose each kind in the app and by email, a daily digest or separate emails, and the digest's hour.
        </p>
      </CardBody>
      <CardFooter>
        <ButtonLink to="/profile/notifications" variant="secondary">
          Notification settings
        </ButtonLink>
      </CardFooter>
    </Card>
  );
}

/** The forwarding address (issue 32): shown when on, with the way to /inbox, where it is managed. */
export function InboxAddressCard({ address }: { address: { address: string; enabled: boolean } | null }) {
  return (
    <Card>
      <CardHeader
        title="Forward to track"
        description="Forward application emails to a private address; Offerpath proposes the change each one means."
      />
      <CardBody>
        {address?.enabled ? (
          <p className="text-sm break-all text-slate-700">
            <span className="font-medium text-slate-900">Your forwarding address: </span>
            <span className="font-mono text-xs">{address.address}</span>
          </p>
        ) : (
          <p className="text-sm text-slate-700">
            {address ? "Your forwarding address is turned off: mail to it is refused." : "Not turned on yet."}
          </p>
        )}
      </CardBody>
      <CardFooter>
        <ButtonLink to="/inbox" variant="secondary">
          {address ? "Open your inbox" : "Set up your forwarding address"}
        </ButtonLink>
      </CardFooter>
    </Card>
  );
}
