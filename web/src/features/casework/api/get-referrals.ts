import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralStatus, ReferralType } from './casework';
import { GET } from '@/lib/api/client';
import { REFERRALS_KEY } from './keys';

export const REFERRALS_PAGE_SIZE = 50;

export interface ReferralsFilter {
  status?: ReferralStatus;
  type?: ReferralType;
}

/** One more than a page is asked for: whether there is a next page, without a total. */
export function getReferrals(filter: ReferralsFilter, page: number) {
  return GET('/api/referrals', {
    params: {
      query: {
        ...(filter.status ? { status: filter.status } : {}),
        ...(filter.type ? { type: filter.type } : {}),
        limit: REFERRALS_PAGE_SIZE + 1,
        offset: page * REFERRALS_PAGE_SIZE,
      },
    },
  });
}

export function referralsQuery(filter: ReferralsFilter, page: number) {
  return queryOptions({
    queryKey: [...REFERRALS_KEY, 'list', filter.status ?? '', filter.type ?? '', page],
    queryFn: () => getReferrals(filter, page),
  });
}

/** Every referral in the reader's scope, open ones first (the server's order). */
export function useReferrals(filter: ReferralsFilter, page: number) {
  return useQuery({ ...referralsQuery(filter, page), placeholderData: keepPreviousData });
}
