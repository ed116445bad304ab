/**
 * Registers the service worker (public/sw.js, docs/decisions/059) on every page that ships scripts, once the
 * page has loaded, hydrated (the root's `data-hydrated`, app/root.tsx) and the browser is idle, so neither the
 * worker's start nor its warm-up (which fetches files and, on /today, the page again) competes with the
 * page's own first work (decision 061); a page without JavaScript never has one. The worker is then told
 * which hashed files this page uses (the app shell: the stylesheet, what the page fetched, and every module it
 * preloads: the scripts start after the first paint, app/server/after-paint.server.ts), so the next visit
 * without a connection finds them, and, on /today, to keep this page when the worker has no copy yet (the
 * first visit, which no worker served). A page whose scripts never load (offline, a failed chunk) registers
 * nothing: the worker comes with the next visit that hydrates.
 * An inline script of a few hundred bytes rather than a module: the signed-in screens' JS budget
 * (tests/repo/bundle-budget.test.ts) stays as it was.
 */
// Rendered by the server only: the browser runs the server's copy, and hydration leaves a `<script>`'s
// content alone, so the client bundle carries an empty string (docs/decisions/062).
export const REGISTER_SERVICE_WORKER_SCRIPT = import.meta.env.SSR
  ? `"serviceWorker"in navigator&&addEventListener("load",function(){var h=document.documentElement;function go(){(window.requestIdleCallback||setTimeout)(function(){navigator.serviceWorker.register("/sw.js").then(function(){return navigator.serviceWorker.ready}).then(function(r){r.active&&r.active.postMessage({type:"warm",assets:performance.getEntriesByType("resource").map(function(e){return e.name}).concat(Array.prototype.map.call(document.querySelectorAll('link[rel="modulepreload"]'),function(l){return l.href})).filter(function(u){return new URL(u).pathname.indexOf("/assets/")===0}),page:location.pathname})}).catch(function(){})},{timeout:5000})}if(h.hasAttribute("data-hydrated"))go();else new MutationObserver(function(m,o){if(h.hasAttribute("data-hydrated")){o.disconnect();go()}}).observe(h,{attributes:true,attributeFilter:["data-hydrated"]})})`
  : "";

/** The theme colour of the browser's and the installed app's title bar, per theme (app.css's surfaces). */
export const THEME_COLORS = { light: "#ffffff", dark: "#0f172a" } as const;
