import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { contactsKey } from './keys';

/** A father gets the program's staff (whatever `q` is); staff get the first 20 people matching `q`. */
export function getContacts(q: string) {
  return GET('/api/contacts', { params: { query: q ? { q } : {} } });
}

export function contactsQuery(q: string) {
  return queryOptions({ queryKey: contactsKey(q), queryFn: () => getContacts(q) });
}

export function useContacts(q: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...contactsQuery(q), enabled, placeholderData: keepPreviousData });
}
