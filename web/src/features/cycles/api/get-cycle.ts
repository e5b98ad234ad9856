import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Cycle } from '@/lib/api/program';
import { CYCLES_KEY } from './keys';

/** 404 for a father when the cycle is not one of his groups'. */
export function getCycle(id: string) {
  return api<Cycle>(`/cycles/${encodeURIComponent(id)}`);
}

export function cycleQuery(id: string) {
  return queryOptions({ queryKey: [...CYCLES_KEY, 'one', id], queryFn: () => getCycle(id) });
}

export function useCycle(id: string) {
  return useQuery(cycleQuery(id));
}
