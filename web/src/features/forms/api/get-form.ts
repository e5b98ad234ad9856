import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { FORMS_KEY } from './keys';

/** One version of a form: a submission is read against the version it answered. A version never changes once published. */
export function getForm(id: string) {
  return GET('/api/forms/{id}', { params: { path: { id } } });
}

export function formQuery(id: string) {
  return queryOptions({ queryKey: [...FORMS_KEY, 'version', id], queryFn: () => getForm(id), staleTime: Infinity });
}

export function useFormVersion(id: string) {
  return useQuery(formQuery(id));
}

/** The versions several submissions answered, by id, as they arrive (each read once, kept). */
export function useFormVersions(ids: string[]) {
  return useQueries({
    queries: [...new Set(ids)].map((id) => formQuery(id)),
    combine: (results) => Object.fromEntries(results.flatMap((r) => (r.data ? [[r.data.id, r.data] as const] : []))),
  });
}
