/** A contact as the screens receive it: the API's wire shape (api-contract.md §2.4). */
export type ContactView = {
  _id: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  position: string;
  linkedIn: string;
  relationship: string;
  notes: string;
  tags: string[];
  followUpDate: string | null;
  lastContactDate: string | null;
  favorite: boolean;
  relatedJobs: { _id: string; company: string; position: string }[];
  interactionHistory: InteractionView[];
  createdAt: string;
  updatedAt: string;
};

export type InteractionView = { _id: string; date: string; method: string; notes: string };

/** The interaction form's inputs as strings (the date is a `datetime-local` value in the user's zone). */
export type InteractionFormValues = { date: string; method: string; notes: string };
