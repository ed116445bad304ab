import { getDeps } from "~/server/context.server";
import { PUBLIC_PAGES, type PublicPage } from "~/ui/seo";
import type { Route } from "./+types/sitemap-xml";

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

/** Every public page of the registry in app/ui/seo.ts that is meant for search engines. */
export function loader({ context }: Route.LoaderArgs) {
  const appUrl = getDeps(context).config.APP_URL;
  const pages: [string, PublicPage][] = Object.entries(PUBLIC_PAGES);
  const urls = pages
    .filter(([, page]) => page.inSitemap)
    .map(([path, page]) =>
      [
        "  <url>",
        `    <loc>${escapeXml(`${appUrl}${path}`)}</loc>`,
        ...(page.lastModified ? [`    <lastmod>${page.lastModified}</lastmod>`] : []),
        "  </url>",
      ].join("\n"),
    );
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
