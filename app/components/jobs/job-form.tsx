import { useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardBody, CardFooter } from "~/components/ui/card";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { useExtensionHandoff } from "~/lib/extension-handoff";
import { capitalize, jobTypeLabel } from "~/lib/format";
import { type FieldErrors, useEditableErrors } from "~/lib/forms";
import { CURRENCIES, JOB_STATUSES, JOB_TYPES, PRIORITIES } from "~/lib/schemas/job";

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
};

const options = (values: readonly string[], label: (v: string) => string = capitalize) =>
  values.map((value) => ({ value, label: label(value) }));

/** The job form of /jobs/new and /jobs/edit/{id}; element names are the ones the extension fills. */
export function JobForm({ mode, values, errors, formError, cancelTo, expectingExtensionData = false }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const busy = useNavigation().state === "submitting";
  const { errorFor, clearOnEdit } = useEditableErrors(errors);
  const handoff = useExtensionHandoff(formRef, mode === "new" && expectingExtensionData);

  return (
    <Form method="post" ref={formRef} noValidate {...clearOnEdit}>
      {mode === "new" ? <HandoffBanner state={handoff} /> : null}
      {formError ? (
        <Alert tone="error" className="mb-6">
          {formError}
        </Alert>
      ) : null}
      <input type="hidden" name="contactPerson" value={values.contactPerson} />
      <Card>
        <CardBody className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Company"
            name="company"
            required
            requiredIndicator
            maxLength={100}
            defaultValue={values.company}
            error={errorFor("company")}
          />
          <TextField
            label="Position"
            name="position"
            required
            requiredIndicator
            maxLength={100}
            defaultValue={values.position}
            error={errorFor("position")}
          />
          <TextField
            label="Location"
            name="jobLocation"
            maxLength={200}
            defaultValue={values.jobLocation}
            error={errorFor("jobLocation")}
          />
          <SelectField
            label="Job Type"
            name="jobType"
            defaultValue={values.jobType}
            options={options(JOB_TYPES, jobTypeLabel)}
            error={errorFor("jobType")}
          />
          <SelectField
            label="Status"
            name="status"
            defaultValue={values.status}
            options={options(JOB_STATUSES)}
            error={errorFor("status")}
          />
          <TextField
            label="Application date"
            name="applicationDate"
            type="date"
            defaultValue={values.applicationDate}
            error={errorFor("applicationDate")}
          />
          <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
            <legend className="mb-2 text-sm font-medium text-slate-800">Salary range</legend>
            <TextField
              label="Minimum"
              name="salary.min"
              type="number"
              inputMode="numeric"
              min={0}
              step={1000}
              defaultValue={values.salaryMin}
              error={errorFor("salary.min")}
            />
            <TextField
              label="Maximum"
              name="salary.max"
              type="number"
              inputMode="numeric"
              min={0}
              step={1000}
              defaultValue={values.salaryMax}
              error={errorFor("salary.max")}
            />
            <SelectField
              label="Currency"
              name="salary.currency"
              defaultValue={values.salaryCurrency}
              options={CURRENCIES.map((c) => ({ value: c, label: c }))}
              error={errorFor("salary.currency")}
            />
          </fieldset>
          <TextField
            label="Job URL"
            name="jobUrl"
            type="url"
            placeholder="https://"
            className="sm:col-span-2"
            defaultValue={values.jobUrl}
            error={errorFor("jobUrl")}
          />
          <SelectField
            label="Priority"
            name="priority"
            defaultValue={values.priority}
            options={options(PRIORITIES)}
            error={errorFor("priority")}
          />
          <div className="flex items-end pb-2">
            <CheckboxField label="Mark as favorite" name="favorite" value="true" defaultChecked={values.favorite} />
          </div>
          <TextAreaField
            label="Job Description"
            name="jobDescription"
            rows={6}
            className="sm:col-span-2"
            defaultValue={values.jobDescription}
            error={errorFor("jobDescription")}
          />
          <TextAreaField
            label="Notes"
            name="notes"
            rows={4}
            className="sm:col-span-2"
            defaultValue={values.notes}
            error={errorFor("notes")}
          />
        </CardBody>
        <CardFooter>
          <Link to={cancelTo} className={buttonClasses({ variant: "secondary" })}>
            Cancel
          </Link>
          <Button type="submit" loading={busy}>
            {mode === "new" ? "Add Application" : "Update Application"}
          </Button>
        </CardFooter>
      </Card>
    </Form>
  );
}

function HandoffBanner({ state }: { state: ReturnType<typeof useExtensionHandoff> }) {
  if (state === "idle") return null;
  const content = {
    waiting: { tone: "info", text: "Waiting for job details from the browser extension…" },
    received: { tone: "success", text: "Job details filled in from the browser extension. Review them and save." },
    error: { tone: "error", text: "There was an error processing job data from the extension." },
  } as const;
  const { tone, text } = content[state];
  return (
    <Alert tone={tone} className="mb-6">
      <span data-testid="extension-banner">{text}</span>
    </Alert>
  );
}
