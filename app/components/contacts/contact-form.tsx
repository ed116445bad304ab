import { CONTACT_RELATIONSHIPS } from "@core/enums";
import { FormCard } from "~/components/form-card";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { type FormConstraints, type FormReply, useFormFields } from "~/ui/forms";
import { relationshipLabel } from "./labels";
import { TagsInput } from "./tags-input";

/** What the form starts with: strings as the inputs hold them (a ticked favorite box is "true"). */
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
  favorite: string;
};

type Props = {
  mode: "new" | "edit";
  values: ContactFormValues;
  /** The action's answer to a refused submit. */
  reply?: FormReply;
  constraints: FormConstraints;
  cancelTo: string;
  /** `?tab=followup`: the follow-up date gets the focus. */
  focusFollowUp?: boolean;
};

/** The contact form of /contacts/new and /contacts/edit/{id}; a plain post, so it works without JavaScript. */
export function ContactForm({ mode, values, reply, constraints, cancelTo, focusFollowUp = false }: Props) {
  const {
    field,
    checked,
    values: valuesOf,
    errorFor,
    formError,
    clearOnEdit,
  } = useFormFields({
    reply,
    defaultValue: values,
    constraints,
  });
  return (
    <FormCard
      clearOnEdit={clearOnEdit}
      formError={formError}
      bodyClassName="grid gap-5 sm:grid-cols-2"
      cancelTo={cancelTo}
      submitLabel={mode === "new" ? "Add Contact" : "Update Contact"}
    >
      <TextField label="Name" {...field("name")} autoComplete="off" />
      <SelectField
        label="Relationship"
        {...field("relationship")}
        options={CONTACT_RELATIONSHIPS.map((r) => ({ value: r, label: relationshipLabel(r) }))}
      />
      <TextField label="Email" {...field("email")} type="email" autoComplete="off" />
      <TextField label="Phone" {...field("phone")} type="tel" autoComplete="off" />
      <TextField label="Company" {...field("company")} />
      <TextField label="Position" {...field("position")} />
      <TextField
        label="LinkedIn"
        {...field("linkedIn")}
        inputMode="url"
        autoComplete="off"
        placeholder="linkedin.com/in/…"
        className="sm:col-span-2"
      />
      <TagsInput name="tags" defaultValue={valuesOf("tags")} error={errorFor("tags")} className="sm:col-span-2" />
      <TextField
        label="Follow-up date"
        {...field("followUpDate")}
        id="followUpDate"
        type="date"
        autoFocus={focusFollowUp}
        hint={focusFollowUp ? "When do you want to reach out again?" : undefined}
        className={focusFollowUp ? "-m-2 rounded-lg bg-brand-50 p-2 ring-1 ring-brand-200" : undefined}
      />
      <div className="flex items-end pb-2">
        <CheckboxField label="Mark as favorite" name="favorite" value="true" defaultChecked={checked("favorite")} />
      </div>
      <TextAreaField label="Notes" {...field("notes")} rows={5} className="sm:col-span-2" />
    </FormCard>
  );
}
