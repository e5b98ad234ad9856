import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { REPORTS_KEY } from './keys';

/** Every course he completed, newest first: staff for anyone, a father for himself (else 404). */
export function getCertificates(fatherId: string) {
  return GET('/api/fathers/{id}/certificates', { params: { path: { id: fatherId } } });
}

export function certificatesQuery(fatherId: string) {
  return queryOptions({
    queryKey: [...REPORTS_KEY, 'certificates', fatherId],
    queryFn: () => getCertificates(fatherId),
  });
}

export function useCertificates(fatherId: string) {
  return useQuery(certificatesQuery(fatherId));
}
