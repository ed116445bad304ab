import type { ReactNode } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { PublicLayout } from "~/components/public-layout";
import { ButtonLink } from "~/components/ui/button";

type Props = {
  /** The heading of a 404, e.g. "Page not found". */
  title: string;
  /** The sentence under it, e.g. "The page you are looking for does not exist or has moved." */
  description: string;
  /** More ways on, after the link to the home page. */
  children?: ReactNode;
};

/**
 * A route `ErrorBoundary` for pages a visitor reads (the public layout; `NotFoundBoundary` is the signed-in
 * screens' one, in their shell): a 404 says `title` and `description`, anything else says there was an
 * error; both lead to the home page.
 */
export function PublicNotFoundBoundary({ title, description, children }: Props) {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <PublicLayout>
      <div className="mx-auto max-w-xl px-6 py-24 text-center">
        <p className="text-sm font-semibold text-brand-700">{missing ? "404" : "Error"}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
          {missing ? title : "Something went wrong"}
        </h1>
        <p className="mt-4 text-slate-600">
          {missing ? description : "An unexpected error occurred. Please try again."}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/">Go to the home page</ButtonLink>
          {children}
        </div>
      </div>
    </PublicLayout>
  );
}
