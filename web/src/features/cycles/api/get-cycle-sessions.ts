import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Session } from '@/lib/api/program';
import { CYCLES_KEY } from './keys';

export function getCycleSessions(cycleId: string) {
  return api<Session[]>(`/cycles/${encodeURIComponent(cycleId)}/sessions`);
}

export function cycleSessionsQuery(cycleId: string) {
  return queryOptions({ queryKey: [...CYCLES_KEY, 'sessions', cycleId], queryFn: () => getCycleSessions(cycleId) });
}

export function useCycleSessions(cycleId: string) {
  return useQuery(cycleSessionsQuery(cycleId));
}
