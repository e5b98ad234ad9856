import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PATCH } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';
import type { EnrolmentChanges } from './types';

/** Moves an enrolment on (its status, exit date and reason): staff of its program. */
export function updateEnrolment({ id, changes }: { id: string; changes: EnrolmentChanges }) {
  return PATCH('/api/enrolments/{id}', { params: { path: { id } }, body: changes });
}

export function useUpdateEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEnrolment,
    // His record's status and case manager are his latest enrolment's.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
