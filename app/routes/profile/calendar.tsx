import { calendarUrlFor, regenerateCalendarFeed, turnOffCalendarFeed } from "@worker/domain/calendar/feeds.server";
import { useEffect, useState } from "react";
import { Form, Link, redirect } from "react-router";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { Card, CardBody, CardFooter, CardHeader } from "~/components/ui/card";
import { getDeps, getUser } from "~/server/context.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/calendar";

export const meta: Route.MetaFunction = () => [{ title: "Calendar feed · Offerpath" }];

export async function loader({ context }: Route.LoaderArgs) {
  const user = getUser(context);
  return { calendarUrl: await calendarUrlFor(getDeps(context), user.id) };
}

const DONE = {
  create: "Your calendar feed is ready. Add its address to your calendar app.",
  regenerate: "New address created. The old one no longer works: update your calendar app.",
  off: "Calendar feed turned off. Its address no longer works.",
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const intent = (await request.formData()).get("intent");
  if (intent !== "create" && intent !== "regenerate" && intent !== "off") throw redirect("/profile/calendar");
  if (intent === "off") await turnOffCalendarFeed(deps, user.id);
  else await regenerateCalendarFeed(deps, user.id);
  return redirectWithToast(
    "/profile/calendar",
    { type: "success", message: DONE[intent] },
    deps.config.SESSION_SECRET,
    request,
  );
}

const APPS = [
  {
    name: "Google Calendar",
    steps:
      "On a computer, open Google Calendar, choose + beside “Other calendars”, then “From URL”, paste the address and choose “Add calendar”.",
  },
  {
    name: "Apple Calendar",
    steps:
      "On a Mac choose File → New Calendar Subscription; on an iPhone or iPad go to Settings → Apps → Calendar → Calendar Accounts → Add Account → Other → Add Subscribed Calendar. Paste the address.",
  },
  {
    name: "Outlook",
    steps:
      "In Outlook on the web or the new Outlook, choose Add calendar → Subscribe from web, paste the address, give it a name and choose Import.",
  },
];

export default function CalendarFeed({ loaderData }: Route.ComponentProps) {
  const { calendarUrl } = loaderData;
  return (
    <>
      <div className="mb-6">
        <Link to="/profile" className="text-sm font-medium text-brand-700 hover:underline">
          ← Back to profile
        </Link>
      </div>
      <PageHeader
        title="Calendar feed"
        description="Your interviews, follow-ups, task due dates and reminders in the calendar app you already use."
      />
      <div className="grid gap-6">
        <Card>
          <CardHeader
            title={calendarUrl ? "Your private feed address" : "Subscribe from your calendar app"}
            description="Items from the last 90 days and everything ahead. Your calendar app shows the times in its own time zone."
          />
          <CardBody className="space-y-4 text-sm text-slate-700">
            {calendarUrl ? (
              <>
                <FeedAddress url={calendarUrl} />
                <p>
                  Anyone with this address can see these items, so keep it to yourself. If it leaks, regenerate it: the
                  old address stops working at once.
                </p>
              </>
            ) : (
              <p>
                Create a private address that calendar apps subscribe to. Each app checks it on its own schedule (Google
                Calendar can take several hours), so changes you make here reach it without you doing anything.
              </p>
            )}
          </CardBody>
          <CardFooter className="flex flex-wrap gap-3">
            {calendarUrl ? (
              <>
                <Form method="post">
                  <input type="hidden" name="intent" value="regenerate" />
                  <Button type="submit" variant="secondary">
                    Regenerate address
                  </Button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="intent" value="off" />
                  <Button type="submit" variant="danger">
                    Turn off
                  </Button>
                </Form>
              </>
            ) : (
              <Form method="post">
                <input type="hidden" name="intent" value="create" />
                <Button type="submit">Create feed</Button>
              </Form>
            )}
          </CardFooter>
        </Card>
        <Card>
          <CardHeader title="Add it to your calendar" />
          <CardBody>
            <dl className="space-y-4 text-sm">
              {APPS.map((app) => (
                <div key={app.name}>
                  <dt className="font-semibold text-slate-900">{app.name}</dt>
                  <dd className="mt-1 text-slate-700">{app.steps}</dd>
                </div>
              ))}
            </dl>
          </CardBody>
        </Card>
      </div>
    </>
  );
}

/** The address in a read-only field (select and copy it); with JavaScript, a Copy button too. */
function FeedAddress({ url }: { url: string }) {
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && Boolean(navigator.clipboard)), []);
  return (
    <div>
      <label htmlFor="calendar-url" className="block text-sm font-medium text-slate-800">
        Feed address
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          id="calendar-url"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-800"
        />
        {canCopy ? (
          <Button
            variant="secondary"
            onClick={() => navigator.clipboard.writeText(url).then(() => setCopied(true))}
            aria-live="polite"
          >
            {copied ? "Copied" : "Copy"}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
