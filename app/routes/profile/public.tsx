/**
 * /profile/public: the public profile's settings (issue 23, docs/decisions/035). One plain form that
 * posts and redirects (works without JavaScript); plans without `publicProfile` see what it offers and
 * the plan that includes it.
 */

import { publicProfileSchema } from "@core/schemas/public-profile";
import { planNamesWith } from "@worker/domain/plan-limits.server";
import { readProfileSettings, saveProfileSettings } from "@worker/domain/public-profile.server";
import { PageHeader } from "~/components/page-header";
import { PUBLIC_PROFILE_FORM_CHECKBOXES, publicProfileFormValues } from "~/components/public-profile/form-values";
import { PublicProfileForm } from "~/components/public-profile/settings-form";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { getDeps, getUser } from "~/server/context.server";
import { failedSubmission, formConstraints, invalidSubmission, parseSubmission } from "~/server/forms.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/public";

export const meta: Route.MetaFunction = () => [{ title: "Public profile · Offerpath" }];

export async function loader({ context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const [{ allowed, settings }, planNames] = await Promise.all([
    readProfileSettings(deps, user.id),
    planNamesWith(deps, "publicProfile"),
  ]);
  return {
    allowed,
    planNames,
    name: user.name,
    settings,
    values: publicProfileFormValues(settings),
    constraints: formConstraints(publicProfileSchema),
  };
}

/** Unticked boxes are not posted: each one the form has is false unless it came as "true". */
function prepare(payload: Record<string, unknown>) {
  const body = { ...payload };
  for (const name of PUBLIC_PROFILE_FORM_CHECKBOXES) body[name] = body[name] === "true";
  body.headline ??= "";
  body.targetRoles ??= "";
  body.locations ??= "";
  return body;
}

export async function action({ request, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const submission = parseSubmission(await request.formData(), publicProfileSchema, prepare);
  if (submission.status !== "success") return invalidSubmission(submission);
  const result = await saveProfileSettings(deps, user.id, submission.value);
  if (!result.ok) return failedSubmission(submission, result, { fieldsAsFormError: !result.field });
  const message = result.value.enabled
    ? `Public profile saved. It is live at /u/${result.value.handle}.`
    : "Public profile saved. It is turned off: nobody can see it.";
  return redirectWithToast("/profile/public", { type: "success", message }, deps.config.SESSION_SECRET, request);
}

const OFFERS = [
  "Your own address, /u/your-handle, to put on a CV or a LinkedIn post",
  "Your name, headline, target roles and locations, and whether you are open to work",
  "Your search's progress: applications by stage and a weekly activity chart",
  "Optionally, the companies you applied to (off unless you turn it on)",
  "Never your notes, contacts, salaries, email address or documents",
];

export default function PublicProfileSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { allowed, planNames, name, settings, values, constraints } = loaderData;
  const planList = planNames.join(" and ") || "paid";
  return (
    <>
      <PageHeader
        title="Public profile"
        description="A page about your job search that you can share, showing only what you choose."
        actions={
          <ButtonLink to="/profile" variant="secondary">
            Back to profile
          </ButtonLink>
        }
      />
      <div className="grid gap-6">
        {allowed ? (
          <>
            {settings.enabled && settings.url ? (
              <Alert tone="success" title="Your profile is live">
                <p>
                  Anyone with the link can see it:{" "}
                  <a href={`/u/${settings.handle}`} className="font-medium underline">
                    {settings.url}
                  </a>
                </p>
              </Alert>
            ) : null}
            <PublicProfileForm reply={actionData} values={values} constraints={constraints} name={name} />
          </>
        ) : (
          <>
            <Card>
              <CardHeader title="What a public profile shows" />
              <CardBody>
                <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
                  {OFFERS.map((offer) => (
                    <li key={offer}>{offer}</li>
                  ))}
                </ul>
              </CardBody>
            </Card>
            <Alert
              tone="info"
              title={`A public profile is included in the ${planList} plan${planNames.length > 1 ? "s" : ""}`}
            >
              {settings.handle ? (
                <p>{`Your page at /u/${settings.handle} is hidden while your plan does not include it. Your settings are kept and it comes back when you upgrade.`}</p>
              ) : (
                <p>Upgrade to publish a page about your search.</p>
              )}
              <p className="mt-3">
                <ButtonLink to="/plans">See plans and upgrade</ButtonLink>
              </p>
            </Alert>
          </>
        )}
      </div>
    </>
  );
}
