import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/AuthProvider';
import { isStaff } from '@/lib/auth/roles';
import { GET } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';

// Shared: the accounts (a father's linked sign-in, a director's) and the staff by name (the
// facilitator and case-manager pickers, and the names of a group's facilitators and a father's
// case manager wherever they are shown). One request for each serves every page.

/** Every account (staff and fathers): a program has a few hundred at most. Only a director may read them. */
export function getAccounts() {
  return GET('/api/users', { params: { query: { limit: 500 } } });
}

export const accountsQuery = queryOptions({ queryKey: [...PROGRAM_KEY, 'accounts'], queryFn: getAccounts });

export function useAccounts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...accountsQuery, enabled });
}

/** The staff accounts by name and role, ordered by name: any staff member may read them (fathers get 403). */
export function getStaff() {
  return GET('/api/staff');
}

export const staffQuery = queryOptions({ queryKey: [...PROGRAM_KEY, 'staff'], queryFn: getStaff });

/** Staff accounts, who can facilitate a group or a cycle and manage a father's case. */
export function useStaff({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...staffQuery, enabled });
}

/** A father's contacts are the program's staff, by name (GET /api/contacts). */
const staffContactsQuery = queryOptions({
  queryKey: [...PROGRAM_KEY, 'staff-contacts'],
  queryFn: () => GET('/api/contacts'),
});

export interface StaffNames {
  /** The names known to the viewer, in the order of the ids. */
  names: string[];
  /** How many of the ids the viewer cannot name (none while the names are being read). */
  unknown: number;
}

/**
 * The names of staff accounts (a group's facilitators, a father's case manager): staff read
 * the staff list, a father his contacts (the staff). An id is unknown only once that answer is
 * in without it, or could not be read.
 */
export function useStaffNames(ids: readonly string[]): StaffNames {
  const { user } = useAuth();
  const staff = isStaff(user);
  const father = user != null && !staff;
  const wanted = ids.length > 0;
  const staffList = useStaff({ enabled: staff && wanted });
  const contacts = useQuery({ ...staffContactsQuery, enabled: father && wanted });
  const source = staff ? staffList : contacts;
  const known = new Map<string, string>();
  for (const member of staffList.data ?? []) known.set(member.id, member.displayName);
  for (const contact of contacts.data ?? []) if (contact.isStaff) known.set(contact.userId, contact.displayName);
  const names = ids.flatMap((id) => known.get(id) ?? []);
  const settled = user != null && !source.isPending;
  return { names, unknown: settled ? ids.length - names.length : 0 };
}
