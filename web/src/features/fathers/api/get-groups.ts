import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Group } from '@/lib/api/program';
import { FATHERS_KEY } from './keys';

/** Staff: every group (for the list filter and a father's memberships); a father: his own. */
export function getGroups() {
  return api<Group[]>('/groups', { query: { limit: 500 } });
}

export const groupsQuery = queryOptions({ queryKey: [...FATHERS_KEY, 'groups'], queryFn: getGroups });

export function useGroups() {
  return useQuery(groupsQuery);
}
