/**
 * Renders every document with a fresh CSP nonce on React Router's scripts and the policy that allows
 * exactly those (the default entry otherwise).
 */
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { ServerPartsContext } from "./components/server-html";
import { deferScriptsAfterPaint } from "./server/after-paint.server";
import { contentSecurityPolicy, createNonce, isCheckoutPage } from "./server/csp.server";
import { partsContext } from "./server/server-parts.server";
import { NonceContext } from "./ui/nonce";
import { inlineScriptsOf, shipsScripts } from "./ui/page-handle";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const nonce = createNonce();
  let shellRendered = false;

  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      {/* The server-drawn parts' HTML (the signed-in frame, a page's display parts), once in the page (decisions 065, 067). */}
      <ServerPartsContext.Provider value={loadContext.get(partsContext)}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ServerPartsContext.Provider>
    </NonceContext.Provider>,
    {
      nonce,
      // The page hydrates inside one Suspense boundary (app/root.tsx, decision 064), which React would move
      // out of place past this many bytes and put back with an inline script: without JavaScript the page
      // must stand where it is, so no boundary is ever outlined.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors in the shell reject and are logged by React Router; log only the streamed ones.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;

  // Every page goes out whole, bots' and browsers' alike: nothing in it is streamed later behind a fallback,
  // which would need JavaScript to be shown (the page's Suspense boundary is for hydration, decision 064).
  await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // A page without scripts (app/ui/page-handle.ts) allows none: its HTML may be cached and shared.
  const handles = routerContext.staticHandlerContext.matches.map((m) => routerContext.routeModules[m.route.id]?.handle);
  const scripts = shipsScripts(handles);
  const checkout = isCheckoutPage(new URL(request.url).pathname);
  responseHeaders.set(
    "Content-Security-Policy",
    contentSecurityPolicy(nonce, {
      dev: import.meta.env.DEV,
      scripts,
      inlineScripts: scripts ? [] : inlineScriptsOf(handles),
      checkout,
    }),
  );
  // The signed-in screens' scripts start after the first paint (decision 061); development keeps Vite's own.
  if (scripts && !import.meta.env.DEV) return deferScriptsAfterPaint(body, responseHeaders, responseStatusCode);
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
