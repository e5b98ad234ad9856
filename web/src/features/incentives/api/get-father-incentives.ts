import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { fatherIncentivesKey } from './keys';

/** His incentive ledger, newest first, voided lines included (staff with him in scope). */
export function getFatherIncentives(fatherId: string) {
  return GET('/api/fathers/{id}/incentives', { params: { path: { id: fatherId } } });
}

export function fatherIncentivesQuery(fatherId: string) {
  return queryOptions({ queryKey: fatherIncentivesKey(fatherId), queryFn: () => getFatherIncentives(fatherId) });
}

export function useFatherIncentives(fatherId: string) {
  return useQuery(fatherIncentivesQuery(fatherId));
}
