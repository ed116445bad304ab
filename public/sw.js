importScripts("/sw-push.js");
/**
 * Offerpath's service worker (docs/decisions/059-installable-and-offline.md). Plain JavaScript, no build.
 * - /assets/*: Vite's content-hashed files, cache first (a name never changes its content).
 * - /today: network first; each page served is kept as the one offline copy, with its owner's marker
 *   (X-Offerpath-Owner, app/routes/_app.tsx), and served when the network fails, marked as the copy (a
 *   <meta name="offerpath-saved-copy"> the page reads: the network may fail while the browser says online).
 * - /today.data (React Router's data for a client-side visit to /today or a revalidation, e.g. after a task
 *   is marked done): passed through, and a successful one makes the worker fetch /today's page again and
 *   keep it, so the copy follows what the page shows rather than the last full load.
 * - Every other request goes to the network untouched: the API, any other signed-in page, every POST.
 *   A page that cannot load without a connection gets a short offline page pointing to /today.
 * - A page of another account, or a landing on /login, drops the copy and ends this browser's push
 *   subscription (its reminders belong to the account that turned it on); so does sign-out (a message from
 *   the sign-out button, whose form also posts the endpoint for the server to delete, and the Clear-Site-Data
 *   header of its answer empties every cache and this worker's storage).
 * - Tasks marked done offline wait in IndexedDB and are posted to /today with the `updatedAt` the copy
 *   showed when the connection returns (Background Sync where the browser has it, else the page's
 *   `online` event or its next visit); a 409 or 404 is kept as a conflict for the page to show.
 */
const ASSETS = "offerpath-assets-v1";
const TODAY = "offerpath-today-v2";
const OWNER_HEADER = "X-Offerpath-Owner";
const SAVED_AT_HEADER = "X-Offerpath-Saved-At";
const SYNC_TAG = "today-done";

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== ASSETS && k !== TODAY).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (url.pathname === "/today.data") {
    const response = fetch(request);
    event.respondWith(response);
    event.waitUntil(response.then((r) => (r.status === 200 ? refreshToday() : undefined)).catch(() => undefined));
    return;
  }
  if (request.mode !== "navigate") return;
  event.respondWith(navigate(request, url));
});

/**
 * Fetches /today's page and keeps it (or drops the copy: signed out, another account), as a navigation
 * would. One at a time; a call during a fetch asks for one more after it (that fetch may predate the change).
 */
let refreshing = null;
let again = false;
function refreshToday() {
  if (refreshing) {
    again = true;
    return refreshing;
  }
  refreshing = (async () => {
    do {
      again = false;
      const url = new URL("/today", self.location.origin);
      const response = await fetch(url, { credentials: "same-origin" }).catch(() => null);
      if (response) await noteNavigation(url, response);
    } while (again);
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  // Never in the answer's way: a put that fails (the cache emptied meanwhile) only means no copy.
  if (response.ok) cache.put(request, response.clone()).catch(() => undefined);
  return response;
}

async function navigate(request, url) {
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    const copy = await savedToday();
    if (url.pathname === "/today" && copy) return copy;
    if (copy) return offlinePage();
    throw error;
  }
  await noteNavigation(url, response);
  return response;
}

/** Keeps /today's page, or drops the copy when the page shows nobody or somebody else is signed in. */
async function noteNavigation(url, response) {
  const landed = new URL(response.url || url.href);
  const owner = response.headers.get(OWNER_HEADER);
  if (landed.pathname === "/login") return Promise.all([forgetToday(), endPush()]);
  const copy = await savedToday();
  if (owner && copy && copy.headers.get(OWNER_HEADER) !== owner) await Promise.all([forgetToday(), endPush()]);
  if (landed.pathname === "/today" && response.ok && owner && !response.redirected) await keepToday(response.clone());
}

/** Ends this browser's push subscription: another account's reminders must not reach whoever uses it next. */
async function endPush() {
  try {
    const subscription = await self.registration.pushManager.getSubscription();
    if (subscription) await subscription.unsubscribe();
  } catch {
    // No push here (or the browser refused): nothing to end.
  }
}

/** The copy is only ever served as the copy: it carries the marker the page reads (app/routes/today/offline.tsx). */
async function keepToday(response) {
  const headers = new Headers(response.headers);
  const savedAt = new Date().toISOString();
  headers.set(SAVED_AT_HEADER, savedAt);
  headers.delete("Content-Length");
  const html = await response.text();
  const marker = `<meta name="offerpath-saved-copy" content="${savedAt}">`;
  const at = html.indexOf("</head>");
  const body = at === -1 ? html : html.slice(0, at) + marker + html.slice(at);
  const cache = await caches.open(TODAY);
  await cache.put("/today", new Response(body, { status: 200, headers }));
}

async function savedToday() {
  const cache = await caches.open(TODAY);
  return cache.match("/today");
}

async function forgetToday() {
  await caches.delete(TODAY);
  await clearStore("queue");
  await clearStore("conflicts");
}

function offlinePage() {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Offline · Offerpath</title></head><body style="font:16px system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1.5rem">' +
    "<h1>You are offline</h1><p>This page needs a connection. Your plan for today is saved on this device.</p>" +
    '<p><a href="/today">Open Today</a></p></body></html>';
  return new Response(html, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      "Cache-Control": "no-store",
    },
  });
}

// ---- IndexedDB: the tasks marked done offline ("queue") and the answers that refused them ("conflicts").

function openDb() {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open("offerpath-today", 1);
    open.onupgradeneeded = () => {
      open.result.createObjectStore("queue", { keyPath: "taskId" });
      open.result.createObjectStore("conflicts", { keyPath: "taskId" });
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
}

async function withStore(name, mode, run) {
  const db = await openDb();
  try {
    return await new Promise((resolve, reject) => {
      const tx = db.transaction(name, mode);
      const request = run(tx.objectStore(name));
      tx.oncomplete = () => resolve(request ? request.result : undefined);
      tx.onerror = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

const readAll = (name) => withStore(name, "readonly", (s) => s.getAll());
const put = (name, value) => withStore(name, "readwrite", (s) => s.put(value));
const remove = (name, key) => withStore(name, "readwrite", (s) => s.delete(key));
const clearStore = (name) => withStore(name, "readwrite", (s) => s.clear());

async function state() {
  const [queue, conflicts] = await Promise.all([readAll("queue"), readAll("conflicts")]);
  return { queued: queue.map((q) => q.taskId), conflicts };
}

/**
 * Posts each queued task to /today as its form would (`js=1`: the answer is a status, not a redirect).
 * 2xx: done. 409 or 404: a conflict, kept for the page, never retried. Anything else (offline, a 5xx,
 * a signed-out 3xx): stays queued for the next try; a thrown error makes Background Sync try again later.
 */
let flushing = null;
function flush() {
  flushing ??= (async () => {
    let failed = null;
    let sent = 0;
    for (const item of await readAll("queue")) {
      const body = new URLSearchParams({
        intent: "complete",
        taskId: item.taskId,
        updatedAt: String(item.updatedAt),
        js: "1",
      });
      let response;
      try {
        response = await fetch("/today", { method: "POST", body, credentials: "same-origin", redirect: "manual" });
      } catch (error) {
        failed = error;
        break;
      }
      if (response.ok) await remove("queue", item.taskId);
      else if (response.status === 409 || response.status === 404) {
        await put("conflicts", { taskId: item.taskId, title: item.title, status: response.status });
        await remove("queue", item.taskId);
      } else {
        failed = new Error(`Queued task not sent: ${response.status || response.type}`);
        continue;
      }
      sent += 1;
    }
    if (sent > 0) {
      const clients = await self.clients.matchAll({ type: "window" });
      for (const client of clients) client.postMessage({ type: "today-flushed" });
    }
    if (failed) throw failed;
    return sent;
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

self.addEventListener("sync", (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(flush());
});

self.addEventListener("message", (event) => {
  const message = event.data || {};
  // Answers with the queue and the conflicts, and how many queued tasks this message got answered.
  const reply = (p) =>
    event.waitUntil(
      p.catch(() => 0).then((sent) => state().then((s) => event.ports[0]?.postMessage({ ...s, sent: sent || 0 }))),
    );
  switch (message.type) {
    case "warm":
      event.waitUntil(warm(message));
      break;
    case "sign-out":
      // The personal data; the sign-out's Clear-Site-Data then empties everything, the app shell included.
      event.waitUntil(Promise.all([forgetToday(), endPush()]));
      break;
    case "today-state":
      reply(Promise.resolve(0));
      break;
    case "today-queue":
      reply(
        put("queue", {
          taskId: String(message.taskId),
          updatedAt: Number(message.updatedAt),
          title: String(message.title),
        })
          .then(() => self.registration.sync?.register(SYNC_TAG))
          .then(() => 0),
      );
      break;
    case "today-flush":
      reply(flush());
      break;
    case "today-dismiss":
      reply(clearStore("conflicts").then(() => 0));
      break;
  }
});

/** The app shell a page loaded before this worker controlled it, and /today itself when on that page. */
async function warm(message) {
  const cache = await caches.open(ASSETS);
  const assets = (message.assets || []).filter((u) => new URL(u).origin === self.location.origin);
  await Promise.all(assets.map((u) => cache.match(u).then((hit) => hit || cache.add(u).catch(() => undefined))));
  if (message.page === "/today" && !(await savedToday())) await refreshToday();
  // Back on line with something queued: a visit is a good time to send it.
  const queued = await readAll("queue");
  if (queued.length > 0) await flush().catch(() => undefined);
}
