import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';
import type { NewEnrolmentInput } from './types';

/**
 * Enrols him in a program (staff of that program): 409 `enrolmentOpen` when he is in it already,
 * 403 `programStaffOnly` for staff who do not work in it.
 */
export function createEnrolment({ fatherId, enrolment }: { fatherId: string; enrolment: NewEnrolmentInput }) {
  return POST('/api/fathers/{id}/enrolments', { params: { path: { id: fatherId } }, body: enrolment });
}

export function useCreateEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEnrolment,
    // His record's status and case manager are his latest enrolment's.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
