import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { FATHERS_KEY } from './keys';

/** Attendance across every cycle of his groups. */
export function getFatherProgress(id: string) {
  return GET('/api/fathers/{id}/progress', { params: { path: { id } } });
}

export function fatherProgressQuery(id: string) {
  return queryOptions({ queryKey: [...FATHERS_KEY, 'progress', id], queryFn: () => getFatherProgress(id) });
}

export function useFatherProgress(id: string) {
  return useQuery(fatherProgressQuery(id));
}
