import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { CYCLES_KEY } from './keys';

/** Each enrolled father's attendance in the cycle; a father gets his own line only. */
export function getCycleProgress(cycleId: string) {
  return GET('/api/cycles/{id}/progress', { params: { path: { id: cycleId } } });
}

export function cycleProgressQuery(cycleId: string) {
  return queryOptions({ queryKey: [...CYCLES_KEY, 'progress', cycleId], queryFn: () => getCycleProgress(cycleId) });
}

export function useCycleProgress(cycleId: string) {
  return useQuery(cycleProgressQuery(cycleId));
}
