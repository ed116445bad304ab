/**
 * A route's `handle`. `hydrate: false` marks a page that is complete as plain HTML (links, forms that
 * post, `<details>`): the root layout then renders no React Router scripts at all (decision 023). Any
 * matched route saying so turns them off for the whole document.
 *
 * `inlineScripts` lists the exact text of the small inline scripts such a page renders itself (the
 * sign-in page's time-zone field): the page's CSP allows those by hash and nothing else, so the HTML stays
 * the same for every visitor (no nonce in it). Without any, the CSP allows no script.
 */
export type PageHandle = { hydrate?: boolean; inlineScripts?: readonly string[] };

/** The handle of a page that ships no JavaScript. */
export const staticPage = { hydrate: false } satisfies PageHandle;

const isHandle = (h: unknown): h is PageHandle => typeof h === "object" && h !== null;

export function shipsScripts(handles: readonly unknown[]): boolean {
  return !handles.some((h) => isHandle(h) && h.hydrate === false);
}

/** Every inline script the matched routes of an unhydrated page declare. */
export function inlineScriptsOf(handles: readonly unknown[]): string[] {
  return handles.flatMap((h) => (isHandle(h) && Array.isArray(h.inlineScripts) ? h.inlineScripts : []));
}
