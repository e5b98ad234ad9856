import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Father } from '@/lib/api/program';
import { MILESTONES_KEY } from './keys';

/** The father whose milestones are shown, for the page's title. */
export function getFather(id: string) {
  return api<Father>(`/fathers/${encodeURIComponent(id)}`);
}

export function fatherQuery(id: string) {
  return queryOptions({ queryKey: [...MILESTONES_KEY, 'father', id], queryFn: () => getFather(id) });
}

export function useFather(id: string | undefined) {
  return useQuery({ ...fatherQuery(id ?? ''), enabled: Boolean(id) });
}
