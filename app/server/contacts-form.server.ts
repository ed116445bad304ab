/** Glue between the contact and interaction forms and the contacts domain: form values in, form values out. */
import type { ContactDto, InteractionDto } from "@worker/domain/contacts.server";
import type { ContactFormValues } from "~/components/contacts/contact-form";
import type { InteractionFormValues } from "~/components/contacts/types";
import { dateOnlyValue, parseDateTimeLocal, toDateTimeLocalValue } from "~/lib/dates";
import { formDataToObject } from "~/lib/forms";

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
    favorite: contact?.favorite ?? false,
  };
}

/**
 * The contact form's FormData as the contacts schemas read it. The form always shows the whole tag
 * list (chips with JavaScript, one comma-separated field without), so no tags at all means none, and
 * an unticked favorite box means false.
 */
export function readContactForm(formData: FormData): Record<string, unknown> {
  const body = formDataToObject(formData);
  body.tags ??= [];
  body.favorite = formData.get("favorite") === "true";
  return body;
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

/** The interaction form's FormData, with its wall-clock date and time read in the user's zone. */
export function readInteractionForm(formData: FormData, timeZone: string): Record<string, unknown> {
  const body = formDataToObject(formData);
  if (typeof body.date === "string" && body.date.trim()) {
    body.date = parseDateTimeLocal(body.date, timeZone)?.toISOString() ?? body.date;
  }
  return { date: body.date, method: body.method, notes: body.notes };
}
