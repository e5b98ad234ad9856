import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepQueriesSaved, restoreQueries, SAVE_THROTTLE_MS, SAVED_MAX_AGE_MS, savedKey, type KeyValueStore, type SavedQueries } from './saved-queries';

function mapStore() {
  const map = new Map<string, SavedQueries>();
  const store: KeyValueStore = {
    get: async (key) => map.get(key),
    set: async (key, value) => void map.set(key, value),
    del: async (key) => void map.delete(key),
  };
  return { map, store };
}

afterEach(() => vi.useRealTimers());

describe('the data kept on the device', () => {
  it('saves what was read under the person’s own key and gives it back after a restart', async () => {
    vi.useFakeTimers();
    const { map, store } = mapStore();
    const before = new QueryClient();
    const stop = keepQueriesSaved(before, store, 'u1', { stillSignedIn: () => true });
    before.setQueryData(['program', 'fathers'], [{ id: 'f1', firstName: 'Carlos' }]);
    before.setQueryData(['home'], { greeting: 'Hello' });
    // Writes are gathered: one per throttle window.
    expect(map.size).toBe(0);
    await vi.advanceTimersByTimeAsync(SAVE_THROTTLE_MS);
    expect([...map.keys()]).toEqual([savedKey('u1')]);
    stop();

    const after = new QueryClient();
    expect(await restoreQueries(after, store, 'u1')).toBe(true);
    expect(after.getQueryData(['program', 'fathers'])).toEqual([{ id: 'f1', firstName: 'Carlos' }]);
    expect(after.getQueryData(['home'])).toEqual({ greeting: 'Hello' });
    // Shown at once, but read again when a page uses it: never taken for fresh.
    expect(after.getQueryState(['program', 'fathers'])?.isInvalidated).toBe(true);
  });

  it('does not keep photos', async () => {
    vi.useFakeTimers();
    const { map, store } = mapStore();
    const client = new QueryClient();
    const stop = keepQueriesSaved(client, store, 'u1', { stillSignedIn: () => true });
    client.setQueryData(['photo', 'f1'], new Blob(['jpeg bytes'], { type: 'image/jpeg' }));
    client.setQueryData(['program', 'fathers'], [{ id: 'f1' }]);
    await vi.advanceTimersByTimeAsync(SAVE_THROTTLE_MS);
    stop();
    const keys = map.get(savedKey('u1'))?.state.queries.map((query) => query.queryKey);
    expect(keys).toEqual([['program', 'fathers']]);
  });

  it('never gives one person another’s data', async () => {
    vi.useFakeTimers();
    const { store } = mapStore();
    const client = new QueryClient();
    const stop = keepQueriesSaved(client, store, 'u1', { stillSignedIn: () => true });
    client.setQueryData(['messages'], ['private']);
    await vi.advanceTimersByTimeAsync(SAVE_THROTTLE_MS);
    stop();
    const someoneElse = new QueryClient();
    expect(await restoreQueries(someoneElse, store, 'u2')).toBe(false);
    expect(someoneElse.getQueryData(['messages'])).toBeUndefined();
  });

  it('drops a write that falls after the person signed out', async () => {
    vi.useFakeTimers();
    const { map, store } = mapStore();
    const client = new QueryClient();
    let signedIn = true;
    const stop = keepQueriesSaved(client, store, 'u1', { stillSignedIn: () => signedIn });
    client.setQueryData(['messages'], ['private']);
    signedIn = false;
    await vi.advanceTimersByTimeAsync(SAVE_THROTTLE_MS);
    expect(map.size).toBe(0);
    stop();
  });

  it('does not show data older than a week, and removes it', async () => {
    const { map, store } = mapStore();
    map.set(savedKey('u1'), { version: 1, savedAt: 0, state: { queries: [], mutations: [] } });
    expect(await restoreQueries(new QueryClient(), store, 'u1', SAVED_MAX_AGE_MS + 1)).toBe(false);
    expect(map.size).toBe(0);
  });
});
