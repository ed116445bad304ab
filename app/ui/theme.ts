import type { Theme } from "@core/theme";

/**
 * <html>'s theme attributes (issue 31, docs/decisions/048-dark-mode.md): "system" sets none, so app.css's
 * `prefers-color-scheme` query decides with no script (and an edge-cached public page is one page for every
 * visitor who chose nothing); a chosen theme is `data-theme`, which app.css prefers over the query. The
 * color-scheme meta tells the browser before the stylesheet arrives: the canvas, scrollbars, form controls.
 */
export function themeAttributes(theme: Theme): { "data-theme"?: "light" | "dark"; colorScheme: string } {
  return theme === "system" ? { colorScheme: "light dark" } : { "data-theme": theme, colorScheme: theme };
}
