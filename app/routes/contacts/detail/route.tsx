import { interactionCreateSchema, interactionUpdateSchema } from "@core/schemas/contacts";
import { addInteraction, getContact, updateContact, updateInteraction } from "@worker/domain/contacts.server";
import { failureStatus } from "@worker/lib/result";
import { useState } from "react";
import { data, Link, useLocation, useSubmit } from "react-router";
import { ContactNotFoundBoundary } from "~/components/contacts/contact-not-found";
import { FavoriteButton } from "~/components/contacts/favorite-button";
import { DELETE_CONTACT_WARNING } from "~/components/contacts/labels";
import { notFoundMessage } from "~/components/not-found-boundary";
import { ServerHtml } from "~/components/server-html";
import { ButtonLink, buttonClasses } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { PencilIcon, TrashIcon } from "~/components/ui/icons";
import {
  interactionFormConstraints,
  interactionFormValues,
  prepareInteractionForm,
} from "~/server/contacts-form.server";
import { getDeps, getUser } from "~/server/context.server";
import { invalidSubmission, parseSubmission } from "~/server/forms.server";
import { notFound, valueOr404 } from "~/server/not-found.server";
import { sendParts } from "~/server/server-parts.server";
import { redirectWithToast } from "~/server/toast.server";
import { isFormReply } from "~/ui/forms";
import type { Route } from "./+types/route";
import { contactPartsHtml } from "./details.server";
import { InteractionHistory } from "./interactions";

export const meta: Route.MetaFunction = ({ loaderData, error }) => [
  {
    title: loaderData?.contact
      ? `${loaderData.contact.name} · Offerpath`
      : `${notFoundMessage(error) ?? "Contact not found"} · Offerpath`,
  },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const contact = valueOr404(await getContact(deps, user.id, params.id));
  const wanted = new URL(request.url).searchParams.get("interaction");
  const editingInteraction = contact.interactionHistory.find((i) => i._id === wanted);
  const editing =
    wanted === "new"
      ? { mode: "new" as const }
      : editingInteraction
        ? { mode: "edit" as const, id: editingInteraction._id }
        : null;
  return {
    // What the page's own code uses; the rest is in the parts' HTML.
    contact: {
      _id: contact._id,
      name: contact.name,
      favorite: contact.favorite,
      interactionHistory: contact.interactionHistory.map(({ _id, date }) => ({ _id, date })),
    },
    // Who, the cards and each interaction, drawn here (decisions 065, 067).
    parts: sendParts(request, context, contactPartsHtml(contact, user.timeZone)),
    editing,
    interactionValues: interactionFormValues(editingInteraction, deps.now(), user.timeZone),
    interactionConstraints: interactionFormConstraints,
    timeZone: user.timeZone,
  };
}

/** One page, several forms: the favorite star, and adding or editing an interaction (`intent`). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const form = await request.formData();
  const intent = form.get("intent");
  const back = `/contacts/${params.id}`;
  const toast = (message: string) =>
    redirectWithToast(back, { type: "success", message }, deps.config.SESSION_SECRET, request);

  if (intent === "favorite") {
    const favorite = form.get("favorite") === "true";
    const result = await updateContact(deps, user.id, params.id, { favorite });
    if (!result.ok) return data({ ok: false, error: result.message, intent }, failureStatus[result.code]);
    if (form.get("js") === "1") return { ok: true, error: undefined, intent };
    return toast(favorite ? "Contact marked as favorite" : "Contact removed from favorites");
  }

  const prepare = (payload: Record<string, unknown>) => prepareInteractionForm(payload, user.timeZone);
  let result: Awaited<ReturnType<typeof addInteraction>>;
  if (intent === "add-interaction") {
    const submission = parseSubmission(form, interactionCreateSchema, prepare);
    if (submission.status !== "success") return invalidSubmission(submission);
    result = await addInteraction(deps, user.id, params.id, submission.value);
  } else if (intent === "edit-interaction") {
    const submission = parseSubmission(form, interactionUpdateSchema, prepare);
    if (submission.status !== "success") return invalidSubmission(submission);
    const interactionId = String(form.get("interactionId") ?? "");
    result = await updateInteraction(deps, user.id, params.id, interactionId, submission.value);
  } else {
    return data({ ok: false, error: "Unknown action", intent }, 400);
  }
  if (!result.ok) notFound(result.message);
  return toast(intent === "add-interaction" ? "Interaction added successfully!" : "Interaction updated successfully!");
}

export default function ContactDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { contact, parts, editing, interactionValues, interactionConstraints, timeZone } = loaderData;
  const submit = useSubmit();
  const location = useLocation();
  const [confirm, setConfirm] = useState<null | { kind: "contact" } | { kind: "interaction"; action: string }>(null);
  const deleteHref = `/contacts/${contact._id}/delete`;

  return (
    <>
      <div className="mb-6">
        <Link to="/contacts" className="text-sm font-medium text-brand-700 hover:underline">
          ← Back to contacts
        </Link>
      </div>
      <div className="mb-8 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <ServerHtml part="contact-head" html={parts?.["contact-head"]} />
        <div className="flex flex-wrap gap-2">
          <FavoriteButton
            contactId={contact._id}
            name={contact.name}
            favorite={contact.favorite}
            returnTo={location.pathname}
            withLabel
          />
          <ButtonLink to={`/contacts/edit/${contact._id}`} variant="secondary">
            <PencilIcon className="size-4" /> Edit
          </ButtonLink>
          <Link
            to={deleteHref}
            onClick={(e) => {
              e.preventDefault();
              setConfirm({ kind: "contact" });
            }}
            className={buttonClasses({ variant: "danger" })}
          >
            <TrashIcon className="size-4" /> Delete
          </Link>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-5">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <ServerHtml part="contact-details" html={parts?.["contact-details"]} />
          <ServerHtml part="contact-related" html={parts?.["contact-related"]} />
        </div>
        <InteractionHistory
          contactId={contact._id}
          history={contact.interactionHistory}
          editing={editing}
          values={interactionValues}
          reply={isFormReply(actionData) ? actionData : undefined}
          constraints={interactionConstraints}
          timeZone={timeZone}
          items={parts}
          onDelete={(action) => setConfirm({ kind: "interaction", action })}
        />
      </div>

      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.kind === "interaction" ? "Delete interaction" : "Delete contact"}
        message={
          confirm?.kind === "interaction" ? "Are you sure you want to delete this interaction?" : DELETE_CONTACT_WARNING
        }
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (!confirm) return;
          const action = confirm.kind === "contact" ? deleteHref : confirm.action;
          setConfirm(null);
          submit(null, { method: "post", action, preventScrollReset: true });
        }}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <ContactNotFoundBoundary />;
}
