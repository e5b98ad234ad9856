import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { incentivesKey } from './keys';
import type { Incentive } from './types';

/** His incentive ledger, newest first, voided lines included (staff with him in scope). */
export function getFatherIncentives(fatherId: string) {
  return api<Incentive[]>(`/fathers/${encodeURIComponent(fatherId)}/incentives`);
}

export function fatherIncentivesQuery(fatherId: string) {
  return queryOptions({ queryKey: incentivesKey(fatherId), queryFn: () => getFatherIncentives(fatherId) });
}

export function useFatherIncentives(fatherId: string) {
  return useQuery(fatherIncentivesQuery(fatherId));
}
