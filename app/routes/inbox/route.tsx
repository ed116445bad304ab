/**
 * /inbox: the application emails a user forwards (issue 32), newest first, each with what it proposes.
 * Apply, dismiss, undo and delete are plain form posts answered with a redirect back to the same page, so
 * they work without JavaScript; another user's message is a 404.
 */

import { formatDateTime } from "@core/dates";
import { INBOX_WAITING_CAP } from "@core/inbox-kinds";
import { autoApplySchema, inboxListQuerySchema } from "@core/schemas/inbox";
import { getInboxAddress } from "@worker/domain/inbox/address.server";
import {
  applyMessage,
  countWaiting,
  deleteMessage,
  dismissMessage,
  type InboxMessageView,
  listInbox,
  setAutoApply,
  undoMessage,
} from "@worker/domain/inbox/apply.server";
import type { Result } from "@worker/lib/result";
import { Link, redirect } from "react-router";
import { AddressPanel } from "~/components/inbox/address-panel";
import { NotFoundBoundary } from "~/components/not-found-boundary";
import { PageHeader } from "~/components/page-header";
import { EmptyState } from "~/components/ui/empty-state";
import { ChevronLeftIcon, ChevronRightIcon, InboxIcon } from "~/components/ui/icons";
import { backTo } from "~/server/back-to.server";
import { getDeps, getUser } from "~/server/context.server";
import { notFound } from "~/server/not-found.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/route";
import { AutoApplyForm } from "./auto-apply-form";
import { MessageCard, type MessageItem } from "./message-card";

export const meta: Route.MetaFunction = () => [{ title: "Inbox · Offerpath" }];

function itemOf(m: InboxMessageView, tz: string): MessageItem {
  const verdict = (v: string | undefined) => v ?? null;
  return {
    id: m._id,
    senderName: m.sender.name,
    senderEmail: m.sender.email,
    forwardedBy: m.forwardedBy,
    subject: m.subject,
    when: formatDateTime(m.sentAt ?? m.receivedAt, tz),
    whenIsArrival: m.sentAt === null,
    auth: [
      { name: "SPF", verdict: verdict(m.auth?.spf) },
      { name: "DKIM", verdict: verdict(m.auth?.dkim) },
      { name: "DMARC", verdict: verdict(m.auth?.dmarc) },
    ],
    kind: m.kind,
    evidence: m.evidence,
    summary: m.proposal.summary,
    canApply: m.canApply,
    status: m.status,
    auto: m.auto,
    appliedWhen: m.appliedAt ? formatDateTime(m.appliedAt, tz) : null,
    jobId: m.jobId,
    text: m.text,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const query = inboxListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [page, address, waiting] = await Promise.all([
    listInbox(deps, user.id, query),
    getInboxAddress(deps, user.id),
    countWaiting(deps, user.id, INBOX_WAITING_CAP),
  ]);
  return {
    address,
    waiting,
    messages: page.messages.map((m) => itemOf(m, user.timeZone)),
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "").slice(0, 64);
  const toast = (message: string, type: "success" | "error" = "success") =>
    redirectWithToast(backTo(request, "/inbox"), { type, message }, deps.config.SESSION_SECRET, request);
  // Another user's message (or one deleted meanwhile) is a real 404; any other refusal is said in a toast.
  const answer = <T,>(result: Result<T>, done: (value: T) => string) => {
    if (result.ok) return toast(done(result.value));
    if (result.code === "NOT_FOUND") notFound(result.message);
    return toast(result.message, "error");
  };
  switch (intent) {
    case "apply":
      return answer(await applyMessage(deps, user.id, id), (m) => `Applied: ${m.proposal.summary}`);
    case "undo":
      return answer(await undoMessage(deps, user.id, id), ({ kept }) =>
        kept.length ? `Undone, except what you changed since: ${kept.join(", ")}` : "Undone: your tracker is as it was",
      );
    case "dismiss":
      return answer(await dismissMessage(deps, user.id, id), () => "Dismissed");
    case "delete":
      return answer(await deleteMessage(deps, user.id, id), () => "Email deleted");
    case "auto-apply": {
      const kinds = autoApplySchema.safeParse(form.getAll("autoApply").map(String));
      if (!kinds.success) return toast("Choose kinds from the list", "error");
      return answer(await setAutoApply(deps, user.id, kinds.data), (saved) =>
        saved.length ? "Saved: the kinds you ticked now apply by themselves" : "Saved: every email waits for you",
      );
    }
    default:
      throw redirect("/inbox");
  }
}

const pagerLink =
  "inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { address, waiting, messages, nextCursor, prevCursor } = loaderData;
  const waitingText = waiting >= INBOX_WAITING_CAP ? `${INBOX_WAITING_CAP - 1}+` : String(waiting);
  return (
    <>
      <PageHeader
        title="Inbox"
        description="Application emails you forward, and what each one means for your tracker. One click applies it."
      />
      <AddressPanel address={address} />

      <section aria-labelledby="inbox-messages" className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="inbox-messages" className="text-lg font-semibold text-slate-900">
            Forwarded emails
          </h2>
          <p className="text-sm text-slate-600">
            {waiting === 0 ? "Nothing waiting" : `${waitingText} waiting for you`}
          </p>
        </div>
        {messages.length === 0 ? (
          <EmptyState
            icon={<InboxIcon />}
            title={prevCursor ? "No more emails" : "No forwarded emails yet"}
            description={
              address?.enabled
                ? "Forward an application email to your address above, or set a filter in your mail that forwards them. Each one shows here with what it proposes."
                : "Turn on your forwarding address above, then forward application emails to it. Each one shows here with what it proposes."
            }
          />
        ) : (
          <ul className="space-y-4">
            {messages.map((m) => (
              <li key={m.id}>
                <MessageCard m={m} />
              </li>
            ))}
          </ul>
        )}
        {nextCursor || prevCursor ? (
          <nav aria-label="Pages" className="flex items-center justify-between gap-2">
            {prevCursor ? (
              <Link to={`/inbox?cursor=${prevCursor}`} className={pagerLink}>
                <ChevronLeftIcon className="size-4" /> Newer
              </Link>
            ) : (
              <span />
            )}
            {nextCursor ? (
              <Link to={`/inbox?cursor=${nextCursor}`} className={pagerLink}>
                Older <ChevronRightIcon className="size-4" />
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>

      <div className="mt-8">
        <AutoApplyForm chosen={address?.autoApply ?? []} canSave={!!address} />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundBoundary
      backTo="/inbox"
      backLabel="Back to the inbox"
      description="This email may have been deleted or doesn't exist."
    />
  );
}
