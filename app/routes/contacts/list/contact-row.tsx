import { formatDate } from "@core/dates";
import { Link, useFetcher } from "react-router";
import { FavoriteButton } from "~/components/contacts/favorite-button";
import { initials, relationshipLabel, relationshipTone } from "~/components/contacts/labels";
import type { ContactView } from "~/components/contacts/types";
import { RowActions } from "~/components/list/row-actions";
import { type FetcherAnswer, useFailureToast } from "~/components/list/use-failure-toast";
import { Badge } from "~/components/ui/badge";
import { CalendarIcon, ClockIcon, MailIcon, PhoneIcon } from "~/components/ui/icons";

export function ContactRow(props: { contact: ContactView; returnTo: string; timeZone: string }) {
  const { contact, returnTo, timeZone } = props;
  const deleteFetcher = useFetcher<FetcherAnswer>({ key: `contact-delete-${contact._id}` });
  useFailureToast(deleteFetcher, "Failed to delete contact");
  if (deleteFetcher.state !== "idle" && !deleteFetcher.data?.error) return null;

  const deleteHref = `/contacts/${contact._id}/delete?returnTo=${encodeURIComponent(returnTo)}`;
  const role = [contact.position, contact.company].filter(Boolean).join(" at ");
  return (
    <li data-row className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:p-5">
      <div className="flex min-w-0 flex-1 gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
        >
          {initials(contact.name)}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Link
              to={`/contacts/${contact._id}`}
              data-row-open
              className="text-base font-semibold text-slate-900 hover:text-brand-700 hover:underline"
            >
              {contact.name}
            </Link>
            <Badge tone={relationshipTone(contact.relationship)}>{relationshipLabel(contact.relationship)}</Badge>
          </div>
          {role ? <p className="text-sm text-slate-700">{role}</p> : null}
          <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-slate-600">
            {contact.email ? (
              <div className="flex min-w-0 items-center gap-1.5">
                <dt className="sr-only">Email</dt>
                <MailIcon className="size-4 shrink-0" />
                <dd className="truncate">{contact.email}</dd>
              </div>
            ) : null}
            {contact.phone ? (
              <div className="flex items-center gap-1.5">
                <dt className="sr-only">Phone</dt>
                <PhoneIcon className="size-4" />
                <dd>{contact.phone}</dd>
              </div>
            ) : null}
            <div className="flex items-center gap-1.5">
              <ClockIcon className="size-4" />
              <dt>Last contact:</dt>
              <dd>{contact.lastContactDate ? formatDate(new Date(contact.lastContactDate), timeZone) : "Never"}</dd>
            </div>
            {contact.followUpDate ? (
              <div className="flex items-center gap-1.5">
                <CalendarIcon className="size-4" />
                <dt>Follow up:</dt>
                <dd>{formatDate(new Date(contact.followUpDate), "UTC")}</dd>
              </div>
            ) : null}
          </dl>
          {contact.tags.length ? (
            <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={`Tags of ${contact.name}`}>
              {contact.tags.map((tag) => (
                <li key={tag}>
                  <Badge tone="gray">{tag}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <RowActions
        name={contact.name}
        viewTo={`/contacts/${contact._id}`}
        editTo={`/contacts/edit/${contact._id}`}
        deleteHref={deleteHref}
        dialog={{ title: "Delete contact", message: "Are you sure you want to delete this contact?" }}
        onDelete={() => deleteFetcher.submit({ js: "1" }, { method: "post", action: deleteHref })}
        className="flex items-center gap-1 self-end sm:self-start"
      >
        <FavoriteButton contactId={contact._id} name={contact.name} favorite={contact.favorite} returnTo={returnTo} />
      </RowActions>
    </li>
  );
}
