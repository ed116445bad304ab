/**
 * /profile/notifications: which reminders reach the user and how (issue 24). One form, a plain POST that
 * works without JavaScript: each kind in the app, by email and by push, email off entirely, one daily digest
 * or separate emails, and the digest's hour in the user's own zone.
 *
 * Push (issue 35, docs/decisions/060-web-push.md): the devices the user turned push on in, each with a plain
 * Remove form; "Turn on notifications on this device" needs JavaScript by nature (the browser asks for its
 * permission on that click and hands the page the subscription, which the page posts here).
 */

import { formatDate } from "@core/dates";
import { SETTING_KIND_LABELS, SETTING_KINDS } from "@core/notification-kinds";
import { notificationSettingsFormSchema } from "@core/schemas/notifications";
import { deviceLabel, pushSubscriptionFormSchema } from "@core/schemas/push";
import {
  addPushDevice,
  listPushDevices,
  PUSH_UNAVAILABLE,
  pushPublicKey,
  removePushDevice,
} from "@worker/domain/notifications/push.server";
import { getNotificationSettings, updateNotificationSettings } from "@worker/domain/notifications/settings.server";
import { Form, Link } from "react-router";
import { PushOptIn } from "~/components/notifications/push-opt-in";
import { PageHeader } from "~/components/page-header";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { getDeps, getUser } from "~/server/context.server";
import { invalidSubmission, parseSubmission } from "~/server/forms.server";
import { redirectWithToast } from "~/server/toast.server";
import { formErrorOf, isFormReply } from "~/ui/forms";
import type { Route } from "./+types/notifications";

export const meta: Route.MetaFunction = () => [{ title: "Notification settings · Offerpath" }];

export async function loader({ context }: Route.LoaderArgs) {
  const user = getUser(context);
  const deps = getDeps(context);
  const [settings, devices] = await Promise.all([
    getNotificationSettings(deps, user.id),
    listPushDevices(deps, user.id),
  ]);
  return { settings, timeZone: user.timeZone, devices, pushKey: pushPublicKey(deps) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const form = await request.formData();
  const intent = form.get("intent");
  const back = (type: "success" | "error", message: string) =>
    redirectWithToast("/profile/notifications", { type, message }, deps.config.SESSION_SECRET, request);
  if (intent === "push-subscribe") {
    const input = pushSubscriptionFormSchema.safeParse(Object.fromEntries(form));
    if (!input.success) return back("error", "This browser's subscription could not be read; nothing was saved.");
    const added = await addPushDevice(deps, user.id, input.data, deviceLabel(request.headers.get("User-Agent")));
    if (!added.ok) return back("error", added.code === "UNAVAILABLE" ? PUSH_UNAVAILABLE : added.message);
    return back("success", `Notifications turned on for ${added.value.label}`);
  }
  if (intent === "push-remove") {
    const removed = await removePushDevice(deps, user.id, String(form.get("id") ?? ""));
    return removed.ok
      ? back("success", "Device removed: it gets no more notifications")
      : back("error", "Device not found");
  }
  const submission = parseSubmission(form, notificationSettingsFormSchema);
  if (submission.status !== "success")
    return invalidSubmission(submission, { formError: "Please check the settings." });
  await updateNotificationSettings(deps, user.id, submission.value);
  return redirectWithToast(
    "/profile/notifications",
    { type: "success", message: "Notification settings saved" },
    deps.config.SESSION_SECRET,
    request,
  );
}

const hourLabel = (h: number) => `${String(h).padStart(2, "0")}:00`;
const HOURS = Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: hourLabel(h) }));
const box = "size-4 rounded border-slate-300 text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600";

export default function NotificationSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, timeZone, devices, pushKey } = loaderData;
  const error = isFormReply(actionData) ? formErrorOf(actionData) : undefined;
  return (
    <>
      <PageHeader
        title="Notification settings"
        description="Choose which reminders reach you: in the app, by email and as notifications on your devices."
        actions={
          <Link to="/profile" className="text-sm font-medium text-brand-700 hover:underline">
            Back to profile
          </Link>
        }
      />
      {error ? (
        <Alert tone="error" title={error} className="mb-4">
          <p>Nothing was saved.</p>
        </Alert>
      ) : null}
      <Form method="post" className="grid gap-6">
        <Card>
          <CardHeader
            title="What reminds you"
            description={
              pushKey
                ? "Notifications appear under Notifications; emails go to your sign-in address; push goes to the devices listed below."
                : "Notifications appear under Notifications; emails go to your sign-in address."
            }
          />
          <CardBody>
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Reminder
                  </th>
                  <th scope="col" className="px-2 py-2 text-center font-medium">
                    In the app
                  </th>
                  <th scope="col" className="px-2 py-2 text-center font-medium">
                    Email
                  </th>
                  {pushKey ? (
                    <th scope="col" className="px-2 py-2 text-center font-medium">
                      Push
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {SETTING_KINDS.map((kind) => (
                  <tr key={kind} className="border-b border-slate-100 last:border-0">
                    <th scope="row" id={`kind-${kind}`} className="py-3 pr-4 font-normal text-slate-800">
                      {SETTING_KIND_LABELS[kind]}
                    </th>
                    <td className="px-2 py-3 text-center">
                      <input
                        type="checkbox"
                        className={box}
                        name={`kinds.${kind}.inApp`}
                        defaultChecked={settings.kinds[kind].inApp}
                        aria-label={`${SETTING_KIND_LABELS[kind]}: in the app`}
                      />
                    </td>
                    <td className="px-2 py-3 text-center">
                      <input
                        type="checkbox"
                        className={box}
                        name={`kinds.${kind}.email`}
                        defaultChecked={settings.kinds[kind].email}
                        aria-label={`${SETTING_KIND_LABELS[kind]}: by email`}
                      />
                    </td>
                    {pushKey ? (
                      <td className="px-2 py-3 text-center">
                        <input
                          type="checkbox"
                          className={box}
                          name={`kinds.${kind}.push`}
                          defaultChecked={settings.kinds[kind].push}
                          aria-label={`${SETTING_KIND_LABELS[kind]}: as a push notification`}
                        />
                      </td>
                    ) : settings.kinds[kind].push ? (
                      // Push is not set up here: the choice is kept as it is for when it is.
                      <td hidden>
                        <input type="hidden" name={`kinds.${kind}.push`} value="on" />
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </CardBody>
        </Card>
        <Card>
          <CardHeader title="Email" />
          <CardBody className="space-y-5">
            <label className="flex items-start gap-3 text-sm text-slate-800">
              <input
                type="checkbox"
                className={`${box} mt-0.5`}
                name="emailEnabled"
                defaultChecked={settings.emailEnabled}
              />
              <span>
                Send me reminder emails
                <span className="block text-slate-600">
                  Off: no reminder emails at all; notifications in the app stay.
                </span>
              </span>
            </label>
            <fieldset>
              <legend className="text-sm font-medium text-slate-900">
                Tasks due, overdue tasks, follow-ups and forwarded emails
              </legend>
              <div className="mt-2 space-y-2 text-sm text-slate-800">
                <label className="flex items-center gap-3">
                  <input
                    type="radio"
                    name="digestMode"
                    value="digest"
                    defaultChecked={settings.digestMode === "digest"}
                  />
                  One daily digest
                </label>
                <label className="flex items-center gap-3">
                  <input
                    type="radio"
                    name="digestMode"
                    value="separate"
                    defaultChecked={settings.digestMode === "separate"}
                  />
                  A separate email for each
                </label>
              </div>
            </fieldset>
            <div>
              <label htmlFor="digestHour" className="block text-sm font-medium text-slate-900">
                Send them at
              </label>
              <select
                id="digestHour"
                name="digestHour"
                defaultValue={String(settings.digestHour)}
                aria-describedby="digestHour-zone"
                className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
              >
                {HOURS.map((hour) => (
                  <option key={hour.value} value={hour.value}>
                    {hour.label}
                  </option>
                ))}
              </select>
              <p id="digestHour-zone" className="mt-1 text-sm text-slate-600">
                In your time zone, {timeZone} (change it on your{" "}
                <Link to="/profile" className="text-brand-700 underline">
                  profile
                </Link>
                ).
              </p>
            </div>
          </CardBody>
        </Card>
        <div>
          <Button type="submit">Save notification settings</Button>
        </div>
      </Form>
      <Card className="mt-6">
        <CardHeader
          title="Notifications on your devices"
          description="Reminders as system notifications on a phone or computer, per device, for the kinds ticked under Push."
        />
        <CardBody className="space-y-5">
          {pushKey ? (
            <PushOptIn publicKey={pushKey} />
          ) : (
            <p className="text-sm text-slate-700">
              Push notifications are not available on this server: it has no VAPID keys configured. Email and in-app
              notifications work as usual.
            </p>
          )}
          {devices.length ? (
            <ul aria-label="Your devices" className="divide-y divide-slate-100 rounded-lg border border-slate-200">
              {devices.map((device) => (
                <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
                  <span>
                    <span className="font-medium text-slate-900">{device.label}</span>
                    <span className="block text-slate-600">
                      Added {formatDate(device.createdAt, timeZone)}
                      {device.lastSuccessAt ? `, last notified ${formatDate(device.lastSuccessAt, timeZone)}` : ""}
                      {device.failureCount > 0 ? `, ${device.failureCount} failed in a row` : ""}
                    </span>
                  </span>
                  <Form method="post">
                    <input type="hidden" name="intent" value="push-remove" />
                    <input type="hidden" name="id" value={device.id} />
                    <Button
                      type="submit"
                      variant="secondary"
                      size="sm"
                      aria-label={`Remove ${device.label}, added ${formatDate(device.createdAt, timeZone)}`}
                    >
                      Remove
                    </Button>
                  </Form>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">No device gets push notifications yet.</p>
          )}
        </CardBody>
      </Card>
    </>
  );
}
