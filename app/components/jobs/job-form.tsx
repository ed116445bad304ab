import { useMemo, useRef, useState } from "react";
import { ContactPicker, type ContactPickerOption } from "~/components/contacts/contact-picker";
import { FormCard } from "~/components/form-card";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { CURRENCIES, JOB_STATUSES, JOB_TYPES, PRIORITIES } from "~/lib/enums";
import { useExtensionHandoff, useKeepScriptedCheckboxes } from "~/lib/extension-handoff";
import { capitalize, jobTypeLabel } from "~/lib/format";
import { type FieldErrors, useEditableErrors } from "~/lib/forms";

/** What the form shows: strings as the inputs hold them. */
export type JobFormValues = {
  company: string;
  position: string;
  jobLocation: string;
  jobType: string;
  status: string;
  applicationDate: string;
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: string;
  jobUrl: string;
  jobDescription: string;
  notes: string;
  priority: string;
  favorite: boolean;
  contactPerson: string;
};

type Props = {
  mode: "new" | "edit";
  values: JobFormValues;
  errors?: FieldErrors;
  formError?: string;
  cancelTo: string;
  /** /jobs/new only: whether the extension opened the page and data is on its way. */
  expectingExtensionData?: boolean;
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
  errors,
  formError,
  cancelTo,
  expectingExtensionData = false,
  contacts = [],
}: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const prefix = mode === "edit" ? EDIT_NAME_PREFIX : "";
  const name = (field: string) => `${prefix}${field}`;
  const namedErrors = useMemo(
    () => (errors && prefix ? Object.fromEntries(Object.entries(errors).map(([k, v]) => [prefix + k, v])) : errors),
    [errors, prefix],
  );
  const { errorFor: errorForName, clearOnEdit } = useEditableErrors(namedErrors);
  const errorFor = (field: string) => errorForName(name(field));
  const handoff = useExtensionHandoff(formRef, { enabled: mode === "new", expectingData: expectingExtensionData });
  useKeepScriptedCheckboxes(formRef);
  const [salaryWarning, setSalaryWarning] = useState(reversedSalary(values.salaryMin, values.salaryMax));
  const checkSalary = () => {
    const elements = formRef.current?.elements;
    const read = (field: string) => {
      const el = elements?.namedItem(name(field));
      return el instanceof HTMLInputElement ? el.value : "";
    };
    setSalaryWarning(reversedSalary(read("salary.min"), read("salary.max")));
  };
  const clearForm = () => {
    formRef.current?.reset();
    checkSalary();
    handoff.dismiss();
  };

  return (
    <FormCard
      clearOnEdit={clearOnEdit}
      formError={formError}
      bodyClassName="grid gap-5 sm:grid-cols-2"
      cancelTo={cancelTo}
      submitLabel={mode === "new" ? "Add Application" : "Update Application"}
      formRef={formRef}
      banner={mode === "new" ? <HandoffBanner state={handoff.state} onClear={clearForm} /> : null}
    >
      <TextField
        label="Company"
        name={name("company")}
        required
        requiredIndicator
        maxLength={100}
        defaultValue={values.company}
        error={errorFor("company")}
      />
      <TextField
        label="Position"
        name={name("position")}
        required
        requiredIndicator
        maxLength={100}
        defaultValue={values.position}
        error={errorFor("position")}
      />
      <TextField
        label="Location"
        name={name("jobLocation")}
        maxLength={200}
        defaultValue={values.jobLocation}
        error={errorFor("jobLocation")}
      />
      <SelectField
        label="Job Type"
        name={name("jobType")}
        defaultValue={values.jobType}
        options={options(JOB_TYPES, jobTypeLabel)}
        error={errorFor("jobType")}
      />
      <SelectField
        label="Status"
        name={name("status")}
        defaultValue={values.status}
        options={options(JOB_STATUSES)}
        error={errorFor("status")}
      />
      <TextField
        label="Application date"
        name={name("applicationDate")}
        type="date"
        defaultValue={values.applicationDate}
        error={errorFor("applicationDate")}
      />
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3" onInput={checkSalary}>
        <legend className="mb-2 text-sm font-medium text-slate-800">Salary range</legend>
        <TextField
          label="Minimum"
          name={name("salary.min")}
          type="number"
          inputMode="numeric"
          min={0}
          step={1000}
          defaultValue={values.salaryMin}
          error={errorFor("salary.min")}
        />
        <TextField
          label="Maximum"
          name={name("salary.max")}
          type="number"
          inputMode="numeric"
          min={0}
          step={1000}
          defaultValue={values.salaryMax}
          error={errorFor("salary.max")}
        />
        <SelectField
          label="Currency"
          name={name("salary.currency")}
          defaultValue={values.salaryCurrency}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          error={errorFor("salary.currency")}
        />
        {salaryWarning ? (
          <p className="text-sm text-amber-800 sm:col-span-3" role="status" data-testid="salary-warning">
            The minimum is above the maximum. Check the figures; you can still save them as they are.
          </p>
        ) : null}
      </fieldset>
      <TextField
        label="Job URL"
        name={name("jobUrl")}
        inputMode="url"
        autoComplete="off"
        placeholder="https://… or acme.com/careers"
        className="sm:col-span-2"
        defaultValue={values.jobUrl}
        error={errorFor("jobUrl")}
      />
      <SelectField
        label="Priority"
        name={name("priority")}
        defaultValue={values.priority}
        options={options(PRIORITIES)}
        error={errorFor("priority")}
      />
      <div className="flex items-end pb-2">
        <CheckboxField label="Mark as favorite" name={name("favorite")} value="true" defaultChecked={values.favorite} />
      </div>
      <ContactPicker
        name={name("contactPerson")}
        contacts={contacts}
        defaultValue={values.contactPerson}
        error={errorFor("contactPerson")}
        className="sm:col-span-2"
      />
      <TextAreaField
        label="Job Description"
        name={name("jobDescription")}
        rows={6}
        className="sm:col-span-2"
        defaultValue={values.jobDescription}
        error={errorFor("jobDescription")}
      />
      <TextAreaField
        label="Notes"
        name={name("notes")}
        rows={4}
        className="sm:col-span-2"
        defaultValue={values.notes}
        error={errorFor("notes")}
      />
    </FormCard>
  );
}

function HandoffBanner({
  state,
  onClear,
}: {
  state: ReturnType<typeof useExtensionHandoff>["state"];
  onClear: () => void;
}) {
  if (state === "idle") return null;
  const content = {
    waiting: { tone: "info", text: "Waiting for job details from the browser extension…" },
    received: { tone: "success", text: "Job details filled in from the browser extension. Review them and save." },
    error: { tone: "error", text: "There was an error processing job data from the extension." },
  } as const;
  const { tone, text } = content[state];
  return (
    <Alert
      tone={tone}
      className="mb-6"
      actions={
        state === "received" ? (
          <Button type="button" variant="secondary" size="sm" onClick={onClear}>
            Clear form
          </Button>
        ) : undefined
      }
    >
      <span data-testid="extension-banner">{text}</span>
    </Alert>
  );
}
