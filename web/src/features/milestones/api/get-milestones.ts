import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { MILESTONES_KEY } from './keys';

/** Newest first: all (staff) or one father's; a father gets only his own (403 for another's). */
export function getMilestones(fatherId?: string) {
  return GET('/api/milestones', { params: { query: fatherId ? { fatherId, limit: 500 } : { limit: 500 } } });
}

export function milestonesQuery(fatherId?: string) {
  return queryOptions({
    queryKey: [...MILESTONES_KEY, 'list', fatherId ?? 'all'],
    queryFn: () => getMilestones(fatherId),
  });
}

export function useMilestones(fatherId?: string) {
  return useQuery(milestonesQuery(fatherId));
}
