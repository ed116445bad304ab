import { CONTACT_MESSAGES } from "@core/limits";
import { contactMessageSchema, honeypotField, turnstileTokenField } from "@core/schemas/contact-us";
import { issueContactFormStamp, submitContactMessage } from "@worker/domain/contact-messages.server";
import { Link } from "react-router";
import { PublicLayout } from "~/components/public-layout";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { clientKeyOf, getDeps } from "~/server/context.server";
import { failedSubmission, formConstraints, invalidSubmission, parseSubmission } from "~/server/forms.server";
import { isSignedIn } from "~/server/public-page.server";
import { redirectWithToast } from "~/server/toast.server";
import { publicPageMeta } from "~/ui/seo";
import type { Route } from "./+types/route";
import { ContactUsForm } from "./contact-us-form";

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta(matches, "/contact");

export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  return {
    signedIn: await isSignedIn(request, deps),
    sent: new URL(request.url).searchParams.has("sent"),
    stamp: issueContactFormStamp(deps),
    siteKey: deps.config.TURNSTILE_SITE_KEY,
    constraints: formConstraints(contactMessageSchema),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const form = await request.formData();
  const submission = parseSubmission(form, contactMessageSchema);
  const hideFields = ["cf-turnstile-response", "phone", "startedAt"];
  if (submission.status !== "success") return invalidSubmission(submission, { hideFields });
  const result = await submitContactMessage(deps, submission.value, {
    clientKey: clientKeyOf(request),
    tokenRequired: false,
    token: turnstileTokenField.parse(form.get("cf-turnstile-response") ?? undefined),
    honeypotFilled: honeypotField.parse(form.get("phone")),
    formStamp: String(form.get("startedAt") ?? "") || null,
  });
  // The token field has no input of its own: its failure shows above the form like any other.
  if (!result.ok) return failedSubmission(submission, result, { fieldsAsFormError: true, hideFields });
  return redirectWithToast(
    "/contact?sent",
    { type: "success", message: CONTACT_MESSAGES.received },
    deps.config.SESSION_SECRET,
    request,
  );
}

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  const { signedIn, sent, stamp, siteKey, constraints } = loaderData;
  return (
    <PublicLayout signedIn={signedIn}>
      <div className="bg-linear-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-5xl gap-10 px-6 py-12 sm:py-16 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Contact us</h1>
            <p className="mt-4 text-slate-700">
              Questions about your plan, a payment, the browser extension or your data? Write to us and a person from
              the Offerpath team will answer by email, usually within two working days.
            </p>
            <p className="mt-4 text-sm text-slate-600">
              For a payment made in error, write within 48 hours of the payment (see our{" "}
              <Link to="/refund-policy" className="font-medium text-brand-700 underline">
                Refund Policy
              </Link>
              ).
            </p>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white px-5 py-8 shadow-sm sm:px-8 lg:col-span-3">
            {sent ? (
              <div className="space-y-6">
                <Alert tone="success" title="Message sent">
                  {CONTACT_MESSAGES.received}
                </Alert>
                <ButtonLink to="/contact" variant="secondary">
                  Send another message
                </ButtonLink>
              </div>
            ) : (
              <ContactUsForm stamp={stamp} siteKey={siteKey} constraints={constraints} reply={actionData} />
            )}
          </div>
        </div>
      </div>
    </PublicLayout>
  );
}
