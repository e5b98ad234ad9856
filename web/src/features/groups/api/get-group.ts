import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Group } from '@/lib/api/program';
import { GROUPS_KEY } from './keys';

/** 404 for a father who is not a member. */
export function getGroup(id: string) {
  return api<Group>(`/groups/${encodeURIComponent(id)}`);
}

export function groupQuery(id: string) {
  return queryOptions({ queryKey: [...GROUPS_KEY, 'one', id], queryFn: () => getGroup(id) });
}

export function useGroup(id: string) {
  return useQuery(groupQuery(id));
}
