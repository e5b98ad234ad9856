/** Delay before the first look at the server's build id. */
export const FIRST_CHECK_DELAY_MS = 1000;
export const CHECK_INTERVAL_MS = 5 * 60 * 1000;
/** A failed chunk load reloads the page at most once in this window. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;
export const CHUNK_RELOAD_KEY = 'fm:chunk-reload-at';

export interface ReloadDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
  reload?: () => void;
}

/**
 * Reloads the page unless it was already reloaded for a chunk failure in the last 10 seconds,
 * so a chunk that is really gone cannot send the browser into a reload loop.
 */
export function reloadOnce({
  storage = window.sessionStorage,
  now = Date.now,
  reload = () => window.location.reload(),
}: ReloadDeps = {}): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  const time = now();
  if (last && time - last < CHUNK_RELOAD_WINDOW_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(time));
  reload();
  return true;
}

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** Vite fires vite:preloadError when a lazily loaded chunk cannot be fetched. */
export function installChunkReloadGuard(target: Window = window, deps: ReloadDeps = {}): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadOnce(deps)) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}

/** While the reload waits for unsaved work, it looks again this often. */
export const HOLD_CHECK_MS = 1000;

export interface BuildWatchOptions {
  currentBuildId: string;
  fetchBuildId: () => Promise<string>;
  reload?: () => void;
  firstDelayMs?: number;
  intervalMs?: number;
  /** True while the page holds work that is not saved yet (attendance marks): the reload waits. */
  holdWhile?: () => boolean;
  /** Told once when a new build waits for that work to be saved. */
  onHold?: () => void;
}

/**
 * Reloads the page when the server reports another build than the one running, once nothing
 * unsaved holds it: then the new build loads the moment the last mark is saved.
 */
export function watchBuild({
  currentBuildId,
  fetchBuildId,
  reload = () => window.location.reload(),
  firstDelayMs = FIRST_CHECK_DELAY_MS,
  intervalMs = CHECK_INTERVAL_MS,
  holdWhile = () => false,
  onHold,
}: BuildWatchOptions): () => void {
  let stopped = false;
  let held: ReturnType<typeof setInterval> | undefined;
  const reloadWhenFree = () => {
    if (!holdWhile()) {
      reload();
      return;
    }
    onHold?.();
    held = setInterval(() => {
      if (holdWhile()) return;
      clearInterval(held);
      reload();
    }, HOLD_CHECK_MS);
  };
  const check = async () => {
    try {
      const buildId = await fetchBuildId();
      if (!stopped && buildId && buildId !== currentBuildId) {
        stopped = true;
        reloadWhenFree();
      }
    } catch {
      // Offline or the server is restarting: the next check will tell.
    }
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  const first = setTimeout(() => void check(), firstDelayMs);
  const interval = setInterval(() => void check(), intervalMs);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(interval);
    clearInterval(held);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
