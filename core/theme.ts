/**
 * The colour theme (issue 31, docs/decisions/048-dark-mode.md): "system" follows the device's
 * `prefers-color-scheme` with CSS alone; "light" or "dark" is a choice made in the profile and kept in a
 * cookie of this browser, which the server reads so the first paint is already in the chosen theme.
 *
 * Client-safe and pure: the root layout, the profile action and the edge cache (whose key carries the
 * theme) read the cookie with this one function, so a value one of them ignores the others ignore too.
 */
export const THEMES = ["system", "light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_LABELS: Record<Theme, string> = { system: "System", light: "Light", dark: "Dark" };

export const THEME_COOKIE = "op_theme";

/** A year: a theme is a lasting preference of this browser, chosen again only when it changes. */
export const THEME_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** The theme a request's Cookie header asks for; no cookie, or any value but light or dark, is "system". */
export function themeFromCookie(cookieHeader: string | null | undefined): Theme {
  if (!cookieHeader) return "system";
  for (const pair of cookieHeader.split(";")) {
    const eq = pair.indexOf("=");
    if (eq === -1 || pair.slice(0, eq).trim() !== THEME_COOKIE) continue;
    const value = pair.slice(eq + 1).trim();
    return value === "light" || value === "dark" ? value : "system";
  }
  return "system";
}

/**
 * The Set-Cookie header that keeps `theme`: "system" clears the cookie (following the device needs no
 * cookie). Readable by scripts on purpose: it is a display preference, nothing secret; SameSite=Lax.
 */
export function themeCookie(theme: Theme, secure: boolean): string {
  const value = theme === "system" ? "" : theme;
  const maxAge = theme === "system" ? 0 : THEME_COOKIE_MAX_AGE;
  return `${THEME_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}
