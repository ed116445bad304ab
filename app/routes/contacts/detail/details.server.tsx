import { formatDate, formatDateTime } from "@core/dates";
import { renderToStaticMarkup } from "react-dom/server";
import { initials, interactionMethodLabel, relationshipLabel, relationshipTone } from "~/components/contacts/labels";
import type { ContactView, InteractionView } from "~/components/contacts/types";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import {
  BriefcaseIcon,
  CalendarIcon,
  CheckSquareIcon,
  ExternalLinkIcon,
  PencilIcon,
  PlusIcon,
  TrashIcon,
} from "~/components/ui/icons";
import { interactionPart } from "./interactions";

function ContactDetails({ contact, timeZone }: { contact: ContactView; timeZone: string }) {
  // [label, value, spans both columns]
  const rows: Array<[string, React.ReactNode, boolean?]> = [
    [
      "Email",
      contact.email ? (
        <a key="email" href={`mailto:${contact.email}`} className="break-words text-brand-700 hover:underline">
          {contact.email}
        </a>
      ) : null,
      true,
    ],
    [
      "Phone",
      contact.phone ? (
        <a key="phone" href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className="text-brand-700 hover:underline">
          {contact.phone}
        </a>
      ) : null,
    ],
    ["Company", contact.company || null],
    ["Position", contact.position || null],
    [
      "LinkedIn",
      contact.linkedIn ? (
        <a
          key="linkedin"
          href={contact.linkedIn}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-brand-700 hover:underline"
        >
          View profile <ExternalLinkIcon className="size-3.5" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null,
    ],
    ["Last contact", contact.lastContactDate ? formatDateTime(new Date(contact.lastContactDate), timeZone) : "Never"],
    ["Added", formatDate(new Date(contact.createdAt), timeZone)],
  ];
  return (
    <Card>
      <CardHeader title="Contact Details" />
      <CardBody>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-4 text-sm sm:grid-cols-2">
          {rows.map(([label, value, wide]) => (
            <div key={label} className={`min-w-0 ${wide ? "sm:col-span-2" : ""}`}>
              <dt className="font-medium text-slate-600">{label}</dt>
              <dd className={`mt-1 ${value ? "text-slate-900" : "text-slate-600"}`}>{value ?? "—"}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 border-t border-slate-100 pt-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-semibold text-slate-900">Follow-up</h3>
            <a
              href={`/contacts/edit/${contact._id}?tab=followup`}
              className="text-sm font-medium text-brand-700 hover:underline"
            >
              {contact.followUpDate ? "Change follow-up" : "Set Follow-up"}
            </a>
          </div>
          <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-700">
            <CalendarIcon className="size-4 text-slate-500" />
            {contact.followUpDate ? formatDate(new Date(contact.followUpDate), "UTC") : "No follow-up planned."}
          </p>
        </div>
        <div className="mt-6 border-t border-slate-100 pt-5">
          <h3 className="text-sm font-semibold text-slate-900">Tags</h3>
          {contact.tags.length ? (
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {contact.tags.map((tag) => (
                <li key={tag}>
                  <a href={`/contacts?tag=${encodeURIComponent(tag)}`} aria-label={`Contacts tagged ${tag}`}>
                    <Badge tone="indigo">{tag}</Badge>
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600 italic">No tags.</p>
          )}
        </div>
        <div className="mt-6 border-t border-slate-100 pt-5">
          <h3 className="text-sm font-semibold text-slate-900">Notes</h3>
          <p
            className={`mt-2 text-sm whitespace-pre-line ${contact.notes ? "text-slate-700" : "text-slate-600 italic"}`}
          >
            {contact.notes || "No notes yet."}
          </p>
        </div>
      </CardBody>
    </Card>
  );
}

function RelatedJobs({ contact }: { contact: ContactView }) {
  return (
    <Card>
      <CardHeader title="Related Jobs" />
      {contact.relatedJobs.length ? (
        <ul className="divide-y divide-slate-100">
          {contact.relatedJobs.map((job) => (
            <li key={job._id} className="flex items-center gap-3 px-4 py-3 sm:px-6">
              <BriefcaseIcon className="size-4 shrink-0 text-slate-500" />
              <a href={`/jobs/${job._id}`} className="min-w-0 text-sm hover:underline">
                <span className="font-medium text-slate-900">{job.position}</span>
                <span className="text-slate-600"> · {job.company}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <CardBody>
          <p className="text-sm text-slate-600">No related jobs yet. Add an application for this contact.</p>
        </CardBody>
      )}
      <div className="flex flex-wrap gap-2 border-t border-slate-200 px-4 py-3 sm:px-6">
        <a href={`/jobs/new?contactId=${contact._id}`} className={buttonClasses({ size: "sm", variant: "secondary" })}>
          <PlusIcon className="size-4" /> Add job
        </a>
        <a href={`/tasks/new?contactId=${contact._id}`} className={buttonClasses({ size: "sm", variant: "secondary" })}>
          <CheckSquareIcon className="size-4" /> Add task
        </a>
      </div>
    </Card>
  );
}

/** Who the contact is: the initials' circle, the name with the relationship, the role. */
function ContactHead({ contact }: { contact: ContactView }) {
  const role = [contact.position, contact.company].filter(Boolean).join(" at ");
  return (
    <div className="flex min-w-0 items-start gap-4">
      <span
        aria-hidden="true"
        className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-semibold text-brand-800"
      >
        {initials(contact.name)}
      </span>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900 sm:text-3xl">
            {contact.name}
          </h1>
          <Badge tone={relationshipTone(contact.relationship)}>{relationshipLabel(contact.relationship)}</Badge>
        </div>
        {role ? <p className="mt-1 text-lg text-slate-700">{role}</p> : null}
      </div>
    </div>
  );
}

/** One interaction in the history: what, when, the notes, and its Edit and Delete (`data-confirm`) links. */
function InteractionItem({
  contactId,
  interaction,
  timeZone,
}: {
  contactId: string;
  interaction: InteractionView;
  timeZone: string;
}) {
  const what = `${interactionMethodLabel(interaction.method).toLowerCase()} of ${formatDateTime(new Date(interaction.date), timeZone)}`;
  return (
    <>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="blue">{interactionMethodLabel(interaction.method)}</Badge>
          <span className="text-sm font-medium text-slate-900">
            {formatDateTime(new Date(interaction.date), timeZone)}
          </span>
        </div>
        <p
          className={`mt-1.5 text-sm whitespace-pre-line ${interaction.notes ? "text-slate-700" : "text-slate-600 italic"}`}
        >
          {interaction.notes || "No notes."}
        </p>
      </div>
      <div className="flex shrink-0 gap-1 self-end sm:self-start">
        <a
          href={`/contacts/${contactId}?interaction=${interaction._id}#interaction-form`}
          className="rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          aria-label={`Edit ${what}`}
        >
          <PencilIcon className="size-4" />
        </a>
        <a
          href={`/contacts/${contactId}/interactions/${interaction._id}/delete`}
          data-confirm="interaction"
          className="rounded-md p-2 text-red-700 hover:bg-red-50"
          aria-label={`Delete ${what}`}
        >
          <TrashIcon className="size-4" />
        </a>
      </div>
    </>
  );
}

/**
 * The contact page's display parts as HTML (docs/decisions/065, 067): who the contact is, the details and related
 * jobs cards, and each interaction of the history. Display and links only, so the loader draws them and the
 * browser carries none of their code (`ServerHtml` shows them; their links navigate in the app, and an
 * interaction's Delete asks in the page's dialog).
 */
export function contactPartsHtml(contact: ContactView, timeZone: string): Record<string, string> {
  const parts: Record<string, string> = {
    "contact-head": renderToStaticMarkup(<ContactHead contact={contact} />),
    "contact-details": renderToStaticMarkup(<ContactDetails contact={contact} timeZone={timeZone} />),
    "contact-related": renderToStaticMarkup(<RelatedJobs contact={contact} />),
  };
  for (const interaction of contact.interactionHistory) {
    parts[interactionPart(interaction._id)] = renderToStaticMarkup(
      <InteractionItem contactId={contact._id} interaction={interaction} timeZone={timeZone} />,
    );
  }
  return parts;
}
