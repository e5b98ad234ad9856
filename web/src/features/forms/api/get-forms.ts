import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { formsListKey } from './keys';

/** The newest version of each form, by name (staff). */
export function getForms() {
  return GET('/api/forms', {});
}

export function formsQuery() {
  return queryOptions({ queryKey: formsListKey, queryFn: getForms });
}

export function useForms(enabled = true) {
  return useQuery({ ...formsQuery(), enabled });
}
