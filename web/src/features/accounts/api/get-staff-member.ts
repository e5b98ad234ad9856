import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';

/** A staff member as a director sees him (404 for an account that is not staff). */
export function getStaffMember(id: string) {
  return GET('/api/staff/{id}', { params: { path: { id } } });
}

/** Under the program's key: his groups, caseload and follow-ups move with the program's records. */
export function staffMemberQuery(id: string) {
  return queryOptions({ queryKey: [...PROGRAM_KEY, 'staff-member', id], queryFn: () => getStaffMember(id) });
}

export function useStaffMember(id: string) {
  return useQuery(staffMemberQuery(id));
}
