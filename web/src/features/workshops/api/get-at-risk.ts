import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { WORKSHOPS_KEY } from './keys';

/** Fathers with two or more absences in a row, or under 50% attendance, in current cycles (staff). */
export function getAtRisk() {
  return GET('/api/at-risk');
}

export const atRiskQuery = queryOptions({ queryKey: [...WORKSHOPS_KEY, 'at-risk'], queryFn: getAtRisk });

export function useAtRisk({ enabled }: { enabled: boolean }) {
  return useQuery({ ...atRiskQuery, enabled });
}
