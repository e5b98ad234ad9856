import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { FATHERS_KEY } from './keys';

/** What happened with him, newest first (staff): joined, attended, missed a session, completed a course. */
export function getFatherActivity(fatherId: string) {
  return GET('/api/fathers/{id}/activity', { params: { path: { id: fatherId } } });
}

export function fatherActivityQuery(fatherId: string) {
  return queryOptions({
    queryKey: [...FATHERS_KEY, 'activity', fatherId],
    queryFn: () => getFatherActivity(fatherId),
  });
}

export function useFatherActivity(fatherId: string) {
  return useQuery(fatherActivityQuery(fatherId));
}
