// The service worker (src/sw.ts, built to /sw.js) keeps the app shell for offline use, shows
// push notifications and opens their pages. It
// asks a visible page of the app first: a page that answers shows a toast instead of a
// notification, and a page asked to open a notification's address does it with the router.

export const SERVICE_WORKER_URL = '/sw.js';

export type WorkerMessage =
  | { type: 'push'; title: string; body: string; url: string }
  | { type: 'navigate'; url: string };

function asText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** What the worker posted, checked: anything else is not the app's. */
export function readWorkerMessage(data: unknown): WorkerMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  if (record.type === 'push') {
    return { type: 'push', title: asText(record.title), body: asText(record.body), url: asText(record.url) };
  }
  if (record.type === 'navigate' && typeof record.url === 'string') return { type: 'navigate', url: record.url };
  return null;
}

/** At start-up; a browser without service workers simply gets no notifications. */
export function registerServiceWorker() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => {
    console.warn('The service worker could not be registered:', error);
  });
}

/**
 * Calls `handle` with each message of the worker; when it returns true, the worker is told
 * the page took care of it (through the port it sent along).
 */
export function listenToServiceWorker(handle: (message: WorkerMessage) => boolean): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !navigator.serviceWorker) {
    return () => undefined;
  }
  const container = navigator.serviceWorker;
  const listener = (event: MessageEvent) => {
    const message = readWorkerMessage(event.data);
    if (message && handle(message)) event.ports[0]?.postMessage({ handled: true });
  };
  container.addEventListener('message', listener);
  // Messages wait in a queue until the page says it listens.
  container.startMessages?.();
  return () => container.removeEventListener('message', listener);
}
