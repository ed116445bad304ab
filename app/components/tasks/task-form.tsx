import { PRIORITIES, TASK_CATEGORIES, TASK_STATUSES } from "@core/enums";
import { FormCard } from "~/components/form-card";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { type FormConstraints, type FormReply, useFormFields } from "~/ui/forms";
import { taskLabel } from "./labels";
import type { TaskFormOptions, TaskFormValues } from "./types";

type Props = {
  mode: "new" | "edit";
  values: TaskFormValues;
  options: TaskFormOptions;
  /** The action's answer to a refused submit. */
  reply?: FormReply;
  constraints: FormConstraints;
  cancelTo: string;
};

const choices = (values: readonly string[]) => values.map((value) => ({ value, label: taskLabel(value) }));

/** The task form of /tasks/new and /tasks/edit/{id}: a plain post that works without JavaScript. */
export function TaskForm({ mode, values, options, reply, constraints, cancelTo }: Props) {
  const { field, formError, clearOnEdit } = useFormFields({ reply, defaultValue: values, constraints });
  return (
    <FormCard
      clearOnEdit={clearOnEdit}
      formError={formError}
      bodyClassName="grid gap-5 sm:grid-cols-6"
      cancelTo={cancelTo}
      submitLabel={mode === "new" ? "Create Task" : "Update Task"}
    >
      <TextField label="Title" {...field("title")} className="sm:col-span-6" />
      <TextAreaField label="Description" {...field("description")} rows={4} className="sm:col-span-6" />
      <SelectField label="Status" {...field("status")} className="sm:col-span-2" options={choices(TASK_STATUSES)} />
      <SelectField label="Priority" {...field("priority")} className="sm:col-span-2" options={choices(PRIORITIES)} />
      <SelectField
        label="Category"
        {...field("category")}
        className="sm:col-span-2"
        options={choices(TASK_CATEGORIES)}
      />
      <TextField label="Due date" {...field("dueDate")} className="sm:col-span-3" type="date" />
      <TextField
        label="Reminder"
        {...field("reminder")}
        className="sm:col-span-3"
        type="datetime-local"
        hint="Optional. Date and time in your own time zone."
      />
      <SelectField
        label="Related job"
        {...field("relatedJob")}
        className="sm:col-span-3"
        placeholder="None"
        options={options.jobs}
      />
      <SelectField
        label="Related contact"
        {...field("relatedContact")}
        className="sm:col-span-3"
        placeholder="None"
        options={options.contacts}
      />
    </FormCard>
  );
}
