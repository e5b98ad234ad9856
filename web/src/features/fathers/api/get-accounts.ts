import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { User } from '@/lib/api/types';
import { FATHERS_KEY } from './keys';

/**
 * User accounts, for the case manager (staff accounts) and the linked sign-in (fathers'
 * accounts) of a record. A program has a few hundred accounts at most.
 */
export function getAccounts() {
  return api<User[]>('/users', { query: { limit: 500 } });
}

export const accountsQuery = queryOptions({ queryKey: [...FATHERS_KEY, 'accounts'], queryFn: getAccounts });

export function useAccounts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...accountsQuery, enabled });
}
