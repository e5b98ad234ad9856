import { vi } from 'vitest';
import { decodeBase64Url } from '@/lib/push/push';

// A browser's push machinery as far as the app uses it (Notification, the service worker's
// registration, PushManager): jsdom has none of it.

/** A P-256 public key as a server would send it: base64url without padding. */
export const SERVER_KEY = 'BPt4n1v8rB3X3aQ2v5o0nS7Jm0zW3Ih4Jc5o9vG2Xq8LkR1cVv0aXyZ2bW3dE4fG5hI6jK7lM8nO9pQ0rS1tU2w';
/** The key of another server (or of this one before its keys were replaced). */
export const OTHER_KEY = 'BAAAn1v8rB3X3aQ2v5o0nS7Jm0zW3Ih4Jc5o9vG2Xq8LkR1cVv0aXyZ2bW3dE4fG5hI6jK7lM8nO9pQ0rS1tU2w';

export interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer };
  toJSON: () => unknown;
  unsubscribe: ReturnType<typeof vi.fn>;
}

export function fakeSubscription(endpoint: string, key: string): FakeSubscription {
  return {
    endpoint,
    options: { applicationServerKey: decodeBase64Url(key).buffer },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'browser-key', auth: 'secret' } }),
    unsubscribe: vi.fn(async () => true),
  };
}

/** A browser with notifications, a service worker and PushManager, as far as the app uses them. */
export function fakeBrowserPush({ permission = 'granted' as NotificationPermission, existing = null as FakeSubscription | null } = {}) {
  let current = existing;
  const notification = {
    permission,
    requestPermission: vi.fn(async () => notification.permission),
  };
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => {
      current = fakeSubscription(`https://push.example.com/${Math.random()}`, SERVER_KEY);
      return current;
    }),
  };
  const registration = { pushManager };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  const container = Object.assign(new EventTarget(), {
    ready: Promise.resolve(registration),
    getRegistration: async () => registration,
    startMessages: () => undefined,
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return { notification, pushManager, current: () => current };
}

/** Undoes fakeBrowserPush (the globals go with vi.unstubAllGlobals). */
export function forgetFakeBrowserPush() {
  Reflect.deleteProperty(navigator, 'serviceWorker');
}
