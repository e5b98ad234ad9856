import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Group } from '@/lib/api/program';
import { CYCLES_KEY } from './keys';

/** The groups a cycle can be for. */
export function getGroups() {
  return api<Group[]>('/groups', { query: { limit: 500 } });
}

export const groupsQuery = queryOptions({ queryKey: [...CYCLES_KEY, 'groups'], queryFn: getGroups });

export function useGroups() {
  return useQuery(groupsQuery);
}
