/// <reference lib="webworker" />
// Web Push. A push carries JSON {title, body, url}. When a page of the app is visible, it is
// asked to show the push as a toast; only when no page answers is a notification shown.
// Clicking a notification opens its address in the app.

const ICON = '/icons/icon-192.png';
/** How long a page has to answer before the worker acts on its own. */
const ANSWER_MS = 1500;

/** Posts `message` to a page; resolves true when the page says it handled it. */
function ask(client: Client, message: unknown): Promise<boolean> {
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

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Only addresses of this app are opened. */
export function appUrl(value: unknown, origin: string): string {
  try {
    const url = new URL(text(value) || '/', origin);
    return url.origin === origin ? url.href : new URL('/', origin).href;
  } catch {
    return new URL('/', origin).href;
  }
}

export function defaultTitle(language: string): string {
  return language.toLowerCase().startsWith('es') ? 'Nuevo mensaje' : 'New Message';
}

interface PushPayload {
  title?: unknown;
  body?: unknown;
  url?: unknown;
}

function readPayload(data: PushMessageData | null): PushPayload {
  try {
    return (data?.json() as PushPayload | null) ?? {};
  } catch {
    return { body: data?.text() ?? '' };
  }
}

export function installPushHandlers(scope: ServiceWorkerGlobalScope) {
  const windows = () => scope.clients.matchAll({ type: 'window', includeUncontrolled: true });

  scope.addEventListener('push', (event) => {
    const payload = readPayload(event.data);
    const title = text(payload.title);
    const body = text(payload.body);
    const url = text(payload.url) || '/';
    event.waitUntil(
      (async () => {
        const visible = (await windows()).filter((client) => client.visibilityState === 'visible' || client.focused);
        const answers = await Promise.all(visible.map((client) => ask(client, { type: 'push', title, body, url })));
        if (answers.some(Boolean)) return;
        await scope.registration
          .showNotification(title || defaultTitle(scope.navigator.language || ''), {
            body,
            icon: ICON,
            data: { url },
            // One notification per thread (or per announcements page): a newer one replaces it.
            tag: url,
            renotify: true,
          } as NotificationOptions)
          // Notifications no longer allowed: there is nothing to show.
          .catch(() => undefined);
      })(),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    const url = appUrl(data?.url, scope.location.origin);
    event.waitUntil(
      (async () => {
        const open = (await windows()).filter((client) => new URL(client.url).origin === scope.location.origin);
        open.sort((a, b) => Number(b.focused) - Number(a.focused));
        for (const client of open) {
          const focused = await client.focus().catch(() => client);
          if (await ask(focused, { type: 'navigate', url })) return;
          const navigated = await focused.navigate(url).catch(() => null);
          if (navigated) return;
        }
        await scope.clients.openWindow(url);
      })(),
    );
  });
}
