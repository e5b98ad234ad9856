import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { fatherSubmissionsKey } from './keys';

/** His submissions, newest first; sensitive answers null (keys in `redacted`) but for his case manager and directors. */
export function getFatherSubmissions(fatherId: string) {
  return GET('/api/fathers/{id}/submissions', { params: { path: { id: fatherId } } });
}

export function fatherSubmissionsQuery(fatherId: string) {
  return queryOptions({ queryKey: fatherSubmissionsKey(fatherId), queryFn: () => getFatherSubmissions(fatherId) });
}

export function useFatherSubmissions(fatherId: string) {
  return useQuery(fatherSubmissionsQuery(fatherId));
}
