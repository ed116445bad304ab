import type { ContactDto, InteractionDto } from "@worker/domain/contacts.server";

/** A contact as the screens receive it: the API's wire shape (api-contract.md §2.4), declared once by the domain. */
export type ContactView = ContactDto;

export type InteractionView = InteractionDto;

/** The interaction form's inputs as strings (the date is a `datetime-local` value in the user's zone). */
export type InteractionFormValues = { date: string; method: string; notes: string };
