import { describe, expect, it, vi } from 'vitest';
import { appUrl, installPushHandlers } from './push';

const ORIGIN = 'https://dads.example.org';

type Listener = (event: unknown) => void;

/** A service worker's scope with no page open: what the handlers call, recorded. */
function fakeScope() {
  const listeners = new Map<string, Listener>();
  const scope = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    clients: { matchAll: vi.fn(async () => []), openWindow: vi.fn(async () => null) },
    registration: { showNotification: vi.fn(async () => undefined) },
    navigator: { language: 'en-US' },
    location: { origin: ORIGIN },
  };
  installPushHandlers(scope as unknown as ServiceWorkerGlobalScope);
  /** Dispatches an event and waits for what it asked to be waited for. */
  const fire = async (type: string, event: object) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  return { scope, fire };
}

// What the server sends a day before a session (server/src/domain/push.rs, `Payload::reminder`).
const reminder = {
  title: 'Tomorrow: Session 3 — Communication',
  body: 'Tuesday, March 3, 5:30 PM at Community Center',
  url: '/cycles/c1/sessions/s3',
};

describe('a reminder push', () => {
  it('shows its title and time, and a click opens the session it is about', async () => {
    const { scope, fire } = fakeScope();
    await fire('push', { data: { json: () => reminder, text: () => JSON.stringify(reminder) } });
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      reminder.title,
      expect.objectContaining({ body: reminder.body, data: { url: reminder.url }, tag: reminder.url }),
    );

    const notification = { close: vi.fn(), data: { url: reminder.url } };
    await fire('notificationclick', { notification });
    expect(notification.close).toHaveBeenCalled();
    expect(scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/cycles/c1/sessions/s3`);
  });

  it('opens any page of the app, an event’s too, and never another site', () => {
    expect(appUrl('/calendar/e1', ORIGIN)).toBe(`${ORIGIN}/calendar/e1`);
    expect(appUrl('/check-in?code=123456', ORIGIN)).toBe(`${ORIGIN}/check-in?code=123456`);
    expect(appUrl('https://evil.example/phish', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(appUrl(undefined, ORIGIN)).toBe(`${ORIGIN}/`);
  });
});
