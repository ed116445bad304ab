/**
 * Where a form post on a paged screen goes back to: the page it was on (the Referer's query) when the Referer
 * is this screen of this site, else the screen's first page. Never another path or origin.
 */
export function backTo(request: Request, path: string): string {
  const referer = request.headers.get("Referer");
  try {
    const from = referer ? new URL(referer) : null;
    if (from && from.origin === new URL(request.url).origin && from.pathname === path) return `${path}${from.search}`;
  } catch {
    // a malformed Referer: back to the first page
  }
  return path;
}
