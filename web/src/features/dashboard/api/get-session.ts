import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Session } from '@/lib/api/program';
import { DASHBOARD_KEY } from './keys';

/** A session the feed mentions: its page is under its cycle, which the activity does not name. */
export function getSession(id: string) {
  return api<Session>(`/sessions/${encodeURIComponent(id)}`);
}

export function sessionQuery(id: string) {
  return queryOptions({
    queryKey: [...DASHBOARD_KEY, 'session', id],
    queryFn: () => getSession(id),
    // A session never moves to another cycle.
    staleTime: Infinity,
  });
}

export function useSession(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...sessionQuery(id), enabled });
}
