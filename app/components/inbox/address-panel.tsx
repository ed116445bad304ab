/**
 * The private forwarding address (issue 32) at the top of /inbox: turn it on, the address with a copy button,
 * regenerate (after saying the old address stops working), turn off; Gmail's confirmation code when one came;
 * how to make Gmail, Outlook and Apple Mail forward application emails to it. Every button is a plain form post
 * to /inbox/address, so all of it works without JavaScript (the address is selectable text; Copy needs it).
 */
import { INBOX_DAILY_CAP, INBOX_KEEP_DAYS } from "@core/limits";
import type { InboxAddressView } from "@worker/domain/inbox/address.server";
import { useEffect, useState } from "react";
import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardBody, CardFooter, CardHeader } from "~/components/ui/card";

/**
 * Gmail's search for the filter: the application systems' sending domains (LinkedIn only by its job
 * senders: the rest of its mail is not about applications), or the phrases their subjects use ("your
 * application", "offer letter": a bare "offer" would forward every promotion).
 */
export const GMAIL_FILTER =
  'from:(greenhouse.io OR lever.co OR myworkday.com OR ashbyhq.com OR icims.com OR smartrecruiters.com OR taleo.net OR jobvite.com OR bamboohr.com OR naukri.com OR jobs-noreply@linkedin.com OR jobs-listings@linkedin.com OR inmail-hit-reply@linkedin.com OR indeed.com OR wellfound.com) OR subject:("your application" OR interview OR "offer letter" OR assessment)';

export const SENDER_DOMAINS = [
  "greenhouse.io",
  "lever.co",
  "myworkday.com",
  "ashbyhq.com",
  "icims.com",
  "smartrecruiters.com",
  "taleo.net",
  "jobvite.com",
  "bamboohr.com",
  "naukri.com",
  "jobs-noreply@linkedin.com",
  "jobs-listings@linkedin.com",
  "inmail-hit-reply@linkedin.com",
  "indeed.com",
  "wellfound.com",
];

/** Where the form posts; `returnTo` brings the user back to the page the panel is on. */
const ACTION = "/inbox/address";

export function AddressPanel({
  address,
  returnTo = "/inbox",
}: {
  address: InboxAddressView | null;
  returnTo?: string;
}) {
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader
          title="Your forwarding address"
          description="Forward application emails here and Offerpath proposes the change each one means: a new status, an interview, a task."
        />
        <CardBody className="space-y-4 text-sm text-slate-700">
          {address?.confirmation ? <GmailConfirmation {...address.confirmation} /> : null}
          {address && address.refusedToday > 0 ? (
            <Alert tone="warning">
              {address.refusedToday === 1 ? "1 message was" : `${address.refusedToday} messages were`} refused today:
              this address takes {INBOX_DAILY_CAP} messages a day (UTC). The senders were told; it accepts mail again
              from 00:00 UTC.
            </Alert>
          ) : null}
          {!address ? (
            <p>
              Turn on a private email address that only you know. Mail sent to it lands in this inbox; nothing else in
              your mailbox is read.
            </p>
          ) : address.enabled ? (
            <>
              <AddressText address={address.address} />
              <p>
                Anyone with this address can put messages in your inbox, so keep it to yourself. Up to {INBOX_DAILY_CAP}{" "}
                messages a day, each with up to 1 MB of text (10 MB with its attachments); attachments and images are
                not kept, and messages are deleted after {INBOX_KEEP_DAYS} days.
              </p>
            </>
          ) : (
            <p>
              Turned off: mail to <span className="font-mono text-xs break-all">{address.address}</span> is refused and
              nothing is kept. Turn it on again to receive at the same address.
            </p>
          )}
        </CardBody>
        <CardFooter className="flex flex-wrap items-start gap-3">
          {!address?.enabled ? (
            <IntentForm intent="on" returnTo={returnTo}>
              <Button type="submit">{address ? "Turn on again" : "Turn on my address"}</Button>
            </IntentForm>
          ) : (
            <>
              <details className="group w-full sm:w-auto">
                <summary className="inline-flex cursor-pointer list-none items-center rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
                  Regenerate address…
                </summary>
                <div className="mt-3 max-w-md space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
                  <p>
                    You get a new address and the current one stops working at once: mail still forwarded to it is
                    refused. Update your forwarding and filters with the new address (Gmail asks to confirm it again).
                  </p>
                  <IntentForm intent="regenerate" returnTo={returnTo}>
                    <Button type="submit" variant="danger">
                      Yes, regenerate it
                    </Button>
                  </IntentForm>
                </div>
              </details>
              <IntentForm intent="off" returnTo={returnTo}>
                <Button type="submit" variant="secondary">
                  Turn off
                </Button>
              </IntentForm>
            </>
          )}
        </CardFooter>
      </Card>
      {address?.enabled ? <ForwardingInstructions address={address.address} /> : null}
    </div>
  );
}

function IntentForm({ intent, returnTo, children }: { intent: string; returnTo: string; children: React.ReactNode }) {
  return (
    <Form method="post" action={ACTION}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {children}
    </Form>
  );
}

/**
 * Gmail's confirmation: the code to type in Gmail's settings, and the link it sent. The link is shown as its
 * real address and is a link only when it points at Google over https (a forged "confirmation" cannot make
 * this panel link anywhere else).
 */
function GmailConfirmation({ code, link }: { code: string; link: string }) {
  const google = isGoogleLink(link);
  return (
    <Alert tone="info" title="Gmail asked to confirm this address">
      <p>
        Confirmation code: <strong className="font-mono text-base tracking-wider">{code}</strong>. Type it in Gmail
        under Settings → See all settings → Forwarding and POP/IMAP, then choose Verify.
      </p>
      {google ? (
        <p className="mt-2 break-all">
          Or open Gmail's confirmation link:{" "}
          <a href={link} rel="noopener noreferrer" target="_blank" className="font-medium underline">
            {link}
          </a>
        </p>
      ) : null}
    </Alert>
  );
}

function isGoogleLink(link: string): boolean {
  try {
    const url = new URL(link);
    return url.protocol === "https:" && (url.hostname === "google.com" || url.hostname.endsWith(".google.com"));
  } catch {
    return false;
  }
}

/**
 * The address as text that wraps at 390 px and is selected whole with one click (`select-all`), so it can be
 * copied without JavaScript; with it, a Copy button too.
 */
function AddressText({ address }: { address: string }) {
  const copy = useCopy(address);
  return (
    <div>
      <p id="inbox-address-label" className="text-sm font-medium text-slate-800">
        Your address
      </p>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-center">
        <p
          data-testid="inbox-address"
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900 select-all"
        >
          {address}
        </p>
        {copy.button("Copy address")}
      </div>
    </div>
  );
}

/** A Copy button for `value`, shown only where the clipboard is there (so never without JavaScript). */
function useCopy(value: string) {
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && Boolean(navigator.clipboard)), []);
  return {
    button: (label: string) =>
      canCopy ? (
        <Button
          variant="secondary"
          onClick={() => navigator.clipboard.writeText(value).then(() => setCopied(true))}
          aria-label={copied ? `${label}: copied` : label}
        >
          <span aria-live="polite">{copied ? "Copied" : "Copy"}</span>
        </Button>
      ) : null,
  };
}

/** A longer value in a read-only box (select it and copy); with JavaScript, a Copy button too. */
function CopyableText({ id, label, value }: { id: string; label: string; value: string }) {
  const copy = useCopy(value);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-start">
        <textarea
          id={id}
          readOnly
          value={value}
          rows={4}
          onFocus={(e) => e.currentTarget.select()}
          className="w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-800"
        />
        {copy.button(`Copy ${label.toLowerCase()}`)}
      </div>
    </div>
  );
}

/** Step by step for each mail service; each is collapsed so the page stays short at 390 px. */
function ForwardingInstructions({ address }: { address: string }) {
  return (
    <Card>
      <CardHeader
        title="Forward application emails automatically"
        description="A filter in your mailbox forwards only what matches; everything else stays where it is. You can also forward any single email by hand."
      />
      <CardBody className="space-y-3 text-sm text-slate-700">
        <CopyableText
          id="inbox-senders"
          label="Where application systems send from"
          value={SENDER_DOMAINS.join("; ")}
        />
        <Steps title="Gmail">
          <li>
            On a computer, open Gmail, choose the gear, then <em>See all settings</em> →{" "}
            <em>Forwarding and POP/IMAP</em> → <em>Add a forwarding address</em>. Enter your address above and confirm
            with <em>Next</em> and <em>Proceed</em>.
          </li>
          <li>
            Gmail emails a confirmation code to that address: it appears at the top of this inbox within a minute. Type
            it in Gmail and choose <em>Verify</em>. Leave “Disable forwarding” selected: the filter below forwards only
            application emails.
          </li>
          <li>
            In Gmail's search box open <em>Show search options</em>, paste the search below into <em>Has the words</em>,
            choose <em>Create filter</em>, tick <em>Forward it to</em>, pick your address and choose{" "}
            <em>Create filter</em>.
          </li>
          <li className="list-none">
            <CopyableText id="gmail-filter" label="Gmail search" value={GMAIL_FILTER} />
          </li>
        </Steps>
        <Steps title="Outlook (Outlook.com and the new Outlook)">
          <li>
            Open <em>Settings</em> → <em>Mail</em> → <em>Rules</em> → <em>Add new rule</em>, name it “Applications”.
          </li>
          <li>
            Condition <em>Sender address includes</em>: add the senders above one by one. Action <em>Forward to</em>:{" "}
            <span className="font-mono text-xs break-all">{address}</span>. Save.
          </li>
          <li>
            Conditions of one rule must all match, so add a second rule with <em>Subject includes</em> “your
            application”, “interview”, “offer letter” and “assessment” and the same action.
          </li>
          <li>
            Work and school accounts may not be allowed to forward outside your organisation; your administrator
            decides.
          </li>
        </Steps>
        <Steps title="Apple Mail and iCloud Mail">
          <li>
            Rules that run when your Mac is off live in iCloud: at icloud.com open Mail, choose the settings icon →{" "}
            <em>Rules</em> → <em>Add a Rule</em>.
          </li>
          <li>
            <em>If a message is from</em> one of the senders above, <em>then Forward to</em> your address. An iCloud
            rule has one condition, so add one rule for each sender you hear from, or one for each subject word with{" "}
            <em>has subject containing</em>.
          </li>
          <li>
            Rules made in Mail on a Mac (Mail → Settings → Rules, action <em>Forward Message</em>) work only while Mail
            is open on that Mac.
          </li>
        </Steps>
      </CardBody>
    </Card>
  );
}

function Steps({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <details className="rounded-lg border border-slate-200 px-4 py-3">
      <summary className="cursor-pointer font-semibold text-slate-900">{title}</summary>
      <ol className="mt-3 list-decimal space-y-2 pl-5">{children}</ol>
    </details>
  );
}
