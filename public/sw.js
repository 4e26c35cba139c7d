// taskly's service worker: shows web push notifications and opens what they are about. It caches
// nothing (the site works online only), so a new version takes over at once.
// The payload (modules/push/ on the server) is { title, body, url, tag }; url is a path on this site.

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

/** A path on this site, or "/" for anything else: a notification never opens another site. */
function sitePath(url) {
  if (typeof url !== "string" || !url.startsWith("/") || url.startsWith("//")) return "/";
  return url;
}

/** The payload's fields, or none when it is missing or not JSON (the notification then says "taskly"). */
function readPayload(event) {
  try {
    const data = event.data ? event.data.json() : null;
    return data && typeof data === "object" ? data : {};
  } catch {
    return {};
  }
}

self.addEventListener("push", (event) => {
  const data = readPayload(event);
  const title = typeof data.title === "string" && data.title ? data.title : "taskly";
  const tag = typeof data.tag === "string" && data.tag ? data.tag : undefined;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === "string" ? data.body : "",
      icon: "/icons/icon-192.png",
      badge: "/icons/badge-96.png",
      // A newer notification about the same thing replaces the older one, and still alerts.
      tag,
      renotify: Boolean(tag),
      data: { url: sitePath(data.url) },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(sitePath(event.notification.data && event.notification.data.url), self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const exact = windows.find((client) => client.url === target.href);
      if (exact) return exact.focus();
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        try {
          if (await focused.navigate(target.href)) return;
        } catch {
          // A tab this worker does not control cannot be navigated: a new one is opened instead.
        }
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});

// The push service replaced this browser's subscription: subscribe again with the same key and tell
// the server (the session cookie goes with the worker's same-origin requests).
self.addEventListener("pushsubscriptionchange", (event) => {
  event.waitUntil(
    (async () => {
      const old = event.oldSubscription;
      const renewed = event.newSubscription || (old && (await self.registration.pushManager.subscribe(old.options)));
      if (!renewed) return;
      const headers = { "content-type": "application/json" };
      await fetch("/api/push/subscriptions", { method: "POST", headers, body: JSON.stringify(renewed.toJSON()) });
      if (old && old.endpoint !== renewed.endpoint)
        await fetch("/api/push/subscriptions", {
          method: "DELETE",
          headers,
          body: JSON.stringify({ endpoint: old.endpoint }),
        });
    })(),
  );
});
