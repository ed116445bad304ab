import { NotFoundBoundary } from "~/components/not-found-boundary";

/** The error boundary of every job and interview screen: a 404 leads back to the applications list. */
export function JobNotFoundBoundary() {
  return (
    <NotFoundBoundary
      backTo="/applications"
      backLabel="Back to applications"
      description={(message) =>
        message === "Interview not found"
          ? "This interview may have been deleted or doesn't exist."
          : "This job may have been deleted or doesn't exist."
      }
    />
  );
}
