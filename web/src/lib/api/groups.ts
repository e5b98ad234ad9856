import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { PROGRAM_KEY, type Group } from './program';

// Shared: group lists, filters, a father's memberships and every audience picker read the groups.

/**
 * Staff: every group, by name. A father: his own groups, fellow members as first name and
 * initial. Under PROGRAM_KEY, so every program change (a new group, a member added) refreshes it.
 */
export function getGroups() {
  return api<Group[]>('/groups', { query: { limit: 500 } });
}

export const groupsQuery = queryOptions({ queryKey: [...PROGRAM_KEY, 'groups', 'list'], queryFn: getGroups });

export function useGroups({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...groupsQuery, enabled });
}
