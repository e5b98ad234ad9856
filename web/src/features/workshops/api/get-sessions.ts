import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { WORKSHOPS_KEY } from './keys';

/** Sessions starting in [from, to), in time order: staff all, a father his groups'. */
export function getSessions(from: string, to: string) {
  return GET('/api/sessions', { params: { query: { from, to, limit: 500 } } });
}

export function sessionsQuery(from: string, to: string) {
  return queryOptions({ queryKey: [...WORKSHOPS_KEY, 'sessions', from, to], queryFn: () => getSessions(from, to) });
}

export function useSessions(from: string, to: string) {
  return useQuery({ ...sessionsQuery(from, to), placeholderData: keepPreviousData });
}
