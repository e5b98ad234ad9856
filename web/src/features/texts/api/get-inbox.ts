import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { useAuth } from '@/lib/auth/AuthProvider';
import { INBOX_KEY } from './keys';
import type { InboxRow } from './types';

/** One row per father in the reader's scope who has texts: unread first, then latest first (staff). */
export function getInbox() {
  return GET('/api/texts/inbox');
}

/**
 * Kept fresh by the live stream (a `text` event reads it again); asked for again a minute later
 * too, as the unread counts are, for a stream that dropped an event.
 */
export const inboxQuery = queryOptions({
  queryKey: INBOX_KEY,
  queryFn: getInbox,
  staleTime: 0,
  refetchInterval: 60_000,
  refetchOnWindowFocus: true,
});

/** Staff only: a father is never asked for it. `fetch: false` only reads what another reader keeps fresh. */
export function useInbox({ fetch = true }: { fetch?: boolean } = {}) {
  const { user } = useAuth();
  return useQuery({ ...inboxQuery, enabled: user?.isAdmin === true && fetch });
}

/** His texts nobody has read yet, as the inbox last said. */
export function unreadOf(rows: readonly InboxRow[] | undefined, fatherId: string): number {
  return rows?.find((row) => row.fatherId === fatherId)?.unread ?? 0;
}
