import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';
import type { NewAmendment } from './types';

export interface AmendInput {
  submissionId: string;
  amendment: NewAmendment;
}

/** Corrects some answers, with the reason; the submission comes back with its scores and flags recomputed. */
export function amendSubmission({ submissionId, amendment }: AmendInput) {
  return POST('/api/submissions/{id}/amendments', { params: { path: { id: submissionId } }, body: amendment });
}

export function useAmendSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: amendSubmission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROGRAM_KEY }),
  });
}
