import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { AtRisk } from '@/lib/api/program';
import { WORKSHOPS_KEY } from './keys';

/** Fathers with two or more absences in a row, or under 50% attendance, in current cycles (staff). */
export function getAtRisk() {
  return api<AtRisk[]>('/at-risk');
}

export const atRiskQuery = queryOptions({ queryKey: [...WORKSHOPS_KEY, 'at-risk'], queryFn: getAtRisk });

export function useAtRisk({ enabled }: { enabled: boolean }) {
  return useQuery({ ...atRiskQuery, enabled });
}
