import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { WORKSHOPS_KEY } from './keys';

/** Fathers × sessions of a cycle, with rates and absences in a row (staff). */
export function getMatrix(cycleId: string) {
  return GET('/api/cycles/{id}/attendance', { params: { path: { id: cycleId } } });
}

export function matrixQuery(cycleId: string) {
  return queryOptions({ queryKey: [...WORKSHOPS_KEY, 'matrix', cycleId], queryFn: () => getMatrix(cycleId) });
}

export function useMatrix(cycleId: string) {
  return useQuery({ ...matrixQuery(cycleId), enabled: cycleId !== '' });
}
