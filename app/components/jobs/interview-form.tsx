import { INTERVIEW_TYPES } from "@core/enums";
import { capitalize } from "@core/format";
import { FormCard } from "~/components/form-card";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { type FormConstraints, type FormReply, useFormFields } from "~/ui/forms";

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
  /** The action's answer to a refused submit. */
  reply?: FormReply;
  constraints: FormConstraints;
  cancelTo: string;
  timeZone: string;
};

/** Add or edit an interview; the date and time are read in the user's own time zone. */
export function InterviewForm({ mode, values, reply, constraints, cancelTo, timeZone }: Props) {
  const { field, formError, clearOnEdit } = useFormFields({ reply, defaultValue: values, constraints });
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
        {...field("date")}
        type="datetime-local"
        hint={`In your time zone (${timeZone.replaceAll("_", " ")}).`}
      />
      <SelectField
        label="Interview type"
        {...field("interviewType")}
        options={INTERVIEW_TYPES.map((t) => ({ value: t, label: capitalize(t) }))}
      />
      <TextField label="With" {...field("withPerson")} placeholder="Interviewer's name and role" />
      <TextField label="Follow-up date" {...field("followUpDate")} type="date" />
      <TextAreaField
        label="Notes"
        {...field("notes")}
        rows={5}
        className="sm:col-span-2"
        placeholder="The meeting link (Today shows it), what to prepare…"
      />
    </FormCard>
  );
}
