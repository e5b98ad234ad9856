import { defaultShouldDehydrateQuery, dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set } from 'idb-keyval';

// What the app read from the server is kept on the device (IndexedDB), per signed-in person,
// so that opening it without a network shows the last data seen instead of an error.

/** Saved data older than this is not shown. */
export const SAVED_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Writes are gathered: at most one per this long. */
export const SAVE_THROTTLE_MS = 1000;
/** Raised when the saved shape of the data changes: older copies are then dropped. */
const CACHE_VERSION = 1;

export interface SavedQueries {
  version: number;
  savedAt: number;
  state: DehydratedState;
}

/** Where the copies live; a Map in tests. */
export interface KeyValueStore {
  get(key: string): Promise<SavedQueries | undefined>;
  set(key: string, value: SavedQueries): Promise<void>;
  del(key: string): Promise<void>;
}

let idbStore: ReturnType<typeof createStore> | null = null;

export function indexedDbStore(): KeyValueStore | null {
  if (typeof indexedDB === 'undefined') return null;
  idbStore ??= createStore('fm-query-cache', 'queries');
  const store = idbStore;
  return {
    get: (key) => get<SavedQueries>(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
  };
}

export function savedKey(userId: string) {
  return `queries:${userId}`;
}

/** Puts a person's saved data back into the cache, unless it is too old or of another shape. */
export async function restoreQueries(client: QueryClient, store: KeyValueStore, userId: string, now = Date.now()) {
  const saved = await store.get(savedKey(userId)).catch(() => undefined);
  if (!saved) return false;
  if (saved.version !== CACHE_VERSION || now - saved.savedAt > SAVED_MAX_AGE_MS) {
    await store.del(savedKey(userId)).catch(() => undefined);
    return false;
  }
  hydrate(client, saved.state);
  // Shown at once, but never taken for fresh: each is read again when a page uses it (a save
  // still waiting for its throttle when the page reloaded would otherwise show older data).
  await client.invalidateQueries({ refetchType: 'none' });
  return true;
}

/**
 * Successful reads, but not files (photos): rewriting them every second would wear a cheap
 * phone's storage, and offline a father's initials stand in well enough.
 */
export function worthSaving(query: Query): boolean {
  return defaultShouldDehydrateQuery(query) && !(query.state.data instanceof Blob);
}

export interface SaveOptions {
  /** Whether this person is still the one signed in when a gathered write happens. */
  stillSignedIn: () => boolean;
  throttleMs?: number;
  now?: () => number;
}

/**
 * Saves the cache as it changes (what is worth saving), at most once per throttle window. A
 * write that falls after a sign-out is dropped, so it cannot bring the person's data back.
 */
export function keepQueriesSaved(
  client: QueryClient,
  store: KeyValueStore,
  userId: string,
  { stillSignedIn, throttleMs = SAVE_THROTTLE_MS, now = Date.now }: SaveOptions,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    timer = undefined;
    if (!stillSignedIn()) return;
    const state = dehydrate(client, { shouldDehydrateQuery: worthSaving });
    void store.set(savedKey(userId), { version: CACHE_VERSION, savedAt: now(), state }).catch(() => undefined);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    timer ??= setTimeout(write, throttleMs);
  });
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
