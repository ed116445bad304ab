import { isRouteErrorResponse, useRouteError } from "react-router";
import { PageHeader } from "~/components/page-header";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardBody } from "~/components/ui/card";

/** The message of a 404 thrown by `notFound()`, for a route's `meta` and boundary; undefined otherwise. */
export function notFoundMessage(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error) || error.status !== 404) return undefined;
  const message = (error.data as { message?: unknown } | null)?.message;
  return typeof message === "string" && message ? message : "Not found";
}

type Props = {
  /** Where the way back leads, e.g. "/applications". */
  backTo: string;
  backLabel: string;
  /** Shown under the heading of a 404, e.g. "This job may have been deleted or doesn't exist."; a function gets the 404's message. */
  description: string | ((message: string) => string);
};

/**
 * A route `ErrorBoundary` for screens of one record (a job, an interview, a task, a contact): a 404
 * thrown by `notFound()` shows its message with a way back; anything else shows a generic error.
 */
export function NotFoundBoundary({ backTo, backLabel, description }: Props) {
  const error = useRouteError();
  const message = notFoundMessage(error);
  return (
    <>
      <PageHeader title={message ?? "Something went wrong"} />
      <Card>
        <CardBody className="flex flex-col items-start gap-4">
          <p className="text-slate-700">
            {message
              ? typeof description === "function"
                ? description(message)
                : description
              : "An unexpected error occurred. Please try again."}
          </p>
          <ButtonLink to={backTo}>{backLabel}</ButtonLink>
        </CardBody>
      </Card>
    </>
  );
}
