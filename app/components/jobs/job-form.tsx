import { CURRENCIES, JOB_SOURCE_LABELS, JOB_SOURCES, JOB_STATUSES, JOB_TYPES, PRIORITIES } from "@core/enums";
import { capitalize, jobTypeLabel } from "@core/format";
import { type ReactNode, type RefObject, useRef, useState } from "react";
import { ContactPicker, type ContactPickerOption } from "~/components/contacts/contact-picker";
import { FormCard } from "~/components/form-card";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { type FormConstraints, type FormReply, useFormFields } from "~/ui/forms";

/** What the form starts with: strings as the inputs hold them (a ticked favorite box is "true"). */
export type JobFormValues = {
  company: string;
  position: string;
  jobLocation: string;
  jobType: string;
  status: string;
  applicationDate: string;
  salary: { min: string; max: string; currency: string };
  jobUrl: string;
  jobDescription: string;
  notes: string;
  priority: string;
  favorite: string;
  contactPerson: string;
  /** Where the posting was found: one of JOB_SOURCES, or "" (not recorded). */
  source: string;
};

type Props = {
  mode: "new" | "edit";
  values: JobFormValues;
  /** The action's answer to a refused submit. */
  reply?: FormReply;
  constraints: FormConstraints;
  cancelTo: string;
  /** /jobs/new only: the form's element, which the extension's hand-off fills. */
  formRef?: RefObject<HTMLFormElement | null>;
  /** /jobs/new only: the extension hand-off's banner, above the form's error. */
  banner?: ReactNode;
  /** The user's contacts, for the contact-person picker. */
  contacts?: ContactPickerOption[];
};

const options = (values: readonly string[], label: (v: string) => string = capitalize) =>
  values.map((value) => ({ value, label: label(value) }));

/**
 * The edit form's element names carry this prefix (`job.company`, `job.salary.min`): the extension fills
 * any page under /jobs/edit by the plain names (api-contract.md §11.4), and must find nothing there.
 */
export const EDIT_NAME_PREFIX = "job.";

const reversedSalary = (min: string, max: string) => Number(max) > 0 && Number(min) > Number(max);

/**
 * The job form of /jobs/new (element names the extension fills) and /jobs/edit/{id} (the same names
 * under `EDIT_NAME_PREFIX`, so a stale capture cannot overwrite the application being edited).
 */
export function JobForm({
  mode,
  values,
  reply,
  constraints,
  cancelTo,
  formRef: givenRef,
  banner,
  contacts = [],
}: Props) {
  const ownRef = useRef<HTMLFormElement>(null);
  const formRef = givenRef ?? ownRef;
  const prefix = mode === "edit" ? EDIT_NAME_PREFIX : "";
  const name = (field: string) => `${prefix}${field}`;
  const { field, value, checked, errorFor, formError, clearOnEdit } = useFormFields({
    reply,
    defaultValue: values,
    constraints,
    prefix,
  });
  const [salaryWarning, setSalaryWarning] = useState(reversedSalary(value("salary.min"), value("salary.max")));
  const checkSalary = () => {
    const elements = formRef.current?.elements;
    const read = (field: string) => {
      const el = elements?.namedItem(name(field));
      return el instanceof HTMLInputElement ? el.value : "";
    };
    setSalaryWarning(reversedSalary(read("salary.min"), read("salary.max")));
  };

  return (
    <FormCard
      // A reset (the hand-off banner's Clear form) puts the fields back to their starting values: so the warning.
      clearOnEdit={{
        ...clearOnEdit,
        onReset: () => setSalaryWarning(reversedSalary(value("salary.min"), value("salary.max"))),
      }}
      formError={formError}
      bodyClassName="grid gap-5 sm:grid-cols-2"
      cancelTo={cancelTo}
      submitLabel={mode === "new" ? "Add Application" : "Update Application"}
      formRef={formRef}
      banner={banner}
    >
      <TextField label="Company" {...field("company")} />
      <TextField label="Position" {...field("position")} />
      <TextField label="Location" {...field("jobLocation")} />
      <SelectField label="Job Type" {...field("jobType")} options={options(JOB_TYPES, jobTypeLabel)} />
      <SelectField label="Status" {...field("status")} options={options(JOB_STATUSES)} />
      <TextField label="Application date" {...field("applicationDate")} type="date" />
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3" onInput={checkSalary}>
        <legend className="mb-2 text-sm font-medium text-slate-800">Salary range</legend>
        <TextField label="Minimum" {...field("salary.min")} type="number" inputMode="numeric" step={1000} />
        <TextField label="Maximum" {...field("salary.max")} type="number" inputMode="numeric" step={1000} />
        <SelectField
          label="Currency"
          {...field("salary.currency")}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
        />
        {salaryWarning ? (
          <p className="text-sm text-amber-800 sm:col-span-3" role="status" data-testid="salary-warning">
            The minimum is above the maximum. Check the figures; you can still save them as they are.
          </p>
        ) : null}
      </fieldset>
      <TextField
        label="Job URL"
        {...field("jobUrl")}
        inputMode="url"
        autoComplete="off"
        placeholder="https://… or acme.com/careers"
        className="sm:col-span-2"
      />
      <SelectField label="Priority" {...field("priority")} options={options(PRIORITIES)} />
      <SelectField
        label="Source"
        {...field("source")}
        options={[
          { value: "", label: "Not recorded" },
          ...JOB_SOURCES.map((s) => ({ value: s, label: JOB_SOURCE_LABELS[s] })),
        ]}
      />
      <div className="flex items-end pb-2">
        <CheckboxField
          label="Mark as favorite"
          name={name("favorite")}
          value="true"
          defaultChecked={checked("favorite")}
        />
      </div>
      <ContactPicker
        name={name("contactPerson")}
        contacts={contacts}
        defaultValue={value("contactPerson")}
        error={errorFor("contactPerson")}
        className="sm:col-span-2"
      />
      <TextAreaField label="Job Description" {...field("jobDescription")} rows={6} className="sm:col-span-2" />
      <TextAreaField label="Notes" {...field("notes")} rows={4} className="sm:col-span-2" />
    </FormCard>
  );
}
