import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { PROGRAM_KEY, type Father } from '@/lib/api/program';

// Shared: a father's record page and edit form, and the title of his milestones page.

/** Staff read any record; a father only his own (404 otherwise). */
export function getFather(id: string) {
  return GET('/api/fathers/{id}', { params: { path: { id } } });
}

export function fatherQuery(id: string) {
  return queryOptions({ queryKey: [...PROGRAM_KEY, 'father', id], queryFn: () => getFather(id) });
}

/** Nothing is asked for without an id; a record already read (`known`) is not read again while fresh. */
export function useFather(id: string | undefined, known?: { data: Father; updatedAt: number }) {
  return useQuery({ ...fatherQuery(id ?? ''), enabled: Boolean(id), initialData: known?.data, initialDataUpdatedAt: known?.updatedAt });
}
