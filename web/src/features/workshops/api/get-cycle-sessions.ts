import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { CYCLES_KEY } from './keys';

export function getCycleSessions(cycleId: string) {
  return GET('/api/cycles/{id}/sessions', { params: { path: { id: cycleId } } });
}

export function cycleSessionsQuery(cycleId: string) {
  return queryOptions({ queryKey: [...CYCLES_KEY, 'sessions', cycleId], queryFn: () => getCycleSessions(cycleId) });
}

export function useCycleSessions(cycleId: string) {
  return useQuery(cycleSessionsQuery(cycleId));
}
