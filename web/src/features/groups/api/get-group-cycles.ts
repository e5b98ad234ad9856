import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { GROUPS_KEY } from './keys';

/** The group's workshop cycles, newest first. */
export async function getGroupCycles(groupId: string) {
  const cycles = await GET('/api/cycles', { params: { query: { limit: 500 } } });
  return cycles.filter((cycle) => cycle.groupId === groupId);
}

export function groupCyclesQuery(groupId: string) {
  return queryOptions({ queryKey: [...GROUPS_KEY, 'cycles', groupId], queryFn: () => getGroupCycles(groupId) });
}

export function useGroupCycles(groupId: string) {
  return useQuery(groupCyclesQuery(groupId));
}
