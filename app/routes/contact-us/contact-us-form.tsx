import { CONTACT_MESSAGES } from "@core/limits";
import { Turnstile, type TurnstileInstance } from "@marsidev/react-turnstile";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { type FormConstraints, type FormReply, useFormFields } from "~/ui/forms";
import { useHydrated } from "~/ui/use-hydrated";

/**
 * The contact-us form. With JavaScript the Turnstile widget runs and the button waits for its token;
 * without it the form posts all the same and the server keeps the message as unverified (decision 015).
 * If the widget cannot load at all (blocked, offline), the form falls back to that same path.
 */
export function ContactUsForm({
  stamp,
  siteKey,
  constraints,
  reply,
}: {
  stamp: string;
  siteKey: string;
  constraints: FormConstraints;
  /** The action's answer to a refused message. */
  reply: FormReply | undefined;
}) {
  const hydrated = useHydrated();
  const busy = useNavigation().state === "submitting";
  const toast = useToast();
  const turnstile = useRef<TurnstileInstance>(undefined);
  const [token, setToken] = useState<string | null>(null);
  const [widgetFailed, setWidgetFailed] = useState(false);
  const { field, formError: replyError, clearOnEdit } = useFormFields({ reply, defaultValue: {}, constraints });
  const firstError = Object.values(reply?.error ?? {}).find((messages) => messages?.length)?.[0];
  const formError = replyError ?? (firstError ? "Please correct the fields marked below." : undefined);

  // Each answer with an error: say it as a toast too, and start a fresh challenge (a token is single-use).
  useEffect(() => {
    if (!reply) return;
    toast.error(replyError ?? firstError ?? CONTACT_MESSAGES.fallback);
    setToken(null);
    turnstile.current?.reset();
  }, [reply, replyError, firstError, toast]);

  const waitingForToken = hydrated && !token && !widgetFailed;
  return (
    <Form method="post" className="space-y-5" noValidate {...clearOnEdit}>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <input type="hidden" name="startedAt" value={stamp} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" {...field("name")} autoComplete="name" />
        <TextField label="Email" {...field("email")} type="email" autoComplete="email" />
      </div>
      <TextField label="Subject" {...field("subject")} />
      <TextAreaField label="Message" {...field("message")} rows={6} />
      {/* The honeypot: invisible to people and to assistive technology, filled in by form-stuffing bots. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-phone">Phone</label>
        <input id="contact-phone" type="text" name="phone" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div>
        <Turnstile
          siteKey={siteKey}
          ref={turnstile}
          options={{ theme: "light", size: "flexible", responseFieldName: "cf-turnstile-response" }}
          onSuccess={setToken}
          onExpire={() => setToken(null)}
          onError={() => setWidgetFailed(true)}
          onUnsupported={() => setWidgetFailed(true)}
          scriptOptions={{ onError: () => setWidgetFailed(true) }}
        />
        {widgetFailed ? (
          <p className="mt-2 text-sm text-slate-600">
            The human-verification check could not load. You can still send your message; we will review it by hand.
          </p>
        ) : null}
        <noscript>
          <p className="text-sm text-slate-600">
            Human verification needs JavaScript. You can still send your message; we will review it by hand.
          </p>
        </noscript>
      </div>
      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600" aria-live="polite">
          {waitingForToken && !busy ? "Waiting for the human-verification check…" : ""}
        </p>
        <Button type="submit" loading={busy} disabled={waitingForToken}>
          {busy ? "Sending…" : "Send message"}
        </Button>
      </div>
    </Form>
  );
}
