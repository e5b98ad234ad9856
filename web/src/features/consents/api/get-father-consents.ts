import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { fatherConsentsKey } from './keys';

/** Every consent recorded for him, revoked ones too, newest first (staff with him in scope). */
export function getFatherConsents(fatherId: string) {
  return GET('/api/fathers/{id}/consents', { params: { path: { id: fatherId } } });
}

export function fatherConsentsQuery(fatherId: string) {
  return queryOptions({ queryKey: fatherConsentsKey(fatherId), queryFn: () => getFatherConsents(fatherId) });
}

export function useFatherConsents(fatherId: string) {
  return useQuery(fatherConsentsQuery(fatherId));
}
