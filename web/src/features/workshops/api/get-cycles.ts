import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { WORKSHOPS_KEY } from './keys';

/** Newest first: staff see every cycle, a father his groups'. */
export function getCycles() {
  return GET('/api/cycles', { params: { query: { limit: 500 } } });
}

export const cyclesQuery = queryOptions({ queryKey: [...WORKSHOPS_KEY, 'cycles'], queryFn: getCycles });

export function useCycles() {
  return useQuery(cyclesQuery);
}
