import { INBOX_KIND_LABELS, type InboxKindName } from "@core/inbox-kinds";
import { Form, Link } from "react-router";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { BriefcaseIcon, CheckCircleIcon } from "~/components/ui/icons";

/** One message as the loader hands it to the screen (dates already written in the user's zone). */
export type MessageItem = {
  id: string;
  senderName: string;
  senderEmail: string;
  forwardedBy: string;
  subject: string;
  /** The original's date and time, or the time it arrived when the email carried none. */
  when: string;
  whenIsArrival: boolean;
  auth: { name: "SPF" | "DKIM" | "DMARC"; verdict: string | null }[];
  kind: InboxKindName;
  evidence: string;
  summary: string;
  canApply: boolean;
  status: "pending" | "applied" | "dismissed" | "undone";
  auto: boolean;
  appliedWhen: string | null;
  jobId: string | null;
  text: string;
};

const kindTones: Record<InboxKindName, BadgeTone> = {
  application_received: "blue",
  assessment: "purple",
  interview_invitation: "yellow",
  interview_changed: "amber",
  rejection: "red",
  offer: "green",
  recruiter_outreach: "indigo",
  job_alert: "gray",
  other: "gray",
};

/** A verdict as the routing layer wrote it: pass is good news, fail (and its kin) bad, anything else neutral. */
function verdictTone(verdict: string | null): BadgeTone {
  if (verdict === "pass") return "green";
  if (verdict && /fail|reject|quarantine/.test(verdict)) return "red";
  return "gray";
}

function Action({ id, intent, label, subject, variant = "secondary" }: ActionProps) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" size="sm" variant={variant} aria-label={`${label}: ${subject}`}>
        {label}
      </Button>
    </Form>
  );
}
type ActionProps = {
  id: string;
  intent: string;
  label: string;
  subject: string;
  variant?: "primary" | "secondary" | "ghost";
};

export function MessageCard({ m }: { m: MessageItem }) {
  const subject = m.subject || "(no subject)";
  const headingId = `message-${m.id}`;
  const done = m.status === "applied";
  return (
    <article
      aria-labelledby={headingId}
      className={`rounded-xl border bg-white shadow-xs ${m.status === "pending" ? "border-brand-200" : "border-slate-200"}`}
    >
      <div className="flex flex-col gap-4 p-4 sm:p-5">
        <header className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={kindTones[m.kind]}>{INBOX_KIND_LABELS[m.kind]}</Badge>
            {m.status === "pending" ? (
              <Badge tone="indigo">
                <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-600" />
                Waiting
              </Badge>
            ) : null}
            {m.status === "dismissed" ? <Badge>Dismissed</Badge> : null}
            {m.status === "undone" ? <Badge>Undone</Badge> : null}
            <span className="ml-auto text-xs text-slate-600">
              {m.whenIsArrival ? "Arrived " : "Sent "}
              {m.when}
            </span>
          </div>
          <h3 id={headingId} className="text-base font-semibold break-words text-slate-900">
            {subject}
          </h3>
          <p className="text-sm break-words text-slate-700">
            <span className="font-medium text-slate-900">{m.senderName || m.senderEmail}</span>
            {m.senderName ? <span className="text-slate-600"> &lt;{m.senderEmail}&gt;</span> : null}
            {m.forwardedBy ? <span className="text-slate-600"> · forwarded by {m.forwardedBy}</span> : null}
          </p>
          {/* The verdicts are of the last hop, as the email reached Offerpath: for a forwarded email, of the
              forward from the user's mailbox, not of the original sender. */}
          <div
            className="flex flex-wrap items-center gap-1.5"
            title="As recorded when the email reached Offerpath; for a forwarded email these are your mailbox's forward, not the original sender's"
          >
            <span className="text-xs text-slate-600">
              {m.forwardedBy ? `Checks of the forward from ${m.forwardedBy}:` : "Delivery checks:"}
            </span>
            <ul
              aria-label={m.forwardedBy ? `Checks of the forward from ${m.forwardedBy}` : "Delivery checks"}
              className="flex flex-wrap gap-1.5"
            >
              {m.auth.map((a) => (
                <li key={a.name}>
                  <Badge tone={verdictTone(a.verdict)}>
                    {a.name} {a.verdict ?? "not recorded"}
                  </Badge>
                </li>
              ))}
            </ul>
          </div>
        </header>

        {m.evidence ? (
          <p className="border-l-2 border-slate-300 pl-3 text-sm break-words text-slate-700">
            <span className="font-medium text-slate-900">Why: </span>“{m.evidence}”
          </p>
        ) : null}

        <div className={`rounded-lg p-3 text-sm ${done ? "bg-green-50 text-green-900" : "bg-slate-50 text-slate-800"}`}>
          {done ? (
            <p className="flex items-start gap-2">
              <CheckCircleIcon className="mt-0.5 size-4 shrink-0 text-green-700" />
              <span>
                <span className="font-semibold">Done{m.auto ? ", applied automatically" : ""}: </span>
                {m.summary}
                {m.appliedWhen ? <span className="text-green-800"> ({m.appliedWhen})</span> : null}
                <span className="mt-1 block text-green-800">
                  Undo deletes what this added and puts the application's status back.
                </span>
              </span>
            </p>
          ) : m.canApply ? (
            <p>
              <span className="font-semibold">{m.status === "undone" ? "It proposed: " : "Proposes: "}</span>
              {m.summary}
            </p>
          ) : (
            <p>Nothing to apply: this email changes nothing in your tracker.</p>
          )}
        </div>

        <div className="flex flex-wrap items-center gap-2">
          {m.canApply && !done ? (
            <Action
              id={m.id}
              intent="apply"
              label={m.status === "undone" ? "Apply again" : "Apply"}
              subject={subject}
              variant="primary"
            />
          ) : null}
          {done ? <Action id={m.id} intent="undo" label="Undo" subject={subject} /> : null}
          {m.status === "pending" || m.status === "undone" ? (
            <Action id={m.id} intent="dismiss" label="Dismiss" subject={subject} />
          ) : null}
          <Action id={m.id} intent="delete" label="Delete" subject={subject} variant="ghost" />
          {m.jobId ? (
            <Link
              to={`/jobs/${m.jobId}`}
              className="ml-auto inline-flex items-center gap-1 rounded-sm text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <BriefcaseIcon className="size-4" />
              Open the application
            </Link>
          ) : null}
        </div>

        <details className="group rounded-lg border border-slate-200">
          <summary className="cursor-pointer rounded-lg px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
            Show the email<span className="sr-only">: {subject}</span>
          </summary>
          <pre
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a long email scrolls inside its box; focusable, a keyboard can scroll it (axe's scrollable-region-focusable)
            tabIndex={0}
            className="max-h-96 overflow-auto border-t border-slate-200 px-3 py-3 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {m.text || "(no text)"}
          </pre>
        </details>
      </div>
    </article>
  );
}
