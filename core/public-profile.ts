/**
 * The public profile's rules that client code may read too (no validation library): the handle's shape,
 * the reserved words, the list limits, and the path of a profile (issue 23, docs/decisions/035).
 */

export const HANDLE_MIN = 3;
export const HANDLE_MAX = 30;
export const HEADLINE_MAX = 120;
export const LIST_ITEM_MAX = 60;
export const LIST_MAX = 5;

/**
 * Words a handle may not be: the app's own paths and words a visitor could take for the site's voice.
 * Lower-case; a handle is compared after lower-casing.
 */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  "about",
  "account",
  "admin",
  "administrator",
  "analytics",
  "api",
  "applications",
  "assets",
  "auth",
  "billing",
  "blog",
  "contact",
  "contacts",
  "dashboard",
  "demo-account",
  "developers",
  "documents",
  "help",
  "home",
  "jobs",
  "login",
  "logout",
  "me",
  "new",
  "null",
  "offerpath",
  "official",
  "payment",
  "payment-history",
  "payments",
  "plans",
  "pricing",
  "privacy",
  "privacy-policy",
  "profile",
  "profiles",
  "refund-policy",
  "register",
  "reset-password",
  "root",
  "security",
  "settings",
  "signin",
  "signup",
  "sitemap",
  "staff",
  "subscription",
  "support",
  "system",
  "tasks",
  "team",
  "terms",
  "terms-of-use",
  "u",
  "undefined",
  "user",
  "users",
  "www",
]);

/** The stages a public page counts, in the order of a search (saved jobs are not applications). */
export const PUBLIC_STAGES = ["applied", "screening", "interview", "offer", "rejected", "withdrawn"] as const;
export type PublicStage = (typeof PUBLIC_STAGES)[number];

/** The page of a handle, relative to the site. */
export const profilePath = (handle: string) => `/u/${handle}`;

/** "frontend developer, designer" (a form's text) → ["frontend developer", "designer"]: trimmed, no blanks, no repeats. */
export function splitList(value: string | readonly string[]): string[] {
  const items = typeof value === "string" ? value.split(/[,\n]/) : value;
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of items) {
    const item = raw.trim().replace(/\s+/g, " ");
    if (item && !seen.has(item.toLowerCase())) {
      seen.add(item.toLowerCase());
      out.push(item);
    }
  }
  return out;
}
