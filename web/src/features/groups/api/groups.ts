import { queryOptions, useQuery } from '@tanstack/react-query';
import { runsGroup, useRole } from '@/lib/auth/roles';
import { GET } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';

// Shared: group lists, filters, a father's memberships and every audience picker read the groups.

/**
 * Staff: every group, by name. A father: his own groups, fellow members as first name and
 * initial. Under PROGRAM_KEY, so every program change (a new group, a member added) refreshes it.
 */
export function getGroups() {
  return GET('/api/groups', { params: { query: { limit: 500 } } });
}

export const groupsQuery = queryOptions({ queryKey: [...PROGRAM_KEY, 'groups', 'list'], queryFn: getGroups });

export function useGroups({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...groupsQuery, enabled });
}

/**
 * Whether the viewer runs the group (writes its cycles, sessions and attendance): a director
 * always; a staff member when he is one of its facilitators (read from the groups list, which
 * carries them); a father never. False until the list is in: the buttons appear then.
 */
export function useRunsGroup(groupId: string | null | undefined): boolean {
  const role = useRole();
  const scoped = role.staff && !role.director;
  const groups = useGroups({ enabled: scoped && Boolean(groupId) });
  if (!scoped) return role.director;
  return runsGroup(role, groups.data?.find((group) => group.id === groupId));
}
