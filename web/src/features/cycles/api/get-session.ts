import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Session } from '@/lib/api/program';
import { CYCLES_KEY } from './keys';

export function getSession(id: string) {
  return api<Session>(`/sessions/${encodeURIComponent(id)}`);
}

export function sessionQuery(id: string) {
  return queryOptions({ queryKey: [...CYCLES_KEY, 'session', id], queryFn: () => getSession(id) });
}

export function useSession(id: string) {
  return useQuery(sessionQuery(id));
}
