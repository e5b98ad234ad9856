import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { referralsKey } from './keys';

/** His referrals to partner services, newest first, each with its history (staff with him in scope). */
export function getFatherReferrals(fatherId: string) {
  return GET('/api/fathers/{id}/referrals', { params: { path: { id: fatherId }, query: { limit: 200 } } });
}

export function fatherReferralsQuery(fatherId: string) {
  return queryOptions({ queryKey: referralsKey(fatherId), queryFn: () => getFatherReferrals(fatherId) });
}

export function useFatherReferrals(fatherId: string) {
  return useQuery(fatherReferralsQuery(fatherId));
}
