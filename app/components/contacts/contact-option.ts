import type { ContactOption } from "@worker/domain/contacts.server";

/** A contact as the picker lists it: the domain's option type (listContactOptions). */
export type ContactPickerOption = ContactOption;

/** An option's text in the contact picker and its filter: the name, with the company when known. */
export const contactOptionLabel = (c: ContactPickerOption) => (c.company ? `${c.name} (${c.company})` : c.name);
