import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Matrix } from '@/lib/api/program';
import { WORKSHOPS_KEY } from './keys';

/** Fathers × sessions of a cycle, with rates and absences in a row (staff). */
export function getMatrix(cycleId: string) {
  return api<Matrix>(`/cycles/${encodeURIComponent(cycleId)}/attendance`);
}

export function matrixQuery(cycleId: string) {
  return queryOptions({ queryKey: [...WORKSHOPS_KEY, 'matrix', cycleId], queryFn: () => getMatrix(cycleId) });
}

export function useMatrix(cycleId: string) {
  return useQuery({ ...matrixQuery(cycleId), enabled: cycleId !== '' });
}
