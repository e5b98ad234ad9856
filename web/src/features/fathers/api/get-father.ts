import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Father } from '@/lib/api/program';
import { FATHERS_KEY } from './keys';

/** Staff read any record; a father only his own (404 otherwise). */
export function getFather(id: string) {
  return api<Father>(`/fathers/${encodeURIComponent(id)}`);
}

export function fatherQuery(id: string) {
  return queryOptions({ queryKey: [...FATHERS_KEY, 'one', id], queryFn: () => getFather(id) });
}

export function useFather(id: string) {
  return useQuery(fatherQuery(id));
}
