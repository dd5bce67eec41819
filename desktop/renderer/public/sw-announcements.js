/*
 * Imported by the web build's service worker (vite.config.ts, workbox `importScripts`): a click
 * on an announcement's notification (desktop/renderer/src/announcements/system-notification.ts)
 * brings an open TeamTree window forward and asks it to open the announcement (the page
 * navigates inside the app: announcements/use-worker-clicks.ts), or opens a new window there.
 * Plain JS, served as it is; it follows only addresses of the app's own origin.
 */
/* global self, URL */
self.addEventListener('notificationclick', function (event) {
  var data = event.notification.data || {};
  event.notification.close();
  if (data.kind !== 'teamtree-announcement' || typeof data.url !== 'string') return;
  var target = new URL(data.url, self.location.origin);
  if (target.origin !== self.location.origin) return;
  var path = target.pathname + target.search;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
      var open = windows.find(function (client) {
        return new URL(client.url).origin === self.location.origin;
      });
      if (!open) return self.clients.openWindow(path);
      open.postMessage({ type: 'teamtree-open', path: path });
      return open.focus();
    }),
  );
});
