import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { PROGRAM_KEY } from './program';
import type { User } from './types';

// Shared: the facilitator and case-manager pickers (groups, cycles, a father's record) and the
// linked sign-in of a father's record read the accounts; one request serves them all.

/** Every account (staff and fathers): a program has a few hundred at most. */
export function getAccounts() {
  return api<User[]>('/users', { query: { limit: 500 } });
}

export const accountsQuery = queryOptions({ queryKey: [...PROGRAM_KEY, 'accounts'], queryFn: getAccounts });

export function useAccounts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...accountsQuery, enabled });
}

function staffOnly(accounts: User[]) {
  return accounts.filter((account) => account.isAdmin);
}

/** Staff accounts, who can facilitate a group or a cycle and manage a father's case. */
export function useStaff({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...accountsQuery, enabled, select: staffOnly });
}
