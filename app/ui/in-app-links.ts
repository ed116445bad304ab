import type { MouseEvent } from "react";
import type { NavigateFunction } from "react-router";

/**
 * The link a click in HTML the server rendered (the app's frame, a record's display cards: docs/decisions/065)
 * follows in the app, as a `<Link>` would: a plain click of the main button on a link of this site that opens
 * no other window, downloads nothing and is not an anchor on this page. Null for any other click, which stays
 * the browser's (a new tab, a download, a skip link).
 */
export function inAppLink(event: MouseEvent): HTMLAnchorElement | null {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
  if (!link || event.defaultPrevented || !plainClick(event)) return null;
  if (link.target || link.hasAttribute("download") || link.origin !== window.location.origin) return null;
  const { pathname, search } = window.location;
  if (link.hash && link.pathname === pathname && link.search === search) return null;
  return link;
}

/** A click of the main button with no modifier key: one that a page may take over (a new tab's is the browser's). */
export function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

/** Navigates to `link` as `<Link>` does: a link to the page shown replaces its history entry. */
export function followInApp(navigate: NavigateFunction, link: HTMLAnchorElement) {
  const to = link.pathname + link.search + link.hash;
  const { pathname, search, hash } = window.location;
  navigate(to, { replace: to === pathname + search + hash });
}
