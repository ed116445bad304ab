import { FormCard } from "~/components/form-card";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { INTERVIEW_TYPES } from "~/lib/enums";
import { capitalize } from "~/lib/format";
import { type FieldErrors, useEditableErrors } from "~/lib/forms";

export type InterviewFormValues = {
  date: string;
  interviewType: string;
  withPerson: string;
  notes: string;
  followUpDate: string;
};

type Props = {
  mode: "new" | "edit";
  values: InterviewFormValues;
  errors?: FieldErrors;
  formError?: string;
  cancelTo: string;
  timeZone: string;
};

/** Add or edit an interview; the date and time are read in the user's own time zone. */
export function InterviewForm({ mode, values, errors, formError, cancelTo, timeZone }: Props) {
  const { errorFor, clearOnEdit } = useEditableErrors(errors);
  return (
    <FormCard
      clearOnEdit={clearOnEdit}
      formError={formError}
      bodyClassName="grid gap-5 sm:grid-cols-2"
      cancelTo={cancelTo}
      submitLabel={mode === "new" ? "Add Interview" : "Update Interview"}
    >
      <TextField
        label="Date and time"
        name="date"
        type="datetime-local"
        required
        requiredIndicator
        hint={`In your time zone (${timeZone.replaceAll("_", " ")}).`}
        defaultValue={values.date}
        error={errorFor("date")}
      />
      <SelectField
        label="Interview type"
        name="interviewType"
        required
        requiredIndicator
        defaultValue={values.interviewType}
        options={INTERVIEW_TYPES.map((t) => ({ value: t, label: capitalize(t) }))}
        error={errorFor("interviewType")}
      />
      <TextField
        label="With"
        name="withPerson"
        placeholder="Interviewer's name and role"
        maxLength={200}
        defaultValue={values.withPerson}
        error={errorFor("withPerson")}
      />
      <TextField
        label="Follow-up date"
        name="followUpDate"
        type="date"
        defaultValue={values.followUpDate}
        error={errorFor("followUpDate")}
      />
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
