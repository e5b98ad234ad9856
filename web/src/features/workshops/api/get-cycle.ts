import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { CYCLES_KEY } from './keys';

/** 404 for a father when the cycle is not one of his groups'. */
export function getCycle(id: string) {
  return GET('/api/cycles/{id}', { params: { path: { id } } });
}

export function cycleQuery(id: string) {
  return queryOptions({ queryKey: [...CYCLES_KEY, 'one', id], queryFn: () => getCycle(id) });
}

export function useCycle(id: string) {
  return useQuery(cycleQuery(id));
}
