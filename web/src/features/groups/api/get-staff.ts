import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { User } from '@/lib/api/types';
import { GROUPS_KEY } from './keys';

/** Staff accounts, who can facilitate a group. */
export async function getStaff() {
  const users = await api<User[]>('/users', { query: { limit: 500 } });
  return users.filter((user) => user.isAdmin);
}

export const staffQuery = queryOptions({ queryKey: [...GROUPS_KEY, 'staff'], queryFn: getStaff });

export function useStaff({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...staffQuery, enabled });
}
