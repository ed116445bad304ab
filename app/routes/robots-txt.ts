import { getDeps } from "~/server/context.server";
import type { Route } from "./+types/robots-txt";

/** Signed-in screens, the API and one-time links are not for search engines; everything else is. */
const DISALLOWED = [
  "/api/",
  "/dashboard",
  "/today",
  "/analytics",
  "/inbox",
  "/notifications",
  "/documents",
  "/extension/connect",
  "/profile",
  "/applications",
  "/jobs/",
  "/tasks",
  "/contacts",
  "/plans",
  "/payment",
  "/subscription",
  "/reset-password/",
  "/logout",
];

export function loader({ context }: Route.LoaderArgs) {
  const appUrl = getDeps(context).config.APP_URL;
  const body = [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${appUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
