// Push reminders (issue 35, docs/decisions/060-web-push.md), loaded by the service worker (public/sw.js starts
// with importScripts("/sw-push.js")). A push carries the JSON { title, body, url, tag } the reminders' queue
// consumer encrypted for this browser; a tap on the notification opens (or focuses) that page of this site.
/* global self, clients */

function pushMessage(event) {
  try {
    const data = event.data ? event.data.json() : {};
    return {
      title: typeof data.title === "string" && data.title ? data.title : "Offerpath reminder",
      body: typeof data.body === "string" ? data.body : "",
      url: typeof data.url === "string" ? data.url : "/notifications",
      tag: typeof data.tag === "string" ? data.tag : undefined,
    };
  } catch {
    return { title: "Offerpath reminder", body: "", url: "/notifications", tag: undefined };
  }
}

/** Only a page of this site: anything else (another origin, a script URL) opens the notifications list. */
function sameOriginUrl(url) {
  try {
    const target = new URL(url, self.location.origin);
    return target.origin === self.location.origin ? target.href : new URL("/notifications", self.location.origin).href;
  } catch {
    return new URL("/notifications", self.location.origin).href;
  }
}

self.addEventListener("push", (event) => {
  const message = pushMessage(event);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      tag: message.tag,
      data: { url: sameOriginUrl(message.url) },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = sameOriginUrl(event.notification.data?.url);
  event.waitUntil(
    (async () => {
      const windows = await clients.matchAll({ type: "window", includeUncontrolled: true });
      for (const client of windows) {
        if (client.url === url && "focus" in client) return client.focus();
      }
      for (const client of windows) {
        if (new URL(client.url).origin === self.location.origin && "navigate" in client) {
          const opened = await client.navigate(url);
          return (opened || client).focus();
        }
      }
      return clients.openWindow(url);
    })(),
  );
});
