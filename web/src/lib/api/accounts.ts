import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/AuthProvider';
import { isDirector } from '@/lib/auth/roles';
import { api } from './client';
import { PROGRAM_KEY } from './program';
import type { Contact, User } from './types';

// Shared: the facilitator and case-manager pickers (groups, cycles, a father's record) and the
// linked sign-in of a father's record read the accounts; one request serves them all. Only a
// director may read them (staff and fathers get 403): the pickers are his alone.

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

/** A father's contacts are the program's staff, by name (GET /api/contacts). */
const staffContactsQuery = queryOptions({
  queryKey: [...PROGRAM_KEY, 'staff-contacts'],
  queryFn: () => api<Contact[]>('/contacts'),
});

export interface StaffNames {
  /** The names known to the viewer, in the order of the ids. */
  names: string[];
  /** How many of the ids the viewer cannot name. */
  unknown: number;
}

/**
 * The names of staff accounts (a group's facilitators, a father's case manager) as far as the
 * viewer may know them: a director reads the accounts, a father his contacts (the staff); a
 * staff member who is not a director can name only himself, since no answer he may read lists
 * the other staff.
 */
export function useStaffNames(ids: readonly string[]): StaffNames {
  const { user } = useAuth();
  const director = isDirector(user);
  const father = user != null && !user.isAdmin;
  const wanted = ids.length > 0;
  const staff = useStaff({ enabled: director && wanted });
  const contacts = useQuery({ ...staffContactsQuery, enabled: father && wanted });
  const known = new Map<string, string>();
  for (const account of staff.data ?? []) known.set(account.id, account.displayName);
  for (const contact of contacts.data ?? []) if (contact.isStaff) known.set(contact.userId, contact.displayName);
  if (user) known.set(user.id, user.displayName);
  const names = ids.flatMap((id) => known.get(id) ?? []);
  return { names, unknown: ids.length - names.length };
}
