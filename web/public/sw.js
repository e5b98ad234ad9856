/* Fatherhood Matters service worker: Web Push notifications.
 * A plain script (no build step). A push carries JSON {title, body, url}. When a page of
 * the app is visible, it is asked to show the push as a toast; only when no page answers
 * is a notification shown. Clicking a notification opens its address in the app. */

const ICON = '/icons/icon-192.png';
/** How long a page has to answer before the worker acts on its own. */
const ANSWER_MS = 1500;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** Posts `message` to a page; resolves true when the page says it handled it. */
function ask(client, message) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), ANSWER_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve(true);
    };
    try {
      client.postMessage(message, [channel.port2]);
    } catch {
      clearTimeout(timer);
      resolve(false);
    }
  });
}

function text(value) {
  return typeof value === 'string' ? value : '';
}

/** Only addresses of this app are opened. */
function appUrl(value) {
  try {
    const url = new URL(text(value) || '/', self.location.origin);
    return url.origin === self.location.origin ? url.href : new URL('/', self.location.origin).href;
  } catch {
    return new URL('/', self.location.origin).href;
  }
}

function windows() {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

function defaultTitle() {
  const language = (self.navigator && self.navigator.language) || '';
  return language.toLowerCase().startsWith('es') ? 'Nuevo mensaje' : 'New Message';
}

self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : '' };
  }
  const title = text(payload && payload.title);
  const body = text(payload && payload.body);
  const url = text(payload && payload.url) || '/';
  event.waitUntil(
    (async () => {
      const visible = (await windows()).filter((client) => client.visibilityState === 'visible' || client.focused);
      const answers = await Promise.all(visible.map((client) => ask(client, { type: 'push', title, body, url })));
      if (answers.some(Boolean)) return;
      await self.registration
        .showNotification(title || defaultTitle(), {
          body,
          icon: ICON,
          data: { url },
          // One notification per thread (or per announcements page): a newer one replaces it.
          tag: url,
          renotify: true,
        })
        // Notifications no longer allowed: there is nothing to show.
        .catch(() => undefined);
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = appUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const open = (await windows()).filter((client) => new URL(client.url).origin === self.location.origin);
      open.sort((a, b) => Number(b.focused) - Number(a.focused));
      for (const client of open) {
        const focused = await client.focus().catch(() => client);
        if (await ask(focused, { type: 'navigate', url })) return;
        if (focused.navigate) {
          const navigated = await focused.navigate(url).catch(() => null);
          if (navigated) return;
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});
