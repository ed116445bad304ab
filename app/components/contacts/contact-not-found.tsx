import { NotFoundBoundary } from "~/components/not-found-boundary";

/** The error boundary of every contact and interaction screen: a 404 leads back to the contacts list. */
export function ContactNotFoundBoundary() {
  return (
    <NotFoundBoundary
      backTo="/contacts"
      backLabel="Back to contacts"
      description={(message) =>
        message === "Interaction not found"
          ? "This interaction may have been deleted or doesn't exist."
          : "This contact may have been deleted or doesn't exist."
      }
    />
  );
}
