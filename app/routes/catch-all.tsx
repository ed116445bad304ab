import { redirect } from "react-router";
import { PublicNotFoundBoundary } from "~/components/public-not-found";
import { ButtonLink } from "~/components/ui/button";
import { getDeps } from "~/server/context.server";
import { notFound } from "~/server/not-found.server";
import { isSignedIn } from "~/server/public-page.server";
import { staticPage } from "~/ui/page-handle";
import { seoMeta } from "~/ui/seo";
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
  return (
    <PublicNotFoundBoundary
      title="Page not found"
      description="The page you are looking for does not exist or has moved."
    >
      <ButtonLink to="/contact" variant="secondary">
        Contact us
      </ButtonLink>
    </PublicNotFoundBoundary>
  );
}
