import { NotFoundBoundary } from "~/components/not-found-boundary";

/** The error boundary of every task screen: a 404 leads back to the task list. */
export function TaskNotFoundBoundary() {
  return (
    <NotFoundBoundary
      backTo="/tasks"
      backLabel="Back to tasks"
      description="This task may have been deleted or doesn't exist."
    />
  );
}
