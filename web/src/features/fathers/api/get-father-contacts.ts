import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { contactsKey } from './keys';

/** The contacts logged with him, newest first (staff with him in scope; anyone else 404). */
export function getFatherContacts(fatherId: string) {
  return GET('/api/fathers/{id}/contacts', { params: { path: { id: fatherId }, query: { limit: 200 } } });
}

export function fatherContactsQuery(fatherId: string) {
  return queryOptions({ queryKey: contactsKey(fatherId), queryFn: () => getFatherContacts(fatherId) });
}

export function useFatherContacts(fatherId: string) {
  return useQuery(fatherContactsQuery(fatherId));
}
