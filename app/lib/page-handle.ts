/**
 * A route's `handle`. `hydrate: false` marks a page that is complete as plain HTML (links, forms that
 * post, `<details>`): the root layout then renders no scripts at all and the page's CSP allows none
 * (decision 023). Any matched route saying so turns scripts off for the whole document.
 */
export type PageHandle = { hydrate?: boolean };

/** The handle of a page that ships no JavaScript. */
export const staticPage = { hydrate: false } satisfies PageHandle;

export function shipsScripts(handles: readonly unknown[]): boolean {
  return !handles.some((h) => typeof h === "object" && h !== null && "hydrate" in h && h.hydrate === false);
}
