import { FormCard } from "~/components/form-card";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { PRIORITIES, TASK_CATEGORIES, TASK_STATUSES } from "~/lib/enums";
import { type FieldErrors, useEditableErrors } from "~/lib/forms";
import { TASK_DESCRIPTION_MAX, TASK_TITLE_MAX } from "~/lib/limits";
import { taskLabel } from "./labels";
import type { TaskFormOptions, TaskFormValues } from "./types";

type Props = {
  mode: "new" | "edit";
  values: TaskFormValues;
  options: TaskFormOptions;
  errors?: FieldErrors;
  formError?: string;
  cancelTo: string;
};

const choices = (values: readonly string[]) => values.map((value) => ({ value, label: taskLabel(value) }));

/** The task form of /tasks/new and /tasks/edit/{id}: a plain post that works without JavaScript. */
export function TaskForm({ mode, values, options, errors, formError, cancelTo }: Props) {
  const { errorFor, clearOnEdit } = useEditableErrors(errors);
  return (
    <FormCard
      clearOnEdit={clearOnEdit}
      formError={formError}
      bodyClassName="grid gap-5 sm:grid-cols-6"
      cancelTo={cancelTo}
      submitLabel={mode === "new" ? "Create Task" : "Update Task"}
    >
      <TextField
        label="Title"
        name="title"
        required
        requiredIndicator
        maxLength={TASK_TITLE_MAX}
        className="sm:col-span-6"
        defaultValue={values.title}
        error={errorFor("title")}
      />
      <TextAreaField
        label="Description"
        name="description"
        rows={4}
        maxLength={TASK_DESCRIPTION_MAX}
        className="sm:col-span-6"
        defaultValue={values.description}
        error={errorFor("description")}
      />
      <SelectField
        label="Status"
        name="status"
        className="sm:col-span-2"
        defaultValue={values.status}
        options={choices(TASK_STATUSES)}
        error={errorFor("status")}
      />
      <SelectField
        label="Priority"
        name="priority"
        className="sm:col-span-2"
        defaultValue={values.priority}
        options={choices(PRIORITIES)}
        error={errorFor("priority")}
      />
      <SelectField
        label="Category"
        name="category"
        className="sm:col-span-2"
        defaultValue={values.category}
        options={choices(TASK_CATEGORIES)}
        error={errorFor("category")}
      />
      <TextField
        label="Due date"
        name="dueDate"
        className="sm:col-span-3"
        type="date"
        defaultValue={values.dueDate}
        error={errorFor("dueDate")}
      />
      <TextField
        label="Reminder"
        name="reminder"
        className="sm:col-span-3"
        type="datetime-local"
        hint="Optional. Date and time in your own time zone."
        defaultValue={values.reminder}
        error={errorFor("reminder")}
      />
      <SelectField
        label="Related job"
        name="relatedJob"
        className="sm:col-span-3"
        placeholder="None"
        defaultValue={values.relatedJob}
        options={options.jobs}
        error={errorFor("relatedJob")}
      />
      <SelectField
        label="Related contact"
        name="relatedContact"
        className="sm:col-span-3"
        placeholder="None"
        defaultValue={values.relatedContact}
        options={options.contacts}
        error={errorFor("relatedContact")}
      />
    </FormCard>
  );
}
