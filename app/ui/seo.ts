/**
 * Search and share metadata for the public pages: one registry of those pages (the sitemap reads it
 * too) and one helper that turns an entry into title, description, canonical link, Open Graph and
 * Twitter tags. The absolute origin is the configured APP_URL, which the root loader passes down.
 */
import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "Offerpath";

export type PublicPage = {
  title: string;
  description: string;
  /** Listed in /sitemap.xml (pages such as a reset link are public but not for search engines). */
  inSitemap: boolean;
  /** YYYY-MM-DD, for pages whose content changes on a known date (the policies). */
  lastModified?: string;
};

const POLICIES_UPDATED = "2025-05-07";

export const PUBLIC_PAGES = {
  "/": {
    title: "Offerpath — track your job search from application to offer",
    description:
      "Track job applications, interviews, tasks and networking contacts in one place. A free plan with no card and no end date.",
    inSitemap: true,
  },
  "/contact": {
    title: "Contact us · Offerpath",
    description:
      "Questions about Offerpath, your plan or a payment? Write to the Offerpath team and we will reply by email.",
    inSitemap: true,
  },
  "/register": {
    title: "Create your account · Offerpath",
    description:
      "Create a free Offerpath account and track up to 10 job applications, with interviews, tasks and contacts.",
    inSitemap: true,
  },
  "/login": {
    title: "Sign in · Offerpath",
    description: "Sign in to Offerpath to see your applications, interviews, tasks and contacts.",
    inSitemap: true,
  },
  "/forgot-password": {
    title: "Forgot password · Offerpath",
    description: "Forgot your Offerpath password? Enter your email and we will send you a link to choose a new one.",
    inSitemap: false,
  },
  "/reset-password": {
    title: "Choose a new password · Offerpath",
    description: "Choose a new password for your Offerpath account.",
    inSitemap: false,
  },
  "/unsubscribe": {
    title: "Unsubscribe · Offerpath",
    description: "Stop a kind of reminder email from Offerpath.",
    inSitemap: false,
  },
  "/terms-of-use": {
    title: "Terms of Use · Offerpath",
    description: "The terms that govern your use of Offerpath, the job-search tracker.",
    inSitemap: true,
    lastModified: POLICIES_UPDATED,
  },
  "/privacy-policy": {
    title: "Privacy Policy · Offerpath",
    description: "What Offerpath stores about you, why, for how long, and how to have it deleted.",
    inSitemap: true,
    lastModified: POLICIES_UPDATED,
  },
  "/refund-policy": {
    title: "Refund Policy · Offerpath",
    description:
      "Offerpath's refund policy for paid plans, and the one exception: a technical error reported within 48 hours.",
    inSitemap: true,
    lastModified: POLICIES_UPDATED,
  },
  "/extension": {
    title: "Browser extension · Offerpath",
    description:
      "Clip a job posting from LinkedIn, Indeed, Naukri and other job boards into your Offerpath tracker in one click, and install the extension for Chrome, Edge or Firefox.",
    inSitemap: true,
  },
  "/developers/api": {
    title: "API reference · Offerpath",
    description:
      "The Offerpath JSON API: every endpoint with its method, path, authentication, parameters, request body and responses.",
    inSitemap: true,
  },
} satisfies Record<string, PublicPage>;

export type PublicPath = keyof typeof PUBLIC_PAGES;

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The configured origin, as the root loader hands it to every meta function. */
export function appUrlFrom(matches: readonly MatchLike[]): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData;
  const appUrl = typeof root === "object" && root !== null ? (root as { appUrl?: unknown }).appUrl : undefined;
  return typeof appUrl === "string" ? appUrl : "";
}

/**
 * The metadata of a page: title, description, canonical link, Open Graph and Twitter tags.
 * `noindex` keeps a page out of search results (a 404, a reset link) while still describing it.
 */
export function seoMeta(
  matches: readonly MatchLike[],
  page: { path: string; title: string; description: string; noindex?: boolean },
): MetaDescriptor[] {
  const url = `${appUrlFrom(matches)}${page.path}`;
  return [
    { title: page.title },
    { name: "description", content: page.description },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : [{ tagName: "link", rel: "canonical", href: url }]),
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
  ];
}

/** `seoMeta` for a page of the registry. */
export function publicPageMeta(matches: readonly MatchLike[], path: PublicPath, opts: { noindex?: boolean } = {}) {
  const page: PublicPage = PUBLIC_PAGES[path];
  return seoMeta(matches, { path, title: page.title, description: page.description, ...opts });
}
