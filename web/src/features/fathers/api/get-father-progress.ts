import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Progress } from '@/lib/api/program';
import { FATHERS_KEY } from './keys';

/** Attendance across every cycle of his groups. */
export function getFatherProgress(id: string) {
  return api<Progress>(`/fathers/${encodeURIComponent(id)}/progress`);
}

export function fatherProgressQuery(id: string) {
  return queryOptions({ queryKey: [...FATHERS_KEY, 'progress', id], queryFn: () => getFatherProgress(id) });
}

export function useFatherProgress(id: string) {
  return useQuery(fatherProgressQuery(id));
}
