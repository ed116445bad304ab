/** Glue between the task form and the tasks domain: form values in, form values out. */

import {
  dueDateInZone,
  dueDateLabel,
  formatDate,
  isOverdue,
  parseDateTimeLocal,
  toDateInputValue,
  toDateTimeLocalValue,
} from "@core/dates";
import { taskCreateSchema } from "@core/schemas/task";
import type { Deps } from "@worker/deps";
import { listContactOptions } from "@worker/domain/contacts.server";
import { listJobOptions } from "@worker/domain/jobs.server";
import type { TaskDto } from "@worker/domain/tasks.server";
import { contactOptionLabel, jobOptionLabel } from "~/components/tasks/labels";
import type { TaskDue, TaskFormOptions, TaskFormValues } from "~/components/tasks/types";
import { formConstraints } from "./forms.server";

/** The task form's limits (the edit form shows the same rules as the new one). */
export const taskFormConstraints = formConstraints(taskCreateSchema);

/** The caller's jobs ("company - position") and contacts ("name (company)") for the two pickers. */
export async function taskFormOptions(deps: Deps, userId: string): Promise<TaskFormOptions> {
  const [jobs, contacts] = await Promise.all([listJobOptions(deps, userId), listContactOptions(deps, userId)]);
  return {
    jobs: jobs.map((j) => ({ value: j._id, label: jobOptionLabel(j) })),
    contacts: contacts.map((c) => ({ value: c._id, label: contactOptionLabel(c) })),
  };
}

/**
 * The form's starting values: a task being edited (its due date as the calendar day it means in the
 * user's zone, its reminder as wall time there), or the defaults with a job and contact preselected
 * from `?jobId=` and `?contactId=` when they are among the user's own.
 */
export function taskFormValues(
  opts: { task?: TaskDto; jobId?: string | null; contactId?: string | null; options?: TaskFormOptions },
  timeZone: string,
): TaskFormValues {
  const { task, options } = opts;
  if (task) {
    return {
      title: task.title,
      description: task.description,
      status: task.status,
      priority: task.priority,
      category: task.category,
      dueDate: task.dueDate ? toDateInputValue(dueDateInZone(new Date(task.dueDate), timeZone), timeZone) : "",
      reminder: task.reminder ? toDateTimeLocalValue(new Date(task.reminder), timeZone) : "",
      relatedJob: task.relatedJob?._id ?? "",
      relatedContact: task.relatedContact?._id ?? "",
    };
  }
  const known = (list: { value: string }[] | undefined, id: string | null | undefined) =>
    id && list?.some((o) => o.value === id) ? id : "";
  return {
    title: "",
    description: "",
    status: "pending",
    priority: "medium",
    category: "other",
    dueDate: "",
    reminder: "",
    relatedJob: known(options?.jobs, opts.jobId),
    relatedContact: known(options?.contacts, opts.contactId),
  };
}

/** The task form's payload as the task schemas read it: the reminder's wall time read in the user's zone. */
export function prepareTaskForm(payload: Record<string, unknown>, timeZone: string) {
  const body = { ...payload };
  if (typeof body.reminder === "string" && body.reminder.trim()) {
    body.reminder = parseDateTimeLocal(body.reminder, timeZone)?.toISOString() ?? body.reminder;
  }
  return body;
}

/**
 * A task's due label ("Today", "Tomorrow", "Yesterday", "Fri, 8 May"), overdue flag and full date, all
 * in the user's zone (docs/decisions/016). Computed on the server so the page never depends on the
 * browser's clock or zone.
 */
export function taskDue(task: Pick<TaskDto, "dueDate" | "status">, now: Date, timeZone: string): TaskDue {
  const due = task.dueDate ? dueDateInZone(new Date(task.dueDate), timeZone) : null;
  return {
    label: dueDateLabel(due, now, timeZone, "list"),
    overdue: isOverdue(due, now, timeZone, task.status),
    date: due ? formatDate(due, timeZone) : null,
  };
}
