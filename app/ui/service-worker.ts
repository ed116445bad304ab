/**
 * Registers the service worker (public/sw.js, docs/decisions/059) on every page that ships scripts, after
 * the page has loaded, so it never competes with the page itself; a page without JavaScript never has one.
 * Once the worker is ready and the page's modules are in (they start after the first paint, later than the
 * load event: `window.__scriptsLoaded`, app/server/after-paint.server.ts), it is told which hashed files this
 * page uses (the app shell: the stylesheet, what the page fetched, and every module it preloads), so the next visit without a connection finds them, and, on /today, to keep this page
 * when the worker has no copy yet (the first visit, which no worker served).
 * An inline script of a few hundred bytes rather than a module: the signed-in screens' JS budget
 * (tests/repo/bundle-budget.test.ts) stays as it was.
 */
// Rendered by the server only: the browser runs the server's copy, and hydration leaves a `<script>`'s
// content alone, so the client bundle carries an empty string (docs/decisions/062).
export const REGISTER_SERVICE_WORKER_SCRIPT = import.meta.env.SSR
  ? `"serviceWorker"in navigator&&addEventListener("load",function(){navigator.serviceWorker.register("/sw.js").then(function(){return navigator.serviceWorker.ready}).then(function(r){return Promise.resolve(window.__scriptsLoaded).catch(function(){}).then(function(){r.active&&r.active.postMessage({type:"warm",assets:performance.getEntriesByType("resource").map(function(e){return e.name}).concat(Array.prototype.map.call(document.querySelectorAll('link[rel="modulepreload"]'),function(l){return l.href})).filter(function(u){return new URL(u).pathname.indexOf("/assets/")===0}),page:location.pathname})})}).catch(function(){})})`
  : "";

/** The theme colour of the browser's and the installed app's title bar, per theme (app.css's surfaces). */
export const THEME_COLORS = { light: "#ffffff", dark: "#0f172a" } as const;
