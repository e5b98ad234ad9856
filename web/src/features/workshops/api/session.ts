import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';

// Shared: a session's page and form, and the dashboard's feed (which links a session under its cycle).

export function getSession(id: string) {
  return GET('/api/sessions/{id}', { params: { path: { id } } });
}

export function sessionQuery(id: string) {
  return queryOptions({ queryKey: [...PROGRAM_KEY, 'session', id], queryFn: () => getSession(id) });
}

export function useSession(id: string, { enabled = true, staleTime }: { enabled?: boolean; staleTime?: number } = {}) {
  return useQuery({ ...sessionQuery(id), enabled, ...(staleTime === undefined ? {} : { staleTime }) });
}
