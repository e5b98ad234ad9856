import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  FIRST_CHECK_DELAY_MS,
  HOLD_CHECK_MS,
  installChunkReloadGuard,
  isChunkLoadError,
  reloadOnce,
  watchBuild,
} from './build-reload';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('chunk reload guard', () => {
  it('reloads once, then not again within 10 seconds, then again after', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 1_000_000;
    const deps = { storage, reload, now: () => now };

    expect(reloadOnce(deps)).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
    now += 9_999;
    expect(reloadOnce(deps)).toBe(false);
    now += 2;
    expect(reloadOnce(deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reacts to vite:preloadError', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const stop = installChunkReloadGuard(window, { storage, reload, now: () => 5 });
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    stop();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('recognises failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
  });
});

describe('new build detection', () => {
  afterEach(() => vi.useRealTimers());

  it('asks after one second and reloads when the build differs', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const fetchBuildId = vi.fn(async () => 'new');
    const stop = watchBuild({ currentBuildId: 'old', fetchBuildId, reload });
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS - 1);
    expect(fetchBuildId).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('waits to reload while unsaved work holds the page, and reloads once it is saved', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const onHold = vi.fn();
    let unsavedMarks = 2;
    const stop = watchBuild({
      currentBuildId: 'old',
      fetchBuildId: async () => 'new',
      reload,
      holdWhile: () => unsavedMarks > 0,
      onHold,
    });
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS);
    expect(onHold).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10 * HOLD_CHECK_MS);
    expect(reload).not.toHaveBeenCalled();
    unsavedMarks = 0;
    await vi.advanceTimersByTimeAsync(HOLD_CHECK_MS);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(onHold).toHaveBeenCalledTimes(1);
    stop();
  });

  it('keeps the page while the build is the same, and checks again later', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const fetchBuildId = vi.fn(async () => 'same');
    const stop = watchBuild({ currentBuildId: 'same', fetchBuildId, reload, intervalMs: 60_000 });
    await vi.advanceTimersByTimeAsync(61_000);
    expect(fetchBuildId).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
    stop();
  });
});
