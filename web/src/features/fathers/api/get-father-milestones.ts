import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { FATHERS_KEY } from './keys';

export function getFatherMilestones(fatherId: string) {
  return GET('/api/milestones', { params: { query: { fatherId, limit: 500 } } });
}

export function fatherMilestonesQuery(fatherId: string) {
  return queryOptions({
    queryKey: [...FATHERS_KEY, 'milestones', fatherId],
    queryFn: () => getFatherMilestones(fatherId),
  });
}

export function useFatherMilestones(fatherId: string) {
  return useQuery(fatherMilestonesQuery(fatherId));
}
