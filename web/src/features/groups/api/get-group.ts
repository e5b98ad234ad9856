import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { GROUPS_KEY } from './keys';

/** 404 for a father who is not a member. */
export function getGroup(id: string) {
  return GET('/api/groups/{id}', { params: { path: { id } } });
}

export function groupQuery(id: string) {
  return queryOptions({ queryKey: [...GROUPS_KEY, 'one', id], queryFn: () => getGroup(id) });
}

export function useGroup(id: string) {
  return useQuery(groupQuery(id));
}
