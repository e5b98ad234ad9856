import { DELETE, GET, PUT } from '@/lib/api/client';
import { atMost } from '@/lib/at-most';
import { readUserItem, removeUserItem, writeUserItem } from '@/lib/user-storage';

// The device's push "token" is the browser's PushSubscription, saved with
// PUT /api/push/subscription. The rules (docs/PRODUCT.md, "Push notifications"): support is checked first (missing:
// a warning, and nothing else); it is saved only when notifications are allowed (asked for
// from the profile's switch, never on sign-in); a saved one is saved again once it is 7 days
// old. Failures to save are only logged.

/** A saved subscription is saved again once it is this old. */
export const PUSH_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;
/** What was saved for the user on this device, and when (ms). */
export const SAVED_ITEM = 'push';
/** How long to wait for the service worker before giving up on this attempt. */
const WORKER_WAIT_MS = 10_000;

interface Saved {
  endpoint: string;
  lastUpdated: number;
}

export type PushState = 'unsupported' | 'blocked' | 'on' | 'off';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window
  );
}

/** The VAPID key as the server sends it (base64url, maybe unpadded) into the bytes PushManager takes. */
export function decodeBase64Url(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, index) => byte === b[index]);
}

let publicKey: Promise<Uint8Array<ArrayBuffer>> | null = null;

/** The server's VAPID public key, asked once per page load. */
export function getPublicKey(): Promise<Uint8Array<ArrayBuffer>> {
  publicKey ??= GET('/api/push/public-key', { auth: false })
    .then(({ key }) => decodeBase64Url(key))
    .catch((error: unknown) => {
      publicKey = null;
      throw error;
    });
  return publicKey;
}

/** Test helper: forget the key, as after a page load. */
export function resetPushForTests() {
  publicKey = null;
}

function workerRegistration(): Promise<ServiceWorkerRegistration> {
  // `ready` never settles when the worker could not be registered.
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The service worker is not ready.')), WORKER_WAIT_MS);
    navigator.serviceWorker.ready.then(
      (registration) => {
        clearTimeout(timer);
        resolve(registration);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The browser's subscription for the server's current key. One made for another key (the
 * server's keys were replaced) is dropped, here and on the server, and made again.
 */
async function subscription(registration: ServiceWorkerRegistration, create: boolean) {
  const key = await getPublicKey();
  let current = await registration.pushManager.getSubscription();
  if (current && !sameBytes(current.options.applicationServerKey, key)) {
    const stale = current.endpoint;
    await current.unsubscribe();
    current = null;
    await deleteOnServer(stale).catch(() => undefined);
  }
  if (!current && create) {
    current = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  }
  return current;
}

async function save(userId: string, current: PushSubscription, now: number) {
  const { expirationTime, keys = {} } = current.toJSON();
  const body = { endpoint: current.endpoint, expirationTime, keys: { auth: keys.auth ?? '', p256dh: keys.p256dh ?? '' }, userAgent: navigator.userAgent };
  await PUT('/api/push/subscription', { body });
  writeUserItem(userId, SAVED_ITEM, { endpoint: current.endpoint, lastUpdated: now } satisfies Saved);
}

function deleteOnServer(endpoint: string) {
  return DELETE('/api/push/subscription', { body: { endpoint } });
}

// Turning the profile's switch off is remembered for the person on this device, and kept
// after sign-out: signing in again must not quietly turn notifications back on.
const OFF_PREFIX = 'fm-push-off:';

function turnedOff(userId: string): boolean {
  try {
    return localStorage.getItem(OFF_PREFIX + userId) === '1';
  } catch {
    return false;
  }
}

function setTurnedOff(userId: string, off: boolean) {
  try {
    if (off) localStorage.setItem(OFF_PREFIX + userId, '1');
    else localStorage.removeItem(OFF_PREFIX + userId);
  } catch {
    // Storage refused: the choice holds for this visit only.
  }
}

export type SyncResult = 'unsupported' | 'not-allowed' | 'turned-off' | 'fresh' | 'saved';

let warned = false;

/**
 * On becoming signed in (and when the tab comes back): saves this device's subscription
 * when notifications are allowed, unless it was saved for this user less than 7 days ago.
 */
export async function syncPushSubscription(userId: string, now = Date.now()): Promise<SyncResult> {
  if (!pushSupported()) {
    if (!warned) console.warn('Push notifications are not supported by this browser: the device is not registered for them.');
    warned = true;
    return 'unsupported';
  }
  // 'default' (never asked, or the prompt dismissed) and 'denied': nothing is saved or shown.
  if (Notification.permission !== 'granted') return 'not-allowed';
  if (turnedOff(userId)) return 'turned-off';
  const current = await subscription(await workerRegistration(), true);
  if (!current) return 'not-allowed';
  const saved = readUserItem<Saved>(userId, SAVED_ITEM);
  if (saved && saved.endpoint === current.endpoint && now - saved.lastUpdated < PUSH_REFRESH_MS) return 'fresh';
  await save(userId, current, now);
  return 'saved';
}

/** What the profile's switch shows. */
export async function pushState(userId: string): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted' || turnedOff(userId)) return 'off';
  const registration = await navigator.serviceWorker.getRegistration();
  const current = await registration?.pushManager.getSubscription();
  const saved = readUserItem<Saved>(userId, SAVED_ITEM);
  return current && saved?.endpoint === current.endpoint ? 'on' : 'off';
}

/** The profile's switch turned on: asks for permission when never asked, then subscribes and saves. */
export async function enablePush(userId: string): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  let permission = Notification.permission;
  if (permission === 'default') permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  setTurnedOff(userId, false);
  const current = await subscription(await workerRegistration(), true);
  if (!current) return 'off';
  await save(userId, current, Date.now());
  return 'on';
}

/** The profile's switch turned off: the server forgets this device, and the browser its subscription. */
export async function disablePush(userId: string): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const registration = await navigator.serviceWorker.getRegistration();
  const current = await registration?.pushManager.getSubscription();
  if (current) {
    await deleteOnServer(current.endpoint);
    await current.unsubscribe();
  }
  removeUserItem(userId, SAVED_ITEM);
  setTurnedOff(userId, true);
  return Notification.permission === 'denied' ? 'blocked' : 'off';
}

/**
 * Before the session ends on sign-out: the server stops pushing this user's notifications
 * to this device. Best effort, and never longer than a few seconds.
 */
export async function forgetPushSubscription(): Promise<void> {
  if (!pushSupported()) return;
  const attempt = (async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const current = await registration?.pushManager.getSubscription();
    if (current) await deleteOnServer(current.endpoint);
  })();
  await atMost(attempt.catch(() => undefined), 3_000, undefined);
}
