import { QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { isServerUnreachable } from '@/lib/api/errors';
import { connectQueriesToNetwork } from '@/lib/offline/network-status';

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
      // The API client already applies the specification's retry rule.
      queries: { retry: false, staleTime: 30_000, gcTime: GC_TIME_MS, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  if (typeof window !== 'undefined') connectQueriesToNetwork(client);
  return client;
}
