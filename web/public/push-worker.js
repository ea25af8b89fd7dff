/**
 * The cabinet's service worker (issue 47 §4, docs/decisions/064): it shows the pushes the server
 * sends to the staff's browsers and opens the chat a tap names. It caches nothing: the cabinet's
 * pages and data are private and always come from the server.
 */

self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener("push", (event) => {
  /** @type {{title?: string, body?: string, url?: string, tag?: string}} */
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : "" };
  }
  event.waitUntil(
    self.registration.showNotification(payload.title || "Новое событие", {
      body: payload.body || "",
      tag: payload.tag || undefined,
      // A later push of the same chat replaces the shown one without ringing again.
      renotify: false,
      data: { url: payload.url || "/executor-dashboard" },
      lang: "ru",
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || "/executor-dashboard", self.location.origin);
  // Only a page of this site: a push names a path, never another site.
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: "window" }).then((windows) => {
      // A tab of the cabinet this worker controls goes to the chat; else a new window opens.
      const open = windows.find((client) => new URL(client.url).origin === url.origin);
      if (!open) return self.clients.openWindow(url.href);
      return open
        .navigate(url.href)
        .then((client) => (client ?? open).focus())
        .catch(() => self.clients.openWindow(url.href));
    }),
  );
});
