/** Glue between the contact and interaction forms and the contacts domain: form values in, form values out. */

import { dateOnlyValue, parseDateTimeLocal, toDateTimeLocalValue } from "@core/dates";
import { contactCreateSchema, interactionCreateSchema } from "@core/schemas/contacts";
import type { ContactDto, InteractionDto } from "@worker/domain/contacts.server";
import type { ContactFormValues } from "~/components/contacts/contact-form";
import type { InteractionFormValues } from "~/components/contacts/types";
import { formConstraints } from "./forms.server";

/** The contact form's limits (the edit form shows the same rules as the new one). */
export const contactFormConstraints = formConstraints(contactCreateSchema);
export const interactionFormConstraints = formConstraints(interactionCreateSchema);

export function contactFormValues(contact?: ContactDto): ContactFormValues {
  return {
    name: contact?.name ?? "",
    email: contact?.email ?? "",
    phone: contact?.phone ?? "",
    company: contact?.company ?? "",
    position: contact?.position ?? "",
    linkedIn: contact?.linkedIn ?? "",
    relationship: contact?.relationship ?? "other",
    notes: contact?.notes ?? "",
    tags: contact?.tags ?? [],
    followUpDate: contact?.followUpDate ? dateOnlyValue(new Date(contact.followUpDate)) : "",
    favorite: contact?.favorite ? "true" : "",
  };
}

/**
 * The contact form's payload as the contacts schemas read it. The form always shows the whole tag
 * list (chips with JavaScript, one comma-separated field without), so no tags at all means none, and
 * an unticked favorite box means false.
 */
export function prepareContactForm(payload: Record<string, unknown>) {
  return { ...payload, tags: payload.tags ?? [], favorite: payload.favorite === "true" };
}

export function interactionFormValues(
  interaction: InteractionDto | undefined,
  now: Date,
  timeZone: string,
): InteractionFormValues {
  if (!interaction) return { date: toDateTimeLocalValue(now, timeZone), method: "email", notes: "" };
  return {
    date: toDateTimeLocalValue(new Date(interaction.date), timeZone),
    method: interaction.method,
    notes: interaction.notes,
  };
}

/** The interaction form's payload, with its wall-clock date and time read in the user's zone. */
export function prepareInteractionForm(payload: Record<string, unknown>, timeZone: string) {
  const body = { ...payload };
  if (typeof body.date === "string" && body.date.trim()) {
    body.date = parseDateTimeLocal(body.date, timeZone)?.toISOString() ?? body.date;
  }
  return { date: body.date, method: body.method, notes: body.notes };
}
