/** A task as the screens receive it: the API's wire shape (api-contract.md §2.3, references populated). */
export type { TaskDto as TaskView } from "@worker/domain/tasks.server";

/** What the screens add to a task: its due label and overdue flag, computed on the server in the user's zone. */
export type TaskDue = { label: string; overdue: boolean; date: string | null };

/** What the form shows: strings as the inputs hold them. */
export type TaskFormValues = {
  title: string;
  description: string;
  status: string;
  priority: string;
  category: string;
  dueDate: string;
  reminder: string;
  relatedJob: string;
  relatedContact: string;
};

/** The two pickers' options: jobs as "company - position", contacts as "name (company)". */
export type TaskFormOptions = {
  jobs: { value: string; label: string }[];
  contacts: { value: string; label: string }[];
};
