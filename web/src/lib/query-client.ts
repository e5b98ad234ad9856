import { onlineManager, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { isServerUnreachable } from '@/lib/api/errors';
import { getSnapshot, subscribe as subscribeToSession } from '@/lib/auth/session';
import { onServerBack } from '@/lib/offline/network-status';

// The query library comes with the signed-in shell (app/layouts/SignedInShell): the sign-in
// screens do not download it.

/** Data unused this long leaves memory; as long as it is kept on the device (lib/offline). */
const GC_TIME_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A read that found the server away (no answer, a time-out, 502, 503, 504) leaves what was last
 * read on the page, under the banner, as with no network at all: the error is undone, and the
 * data is only marked stale, to be read again once the server answers. A first read, with
 * nothing to show instead, stays an error.
 */
function keepLastReadWhileServerAway(error: Error, query: Query<unknown, unknown, unknown>) {
  if (!isServerUnreachable(error) || query.state.data === undefined) return;
  query.setState({ status: 'success', error: null, isInvalidated: true });
}

export function createQueryClient() {
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: keepLastReadWhileServerAway }),
    defaultOptions: {
      // The API client already applies the retry rule (docs/PRODUCT.md, "Requests, retries and time-outs").
      queries: { retry: false, staleTime: 30_000, gcTime: GC_TIME_MS, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  if (typeof window !== 'undefined') connectQueriesToNetwork(client);
  return client;
}

/**
 * When queries may run. TanStack Query assumes a network until the browser fires "offline", so a
 * page opened offline is told at once: its queries wait, showing the data saved on the device,
 * instead of failing. They wait too while the session is the one saved on this device because
 * the server could not be reached at start (a weak signal, a server restarting), and run once it
 * is renewed. A page read while the server was away kept what it had (above); once a call is
 * answered again, what the pages show is read anew (lib/offline/network-status).
 */
export function connectQueriesToNetwork(client: QueryClient) {
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(navigator.onLine && !getSnapshot().unconfirmed);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    const unsubscribe = subscribeToSession(update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      unsubscribe();
    };
  });
  onServerBack(() => void client.refetchQueries({ type: 'active', stale: true }));
}

let shared: QueryClient | undefined;

/** The page's one query client, made when the signed-in shell first needs it. */
export function sharedQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}
