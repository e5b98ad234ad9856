import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { consentsKey } from './keys';
import type { Consent } from './types';

/** Every consent recorded for him, revoked ones too, newest first (staff with him in scope). */
export function getFatherConsents(fatherId: string) {
  return api<Consent[]>(`/fathers/${encodeURIComponent(fatherId)}/consents`);
}

export function fatherConsentsQuery(fatherId: string) {
  return queryOptions({ queryKey: consentsKey(fatherId), queryFn: () => getFatherConsents(fatherId) });
}

export function useFatherConsents(fatherId: string) {
  return useQuery(fatherConsentsQuery(fatherId));
}
