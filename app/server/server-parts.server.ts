import { createContext, type RouterContextProvider } from "react-router";
import type { ServerParts } from "~/components/server-html";

/**
 * The server-drawn parts of the document being rendered (docs/decisions/065 and 067): loaders add theirs
 * (`sendParts`) and app/entry.server.tsx hands them to the render (`ServerPartsContext`), so a document
 * carries each part's HTML once, not again in its loader data.
 */
export const partsContext = createContext<ServerParts>({});

/** A client-side navigation's or revalidation's request for loader data, not a document. */
export function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}

/**
 * The page's address as the browser shows it: a client navigation's data request asks for `<path>.data`
 * (`/_root.data` for `/`) with React Router's own `_routes` and `index` in the query, which the frame and a
 * list's page links must not see.
 */
export function pageAddress(request: Request): { pathname: string; search: string } {
  const url = new URL(request.url);
  if (!isDataRequest(request)) return { pathname: url.pathname, search: url.search };
  const pathname = url.pathname === "/_root.data" ? "/" : url.pathname.slice(0, -".data".length);
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  return { pathname, search: url.search };
}

/**
 * Parts of a page the loader drew as HTML (`ServerHtml` shows each by its name): in the loader's data for a
 * data request; for a document, null, and the parts go to the render through the request's context (the
 * browser takes them back from the page as it hydrates). Names are the page's: unique within a document.
 */
export function sendParts<T extends ServerParts>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  parts: T,
): T | null {
  if (isDataRequest(request)) return parts;
  context.set(partsContext, { ...context.get(partsContext), ...parts });
  return null;
}
