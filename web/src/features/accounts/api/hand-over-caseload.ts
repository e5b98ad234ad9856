import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';
import { USERS_KEY } from './get-users';

export interface HandOver {
  /** The staff member whose caseload it is. */
  from: string;
  /** The staff member who becomes those fathers' case manager. */
  to: string;
}

/** Every father whose case manager `from` is gets `to` instead, at once (400 when `to` is not another staff account). */
export function handOverCaseload({ from, to }: HandOver) {
  return POST('/api/staff/{id}/caseload', { params: { path: { id: from } }, body: { to } });
}

/** The fathers' records, lists and both staff pages are read again, and the activity feed that tells of it. */
export function useHandOverCaseload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handOverCaseload,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }), queryClient.invalidateQueries({ queryKey: USERS_KEY })]),
  });
}
