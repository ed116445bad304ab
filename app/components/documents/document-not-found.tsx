import { NotFoundBoundary } from "~/components/not-found-boundary";

/** The error boundary of the document screens: a 404 leads back to the documents list. */
export function DocumentNotFoundBoundary() {
  return (
    <NotFoundBoundary
      backTo="/documents"
      backLabel="Back to documents"
      description="This document may have been deleted or doesn't exist."
    />
  );
}
