import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { FORMS_KEY } from './keys';

/** Every version of the form `id` belongs to, newest first (staff). */
export function getFormVersions(id: string) {
  return GET('/api/forms/{id}/versions', { params: { path: { id } } });
}

export function versionsOfFormQuery(id: string) {
  return queryOptions({ queryKey: [...FORMS_KEY, 'versions', id], queryFn: () => getFormVersions(id) });
}

export function useVersionsOfForm(id: string) {
  return useQuery(versionsOfFormQuery(id));
}
