import { isRouteErrorResponse, redirect, useRouteError } from "react-router";
import { PublicLayout } from "~/components/public-layout";
import { ButtonLink } from "~/components/ui/button";
import { staticPage } from "~/lib/page-handle";
import { seoMeta } from "~/lib/seo";
import { getDeps } from "~/server/context.server";
import { notFound } from "~/server/not-found.server";
import { isSignedIn } from "~/server/public-page.server";
import type { Route } from "./+types/catch-all";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(matches, {
    path: location.pathname,
    title: "Page not found · Offerpath",
    description: "The page you are looking for does not exist.",
    noindex: true,
  });

export const handle = staticPage;

/** Any other path: a signed-in user goes to the dashboard (spec §2); a visitor gets a real 404 page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await isSignedIn(request, getDeps(context))) throw redirect("/dashboard");
  notFound("Page not found");
}

export default function CatchAll() {
  return null;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <PublicLayout>
      <div className="mx-auto max-w-xl px-6 py-24 text-center">
        <p className="text-sm font-semibold text-brand-700">{missing ? "404" : "Error"}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
          {missing ? "Page not found" : "Something went wrong"}
        </h1>
        <p className="mt-4 text-slate-600">
          {missing
            ? "The page you are looking for does not exist or has moved."
            : "An unexpected error occurred. Please try again."}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/">Go to the home page</ButtonLink>
          <ButtonLink to="/contact" variant="secondary">
            Contact us
          </ButtonLink>
        </div>
      </div>
    </PublicLayout>
  );
}
