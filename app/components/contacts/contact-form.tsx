import { FormCard } from "~/components/form-card";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { CONTACT_RELATIONSHIPS } from "~/lib/enums";
import { type FieldErrors, useEditableErrors } from "~/lib/forms";
import { normalizeTags } from "~/lib/limits";
import { relationshipLabel } from "./labels";
import { TagsInput } from "./tags-input";

/** What the form shows: strings as the inputs hold them. */
export type ContactFormValues = {
  name: string;
  email: string;
  phone: string;
  company: string;
  position: string;
  linkedIn: string;
  relationship: string;
  notes: string;
  tags: string[];
  followUpDate: string;
  favorite: boolean;
};

type Props = {
  mode: "new" | "edit";
  values: ContactFormValues;
  errors?: FieldErrors;
  formError?: string;
  cancelTo: string;
  /** `?tab=followup`: the follow-up date gets the focus. */
  focusFollowUp?: boolean;
};

/** The contact form of /contacts/new and /contacts/edit/{id}; a plain post, so it works without JavaScript. */
export function ContactForm({ mode, values, errors, formError, cancelTo, focusFollowUp = false }: Props) {
  const { errorFor, clearOnEdit } = useEditableErrors(errors);
  return (
    <FormCard
      clearOnEdit={clearOnEdit}
      formError={formError}
      bodyClassName="grid gap-5 sm:grid-cols-2"
      cancelTo={cancelTo}
      submitLabel={mode === "new" ? "Add Contact" : "Update Contact"}
    >
      <TextField
        label="Name"
        name="name"
        required
        requiredIndicator
        maxLength={100}
        autoComplete="off"
        defaultValue={values.name}
        error={errorFor("name")}
      />
      <SelectField
        label="Relationship"
        name="relationship"
        defaultValue={values.relationship}
        options={CONTACT_RELATIONSHIPS.map((r) => ({ value: r, label: relationshipLabel(r) }))}
        error={errorFor("relationship")}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="off"
        maxLength={254}
        defaultValue={values.email}
        error={errorFor("email")}
      />
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="off"
        maxLength={50}
        defaultValue={values.phone}
        error={errorFor("phone")}
      />
      <TextField
        label="Company"
        name="company"
        maxLength={100}
        defaultValue={values.company}
        error={errorFor("company")}
      />
      <TextField
        label="Position"
        name="position"
        maxLength={100}
        defaultValue={values.position}
        error={errorFor("position")}
      />
      <TextField
        label="LinkedIn"
        name="linkedIn"
        inputMode="url"
        autoComplete="off"
        placeholder="linkedin.com/in/…"
        className="sm:col-span-2"
        defaultValue={values.linkedIn}
        error={errorFor("linkedIn")}
      />
      <TagsInput name="tags" defaultValue={values.tags} error={errorFor("tags")} className="sm:col-span-2" />
      <TextField
        label="Follow-up date"
        name="followUpDate"
        id="followUpDate"
        type="date"
        autoFocus={focusFollowUp}
        hint={focusFollowUp ? "When do you want to reach out again?" : undefined}
        defaultValue={values.followUpDate}
        error={errorFor("followUpDate")}
        className={focusFollowUp ? "-m-2 rounded-lg bg-brand-50 p-2 ring-1 ring-brand-200" : undefined}
      />
      <div className="flex items-end pb-2">
        <CheckboxField label="Mark as favorite" name="favorite" value="true" defaultChecked={values.favorite} />
      </div>
      <TextAreaField
        label="Notes"
        name="notes"
        rows={5}
        className="sm:col-span-2"
        defaultValue={values.notes}
        error={errorFor("notes")}
      />
    </FormCard>
  );
}

/** What the user typed, back into the form after a failed submit. */
export function echoContactForm(body: Record<string, unknown>, base: ContactFormValues): ContactFormValues {
  const s = (v: unknown, fallback: string) => (typeof v === "string" ? v : fallback);
  const tags = body.tags;
  return {
    name: s(body.name, base.name),
    email: s(body.email, base.email),
    phone: s(body.phone, base.phone),
    company: s(body.company, base.company),
    position: s(body.position, base.position),
    linkedIn: s(body.linkedIn, base.linkedIn),
    relationship: s(body.relationship, base.relationship),
    notes: s(body.notes, base.notes),
    tags:
      typeof tags === "string"
        ? normalizeTags(tags)
        : Array.isArray(tags)
          ? normalizeTags(tags.filter((t): t is string => typeof t === "string"))
          : base.tags,
    followUpDate: s(body.followUpDate, base.followUpDate),
    favorite: body.favorite === true,
  };
}
