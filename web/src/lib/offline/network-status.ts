import { useSyncExternalStore } from 'react';
import { getSnapshot, subscribe as subscribeToSession } from '@/lib/auth/session';

// Whether the server can be reached, as far as the app knows: the browser's own idea
// (navigator.onLine, which says "online" on a captive or dead Wi-Fi too), the last API call
// (no answer, a time-out or a 502/503/504, or an answer), and the session kept on the device
// because the server could not renew it at start.

/** 'no-network': the browser is offline. 'server-unreachable': it is online, the server is not. */
export type Connection = 'online' | 'no-network' | 'server-unreachable';

let lastCallFailed = false;
const listeners = new Set<() => void>();
/** Set by the query client (lib/query-client): reads what the pages show again. */
let readAgain: (() => void) | undefined;

/**
 * The pages are read again at once when the server is back, then at most this often. One read
 * that keeps failing (a 503 from one part of the server) while another is answered would
 * otherwise flip the state at every answer and read everything again, as fast as the network
 * allows, for as long as the page is open.
 */
export const READ_AGAIN_INTERVAL_MS = 10_000;
let lastReadAgain = Number.NEGATIVE_INFINITY;
let readAgainLater: ReturnType<typeof setTimeout> | undefined;

function serverBack() {
  const wait = lastReadAgain + READ_AGAIN_INTERVAL_MS - Date.now();
  if (wait <= 0) {
    lastReadAgain = Date.now();
    readAgain?.();
    return;
  }
  readAgainLater ??= setTimeout(() => {
    readAgainLater = undefined;
    // Away again meanwhile: the next answer reads again.
    if (!lastCallFailed) serverBack();
  }, wait);
}

/** What to do once a call is answered again after the server was away. */
export function onServerBack(action: (() => void) | undefined) {
  readAgain = action;
}

function emit() {
  for (const listener of listeners) listener();
}

/** The API client reports each call: true when the server answered (anything but 502, 503, 504). */
export function reportServerReached(reached: boolean) {
  if (lastCallFailed === !reached) return;
  lastCallFailed = !reached;
  emit();
  if (reached) serverBack();
}

export function connection(): Connection {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'no-network';
  if (lastCallFailed || getSnapshot().unconfirmed) return 'server-unreachable';
  return 'online';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onChange = () => {
    // Back online: the next call will tell whether the server answers.
    if (navigator.onLine) lastCallFailed = false;
    listener();
  };
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  const unsubscribeFromSession = subscribeToSession(listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    unsubscribeFromSession();
  };
}

export function useConnection(): Connection {
  return useSyncExternalStore(subscribe, connection);
}

/** Test helper. */
export function resetNetworkStatusForTests() {
  lastCallFailed = false;
  lastReadAgain = Number.NEGATIVE_INFINITY;
  clearTimeout(readAgainLater);
  readAgainLater = undefined;
}
