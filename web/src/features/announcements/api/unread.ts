import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/AuthProvider';
import { GET } from '@/lib/api/client';

// Shared: the navigation shows the counts, and the areas that mark things read refresh them.

export type { Unread } from '@/lib/api/types';

/** Invalidate this after marking anything read. */
export const UNREAD_KEY = ['unread'] as const;

export function getUnread() {
  return GET('/api/unread');
}

/** Light enough for a cheap phone: one small call a minute while the tab is visible, and on focus. */
export function unreadQuery(userId: string) {
  return queryOptions({
    queryKey: [...UNREAD_KEY, userId],
    queryFn: getUnread,
    staleTime: 0,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

/**
 * The signed-in user's unread counts. `fetch: false` only reads what another reader (the
 * navigation's counts) asks for and keeps fresh: undefined until that answer comes.
 */
export function useUnread({ fetch = true }: { fetch?: boolean } = {}) {
  const { user } = useAuth();
  return useQuery({ ...unreadQuery(user?.id ?? ''), enabled: Boolean(user) && fetch });
}
