import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Group } from '@/lib/api/program';
import { GROUPS_KEY } from './keys';

/** Staff: every group, by name. A father: his own groups, fellow members as first name and initial. */
export function getGroups() {
  return api<Group[]>('/groups', { query: { limit: 500 } });
}

export const groupsQuery = queryOptions({ queryKey: [...GROUPS_KEY, 'list'], queryFn: getGroups });

export function useGroups() {
  return useQuery(groupsQuery);
}
